import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 2: entries from weekly reports on specialty areas (dermatology,
 * ophthalmology, urology, women's health, dentistry, psychiatry and sleep, respiratory and allergy,
 * rheumatology, vaccines, drugstores), about 70% Japanese; written by a helper who had seen neither
 * the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43": this
 * set's guide also said a patient's age with sex counts as an identifier, and that the improvement a
 * drug is for is not an event), while rules v5 were being written. Measured once with rules v5 as
 * they stood (a development set: its misses were then read, so it is training material now).
 */
export const FRESH_SPECIALTY: readonly Row[] = [
  // ---------------- clean ----------------
  ['ニキビ治療薬の市場で、他社の新しい外用配合剤が伸びているとの印象。', '', 'clean-competitor'],
  [
    'アトピー性皮膚炎向けのJAK阻害薬について、A病院皮膚科では院内採用の審議が来月に予定されている。',
    '',
    'clean-formulary',
  ],
  [
    '乾癬の生物学的製剤の切り替え基準について、K先生から一般論として「患者の通院負担も考慮すべき」との意見があった。',
    '',
    'clean-doctor-opinion',
  ],
  [
    'Competitor reps are detailing a new topical for rosacea, with heavy sampling across the Kansai region.',
    '',
    'clean-competitor',
  ],
  [
    '「かゆみ」「赤み」が主訴となるアトピー性皮膚炎の保湿指導資材を増刷してほしいとの要望あり。',
    '',
    'clean-material-request',
  ],
  [
    'ドライアイ点眼剤ルミナティアの１５本入り包装の出荷調整は、今月末で解除予定。',
    '',
    'clean-supply',
  ],
  [
    '緑内障点眼の配合剤について、某クリニックでは後発品への切り替えを検討中とのこと。',
    '',
    'clean-generic-switch',
  ],
  [
    'Question from a retina department: is Visoreline compatible with contact lens wear according to the label? Need an MI answer.',
    '',
    'clean-product-question',
  ],
  [
    '加齢黄斑変性の抗VEGF薬の投与間隔について、学会では延長レジメンが話題になっていた。',
    '',
    'clean-lecture-topic',
  ],
  [
    '過活動膀胱治療薬ウリセナ錠の新規処方は、泌尿器科よりも内科開業医からの方が多いという市場データが出た。',
    '',
    'clean-market',
  ],
  [
    'BPH「夜間頻尿」訴求資材の wording について、off-label に読める表現がないか学術部に確認依頼。',
    '',
    'clean-material-review',
  ],
  [
    'B医師は一般論として、β3作動薬は高齢者でも使いやすい印象だと話していた。',
    '',
    'clean-doctor-opinion',
  ],
  [
    'Generic tadalafil entry has cut our share in BPH at several dispensing pharmacies.',
    '',
    'clean-competitor',
  ],
  [
    'ホットフラッシュを含む更年期症状に対する非ホルモン治療薬の国内申請が、他社から発表された。',
    '',
    'clean-competitor',
  ],
  [
    'Pharmacies asked about stock-outs of the LEP product for dysmenorrhoea; supply should recover next week.',
    '',
    'clean-supply',
  ],
  [
    'Endometriosis patient-education leaflet v3 is approved; the old version is to be destroyed by Friday.',
    '',
    'clean-material',
  ],
  [
    '子宮内膜症・月経困難症の領域で、処方日数制限の解除時期について質問を受けた。',
    '',
    'clean-product-question',
  ],
  [
    '歯周病の局所抗菌薬について、歯科医師会の勉強会で使用実態のアンケートを取る予定。',
    '',
    'clean-survey',
  ],
  [
    '知覚過敏用の歯磨き粉は、ドラッグストアの棚で他社品が２段分を占めていた。',
    '',
    'clean-otc-shelf',
  ],
  [
    'Dental clinics in the area are asking whether our chlorhexidine mouthwash will be relaunched at the 0.12% strength.',
    '',
    'clean-product-question',
  ],
  ['口腔乾燥症（ドライマウス）向け保湿ジェルのサンプル配布は今期で終了。', '', 'clean-sample'],
  [
    '不眠症治療薬の市場では、オレキシン受容体拮抗薬のシェアがさらに拡大している。',
    '',
    'clean-market',
  ],
  [
    'うつ病の適応追加に関する問い合わせがあったため、DI室に回答を依頼した。',
    '',
    'clean-mi-request',
  ],
  ['C病院精神科は、院内フォーミュラリーで睡眠薬を２剤に絞る方針。', '', 'clean-formulary'],
  [
    'ADHD治療薬の流通管理システムへの登録手順について、薬局向け説明会の資料を準備中。',
    '',
    'clean-procedure',
  ],
  [
    'Psychiatrists at the regional meeting debated long-acting injectables versus oral antipsychotics; no product-specific claims were made.',
    '',
    'clean-lecture-topic',
  ],
  [
    '「眠れない」「途中で目が覚める」といった不眠のタイプ別に処方を考える、という講演内容だった。',
    '',
    'clean-lecture-topic',
  ],
  ['花粉症シーズン前の抗ヒスタミン薬の在庫確保について、卸と打ち合わせ済み。', '', 'clean-supply'],
  [
    '喘息吸入薬のデバイス比較表を作ってほしいと、薬剤部から依頼があった。',
    '',
    'clean-material-request',
  ],
  [
    'COPD guideline update: triple therapy positioning was discussed at the respiratory study group; no patient cases were presented.',
    '',
    'clean-lecture-topic',
  ],
  [
    'Sent the e-learning link required for SLIT prescriber registration to three ENT clinics.',
    '',
    'clean-procedure',
  ],
  [
    'アナフィラキシー時のアドレナリン自己注射薬の使い方を学校職員向けに説明する資料は、他社が先行している。',
    '',
    'clean-safety-words-no-event',
  ],
  ['関節リウマチのバイオ後続品への切り替えが、D病院で10月から本格化する。', '', 'clean-biosimilar'],
  ['メトトレキサート併用時の注意点をまとめたMR向け研修を受講した。', '', 'clean-training'],
  [
    'Rheumatology nurses asked for a demo self-injection pen for their patient education class.',
    '',
    'clean-material-request',
  ],
  [
    '間質性肺炎の既往がある患者への投与可否について、添付文書上の記載を確認したいとの質問あり。',
    '',
    'clean-product-question',
  ],
  [
    'Drafted a notice for paediatric clinics about the change in the PCV routine immunisation schedule.',
    '',
    'clean-vaccine-schedule',
  ],
  [
    'ロタウイルスワクチンの接種期限に関する問い合わせが、保健センターからあった。',
    '',
    'clean-product-question',
  ],
  [
    'Several paediatric clinics report that the 5-in-1 combination vaccine will be in tight supply until next month.',
    '',
    'clean-supply',
  ],
  [
    '接種後の発熱やけいれんなど副反応の報告方法について、院内スタッフ向けに再周知した。',
    '',
    'clean-safety-words-no-event',
  ],
  [
    '同時接種の本数について、E医師は一般論として「保護者の不安への説明が鍵」と話していた。',
    '',
    'clean-doctor-opinion',
  ],
  [
    'ドラッグストアのOTC目薬コーナーで、かゆみ・充血向けの新商品が目立つ位置に陳列されていた。',
    '',
    'clean-otc-shelf',
  ],
  [
    '第１類医薬品の販売時の説明義務について、登録販売者向けの研修資料を改訂した。',
    '',
    'clean-training',
  ],
  [
    'OTC sleep aid (diphenhydramine) sales are up about 12% year on year at drugstore chains in our territory.',
    '',
    'clean-market',
  ],
  [
    'スイッチOTC化された鼻炎薬について、医療用との違いを説明する資材がほしいと薬剤師から声があった。',
    '',
    'clean-material-request',
  ],
  [
    '某ドラッグストアチェーンでは、湿布薬の１人あたり購入個数に上限を設けたとのこと。',
    '',
    'clean-otc-policy',
  ],
  [
    '有害事象を知った場合は２４時間以内に安全管理部門へ報告する、という社内ルールを再確認した。',
    '',
    'clean-procedure',
  ],
  [
    'PV training this week covered what counts as a special situation: pregnancy exposure, overdose, medication error and off-label use.',
    '',
    'clean-training',
  ],
  [
    '「副作用かも」と思った情報は迷わず報告し、個人情報は伏せる、という点が週次ミーティングで共有された。',
    '',
    'clean-procedure',
  ],
  [
    'Reminder: do not enter patient initials or birth dates in the free text of the weekly report.',
    '',
    'clean-procedure',
  ],
  ['薬局長と病棟薬剤師に、新しい安全性情報の伝達を行った。', '', 'clean-job-title'],
  ['The head of pharmacy at Hospital F asked for the latest RMP summary.', '', 'clean-job-title'],
  ['看護師長から、自己注射指導資材の在庫を確認したいと連絡があった。', '', 'clean-job-title'],
  [
    '【ご案内】皮膚科領域Web講演会　日時：６月１２日（木）19:00〜　演者：青葉総合病院 皮膚科 松岡 紘一 先生　ぜひご参加ください。',
    '',
    'clean-invitation',
  ],
  [
    'Save the date: Urology Forum Kobe, 14 September, 18:30 at Hotel Marisol Kobe. Speaker: Dr. Kenji Harada, Minato Urology Clinic. You are invited.',
    '',
    'clean-invitation',
  ],
  [
    '睡眠医療セミナーのご案内：会場は仙台ベイサイドホール、講師は東雲メンタルクリニック院長 佐伯 真理子 先生です。多数のご参加をお待ちしております。',
    '',
    'clean-invitation',
  ],
  [
    '小児ワクチン勉強会（日時：11/8 13:00、会場：ひまわり小児科クリニック２階会議室）へのご参加をお願いします。',
    '',
    'clean-invitation',
  ],
  ['北陸エリアでは眼科の新規開業が続いており、訪問先リストの更新が必要。', '', 'clean-region'],
  [
    'ライバル社の口腔ケア製品が、歯科ルートで値引き販売されているという噂がある。',
    '',
    'clean-competitor',
  ],
  [
    '蕁麻疹の適応を持つ抗ヒスタミン薬の比較を、勉強会のテーマ候補に挙げた。',
    '',
    'clean-lecture-topic',
  ],
  [
    'A clinic asked whether Dermavelle cream can be supplied in 30 g tubes; currently only the 10 g tube is listed.',
    '',
    'clean-product-question',
  ],
  [
    '尋常性ざ瘡の治療では過酸化ベンゾイル製剤の併用が推奨されている、という内容の講演だった。',
    '',
    'clean-lecture-topic',
  ],
  [
    '夜尿症の薬について、宿泊学習の前は問い合わせが増える時期なので資材を準備した。',
    '',
    'clean-seasonal',
  ],
  [
    'Dry eye and allergic conjunctivitis products share shelf space in drugstores; our OTC eye drop Clarimist was out of stock at 3 of 8 stores visited.',
    '',
    'clean-supply',
  ],
  [
    '統合失調症の持効性注射剤について、院内の採用区分が「限定採用」に変わった。',
    '',
    'clean-formulary',
  ],
  ['禁煙補助薬の出荷停止が続いており、代替薬についての問い合わせが多い。', '', 'clean-supply'],
  ['骨粗鬆症の週１回製剤について、服薬指導箋の改訂版を配布した。', '', 'clean-material'],
  [
    'ＧＥ（後発品）の使用率が８５％を超えた薬局では、先発品を説明する機会が減っている。',
    '',
    'clean-market',
  ],
  [
    'HPVワクチンのキャッチアップ接種の対象年齢について、保護者向けパンフの改訂内容を確認した。',
    '',
    'clean-vaccine',
  ],
  [
    'The dermatology department is a referral centre; most of its psoriasis patients are referred from GPs.',
    '',
    'clean-department',
  ],
  [
    '頻尿・尿漏れ向けのOTC漢方薬が、ドラッグストアのレジ横に陳列されていた。',
    '',
    'clean-otc-shelf',
  ],
  [
    '慢性咳嗽の新しい治療薬について、呼吸器内科の医師たちは味覚関連の注意点を添付文書で確認したいと話していた。',
    '',
    'clean-safety-words-no-event',
  ],
  [
    '眼科医から、「点眼後にしみる感じ」の発現頻度データを添付文書ベースで示してほしいと求められた。',
    '',
    'clean-safety-words-no-event',
  ],
  [
    'Question from a pharmacist: what is the maximum daily dose of Somnaril for elderly patients? No patient involved, just checking the label.',
    '',
    'clean-product-question',
  ],
  ['○○薬局から、吸入指導加算の算定要件について質問があった。', '', 'clean-anonymised-pharmacy'],
  [
    '乾燥肌・かゆみ向けのヘパリン類似物質製剤のOTC版が、化粧品売り場にも置かれ始めている。',
    '',
    'clean-otc-market',
  ],

  // ---------------- ae ----------------
  [
    'ステロイド外用薬を顔に長期間塗っていた患者さんで、皮膚が薄くなり赤みが取れなくなったと皮膚科医から聞いた。',
    'ae',
    'ae-lay-symptom',
  ],
  [
    'アトピーの注射薬を始めてから目が赤くてゴロゴロする、と患者さんが話していたと薬剤師より。',
    'ae',
    'ae-hcp-report',
  ],
  [
    'After starting Dermavelle cream, one patient developed blisters at the application site and stopped using it.',
    'ae',
    'ae-discontinuation',
  ],
  [
    'イソトレチノインを個人輸入して服用していた患者が妊娠中だったと、皮膚科の先生から聞いた。',
    'ae',
    'ae-pregnancy-exposure',
  ],
  [
    'Psoriasis biologic 使用中の患者で ALT が120 U/L まで上昇し、休薬となったとのこと。',
    'ae',
    'ae-lab-value',
  ],
  [
    'ニキビの外用薬で顔がヒリヒリして眠れないほどだったと、患者の母親が薬局で訴えていたそうだ。',
    'ae',
    'ae-relative-report',
  ],
  [
    '緑内障点眼を始めてから、まつ毛が伸びてまぶたが黒ずんできたと患者さんが気にしているそうです。',
    'ae',
    'ae-lay-symptom',
  ],
  [
    '抗VEGF硝子体注射の翌日に目の痛みとかすみで再受診し、眼内炎の疑いで入院した症例があったと聞いた。',
    'ae',
    'ae-hospitalisation',
  ],
  [
    'A patient using Visoreline drops reported seeing halos around lights and blurred vision at night, according to the clinic nurse.',
    'ae',
    'ae-vision',
  ],
  [
    '点眼容器のノズルが割れていて、破片が目に入ったかもしれないと患者から薬局に連絡があった。',
    'ae',
    'ae-quality-defect',
  ],
  [
    'ドライアイ点眼を１日２０回以上さしていた患者がいたと、眼科スタッフが話していた。',
    'ae',
    'ae-overuse',
  ],
  [
    '散瞳薬を点眼した後に車を運転して帰った患者が、「まぶしくて怖かった」と言っていたそうだ。',
    'ae',
    'ae-vision',
  ],
  [
    '過活動膀胱の薬を飲み始めてから口が渇いて便秘がひどい、と患者の奥様が話していた。',
    'ae',
    'ae-relative-report',
  ],
  [
    '抗コリン薬を追加してから物忘れが増え、夜中に家の中を歩き回るようになったと家族から報告があった。',
    'ae',
    'ae-behaviour-change',
  ],
  [
    'A patient on Urisena tablets developed urinary retention and needed a catheter in the emergency department.',
    'ae',
    'ae-emergency-visit',
  ],
  [
    'Pharmacist told me a patient fell after standing up quickly, a few days after starting an alpha-blocker for BPH.',
    'ae',
    'ae-fall',
  ],
  [
    '前立腺の薬が別々の医療機関から重複して処方され、患者が両方とも服用していたことが判明した。',
    'ae',
    'ae-medication-error',
  ],
  [
    'ED治療薬を硝酸薬と併用していた患者が、血圧が下がって救急搬送されたと聞いた。',
    'ae',
    'ae-contraindicated-use',
  ],
  [
    '低用量ピルを服用中の患者でふくらはぎの腫れと痛みが出て、血栓症の疑いで紹介されたとのこと。',
    'ae',
    'ae-referral',
  ],
  [
    'ホルモン補充療法を始めてから不正出血が続いている、と患者から婦人科に電話があったそうです。',
    'ae',
    'ae-lay-symptom',
  ],
  [
    'One patient said the hot flush medication made her feel low and tearful most days, so she stopped it after two weeks.',
    'ae',
    'ae-mood',
  ],
  ['月経困難症の薬で頭痛がひどくなったため、別のLEP製剤に切り替えたとのこと。', 'ae', 'ae-switch'],
  [
    '妊娠に気づかずにエルゴタミン製剤の片頭痛薬を数回飲んでいた、という相談が婦人科にあった。',
    'ae',
    'ae-pregnancy-exposure',
  ],
  [
    '骨粗鬆症の注射薬を使っている患者で、抜歯後に顎の骨が露出して治らないと歯科医から聞いた。',
    'ae',
    'ae-hcp-report',
  ],
  [
    'The dentist mentioned a patient whose tongue turned brown after using the chlorhexidine rinse for a month.',
    'ae',
    'ae-discolouration',
  ],
  [
    '歯科で局所麻酔をした後に動悸と手の震えが出て、１時間ほど休んでから帰宅したとのこと。',
    'ae',
    'ae-vital-sign',
  ],
  [
    '歯痛でOTCの鎮痛薬を１日に10錠近く飲んでいたと、歯科受付のスタッフが聞いていた。',
    'ae',
    'ae-overuse',
  ],
  [
    '睡眠薬を飲んだ夜、覚えていないうちに冷蔵庫の物を食べていたと家族が話していたそうだ。',
    'ae',
    'ae-behaviour-change',
  ],
  [
    '抗うつ薬の増量後、イライラして家族に怒鳴るようになったと奥さんから相談があったと聞いた。',
    'ae',
    'ae-mood',
  ],
  [
    'After switching to Somnaril, a patient said she was having vivid nightmares almost every night.',
    'ae',
    'ae-sleep',
  ],
  [
    'Weekly report: 抗精神病薬服用中の患者で体重が３か月で８kg増加、HbA1cも上昇したとのこと。',
    'ae',
    'ae-lab-value',
  ],
  [
    'ADHD治療薬を飲み始めてから食欲が落ちて、給食をほとんど残すようになったと保護者が話していた。',
    'ae',
    'ae-appetite',
  ],
  [
    'The psychiatrist said a patient had been crushing extended-release tablets and snorting them, and was admitted for detox.',
    'ae',
    'ae-abuse',
  ],
  [
    '家族の分の睡眠薬まで飲んでいた高齢の利用者がいて、朝起きられず救急車を呼んだと訪問看護師から聞いた。',
    'ae',
    'ae-misuse',
  ],
  [
    'ベンゾジアゼピンを急にやめたら手の震えと不安が強くなって眠れなくなった、と相談があった。',
    'ae',
    'ae-withdrawal',
  ],
  [
    '抗うつ薬を飲んでいた患者さんが自殺未遂で入院したと、病棟の看護師が話していた。',
    'ae',
    'ae-hospitalisation',
  ],
  [
    '睡眠薬の効きが悪くなったと言って、患者が自己判断で２錠ずつ飲んでいた。',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    '吸入ステロイドを使い始めてから声がかすれて、うがいをしても治らないと患者が言っていたそうだ。',
    'ae',
    'ae-lay-symptom',
  ],
  [
    'The inhaler counter showed doses left but the device was empty; the patient had an asthma attack that night.',
    'ae',
    'ae-device-failure',
  ],
  [
    'A customer at the drugstore said the hay fever tablet made him so drowsy while driving that he nearly hit a car.',
    'ae',
    'ae-drowsiness',
  ],
  [
    '舌下免疫療法を始めた日に、口の中がかゆくなって唇が腫れたとのこと。',
    'ae',
    'ae-allergic-reaction',
  ],
  [
    'アドレナリン自己注射器を使おうとしたが針が出ず、救急車が来るまで待ったと保護者から連絡があった。',
    'ae',
    'ae-device-failure',
  ],
  [
    '発作時用ではなく維持用の吸入薬を何回も吸っていた患者がいた、と薬剤師から報告を受けた。',
    'ae',
    'ae-medication-error',
  ],
  [
    'The new biologic did nothing for her asthma after six months; exacerbations continued and she went back on oral steroids.',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    '子どもが抗アレルギー薬のシロップを１本丸ごと飲んでしまったと、母親から薬局に電話があった。',
    'ae',
    'ae-accidental-ingestion',
  ],
  [
    'メトトレキサートを週１回ではなく毎日飲んでいたことがわかり、口内炎と白血球減少で入院したとのこと。',
    'ae',
    'ae-dosing-error',
  ],
  ['JAK阻害薬の使用中に帯状疱疹が出て、一時休薬したと医師から聞いた。', 'ae', 'ae-infection'],
  [
    'A patient self-injecting with a prefilled pen said the needle bent and half the dose went onto the skin.',
    'ae',
    'ae-device-failure',
  ],
  [
    'Injection-site redness spread to the size of a palm after the biologic, the patient told the rheumatology nurse.',
    'ae',
    'ae-injection-site',
  ],
  [
    'リウマチの注射薬を冷蔵庫に入れ忘れ、２日間常温に置いたものをそのまま使ってしまったとのこと。',
    'ae',
    'ae-storage-error',
  ],
  [
    '投与開始から３か月たってもＣＲＰが下がらず、医師は効果不十分として他剤への変更を決めた。',
    'ae',
    'ae-lack-of-effect',
  ],
  [
    '予防接種の日の夜に39度の発熱と熱性けいれんがあったと、保護者から小児科に連絡があった。',
    'ae',
    'ae-vaccine-reaction',
  ],
  [
    'ワクチンを別の子どもに間違えて接種してしまったと、クリニックの看護師から相談があった。',
    'ae',
    'ae-wrong-patient',
  ],
  [
    'A nurse said a vial of the rotavirus vaccine was given about a week past its expiry date.',
    'ae',
    'ae-expired-product',
  ],
  [
    '接種部位が腫れて肘の下まで赤くなったと、保護者が写真を見せてくれたそうです。',
    'ae',
    'ae-injection-site',
  ],
  [
    'After the combination vaccine, the baby cried inconsolably for over three hours, the mother told the clinic.',
    'ae',
    'ae-relative-report',
  ],
  [
    '接種間隔を誤り、前回から２週間で２回目を接種してしまったケースがあったとのこと。',
    'ae',
    'ae-schedule-error',
  ],
  [
    '咳止めシロップを１日に何本も買いに来る若い客がいて、ろれつが回っていなかったと店員が話していた。',
    'ae',
    'ae-abuse',
  ],
  [
    '風邪薬を飲んだ後に全身に赤い発疹が出て皮膚科を受診した、とドラッグストアの薬剤師から聞いた。',
    'ae',
    'ae-rash',
  ],
  [
    'A customer returned a bottle of OTC eye drops with particles floating in it after using it for two days; her eyes were itchy.',
    'ae',
    'ae-quality-defect',
  ],
  [
    '湿布を貼った場所に日光が当たって水ぶくれになった、と来店者が話していた。',
    'ae',
    'ae-photosensitivity',
  ],
  [
    'OTC nasal spray を２か月毎日使っていたら逆に鼻づまりが悪化した、との相談あり（rebound congestion 疑い）。',
    'ae',
    'ae-rebound',
  ],
  [
    '錠剤が欠けて変色していたがそのまま飲んでしまい、胃がむかむかしたと患者から連絡があった。',
    'ae',
    'ae-quality-defect',
  ],
  [
    '痛み止めの貼り薬を２枚重ねて貼っていた患者が、吐き気とふらつきで受診したとのこと。',
    'ae',
    'ae-misuse',
  ],
  [
    'While discussing the clozapine programme, the doctor mentioned in passing that one of his patients died of myocarditis last month.',
    'ae',
    'ae-death',
  ],
  [
    '抗てんかん薬を飲んでいる子どもで、歯ぐきが腫れて歯を覆うほどになったと小児歯科の先生が話していた。',
    'ae',
    'ae-hcp-report',
  ],

  // ---------------- id ----------------
  ['本日、さくら皮膚科クリニックを訪問し、新製品の説明を行った。', 'id', 'id-clinic-name'],
  [
    '青葉総合病院の眼科部長 高橋 誠 先生と面談し、緑内障の処方動向について意見交換した。',
    'id',
    'id-doctor-name',
  ],
  [
    'Met Dr. Yuki Morimoto at Kawabe Eye Hospital to discuss the dry eye pipeline.',
    'id',
    'id-doctor-name',
  ],
  [
    'みなと調剤薬局 本町店の薬局長から、吸入薬の在庫について相談があった。',
    'id',
    'id-pharmacy-name',
  ],
  ['泌尿器科の石川先生は、β3作動薬を第一選択にしているとのこと。', 'id', 'id-doctor-surname'],
  [
    '70代男性の前立腺肥大症の患者について、薬剤費の負担を理由に後発品への切り替え相談を受けた。',
    'id',
    'id-age-sex',
  ],
  [
    'Himawari Pediatric Clinic has started a Sunday vaccination session this month.',
    'id',
    'id-clinic-name',
  ],
  [
    '勉強会では、東雲メンタルクリニックの佐伯真理子先生が睡眠衛生指導について講演した。',
    'id',
    'id-lecture-report',
  ],
  [
    'Nurse Tanaka at the rheumatology day unit asked for more self-injection brochures.',
    'id',
    'id-nurse-name',
  ],
  ['ドラッグストア・ハヤセ 西口店で、OTC目薬の陳列交渉を行った。', 'id', 'id-drugstore-name'],
  [
    '特別養護老人ホーム やすらぎの郷の施設長と、口腔ケア研修の打ち合わせをした。',
    'id',
    'id-care-home',
  ],
  [
    '訪問看護ステーション こもれびの所長から、貼付剤の管理方法について質問があった。',
    'id',
    'id-visiting-nurse-station',
  ],
  [
    'A woman in her 40s asked the pharmacist about hormone-free options for hot flushes.',
    'id',
    'id-age-sex',
  ],
  [
    '北野歯科医院の院長 北野 翔太 先生より、知覚過敏の患者向け資材の追加依頼があった。',
    'id',
    'id-dentist-name',
  ],
  [
    'Prof. Hiroshi Nagai of Tohoku-West University presented new atopic dermatitis data at the society meeting.',
    'id',
    'id-lecture-report',
  ],
  ['山本様（薬局開設者）から、来月の訪問日程の変更依頼があった。', 'id', 'id-person-sama'],
  ['リウマチ科の中村医師は、バイオシミラーへの切り替えに前向き。', 'id', 'id-doctor-surname'],
  ['60代女性、関節リウマチで通院中、次回から自己注射に移行予定とのこと。', 'id', 'id-age-sex'],
  [
    'Visited Greenleaf Ladies Clinic in Yokohama; they are adding our LEP product to their standard list.',
    'id',
    'id-clinic-name',
  ],
  ['呼吸器内科の藤原部長と、吸入指導の連携について話した。', 'id', 'id-surname-title'],
  [
    'Checked new SLIT starts at Tsubasa ENT Clinic: four patients this month.',
    'id',
    'id-clinic-name',
  ],
  ['皮膚科の小野寺 咲 先生が、来年から開業されるそうだ。', 'id', 'id-doctor-name'],
  [
    'Pharmacist Ms. Aoki from Sunrise Pharmacy asked about the timing of the OTC switch.',
    'id',
    'id-pharmacist-name',
  ],
  [
    '５歳男児の保護者から、ワクチンの接種スケジュールについて質問があったと小児科看護師より。',
    'id',
    'id-age-sex',
  ],
  ['市立みどり台病院 精神科の採用会議は来月３日とのこと。', 'id', 'id-hospital-name'],
  [
    '研究会の報告：ながさき眼科の長崎院長が、白内障術後点眼の簡略化について話していた。',
    'id',
    'id-lecture-report',
  ],
  [
    'Dr. Emily Carter from Bayview Allergy Clinic said pollen counts in Tokyo would be high this year.',
    'id',
    'id-doctor-name',
  ],
  [
    '佐藤さん（病棟薬剤師）から、過活動膀胱治療薬の粉砕可否について問い合わせがあった。',
    'id',
    'id-person-san',
  ],
  [
    'Family Drug 東町店の店長が、hay fever コーナーのエンド陳列を承諾してくれた。',
    'id',
    'id-drugstore-name',
  ],
  ['80代女性、不眠症で睡眠薬の処方が始まったとのこと。', 'id', 'id-age-sex'],
  [
    'Kita-Ichiban Dental Clinic in Sendai asked for dry mouth gel samples for their elderly patients.',
    'id',
    'id-clinic-name',
  ],
  ['くすのき整形外科リウマチクリニックで、院内勉強会の日程調整を行った。', 'id', 'id-clinic-name'],
  ['宮下先生（小児科）は、同時接種の説明用動画をほしがっていた。', 'id', 'id-doctor-surname'],
  ['30代女性の患者が、月経困難症の治療薬について薬局で質問していたとのこと。', 'id', 'id-age-sex'],
  [
    'Met Prof. Ryo Kanzaki, head of ophthalmology at Minami-Kanto Medical Center, to discuss the anti-VEGF formulary.',
    'id',
    'id-doctor-name',
  ],
  [
    'ひだまり訪問看護ステーションでは、点眼補助具の使い方を利用者に指導している。',
    'id',
    'id-visiting-nurse-station',
  ],
  ['漢方の勉強会に参加した。講師は杏林堂薬局の上田 恵 薬剤師だった。', 'id', 'id-lecture-report'],
  [
    'ベルフォート眼科クリニック（大宮）で、ドライアイ点眼の採用が決定した。',
    'id',
    'id-clinic-name',
  ],

  // ---------------- ae+id ----------------
  [
    'みなと調剤薬局の薬剤師から、睡眠薬を飲んだ70代女性が夜中にトイレで転倒したと聞いた。',
    'ae+id',
    'aeid-pharmacy-age-sex',
  ],
  [
    '青葉総合病院の高橋先生によると、緑内障点眼を使っている患者さんで脈が遅くなり、めまいが出たとのこと。',
    'ae+id',
    'aeid-doctor-name',
  ],
  [
    'Dr. Morimoto said a man in his 50s developed severe itching and hives an hour after the first dose of Pruvenia tablets.',
    'ae+id',
    'aeid-doctor-age-sex',
  ],
  [
    '60代男性、過活動膀胱の薬を開始後に尿が出にくくなり、ひだまり泌尿器科クリニックで導尿したとのこと。',
    'ae+id',
    'aeid-age-sex-clinic',
  ],
  [
    '訪問看護ステーション こもれびの看護師が、貼付剤を剥がし忘れて２枚貼ったままの利用者がいたと話していた。',
    'ae+id',
    'aeid-visiting-nurse-station',
  ],
  [
    '３歳女児がワクチン接種後にじんましんが出たと、さくら小児科の受付で保護者が話していた。',
    'ae+id',
    'aeid-age-sex-clinic',
  ],
  [
    'Nurse Suzuki reported that a patient on methotrexate had mouth ulcers and a low white cell count, so the dose was held.',
    'ae+id',
    'aeid-nurse-name',
  ],
  [
    '中村医師の話では、JAK阻害薬を服用中の患者さんが肺炎で入院したそうだ。',
    'ae+id',
    'aeid-doctor-surname',
  ],
  [
    'ドラッグストア・ハヤセの店長の話では、40代男性の客が咳止めを毎日２本購入しており、手が震えていたとのこと。',
    'ae+id',
    'aeid-drugstore-age-sex',
  ],
  [
    '小野寺先生の外来で、アトピーの注射薬を使用中の20代女性に結膜炎が出て、点眼を追加したとのこと。',
    'ae+id',
    'aeid-doctor-age-sex',
  ],
];
