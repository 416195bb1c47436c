import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 13: answers to headquarters and competitor watch (replies to product-management questions on prescription drops, competitor detailing and samples, prices, formularies, supply, recalls, patient-support and digital tools, new formulations, across disease areas), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_HQ_ANSWERS: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '本部ご質問の件、処方減の主因はK社の後発品切替と思われます。A病院では4月から採用品目が変更になりました。',
    '',
    'rx-drop-reason',
  ],
  [
    '競合T社、今月から新規MRを2名増員し、循環器内科を集中訪問しているようです。',
    '',
    'competitor-detailing',
  ],
  [
    '新剤形（OD錠）の評判：「飲みやすくなった」と薬剤部長から好評。採用申請を検討中とのこと。',
    '',
    'formulation-feedback',
  ],
  [
    '卸の支店担当より、来月の薬価改定で競合品ネオクラビス錠が約8%下がる見込みとの情報。',
    '',
    'price-change',
  ],
  ['B薬局の管理薬剤師によると、フォーミュラリーにSGLT2阻害薬が1剤のみ残る方針。', '', 'formulary'],
  [
    '安全性情報の改訂（重大な副作用に間質性肺炎を追記）について、院内DI室へ説明済み。',
    '',
    'label-update',
  ],
  ['副作用報告の手順研修を支店で実施。参加18名、確認テスト全員合格。', '', 'safety-training'],
  [
    '「もし妊娠中の患者に処方したらどうなるのか」と質問あり、添付文書の該当箇所を案内しました。詳細回答は学術へ依頼。',
    '',
    'hypothetical-question',
  ],
  [
    '競合品の自主回収（ロット番号の印字不良）、患者への影響はなしとの発表。当地区の納入分は回収済み。',
    '',
    'recall-no-patient',
  ],
  ['某クリニックでは院長がウェブ講演会の視聴を希望、URLを送付しました。', '', 'webinar'],
  ['出荷調整中の件、卸在庫は２週間分。代替品の問い合わせが３件ありました。', '', 'supply'],
  ['血圧が安定して減薬できた患者さんが増えてきた、と院長談。', '', 'improvement'],
  ['HbA1cが8.2%から6.9%に改善、医師は継続を希望されています。', '', 'improvement-lab'],
  [
    'PMDAの公表データでは昨年度の副作用報告件数が前年比12%増とのこと、院内勉強会で紹介しました。',
    '',
    'regulator-stats',
  ],
  [
    '競合S社のサンプル配布：吸入デバイスの練習用キットを呼吸器内科に大量に置いていっている模様。',
    '',
    'competitor-samples',
  ],
  ['患者サポートプログラム（服薬アプリ）の登録数、当エリアで今月42件。', '', 'patient-support'],
  ['65歳以上の層でのシェアが伸び悩み。競合の1日1回製剤に流れている印象です。', '', 'market-share'],
  [
    '「副作用が怖いので新薬はしばらく様子見」とC病院の循環器部長。具体的な症例の話はなし。',
    '',
    'doctor-attitude',
  ],
  [
    '第III相試験で有害事象の発現率はプラセボと同程度だったと説明、先生は納得されていました。',
    '',
    'trial-results',
  ],
  [
    '添付文書の「授乳婦」の項について薬剤部から問い合わせ。一般的な確認で、対象の患者さんはいないとのこと。',
    '',
    'lactation-question',
  ],
  [
    '本部への回答：新剤形への切替率は約35％、残りは旧規格の在庫消化待ちです。',
    '',
    'formulation-switch',
  ],
  [
    '競合のデジタルツール（処方シミュレーター）をD医院で見せられた。機能は当社版とほぼ同等。',
    '',
    'digital-tool',
  ],
  [
    'ｳｪﾌﾞｾﾐﾅｰのご案内：6月12日19時～、演者 浅倉誠一先生、会場 ホテル本町3F「高血圧治療の最前線」、ぜひご参加ください。',
    '',
    'seminar-invitation',
  ],
  ['薬価差の件、卸担当は「今期中の値引き拡大はない」と明言していました。', '', 'wholesaler-quote'],
  ['一般名処方が進み、E薬局での当社品の払い出しは月40箱→25箱に減少。', '', 'rx-drop-reason'],
  [
    '製造所変更に伴う包装デザイン変更のお知らせを配布。品質・規格に変更なし。',
    '',
    'packaging-change',
  ],
  ['院内の感染対策委員会で、抗菌薬の適正使用指針が改訂されたとの情報。', '', 'guideline'],
  ['「RMPの資材がほしい」と薬剤師より依頼、次回持参予定です。', '', 'safety-material-request'],
  [
    '競合R社がMR訪問を減らしリモート面談に切り替え中。医師側はメール配信を嫌がる傾向あり。',
    '',
    'competitor-remote',
  ],
  ['喘息の新規患者さん、吸入手技が上手になってコントロール良好とのこと。', '', 'improvement'],
  [
    '「過量投与の時の対処法は？」との質問、一般論としての確認でした。回答書送付済み。',
    '',
    'hypothetical-question',
  ],
  ['流通：ロット切替のため来週から新ロット出荷、旧ロットも有効期限内で問題なし。', '', 'supply'],
  ['院長いわく「うちは薬価より供給の安定性を重視する」、採用継続の見込み。', '', 'formulary'],
  [
    '講演会報告：演者名は社内規定により記載せず。テーマは「高齢者のポリファーマシー」、参加22名。',
    '',
    'lecture-report-anonymous',
  ],
  [
    '競合の配合錠発売で、単剤2剤併用からの切替が進んでいる。当社品の処方数は約2割減。',
    '',
    'rx-drop-reason',
  ],
  [
    '添付文書改訂：肝機能検査の実施時期が「投与開始後3か月間は月1回」に変更されました。',
    '',
    'label-update',
  ],
  [
    '糖尿病領域の地域連携パスに当社品フェルジオンが掲載される方向、薬剤部長から内諾。',
    '',
    'formulary',
  ],
  ['疼痛外来での使用実績は月15例程度、用量はすべて添付文書どおりと確認済み。', '', 'usage-check'],
  [
    '卸の物流センターで温度逸脱があったが、該当ロットは出荷前に隔離済みとのこと。',
    '',
    'quality-no-patient',
  ],
  [
    '「子どもに使えるか」と小児科から問い合わせ、適応外のため添付文書の情報提供のみ。',
    '',
    'off-label-question',
  ],
  ['骨粗鬆症：月1回製剤への移行ニーズあり、競合の注射剤が伸びている。', '', 'market-trend'],
  ['患者向け冊子（服薬ノート）の残部が少ないので、追加発注お願いします。', '', 'material-order'],
  [
    '副作用報告書の書き方についてF病院の薬剤部で質問を受けました。今のところ報告すべき事例はないとのこと。',
    '',
    'reporting-procedure',
  ],
  ['抗凝固薬のウェブ講演会、視聴者120名、アンケート満足度4.3。', '', 'webinar-stats'],
  [
    '競合U社のMRが「他社品は出血が多い」と比較トークをしている模様。根拠データは不明。',
    '',
    'competitor-claim',
  ],
  ['処方減の理由：院外処方への切替で、門前薬局の在庫品目が変わったため。', '', 'rx-drop-reason'],
  [
    '新しい貼付剤について看護師から「剥がれにくいと聞いたが本当か」と質問がありました。',
    '',
    'formulation-question',
  ],
  ['本部回答）薬価収載後の初回採用は3施設、うち2施設は試用期間付き。', '', 'adoption'],
  [
    'がん領域：支持療法の制吐薬は院内プロトコルで統一済み、当社品の入る余地は少ない。',
    '',
    'protocol',
  ],
  [
    '「ジェネリックに変えても効き目は同じなの？」と患者さんによく聞かれる、と薬剤師。一般的な相談とのこと。',
    '',
    'generic-question',
  ],
  [
    '在宅医療チームからオンライン服薬指導ツールの問い合わせ、来週デモ実施予定。',
    '',
    'digital-tool',
  ],
  ['地区薬剤師会の勉強会テーマは「副作用の早期発見と報告」、当社は後援のみ。', '', 'lecture-topic'],
  ['眼科：競合点眼薬の防腐剤フリー版が評判で、処方変更の動きあり。', '', 'competitor-product'],
  [
    '抗うつ薬の新規処方は横ばい。院長は「効果発現の早さ」を選択基準にしているそうです。',
    '',
    'doctor-attitude',
  ],
  // ---- clean (English / mixed) ----
  [
    "Re HQ question: the Q2 Rx drop is mostly due to the competitor's authorised generic launching at 30% below our price.",
    '',
    'rx-drop-reason',
  ],
  [
    'Competitor reps handing out demo pen injectors at the diabetes society booth; no samples of active drug seen.',
    '',
    'competitor-samples',
  ],
  [
    'Formulary committee at Hospital A removed two ARBs and kept ours as the preferred agent.',
    '',
    'formulary',
  ],
  [
    'Safety training completed: 22 reps, module on reporting adverse events within 24 hours.',
    '',
    'safety-training',
  ],
  [
    'Dr. X asked hypothetically what would happen if a patient doubled the dose; referred him to Medical Information.',
    '',
    'hypothetical-question',
  ],
  [
    'Label update: hepatotoxicity warning strengthened in the EU SmPC, Japanese package insert revision expected next quarter.',
    '',
    'label-update',
  ],
  [
    'Supply: 10 mg strength on allocation until September, wholesaler stock about 3 weeks.',
    '',
    'supply',
  ],
  [
    'Patient improved nicely after switching to the once-weekly formulation, BP now 128/78 according to the doctor.',
    '',
    'improvement-vital',
  ],
  [
    'Webinar invitation: "Managing heart failure in primary care", 14 July 20:00, speaker Dr. Kenji Morioka, online, please join.',
    '',
    'seminar-invitation',
  ],
  ['Market share update: we hold 24% in the 75+ segment vs 31% for Zantrivo.', '', 'market-share'],
  [
    'Competitor recall announced for one inhaler lot due to a labelling error; no patient complaints locally.',
    '',
    'recall-no-patient',
  ],
  [
    'Pharmacist at B pharmacy says the chain will default to generics from October unless the doctor marks "no substitution".',
    '',
    'generic-policy',
  ],
  [
    '新しいpatient support app、登録はQRコード経由で簡単、headquartersのKPIは月50件。',
    '',
    'patient-support',
  ],
  [
    'HQ asked about the new formulation: pharmacists like the smaller tablet, nurses like the easy-open blister.',
    '',
    'formulation-feedback',
  ],
  [
    'PMDA statistics quoted at the meeting: reports for anticoagulants rose 8% year on year.',
    '',
    'regulator-stats',
  ],
  [
    'Wholesaler says the NHI price revision will hit Oxelmira harder than ours, price gap should narrow.',
    '',
    'price-change',
  ],
  [
    'Q from head office: why is uptake slow in the north district? A: two key hospitals run a strict generics-first policy.',
    '',
    'rx-drop-reason',
  ],
  [
    'Dr. Y wants the RMP leaflet and the adverse event reporting form in English for foreign residents; will deliver Friday.',
    '',
    'safety-material-request',
  ],
  [
    "Clinic C's nurse manager said e-detailing emails go straight to spam, prefers short visits.",
    '',
    'digital-tool',
  ],
  [
    'Trial data discussed: discontinuation due to adverse events 4.1% vs 3.8% on placebo, no new signals.',
    '',
    'trial-results',
  ],
  [
    'Sample stock check done, all within expiry, logbook signed by the branch manager.',
    '',
    'sample-management',
  ],
  ['競合のco-pay support programが始まったとの噂、詳細は未確認です。', '', 'competitor-psp'],
  // ---- ae (Japanese) ----
  [
    '処方減の理由を院長に聞いたところ「飲み始めてからふらつくと言う患者が何人かいて、他剤に戻した」とのこと。',
    'ae',
    'stopped-due-to-event',
  ],
  [
    '新剤形に切り替えた患者さんで、ALTが35から120に上がったと薬剤師から聞きました。',
    'ae',
    'lab-value',
  ],
  [
    '門前薬局より：高齢の患者さんが徐放錠を砕いて服用していた、指導済みとのこと。',
    'ae',
    'crushing',
  ],
  [
    '「全然効かない、前の薬の方が良かった」と患者さんが言っていると看護師から。',
    'ae',
    'lack-of-effect',
  ],
  [
    'ご家族の話では、服用してから夜中に何度もトイレに起きるようになったそうです。',
    'ae',
    'relative-report',
  ],
  ['カリウム値が5.8まで上昇し、一時休薬したと医師より。', 'ae', 'lab-value'],
  [
    '妊娠に気づかず2か月間服用していた患者がいる、とB病院の産科から相談あり。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中のお母さんが服用を継続していた、赤ちゃんに異常はないが念のため連絡とのこと。',
    'ae',
    'lactation-exposure',
  ],
  ['貼付部位がかぶれて赤くなり使用を中止した患者がいる、と皮膚科の先生。', 'ae', 'skin-reaction'],
  [
    '吸入器のカウンターが動かず、患者さんが空のまま吸っていた可能性ありと薬局より。',
    'ae',
    'device-failure',
  ],
  ['錠剤が割れた状態で届き、患者さんが半分だけ飲んでしまったとの連絡。', 'ae', 'quality-cracked'],
  [
    '変色した錠剤を数日服用した患者さんがいた、体調の変化はないとのこと。',
    'ae',
    'quality-discoloured',
  ],
  [
    '調剤ミスで10mgの代わりに20mgが1週間渡されていた、患者さんは特に症状なし。',
    'ae',
    'dispensing-error',
  ],
  [
    '夫の薬を間違えて飲んでしまった、という患者さんの相談が薬局にありました。',
    'ae',
    'wrong-patient',
  ],
  [
    '期限切れのサンプルを患者さんに渡してしまったかもしれない、と某クリニックの事務から電話。',
    'ae',
    'expired-product',
  ],
  [
    '競合品との併用で血糖が下がりすぎて救急搬送、入院になった症例があったと聞きました。',
    'ae',
    'hospitalisation',
  ],
  [
    '施設入所中の患者さんが服用開始2週間後に亡くなったと担当医から。因果関係は不明とのこと。',
    'ae',
    'death',
  ],
  [
    '飼い犬がテーブルの錠剤を食べてしまい動物病院を受診した、と飼い主の患者さんが薬局に相談。',
    'ae',
    'animal-exposure',
  ],
  [
    '点滴中に息苦しさを訴えて投与を中断したケースがあった、と病棟看護師より。',
    'ae',
    'infusion-reaction',
  ],
  ['「前より血圧が下がらない、増量しても変わらない」と先生。', 'ae', 'lack-of-effect'],
  [
    '新剤形だと喉につかえる感じがするとの訴えがあり、元の錠剤に戻したそうです。',
    'ae',
    'switch-back',
  ],
  [
    '眠気がひどくて車の運転ができなくなったと患者さんがこぼしていた、と薬剤師さん。',
    'ae',
    'lay-symptom',
  ],
  ['ｸﾚｱﾁﾆﾝ 1.1→1.9、eGFR低下のため減量とのこと。', 'ae', 'lab-value'],
  [
    '本部質問への回答：処方減は副作用が理由。下痢で続けられない患者が3名出た、と消化器内科。',
    'ae',
    'stopped-due-to-event',
  ],
  ['髪が抜けるのが気になって自己判断でやめた患者さんがいる、と薬局。', 'ae', 'self-discontinued'],
  ['自己注射の針が途中で折れた、患者さんは軽い出血のみとの報告。', 'ae', 'device-failure'],
  ['小児に成人量が処方されていたケース、疑義照会で発覚したが既に2回服用済み。', 'ae', 'wrong-dose'],
  ['点眼薬を誤って飲んでしまった患者さんがいたとのこと、特に症状はなし。', 'ae', 'wrong-route'],
  [
    '3か月で体重が6kg増えた、薬のせいではないかと患者さんが気にしているそうです。',
    'ae',
    'weight-change',
  ],
  [
    '同僚MR経由の情報：他院で当社品を服用中の方が肝障害で入院されたらしいです。',
    'ae',
    'indirect-hospitalisation',
  ],
  ['「むくみが出たので利尿薬を追加した」と院長。', 'ae', 'added-treatment'],
  ['血小板が8万まで減少、経過観察中と血液内科から聞きました。', 'ae', 'lab-value'],
  [
    '痛みはかなり楽になったけれど便秘がひどくなった、と訴える患者さんがいると緩和ケアの看護師。',
    'ae',
    'event-with-improvement',
  ],
  [
    '競合品から切り替えた後に発作が増えた、という家族からの連絡が医院にあったとのこと。',
    'ae',
    'lack-of-effect',
  ],
  ['脈が40台まで遅くなり、ペースメーカーの検討になったと循環器の先生。', 'ae', 'vital-sign'],
  [
    'ご家族より「飲み始めてからぼんやりしていて物忘れが増えた」と相談があったそうです。',
    'ae',
    'relative-report',
  ],
  [
    '期限切れの吸入薬を使い続けていた患者さんが、効きが悪いと訴えていた。',
    'ae',
    'expired-lack-effect',
  ],
  ['冷所保存の注射剤を常温で1週間置いたまま、患者さんが使用してしまった。', 'ae', 'storage-error'],
  [
    '「飲み忘れたので2回分まとめて飲んだ」と患者さん、その後めまいがあったそうです。',
    'ae',
    'double-dose',
  ],
  ['皮疹が全身に広がって皮膚科紹介となった、とクリニックの看護師より。', 'ae', 'skin-reaction'],
  [
    '新剤形の評判：おおむね好評ですが、1名は口の中がしびれると言って中止しました。',
    'ae',
    'stopped-due-to-event',
  ],
  ['息子さんが母親の薬を間違って飲んでしまった…という相談が薬局に。', 'ae', 'wrong-patient'],
  ['血圧98/56まで低下、立ちくらみで転倒したとの報告あり。', 'ae', 'vital-sign-fall'],
  [
    '妊娠中の奥様がご主人の降圧薬を飲んでしまった、と薬局に相談があったそうです。',
    'ae',
    'pregnancy-exposure',
  ],
  ['空腹時血糖は改善したが、夜間に低血糖の症状が2回あったと本人。', 'ae', 'event-with-improvement'],
  ['注射部位が硬く腫れたため、次回から他剤に変更予定とのこと。', 'ae', 'injection-site'],
  ['ｻﾝﾌﾟﾙを開封したら錠剤が粉々、その患者さんは一部を服用済みとのこと。', 'ae', 'quality-cracked'],
  // ---- ae (English / mixed) ----
  [
    'Pharmacist told me a patient on the new patch developed a blistering rash and stopped it after 3 days.',
    'ae',
    'skin-reaction',
  ],
  [
    'Doctor said the drug "just doesn\'t work" for two of his gout patients, uric acid still above 8.',
    'ae',
    'lack-of-effect',
  ],
  [
    "Nurse reported that a patient's INR went up to 4.5 after starting our antibiotic alongside warfarin.",
    'ae',
    'lab-value',
  ],
  [
    'A carer at a care home gave the morning dose twice by mistake; the resident was drowsy all day.',
    'ae',
    'double-dose',
  ],
  [
    "Patient's daughter called the clinic: her father has been confused since the dose increase.",
    'ae',
    'relative-report',
  ],
  [
    'Pen injector jammed, patient missed two doses and glucose went up to 320.',
    'ae',
    'device-failure',
  ],
  [
    'HQ asked why Rx dropped: the ward stopped using it after one patient had severe hypotension on induction.',
    'ae',
    'stopped-due-to-event',
  ],
  [
    'Heard from the wholesaler that a pharmacy dispensed 40 mg instead of 4 mg tablets; the patient had palpitations.',
    'ae',
    'dispensing-error',
  ],
  [
    'A patient took our product for about six weeks before her pregnancy was confirmed, OB wants guidance.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'Breastfeeding mother on the drug; baby reportedly sleepy and feeding poorly.',
    'ae',
    'lactation-exposure',
  ],
  [
    'Patient crushed the extended-release tablets into yoghurt and felt dizzy afterwards.',
    'ae',
    'crushing',
  ],
  [
    "One patient was admitted with pancreatitis two months after switching to the competitor's combination tablet.",
    'ae',
    'hospitalisation',
  ],
  [
    'A patient on Cardivexa died of a stroke last week; the doctor thinks it unlikely related but will report.',
    'ae',
    'death',
  ],
  [
    'Tablets had brownish spots; patient took them for 5 days before noticing and had an upset stomach.',
    'ae',
    'quality-discoloured',
  ],
  [
    "A cat got into the owner's prescription bottle and was vomiting, vet involved.",
    'ae',
    'animal-exposure',
  ],
  ['Sodium dropped to 126 mmol/L, dose reduced, per the nephrologist.', 'ae', 'lab-value'],
  [
    "Patient used his wife's inhaler for a week because he ran out of his own.",
    'ae',
    'wrong-patient',
  ],
  [
    'Asthma control better overall, but one patient got oral thrush on the new inhaler.',
    'ae',
    'event-with-improvement',
  ],
  [
    '新剤形 was fine for most, but one patient said the ODT made her nauseous and she went back to the old tablets.',
    'ae',
    'switch-back',
  ],
  [
    'Pharmacist: a patient received an expired vial from the clinic fridge, no reaction so far.',
    'ae',
    'expired-product',
  ],
  // ---- id (Japanese) ----
  [
    '北浜中央病院の薬剤部、来月から当社品をフォーミュラリー第一選択にするとのこと。',
    'id',
    'hospital-name',
  ],
  ['佐伯先生（循環器内科）は競合T社の新薬を積極的に処方している模様。', 'id', 'doctor-name'],
  [
    'みどり台クリニックの院長、処方減の理由は「後発品の方が安いから」とのこと。',
    'id',
    'clinic-name',
  ],
  ['さくら通り薬局で当社品が在庫切れ、卸に手配済みです。', 'id', 'pharmacy-name'],
  [
    '講演会報告：演者の高森光一郎先生が糖尿病治療の最新動向を解説、参加者40名。',
    'id',
    'lecture-report',
  ],
  [
    '特養ひまわり苑の看護師長から、服薬支援アプリの導入について問い合わせあり。',
    'id',
    'care-home-name',
  ],
  ['70代女性の患者さんが新剤形を「飲みやすい」と喜んでいた、と薬剤師。', 'id', 'age-sex'],
  ['東雲総合病院の小児科部長・岩瀬先生が、競合の新剤形を試験的に採用。', 'id', 'doctor-name'],
  [
    '本部への回答：川辺内科医院では処方が月30→12件に減少、理由は競合の訪問頻度と思われます。',
    'id',
    'clinic-name',
  ],
  ['薬剤部長の村岡様より、RMP資材を10部追加で依頼されました。', 'id', 'person-name'],
  [
    '45歳男性の患者さんについて、先生は「3か月で効果が十分出た」と満足されていた。',
    'id',
    'age-sex',
  ],
  ['ウェブ講演会に参加された野々村恵子先生から、スライド資料の送付依頼あり。', 'id', 'doctor-name'],
  ['競合S社のMRが青葉台ファミリークリニックに毎週通っている。', 'id', 'clinic-name'],
  ['大森記念病院が来年度から後発品への一括切替を決定。', 'id', 'hospital-name'],
  ['60代男性で血圧コントロール良好、継続処方とのこと（西田先生談）。', 'id', 'age-sex'],
  [
    '卸の担当者によると、あおば調剤薬局 駅前店が地域フォーミュラリーに参加。',
    'id',
    'pharmacy-name',
  ],
  ['田中美穂看護師（外来）から、自己注射指導の資材が欲しいと依頼。', 'id', 'nurse-name'],
  ['グループホームこもれびで、服薬カレンダーの導入が進んでいる。', 'id', 'care-home-name'],
  ['みなと台市民病院の採用審査、次回は9月開催予定。', 'id', 'hospital-name'],
  ['山科先生「競合品はサンプルが多くて患者に渡しやすいんだよね」。', 'id', 'doctor-name'],
  [
    'やまびこ訪問看護ステーションより、80代女性の在宅患者に貼付剤の使い方を説明したとの報告。',
    'id',
    'age-sex',
  ],
  [
    '本部ご質問の新剤形の評判、桜井クリニックの院長は「粉砕不要で助かる」と高評価。',
    'id',
    'clinic-name',
  ],
  [
    '久保田先生が学会で当社品の使用経験を発表予定、スライド確認を依頼されました。',
    'id',
    'doctor-name',
  ],
  [
    'かもめ台リハビリテーション病院の薬剤科、供給不安を理由に他社品へ一部切替。',
    'id',
    'hospital-name',
  ],
  ['50代男性の患者さんが「アプリで飲み忘れが減った」と話していた、と薬局の方。', 'id', 'age-sex'],
  ['竹内院長（たけうち整形外科）は疼痛領域の新薬に興味あり、面談予約済み。', 'id', 'doctor-name'],
  ['ﾀｶﾊｼ ﾖｳｺさん（DI室）より、添付文書改訂の問い合わせがありました。', 'id', 'person-name'],
  // ---- id (English / mixed) ----
  [
    "Dr. Hanazawa at Kitamura General Hospital says the competitor's new ODT is gaining share.",
    'id',
    'doctor-name',
  ],
  [
    "Report of last night's lecture: Prof. Ryoji Sakamaki presented real-world data on SGLT2 use, about 60 attendees.",
    'id',
    'lecture-report',
  ],
  [
    'Nurse Okabe from the diabetes outpatient unit asked for more patient starter kits.',
    'id',
    'nurse-name',
  ],
  [
    'Maple Leaf Pharmacy in the station building has switched to generics across the board.',
    'id',
    'pharmacy-name',
  ],
  [
    "A 67-year-old woman was started on our product at Dr. Ishii's clinic, doing well so far.",
    'id',
    'age-sex',
  ],
  [
    'Green Hills Care Home wants a training session on the medication reminder app.',
    'id',
    'care-home-name',
  ],
  [
    'HQ query re formulary: Minami-Sakura Hospital will keep both products through March.',
    'id',
    'hospital-name',
  ],
  [
    'Mr. Tetsuya Ono, chief pharmacist, will confirm the tender result next week.',
    'id',
    'person-name',
  ],
  [
    'A 52-year-old man asked his GP about the co-pay programme; the GP referred him to our call centre.',
    'id',
    'age-sex',
  ],
  ['佐野先生 said the webinar was useful and asked for the recording.', 'id', 'doctor-name'],
  [
    'Dr. Aya Fujimori from Harbour View Clinic wants to join the advisory board meeting.',
    'id',
    'doctor-name',
  ],
  // ---- ae+id (Japanese) ----
  [
    '北浜中央病院で、服用開始後にAST/ALTが3倍に上昇した症例があったと薬剤部より。',
    'ae+id',
    'lab-value-hospital',
  ],
  ['70代男性、新剤形に切替後ふらつきで転倒し、骨折で入院とのこと。', 'ae+id', 'age-sex-event'],
  [
    '佐伯先生の話では、患者さんが期限切れのサンプルを服用していたことが判明したそうです。',
    'ae+id',
    'expired-product-name',
  ],
  [
    'さくら通り薬局の薬剤師・木村さんから、吸入器のボタンが押せず吸入できなかった患者がいると連絡。',
    'ae+id',
    'device-failure-name',
  ],
  [
    '40代女性、授乳中に服用していたことが判明し乳児に発疹あり、とみどり台クリニックより。',
    'ae+id',
    'lactation-age-sex',
  ],
  [
    '特養ひまわり苑で別の入居者の薬を誤って投与する事故があった、と施設長の大橋様より。',
    'ae+id',
    'wrong-patient-name',
  ],
  // ---- ae+id (English) ----
  [
    'Dr. Hanazawa told me a 58-year-old woman on our drug had a seizure and was admitted.',
    'ae+id',
    'hospitalisation-age-sex',
  ],
  [
    'Nurse Okabe reported that a pen injector leaked at Green Hills Care Home and a resident got only half a dose; glucose spiked.',
    'ae+id',
    'device-failure-name',
  ],
  [
    'Kitamura General Hospital pharmacist said two patients stopped the drug because of severe headaches.',
    'ae+id',
    'stopped-hospital',
  ],
];
