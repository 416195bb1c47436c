import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 0: field notes typed in a hurry on a phone (colloquial fragments,
 * abbreviations, full- and half-width mixed, Japanese with English, invented brands), written by a
 * helper who had not seen the rules, from the labelling guide of docs/compliance.md ("Issue 43").
 * Measured once with rules v3 before any change of issue 43; its misses were then read, so it is
 * training material now (docs/compliance.md): a later figure needs a set written after the change.
 */
export const FRESH_HURRIED: readonly Row[] = [
  // --- ae: lab values / vital signs ---
  ['ワルファリン＋新しい抗菌薬でINR 4.8まで上がったPtいたとDr、処方調整中', 'ae', 'ae-lab'],
  ['Pt HbA1c 7.2→8.4、ロナセラ追加してからむしろ悪化してるらしい', 'ae', 'ae-lab'],
  ['ARB増量後にK 5.9、次回採血まで様子見とのことDrコメント', 'ae', 'ae-lab'],
  ['ﾍﾞｸｻﾘﾝ開始2週でeGFR 58→41に落ちた症例あり、Drちょっと気にしてた', 'ae', 'ae-lab'],
  ['オピオイド増量の翌日にSpO2 88%まで下がった高齢Ptいたと病棟Ph', 'ae', 'ae-lab'],
  ["Started Cardovex last month, resting HR down to 42 in one of Dr K's pts", 'ae', 'ae-lab'],
  [
    'Hb 12.1 -> 9.3 after 3 mo on the new DOAC per Dr, no bleeding source found yet',
    'ae',
    'ae-lab',
  ],
  ['アミオダロン内服中のPtでTSH 14まで上昇、甲状腺外来に紹介済', 'ae', 'ae-lab'],
  ['MTX飲んでるPtでAST/ALT基準の3倍超え、Dr mgダウン険討中', 'ae', 'ae-lab'],
  ['ラシックス増やしたらNa 128、ふらつきもあると', 'ae', 'ae-lab'],
  ['QTc 510ms on ECG a week after starting Zelvaris, cardio consulted', 'ae', 'ae-lab'],
  ['血小板 ９万→３万、ヘパリン開始５日目のPtでHIT疑いとのこと', 'ae', 'ae-lab'],

  // --- ae: medication errors / misuse ---
  ['徐放錠つぶして胃ろうから入れてたって訪看さんから、Drは知らなかった', 'ae', 'ae-error'],
  ['メトホルミン２回分まとめて飲んじゃったPtいたらしい、本人症状なしと', 'ae', 'ae-error'],
  ['Pt used 2 pens of Gluvessa in one day by mistake, Ph caught it at refill', 'ae', 'ae-error'],
  ['A病院の病棟で先週、隣のベッドのPtの薬を配薬しちゃったと', 'ae', 'ae-error'],
  ['期限切れのインスリン使ってたと家族から、３か月前に切れてたやつ', 'ae', 'ae-error'],
  ['上限超えて1日6T出てたケース、疑義照会で発覚、Ptはもう2週飲んでた', 'ae', 'ae-error'],
  ['妊娠わかってからもバルプロ酸継続してたPtいて、産科から連絡きたとDr', 'ae', 'ae-error'],
  ["4yo got into grandma's Nervalin tabs, ate maybe 3, ER visit, ok now per Ph", 'ae', 'ae-error'],
  ['授乳中のママにロナセラ処方されてて、あとで気づいて中止したと', 'ae', 'ae-error'],
  ['市販の咳止めシロップ毎日１本買って飲んでる若いPtいるとDr心配してた', 'ae', 'ae-error'],
  [
    'Home pt was putting her eye drops in her ears for a week, visiting nurse caught it',
    'ae',
    'ae-error',
  ],
  ['B病院外来で皮下注のはずが筋注されてたPtありと', 'ae', 'ae-error'],
  ['子供が親の降圧剤を1T飲んだかも、って電話が薬局にあったらしい', 'ae', 'ae-error'],

  // --- ae: quality problems touching a patient ---
  ['バイアルにヒビあったのに投与後に気づいたと外来Ns', 'ae', 'ae-quality'],
  ['変色した錠剤そのまま調剤されてて、Ptが色違うって言って発覚', 'ae', 'ae-quality'],
  ['オートインジェクター途中で止まって半分しか入らなかったPtいたと、Dr苦笑い', 'ae', 'ae-quality'],
  ['Vexalin bag had visible particles, noticed after about half was infused', 'ae', 'ae-quality'],
  ['一包化の中に欠けた錠剤入ったままPtに渡ってたとPh', 'ae', 'ae-quality'],
  [
    "Pt's Dermalix tube was grainy and leaking, she kept using it a week and the rash got worse",
    'ae',
    'ae-quality',
  ],
  ['点眼ボトルに異物、Ptが３日使ってから気づいたとのこと', 'ae', 'ae-quality'],
  ['Pen needle snapped mid self-injection, small bleed at the site, pt ok', 'ae', 'ae-quality'],
  ['ロナセラOD錠、シートから出したら粉々でPtが粉のまま飲んだと', 'ae', 'ae-quality'],

  // --- ae: lack of efficacy ---
  ['ロナセラ、あの患者さんには全然効かなかったってDr', 'ae', 'ae-efficacy'],
  ['HbA1c ３か月まったく動かず、ベクサリン→他剤に切替予定のPtあり', 'ae', 'ae-efficacy'],
  ["Dr said Neurofen XR didn't work for her at all, back to the old regimen", 'ae', 'ae-efficacy'],
  ['3剤併用でも血圧160台から下がらないPtいるとDr', 'ae', 'ae-efficacy'],
  ['吸入薬変えてから発作増えたPtいる、デバイスのせいかもとDr', 'ae', 'ae-efficacy'],
  ['Pt on 2C/day of Migrelax still getting 4 attacks a week, Dr unimpressed', 'ae', 'ae-efficacy'],
  ['ジェネリックに変えたら効き悪くなったって訴えるPt複数いるとPh', 'ae', 'ae-efficacy'],
  ['抗凝固中なのに血栓再発した症例あったとDr、詳しくは次回', 'ae', 'ae-efficacy'],

  // --- ae: told by a relative / carer / other professional ---
  [
    '奥さんから、旦那さんがロナセラ飲み始めてからぼーっとしてるって相談あったとPh',
    'ae',
    'ae-witness',
  ],
  ['訪看さん情報：Ptの貼付部位が真っ赤にただれてたと', 'ae', 'ae-witness'],
  ['介護士さんいわく、睡眠薬増えた週に利用者さんが夜中転倒', 'ae', 'ae-witness'],
  ['Daughter told the Ph her mum has been dizzy since the new BP pill', 'ae', 'ae-witness'],
  ['調剤薬局のPhから、DOAC服用中のPtの鼻血止まらないって電話があったとDr', 'ae', 'ae-witness'],
  [
    'Care home staff say a resident stopped eating after the antipsychotic dose went up',
    'ae',
    'ae-witness',
  ],
  ['Drの雑談で、自分のお母さんがBP製剤飲んでて顎が痛いと言ってると', 'ae', 'ae-witness'],
  ['ケアマネ経由：利用者さん貼付剤でかぶれて自己判断で剥がしてるらしい', 'ae', 'ae-witness'],
  ['病棟Nsから、Zelvaris始めた人が何週間も口の中が金属っぽい味って言ってると', 'ae', 'ae-witness'],

  // --- ae: serious outcomes told in passing ---
  ['そういえばあの先生のPt、先月ベクサリンで入院したらしい、ついでの話で', 'ae', 'ae-serious'],
  ['ロナセラ開始後に低血糖で救急搬送1例あったとDr、詳細不明', 'ae', 'ae-serious'],
  [
    'Dr mentioned in passing one of his pts died last wk, was on Cardovex + amiodarone',
    'ae',
    'ae-serious',
  ],
  ['話の流れで、抗がん剤2コース目でFN→ICU入ったPtいたと', 'ae', 'ae-serious'],
  [
    'ER visit over the weekend for angioedema, pt had just started an ACEi, per Dr',
    'ae',
    'ae-serious',
  ],
  ['DOAC飲んでたPtが脳出血で亡くなったと雑談で', 'ae', 'ae-serious'],
  ['SJS疑いで入院中のPtいる、先月から抗てんかん薬開始とのこと', 'ae', 'ae-serious'],
  ['スタチン増量後に横紋筋融解で入院、Dr談', 'ae', 'ae-serious'],

  // --- ae: reactions ---
  ['Pt、ベクサリン飲み始めて３日目から発疹、Drが中止', 'ae', 'ae-reaction'],
  ['新しいSGLT2で陰部のかゆみ訴えるPtちらほらいるとのこと', 'ae', 'ae-reaction'],
  ['Bad nausea after 1st dose of Gluvessa, Dr halved it', 'ae', 'ae-reaction'],
  ['ロナセラ増量してから手の震え出たPtいたと', 'ae', 'ae-reaction'],
  ['デキサメタゾン始めてからしゃっくり止まらない、もう４日目とDr', 'ae', 'ae-reaction'],
  ['Mild rash on chest after 2nd infusion, settled with antihistamine', 'ae', 'ae-reaction'],
  ['貼るタイプにしてから眠気つよくて仕事にならないとPtがDrに訴え', 'ae', 'ae-reaction'],
  ['Pt had hair loss on Onkaris, Dr thinking about switching', 'ae', 'ae-reaction'],

  // --- ae: stop / reduce / switch because of what the patient experienced ---
  ['むくみ出たのでアムロジピン→ARBに変更したPtありと', 'ae', 'ae-switch'],
  ['Dr switched 2 pts from Vexalin to Cardovex because of the cough', 'ae', 'ae-switch'],
  ['めまい訴えで1T→0.5Tに減量、Pt本人の希望', 'ae', 'ae-switch'],
  ['だるいからってPtが自己判断で飲むのやめたらしい', 'ae', 'ae-switch'],
  ['Pt stopped her statin on her own, said her legs ached', 'ae', 'ae-switch'],
  ['下痢つづいてメトホルミン中止→DPP4にswitch', 'ae', 'ae-switch'],

  // --- ae: behaviour change, animals, infections ---
  ['ドパミンアゴニスト増量後に買い物止まらなくなったPt、家族が気づいたとDr', 'ae', 'ae-behaviour'],
  ['睡眠薬変えてから夜中に無意識で冷蔵庫のもの食べてたPtいると', 'ae', 'ae-behaviour'],
  ['Pt started gambling online after the PD dose went up, wife found out', 'ae', 'ae-behaviour'],
  ['飼い犬がPtのロキソプロフェン食べちゃって嘔吐、動物病院行ったと薬局で聞いた', 'ae', 'ae-animal'],
  [
    'Ph said a customer gave the cat half a paracetamol tab, cat got really sick',
    'ae',
    'ae-animal',
  ],
  ['人用の目薬を犬にさしてたら目が赤くなったと飼い主が薬局に相談', 'ae', 'ae-animal'],
  ['生物学的製剤中のPtで帯状疱疹、Dr休薬検討', 'ae', 'ae-infection'],
  ['TB reactivation in a pt on anti-TNF, Dr wants to talk to our MSL', 'ae', 'ae-infection'],
  ['ステロイド長期のPt、口腔カンジダで口の中真っ白だったと', 'ae', 'ae-infection'],

  // --- id: facilities ---
  ['みなと台内科クリニック、院内採用の会議来週', 'id', 'id-facility'],
  ['ひばり調剤薬局、ベクサリン在庫２箱のみ', 'id', 'id-pharmacy'],
  ['訪問看護ステーション「こもれび」の所長とアポ取れた', 'id', 'id-nursing-station'],
  ['桜川レディースクリニックでロナセラ説明会OKもらった', 'id', 'id-facility'],
  ['東雲メディカルセンター、新棟オープンは４月', 'id', 'id-facility'],
  ['グループホーム「ゆずの里」の嘱託Drに面会', 'id', 'id-carehome'],
  ['北浜整形外科、午後休診なので訪問は午前のみ', 'id', 'id-facility'],
  ['杉の木薬局本店、DI担当変わったので挨拶', 'id', 'id-pharmacy'],
  ['緑ヶ丘総合病院の薬剤部、後発品切替の検討スタート', 'id', 'id-facility'],
  ['若葉こどもクリニックに資料置いてきた（説明のみ）', 'id', 'id-facility'],

  // --- id: people ---
  ['高瀬先生、来月から部長に昇格とのこと', 'id', 'id-person'],
  ['佐々木院長アポ 14時→15時に変更', 'id', 'id-person'],
  ['薬局長の村岡さん、在庫の件で折り返し待ち', 'id', 'id-person'],
  ['整形の大河内Dr、学会でロナセラのデータ引用予定', 'id', 'id-person'],
  ['看護師長の森下さんに自己注射の資料渡した', 'id', 'id-person'],
  ['患者の田村様から製品の問い合わせ、DIに転送済', 'id', 'id-person'],
  ['平田部長（循内）と来週面談セット', 'id', 'id-person'],
  ['藤堂所長、訪看向け勉強会を企画してくれるって', 'id', 'id-person'],
  ['山城みゆき先生の講演、満席', 'id', 'id-person'],
  ['中川ケアマネさんから施設の連絡先もらった', 'id', 'id-person'],

  // --- id: English ---
  ['Met Dr. Hartley at Riverside Clinic, keen on the new data', 'id', 'id-english'],
  ['Dr. Okonkwo wants a lunch mtg next Tue', 'id', 'id-english'],
  ['Nurse Kimura asked for more pt leaflets', 'id', 'id-english'],
  ['Maple Leaf Pharmacy ordering 3 more boxes of Cardovex next wk', 'id', 'id-english'],
  ['Sunrise Home Nursing Station now covers 2 more districts', 'id', 'id-english'],
  ['Call back Mr. Fujimoto, head Ph at Aoi Pharmacy, re formulary', 'id', 'id-english'],
  ["Ph Sato-san says they'll stock the 5mg strength from May", 'id', 'id-english'],
  ['Eastbrook Medical Centre going e-detailing only', 'id', 'id-english'],
  ['Dr. Emily Tanaka presenting at the regional CME in May', 'id', 'id-english'],
  ['Left brochures at Kitano Dermatology, reception will pass them on', 'id', 'id-english'],

  // --- ae+id ---
  [
    'つつじヶ丘クリニックの桑原先生、Pt1名ベクサリンで肝機能上がったと',
    'ae+id',
    'aeid-facility-lab',
  ],
  [
    'やまびこ薬局から、Ptがロナセラ倍量で飲んでたと連絡あったらしい',
    'ae+id',
    'aeid-pharmacy-error',
  ],
  [
    '訪問看護ステーション「あおば」の利用者さん、貼付剤でかぶれ出たと所長から',
    'ae+id',
    'aeid-station-witness',
  ],
  [
    'Dr. Nakamura at Westgate Clinic said a pt fainted after the 1st dose of Cardovex',
    'ae+id',
    'aeid-english-reaction',
  ],
  ['患者の小林さん、ワルファリン中にINR５超えで入院したとDr', 'ae+id', 'aeid-patient-serious'],
  ['東光会中央病院で期限切れワクチン３名に接種してしまったと', 'ae+id', 'aeid-facility-error'],
  [
    'Nurse Ishida says a cracked vial was already injected on ward 4',
    'ae+id',
    'aeid-english-quality',
  ],
  ['石井院長のとこ、SGLT2で脱水→救急搬送１件', 'ae+id', 'aeid-person-serious'],
  [
    "Per Tanabe-san at Blue Sky Pharmacy, a toddler swallowed her mum's Nervalin",
    'ae+id',
    'aeid-english-error',
  ],
  [
    '城南メンタルクリニック、Pt1名ロナセラ増量後に過食で体重+8kg',
    'ae+id',
    'aeid-facility-reaction',
  ],

  // --- clean: safety processes, materials, regulators ---
  ['ロナセラの適正使用ガイド改訂版、来月から配布', '', 'clean-safety-process'],
  ['副作用報告フォームがWeb化されたとDIから案内あり', '', 'clean-safety-process'],
  ['Safety hotline number changed, need to update the leaflets', '', 'clean-safety-process'],
  ['他社品の添付文書改訂、重大な副作用に間質性肺炎追記', '', 'clean-safety-process'],
  ['PV研修、今期は４月と１０月の２回', '', 'clean-safety-process'],
  ['RMP資材の差し替え、本部の指示待ち', '', 'clean-safety-process'],
  ['PMDAの副作用報告件数、昨年度は増加とニュースで', '', 'clean-safety-process'],
  ['All MRs to finish the AE reporting e-learning by 30 Jun', '', 'clean-safety-process'],
  ['Reminder: any AE heard in the field -> report to PV within 24h', '', 'clean-safety-process'],
  ['使用成績調査の登録、目標200例に対していま140例', '', 'clean-registry'],
  [
    'Competitor sent a Dear Doctor letter on hypoglycaemia risk in the elderly',
    '',
    'clean-safety-process',
  ],
  ['安全性定期報告、次は９月締め', '', 'clean-safety-process'],
  ['副作用被害救済制度のパンフ、薬局向けに追加発注した', '', 'clean-safety-process'],
  ['入院・救急搬送・死亡の定義についてPVから説明あった', '', 'clean-safety-words'],
  ['研修スライド：「薬のあとに出た症状は迷っても報告」', '', 'clean-safety-words'],
  ['「効かない」と問い合わせがあった時の対応フロー、研修で確認', '', 'clean-safety-process'],
  ['期限切れ製品の回収手順、卸と再確認', '', 'clean-safety-process'],

  // --- clean: lectures ---
  ['来月の講演会テーマ：EGFR阻害薬の皮疹マネジメント', '', 'clean-lecture'],
  ['Webinar on hypoglycaemia with SU + DPP4, 80 registrants so far', '', 'clean-lecture'],
  ['院内勉強会で「高齢者のポリファーマシーと転倒」を話す予定とDr', '', 'clean-lecture'],
  ['Lecture: QT prolongation with antipsychotics, speaker TBD', '', 'clean-lecture'],
  ['薬剤師会の研修、テーマはハイリスク薬の服薬指導', '', 'clean-lecture'],
  ['獣医師会の講演で、人用医薬品のペットへの誤用がテーマだった', '', 'clean-lecture'],

  // --- clean: anonymised names ---
  ['A病院、DOACの採用品目見直し中', '', 'clean-anonymised'],
  ['K先生、ロナセラの長期データに興味あり', '', 'clean-anonymised'],
  ['某クリニックの院長、オンライン面談希望', '', 'clean-anonymised'],
  ['○○薬局、後発品の在庫増やす方針', '', 'clean-anonymised'],
  ['Dr. X wants head-to-head data vs Vexalin', '', 'clean-anonymised'],
  ['B大学病院の薬剤部、フォーミュラリーでSGLT2は２剤まで', '', 'clean-anonymised'],
  ['C内科、４月から午後診なし', '', 'clean-anonymised'],
  ['某院長いわく、地域で訪問診療のニーズ増えてる', '', 'clean-anonymised'],

  // --- clean: job titles only ---
  ['薬剤部長によると、来期から院内はバイオシミラー優先', '', 'clean-title'],
  ['Head of pharmacy says the P&T committee meets every 2nd Thu', '', 'clean-title'],
  ['看護部長、自己注射指導の資料ほしいと', '', 'clean-title'],
  ['事務長いわく、卸を１社に絞るかも', '', 'clean-title'],
  ['Chief of cardiology asked for the subgroup slides', '', 'clean-title'],

  // --- clean: market, pricing, supply, formulary ---
  ['ベクサリン薬価 1T 128円、うちより約15%安い', '', 'clean-market'],
  ['競合、ロナセラのOD錠を来春発売予定', '', 'clean-market'],
  ['Cardovex sales up 20% QoQ in our area per monthly data', '', 'clean-market'],
  ['他社MR、説明会の弁当グレードアップしてる', '', 'clean-market'],
  ['供給調整：ロナセラ10mgの出荷制限、来月解除見込み', '', 'clean-supply'],
  ['横浜市内の病院、DPP4→GLP1へのシフト続いてる', '', 'clean-market'],
  ['65歳以上の2型DM市場で他社シェア35%', '', 'clean-market'],
  ['Competitor rep handing out branded pens again', '', 'clean-market'],
  ['新規採用はベクサリン5mgのみ、10mgは見送り', '', 'clean-formulary'],
  ['Gluvessa price cut expected in the April revision', '', 'clean-market'],
  ['他社、用法を1日2Cに変更申請中との噂', '', 'clean-market'],
  ['処方↑ 前月比+12%、主に循内から', '', 'clean-market'],
  ['Generic Cardovex launched, 3 wholesalers carrying it', '', 'clean-market'],
  ['小児の誤飲防止パッケージ、他社が導入', '', 'clean-market'],

  // --- clean: tricky, dense with safety words but no event in a person ---
  ['Drの意見：ロナセラは肝機能障害のリスクあるから定期採血が大事', '', 'clean-kol'],
  ['低血糖・体重増加・浮腫の比較表ほしいとDr', '', 'clean-safety-words'],
  ['Pt向け資料に「めまい・ふらつきが出たら医師に相談」の一文追加', '', 'clean-safety-words'],
  ['KOL thinks the bleeding risk in the Vexalin label is overstated', '', 'clean-kol'],
  ['INRモニタリングの院内プロトコル改訂版見せてもらった', '', 'clean-safety-words'],
  ['吸入デバイスの誤使用防止の指導箋、薬局で好評', '', 'clean-safety-words'],
  ['徐放錠の「粉砕不可」シール、薬局向けに作成中', '', 'clean-safety-words'],
  [
    'Nurses asked how to file a quality complaint if a vial ever arrives cracked',
    '',
    'clean-safety-words',
  ],
  ['妊婦・授乳婦への投与に関する資料、DIに依頼済', '', 'clean-safety-words'],
  ['ADR committee considering HbA1c checks every 3 mo as standard', '', 'clean-safety-words'],
  ['腎機能低下例の用量調整表、Drに渡した', '', 'clean-safety-words'],
  ['院内の転倒転落防止委員会に睡眠薬リスト出す予定', '', 'clean-safety-words'],
  ['Dr一般論：高K血症こわいからARBとMRAの併用は慎重に', '', 'clean-kol'],
  ['Asked Dr about the SpO2 monitoring advice in the new guideline', '', 'clean-safety-words'],
  ['自己注射デバイスの使い方動画、QRコード付きで配布OK', '', 'clean-safety-words'],
];
