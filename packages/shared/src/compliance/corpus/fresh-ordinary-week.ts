import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 1: an MR's ordinary week, mostly clean market observations dense
 * with safety words (statistics, materials, lectures, guidelines), interleaved with events told
 * indirectly and with names, about 70% Japanese; written by a helper who had seen neither the
 * rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43"), while
 * rules v4 were being written. Measured once with rules v3 and v4; its misses were then read, so
 * it is training material now (docs/compliance.md).
 */
export const FRESH_ORDINARY_WEEK: readonly Row[] = [
  // ---- clean: tricky (safety vocabulary, anonymised names, no event in a person) ----
  [
    '地区の講演会テーマは「SGLT2阻害薬における正常血糖ケトアシドーシスのリスク管理」でした。',
    '',
    'clean-lecture',
  ],
  [
    '競合品の添付文書が改訂され、重大な副作用に間質性肺炎が追記されました。',
    '',
    'clean-label-change',
  ],
  ['RMPの追加のリスク最小化活動として、患者向けの低血糖対処カードが配布開始。', '', 'clean-rmp'],
  [
    '市販後調査の中間報告では、有害事象の発現率は12.4%、重篤なものは1.1%と発表されています。',
    '',
    'clean-statistic',
  ],
  [
    "The competitor's new leaflet highlights a 23% reduction in hospitalisation for heart failure.",
    '',
    'clean-statistic',
  ],
  [
    'K先生は、高齢者には低血糖リスクを考えてSU薬を極力使わない方針だそうです。',
    '',
    'clean-kol-opinion',
  ],
  [
    'ガイドライン改訂で、心血管死亡率の低下が示された薬剤が第一選択に格上げされました。',
    '',
    'clean-guideline',
  ],
  [
    '学会のランチョンセミナーでは、免疫関連有害事象のマネジメントが議論されました。',
    '',
    'clean-congress',
  ],
  [
    'A competitor MR is detailing the lower rate of adverse reactions seen in their phase 3 trial.',
    '',
    'clean-detailing',
  ],
  [
    '入院率を指標にした地域連携パスの導入が、県内の複数の病院で検討されています。',
    '',
    'clean-hospital-policy',
  ],
  [
    '某院長は「副作用の説明に時間がかかるので、資材はシンプルな方がよい」とのご意見。',
    '',
    'clean-kol-opinion',
  ],
  [
    'Dr. X thinks the boxed warning on the competitor product will slow uptake among GPs.',
    '',
    'clean-anonymised',
  ],
  [
    '適正使用ガイドの改訂版では、腎機能別の用量調整表が見やすくなっています。',
    '',
    'clean-material',
  ],
  [
    '薬剤師向け研修会で、過量服薬を防ぐための一包化の工夫について講演がありました。',
    '',
    'clean-lecture',
  ],
  [
    'The safety update mentions no new signals; the label change concerns storage conditions only.',
    '',
    'clean-label-change',
  ],
  ['副作用報告の件数を公表する規制当局のサイトがリニューアルされました。', '', 'clean-regulatory'],
  [
    '80歳以上の層では、転倒リスクを理由にベンゾジアゼピン系の新規処方が減少傾向。',
    '',
    'clean-age-band',
  ],
  [
    'Mortality in the control arm was 8.2% versus 6.1% with the competitor drug, per the published trial.',
    '',
    'clean-statistic',
  ],
  [
    '某クリニックの看護師長は、自己注射指導の時間確保が課題と話していました。',
    '',
    'clean-anonymised',
  ],
  [
    '競合社は、重篤な低血糖の発現頻度が低いことを前面に出したパンフレットを配布中です。',
    '',
    'clean-detailing',
  ],
  [
    '緊急安全性情報（イエローレター）の歴史と意義をテーマにした社内研修がありました。',
    '',
    'clean-training',
  ],
  [
    'Hospitalisation rates for COPD exacerbations in the prefecture rose 4% year on year, per the insurer report.',
    '',
    'clean-statistic',
  ],
  [
    '抗凝固薬の出血リスクを評価するスコアの使い方について、B先生がミニレクチャーを行いました。',
    '',
    'clean-lecture',
  ],
  [
    'The RMP for Ostavia lists osteonecrosis of the jaw as an important identified risk.',
    '',
    'clean-rmp',
  ],
  [
    '薬剤性腎障害をテーマにした市民公開講座が、来月市の公民館で開催されます。',
    '',
    'clean-awareness',
  ],
  [
    '添付文書の「重要な基本的注意」に、自動車運転に関する注意が追加される予定です。',
    '',
    'clean-label-change',
  ],
  [
    '某大学病院の教授は、副作用モニタリングにAIを活用する研究を進めているとのこと。',
    '',
    'clean-anonymised',
  ],
  [
    'Patient-support programme enrolment now includes a nurse call to explain common side effects.',
    '',
    'clean-psp',
  ],
  ['死亡率の改善を示した大規模試験の結果を受け、競合品の処方が伸びています。', '', 'clean-market'],
  [
    'According to the wholesaler, supply of the 5 mg tablet will be limited until March due to a manufacturing review.',
    '',
    'clean-supply',
  ],
  ['出荷調整の対象品目に、競合他社の抗菌薬2品目が追加されました。', '', 'clean-supply'],
  [
    'The Dr at the clinic is concerned the new combination may raise hypotension risk in frail patients.',
    '',
    'clean-anonymised',
  ],
  [
    '小児領域では、ワクチンの副反応に関する保護者向け説明資材の需要が高まっています。',
    '',
    'clean-material',
  ],
  [
    '某病院の薬剤部長は、有害事象の報告体制を院内で見直していると話していました。',
    '',
    'clean-anonymised',
  ],
  [
    'The congress symposium compared discontinuation rates due to adverse events across four SGLT2 inhibitors.',
    '',
    'clean-congress',
  ],
  ['高齢者の多剤併用と入院リスクに関する国内のコホート研究が発表されました。', '', 'clean-study'],
  [
    'Pt education sheets on hypoglycaemia symptoms are now available in five languages.',
    '',
    'clean-material',
  ],
  ['競合品の全例調査が終了し、承認条件が解除されたとの情報あり。', '', 'clean-regulatory'],
  [
    'グルカリス錠の医療従事者向け資材に、脱水に関する注意喚起のページが追加されています。',
    '',
    'clean-material',
  ],
  [
    'A KOL at the regional meeting argued that the QT prolongation risk of the class is overstated.',
    '',
    'clean-kol-opinion',
  ],
  [
    'ヒヤリ・ハット事例の共有をテーマに、地域の薬剤師会が勉強会を開催予定です。',
    '',
    'clean-lecture',
  ],
  [
    '20〜40代の女性層で、片頭痛予防の注射剤の認知度が上昇していると調査会社が報告。',
    '',
    'clean-age-band',
  ],
  [
    "The competitor's detailing aid claims the lowest rate of injection-site reactions in its class.",
    '',
    'clean-detailing',
  ],
  [
    '某院長は、急性腎障害のリスクがあるため、脱水時の休薬指導を徹底していると話していました。',
    '',
    'clean-kol-opinion',
  ],
  [
    'The new guideline recommends checking potassium within one week of starting an MRA.',
    '',
    'clean-guideline',
  ],
  [
    'インフルエンザ流行期に向け、抗ウイルス薬と異常行動に関する注意喚起ポスターが刷新されました。',
    '',
    'clean-material',
  ],
  [
    'Drug-induced liver injury was the topic of the hepatology evening seminar; about 60 physicians attended.',
    '',
    'clean-congress',
  ],
  [
    '骨粗鬆症治療薬の服薬継続率は、1年で約5割に低下するというデータが紹介されました。',
    '',
    'clean-statistic',
  ],
  ['患者の自己判断による中断を減らす目的で、服薬アプリとの連携が始まりました。', '', 'clean-psp'],
  [
    '救急外来での低血糖搬送件数を年代別に集計した自治体データが公開されています。',
    '',
    'clean-statistic',
  ],
  // ---- clean: ordinary market observations ----
  ['競合品の薬価が4月改定で7.8%引き下げられました。', '', 'clean-price'],
  [
    'Zefira now has a 31% share of new DPP-4 prescriptions in our territory, up from 26%.',
    '',
    'clean-share',
  ],
  ['A病院のフォーミュラリーで、スタチンは後発品2剤に絞られました。', '', 'clean-formulary'],
  ['競合社のMRが、今月から2名体制でエリアを回っています。', '', 'clean-competitor'],
  [
    'The competitor launched a web-based detailing channel for GPs this month.',
    '',
    'clean-competitor',
  ],
  ['県の糖尿病週間に合わせ、駅前で血糖測定のイベントが行われる予定です。', '', 'clean-awareness'],
  [
    'The formulary committee at a regional hospital approved the biosimilar for all new starts.',
    '',
    'clean-formulary',
  ],
  ['60〜74歳の層が、高血圧市場の処方数の約45%を占めています。', '', 'clean-age-band'],
  ['ノバリス錠の長期処方制限が来月解除される見込み。', '', 'clean-regulatory'],
  [
    'Two clinics in the northern district now accept only online meeting requests from MRs.',
    '',
    'clean-access',
  ],
  ['競合品の配合剤が発売され、初月の納入施設数は約120とのこと。', '', 'clean-launch'],
  [
    'C先生は、新しい週1回製剤に関心があり、次回詳しい資料を希望されています。',
    '',
    'clean-anonymised',
  ],
  [
    'The wholesaler said the 100 mg vial will be discontinued and replaced by a prefilled syringe.',
    '',
    'clean-supply',
  ],
  ['後発品の使用割合が、担当エリア全体で85%に達しました。', '', 'clean-market'],
  ['心不全の疾患啓発テレビCMが、今月から競合社によって放映されています。', '', 'clean-awareness'],
  [
    'Most urologists in the area are waiting for the outcome trial before switching.',
    '',
    'clean-kol-opinion',
  ],
  [
    '某クリニックの事務長によると、来年度から面会は月1回までに制限されるとのこと。',
    '',
    'clean-anonymised',
  ],
  ['在宅医療の拡大に伴い、貼付剤の需要が伸びています。', '', 'clean-market'],
  [
    'The congress poster on adherence among patients aged 75+ drew a large crowd.',
    '',
    'clean-congress',
  ],
  ['競合品の患者支援プログラムに、看護師による電話フォローが追加されました。', '', 'clean-psp'],
  [
    'Dr. Y plans to present local prescribing data at the autumn study group.',
    '',
    'clean-anonymised',
  ],
  ['院内採用品の見直しは年2回、4月と10月に行われるとのこと。', '', 'clean-formulary'],
  ['自己注射指導に使う練習用キットの在庫が不足しています。', '', 'clean-supply'],
  [
    'The price gap between the brand and the generic is now less than 20 yen per tablet.',
    '',
    'clean-price',
  ],
  [
    '地域の薬剤師会が、残薬調整の取り組み結果を報告書にまとめました。',
    '',
    'clean-pharmacy-initiative',
  ],
  [
    '某院長は、慢性腎臓病の早期発見のための検診受診率向上に取り組んでいます。',
    '',
    'clean-anonymised',
  ],
  ['循環器の学会では、遠隔モニタリングの保険適用が話題の中心でした。', '', 'clean-congress'],
  [
    '市場調査では、50代男性の脂質異常症治療開始率が最も低いという結果でした。',
    '',
    'clean-age-band',
  ],
  ['今週は新製品の説明会を3施設で実施し、計42名の医師が参加しました。', '', 'clean-activity'],
  // ---- ae ----
  [
    'A病院の糖尿病外来で、ゼフィラ錠に切り替えた患者さんのうち1名が2週間後に足のむくみを訴えたそうです。',
    'ae',
    'ae-symptom',
  ],
  [
    '某クリニックでは、リバーロキサバンから他剤へ変更した理由として「鼻出血が続いた患者がいたため」と説明がありました。',
    'ae',
    'ae-switch',
  ],
  [
    'K先生の外来で、ノバリス開始後にALTが35から180まで上がった方がいたとのこと。',
    'ae',
    'ae-lab-value',
  ],
  [
    '薬局で一包化した際に別の患者さんの錠剤が混入し、その患者さんが2日間飲んでしまったと薬剤師から聞きました。',
    'ae',
    'ae-medication-error',
  ],
  [
    '先週、処方医から、メトホルミン併用中の高齢患者が脱水で救急搬送されたという話が出ました。',
    'ae',
    'ae-emergency',
  ],
  [
    'Dr. X mentioned that one of his patients on Cardivex was admitted last month with a slow heart rate.',
    'ae',
    'ae-hospitalisation',
  ],
  [
    '某院長によると、エンパグリフロジン服用中の患者さんが性器感染症で受診したケースが今年2件あったそうです。',
    'ae',
    'ae-infection',
  ],
  [
    '患者さんのご家族から「新しい睡眠薬にしてから夜中に歩き回るようになった」と相談があったと看護師が話していました。',
    'ae',
    'ae-relative-report',
  ],
  [
    '動物病院の先生から、飼い主が自分のロキソプロフェンを犬に与えて嘔吐したとの話を聞きました。',
    'ae',
    'ae-pet',
  ],
  [
    'ルミナス錠を3か月使ってもHbA1cが全く下がらない患者さんがいるため、B先生は増量を検討中。',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    'C病院では、デュロキセチンを減量した後にイライラが強くなった患者がいたとのこと。',
    'ae',
    'ae-behaviour-dose-change',
  ],
  [
    'The pharmacist said a patient brought back a blister of Ostavia with cracked tablets after taking two of them.',
    'ae',
    'ae-quality',
  ],
  [
    '担当エリアの開業医の話では、GLP-1受容体作動薬の開始後に吐き気で続けられなくなった方が3名。',
    'ae',
    'ae-discontinuation',
  ],
  [
    '某クリニックで、前立腺肥大症の治療薬を追加した患者さんの血圧が朝に90台まで下がったそうです。',
    'ae',
    'ae-vital-sign',
  ],
  [
    'ある患者さんが競合品のペン型注入器で2回注入し、倍量打ってしまったと訪問看護師から聞きました。',
    'ae',
    'ae-medication-error',
  ],
  [
    'D先生の患者で、ステロイド内服中に帯状疱疹を発症した方がいたとのことです。',
    'ae',
    'ae-infection',
  ],
  [
    'In the hallway, a nurse told me an elderly patient fell at home the week after starting Somnexa.',
    'ae',
    'ae-nurse-report',
  ],
  [
    'E病院で抗凝固薬を服用していた患者さんが、先月脳出血で亡くなったと伺いました。',
    'ae',
    'ae-death',
  ],
  [
    'ビスホスホネート製剤を中止した理由を尋ねたところ、「顎の痛みを訴えた方がいたから」とのこと。',
    'ae',
    'ae-discontinuation',
  ],
  [
    'F先生が、後発品に切り替えてから効きが悪いと訴える患者が複数いると話していました。',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    "Two of Dr. Y's patients stopped Lipotrel within a month because of muscle pain, he said.",
    'ae',
    'ae-discontinuation',
  ],
  [
    '患者さんの娘さんが、父親がアリピプラゾールを飲み始めてからじっとしていられないと話していたそうです。',
    'ae',
    'ae-relative-report',
  ],
  [
    '某薬局の管理薬剤師によると、ワルファリン服用中の患者でPT-INRが4.8まで上昇した例があったとのこと。',
    'ae',
    'ae-lab-value',
  ],
  [
    '某院長は、新規DPP-4阻害薬で皮疹が出た患者を1名経験し、それ以降は処方を控えているそうです。',
    'ae',
    'ae-symptom',
  ],
  [
    'A patient on Nefrostat saw her potassium climb to 6.1, according to the nephrologist at Hospital C.',
    'ae',
    'ae-lab-value',
  ],
  [
    '高齢の患者さんが1日1回の薬を朝と夕に飲んでいたことが、残薬確認で分かったと薬剤師から聞きました。',
    'ae',
    'ae-medication-error',
  ],
  [
    'G先生のところで、オピオイドの貼付剤を複数枚貼っていた患者さんが傾眠で入院したそうです。',
    'ae',
    'ae-misuse',
  ],
  [
    '糖尿病外来のナースから、インスリン増量後に夜間の低血糖で家族が救急車を呼んだ話を聞きました。',
    'ae',
    'ae-emergency',
  ],
  [
    '某クリニックで、抗菌薬投与中に下痢が続き、C. difficileが検出された患者さんがいたとのこと。',
    'ae',
    'ae-infection',
  ],
  [
    "The clinic manager said one patient's eGFR dropped from 58 to 41 after Renvara was added.",
    'ae',
    'ae-lab-value',
  ],
  [
    '外来看護師の話では、点滴の後に顔が赤くなって息苦しさを訴えた患者さんがいたそうです。',
    'ae',
    'ae-nurse-report',
  ],
  [
    'ノバリス錠からトレリア錠に戻した患者が2名、いずれも「めまいがひどかった」ため。',
    'ae',
    'ae-switch',
  ],
  [
    'H先生によると、抗てんかん薬の減量後に発作が再発した患者さんがいたとのことです。',
    'ae',
    'ae-dose-change',
  ],
  [
    '某病院の薬剤部から、分包品にカビのような斑点が見つかり、患者さんが一部服用済みだったと連絡あり。',
    'ae',
    'ae-quality',
  ],
  [
    "A pharmacist at a chain store told me a customer's cat got sick after licking diclofenac gel off its owner's knee.",
    'ae',
    'ae-pet',
  ],
  [
    '患者さんが自己判断でSGLT2阻害薬を倍量飲んでいたことが受診時に判明したそうです。',
    'ae',
    'ae-misuse',
  ],
  [
    'I先生の外来で、生物学的製剤の投与中に結核を発症した方が1名いたと伺いました。',
    'ae',
    'ae-infection',
  ],
  [
    "After switching to the biosimilar, one of Dr. Z's patients had a flare within six weeks.",
    'ae',
    'ae-lack-of-effect',
  ],
  [
    '訪問看護ステーションの所長から、利用者さんが睡眠薬の変更後に転倒し骨折したと伺いました。',
    'ae',
    'ae-fall',
  ],
  [
    '某クリニックの患者で、抗精神病薬の増量後に体重が3か月で8kg増えた方がいるとのこと。',
    'ae',
    'ae-weight-change',
  ],
  [
    'A diabetologist said a patient on Glucaris measured a blood sugar of 48 at home and had to eat candy.',
    'ae',
    'ae-hypoglycaemia',
  ],
  [
    '先月、J先生の患者さんがADHD治療薬を飲み始めてから食欲がなくなり、体重が減ったそうです。',
    'ae',
    'ae-symptom',
  ],
  [
    '調剤薬局で名称の似た薬が取り違えられ、そのまま患者さんに渡っていたとの話を聞きました。',
    'ae',
    'ae-medication-error',
  ],
  [
    'L病院の血液内科で、経口抗がん剤の服用中に発熱性好中球減少で入院した方がいたとのこと。',
    'ae',
    'ae-hospitalisation',
  ],
  [
    'The nurse mentioned a child was given the vaccine two weeks after its expiry date.',
    'ae',
    'ae-medication-error',
  ],
  [
    '患者さんのお母様が、吸入薬を始めてから子どもの声がかすれていると話していたと薬剤師から。',
    'ae',
    'ae-relative-report',
  ],
  [
    '前任の担当者から、スタチン服用中だった患者さんが横紋筋融解症で亡くなった件を引き継ぎました。',
    'ae',
    'ae-death',
  ],
  [
    'M先生は、降圧薬を3剤使っても血圧が160台から下がらない患者がいると嘆いていました。',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    'A hospital pharmacist reported that a patient received a tenfold dose of insulin due to a transcription error.',
    'ae',
    'ae-medication-error',
  ],
  [
    '某クリニックでは、DOAC開始後に歯肉出血を訴えて休薬した患者さんが1名いたとのこと。',
    'ae',
    'ae-discontinuation',
  ],
  [
    '認知症治療薬の貼付剤で、貼った部位が赤くかぶれて中止した方がいたとケアマネジャーから聞きました。',
    'ae',
    'ae-carer-report',
  ],
  [
    "According to a GP, a patient's heart rate went down to 42 after Cardivex was added to digoxin.",
    'ae',
    'ae-vital-sign',
  ],
  [
    '新薬に変更後、患者さんが「頭がぼーっとする」と言うので元の薬に戻したと某院長。',
    'ae',
    'ae-switch',
  ],
  [
    '抗甲状腺薬を開始した患者さんが咽頭痛と発熱で来院し、白血球が著減していたとのこと。',
    'ae',
    'ae-lab-value',
  ],
  [
    'The investigator at a clinic I visit said one patient in the post-marketing study had a seizure last week.',
    'ae',
    'ae-symptom',
  ],
  [
    '妊娠に気づかずにバルプロ酸を服用していた患者さんがいたと、N先生から相談を受けました。',
    'ae',
    'ae-pregnancy-exposure',
  ],
  [
    'My colleague heard that a patient on Somnexa nodded off at the wheel and had a minor accident.',
    'ae',
    'ae-symptom',
  ],
  // ---- id ----
  [
    '佐伯内科クリニックでは、来月からDPP-4阻害薬の採用をゼフィラ錠に一本化するそうです。',
    'id',
    'id-facility',
  ],
  [
    '山根先生は、次回の地域連携カンファレンスでSGLT2阻害薬の使い分けを講演予定。',
    'id',
    'id-surname-title',
  ],
  [
    'Dr. Nakagawa at Minato General Hospital now prefers once-weekly GLP-1 for new starts.',
    'id',
    'id-name-facility',
  ],
  ['北条台中央病院の薬事審議会で、競合品のバイオシミラーが採用されました。', 'id', 'id-facility'],
  [
    '竹内様から、次回の勉強会は2月第2週が都合が良いと連絡をいただきました。',
    'id',
    'id-surname-sama',
  ],
  ['みどり調剤薬局の駅前店では、後発品への切り替えが9割を超えたそうです。', 'id', 'id-pharmacy'],
  [
    '循環器内科の石原部長は、心不全の早期介入について強い関心を示していました。',
    'id',
    'id-surname-title',
  ],
  ['Nurse Fujimoto asked for more patient leaflets on inhaler technique.', 'id', 'id-nurse'],
  [
    '藤田さくら訪問看護ステーションの利用者数は、昨年から1.5倍に増えたと聞きました。',
    'id',
    'id-nursing-station',
  ],
  [
    '大森ハートクリニック院長の村井先生は、競合他社の講演会に月2回登壇している模様。',
    'id',
    'id-name-facility',
  ],
  [
    'Ms. Keiko Hoshino, the head pharmacist, confirmed the new formulary starts in April.',
    'id',
    'id-full-name',
  ],
  ['松浦院長は、来期から在宅医療に力を入れる方針とのこと。', 'id', 'id-surname-title'],
  [
    'ひまわりの丘ケアホームでは、嚥下しやすい剤形への変更要望が増えています。',
    'id',
    'id-care-home',
  ],
  [
    '青葉台東クリニックの事務長から、MRの訪問は予約制に変更すると通知がありました。',
    'id',
    'id-facility',
  ],
  ['小野寺所長の話では、保健所主催の糖尿病予防イベントが秋に開催予定。', 'id', 'id-surname-title'],
  [
    'I met Dr. Ryo Kashiwagi at the booth; he is interested in the real-world data on Ostavia.',
    'id',
    'id-full-name',
  ],
  ['競合のMRが、西川総合病院の腎臓内科に新薬の説明会を申し込んだようです。', 'id', 'id-facility'],
  ['高木クリニックでは、オンライン診療の比率が全体の2割程度とのこと。', 'id', 'id-facility'],
  [
    '森田さんからの問い合わせを受け、製品説明会のスライドを再送付しました。',
    'id',
    'id-surname-san',
  ],
  [
    'Kawaguchi-san at the wholesaler said the shipment schedule will shift by a week.',
    'id',
    'id-surname-san',
  ],
  [
    '長谷川薬局の管理薬剤師が、地域フォーミュラリー委員会の委員に就任されました。',
    'id',
    'id-pharmacy',
  ],
  ['宮下先生（北浜整形外科）は、骨粗鬆症の二次骨折予防に熱心です。', 'id', 'id-name-facility'],
  ['The new diabetes centre at St. Aoi Memorial Hospital opens in June.', 'id', 'id-facility'],
  ['吉岡雅人先生が、県の糖尿病対策推進会議の座長に選ばれました。', 'id', 'id-full-name'],
  [
    "Dr. Matsumoto's clinic is switching its electronic prescribing system next month.",
    'id',
    'id-surname-title',
  ],
  [
    '桜川台老人保健施設では、ポリファーマシー対策として薬剤数の見直しが進んでいます。',
    'id',
    'id-care-home',
  ],
  [
    '今週、東雲メディカルクリニックの院長と面談し、新規採用について前向きな回答を得ました。',
    'id',
    'id-facility',
  ],
  [
    'Pharmacist Tomoko Arai from Kohoku Pharmacy will join the advisory board.',
    'id',
    'id-full-name',
  ],
  ['内田看護師長から、患者向け冊子の追加送付の依頼がありました。', 'id', 'id-surname-title'],
  [
    'Professor Shinohara will chair the heart failure session at the spring congress.',
    'id',
    'id-surname-title',
  ],
  // ---- ae+id ----
  [
    '佐伯内科クリニックで、ゼフィラ錠を始めた患者さんが低血糖で救急受診したそうです。',
    'ae+id',
    'aeid-facility-emergency',
  ],
  [
    'Dr. Hashimoto said one of his patients on Lipotrel developed jaundice last month.',
    'ae+id',
    'aeid-surname-symptom',
  ],
  [
    '山根先生の患者さんが、抗凝固薬の服用中に転倒して頭部を打ち、入院されたとのこと。',
    'ae+id',
    'aeid-surname-hospitalisation',
  ],
  [
    '北浜薬局の薬剤師が、患者さんに別の規格の錠剤を渡してしまい、ふらつきが出たと話していました。',
    'ae+id',
    'aeid-pharmacy-medication-error',
  ],
  [
    'Nurse Kobayashi told me a resident at Hinode Care Home had a rash after the new antibiotic.',
    'ae+id',
    'aeid-nurse-care-home',
  ],
  [
    '村井院長の外来で、生物学的製剤の切り替え後に症状が再燃した方が2名いたと伺いました。',
    'ae+id',
    'aeid-surname-lack-of-effect',
  ],
  [
    '西川総合病院の救急外来に、睡眠薬の過量服薬で運ばれた患者が今月3名いたと聞きました。',
    'ae+id',
    'aeid-facility-overdose',
  ],
  [
    '患者の田中花子さんが、吸入ステロイドを始めてから口の中が白くなったと話していたそうです。',
    'ae+id',
    'aeid-full-name-symptom',
  ],
  [
    'At Minato General Hospital, a patient died of pancreatitis while on Glucaris, according to the pharmacy director.',
    'ae+id',
    'aeid-facility-death',
  ],
  [
    '高木先生から、降圧薬の変更後にカリウムが5.9に上がった患者がいると連絡がありました。',
    'ae+id',
    'aeid-surname-lab-value',
  ],
  [
    'Mrs. Ishida told the pharmacist her husband stopped taking Cardivex because he felt dizzy.',
    'ae+id',
    'aeid-relative-discontinuation',
  ],
];
