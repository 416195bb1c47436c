import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 11: lungs, guts and infections (respiratory, GI, infectious-disease, ENT and winter paediatric field notes as reps' daily reports and quick notes), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_LUNGS_GUTS: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '本日は呼吸器内科3軒訪問。競合のブレスノア吸入が新デバイスの説明会を各地で開いているとのこと、来月以降フォロー必要です。',
    '',
    'competitor-activity',
  ],
  [
    '某クリニックの院長より、来期からICS/LABA配合剤を1剤に絞る方針と伺いました。採用検討の資料を再送予定。',
    '',
    'formulary',
  ],
  [
    'A病院薬剤部長の話では、PPIの院内採用はボノプラザン系に一本化する方向。価格差が決め手らしい。',
    '',
    'formulary',
  ],
  [
    '今週のインフル定点、市内で25.3まで上昇。小児科は待合が満員で面会ほぼ不可。',
    '',
    'infection-stats',
  ],
  [
    '酸化マグネシウム製剤、複数メーカーで限定出荷が続いており、調剤薬局が代替品の確保に苦労している様子。',
    '',
    'supply-shortage',
  ],
  [
    '副作用報告の社内手順について、来週のエリア会議で再研修あり。報告期限は「知った日」から起算、を再確認。',
    '',
    'safety-training',
  ],
  [
    '添付文書改訂のお知らせ（重大な副作用の項に間質性肺炎を追記）を5施設に配布済み。先生方から質問は特になし。',
    '',
    'label-update',
  ],
  [
    'K先生：「吸入指導は薬局に任せてる。うちは処方だけ」とのこと。吸入指導箋の置き場所を相談。',
    '',
    'detailing',
  ],
  ['耳鼻科2軒、午後休診で面会できず。受付に資料のみ置いてきました。', '', 'visit-log'],
  [
    '競合MRがB薬局にほぼ毎日来ているらしい。抗菌薬のジェネリック切替提案をしている模様。',
    '',
    'competitor-activity',
  ],
  [
    '50代以上の患者層でCOPDの未診断が多いという話題で盛り上がった。スパイロ検査の啓発資材を希望とのこと。',
    '',
    'market-segment',
  ],
  [
    'ワクチン予約が年明けに集中するため、小児科では接種枠を土曜に追加したとのこと。',
    '',
    'vaccine-logistics',
  ],
  [
    '先生は「安全性情報は一通り目を通している、重篤例は今のところ聞いていない」とのこと。特に報告事項なし。',
    '',
    'safety-discussion',
  ],
  [
    '臨床試験の結果説明：プラセボ群と比べて増悪頻度が約30%低下、有害事象の発現率は両群で同程度。MR用の要約版資料を使用。',
    '',
    'trial-results',
  ],
  [
    '市内のノロウイルス集団発生件数は昨年同期の1.4倍（保健所発表）。消化器内科では整腸剤の処方が増えているとのこと。',
    '',
    'infection-stats',
  ],
  [
    '院長曰く「ジェネリックの吸入器はデバイスが違うから患者説明が面倒」。切替には慎重な姿勢。',
    '',
    'market-feedback',
  ],
  [
    'ＩＢＤ診療セミナーのご案内：２月１８日（土）１４時〜、市民会館小ホール、演者は湊中央病院 消化器内科 森下先生。多数のご参加をお願いいたします。',
    '',
    'seminar-invitation',
  ],
  [
    '抗菌薬適正使用の院内勉強会で、AMR対策アクションプランの説明を15分ほど。質疑は処方日数について。',
    '',
    'lecture-topic',
  ],
  ['薬価改定で当社の吸入ステロイドは約4%引き下げ、競合品は据え置き。', '', 'pricing'],
  [
    '卸より、抗インフルエンザ薬の在庫が今週から潤沢になったと連絡あり。先週までの欠品は解消。',
    '',
    'supply',
  ],
  [
    '某医院で鎮咳薬の出荷調整の影響により処方変更の相談が多いとのこと。代替品リストを持参予定。',
    '',
    'supply-shortage',
  ],
  [
    'ピロリ一次除菌の成功率、学会では約90%との報告。先生は「うちも同じくらい」と。',
    '',
    'clinical-data',
  ],
  [
    '喘息のお子さん、吸入を始めてから夜間の咳がすっかりなくなったと保護者から聞いたそうです。',
    '',
    'improvement',
  ],
  [
    '副作用が出たらどこに連絡すればいいか、と薬剤師さんから質問。くすり相談窓口の番号を案内しました。',
    '',
    'reporting-procedure',
  ],
  [
    'RSウイルス流行のピークは過ぎたと小児科の看護師長談。来週から面会制限が緩和される予定。',
    '',
    'infection-stats',
  ],
  ['抗菌薬の処方量、当エリアでは前年比で約12%減。キノロン系の減少が大きい。', '', 'market-data'],
  [
    '競合のガストリエ錠がOD錠を追加。高齢者施設向けの訪問を強化している。',
    '',
    'competitor-activity',
  ],
  [
    '新人MR研修：「有害事象とは」「因果関係を問わず収集」「重篤の定義」を確認し、ロールプレイ実施。',
    '',
    'safety-training',
  ],
  [
    '某耳鼻科の院長、舌下免疫療法の新規導入は春以降とのこと。今は花粉症の初期療法の話が中心。',
    '',
    'detailing',
  ],
  [
    '薬局の管理薬剤師：「一包化の依頼が増えてて、吸入薬の残数確認まで手が回らない」。業務負担の話のみ。',
    '',
    'pharmacy-feedback',
  ],
  ['COPD患者向け吸入手技チェックリストの改訂版が完成。来月から配布可能です。', '', 'materials'],
  [
    '肺炎球菌ワクチン定期接種の対象は65歳の方。自治体の通知文を小冊子にまとめたいと先生から依頼あり。',
    '',
    'vaccine-policy',
  ],
  [
    '来月の市民公開講座のテーマは「下剤・胃薬の正しい使い方」。誤用や長期連用のリスクを一般向けに解説する内容。',
    '',
    'lecture-topic',
  ],
  ['院内感染対策委員会で、手指衛生遵守率が82%→91%に改善したとの報告。', '', 'infection-control'],
  [
    '安全性速報（ブルーレター）発出時の対応フローを再確認。今回の該当製品は当社にはなし。',
    '',
    'safety-procedure',
  ],
  ['次回訪問時、潰瘍性大腸炎の新しい治療指針の要約を持参予定。', '', 'plan'],
  ['ＰＰＩ長期投与と骨折リスクの文献を依頼され、学術に照会中。', '', 'literature-request'],
  ['小児科待合用の手洗いポスター在庫切れ。至急補充お願いします。', '', 'materials'],
  [
    '年末年始の休日当番医一覧を薬局からいただいた。抗インフル薬の在庫確認に使えそう。',
    '',
    'logistics',
  ],
  [
    '競合メーカーが使用済み吸入器の回収・リサイクルキャンペーンを開始。環境配慮を前面に出している。',
    '',
    'competitor-activity',
  ],
  [
    '「副作用が怖くて吸入ステロイドを嫌がる親御さんが多い」と先生。説明用リーフレットを希望。',
    '',
    'patient-education',
  ],
  [
    '帯状疱疹ワクチン、今月の接種件数は前月比で倍増とのこと。自治体助成開始の影響。',
    '',
    'vaccine-market',
  ],
  ['薬剤部DI担当者が異動。後任は来月着任予定なので、挨拶は改めて。', '', 'visit-log'],
  [
    '整腸剤は抗菌薬との同時処方が約6割、という調剤データを薬局で見せてもらった。',
    '',
    'market-data',
  ],
  [
    '消化器内科、内視鏡検査の予約が3か月待ち。新薬の話をする時間はほとんどもらえず。',
    '',
    'market-feedback',
  ],
  [
    '治験情報：当社の新規吸入配合剤は第III相で主要評価項目を達成。詳細は学会発表後に共有可。',
    '',
    'trial-results',
  ],
  [
    '手足口病・溶連菌の報告数が例年より多い（感染症週報）。抗菌薬の需要増に注意。',
    '',
    'infection-stats',
  ],
  [
    '院長から「重篤な副作用が出た場合、御社にはどう連絡すればいい？」と質問。報告フォームとFAX番号を案内した。',
    '',
    'reporting-procedure',
  ],
  [
    'マイコプラズマ肺炎の流行でマクロライド耐性の話題が多い。感受性データの資料を希望とのこと。',
    '',
    'infection-stats',
  ],
  [
    '薬剤師会の研修テーマ候補：「高齢者の多剤併用」「吸入薬の使い分け」「抗菌薬の適正使用」。',
    '',
    'lecture-topic',
  ],
  ['外来の患者層は70代以上が半分以上とのこと。OD錠のニーズは高い。', '', 'market-segment'],
  [
    '看護師さんから吸入補助器具（スペーサー）のサンプル依頼。小児用マスク付きを３個。',
    '',
    'sample-request',
  ],
  ['競合の抗体製剤、皮下注の自己注射への切替を積極的に提案中らしい。', '', 'competitor-activity'],
  ['本日日報：訪問7件、面会4件、説明会1件（昼、弁当20名分）。特記事項なし。', '', 'daily-report'],
  // ---- clean (English / mixed) ----
  [
    'Visited 4 respiratory clinics today. Competitor rep is pushing a once-daily triple inhaler; Dr. X says price is the main barrier.',
    '',
    'competitor-activity',
  ],
  [
    'Formulary committee at Hospital A approved only one LAMA; ours stays non-formulary until the April review.',
    '',
    'formulary',
  ],
  [
    'Flu season update: local sentinel count 31.2 per clinic this week, peds clinics fully booked.',
    '',
    'infection-stats',
  ],
  [
    'Reminder from safety dept: any AE heard from HCPs must be reported within 1 business day, even if causality is unknown.',
    '',
    'safety-training',
  ],
  [
    'Label update (new warning on C. difficile-associated diarrhoea) delivered to 6 accounts, no questions raised.',
    '',
    'label-update',
  ],
  [
    '院長 asked about the price gap between our PPI and the generic, roughly ¥18 per tablet. Will send a comparison sheet.',
    '',
    'pricing',
  ],
  [
    'Amoxicillin supply still tight; wholesaler says allocation continues until end of Feb.',
    '',
    'supply-shortage',
  ],
  [
    'ENT clinic 某 - Dr. K prefers nasal sprays over oral antihistamines for kids, wants more of the pediatric leaflet.',
    '',
    'detailing',
  ],
  [
    'Seminar invitation: "Managing COPD exacerbations in primary care", Mar 3 19:00, Hotel Grand Seaside, speaker Dr. Haruki Oda. Please join us.',
    '',
    'seminar-invitation',
  ],
  [
    'Trial summary shared: exacerbation rate down 28% vs comparator, AE incidence similar in both arms, no new safety signals.',
    '',
    'trial-results',
  ],
  [
    'Pharmacist B said patients keep asking whether the RSV vaccine is covered; no coverage info yet.',
    '',
    'market-feedback',
  ],
  [
    'Patient segment here is mostly 60s and older with a heavy smoking history; spirometry uptake is low.',
    '',
    'market-segment',
  ],
  [
    'Asthma kids doing well on the spacer - nurse said night-cough visits have dropped a lot this winter.',
    '',
    'improvement',
  ],
  [
    'Competitor launched a new laxative sachet, heavy sampling at gastro clinics in the area.',
    '',
    'competitor-activity',
  ],
  [
    'mtg w/ 薬剤部長: generic switch for levofloxacin planned Q2, our brand stays for inpatient use only.',
    '',
    'formulary',
  ],
  [
    'Quick note: PMDA annual summary shows respiratory products at ~9% of reports last FY - good slide for training.',
    '',
    'regulator-stats',
  ],
  [
    'Q&A at the in-house study group: "what counts as a medication error?" - answered with the fictional examples from the training deck.',
    '',
    'safety-training',
  ],
  [
    'Norovirus outbreak news in the prefecture; gastro clinics expect more demand for IV fluids next week.',
    '',
    'infection-stats',
  ],
  [
    'Dr. X: "Honestly, the new biologic worked beautifully for my UC patients, the colonoscopies look much cleaner." Good feedback.',
    '',
    'improvement',
  ],
  [
    'Clinic A asked for the vaccine cold-chain leaflet again, their new staff start Monday.',
    '',
    'logistics',
  ],
  [
    'Market share update: our ICS/LABA at 22% in territory (+2pt), competitor down 1pt.',
    '',
    'market-share',
  ],
  [
    '来週のWeb seminar "Antibiotic stewardship in winter", speaker 浜田先生 from 西浦総合病院, registration via the QR code. Please join!',
    '',
    'seminar-invitation',
  ],
  // ---- ae (Japanese) ----
  [
    '薬局で聞いた話：吸入ステロイドを始めた患者さん、口の中に白いものができて声もかすれると訴えているとのこと。',
    'ae',
    'oral-candidiasis',
  ],
  [
    '某クリニック看護師より、モンテルカスト服用中のお子さんが夜中に急に泣き叫ぶようになり、母親が自己判断で中止したと。',
    'ae',
    'neuropsychiatric',
  ],
  [
    'PPIを長く飲んでいる患者さん、血中マグネシウムが1.2まで下がっていたと先生が話していました。',
    'ae',
    'lab-value',
  ],
  ['アモキシシリン3日目で全身に発疹、服薬中止（K先生談）。', 'ae', 'rash'],
  [
    '吸入器のカウンターはまだ残り40回なのに、押しても薬が出てこなかったと患者さんが薬局に持参。',
    'ae',
    'device-failure',
  ],
  [
    '薬剤師さん：「一包化の袋に他の方の下剤が紛れていて、そのまま飲んでしまった方がいた」とのこと。',
    'ae',
    'wrong-patient',
  ],
  [
    'お母さんがドライシロップを溶かす量を勘違いして、抗菌薬を倍量飲ませてしまったと小児科に相談があったそうです。',
    'ae',
    'dosing-error',
  ],
  [
    '抗インフル薬を飲んだ夜、子どもが急に部屋を飛び出そうとしたと親御さんから小児科に電話があったと。',
    'ae',
    'abnormal-behaviour',
  ],
  [
    '院長より、レボフロキサシン内服後にアキレス腱の痛みを訴えた患者がいたと伺いました。',
    'ae',
    'tendon',
  ],
  ['メサラジン開始後にかえって下痢と血便が増え、中止した例があったとのこと。', 'ae', 'worsening'],
  [
    '生物学的製剤の点滴中に顔が赤くなり息苦しさが出て、投与中断したと病棟看護師から聞きました。',
    'ae',
    'infusion-reaction',
  ],
  [
    '「全然効かない、3か月使っても発作の回数が同じ」と患者さんが言っていると薬局から。',
    'ae',
    'lack-of-effect',
  ],
  [
    '下剤（スルーニア顆粒）で吐き気が強く、患者さんが自分で半分に減らして飲んでいるらしい。',
    'ae',
    'self-dose-change',
  ],
  [
    '使用期限を2か月過ぎた吸入器を患者さんが使い続けていたと、薬剤師が残薬確認で気づいた。',
    'ae',
    'expired-product',
  ],
  [
    '嚥下困難の入所者に、腸溶性のPPI錠を砕いて経管投与していたと施設の看護師さんから。',
    'ae',
    'crushing',
  ],
  [
    'クラリスロマイシンを服用した後に妊娠が判明した患者さんについて、産婦人科から問い合わせがあったとのこと。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中のお母さんがセフェム系抗菌薬を飲んだ後、赤ちゃんの便がゆるくなったと小児科で相談あり。',
    'ae',
    'breastfeeding',
  ],
  [
    '予防接種の後、腕が肘まで腫れて熱をもったと保護者から連絡があったそうです。',
    'ae',
    'injection-site',
  ],
  ['肺炎球菌ワクチン接種翌日に38.5℃の発熱、解熱剤で翌々日には下がったとのこと。', 'ae', 'fever'],
  ['ALT 28→156。抗結核薬を疑って主治医が一部中止、とのこと。', 'ae', 'lab-value'],
  [
    '吸入ステロイドを長く使っている患者さんが眼科で白内障を指摘された、と先生が気にしていました。',
    'ae',
    'cataract',
  ],
  [
    '吸入後に動悸が止まらず、心拍数が１２０台になって救急受診した患者さんがいたそうです。',
    'ae',
    'vital-sign',
  ],
  [
    'チオトロピウムを使い始めてから尿が出にくくなったと高齢の患者さんが訴え、泌尿器科に紹介されたと。',
    'ae',
    'urinary-retention',
  ],
  [
    '抗菌薬を飲み終えた後も水様便が続き、CD検査陽性で入院になった方がいたと消化器の先生から。',
    'ae',
    'cdi-hospitalisation',
  ],
  [
    '耳鼻科の先生談：点鼻ステロイドで鼻血を繰り返すようになり、使用をやめた患者さんがいる。',
    'ae',
    'epistaxis',
  ],
  [
    '喘息の患者さん、ジェネリックの吸入器に替えてから発作が増えて、結局元の製品に戻したそうです。',
    'ae',
    'switch-back',
  ],
  [
    '錠剤の色が前回と違う（黄色っぽい）と患者さんが薬局に持ってきた。すでに何錠か飲んでしまったとのこと。',
    'ae',
    'quality-discoloured',
  ],
  [
    '患者さんが吸入薬を口ではなく鼻から吸っていたことが判明。家族が手伝っていたらしい。',
    'ae',
    'wrong-route',
  ],
  [
    'ご主人の咳止めを奥さんが飲んでしまい、ふらついて転倒したと訪問看護師から聞いた。',
    'ae',
    'others-medicine',
  ],
  [
    '下痢止めを子どもに大人の量で飲ませてしまい、お腹が張ってぐったりしたので受診したとのこと。',
    'ae',
    'dosing-error',
  ],
  [
    '吸入タイプの抗インフル薬、うまく吸えておらず粉がほとんど残っていたのを薬剤師が確認。',
    'ae',
    'administration-error',
  ],
  ['抗菌薬の点滴後に血圧が80台まで低下、一時的に昇圧剤を使ったとのこと。', 'ae', 'vital-sign'],
  [
    '施設で薬の取り違えがあり、別の入所者の緩下剤が投与されたと看護師長から聞いた、という話。',
    'ae',
    'wrong-patient',
  ],
  ['PPIを飲み始めてからずっと頭が痛い、と患者さんが薬局でこぼしていたそうです。', 'ae', 'headache'],
  ['先生：「この前の患者、抗菌薬で肝機能が悪くなって結局入院したよ」。', 'ae', 'hospitalisation'],
  ['インフリキシマブ投与中の患者で結核が再燃し、呼吸器内科へ転科したとのこと。', 'ae', 'infection'],
  [
    'ワクチンの接種間隔を間違えて、2回目を早すぎる時期に打ってしまったと小児科の事務さんから連絡。',
    'ae',
    'schedule-error',
  ],
  [
    '抗菌薬シロップが固まって振っても溶けず、そのまま飲ませたら子どもが吐いたと保護者から薬局へ。',
    'ae',
    'quality-complaint',
  ],
  [
    'ピュルモア吸入器のマウスピースにひび。吸うと空気が漏れて「薬が入ってない感じがする」と患者さん。',
    'ae',
    'cracked-device',
  ],
  [
    '咳止めシロップを1日で1本飲み切ってしまう若い患者がいる、と薬局が心配していた。',
    'ae',
    'misuse',
  ],
  ['便秘薬を増量したら腹痛と下痢がひどくなり、夜間救急にかかったと。', 'ae', 'gi-event'],
  ['CRP 0.3→8.9、新しく始めた免疫調整薬との関連を主治医が疑っているとのこと。', 'ae', 'lab-value'],
  [
    '訪問看護師さん経由：在宅酸素の患者さん、吸入薬の直後に決まってむせて咳が止まらないとご家族が訴えている。',
    'ae',
    'paradoxical-bronchospasm',
  ],
  [
    '飼い犬の咳に飼い主が自分の咳止めを与えてしまい、犬がぐったりしたと動物病院経由で薬局に問い合わせ。',
    'ae',
    'animal',
  ],
  [
    '抗ウイルス薬を飲んだ翌朝、全身にじんましんが出たと患者さんから電話があったそうです。',
    'ae',
    'urticaria',
  ],
  ['血清K 3.0、下剤の使いすぎが原因では、と先生。', 'ae', 'lab-value'],
  [
    '小児科の先生：「オセルタミビルを3日飲んでも熱が全然下がらない子が何人かいるんだよね」。',
    'ae',
    'lack-of-effect',
  ],
  // ---- ae (English / mixed) ----
  [
    "Pharmacist said a patient's inhaler counter hit zero after 2 weeks (should last a month); patient thinks half the puffs misfired.",
    'ae',
    'device-failure',
  ],
  [
    'Dr. X mentioned a COPD patient admitted with pneumonia a month after starting the new ICS combo.',
    'ae',
    'pneumonia-hospitalisation',
  ],
  [
    'Nurse told me a kid got the adult dose of the flu vaccine by mistake last week; mild fever only.',
    'ae',
    'wrong-dose',
  ],
  [
    'Patient on vedolizumab reported joint pain and hair loss, gastro doc considering a switch.',
    'ae',
    'arthralgia',
  ],
  [
    '"Still coughing like crazy after two courses of antibiotics" - parent\'s words, relayed by the ENT nurse.',
    'ae',
    'lack-of-effect',
  ],
  ['Quick: eGFR 62 → 38 after starting the new antiviral, Dr. K paused it.', 'ae', 'lab-value'],
  [
    'Pharmacy B found cracked tablets in a new bottle of the laxative; the patient had already taken a few and had stomach cramps.',
    'ae',
    'quality-cracked',
  ],
  ['PPI patient → low B12 on routine bloods, doc suspects the long-term use.', 'ae', 'lab-value'],
  [
    'Carer at a care home crushed extended-release tablets into yogurt for a resident, who then became very drowsy.',
    'ae',
    'crushing',
  ],
  [
    "Patient used her mother's leftover antibiotics for a sore throat and got a rash two days later.",
    'ae',
    'others-medicine',
  ],
  [
    'Breastfeeding mum on clarithromycin; baby vomiting and irritable, peds asked whether it could be the drug.',
    'ae',
    'breastfeeding',
  ],
  [
    "Home nebulizer wasn't misting at all - mother says the child's wheeze got worse overnight and they ended up in ER.",
    'ae',
    'device-failure',
  ],
  [
    'Dr. X: SpO2 fell from 96% to 89% within an hour of the first dose of the IV antibiotic.',
    'ae',
    'vital-sign',
  ],
  [
    'ENT says one patient lost their sense of taste after the nasal steroid course, still not back after 6 weeks.',
    'ae',
    'dysgeusia',
  ],
  [
    'Patient took the bowel prep two days early (misread the instructions), felt faint and dehydrated, colonoscopy rescheduled.',
    'ae',
    'medication-error',
  ],
  [
    'FYI a rep from another area heard that a patient died a week after starting the antifungal, cause unknown; doc is reviewing.',
    'ae',
    'death',
  ],
  [
    'Vaccine vial left out of the fridge overnight and used next morning - 3 kids already vaccinated before the clinic noticed.',
    'ae',
    'storage-error',
  ],
  [
    '薬剤師: "the spacer valve was stuck", so the child wasn\'t getting the dose and had two attacks this week.',
    'ae',
    'device-failure',
  ],
  [
    'Patient on montelukast: nightmares and mood swings per her husband, drug stopped.',
    'ae',
    'neuropsychiatric',
  ],
  [
    'Doc said a few patients complain the generic PPI "doesn\'t work at all", heartburn back within days of switching.',
    'ae',
    'lack-of-effect',
  ],
  // ---- id (Japanese) ----
  [
    '本日、さくらぎ呼吸器内科クリニックの院長と面会。新規吸入剤の採用は来期検討とのこと。',
    'id',
    'clinic-name',
  ],
  ['みなと台小児科の大和田先生より、RSワクチンの資料を追加で依頼されました。', 'id', 'doctor-name'],
  [
    '北浜耳鼻咽喉科医院、午後外来が混雑。受付の小泉さんにパンフレットを預けた。',
    'id',
    'clinic-name',
  ],
  [
    'ひばりが丘薬局の管理薬剤師 杉浦さんから、PPIの在庫状況について問い合わせ。',
    'id',
    'pharmacist-name',
  ],
  [
    '青葉台消化器内科クリニックで内視鏡を新機種に更新。院長の関心はIBDの新薬。',
    'id',
    'clinic-name',
  ],
  ['田淵先生（呼吸器）と次回勉強会の日程調整、2月第2週で仮押さえ。', 'id', 'doctor-name'],
  [
    '昨日の講演会報告：演者の大森 恵子 先生が「高齢者肺炎と誤嚥」について講演、参加者42名でした。',
    'id',
    'lecture-report',
  ],
  [
    '特別養護老人ホーム 松風苑の看護師長と面談、施設内のインフル対策について情報交換。',
    'id',
    'care-home',
  ],
  [
    '72歳男性がCOPDの新規診断で紹介されてきたと先生。吸入薬の選択で迷っているとのこと。',
    'id',
    'age-sex',
  ],
  ['40代女性の患者さんで、潰瘍性大腸炎の寛解が2年続いているとのこと。', 'id', 'age-sex'],
  ['西浦総合病院 薬剤部の三宅さんと、抗菌薬の採用品目リストを確認。', 'id', 'hospital-name'],
  ['中川内科・呼吸器科、木曜午後に喘息外来を新設。', 'id', 'clinic-name'],
  ['くすのき薬局 駅前店、吸入指導の件数が月100件を超えたとのこと。', 'id', 'pharmacy-name'],
  ['佐野先生が来月から開業されるそうです。新クリニックの場所は未定。', 'id', 'doctor-name'],
  ['小児科の石黒看護師さんより、スペーサーのサンプル追加希望。', 'id', 'nurse-name'],
  [
    '5歳の女の子の保護者から、スペーサーの洗い方について質問があったと看護師さん。',
    'id',
    'age-sex',
  ],
  [
    '本日の症例検討会、高畑先生が報告した80代男性の誤嚥性肺炎について議論。治療経過は良好。',
    'id',
    'case-conference',
  ],
  ['東町こどもクリニックのワクチン外来、土曜も予約制で開始。', 'id', 'clinic-name'],
  ['宮下医院の宮下院長（二代目）は消化器が専門、ピロリ除菌の件数が多い。', 'id', 'doctor-name'],
  [
    '講演会報告：すずらん台病院の岡部先生による「COPDの吸入療法」、質問が多く好評でした。',
    'id',
    'lecture-report',
  ],
  [
    '30代男性が長引く咳で来院、マイコプラズマ陽性だったとのこと。抗菌薬の選択について相談を受けた。',
    'id',
    'age-sex',
  ],
  ['丸岡先生（耳鼻科）曰く、今年は花粉症の初期療法の相談が早めに来ている。', 'id', 'doctor-name'],
  ['さくら調剤薬局 緑町店の吉永さんに新しい吸入指導箋を渡した。', 'id', 'pharmacy-name'],
  ['河合 俊介 先生（みどり野クリニック院長）と夕食会の日程を確認。', 'id', 'full-name'],
  [
    '訪問看護ステーションあおぞらの所長さんと、在宅での吸入指導について意見交換。',
    'id',
    'facility-name',
  ],
  [
    '60代女性の喘息患者さん、吸入薬を切り替えてから調子がよく咳も止まった、と先生が嬉しそうに話していた。',
    'id',
    'age-sex',
  ],
  [
    '県立北部医療センター 呼吸器内科の福永部長に面会、来期の採用方針を伺った。',
    'id',
    'hospital-name',
  ],
  // ---- id (English / mixed) ----
  [
    'Met Dr. Kenji Arakawa at Hoshizora Respiratory Clinic, interested in our new inhaler trial data.',
    'id',
    'full-name',
  ],
  [
    'Dropped samples at Minami-Kaze Pediatrics; Nurse Tanabe will hand them to the director.',
    'id',
    'clinic-name',
  ],
  [
    "Report on last night's webinar: Prof. Yuki Shimazaki spoke on IBD biologics, 65 attendees, lots of questions on dosing.",
    'id',
    'lecture-report',
  ],
  [
    'A 58-year-old man was referred for suspected TB; Dr. X asked about our IGRA material.',
    'id',
    'age-sex',
  ],
  [
    'Green Hill Pharmacy manager Mr. Okada asked about stock of amoxicillin syrup.',
    'id',
    'pharmacy-name',
  ],
  [
    'Follow-up with Dr. Sakamoto (ENT) re nasal spray samples, next visit Feb 12.',
    'id',
    'doctor-name',
  ],
  ['Sunrise Care Home - head nurse asked for flu vaccine cold-chain leaflets.', 'id', 'care-home'],
  [
    "杉本クリニック's new 院長 wants a lunch meeting next week on COPD inhaler options.",
    'id',
    'clinic-name',
  ],
  [
    'Nice chat with pharmacist Ms. Haruna Ito at Aozora Pharmacy about inhaler technique checks.',
    'id',
    'full-name',
  ],
  [
    "Dr. X's patient, a 7-year-old girl with asthma, is symptom-free on low-dose ICS - good story for the leaflet.",
    'id',
    'age-sex',
  ],
  [
    'Kawabe Gastro Clinic is adding a second endoscopy room; Dr. Kawabe keen on our IBD leaflet.',
    'id',
    'clinic-name',
  ],
  // ---- ae+id ----
  [
    'さくらぎ呼吸器内科クリニックの患者さんで、吸入開始後に声がれが続き中止した方がいるとのこと。',
    'ae+id',
    'clinic-event',
  ],
  [
    '大和田先生より、抗菌薬内服後にじんましんが出たお子さんがいたと伺いました。',
    'ae+id',
    'doctor-event',
  ],
  [
    '70代女性、PPI長期服用中に低ナトリウム血症（Na 126）を指摘されたと薬局から。',
    'ae+id',
    'age-sex-lab',
  ],
  [
    'ひばりが丘薬局の杉浦さん：「隣の方の下剤を間違えてお渡しして、1回分飲まれてしまった」。',
    'ae+id',
    'wrong-patient-name',
  ],
  [
    '松風苑の入所者で、インフルワクチン接種後に高熱が出て入院した方がいると看護師長から。',
    'ae+id',
    'care-home-event',
  ],
  [
    '3歳の男の子が抗インフル薬服用後にけいれんし救急搬送された、と東町こどもクリニックの先生から。',
    'ae+id',
    'age-sex-event',
  ],
  [
    '田淵先生の患者さん、吸入器のボタンが固くて押せず1週間ほぼ使えていなかったことが判明、喘息が悪化したそうです。',
    'ae+id',
    'device-name',
  ],
  [
    'Dr. Arakawa said a 64-year-old woman on the new LAMA developed urinary retention and needed catheterisation.',
    'ae+id',
    'age-sex-event',
  ],
  [
    "Green Hill Pharmacy reported that a customer's amoxicillin suspension smelled odd and the child vomited after the first dose.",
    'ae+id',
    'quality-pharmacy',
  ],
];
