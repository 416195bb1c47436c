import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 8: the hospital pharmacist's desk (MR notes from the DI desk, relayed ward rounds, formulary committees and pharmacy counters,
 * in pharmacists' wording: 疑義照会, TDM, 血中濃度, 腎機能に応じた用量, 持参薬, 配合変化, 投与速度, 希釈, 一包化, 簡易懸濁), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_PHARMACIST_DESK: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    'DI室より、当社製品の腎機能別用量表（CCr区分ごと）の最新版がほしいと依頼。次回持参予定。',
    '',
    'renal-dose-table-request',
  ],
  [
    '配合変化について一般的な質問：ゼルナード注は生食・5%ブドウ糖のどちらで希釈可能か。配合変化表で回答する。',
    '',
    'compatibility-question',
  ],
  [
    '薬剤部でTDM対象薬の院内マニュアルを改訂中。トラフ値の目標域に関する文献を提供してほしいとのこと。',
    '',
    'tdm-literature-request',
  ],
  [
    '簡易懸濁の可否リスト、当社3製品分をまとめて提出。崩壊時間のデータも添付した。',
    '',
    'simple-suspension-data',
  ],
  [
    '一包化可否の問い合わせ。開封後の吸湿性・安定性試験の結果を学術経由で回答予定。',
    '',
    'unit-dose-stability',
  ],
  [
    '次回薬事委員会の議題：ロキサバン錠の採用申請、後発品切替2件、院内副作用報告フローの見直し。',
    '',
    'formulary-agenda',
  ],
  [
    '腎機能低下時の減量について疑義照会が多いとのことで、添付文書の該当箇所と根拠データを説明した。',
    '',
    'label-explanation',
  ],
  [
    '持参薬鑑別用に、当社品の識別コードとPTPシート写真の一覧がほしいと依頼あり。資材手配済み。',
    '',
    'identification-list',
  ],
  [
    '投与速度「60分以上かけて」の根拠を知りたいとの質問。第II相試験のデータを確認して回答する。',
    '',
    'infusion-rate-rationale',
  ],
  [
    '希釈後の濃度上限と、末梢ルートから投与可能かどうかの問い合わせ。IFの記載を案内。',
    '',
    'dilution-question',
  ],
  [
    '新任薬剤師向けに、副作用が疑われる場合の報告窓口と様式を説明してほしいと依頼。来週15分いただけた。',
    '',
    'reporting-procedure-training',
  ],
  [
    '添付文書改訂のお知らせ（重大な副作用の項に間質性肺炎を追記）を配布。DI担当が院内ニュースに掲載予定。',
    '',
    'label-revision-notice',
  ],
  [
    '血中濃度の採血タイミングについて質問。定常状態に達するまでの日数を一般論として説明。',
    '',
    'tdm-sampling-general',
  ],
  [
    '仮に透析患者に使う場合、透析後の追加投与は必要か？という仮定の質問。透析除去率のデータを後日提供する。',
    '',
    'hypothetical-dialysis',
  ],
  [
    '採用品目の見直しで、当社の点眼剤は継続採用と決定。包装変更の案内も渡した。',
    '',
    'formulary-decision',
  ],
  [
    '薬剤部長によると、来年度から抗菌薬の届出制を拡大する方針。情報提供の機会は増えそう。',
    '',
    'job-title-only',
  ],
  [
    '院内全体の疑義照会件数の統計を見せてもらった。用量関連が約4割、当社品に限った数字はなし。',
    '',
    'query-statistics',
  ],
  [
    'K先生（薬剤部）から配合変化試験の追加データがないか問い合わせ。メールで回答済み。',
    '',
    'anonymised-pharmacist',
  ],
  [
    '【ご案内】病棟薬剤師向け勉強会 11月12日（水）18:00～ 院内第2会議室、テーマ「腎機能に応じた用量調節の実際」、講師：当社学術部 岡野雅人。ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    '徐放性製剤を粉砕してはいけない理由を説明する資料がほしいとの要望。病棟掲示用に資材請求した。',
    '',
    'crush-warning-material',
  ],
  [
    '後発品への切替に伴う在庫切替スケジュールを薬剤部と調整。月末で旧品在庫ゼロの見込み。',
    '',
    'stock-switch',
  ],
  [
    '注射剤のバイアル容量変更（10mL→20mL）を説明。調製手順への影響はないと回答した。',
    '',
    'vial-size-change',
  ],
  ['持参薬を院内採用品に置き換える際の力価換算表を依頼された。次回持参。', '', 'conversion-table'],
  [
    '院内フォーミュラリー（降圧薬）作成中。当社品はARBの推奨枠に入る見込みとのこと。',
    '',
    'formulary-drafting',
  ],
  [
    'RMPの追加のリスク最小化活動として、患者向け資材を薬剤部に補充。配布状況も確認しまた。',
    '',
    'rmp-material',
  ],
  [
    '夜間・休日の問い合わせ用に、くすり相談窓口の番号を薬局カウンターに掲示してもらった。',
    '',
    'contact-poster',
  ],
  [
    'TDM解析ソフトに入れる母集団パラメータ（Vd、CL）の出典を知りたいとの質問。PKデータ一覧を提供予定。',
    '',
    'pk-parameters',
  ],
  [
    'TDMに基づいて用量を調整した結果、トラフ値が目標域に収まったと薬剤師。以後は月1回の測定で様子見とのこと。',
    '',
    'level-in-target-improvement',
  ],
  [
    'DIニュースの原稿チェックを依頼された。「高齢者への投与」の記載が添付文書と一致しているか確認。',
    '',
    'di-news-check',
  ],
  [
    '次回薬事委員会は第3木曜。採用申請の締切は2週間前なので、それまでに資料一式を提出する。',
    '',
    'committee-schedule',
  ],
  [
    '経管投与時のチューブ径（8Frで通過するか）の問い合わせ。通過性試験の結果を回答した。',
    '',
    'tube-passage-data',
  ],
  [
    '抗MRSA薬のTDMで、院内の目標をトラフからAUC 400-600に変更したとのこと。当社品とは直接関係なし。',
    '',
    'tdm-policy-change',
  ],
  [
    'カリウム値のモニタリング頻度を添付文書ではどう推奨しているか、との一般的な質問。該当箇所を示した。',
    '',
    'potassium-monitoring-question',
  ],
  [
    '配合変化の観点から単独ルートが必要か質問あり。Y字管での同時投与データは無いと回答。',
    '',
    'y-site-question',
  ],
  ['薬局カウンターで新製品の説明。患者向け指導箋を50部置かせてもらった。', '', 'patient-leaflet'],
  [
    '麻薬管理マニュアルの改訂にあわせて、当社オピオイド貼付剤の廃棄方法を確認された。',
    '',
    'opioid-disposal',
  ],
  ['小児用量の設定根拠について資料請求あり。学術に回答を依頼した。', '', 'pediatric-dose-request'],
  [
    '病棟から「投与速度を速めてもいいか」という問い合わせがたまに来るらしい。推奨速度の根拠資料を置いてきた。',
    '',
    'rate-question-general',
  ],
  [
    '抗がん剤の曝露対策（閉鎖式薬物移送システム）の勉強会をしたいと相談。日程調整中。',
    '',
    'exposure-training',
  ],
  [
    '昨年度の院内副作用報告は計120件、そのうち当社品に関するものは0件だったと薬剤部から聞いた。',
    '',
    'ae-statistics-zero',
  ],
  ['5mg錠の規格追加を申請予定。薬剤部としては前向きな感触。', '', 'strength-addition'],
  ['期限切れ間近の在庫の返品可否を相談された。卸と調整して回答する。', '', 'near-expiry-return'],
  [
    '新人向けに、バイアルの外観検査（異物・ひびの確認）のポイントを説明してほしいとの依頼。',
    '',
    'inspection-training',
  ],
  [
    '血中濃度を上げやすい併用薬の一覧がほしいとのこと。相互作用表を渡した。',
    '',
    'interaction-table',
  ],
  [
    '腎機能別用量表はeGFRとCCrのどちらで読むべきか質問。添付文書はCCr基準と説明、体表面積補正の話も少し。',
    '',
    'egfr-vs-ccr',
  ],
  [
    '来月から薬剤部のDI担当が交代するとのこと。引き継ぎ用に当社品の資料一式を準備する。',
    '',
    'di-handover',
  ],
  [
    '出荷調整について説明。代替品の在庫確保と、切替時の用量換算を依頼された。',
    '',
    'supply-restriction',
  ],
  [
    '持参薬確認で当社品をよく見かけるとの雑談。一包化されても判別しやすい刻印にしてほしいという要望あり。',
    '',
    'imprint-feedback',
  ],
  [
    '点滴ルートのインラインフィルター使用の要否について。0.2μmフィルター通過試験の結果を回答。',
    '',
    'filter-question',
  ],
  [
    '院外処方の疑義照会を減らすため、地域の保険薬局向けに用量早見表を配りたいと相談された。',
    '',
    'regional-dose-chart',
  ],
  ['使用成績調査の登録方法と調査票の書き方を説明。登録症例はまだゼロ。', '', 'pms-procedure'],
  [
    '【研修会のご案内】12月3日（土）14時～ ホテル青葉台ガーデン 2F、演題「TDMの基礎と実践」、演者：北川総合病院 薬剤部 上原智子先生。ご参加をお待ちしています。',
    '',
    'seminar-invitation-named',
  ],
  [
    '1日最大量を超える処方が来たときの対応をどうすべきか、という一般的な相談。添付文書の用法・用量を示した。',
    '',
    'max-dose-question',
  ],
  // ---- clean (English) ----
  [
    'DI desk asked for the updated renal dosing table for Zelvora tablets, split by CrCl bands. Bringing it next visit.',
    '',
    'renal-table-request',
  ],
  [
    "General question: is Nexapril injection compatible with lactated Ringer's in the same line? No specific patient; sending the compatibility chart.",
    '',
    'compatibility-question',
  ],
  [
    'Formulary committee agenda for next month: two generic switches, an antibiotic restriction policy and a review of the adverse event reporting flow.',
    '',
    'committee-agenda',
  ],
  [
    'Quick q at the counter: can the 20 mg tablet be split? Explained the score line and referred to the IF.',
    '',
    'tablet-splitting',
  ],
  [
    'Trained the new ward pharmacists on how to send us a safety report - form, fax number and timelines.',
    '',
    'reporting-training',
  ],
  [
    'They want PK data (Vd, half-life, protein binding) for their TDM software. Requested from medical affairs.',
    '',
    'pk-data-request',
  ],
  [
    'Hypothetical from the DI pharmacist: if someone accidentally took two doses, is there an antidote? Sent the overdosage section of the label.',
    '',
    'hypothetical-overdose',
  ],
  [
    'Left 30 copies of the inhaler technique leaflet at the outpatient pharmacy counter.',
    '',
    'leaflet-supply',
  ],
  [
    'Handed over the package insert revision (new warning on hypoglycaemia); DI will circulate it in the monthly bulletin.',
    '',
    'label-revision',
  ],
  [
    'Pharmacy director says all IV antibiotics will move to central mixing next April - good chance to present our stability data.',
    '',
    'job-title-only',
  ],
  [
    'Asked whether the oral suspension passes through an 8Fr feeding tube. Provided the tube-passage test results.',
    '',
    'feeding-tube-data',
  ],
  [
    'Annual stats from the DI office: about 2,300 prescription queries last year, mostly dose-related. Nothing specific to our products.',
    '',
    'query-statistics',
  ],
  [
    'Invitation: Renal Dosing Seminar, Thursday 6 March, 7 pm, Kobe Bayside Conference Hall. Speaker: Prof. Hideki Sasamoto. Please join us.',
    '',
    'seminar-invitation',
  ],
  [
    'Discussed target trough ranges for their TDM protocol in general terms; final numbers to be set at the committee.',
    '',
    'tdm-general',
  ],
  [
    'Stock check: enough Cardimax vials until month end, wholesaler confirmed next delivery Tuesday.',
    '',
    'stock-check',
  ],
  [
    'Pharmacist wants light-stability data for unit-dose packing before approving one-dose packaging for the ward.',
    '',
    'unit-dose-stability',
  ],
  [
    'Dr. X from the ICU asked via the pharmacist whether a loading dose is recommended. Sent the relevant label section.',
    '',
    'anonymised-doctor',
  ],
  [
    "Explained why the ER capsule must not be opened or crushed; they'll add a do-not-crush flag to the dispensing system.",
    '',
    'do-not-crush-flag',
  ],
  [
    'Potassium monitoring question - how often in the first month? General query, answered from the label.',
    '',
    'monitoring-question',
  ],
  [
    "Pharmacist was pleased: since the switch to the once-weekly formulation, their clinic patients' LDL values have come down to target.",
    '',
    'improvement-not-ae',
  ],
  [
    'They asked for the max concentration for peripheral infusion. Will send the IF page on dilution.',
    '',
    'dilution-limit',
  ],
  [
    'Returns query on a lot close to expiry; arranged with the wholesaler, nothing was dispensed from it.',
    '',
    'near-expiry-return',
  ],
  [
    'Pharmacist B mentioned they will start a pharmacist-led anticoagulation clinic next year. Offered INR education materials.',
    '',
    'anonymised-pharmacist',
  ],
  // ---- ae (Japanese) ----
  [
    'DI室より：VCMトラフ 12→28に上昇、Cre上昇も伴い投与間隔を延長したとのこと。',
    'ae',
    'trough-rise',
  ],
  [
    '病棟Ns→薬剤部経由：ネフロシン点滴を生食で希釈するところ注射用水で希釈して投与していた。',
    'ae',
    'wrong-diluent',
  ],
  [
    '持参薬のカルディオン錠が入院後も院内処方と重複して2日間投与。BP 90台まで低下していた。',
    'ae',
    'duplicate-home-med',
  ],
  [
    '疑義照会で判明：CCr 25のPtに通常量が調剤されており、既に3日分服用済みだった。',
    'ae',
    'renal-dose-error',
  ],
  [
    '同一ルートで混注したらライン内が白濁、途中で投与中止と薬剤師さんから聞いた。',
    'ae',
    'precipitation-in-line',
  ],
  [
    '簡易懸濁不可の徐放錠を粉砕して経管から入れていたと病棟から。その後ふらつきが出たらしい。',
    'ae',
    'crushed-er-tablet',
  ],
  ['ロキサリン開始2週間でK 6.1、いったん休薬したとのこと。', 'ae', 'hyperkalemia'],
  ['60分で落とすべきところ15分で全量入ってしまい、Pt顔面紅潮あり。', 'ae', 'infusion-rate-error'],
  ['Plt 8万→3万。ヘパリナール継続中で、薬剤部から中止を提案したそうでう。', 'ae', 'platelet-drop'],
  ['INR 5.8まで延長し鼻出血でER受診、と外来担当の薬剤師。', 'ae', 'inr-bleeding'],
  [
    '一包化の中に別の患者さんの薬が混ざっていたと病棟から連絡。1回分は服用後に気付いた。',
    'ae',
    'wrong-patient-unit-dose',
  ],
  [
    '抗菌薬3日目でも解熱せず、感受性結果を見て他剤に変更。薬剤部は効果不十分として報告するかもとのこと。',
    'ae',
    'lack-of-effect-antibiotic',
  ],
  [
    '期限切れのバイアルが病棟に払い出され、そのまま1本投与された。今のところ症状なし。',
    'ae',
    'expired-vial-given',
  ],
  [
    'バイアル内に黒い浮遊物、ルート接続後に気付いたが投与はすでに始まっていた。',
    'ae',
    'particulate-matter',
  ],
  [
    '錠剤が茶色っぽく変色していたとカウンターでご家族から。数日分はもう飲んでいたらしい。',
    'ae',
    'discoloured-tablet',
  ],
  [
    'インスリンペンの注入ボタンが途中で止まり、単位が入っていなかった模様。翌朝BS 320。',
    'ae',
    'pen-device-failure',
  ],
  [
    'TDMで血中濃度が有効域の下限を大きく下回っていて、発作が再燃したとのこと。',
    'ae',
    'subtherapeutic-seizure',
  ],
  [
    '奥様がカウンターで「飲み始めてから足がむくんで靴が入らない」と話していたと薬剤師から。',
    'ae',
    'edema-family-report',
  ],
  ['ゼルファミド併用開始後、Cre 0.9→2.1。腎機能に応じて減量済み。', 'ae', 'creatinine-rise'],
  [
    'ケアマネ経由：施設の入所者が他の人の眠剤を誤って飲み、翌日昼まで傾眠だったと。',
    'ae',
    'wrong-patient-hypnotic',
  ],
  [
    '持参薬の降圧剤を院内採用品に切替えた翌日から血圧180台、元の薬に戻したとのこと。',
    'ae',
    'bp-rise-after-switch',
  ],
  [
    '小児Ptに成人用量で調剤、服用後に嘔吐2回。薬剤部でインシデント報告済み。',
    'ae',
    'pediatric-dose-error',
  ],
  [
    '末梢ルートから高濃度のまま投与されていたらしく、前腕に発赤と腫脹。',
    'ae',
    'extravasation-concentration',
  ],
  ['DI相談記録より、服用開始後ALT 35→210。内服中止で経過観察中。', 'ae', 'alt-rise'],
  [
    '1日1回の薬を1日3回飲んでいた高齢のPt、ふらつきで転倒して外来で判明。',
    'ae',
    'patient-dosing-error-fall',
  ],
  [
    '睡眠薬をお酒と一緒に大量に飲んで救急搬送、薬剤部で持参薬を鑑別したとのこと。',
    'ae',
    'intentional-overdose',
  ],
  [
    '透析日に合わせた投与のはずが連日投与になっていて、血中濃度が中毒域に入っていた。',
    'ae',
    'dialysis-schedule-error',
  ],
  ['q8hのはずがq12hでオーダー入力されており、3日目に再燃して判名。', 'ae', 'interval-entry-error'],
  [
    'カウンターで「前の薬のほうが効いた」と。後発品に替えてから痛みのコントロールが悪いとのこと。',
    'ae',
    'lack-of-effect-generic',
  ],
  [
    '訪問看護からの情報：古い貼付剤を剥がさずに新しいのを重ね貼り、翌朝強い眠気があった。',
    'ae',
    'patch-overlap',
  ],
  ['利尿薬増量後 Na 128まで低下、倦怠感の訴えありと薬剤師。', 'ae', 'hyponatremia'],
  [
    'BS 40台で夜間に意識レベル低下。SU剤にアゾール系抗真菌薬が追加された直後だった。',
    'ae',
    'hypoglycemia-interaction',
  ],
  [
    '術前に抗凝固薬の持参薬が中止されておらず、手術が延期になったと聞いた。',
    'ae',
    'missed-preop-hold',
  ],
  [
    '心電図でQTc 520msとなり投与中止、ホルター心電図で経過をみているそうです。',
    'ae',
    'qt-prolongation',
  ],
  ['妊娠8週と判明したPtに、妊婦禁忌の薬がそのまま継続されていた。', 'ae', 'pregnancy-exposure'],
  [
    '飼い犬が飼い主の錠剤を数錠誤食し、動物病院で処置を受けたとカウンターで相談されたとのこと。',
    'ae',
    'animal-ingestion',
  ],
  [
    '溶解後24時間以内に使用すべき注射剤を、室温で48時間置いた後に投与していた。',
    'ae',
    'reconstituted-beyond-stability',
  ],
  [
    'ポンプの設定でmL/hとmg/hを取り違えて約10倍量、途中で気付いて止めたがBP低下あり。',
    'ae',
    'pump-unit-error',
  ],
  [
    '内服抗がん剤の休薬期間が守られておらず、好中球減少（WBC 1,200）で入院。',
    'ae',
    'neutropenia-admission',
  ],
  [
    '外来化学療法室の薬剤師から：投与中に呼吸苦と皮疹、投与中止しステロイドで対応。',
    'ae',
    'infusion-reaction',
  ],
  ['点眼を続けても眼圧が下がらず、別製品へ変更したと病棟薬剤師。', 'ae', 'lack-of-effect-eyedrop'],
  [
    '死亡退院のケース、直前まで当社の抗凝固薬を服用していたと薬剤部長が話していた。因果関係は不明。',
    'ae',
    'death-on-drug',
  ],
  ['ジギタリス製剤の血中濃度 2.8 ng/mL、悪心と徐脈があり休薬。', 'ae', 'toxic-level'],
  [
    '飲み始めて数日で味が分からなくなったとカウンターで訴え、自己判断で服薬をやめていたらしい。',
    'ae',
    'taste-disturbance',
  ],
  ['筋肉痛の訴えとCK 1,800で、当社のスタチン製剤を中止した。', 'ae', 'ck-elevation'],
  [
    '持参薬の吸入器、カウンター表示は残っているのに噴霧されず、入院中3日間実質未投与だった。',
    'ae',
    'inhaler-device-failure',
  ],
  [
    '散剤の秤量でmgとgを取り違え10倍量調剤。家族が量の多さに気付いたが、1回分は飲んでいた。',
    'ae',
    'powder-10x-error',
  ],
  // ---- ae (English) ----
  [
    'Aminoglycoside trough came back at 4.2 (target <1); the patient complained of ringing in the ears next day and the interval was extended.',
    'ae',
    'high-trough-tinnitus',
  ],
  [
    'Ward nurse pushed it over 1 min instead of a 30-min infusion; chest tightness, settled after stopping.',
    'ae',
    'iv-push-error',
  ],
  [
    'Home meds were continued alongside the hospital supply - double dose of the beta-blocker for 3 days, HR in the 40s.',
    'ae',
    'duplicate-home-meds',
  ],
  [
    'At the counter the daughter said her father has been "very confused" since the new sleeping tablet was added.',
    'ae',
    'family-report-confusion',
  ],
  [
    'Platelets down to 45 on day 6 of Thrombexa; switched to another anticoagulant.',
    'ae',
    'platelet-drop',
  ],
  [
    'Enteric-coated tablet was crushed for the NG tube; pt vomited twice that afternoon per the ward pharmacist.',
    'ae',
    'crushed-ec-tablet',
  ],
  [
    'Glass fragments seen in the syringe after drawing up from a cracked ampoule - half the dose was already in before the nurse noticed.',
    'ae',
    'cracked-ampoule',
  ],
  [
    'Pt says the new generic "just doesn\'t work" - home BP around 165/100 since the switch.',
    'ae',
    'lack-of-effect',
  ],
  [
    "Two pts with the same surname on the ward; one recieved the other's insulin dose. BG 2.8 mmol/L.",
    'ae',
    'wrong-patient-insulin',
  ],
  [
    'K 6.4 after Renoxa was added to an ACE inhibitor; ER visit and drug stopped.',
    'ae',
    'hyperkalemia',
  ],
  [
    'Almost in passing, the pharmacist mentioned one of their regulars was admitted last week with a GI bleed while on our NSAID.',
    'ae',
    'indirect-hospitalisation',
  ],
  [
    'Ear drops were instilled in the eye by mistake on the ward; stinging and redness, rinsed out.',
    'ae',
    'wrong-route',
  ],
  [
    'An expired vial (two months past date) was found on the trolley after it had been used for the morning dose.',
    'ae',
    'expired-product',
  ],
  [
    'Autoinjector misfired and the needle did not retract; pt thinks only part of the dose went in and had a flare the following week.',
    'ae',
    'autoinjector-failure',
  ],
  [
    'INR only 1.3 on her usual dose - turns out she started a herbal supplement. Dose adjusted.',
    'ae',
    'subtherapeutic-inr',
  ],
  [
    "Tablets from the new lot look mottled and yellowish; the pt had already taken a week's worth before bringing them back.",
    'ae',
    'discoloured-tablets',
  ],
  [
    'At the care home a resident got the night dose twice (two staff each gave it) and was drowsy until noon.',
    'ae',
    'double-dose-care-home',
  ],
  [
    'Level came back at 38 (range 10-20): dose had been calculated on actual rather than ideal body weight. Held and rechecked.',
    'ae',
    'weight-based-dose-error',
  ],
  [
    'A customer told the counter pharmacist her cat had been given a human cold remedy at home and was lethargic; the vet admitted it.',
    'ae',
    'animal-exposure',
  ],
  [
    'Died at home three days after discharge; the pharmacist flagged it because the opioid dose had been doubled at discharge.',
    'ae',
    'death-after-discharge',
  ],
  // ---- id (Japanese) ----
  [
    '桐山総合病院 薬剤部のDI担当、真鍋さんと面談。配合変化表の追加を依頼された。',
    'id',
    'hospital-and-pharmacist',
  ],
  [
    'みどり坂調剤薬局の管理薬剤師・小田切さんから、簡易懸濁のデータを送ってほしいと連絡。',
    'id',
    'community-pharmacy-name',
  ],
  [
    '来週、訪問看護ステーションひだまりの所長と面会予定。在宅での一包化について意見交換する。',
    'id',
    'visiting-nurse-station',
  ],
  [
    '薬事委員会で採用が決まったと、委員長の早瀬先生から直接お電話をいただいた。',
    'id',
    'committee-chair-name',
  ],
  ['特別養護老人ホーム白樺の里で服薬支援の勉強会を実施、参加12名。', 'id', 'care-home-report'],
  [
    'カウンターで話した70代女性、飲み忘れ防止のため一包化を希望しているとのこと。',
    'id',
    'age-sex-counter',
  ],
  [
    'DI室の新任、佐伯由香薬剤師にご挨拶。前任の宮前さんは外来調剤へ異動。',
    'id',
    'full-name-new-di',
  ],
  [
    '聖ヨハネ記念クリニックの村越院長から、TDMの外注先について相談を受けた。',
    'id',
    'clinic-director',
  ],
  [
    '薬事委員会議事録：出席 杉本部長（薬剤部）、平田先生（感染制御）、大槻師長（看護部）。当社品は継続審議。',
    'id',
    'committee-minutes-names',
  ],
  ['病棟薬剤師の堀之内さんが今月末で退職、後任は未定とのこと。', 'id', 'staff-change'],
  [
    '60代男性の外来Pt、ご家族と一緒に持参薬の整理の相談に来られたと薬剤師から聞いた。',
    'id',
    'age-sex-brown-bag',
  ],
  ['あおば通り薬局とかもめ薬局の2店舗で新製品説明会を実施した。', 'id', 'pharmacy-names'],
  [
    '先日の講演会（演者：藤ノ木先生）では腎機能別用量についての質問が多く出た、と報告を受けた。',
    'id',
    'lecture-report-speaker',
  ],
  [
    '東雲台リハビリテーション病院に初訪問。薬剤科長不在で名刺のみ置いてきた。',
    'id',
    'rehab-hospital-visit',
  ],
  ['循環器のDr.石黒から、薬剤部経由で当社品の製品資料を求められた。', 'id', 'doctor-name-mixed'],
  [
    '北摂ファミリー薬局の若林さんから、TDM結果の院外連携について質問あり。',
    'id',
    'pharmacy-and-person',
  ],
  [
    '80代男性の入所者の服薬カレンダーについて、施設の看護師に使い方を説明した。',
    'id',
    'age-sex-care',
  ],
  ['ひまわり在宅クリニックで、在宅患者向けの簡易懸濁の手順を説明。', 'id', 'home-care-clinic'],
  ['西園寺部長（薬剤部）とのアポ確定、11/20 15時。', 'id', 'appointment-name'],
  ['市立かなえ野病院の院内製剤委員会にオブザーバーとして参加した。', 'id', 'municipal-hospital'],
  ['DI担当の丸山敬子さんに投与速度の資料を手渡し。', 'id', 'full-name-handover'],
  [
    '妊娠を希望している30代女性から、服用中の薬を続けてよいか相談があったと薬剤師。',
    'id',
    'age-sex-question',
  ],
  ['介護老人保健施設ことぶき苑へ持参薬鑑別用の資料を郵送。', 'id', 'geriatric-facility'],
  [
    'Nsの田嶋さんから病棟での希釈手順について質問、薬剤部の了承を得て回答した。',
    'id',
    'nurse-name',
  ],
  ['さくらんぼ小児科医院に小児用量の早見表を置かせてもらった。', 'id', 'pediatric-clinic'],
  [
    '薬剤部の新人、望月さん・川端さん・野々村さんの3名に配合変化の基本を説明。',
    'id',
    'multiple-names',
  ],
  ['医療法人清流会 みなと内科の事務長と価格交渉。', 'id', 'clinic-corporation'],
  // ---- id (English) ----
  [
    'Met Ms. Harumi Takeda, DI pharmacist at Aoyama Riverside Hospital, to hand over the compatibility chart.',
    'id',
    'full-name-hospital',
  ],
  [
    'Nurse Kamiya on 5 West asked for the dilution guide; forwarded via pharmacy.',
    'id',
    'nurse-name',
  ],
  [
    'Shirakaba Pharmacy (Minami-cho branch) wants 20 more patient leaflets.',
    'id',
    'pharmacy-branch',
  ],
  [
    'A man in his 70s at the counter asked whether he could take the tablet with grapefruit juice; pharmacist answered.',
    'id',
    'age-sex-question',
  ],
  [
    'Dr. Fujisawa chaired the formulary committee; our product was deferred to the next meeting.',
    'id',
    'committee-chair',
  ],
  [
    'Visited Hoshizora Home-Visit Nursing Station to explain the simple suspension method.',
    'id',
    'nursing-station',
  ],
  ["Mr. Okubo (pharmacy director) confirmed Friday's meeting.", 'id', 'director-name'],
  [
    'Greenhill Villa care home asked for a list of our products that can go into blister packs.',
    'id',
    'care-home-name',
  ],
  [
    "Lunch meeting report: pharmacist Noriko Ishiwata presented the hospital's renal dosing protocol to the team.",
    'id',
    'meeting-report-name',
  ],
  [
    'A woman in her 40s asked the counter pharmacist about switching to the once-daily formulation for convenience.',
    'id',
    'age-sex-counter',
  ],
  ["Tomioka Medical Clinic's head nurse wants a TDM sampling guide.", 'id', 'clinic-name'],
  // ---- ae+id (Japanese) ----
  [
    '高槻記念病院の病棟で持参薬と院内処方が重複し、BS 48まで下がった症例があったと薬剤部の森下さんから。',
    'ae+id',
    'duplicate-hypoglycemia-named',
  ],
  [
    '70代女性、ラミセクト開始後にCre 1.1→1.9。腎機能に応じた減量がされていなかったと薬剤師。',
    'ae+id',
    'age-sex-creatinine',
  ],
  [
    '訪問看護ステーションあかつきの看護師から、利用者が吸入器を正しく使えておらず発作で救急搬送されたと連絡。',
    'ae+id',
    'nursing-station-inhaler',
  ],
  [
    '宮坂先生（腎臓内科）の患者で、造影検査後にビグアナイド系の当社品を早く再開し乳酸値が上昇したとのこと。',
    'ae+id',
    'doctor-lactate',
  ],
  [
    'すずらん薬局のカウンターで、80代男性のご家族から「薬を変えてから夜中に何度もトイレに起きて転んだ」と相談。',
    'ae+id',
    'pharmacy-age-sex-fall',
  ],
  [
    '大河内Dr.より：抗菌薬の希釈を誤り倍濃度で投与、刺入部に静脈炎が出たとのこと。',
    'ae+id',
    'doctor-dilution-error',
  ],
  // ---- ae+id (English) ----
  [
    'Nurse Yoshikawa said a pt on 4 East had a seizure after the antiepileptic was missed for two days during the switch from home meds.',
    'ae+id',
    'nurse-missed-dose',
  ],
  [
    'A woman in her 50s at Maple Leaf Pharmacy reported dizziness and BP 88/50 since starting Velantor.',
    'ae+id',
    'age-sex-pharmacy-hypotension',
  ],
  [
    'Pharmacist Kenji Amano (Sakuragawa General) told me a pt on our mood stabiliser had a level of 2.1 mmol/L and was admitted with tremor.',
    'ae+id',
    'pharmacist-toxic-level',
  ],
];
