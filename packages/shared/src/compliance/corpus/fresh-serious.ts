import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 0: serious events told indirectly (a death, an ICU stay, a fall, a
 * seizure), events told through a number or a witness, care homes and home-visit nursing, about
 * half in English or mixed text, and clean sentences dense with safety words; written by a helper
 * who had not seen the rules, from the labelling guide of docs/compliance.md ("Issue 43").
 * Measured once with rules v3 before any change of issue 43; its misses were then read, so it is
 * training material now (docs/compliance.md): a later figure needs a set written after the change.
 */
export const FRESH_SERIOUS: readonly Row[] = [
  // ---- ae: serious outcomes ----
  [
    'A病院の循環器内科医によると、競合品の後発ワルファリンへ切り替えた高齢患者が、その後脳出血で亡くなったとのことです。',
    'ae',
    'ae-serious',
  ],
  [
    'The ward pharmacist mentioned in passing that one of their patients on Zenotrix ended up in the ICU for three days with lactic acidosis.',
    'ae',
    'ae-serious',
  ],
  [
    '施設の看護職員によれば、睡眠薬ネムリナを増量した翌朝に入居者がトイレで転倒し、大腿骨頸部骨折で入院しました。',
    'ae',
    'ae-serious',
  ],
  [
    'According to an ER doctor at a university hospital, a woman went into anaphylaxis within minutes of her first Belzaro infusion and was treated in the resuscitation bay.',
    'ae',
    'ae-serious',
  ],
  [
    '某クリニックの院長から、ラモトリギンを後発品に変更した20代の患者が2週間後に強直間代発作を起こし、救急搬送されたと伺いました。',
    'ae',
    'ae-serious',
  ],
  [
    'Apparently two of the forty residents started on the new antipsychotic Quetaris at a care home were admitted with aspiration pneumonia last month.',
    'ae',
    'ae-serious',
  ],
  [
    '在宅医の話では、DOAC服用中の90代男性が自宅で吐血し、そのまま緊急入院となったそうです。',
    'ae',
    'ae-serious',
  ],
  [
    'A GP told me one of his elderly patients died at home a week after starting Cardivex, and the family is asking whether the drug played a part.',
    'ae',
    'ae-serious',
  ],
  [
    'B大学病院の薬剤部長が雑談の中で、競合品ヘパクリン投与後に重度の血小板減少をきたしICU管理となった症例に触れていました。',
    'ae',
    'ae-serious',
  ],
  [
    'MR会議で共有：A病院のERでは、Belzaroのfirst doseでanaphylactic shockになりadrenalineを2回打った患者がいたとのことです。',
    'ae',
    'ae-serious',
  ],
  [
    'During the product talk, a nurse said her own father had a stroke while he was off his anticoagulant for a tooth extraction.',
    'ae',
    'ae-serious',
  ],
  [
    '透析患者に腎機能に応じた減量なしで抗ウイルス薬が投与され、意識障害を来した例があったと病棟薬剤師が話していました。',
    'ae',
    'ae-serious',
  ],
  [
    'In the Q&A after the lecture, a urologist described a patient of his who lost consciousness and fell after the first dose of an alpha blocker.',
    'ae',
    'ae-serious',
  ],
  [
    'C病院の神経内科部長によると、競合品ロスバリン服用中の横紋筋融解症をこの1年で3例経験したとのことです。',
    'ae',
    'ae-count',
  ],
  [
    'The pharmacy counted five patients this month who came back complaining of diarrhoea on the new metformin formulation.',
    'ae',
    'ae-count',
  ],
  [
    '入居者12名のうち4名が、抗インフルエンザ薬の投与後に嘔吐したと施設の看護主任から伺いました。',
    'ae',
    'ae-count',
  ],

  // ---- ae: lab values and vital signs ----
  [
    'C医院では、ワルファリン服用中の患者にフルコナゾールが併用され、PT-INRが6.8まで上昇したとのことです。',
    'ae',
    'ae-lab',
  ],
  [
    'Potassium came back at 6.4 mmol/L in an elderly woman two weeks after spironolactone was added to her ACE inhibitor, per the clinic nurse.',
    'ae',
    'ae-lab',
  ],
  [
    'SGLT2阻害薬スガリオン開始後、HbA1cが8.9%から9.4%へかえって上昇した症例があると内分泌内科医が話していました。',
    'ae',
    'ae-lab',
  ],
  [
    'On the home visit the nurse found his SpO2 at 86% the morning after a new fentanyl patch was applied.',
    'ae',
    'ae-lab',
  ],
  [
    '訪問看護師の話では、β遮断薬の増量後に心拍数が42回/分まで低下した利用者がいたそうです。',
    'ae',
    'ae-lab',
  ],
  [
    'Haemoglobin dropped from 12.1 to 8.3 g/dL in a patient on dual antiplatelet therapy with Plavena, the hospital pharmacist told me.',
    'ae',
    'ae-lab',
  ],
  [
    '甲状腺専門医によると、抗甲状腺薬ベースドンの開始3か月後にTSHが45 µIU/mLまで上がった患者がいたとのことです。',
    'ae',
    'ae-lab',
  ],
  [
    'クレアチニンが1.0から2.3 mg/dLに上昇し、NSAIDsの定期処方が中止された高齢患者について腎臓内科で伺いました。',
    'ae',
    'ae-lab',
  ],
  [
    'Platelets fell to 38,000 after ten days of linezolid in one patient, according to the infectious diseases team.',
    'ae',
    'ae-lab',
  ],
  [
    '肝臓内科医の話では、競合の抗真菌薬Fungaris開始後にALTが420 U/Lとなり、投与を中止したとのことです。',
    'ae',
    'ae-lab',
  ],
  [
    'SU薬を飲んでいる母親の朝の血糖が48 mg/dLだったと、ご家族が薬局で相談されていたそうです。',
    'ae',
    'ae-lab',
  ],
  [
    'Home-visit nurseの報告では、利用者のblood pressureがdiuretic増量後に84/50まで下がっていたとのことです。',
    'ae',
    'ae-lab',
  ],

  // ---- ae: medication errors and misuse ----
  [
    "A carer crushed a resident's extended-release oxycodone tablet into yoghurt, a nurse at the facility mentioned.",
    'ae',
    'ae-error',
  ],
  [
    '別の入居者の降圧薬を誤って服用させてしまった事例があったと、グループホームの施設長が話していました。',
    'ae',
    'ae-error',
  ],
  [
    'An elderly man took his weekly methotrexate every day for five days because he misread the label, the community pharmacist said.',
    'ae',
    'ae-error',
  ],
  [
    '点眼液を誤って点耳に使ってしまったという相談が保険薬局に寄せられたそうです。',
    'ae',
    'ae-error',
  ],
  [
    "The clinic gave an expired vial of the competitor's vaccine Immuvax to two patients before anyone noticed the date.",
    'ae',
    'ae-error',
  ],
  [
    '妊娠に気づかないままロサルタン後発品の服用を続けていた女性がいたと、産婦人科医から伺いました。',
    'ae',
    'ae-error',
  ],
  ['5歳の子どもが祖母の降圧薬を1錠飲んでしまい、小児科を受診したそうです。', 'ae', 'ae-error'],
  [
    'Drugstoreの薬剤師によると、ある客がOTCの咳止めシロップSekidomeを2日おきに数か月買い続けているとのことです。',
    'ae',
    'ae-error',
  ],
  [
    '頓用のロキソプロフェンを1日8錠、添付文書の上限を超えて服用していた高齢者がいたと、薬局薬剤師が話していました。',
    'ae',
    'ae-error',
  ],
  [
    "A breastfeeding mother was prescribed the competitor's benzodiazepine Relaxin and her baby was very drowsy for two days, the midwife said.",
    'ae',
    'ae-error',
  ],
  [
    'The hospital had a near-fatal hypoglycaemia in an elderly inpatient who was given the insulin meant for the patient in the next bed.',
    'ae',
    'ae-error',
  ],

  // ---- ae: quality complaints touching a patient ----
  [
    "The nurse said a Belzaro auto-injector stopped halfway on a patient's thigh, so nobody knows how much of the dose went in.",
    'ae',
    'ae-quality',
  ],
  [
    '競合品メトホルン錠が一部茶色く変色していたと、服用中の患者さんが薬局に持参したそうです。',
    'ae',
    'ae-quality',
  ],
  [
    '投与済みのバイアルにひびが入っていたことが後から分かったと、病棟看護師から聞きました。',
    'ae',
    'ae-quality',
  ],
  [
    'Visible particles were found in the bag of Oncavir after the infusion had already been running for twenty minutes.',
    'ae',
    'ae-quality',
  ],
  [
    '在宅患者のご家族から、インスリンペンの針が皮下で折れて外科で摘出したとの相談があったそうです。',
    'ae',
    'ae-quality',
  ],
  [
    "A patient brought back a blister of the competitor's Lipodex with chipped, crumbling tablets she had been taking for a week.",
    'ae',
    'ae-quality',
  ],
  [
    '吸入器ブレサリンのカウンターが動かず、患者が空の吸入器を使い続けていたことが判明したと呼吸器内科医が話していました。',
    'ae',
    'ae-quality',
  ],

  // ---- ae: lack of efficacy ----
  [
    "Two patients in a row showed no response at all to the competitor's migraine injection Migrelix after three months, the neurologist told me.",
    'ae',
    'ae-efficacy',
  ],
  [
    '後発品に切り替えてから血圧がまったく下がらなくなったという患者の訴えが続いていると、開業医が話していました。',
    'ae',
    'ae-efficacy',
  ],
  [
    'A dermatologist said the biologic Psorix simply stopped working in one of her patients after a year, with plaques back across his back.',
    'ae',
    'ae-efficacy',
  ],
  [
    '競合品の抗菌薬を5日間服用しても解熱しなかった小児例について、小児科医が効果に疑問を呈していました。',
    'ae',
    'ae-efficacy',
  ],
  [
    'The pain clinic said a patient on the Duraflex patch still rated her pain 9 out of 10 after a full month.',
    'ae',
    'ae-efficacy',
  ],
  [
    "The gynaecologist mentioned an unplanned pregnancy in a patient who had been taking the competitor's pill Lunavia correctly.",
    'ae',
    'ae-efficacy',
  ],
  [
    'レボチロキシンを後発品に変更した後、強い倦怠感が戻ってきた患者がいるとのことです。',
    'ae',
    'ae-efficacy',
  ],

  // ---- ae: told by relatives, carers, other professionals ----
  [
    "The son phoned the clinic to say his mother has been confused and seeing things since her Parkinson's medication was increased.",
    'ae',
    'ae-witness',
  ],
  [
    'ヘルパーさんの話では、利用者さんが新しい貼付剤を使い始めてから日中ずっと眠っているとのことです。',
    'ae',
    'ae-witness',
  ],
  [
    'ケアマネジャーによると、抗認知症薬の増量後に父が怒りっぽくなり夜間に徘徊するようになったと、ご家族から相談があったそうです。',
    'ae',
    'ae-behaviour',
  ],
  [
    "A community pharmacist said a customer came back with a rash all over her body three days after starting the competitor's antibiotic Cefrox.",
    'ae',
    'ae-witness',
  ],
  [
    '訪問看護師から、カルシウム拮抗薬の増量と同じ時期に利用者の足首に強いむくみが出ているとの報告がありました。',
    'ae',
    'ae-witness',
  ],
  [
    'His wife told the doctor he has been coughing every night since the ACE inhibitor was started and wants it stopped.',
    'ae',
    'ae-witness',
  ],
  [
    '病棟の看護師長によると、今週、競合品の点滴後に悪寒と発熱を訴えた患者が3人いたとのことです。',
    'ae',
    'ae-witness',
  ],
  [
    "A care worker noticed bruises all over a resident's arms a week after the new anticoagulant was started.",
    'ae',
    'ae-witness',
  ],
  [
    '患者の娘さんが、母が降圧薬を飲み始めてから立ち上がるたびにふらつくと外来で訴えていました。',
    'ae',
    'ae-witness',
  ],
  [
    'The dental hygienist mentioned marked gum overgrowth in a patient who has been on nifedipine for years.',
    'ae',
    'ae-witness',
  ],
  [
    'The daughter said her father had a seizure in the bath the night after his tramadol dose was doubled.',
    'ae',
    'ae-witness',
  ],
  [
    'ケアホームの看護職員の話では、下剤服用後に入居者が脱水となり、点滴で対応したとのことです。',
    'ae',
    'ae-witness',
  ],
  [
    '保険薬局の薬剤師によると、ステロイド外用薬を長く使った乳児の頬に皮膚の菲薄化がみられたとのことです。',
    'ae',
    'ae-witness',
  ],
  [
    'A teenager on the ADHD drug Focura became withdrawn and stopped eating, according to his mother.',
    'ae',
    'ae-behaviour',
  ],
  [
    '抗うつ薬の減量後からイライラと不眠が続いていると、患者本人が診察時に話していたそうです。',
    'ae',
    'ae-behaviour',
  ],

  // ---- ae: animals ----
  [
    'A vet told me a dog got very ill after its owner gave it a human ibuprofen tablet for a limp.',
    'ae',
    'ae-animal',
  ],
  [
    '飼い主が自分のアセトアミノフェンを猫に飲ませ、動物病院に運ばれたという話を獣医師から聞きました。',
    'ae',
    'ae-animal',
  ],
  [
    '薬局で、飼い犬が自分の睡眠薬を誤って食べてふらふらしていると相談された方がいたそうです。',
    'ae',
    'ae-animal',
  ],
  [
    'The vet mentioned a cat that developed kidney problems after licking the human NSAID gel its owner had used.',
    'ae',
    'ae-animal',
  ],

  // ---- ae: reactions, infections, stop/switch ----
  [
    '生物学的製剤ゼルマブを使用中の関節リウマチ患者が帯状疱疹を発症したと、整形外科医から伺いました。',
    'ae',
    'ae-infection',
  ],
  [
    'A patient on the JAK inhibitor Jakovex developed pneumonia and had to pause treatment, the rheumatologist said.',
    'ae',
    'ae-infection',
  ],
  [
    'TNF阻害薬の使用中に結核の再燃が疑われる症例があったと、呼吸器内科の医師が話していました。',
    'ae',
    'ae-infection',
  ],
  [
    "She stopped the competitor's statin Corolip after two weeks because of aching in both thighs.",
    'ae',
    'ae-discontinuation',
  ],
  [
    '吐き気が強く、GLP-1受容体作動薬グルコリンを半量に減らした患者が複数いるとのことです。',
    'ae',
    'ae-discontinuation',
  ],
  [
    "The clinic doctor switched one patient from the competitor's DPP-4 inhibitor to ours because she kept getting joint pain.",
    'ae',
    'ae-discontinuation',
  ],
  [
    '注射部位の発赤と腫れが2週間引かなかった患者がいたと、皮膚科の医師から伺いました。',
    'ae',
    'ae-reaction',
  ],
  [
    "One patient said everything tasted of metal after starting the competitor's antibiotic, the GP mentioned.",
    'ae',
    'ae-reaction',
  ],
  [
    '外来化学療法室の看護師によると、Oncavir投与中に胸部の締め付け感を訴え中断した患者がいたそうです。',
    'ae',
    'ae-reaction',
  ],

  // ---- id ----
  [
    'Dr. Tanaka at Kitamachi Clinic said he would be glad to see the new dosing data next month.',
    'id',
    'id-english',
  ],
  [
    'Met with Prof. Hiroshi Kanda from Shirasagi University Hospital about the upcoming symposium.',
    'id',
    'id-english',
  ],
  [
    'St. Lucia Memorial Hospital will hold an internal briefing on our product in May.',
    'id',
    'id-facility',
  ],
  ['Nurse Yamamura on the fifth-floor ward asked for extra patient leaflets.', 'id', 'id-person'],
  [
    '訪問看護ステーションひだまり草加の所長から、パンフレットの追加依頼がありました。',
    'id',
    'id-facility',
  ],
  [
    'グループホームあおぞら松原の施設長と、服薬管理の勉強会の日程を調整しました。',
    'id',
    'id-facility',
  ],
  [
    '特別養護老人ホーム桜ヶ丘苑では、来月から一包化の運用を見直すとのことです。',
    'id',
    'id-facility',
  ],
  ['川端内科クリニックの川端院長は、配合剤への切替に前向きな姿勢でした。', 'id', 'id-person'],
  ['みどり調剤薬局本町店の薬局長から、在庫について問い合わせがありました。', 'id', 'id-facility'],
  ['鈴木真理子先生（東和記念病院 腎臓内科）に面談いただきました。', 'id', 'id-person'],
  [
    'Ms. Keiko Ota, head of pharmacy at Minato General Hospital, will chair the regional meeting.',
    'id',
    'id-english',
  ],
  ['循環器内科の大森先生が、来週の講演会で座長を務められます。', 'id', 'id-person'],
  ['Hanazono Home-Visit Nursing Station now covers the whole east district.', 'id', 'id-facility'],
  ['ひまわり在宅クリニックの西田先生が、新しい剤形に関心を示されていました。', 'id', 'id-person'],
  [
    'The care home Komorebi no Sato asked whether we could provide charts on which tablets can be split.',
    'id',
    'id-facility',
  ],
  ['看護師長の石井さんから、病棟向け説明会の依頼をいただきました。', 'id', 'id-person'],
  ['Sakuragawa Pharmacy in Nishi Ward has added our generic to its shelves.', 'id', 'id-english'],
  ['医療法人青葉会あおば病院の薬剤部と、薬事委員会の日程を確認しました。', 'id', 'id-facility'],
  [
    'Dr. Emily Carter from Yokohama Bayside International Clinic visited our booth at the congress.',
    'id',
    'id-english',
  ],
  ['患者会代表のタカハシ ケンイチ様から、説明資料の送付依頼がありました。', 'id', 'id-person'],
  ['ケアハウス陽だまりの丘のケアマネジャー、小松さんと面談しました。', 'id', 'id-person'],
  ['なかまち薬局の井上薬剤師が、長期処方の動向を教えてくれました。', 'id', 'id-person'],
  [
    'Discussed the formulary submission with Dr. Nakamura and Dr. Ikeda at Higashiyama Medical Center.',
    'id',
    'id-english',
  ],
  ['松本記念病院は、来年度から後発品使用率の目標を引き上げるそうです。', 'id', 'id-facility'],
  [
    'Asahi Dermatology ClinicのKojima先生が、看護師向けのsample kitを希望されています。',
    'id',
    'id-english',
  ],
  [
    '介護付き有料老人ホーム「ゆうゆう館 南浦和」の看護主任から、貼付剤の保管方法について質問がありました。',
    'id',
    'id-facility',
  ],
  [
    'Hospital pharmacist Yuki Morimoto said the committee meets on the third Thursday of each month.',
    'id',
    'id-english',
  ],
  ['ケアホームつばさの藤原施設長が、職員研修の講師を探しているとのことです。', 'id', 'id-person'],
  [
    'はるかぜ訪問看護ステーションでは、オンコール体制を4名に増やしたそうです。',
    'id',
    'id-facility',
  ],
  [
    'Prof. Sato of Kita-Osaka Medical University will present the registry results at the autumn congress.',
    'id',
    'id-english',
  ],
  ['渡辺 健太郎 様からのお問い合わせに、本日折り返しのお電話をしました。', 'id', 'id-person'],
  [
    'Visited the oncology ward at Kusunoki Hospital, where the charge nurse, Ms. Hara, asked for the updated storage guide.',
    'id',
    'id-english',
  ],
  ['西新宿ファミリークリニックの院長と、オンライン面談を実施しました。', 'id', 'id-facility'],
  [
    'Nurse Kimura from Sunrise Care Home asked whether the tablets may be split for residents.',
    'id',
    'id-english',
  ],

  // ---- ae+id ----
  [
    'Dr. Tanabe at Kohoku Central Hospital said one of his patients on Zenotrix had a fatal GI bleed last week.',
    'ae+id',
    'aeid-serious',
  ],
  [
    '緑ヶ丘病院の救急外来で、競合品ベルザロの初回投与後にアナフィラキシーショックを起こした患者がいたと岡本先生から伺いました。',
    'ae+id',
    'aeid-serious',
  ],
  [
    'グループホームこもれびの村上施設長によると、抗精神病薬の増量後に入居者が転倒し手首を骨折したとのことです。',
    'ae+id',
    'aeid-witness',
  ],
  [
    "Nurse Fujii at Aozora Home-Visit Nursing Station found a patient's INR at 7.2 after an antibiotic was added to his warfarin.",
    'ae+id',
    'aeid-lab',
  ],
  [
    '山田一郎さん（78歳）がロキソプロフェンを1日6錠飲み胃潰瘍で入院したと、娘さんが薬局で話していたそうです。',
    'ae+id',
    'aeid-error',
  ],
  [
    "At Minami Pharmacy, pharmacist Chen said a patient came back with swollen lips after the first dose of the competitor's ACE inhibitor.",
    'ae+id',
    'aeid-reaction',
  ],
  [
    '北村内科医院の北村院長によれば、後発品に切り替えた患者3名でHbA1cが1%以上悪化したそうです。',
    'ae+id',
    'aeid-efficacy',
  ],
  [
    'Prof. Ogawa at Seiryo University Hospital mentioned a patient whose Belzaro auto-injector misfired and left half the dose on the skin.',
    'ae+id',
    'aeid-quality',
  ],
  [
    'さくら訪問看護ステーションの中島さんが、利用者の飼い犬が床に落ちたワルファリンを食べてしまったと話していました。',
    'ae+id',
    'aeid-animal',
  ],
  [
    'Mr. Hideo Kaneko, a resident of Hinode Care Home, was taken to the ER after the night staff gave him a double dose of his sleeping pill.',
    'ae+id',
    'aeid-error',
  ],
  [
    '高田クリニックの高田先生によると、スタチン服用中の患者でCKが8,000 U/Lまで上昇し入院となったそうです。',
    'ae+id',
    'aeid-lab',
  ],

  // ---- clean: tricky (safety vocabulary, anonymised, titles) ----
  [
    'A hotline for reporting suspected side effects of our products was set up for pharmacies in the prefecture this month.',
    '',
    'clean-safety-process',
  ],
  [
    'PMDAの副作用報告データベースで、当該薬効群の報告件数が前年より増加したと業界紙が報じていました。',
    '',
    'clean-regulator',
  ],
  [
    'At the congress, a poster presented an anonymised case of drug-induced liver injury taken from a published Japanese case series.',
    '',
    'clean-literature',
  ],
  [
    '学会では、既報論文の匿名化症例として薬剤性過敏症症候群の1例が紹介されました。',
    '',
    'clean-literature',
  ],
  [
    '看護師長から、副作用の初期症状をまとめた患者向け資料を病棟に置きたいとの依頼がありました。',
    '',
    'clean-title',
  ],
  [
    'The head nurse asked for materials on recognising anaphylaxis early, for ward training.',
    '',
    'clean-title',
  ],
  [
    '競合品ゼノトリクスの添付文書が改訂され、重大な副作用に間質性肺疾患が追記されました。',
    '',
    'clean-regulator',
  ],
  [
    'Our pharmacovigilance training for MRs covers how to forward an adverse event to the safety department within 24 hours.',
    '',
    'clean-safety-process',
  ],
  [
    'RMPの改訂に伴い、追加の医薬品安全性監視活動として使用成績調査が開始される予定です。',
    '',
    'clean-regulator',
  ],
  [
    'The regional pharmacists\' association will host a lecture titled "Falls and fractures in elderly patients on sedatives".',
    '',
    'clean-lecture',
  ],
  [
    '講演テーマは「高齢者の低血糖と転倒リスク」で、B大学病院の教授が演者を務める予定です。',
    '',
    'clean-lecture',
  ],
  [
    'K先生は、DOACの用量調整について一般論として慎重な立場を取っていました。',
    '',
    'clean-anonymised',
  ],
  [
    "Dr. X thinks the competitor's once-weekly formulation will struggle in care homes because staff find the device awkward.",
    '',
    'clean-anonymised',
  ],
  ['某院長は、今期中に後発品の採用品目を見直す意向とのことです。', '', 'clean-anonymised'],
  [
    'Facility C plans to introduce an electronic medication administration record next spring.',
    '',
    'clean-anonymised',
  ],
  ['○○薬局では、一包化の対応件数が前年比で2割増えているそうです。', '', 'clean-anonymised'],
  [
    'The competitor announced a voluntary recall of three lots of Lipodex because of an out-of-specification dissolution result.',
    '',
    'clean-supply',
  ],
  [
    '競合品メトホルンの一部ロットで出荷調整が始まり、卸からは4月末まで限定出荷と案内されています。',
    '',
    'clean-supply',
  ],
  [
    'The Yellow Card-style reporting form for patients is now available as a QR code at pharmacy counters.',
    '',
    'clean-safety-process',
  ],
  [
    '患者自身が副作用を報告できる「患者副作用報告」制度について、薬局向けの説明会が開かれました。',
    '',
    'clean-regulator',
  ],
  [
    "The MHLW issued a Blue Letter on the competitor's antiepileptic regarding serious skin reactions.",
    '',
    'clean-regulator',
  ],
  [
    '厚労省は、重篤副作用疾患別対応マニュアルのうちSJS/TENの項を改訂しました。',
    '',
    'clean-regulator',
  ],
  [
    'A registry of pregnancy exposures to biologics is recruiting centres in the region.',
    '',
    'clean-registry',
  ],
  [
    '授乳中の薬物使用について相談できる窓口が、県の周産期センターに開設されたそうです。',
    '',
    'clean-safety-process',
  ],
  [
    'The ward pharmacist asked how to report a suspected adverse reaction to a product that is not ours.',
    '',
    'clean-safety-process',
  ],
  ['薬剤部長は、副作用疑い例の報告フローを院内で統一したいと話していました。', '', 'clean-title'],
  [
    'In the lecture Q&A, a GP asked in general terms whether the risk of hyperkalaemia rises when spironolactone is combined with an ARB.',
    '',
    'clean-lecture',
  ],
  [
    '講演では、高齢者のワルファリン療法でPT-INRの目標を1.6〜2.6とする根拠が解説されました。',
    '',
    'clean-lecture',
  ],
  [
    "The competitor's detail aid claims an HbA1c reduction of 1.2% at 24 weeks versus placebo.",
    '',
    'clean-trial',
  ],
  [
    '競合のMRは、臨床試験での重篤な有害事象の発現率は両群とも3%前後だったと説明していました。',
    '',
    'clean-trial',
  ],
  [
    'A care home manager asked us for a training session on which tablets must never be crushed.',
    '',
    'clean-title',
  ],
  [
    '訪問看護ステーションの管理者から、貼付剤の剥がれ対策に関する資料の依頼がありました。',
    '',
    'clean-title',
  ],
  [
    'A pharmacist asked whether the expired samples in the clinic cupboard can be returned to us.',
    '',
    'clean-supply',
  ],
  [
    "The hospital's medication safety committee is reviewing its look-alike, sound-alike list, which now includes Cardivex and Cardivan.",
    '',
    'clean-safety-process',
  ],
  [
    '医療安全管理者が、インスリンの単位誤記を防ぐための院内ポスターを作成中とのことです。',
    '',
    'clean-safety-process',
  ],
  [
    '日本中毒情報センターへの小児の誤飲相談件数が、昨年度は前年より増えたと報道されていました。',
    '',
    'clean-regulator',
  ],
  [
    '高齢者施設での転倒・骨折の発生率に関する全国調査の結果が公表されました。',
    '',
    'clean-epidemiology',
  ],
  [
    'Dr. X will speak on "Managing anaphylaxis in the emergency department" at the regional emergency medicine meeting.',
    '',
    'clean-lecture',
  ],
  [
    'The competitor has launched a leaflet for pet owners warning against giving human painkillers to dogs and cats.',
    '',
    'clean-animal-material',
  ],
  [
    '獣医師会の研修会で、人用医薬品によるペットの中毒をテーマにした講演がありました。',
    '',
    'clean-lecture',
  ],
  [
    '救急外来の看護師向けに、アナフィラキシー対応の院内研修が来月実施される予定です。',
    '',
    'clean-lecture',
  ],
  [
    '市販の咳止めシロップの濫用防止のため、販売時の声かけを強化すると県薬剤師会が発表しました。',
    '',
    'clean-regulator',
  ],
  [
    "The company's medical information centre has extended its hours to answer questions on adverse reactions at weekends.",
    '',
    'clean-safety-process',
  ],
  ['副作用被害救済制度の周知ポスターが、病院の待合室に掲示されていました。', '', 'clean-regulator'],
  [
    "PMDA's annual report shows that the adverse drug reaction relief system paid out more claims this year.",
    '',
    'clean-regulator',
  ],
  ['市販後調査の症例登録は目標の8割に達したと、競合のMRが話していました。', '', 'clean-registry'],
  [
    'Nurse X asked for an English version of the patient leaflet because the ward sees many overseas visitors.',
    '',
    'clean-anonymised',
  ],
  [
    'Dr. Y commented that the efficacy data for Migrelix look weaker in the over-65 subgroup than in the overall trial population.',
    '',
    'clean-anonymised',
  ],
  [
    '某先生は、一般論としてSGLT2阻害薬は高齢者の脱水に注意が必要だと述べていました。',
    '',
    'clean-anonymised',
  ],
  [
    "The pharmacist said the platelet-monitoring schedule in the competitor's RMP is hard for small clinics to follow.",
    '',
    'clean-regulator',
  ],
  [
    '添付文書では、投与開始後3か月間は2週間ごとに肝機能検査を行うこととされています。',
    '',
    'clean-regulator',
  ],
  [
    'Hospital B reported zero medication errors on its wards for the third month running, according to its safety newsletter.',
    '',
    'clean-anonymised',
  ],
  [
    'A病院の看護部長は、夜勤帯の与薬ダブルチェック体制を強化する方針を示しました。',
    '',
    'clean-title',
  ],
  [
    'The ICU at A病院 will expand from 8 to 12 beds next year, and the ICU pharmacist wants an early briefing.',
    '',
    'clean-anonymised',
  ],
  [
    'Home-visit nurses in the district asked for a one-page guide on when to call the doctor about suspected side effects.',
    '',
    'clean-title',
  ],
  [
    '施設長からは、入居者の家族向けに薬の副作用に関する説明会を開いてほしいとの要望がありました。',
    '',
    'clean-title',
  ],
  [
    "The carers' association is running a workshop on medication management at home for families of people with dementia.",
    '',
    'clean-lecture',
  ],
  [
    'ご家族向けの服薬支援セミナーが、地域包括支援センターで開催される予定です。',
    '',
    'clean-lecture',
  ],

  // ---- clean: market, formulary, supply, pricing ----
  [
    'Patients aged 75 and over now make up about 40% of the anticoagulant market in this area.',
    '',
    'clean-market',
  ],
  ['80歳以上の患者層が、この地域の骨粗鬆症治療薬市場の約3割を占めています。', '', 'clean-market'],
  ['A病院の薬事委員会で、競合品ベルザロの採用が見送られました。', '', 'clean-formulary'],
  ['After the April price revision, Cardivex is listed 12% lower than before.', '', 'clean-market'],
  ['当社高血圧治療薬の今月の売上は、前年同月比108%でした。', '', 'clean-market'],
  ['Sales of the OTC cough syrup Sekidome rose 15% in drugstores this winter.', '', 'clean-market'],
  [
    'A regional pharmacy chain is consolidating to a single wholesaler from July.',
    '',
    'clean-market',
  ],
  [
    '某大学病院では、抗凝固薬の院内フォーミュラリーにDOAC2剤を収載する方針です。',
    '',
    'clean-formulary',
  ],
  [
    "The wholesaler said the discontinuation of the competitor's 5 mg strength is a business decision rather than a safety issue.",
    '',
    'clean-supply',
  ],
  [
    '競合品クエタリスの20 mg錠が販売中止となり、10 mg錠2錠への切替が案内されています。',
    '',
    'clean-supply',
  ],
  [
    "Hospitals in the area are switching to the competitor's biosimilar mainly for cost reasons.",
    '',
    'clean-market',
  ],
  ['高齢者施設向けに、嚥下しやすいOD錠への切替提案を進めています。', '', 'clean-market'],
  [
    "The ICU pharmacist is comparing the cost of two sedatives ahead of next year's formulary review.",
    '',
    'clean-formulary',
  ],
  ['期限切れ間近の在庫について、卸と返品条件を確認しました。', '', 'clean-supply'],
  [
    '競合のMRは、在宅医療向けに24時間対応の製品問い合わせ窓口を開設したとPRしていました。',
    '',
    'clean-market',
  ],
];
