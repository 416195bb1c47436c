import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 9: minds and nerves (MR notes on psychiatry and neurology — antipsychotics, antidepressants, antiepileptics, dementia, sleep, ADHD, Parkinson's, migraine —
 * with behaviour changes told by relatives and carers, drug levels, interactions and ordinary business notes), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_MINDS: readonly Row[] = [
  // ---- clean (Japanese) ----
  ['ハロペリドール注の在庫、卸の倉庫で残り12箱。来週火曜に追加納品よてい。', '', 'stock'],
  [
    '来月から精神科病棟向けの新しい説明資材(アカシジア評価スケール付き)が使用可能になるとのこと、支店会議で共有。',
    '',
    'materials',
  ],
  [
    '副作用を把握した場合は24時間以内に安全管理部へ一報、という社内手順を新人MRに再説明した。',
    '',
    'reporting-procedure',
  ],
  [
    '添付文書改訂：バルプロ酸製剤の「重要な基本的注意」に妊娠可能年齢の女性への説明が追記。改訂のお知らせを持参して配布予定。',
    '',
    'label-revision',
  ],
  [
    'K先生より一般的な質問：ラモトリギンの皮疹は開始何週目くらいに多いのか。次回、インタビューフォームの該当頁を持参する。',
    '',
    'general-question-anonymised',
  ],
  [
    'もし高齢の方が眠剤を2回分飲んでしまったらどう対応すべきか、という仮定の質問を薬局で受けた。学術に確認して回答予定。',
    '',
    'hypothetical-question',
  ],
  [
    '国内第III相試験での体重増加(7%以上)の発現率は約6%、プラセボ群は2%。説明会用スライドの数字を修正。',
    '',
    'trial-statistics',
  ],
  [
    'ご家族の話では、服薬開始から夜間に大声を出すことがなくなり、デイにも機嫌よく通えているとのこと。',
    '',
    'improvement-bpsd',
  ],
  [
    'A病院の薬事委員会、次回は11月第2水曜。抗アミロイド抗体の導入体制が議題とのこと。',
    '',
    'formulary-anonymised',
  ],
  [
    '某クリニックでは片頭痛の予防に抗CGRP抗体の処方が増えている印象。市場動向として報告。',
    '',
    'market-observation',
  ],
  [
    '20代の患者層ではADHD治療薬の切り替え相談が多いと聞く。エリア全体の傾向として記録。',
    '',
    'age-segment',
  ],
  [
    '65歳以上の不眠症患者ではオレキシン受容体拮抗薬の選択が増加傾向、という調査データを共有。',
    '',
    'population-data',
  ],
  ['在庫確認：レベチラセタム500mg錠、B薬局では来週まで欠品の見込みなし。', '', 'stock-anonymised'],
  ['病棟師長から、持参薬鑑別の資料をもう一部欲しいと依頼あり。明日届ける。', '', 'job-title-only'],
  ['Dr.より、TDMの採血タイミング(トラフ値)についての説明資料を依頼された。', '', 'tdm-materials'],
  ['社内eラーニング「悪性症候群の早期発見」、今月末までに受講必須。', '', 'training'],
  [
    '認知症治療薬パッチの貼付部位ローテーション指導箋を改訂。旧版は営業所で回収して廃棄。',
    '',
    'materials-revision',
  ],
  ['ケアマネ向け勉強会の日程調整中、候補は10/8か10/15。', '', 'schedule'],
  ['後発品への切替で当社品の処方が減少、ただし院内採用は継続の見込み。', '', 'formulary'],
  [
    'パーキンソン病の患者会アンケート：すくみ足に困っている人が約4割。一般的な統計として資料化を検討。',
    '',
    'survey-statistics',
  ],
  [
    '講演会のご案内：11月16日(土)15時〜、ホテルグランヴェール岐阜にて、城北大学脳神経内科 真鍋悠介先生「高齢者てんかんの診断と治療」。ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    'Web講演会ご案内：12/3(火)19時より、講師 小田切千夏先生「双極性障害の維持療法」。視聴URLは別途お送りします。',
    '',
    'web-lecture-invitation',
  ],
  [
    'ご案内：地域連携セミナー「BPSDへの非薬物的アプローチ」、1月25日、市民会館大ホールにて開催。多職種の皆様のご参加をお待ちしております。',
    '',
    'seminar-invitation',
  ],
  [
    'クロザピン導入予定施設に血液モニタリング手順の概要を説明。個別症例の話は出なかった。',
    '',
    'monitoring-procedure',
  ],
  ['せん妄と認知症の鑑別について一般論として質問あり。回答は学術経由で。', '', 'general-question'],
  [
    '製品説明会で、リチウムとNSAIDs併用時に血中濃度が上がり得る点を強調した。',
    '',
    'interaction-education',
  ],
  ['MR認定試験の勉強会、土曜午前。参加者5名。', '', 'internal-training'],
  ['睡眠薬の長期処方に関する診療報酬上の制限について、院長が気にしていた。', '', 'reimbursement'],
  ['抗てんかん薬のドライシロップ剤形の発売時期を聞かれ、未定と回答。', '', 'product-question'],
  ['先月の同行訪問で上司から、面談記録は事実と推測を分けて書くよう指導された。', '', 'coaching'],
  [
    '片頭痛の急性期治療薬、ドラッグストアの棚で競合品のPOPがやたら目立つ。',
    '',
    'market-observation',
  ],
  [
    '「飲み忘れたら次の回から再開」と説明してよいか薬剤師に聞かれ、添付文書の記載箇所を案内した。',
    '',
    'general-question',
  ],
  ['医局説明会、昼12:30から15分枠。弁当は20個手配済み。', '', 'logistics'],
  [
    'ドパミンアゴニストの衝動制御障害について、患者向け冊子に注意喚起ページを追加する方針。',
    '',
    'materials',
  ],
  [
    '仮に妊娠がわかった場合の抗てんかん薬の扱いを一般論として質問された。妊娠登録制度の資料を後日渡す。',
    '',
    'hypothetical-question',
  ],
  [
    'ADHD治療薬の流通管理システムへの登録手続き、薬局側の不明点を整理して回答。',
    '',
    'distribution-control',
  ],
  [
    '病棟のNsから眠前薬の一包化について問い合わせ。何か起きたわけではなく運用の相談。',
    '',
    'operational-question',
  ],
  [
    '先週から飲み始めた方、ご家族によれば「表情が明るくなって散歩に行くようになった」とのこと。',
    '',
    'improvement-depression',
  ],
  ['ドネペジル後発品の価格改定の影響で、エリア売上は前年比−8%。', '', 'sales'],
  ['QT延長に関する注意喚起文書を精神科3施設に配布完了。', '', 'safety-info-distribution'],
  ['抗精神病薬の多剤併用からの減量ガイド、来期の勉強会テーマ候補に挙げた。', '', 'planning'],
  ['睡眠日誌のテンプレートを作成、外来で使ってもらえるか打診予定。', '', 'materials'],
  ['頭痛外来の予約は3か月待ちとのこと、紹介先の情報として記録。', '', 'referral-info'],
  ['デモ用の注射手技トレーナーが1台破損していたので営業所に返却。', '', 'demo-device'],
  ['卸の担当者から年末年始の配送スケジュール表を受領。', '', 'logistics'],
  [
    '当社製品のロット番号の見方を薬局向けに説明。苦情があったわけではない。',
    '',
    'lot-number-explanation',
  ],
  [
    '「認知症の薬はいつまで続けるべきか」という家族会からの一般的な質問を持ち帰り。',
    '',
    'general-question',
  ],
  ['てんかん啓発月間に合わせ、待合室へのポスター掲示の許可をもらった。', '', 'awareness'],
  ['レストレスレッグス症候群の診断基準について、若手Drに簡単なレクチャーをした。', '', 'education'],
  ['CMさんから、服薬カレンダーの見本がほしいと言われた。', '', 'materials-request'],
  ['治験の症例登録は予定数に到達、新規の組み入れは終了。', '', 'clinical-trial'],
  [
    'Dr. Xのところでは、抗うつ薬の初回処方は2週間分までという院内ルールがあるらしい。',
    '',
    'prescribing-rule-anonymised',
  ],
  [
    '前回の面談で体重測定の頻度を聞かれたので、推奨(開始後は毎月)を説明した。',
    '',
    'monitoring-question',
  ],
  [
    '悪性症候群・セロトニン症候群・離脱症状の違いをまとめた一覧表を作成中。来週レビュー。',
    '',
    'safety-dense-no-event',
  ],

  // ---- clean (English) ----
  [
    'Stock check: lamotrigine 25 mg starter packs low at the wholesaler, reorder placed for Thursday.',
    '',
    'stock',
  ],
  [
    'Reminder from the PV team: any adverse event heard in the field must be forwarded within one business day, including ones mentioned in passing.',
    '',
    'reporting-procedure',
  ],
  [
    'Dr. X asked, in general terms, how often hyponatraemia is seen with oxcarbazepine in older adults.',
    '',
    'general-question-anonymised',
  ],
  [
    'Hypothetical from a pharmacist: what should a carer do if a rivastigmine patch falls off in the bath? Will send the product Q&A.',
    '',
    'hypothetical-question',
  ],
  [
    'Updated leaflet on clozapine blood monitoring approved by medical review; printing next week.',
    '',
    'materials',
  ],
  [
    'Market note: patients in their 20s make up a growing share of ADHD prescriptions in the region.',
    '',
    'age-segment',
  ],
  [
    'Invitation: Sleep Medicine Evening, 14 November, 7 pm, Riverside Conference Hall, speaker Prof. Helena Marsh. All ward staff are welcome to attend.',
    '',
    'lecture-invitation',
  ],
  [
    'Formulary committee at Hospital B deferred the decision on the new antipsychotic depot until spring.',
    '',
    'formulary-anonymised',
  ],
  [
    'Training completed: recognising serotonin syndrome, neuroleptic malignant syndrome and lithium toxicity (e-learning, 45 min).',
    '',
    'training',
  ],
  [
    'Pivotal trial data: somnolence 11% vs 4% on placebo; slide deck corrected to match the label.',
    '',
    'trial-statistics',
  ],
  [
    'The ward manager wants two extra copies of the EPS rating card for new staff.',
    '',
    'job-title-only',
  ],
  [
    'Carer reported that since starting the medicine her husband sleeps through the night and is calmer in the afternoons.',
    '',
    'improvement-sleep',
  ],
  [
    'Meeting with the regional manager moved to Friday 10:00; agenda is Q3 targets for the migraine portfolio.',
    '',
    'schedule',
  ],
  [
    'Competitor launched a once-monthly injection for migraine prevention; neurologists seem curious but cautious.',
    '',
    'market-observation',
  ],
  [
    'Asked about the valproate-lamotrigine interaction in general; walked through the titration table in the package insert.',
    '',
    'interaction-question',
  ],
  [
    'Package insert revision: new warning on complex sleep behaviours added for the Z-drug class; distributing the notice this week.',
    '',
    'label-revision',
  ],
  [
    'Pharmacy B asked how to read the expiry code on our blister packs; no complaint involved.',
    '',
    'product-question-anonymised',
  ],
  [
    'Schedule: Monday dementia clinic visits, Wednesday depot training, Friday admin and expenses.',
    '',
    'schedule',
  ],
  [
    'Dr. Y would like a one-page summary of TDM target ranges for the main antiepileptics.',
    '',
    'tdm-materials',
  ],
  [
    'Sales for the orexin antagonist up 12% quarter on quarter in the northern territory.',
    '',
    'sales',
  ],
  [
    'Question from a care home team about crushing tablets in general; advised them to check with their pharmacist and the product information.',
    '',
    'general-question',
  ],
  [
    "Stat shared at the branch meeting: roughly one in three people with Parkinson's develop visual hallucinations over the course of the disease.",
    '',
    'disease-statistics',
  ],

  // ---- ae (Japanese) ----
  [
    '家族より：父が夜中に冷蔵庫をあさって食べていたが、本人は朝まったく覚えていない。眠剤を変えてからとのこと。',
    'ae',
    'sleep-related-eating',
  ],
  [
    'Pt、アゴニスト増量後から競馬に使う額が急に増え、奥様が通帳を預かるようになったと外来Nsより。',
    'ae',
    'gambling-impulse-control',
  ],
  ['バルプロ酸濃度 132μg/mL(トラフ)。Dr判断で次回から減量。', 'ae', 'drug-level-dose-reduced'],
  [
    'リチウム服用中の方、下痢と手のふるえが続いて救急搬送、濃度2.1だったと病棟から。',
    'ae',
    'lithium-toxicity',
  ],
  [
    'CMさん情報：ドネペジル開始後に食事量が半分になり、2か月で4kg減。',
    'ae',
    'weight-loss-told-by-cm',
  ],
  [
    '施設で夕食後、隣の部屋の入居者の眠前薬を誤って飲ませてしまったと介護職員から。翌朝までふらつきあり。',
    'ae',
    'wrong-patient-error',
  ],
  [
    'リバスチグミンパッチ、前日分を剥がさずに毎日貼り足していたことが判明。背中に4枚貼ってあった。',
    'ae',
    'patch-misuse',
  ],
  ['クロザピン導入3週目、枕がびっしょり濡れるほどよだれが出ると母親から。', 'ae', 'drooling'],
  ['EPSが出たためリスペリドンからアリピプラゾールへ変更したとDrより。', 'ae', 'switch-due-to-eps'],
  [
    'アリピプラゾール開始後、足踏みが止まらず座っていられない様子だとデイの職員。',
    'ae',
    'restlessness-witness',
  ],
  ['オランザピン内服中、HbA1cが6.0→7.8へ。内科に紹介となった。', 'ae', 'lab-value-glucose'],
  ['QTc 512ms で心電図チェックにひっかかり、Drは抗うつ薬を中止。', 'ae', 'qt-prolongation-stopped'],
  [
    'ラモトリギン漸増中に口の中がただれて、皮膚科受診後そのまま入院したと薬剤師から聞いた。',
    'ae',
    'mucosal-reaction-hospitalised',
  ],
  ['カルバマゼピン服用中の方、Na 124で意識がぼんやりして入院。', 'ae', 'hyponatraemia'],
  [
    'レベチラセタム開始後、息子が急に怒りっぽくなり壁に穴をあけた、とご家族。',
    'ae',
    'irritability-family',
  ],
  [
    'トピラマート服用の方が腎結石で泌尿器科にかかったという話を、外来で小耳にはさんだ。',
    'ae',
    'in-passing-kidney-stone',
  ],
  ['ゾニサミドで汗をかかなくなり、夏場に体温38度台。主治医が減量を検討中。', 'ae', 'hypohidrosis'],
  [
    'スマトリプタン点鼻を使っても発作が全然おさまらない、と患者さんが薬局でこぼしていたそう。',
    'ae',
    'lack-of-effect',
  ],
  ['トリプタンを月20回以上使っていて、毎朝頭痛で目が覚めるとのこと。', 'ae', 'overuse-headache'],
  [
    'メチルフェニデートが処方日数より早くなくなると母親が訴え、本人が友人に譲っていた疑い。',
    'ae',
    'diversion',
  ],
  [
    '2つのクリニックから同じ睡眠薬をもらって貯め込んでいたことが、お薬手帳の確認で発覚。',
    'ae',
    'hoarding',
  ],
  [
    '朝の分と夕の分を取り違え、夕方に抗てんかん薬を2回分のんでしまった。眠気が強くて一日寝ていたと。',
    'ae',
    'double-dose',
  ],
  [
    'エスシタロプラム開始2週目、「死にたい気持ちが強くなった」と訴えて臨時受診。',
    'ae',
    'suicidal-ideation',
  ],
  [
    'SSRIをやめた後、めまいと耳鳴り、頭の中がビリッとする感じが1週間続いたとPt。',
    'ae',
    'discontinuation-symptoms',
  ],
  [
    'デュロキセチンとトラマドール併用中に発汗・震え・高熱、セロトニン症候群疑いで救急へ。',
    'ae',
    'interaction-serotonin',
  ],
  [
    'ミルタザピン服用の方、半年で体重が9kg増えて服を全部買い替えたと笑っていたが、Drは変更を検討。',
    'ae',
    'weight-gain',
  ],
  ['ベンゾ減量中の方、夜間トイレに行く途中で転倒し大腿骨を骨折。', 'ae', 'fall-fracture'],
  ['抑肝散併用中、血清カリウムが2.9まで下がり、足に力が入らないと。', 'ae', 'hypokalaemia'],
  [
    'メマンチン増量の翌週から、日中ずっとうとうとしてデイのレクに参加できないとCM。',
    'ae',
    'somnolence-told-by-cm',
  ],
  [
    'ガランタミンを飲むと毎朝吐いてしまうので、ご家族の判断で飲ませるのをやめているとのこと。',
    'ae',
    'vomiting-stopped-by-family',
  ],
  [
    'L-ドパ内服中、夜中に「知らない子どもが部屋にいる」と言い出した、と娘さん。',
    'ae',
    'hallucination',
  ],
  [
    'パーキンソン病の方、オフが強くなって薬が効いている時間が1時間くらいしかないとのこと。',
    'ae',
    'wearing-off',
  ],
  [
    'ロチゴチンの貼付部位が真っ赤に腫れて水ぶくれになり、皮膚科で塗り薬をもらった。',
    'ae',
    'application-site-reaction',
  ],
  [
    'ハロペリドール注射のあと、首が後ろにそり返ったまま戻らなくなったと病棟Nsから。',
    'ae',
    'acute-dystonia',
  ],
  ['持効性注射の翌日から高熱と筋肉のこわばり、CK 8,900。', 'ae', 'nms-lab-value'],
  [
    '薬局で一包化した袋に別の患者さんの錠剤が1錠混じっていた。本人が飲む前に家族が気付いた。',
    'ae',
    'dispensing-error-near-miss',
  ],
  [
    'PTPシートの1ポケットが空で、隣のポケットに2錠入っていたとの苦情。患者は気付かずに2錠服用したかも。',
    'ae',
    'quality-defect-touched-patient',
  ],
  [
    '錠剤の色がいつもと違い変なにおいがする、と患者さん。すでに数日分のんでしまっている。',
    'ae',
    'quality-complaint',
  ],
  ['飼い犬が飼い主の睡眠薬を数錠たべてしまい、千鳥足になって動物病院へ。', 'ae', 'animal-exposure'],
  [
    'ブレクスピプラゾール開始後、夜中に何度も起きて家の中を歩き回る、と奥さん。',
    'ae',
    'night-restlessness',
  ],
  [
    'クエチアピン服用中の方、立ち上がった時にふっと意識が遠のき、血圧が80台だった。',
    'ae',
    'orthostatic-hypotension',
  ],
  [
    'アトモキセチン服用中、食欲がなく給食をほとんど残していると担任から母親経由で連絡。',
    'ae',
    'appetite-loss-teacher',
  ],
  ['グアンファシン開始後に脈拍が50を切り、学校で倒れかけた。', 'ae', 'bradycardia'],
  [
    'レンボレキサント服用後、金縛りのような怖い夢が続くため自己判断で中断していた。',
    'ae',
    'nightmares-self-stopped',
  ],
  ['フェニトイン濃度28、歩くとよろけると訪問看護師さん。', 'ae', 'toxic-level-ataxia'],
  [
    'Pt死亡、詳細は不明。主治医が経過を確認中とのこと。抗精神病薬を長期服用していた。',
    'ae',
    'death',
  ],
  [
    '先週の外来で、ドネペジル内服中の方が HR 42 で失神し、ペースメーカーを検討していると耳にした。',
    'ae',
    'syncope-in-passing',
  ],

  // ---- ae (English) ----
  [
    "Daughter says her dad has been wandering the house at 3 am and doesn't remember it; he started a new sleeping tablet last month.",
    'ae',
    'sleepwalking',
  ],
  [
    'Pt on pramipexole bought four guitars online in one month; wife found the card statements.',
    'ae',
    'compulsive-buying',
  ],
  ['Valproate level came back at 145, neuro halved the dose.', 'ae', 'drug-level-dose-reduced'],
  [
    'Ward nurse mentioned a patient on clozapine whose ANC dropped to 1.2; drug put on hold.',
    'ae',
    'neutropenia',
  ],
  [
    'Pharmacist told me a customer has been taking double the prescribed zolpidem because "one stopped working".',
    'ae',
    'overuse-lack-of-effect',
  ],
  [
    'Community pharmacist suspects one of their ADHD patients is selling capsules at school.',
    'ae',
    'diversion',
  ],
  [
    'Care home gave the evening donepezil twice after a handover mix-up; resident vomited overnight.',
    'ae',
    'double-dose-care-home',
  ],
  [
    'A carer cut the rotigotine patch in half to "halve the dose" without asking anyone.',
    'ae',
    'patch-misuse',
  ],
  [
    'Migraine patient says the new preventive did nothing after three months, headache days still 14 a month.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Lithium plus a new ACE inhibitor from the GP: level up to 1.9, confused, admitted.',
    'ae',
    'interaction-admission',
  ],
  [
    'Very drowsy and confused within an hour of the olanzapine depot; kept under observation for six hours.',
    'ae',
    'post-injection-sedation',
  ],
  [
    'Weight up 11 kg in five months on quetiapine, GP asked for a switch.',
    'ae',
    'weight-gain-switch',
  ],
  [
    'Mother of an ADHD patient says he picks at his skin constantly since the dose went up.',
    'ae',
    'behaviour-change',
  ],
  [
    'Carer says her husband has started drooling and shuffling since risperidone was added for agitation.',
    'ae',
    'eps-told-by-carer',
  ],
  [
    'Fell twice this week after the trazodone was increased, according to the visiting nurse.',
    'ae',
    'falls',
  ],
  [
    'Sodium 121 on carbamazepine; patient was found confused in the corridor.',
    'ae',
    'hyponatraemia',
  ],
  [
    'New batch of oral solution had visible particles; two doses were already given before the nurse noticed.',
    'ae',
    'quality-defect',
  ],
  [
    'Heard in passing at the congress booth that a patient on the depot was admitted with priapism.',
    'ae',
    'in-passing-admission',
  ],
  [
    'Patient stopped the SNRI on her own because night sweats were soaking the sheets.',
    'ae',
    'self-discontinuation',
  ],
  [
    'Ward reported a patient on lamotrigine with a spreading rash and fever; drug stopped and dermatology called.',
    'ae',
    'rash-stopped',
  ],

  // ---- id (Japanese) ----
  [
    'さくら坂メンタルクリニックの受付で、院内処方の新しい運用について説明を受けた。',
    'id',
    'clinic-name',
  ],
  [
    '訪問看護ステーションひだまりの管理者・宮内さんと来月の勉強会の内容を打合せ。',
    'id',
    'nursing-station-and-person',
  ],
  ['薬局しらかば堂に認知症治療薬の貼付指導箋を30部納品。', 'id', 'pharmacy-name'],
  ['グループホームあおばの杜へ服薬カレンダーを届けた。', 'id', 'care-home-name'],
  ['デイサービスこもれびの看護師、江藤さんから資材の追加依頼。', 'id', 'day-care-and-person'],
  ['70代女性、薬価の理由で当社の睡眠薬へ切替とDrより。', 'id', 'age-sex-no-event'],
  ['40代男性の新患にADHD治療薬を開始予定と聞いた。', 'id', 'age-sex-no-event'],
  [
    '昨日の地域連携会議で、脳神経内科の堀之内部長が頭痛外来の新設を発表した。',
    'id',
    'meeting-report-named',
  ],
  ['沢渡師長(3階東病棟)から、夜勤帯の問い合わせ窓口を教えてほしいと。', 'id', 'nurse-manager-name'],
  ['小野寺瑞穂先生、来年4月から開業予定とのこと。', 'id', 'full-name'],
  ['みなと台ファミリー薬局の管理薬剤師・桐生さんが異動。後任は未定。', 'id', 'pharmacy-and-person'],
  ['介護老人保健施設ゆうあい苑の多職種カンファに同席させてもらった。', 'id', 'care-facility-name'],
  ['県立東浜医療センター精神科、外来ブースの場所が変わっていた。', 'id', 'hospital-name-no-byoin'],
  [
    '先日の講演会、演者の綾部先生の「抗精神病薬の減量」のスライドが好評だった。',
    'id',
    'lecture-report-named',
  ],
  ['ケアマネの久留米さんより、担当利用者向けのパンフを追加で10部依頼。', 'id', 'care-manager-name'],
  ['もりのこどもクリニックの秋月院長にADHD薬の流通管理手続きを説明。', 'id', 'clinic-and-director'],
  [
    '50代女性、片頭痛の予防注射を希望して来院予定、とクリニックの事務から。',
    'id',
    'age-sex-no-event',
  ],
  ['樋口康平Drとアポ取得、来週木曜17時。', 'id', 'full-name-appointment'],
  ['つつじヶ丘睡眠呼吸センターの見学を申し込んだ。', 'id', 'sleep-centre-name'],
  [
    '80代男性、ご家族の希望で貼付剤から内服へ変更予定(貼り替えが手間という理由)。',
    'id',
    'age-sex-convenience-switch',
  ],
  ['市立北見台病院DI室の野々村さんに改訂文書を手渡し。', 'id', 'hospital-and-pharmacist'],
  [
    '居宅介護支援事業所はなみずきを訪問したが担当者不在、資料のみ置いてきた。',
    'id',
    'care-office-name',
  ],
  ['Dr.柏葉よりTDMの院内測定項目一覧をもらった。', 'id', 'doctor-name-mixed'],
  [
    '研究会の懇親会で、菅生先生と門倉先生が抗てんかん薬の後発品切替について意見交換していた。',
    'id',
    'meeting-report-named',
  ],
  ['地区薬剤師会の井筒会長に年末のご挨拶。', 'id', 'association-head-name'],
  ['30代女性、妊娠を考えていて抗てんかん薬について相談に来るとDrより。', 'id', 'age-sex-no-event'],
  ['医療法人清流会かわせみ病院の精神科病棟、来週から面会制限を解除。', 'id', 'hospital-name'],

  // ---- id (English) ----
  [
    'Met Dr. Priya Venkataraman at Lakeside Neurology Clinic; she wants more migraine diary pads.',
    'id',
    'doctor-and-clinic',
  ],
  [
    'Nurse Halloran at the Elmwood memory service asked for more patch application guides.',
    'id',
    'nurse-name',
  ],
  [
    'Harbourview Community Pharmacy agreed to host a carer information evening next term.',
    'id',
    'pharmacy-name',
  ],
  [
    'A man in his 60s was moved onto our antidepressant because the old one is being discontinued by its maker.',
    'id',
    'age-sex-supply-switch',
  ],
  [
    'Woman in her 30s starting lamotrigine next week, per the epilepsy nurse.',
    'id',
    'age-sex-no-event',
  ],
  [
    "Lunch meeting with Dr. Okonkwo and the pharmacy team at St. Brendan's went well; formulary review in March.",
    'id',
    'doctor-and-hospital',
  ],
  [
    'Ms. Fairweather, the care manager at Willowbrook Lodge, needs the updated dosing cards.',
    'id',
    'care-manager-and-home',
  ],
  [
    "Notes from yesterday's regional psychiatry forum: Prof. Lindqvist presented outcomes of their depot programme.",
    'id',
    'meeting-report-named',
  ],
  [
    'Greenhill Day Centre manager Tom Ashworth wants a talk on sleep hygiene for families.',
    'id',
    'day-centre-and-person',
  ],
  [
    'Dr. Moreau at Brightwater Sleep Clinic is retiring in June; a partner is taking over the practice.',
    'id',
    'doctor-and-clinic',
  ],
  [
    "Called Castlegate Visiting Nurse Station to rearrange Tuesday's session.",
    'id',
    'nursing-station-name',
  ],

  // ---- ae+id (Japanese) ----
  [
    'みずほ台調剤薬局の薬剤師さんから：睡眠薬を決められた倍の量で飲んでいる方がいて、早めの受診が続いているとのこと。',
    'ae+id',
    'pharmacy-misuse',
  ],
  [
    '80代女性、ドネペジル服用中に夜間のせん妄が悪化し、家族が夜通し付き添っている。',
    'ae+id',
    'age-sex-delirium',
  ],
  [
    '黒須先生によると、クロザピン服用中の患者で白血球が2,800まで下がり休薬したとのこと。',
    'ae+id',
    'doctor-named-wbc-drop',
  ],
  [
    'グループホームつばさの職員から、入居者がペロスピロン開始後に転倒を繰り返していると連絡。',
    'ae+id',
    'care-home-falls',
  ],
  [
    '60代男性、プラミペキソール内服中に運転中突然眠り込み、ガードレールに接触。',
    'ae+id',
    'age-sex-sudden-sleep',
  ],
  [
    '訪問看護ステーションあかりの三上さん：貼付剤が二重に貼られていたのを見つけて剥がしたと報告あり。',
    'ae+id',
    'nursing-station-patch-error',
  ],

  // ---- ae+id (English) ----
  [
    'Dr. Castellano at Northgate Hospital mentioned a patient who became manic within days of starting the new antidepressant.',
    'ae+id',
    'doctor-named-mania',
  ],
  [
    'A woman in her 70s fell and fractured her wrist a week after her zopiclone dose was raised.',
    'ae+id',
    'age-sex-fall',
  ],
  [
    'Nurse Delacroix from Orchard House care home says a resident on haloperidol has become stiff and keeps drooling.',
    'ae+id',
    'nurse-named-eps',
  ],
];
