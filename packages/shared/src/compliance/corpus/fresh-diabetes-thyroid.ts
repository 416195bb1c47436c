import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 13: diabetes, thyroid and lifestyle clinics (MR field notes on GLP-1/insulin pens, SGLT2 inhibitors, thyroid and adrenal drugs, obesity drug shortages, CGM, dietitians and health-check follow-ups, with tricky clean rows full of safety words, improvements, hypotheticals and anonymised names), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_DIABETES_THYROID: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '糖尿病内科の院長より、GLP-1受容体作動薬の週1回製剤は供給が不安定なので新規導入は当面控えるとのこと。既存患者の継続分は確保できている模様。',
    '',
    'supply',
  ],
  [
    '競合のSGLT2阻害薬、今月から説明会を強化している様子。MRが2人体制で午前の外来前に来ているとのこと。',
    '',
    'competitor-activity',
  ],
  [
    'HbA1c 8.4%→6.9%、3か月で改善。先生も「ここまで下がるとは」と満足げ。体重も-3.2kg。',
    '',
    'improvement',
  ],
  [
    '院内の副作用報告の手順について、薬剤部から説明会を開いてほしいと依頼あり。資料は安全性情報部に確認します。',
    '',
    'reporting-procedure',
  ],
  [
    '添付文書改訂（重大な副作用に糖尿病性ケトアシドーシスの追記）の案内を配布。特に質問はなかった。',
    '',
    'label-update',
  ],
  [
    '本部からの質問への回答：「低血糖が起きた場合の報告要否は？」とのことですが、現時点で該当事例はなく、先生からの一般論としての質問でした。',
    '',
    'hypothetical',
  ],
  [
    '管理栄養士さんと食事指導の資材について打ち合わせ。糖質制限の説明用パンフが欲しいとのこと。',
    '',
    'job-title',
  ],
  ['ＣＧＭの導入施設、県内で先月より３件増。センサー供給は安定。', '', 'cgm-market'],
  [
    '某クリニックでは甲状腺の新患が月40人程度、チアマゾールとレボチロキシンの処方比率はおおよそ1:3とのこと。',
    '',
    'anonymised-market',
  ],
  [
    '健診後の二次検査で紹介される患者の多くは40〜60代の男性層で、空腹時血糖110〜125 mg/dLの境界型が中心らしい。',
    '',
    'segment-age',
  ],
  [
    'A病院の薬剤部、採用品目見直しでDPP-4阻害薬を1剤削減予定。弊社品は残る見込み。',
    '',
    'formulary',
  ],
  [
    '肥満症治療薬の出荷調整について卸の担当者から連絡があり、来月も限定出荷が続く見込みで、新規の患者さんへの導入は難しいとクリニック側も判断しているが、既存の患者さんの分は何とか確保できそうだとのことで、院長もひとまず安心していた。',
    '',
    'shortage',
  ],
  [
    'K先生「副作用が怖いから使わない、という患者さんは最近減ってきた印象」とのコメント。',
    '',
    'anonymised-opinion',
  ],
  [
    '糖尿病療養指導士向けの勉強会、テーマは「シックデイ時の対応とインスリン調整」。受講者は28名。',
    '',
    'educator-training',
  ],
  [
    'GLP-1製剤の適正使用に関する行政の通知について院長に説明。美容目的の処方については問題視しているとの反応。',
    '',
    'regulator',
  ],
  [
    'インスリンペンの正しい注射手技（空打ち2単位、10秒保持）のデモを看護師さん向けに実施。',
    '',
    'device-training',
  ],
  ['薬価改定後、SGLT2阻害薬の後発品への切り替えを検討している施設が増えている。', '', 'price'],
  ['ＴＳＨ　４．２ → ２．１ μIU/mL、用量調整後に正常範囲へ。経過良好と。', '', 'improvement-lab'],
  [
    '臨床試験の結果（心血管イベント14%減少）を説明。先生からは「サブ解析の腎アウトカムも見たい」と要望。',
    '',
    'trial-results',
  ],
  [
    'もし妊娠を希望する患者さんがいた場合、GLP-1はいつ中止すべきか、という質問を受けた。一般的な質問として回答し、資料を後日持参予定。',
    '',
    'hypothetical-pregnancy',
  ],
  [
    '急いでﾒﾓ：B薬局、CGMセンサーの在庫切れ→来週入荷。欠品で困っている患者さんは今のところなし。',
    '',
    'supply',
  ],
  ['院長「減量外来は予約3か月待ち」。自費診療の問い合わせが多いらしい。', '', 'obesity-clinic'],
  [
    '副腎不全の患者さん向けのステロイドカード、県の内分泌の会で配布予定とのこと。',
    '',
    'adrenal-material',
  ],
  [
    '糖尿病教室の参加者が増加。毎月第2土曜、参加費無料、患者さんとご家族が対象。',
    '',
    'patient-education',
  ],
  [
    '競合が新しい自己注射デバイスの説明資料を配っていた。針が細くて痛みが少ない、という訴求。',
    '',
    'competitor-activity',
  ],
  ['体重 96kg → 88kg（6か月）、血圧も下がって降圧薬を1剤減らせたと先生から。', '', 'improvement'],
  [
    '安全性情報の定期報告に関する社内研修を受講。自発報告と文献報告の違い、妊娠中曝露の追跡方法を確認。',
    '',
    'safety-training',
  ],
  ['C医院、来月から午後の糖尿病外来を週2→週3に拡大予定。', '', 'anonymised-facility'],
  ['甲状腺エコー検査の外注化を検討中という話。弊社製品の処方には影響なし。', '', 'market'],
  [
    'セミナーのご案内：11月18日（土）14時〜、ホテルグランシエル松浜にて「肥満症治療の最新エビデンス」講師：中原 誠一 先生（北浜中央病院 内分泌内科）。ぜひご参加ください。',
    '',
    'seminar-invitation',
  ],
  ['ＳＧＬＴ２の処方数、前月比＋１２％。循環器からの紹介分が伸びている。', '', 'market-share'],
  [
    '質問への回答：当該施設で弊社品による有害事象の報告は現時点でありません。引き続き確認します。',
    '',
    'hq-answer',
  ],
  [
    '薬剤師さんより「GLP-1の保管方法（使用前は冷蔵2〜8℃、使用開始後は室温可）を書いた患者用シールがほしい」との依頼。',
    '',
    'storage-material',
  ],
  ['低血糖時の対応（ブドウ糖10g摂取）を記載した携帯カードの在庫を補充。', '', 'safety-material'],
  ['糖尿病専門医が地域で不足しており、GPでのインスリン導入が増えている傾向。', '', 'market'],
  [
    '管理栄養士の方が「減量薬が出ても食事療法が基本」と強調。薬頼みにならないよう指導しているそう。',
    '',
    'dietitian-opinion',
  ],
  [
    '本部確認事項：「ペンの破損」の件は前回の打ち合わせで一般論として話題に出ただけで、実際の破損品はなかったことを確認済みです。',
    '',
    'hq-answer-quality',
  ],
  [
    '患者会の会報に載せる「インスリンを始める前のQ&A」原稿をチェック。医療機関名は載せない方針。',
    '',
    'patient-association',
  ],
  [
    '内分泌の学会で、抗甲状腺薬による無顆粒球症リスクについての演題が複数あった。一般的なレビュー中心。',
    '',
    'congress-topic',
  ],
  ['甲状腺機能低下症の新規患者はTSH 10以上で治療開始、という院内基準を確認。', '', 'guideline'],
  [
    '健診フォローの受診率が前年より8ポイント上昇、保健師の電話勧奨が効いているとのこと。',
    '',
    'health-check',
  ],
  ['メトホルミンの後発品、3社分の価格比較表を作成してほしいと事務長から。', '', 'price'],
  ['肥満症外来の体組成計を更新したそう。筋肉量も測れるようになったと。', '', 'equipment'],
  [
    '先生「シックデイルールをきちんと伝えておけばケトアシドーシスは防げる」と。患者指導用の資料を追加で希望。',
    '',
    'safety-material',
  ],
  ['卸より、持効型インスリンの一部規格が出荷停止と連絡。代替品の案内を急ぎ作成。', '', 'shortage'],
  ['某大学病院の内分泌内科、若手医師が増えて甲状腺外来の枠が拡大。', '', 'anonymised-facility'],
  ['糖尿病網膜症の眼科連携パスを作るという話あり。眼科医も会議に参加予定。', '', 'care-pathway'],
  [
    'CGMのデータを見ながらの栄養指導、食後血糖が180 mg/dLを超える食事を患者さんと一緒に探すという取り組み。',
    '',
    'cgm-education',
  ],
  [
    '添付文書の「妊婦への投与」の項について質問あり、現時点で改訂予定はないと回答。',
    '',
    'label-question',
  ],
  [
    'ご家族向け講習で、低血糖時のグルカゴン点鼻の使い方を説明した。参加者から質問多数。',
    '',
    'carer-training',
  ],
  [
    '在庫確認：使用期限が近いペン型注入器のロット、卸の段階で回収済み。患者さんへの出荷前。',
    '',
    'quality-not-patient',
  ],
  [
    '減量目的の自由診療でGLP-1を処方するクリニックの広告が駅前に出ている。院長は「困ったものだ」と。',
    '',
    'market',
  ],
  [
    '医薬品副作用被害救済制度のポスターを待合室に掲示したいとの依頼。パンフ20部をお届け。',
    '',
    'safety-material',
  ],
  ['糖尿病性腎症の重症化予防プログラム、市と医師会の連携で来年度から開始。', '', 'program'],
  [
    '内科ＧＰの先生方の間で、飲み忘れ対策として週１製剤への切替の相談が増えているとのこと。',
    '',
    'switch-adherence',
  ],
  ['クリニックの看護師「最近はCGMの装着を自分でできる患者さんが8割くらい」。', '', 'cgm'],
  // ---- clean (English / mixed) ----
  [
    'Dr. X on their HbA1c targets: <7.0% for most, <8.0% for the frail elderly. No product issues raised.',
    '',
    'anonymised-opinion',
  ],
  [
    'Quick note: competitor rep offering lunch talks on GLP-1 + SGLT2 combo therapy at two GP clinics this week.',
    '',
    'competitor-activity',
  ],
  [
    'Answer to HQ: no adverse events were reported to me at this site during Q3. Will keep checking monthly.',
    '',
    'hq-answer',
  ],
  [
    'Weight down 7.5 kg over 24 weeks, fasting glucose 142 → 108 mg/dL. Patient very happy, per the nurse.',
    '',
    'improvement',
  ],
  [
    'Safety training today: how to forward an AE within 24h, what counts as a medication error, pregnancy exposure follow-up.',
    '',
    'safety-training',
  ],
  [
    'Pharmacist asked hypothetically: if a patient drops a pen and the cartridge cracks, should they still use it? Gave the standard answer (no) and the IFU page.',
    '',
    'hypothetical',
  ],
  [
    'Supply update: weekly GLP-1 pens on allocation until end of month; the clinic has enough for existing patients.',
    '',
    'supply',
  ],
  [
    'Formulary committee at Hospital B approved the new CGM sensor; go-live next April.',
    '',
    'formulary',
  ],
  [
    'Lecture invitation: "Thyroid disease in pregnancy" by Prof. Hiroko Tsuda, Dec 2, 19:00, Kitamura Medical Hall. Please join us.',
    '',
    'seminar-invitation',
  ],
  [
    'SGLT2 market share in this area: ours 31%, competitor A 27%, generics rising fast after the price revision.',
    '',
    'market-share',
  ],
  [
    'The dietitian wants English leaflets on carb counting for foreign patients, mostly from SE Asia.',
    '',
    'dietitian-request',
  ],
  [
    'Men in their 40s–50s are the main segment for the obesity clinic enquiries, according to the clinic manager.',
    '',
    'segment-age',
  ],
  [
    'Dr. Y: "The label update on DKA risk is reasonable, we already tell patients to skip the dose on sick days."',
    '',
    'label-update',
  ],
  [
    'HQ Q: any lack-of-effect complaints for the levothyroxine generic? A: none heard so far at my 12 accounts.',
    '',
    'hq-answer',
  ],
  [
    '糖尿病educatorの方が、insulin penのneedle廃棄ルールについて資料をrequest。自治体ごとに違うので確認中。',
    '',
    'educator-request',
  ],
  ['CGM sensorの保険適用拡大について、GP clinicからの問い合わせが増加中。', '', 'cgm-market'],
  [
    'Competitor started an oral sampling programme; doctors unimpressed, they prefer the once-weekly injection for adherence.',
    '',
    'competitor-activity',
  ],
  [
    'TSH rechecked at 6 weeks: 1.8 mIU/L, dose kept the same. Doctor satisfied.',
    '',
    'improvement-lab',
  ],
  [
    'Reminder from PV: photos of damaged product must be kept even if no patient was involved.',
    '',
    'pv-procedure',
  ],
  [
    'Health-check follow-up: 62% of people flagged with HbA1c ≥6.5% saw a doctor within 3 months, up from 48%.',
    '',
    'health-check',
  ],
  // ---- ae (Japanese) ----
  [
    '午後の訪問で先生から伺った話ですが、セマグルチドを開始して2週目の患者さんが吐き気で食事がほとんどとれなくなり、昨日点滴のために臨時で来院したそうで、次回から用量を据え置くかどうか検討中とのことでした。',
    'ae',
    'gi-event',
  ],
  [
    'エンパグリフロジン服用中の方、陰部のかゆみ→カンジダと診断され中止したと。',
    'ae',
    'genital-infection',
  ],
  [
    'TSHが0.01未満まで下がってしまい、レボチロキシンを減量。動悸の訴えもあったとのこと。',
    'ae',
    'lab-value',
  ],
  [
    '患者さんの奥さんから薬局に電話があり「夜中に冷や汗をかいて震えてた」と。インスリンを増量した翌日だったらしい。',
    'ae',
    'relative-report',
  ],
  ['チアマゾール開始1か月、白血球 2100/μL まで低下、発熱あり入院。', 'ae', 'hospitalisation'],
  [
    'ペン型注入器のダイヤルが途中で止まり、患者さんが何単位入ったかわからないまま追加で打った、と看護師さん。',
    'ae',
    'device-failure',
  ],
  ['使用期限を3か月過ぎたインスリンを使っていた患者さん、血糖が300台に。', 'ae', 'expired-product'],
  [
    '高齢の患者さんが、配偶者のSGLT2阻害薬を間違えて1週間飲んでいたことが判明（薬局からの情報）。',
    'ae',
    'wrong-patient',
  ],
  [
    'GLP-1を3か月使っても体重もHbA1cも全く変わらず、先生は「効いていない」と判断して中止。',
    'ae',
    'lack-of-effect',
  ],
  [
    'HbA1c 7.2→8.9%、服薬はきちんとしているのに悪化。先生はDPP-4阻害薬が効かなくなってきたのではと。',
    'ae',
    'lack-of-effect',
  ],
  [
    '妊娠がわかった患者さん、判明まで約8週間チルゼパチドを使っていた。産科に紹介済み。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中の方がメトホルミンを服用中で、赤ちゃんがずっとぐずって母乳の飲みも悪いと心配して来院したとのこと。',
    'ae',
    'breastfeeding',
  ],
  ['ダパグリフロジン開始後、ふらつき・口渇が強く、脱水で点滴。', 'ae', 'dehydration'],
  [
    'グリメピリド内服中の方が朝から意識もうろうで救急搬送、血糖 38 mg/dL。',
    'ae',
    'severe-hypoglycaemia',
  ],
  [
    '体重は8kg減ってよかったんだけど、髪が抜けるのが気になる、って患者さんが言ってたそう。',
    'ae',
    'event-beside-improvement',
  ],
  ['施設入所者に徐放性のメトホルミン製剤を粉砕して経管投与していたとの情報。', 'ae', 'crushing'],
  [
    'インスリンを筋注してしまったかもしれない、と痩せ型の患者さん。その日の夕方に低血糖。',
    'ae',
    'wrong-route',
  ],
  [
    '針を付け替えずに1本の針を2週間使っていた方、注射部位が赤く腫れていたと。',
    'ae',
    'device-misuse',
  ],
  [
    '同じ場所ばかりに打っていて注射部位にしこりができ、血糖コントロールも悪化してきたとのこと。',
    'ae',
    'lipohypertrophy',
  ],
  [
    '薬局より：錠剤が黄色っぽく変色していたと患者さんが持参、すでに数日分は服用済み。',
    'ae',
    'quality-discoloured',
  ],
  ['CGMセンサーの貼付部位がかぶれて、はがしたら水ぶくれになっていたと。', 'ae', 'device-skin'],
  [
    'CGMの表示が実測より60 mg/dL高く出ており、それを見てインスリンを追加した患者さんが低血糖に。',
    'ae',
    'device-failure',
  ],
  ['ピオグリタゾン開始後、足のむくみがひどくなり、体重が2週間で3kg増えたと。', 'ae', 'oedema'],
  [
    'プロピルチオウラシル服用中に肝機能値が上昇（AST 210, ALT 260）、中止してチアマゾールへ変更。',
    'ae',
    'lab-switch',
  ],
  [
    'ヒドロコルチゾンを自己判断で中断、倦怠感と嘔吐で救急受診したらしい。',
    'ae',
    'self-discontinuation',
  ],
  [
    '患者さんが亡くなったとご家族から連絡があった、とクリニックの事務さん。SGLT2阻害薬を服用中で、死因は不明。',
    'ae',
    'death',
  ],
  [
    'シックデイにSGLT2阻害薬を休薬しなかった方が正常血糖ケトアシドーシスでICU入院。',
    'ae',
    'euglycaemic-dka',
  ],
  [
    '「打ったあとお腹がずっとムカムカする」と言っている、と同居の娘さんから聞いたとのこと（デュラグルチド）。',
    'ae',
    'relative-report',
  ],
  [
    'お孫さんが祖母のインスリンペンで遊んで指に刺してしまったと連絡。症状はないが念のため受診。',
    'ae',
    'accidental-exposure',
  ],
  ['飼い犬がメトホルミンを数錠かじってしまい、動物病院で処置を受けたそう。', 'ae', 'animal'],
  [
    'リラグルチド使用中の患者さん、激しい腹痛でアミラーゼ高値、膵炎疑いで入院。',
    'ae',
    'pancreatitis',
  ],
  [
    '１日１回のはずの経口セマグルチドを朝晩２回飲んでいた、と薬剤師。吐き気あり。',
    'ae',
    'wrong-dose',
  ],
  [
    'レボチロキシン、後発品に切り替えてからTSHが2.5→9.8に上昇。先生は製剤差を疑っている。',
    'ae',
    'switch-lack-of-effect',
  ],
  ['インスリン グラルギンと超速効型を取り違えて夕食前に20単位打ち、夜間に低血糖。', 'ae', 'mix-up'],
  [
    '冷凍庫に入れて凍ってしまったﾍﾟﾝをそのまま使い続けていた。血糖が下がらないとの相談。',
    'ae',
    'storage-error',
  ],
  [
    '看護師さんの話：カートリッジにひびが入って液漏れしていたペンを、患者さんが気づかずに数日使っていた。',
    'ae',
    'quality-cracked',
  ],
  ['クレアチニン 0.9→1.6 mg/dL、eGFRが急に下がったためSGLT2阻害薬を休薬。', 'ae', 'lab-value'],
  [
    '友人から減量薬の注射を分けてもらって使っていた方が、吐き気とめまいで受診したと。',
    'ae',
    'someone-elses-medicine',
  ],
  [
    'チルゼパチド開始後、便秘がひどくなり下剤を追加。患者さん「こんなに出ないのは初めて」。',
    'ae',
    'constipation',
  ],
  [
    '甲状腺ホルモン剤を飲み始めてから眠れない、手が震える、と患者さんから電話で訴えがあったとのこと。',
    'ae',
    'lay-words',
  ],
  [
    'メトホルミン服用中に造影CTを受け、その後乳酸値が上昇したと。休薬の連絡がうまく伝わっていなかった。',
    'ae',
    'lab-value',
  ],
  [
    '施設の職員が入所者2人の薬を取り違え、インスリンが不要な方に打ってしまった。低血糖は出ておらず経過観察中。',
    'ae',
    'wrong-patient',
  ],
  [
    'GLP-1の自己注射を始めた方、「注射したところが赤く腫れて熱をもっている」と。',
    'ae',
    'injection-site',
  ],
  ['SGLT2阻害薬を開始してから尿路感染で発熱、抗菌薬を投与したとのこと。', 'ae', 'infection'],
  ['DPP-4阻害薬の内服中に水疱が出て皮膚科へ、類天疱瘡と診断され中止。', 'ae', 'skin'],
  [
    '妊娠初期にチアマゾールを服用していた期間がある方について、産科から問い合わせ。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '先月から薬をやめていると患者さん。理由は「飲むと胃がむかむかするから」とのこと（メトホルミン）。',
    'ae',
    'discontinuation',
  ],
  // ---- ae (English / mixed) ----
  [
    'Nurse says a patient on tirzepatide had vomiting for 3 days and was admitted for IV fluids.',
    'ae',
    'hospitalisation',
  ],
  [
    'Pharmacist: patient had been injecting for two weeks without removing the inner needle cap; glucose stayed >250.',
    'ae',
    'device-misuse',
  ],
  [
    'Fasting glucose went up from 130 to 210 mg/dL after switching to the biosimilar glargine, doctor suspects lack of effect.',
    'ae',
    'lack-of-effect',
  ],
  [
    "HQ answer: yes, one case — the patient's husband called the clinic saying she fainted at home the night after her insulin dose was doubled.",
    'ae',
    'relative-report',
  ],
  [
    'CGM sensor stopped reading after 4 days, the patient missed a low and was found confused by the family.',
    'ae',
    'device-failure',
  ],
  [
    'Patient took two tablets of the SGLT2 inhibitor daily for a month thinking the dose was 2x, reports mild dizziness.',
    'ae',
    'wrong-dose',
  ],
  [
    'TSH 0.03 after the dose increase, palpitations and 4 kg unintended weight loss; doctor cut the dose back.',
    'ae',
    'lab-value',
  ],
  [
    "Lost 10 kg, great, but now gallstones — cholecystectomy scheduled, per the surgeon's letter.",
    'ae',
    'event-beside-improvement',
  ],
  [
    'Pen label was smudged and the pharmacy dispensed the rapid-acting insulin instead of the basal one; patient had a hypo that evening.',
    'ae',
    'dispensing-error',
  ],
  [
    "A woman in the clinic's obesity programme got pregnant while on the weekly GLP-1, found out at 10 weeks.",
    'ae',
    'pregnancy-exposure',
  ],
  [
    'Levothyroxine tablets crumbled in the blister, patient took the powder anyway and felt "off" for a week.',
    'ae',
    'quality',
  ],
  [
    'Educator: a patient kept using an insulin pen 8 weeks after opening (limit 4 weeks); glucose crept up into the 280s.',
    'ae',
    'expired-in-use',
  ],
  ['Doctor stopped the thiamazole after a widespread itchy rash appeared at week 3.', 'ae', 'rash'],
  [
    "Per the daughter, her father's legs have been very swollen since the new diabetes pill was started.",
    'ae',
    'relative-report',
  ],
  [
    'Ketones 3.8 mmol/L in a patient on dapagliflozin who went on a strict low-carb diet, admitted overnight.',
    'ae',
    'dka',
  ],
  [
    'Breastfeeding mother restarted the GLP-1 without telling her doctor; the paediatrician noticed poor weight gain in the baby.',
    'ae',
    'breastfeeding',
  ],
  [
    "Stopped the SGLT2 after 1 week — patient said 「トイレが近すぎて」 she couldn't work.",
    'ae',
    'discontinuation',
  ],
  [
    'Hydrocortisone doses missed during a stomach bug, adrenal crisis and ER visit — told by the clinic nurse.',
    'ae',
    'adrenal',
  ],
  [
    'Night-time hypo 48 mg/dL after the GP added a sulfonylurea on top of basal insulin.',
    'ae',
    'hypoglycaemia',
  ],
  [
    '2 patients this month: weight regain and HbA1c back to baseline despite a stable dose, Dr. Z calls it "no longer working".',
    'ae',
    'lack-of-effect',
  ],
  // ---- id (Japanese) ----
  [
    'さくら台内科クリニックの森田先生、GLP-1の新規導入を来月から再開予定とのこと。',
    'id',
    'clinic-and-doctor',
  ],
  ['みなと糖尿病クリニック、CGMの導入患者が100名を超えた。', 'id', 'clinic-name'],
  [
    '北浜中央病院 内分泌内科の中原誠一先生の講演を聴講。「肥満症は慢性疾患として治療すべき」が主旨。',
    'id',
    'lecture-report',
  ],
  ['55歳の男性、健診でHbA1c 7.1%を指摘されて受診、食事療法から開始とのこと。', 'id', 'age-sex'],
  [
    'あおば薬局の薬剤師 佐々木さんから、ペン型注入器の在庫状況について問い合わせ。',
    'id',
    'pharmacy-person',
  ],
  ['60代女性の甲状腺機能低下症、レボチロキシン25μgから開始した症例の話を伺った。', 'id', 'age-sex'],
  ['特養ひだまりの里の看護師長さんより、インスリンの施設内管理について相談。', 'id', 'care-home'],
  [
    '石川内科医院の石川院長、SGLT2の処方を循環器からの紹介患者中心に拡大中。',
    'id',
    'clinic-and-doctor',
  ],
  [
    '管理栄養士の高木 美穂さんと減量外来の食事指導プログラムについて打ち合わせ。',
    'id',
    'full-name',
  ],
  ['40代男性、BMI 36で肥満症外来に紹介。保険診療で対応するとのこと。', 'id', 'age-sex'],
  [
    '川口先生（ひがし野ファミリークリニック）「甲状腺の新患が増えてきた」。',
    'id',
    'clinic-and-doctor',
  ],
  ['東町調剤薬局、GLP-1の処方箋が先月の倍に。', 'id', 'pharmacy-name'],
  ['糖尿病看護認定看護師の山下さんが院内でフットケア外来を立ち上げ。', 'id', 'nurse-name'],
  [
    '72歳女性、HbA1c 6.8%で安定しており、注射回数を減らす目的でインスリンから週1回製剤へ切り替え。',
    'id',
    'age-sex',
  ],
  ['県立南総医療センターの代謝内科、来年度から肥満症外来を新設。', 'id', 'hospital-name'],
  [
    '藤井 健太郎先生の勉強会（昨夜）、テーマはCGMデータの読み方。参加者からの質問が多かった。',
    'id',
    'lecture-report',
  ],
  [
    '本部質問への回答：面会できたのは西田先生と薬剤部の岡本さんの2名です。',
    'id',
    'hq-answer-names',
  ],
  ['38歳の女性、妊娠前の甲状腺スクリーニングでTSH正常、治療不要とのこと。', 'id', 'age-sex'],
  ['城山ファミリー内科、午後休診が増えたので訪問は午前に変更。', 'id', 'clinic-name'],
  ['グループホームやすらぎの管理者さんから、血糖測定器の使い方研修の依頼。', 'id', 'care-home'],
  [
    '「体重が落ちて膝が楽になった」と、50代男性の患者さんが喜んでいたと先生。',
    'id',
    'age-sex-improvement',
  ],
  ['緑ヶ丘クリニックの村上先生、SGLT2とGLP-1の併用例を学会で発表予定。', 'id', 'clinic-and-doctor'],
  ['桜井総合病院 薬剤部長の小野様に、採用品目の件でご挨拶。', 'id', 'hospital-and-person'],
  [
    '45歳男性、健診で空腹時血糖126 mg/dL、再検査で糖尿病と診断され、メトホルミン開始。',
    'id',
    'age-sex',
  ],
  [
    '内分泌専門医の長谷川 理恵先生が今月から週2回、まつもと内科に非常勤で入るとのこと。',
    'id',
    'full-name',
  ],
  ['日之出薬局の管理薬剤師 原田さん：「CGMの説明に時間がかかりすぎる」。', 'id', 'pharmacy-person'],
  [
    '昨日の講演会（演者：大西 隆 先生）では、副腎偶発腫の精査フローが詳しく解説された。',
    'id',
    'lecture-report',
  ],
  // ---- id (English / mixed) ----
  [
    'Met Dr. Kenji Arakawa at Minamisato Diabetes Clinic; he wants the new CGM patient booklet.',
    'id',
    'clinic-and-doctor',
  ],
  [
    'Visited Aozora Internal Medicine — Nurse Tanabe runs the insulin starter class on Thursdays.',
    'id',
    'clinic-and-nurse',
  ],
  [
    'A 58-year-old man referred for obesity treatment; BMI 38, starting with diet and exercise first.',
    'id',
    'age-sex',
  ],
  [
    "Report from last night's talk by Prof. Yumiko Hayase on thyroid nodules: most incidental nodules need only follow-up.",
    'id',
    'lecture-report',
  ],
  [
    'Ms. Ogura, the dietitian at Hanamizuki Clinic, asked for carb-count cards.',
    'id',
    'dietitian-name',
  ],
  ['Kitano Pharmacy now stocks all three CGM sensor types.', 'id', 'pharmacy-name'],
  [
    '67-year-old woman, well controlled on basal insulin, HbA1c 6.9%; doctor considering simplifying the regimen.',
    'id',
    'age-sex',
  ],
  [
    'Dr. Sato (Sunrise Family Clinic) says GLP-1 supply is fine this month.',
    'id',
    'clinic-and-doctor',
  ],
  [
    'Mr. Iwai at Green Hill care home wants staff training on the glucagon nasal spray.',
    'id',
    'care-home',
  ],
  [
    'Asked Dr. Mika Fujimoto 先生 about her thyroid clinic hours — Tue/Fri afternoons only.',
    'id',
    'full-name',
  ],
  [
    'Yamabuki Clinic\'s director Dr. Noda: "We\'ll switch new patients to the once-weekly product."',
    'id',
    'clinic-and-doctor',
  ],
  // ---- ae+id ----
  [
    'ひまわり内科の佐藤先生より、セマグルチド使用中の患者さんが急性膵炎で入院したと報告あり。',
    'ae+id',
    'clinic-doctor-event',
  ],
  [
    '68歳男性、グリメピリド服用中に夜間の低血糖で救急搬送（はやま総合病院）。',
    'ae+id',
    'age-sex-event',
  ],
  [
    'あさひ薬局の中村さん：インスリンを他の患者さんのものと取り違えて交付し、翌朝に低血糖の連絡があったと。',
    'ae+id',
    'pharmacy-error',
  ],
  [
    '50代女性、チアマゾール開始後に肝機能が悪化（ALT 180）、プロピルチオウラシルへ変更。',
    'ae+id',
    'age-sex-lab',
  ],
  [
    '講演会で小林 真一先生が自験例として「SGLT2開始1週間で正常血糖ケトアシドーシスを起こした方」を紹介していた。',
    'ae+id',
    'lecture-case',
  ],
  [
    '特養さくらの苑で職員が入所者にインスリンを二重に投与し、血糖 42 mg/dL まで低下した、と看護師の吉田さんから。',
    'ae+id',
    'care-home-error',
  ],
  [
    'Dr. Hiroshi Kanda at Oakwood Clinic: a 45-year-old woman on tirzepatide developed severe vomiting and dehydration, admitted for 2 days.',
    'ae+id',
    'doctor-age-sex-event',
  ],
  [
    'Nurse Matsuda (Hinode Clinic) says the CGM sensor misread and the patient treated a "high" that wasn\'t — a hypo followed.',
    'ae+id',
    'device-failure-name',
  ],
  [
    "A 74-year-old man at Seaside Care Home was given his roommate's levothyroxine for 10 days; TSH now suppressed.",
    'ae+id',
    'wrong-patient-name',
  ],
];
