import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 8: infusion chairs and injection pens (MR and field-staff notes from oncology day units, rheumatology/dermatology biologics,
 * diabetes/obesity injectables, migraine and osteoporosis pens and home self-injection, mixed with stock, schedules and formulary talk), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_INJECTIONS: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '外来化学療法室のリクライニングチェア、来月から12台→16台に増設予定とのこと。ベッドコントロールの話で30分。',
    '',
    'chair-capacity',
  ],
  [
    '院内フォーミュラリー委員会は次回3月開催。バイオシミラーへの切替検討が議題に上がる見込み。',
    '',
    'formulary-schedule',
  ],
  ['在庫確認：ペン型製剤2箱、卸の倉庫に残あり。来週火曜納品で調整済み。', '', 'stock-check'],
  [
    '薬剤部より、前投薬（抗ヒスタミン薬＋解熱鎮痛薬）の一般的な組み合わせについて質問。添付文書の該当箇所を案内した。',
    '',
    'premedication-general-question',
  ],
  [
    '自己注射指導用の練習キット（針なしトレーナー）を10セット追加で依頼された。',
    '',
    'training-device-request',
  ],
  [
    '皮膚科外来、乾癬の生物学的製剤の導入件数は横ばい。競合の訪問頻度が増えている印象。',
    '',
    'market-observation',
  ],
  [
    '血管外漏出時の対応フローについて院内勉強会用の資料が欲しいとのこと。一般的な手順書を後日持参。',
    '',
    'extravasation-material-request',
  ],
  [
    '改訂された添付文書の「重要な基本的注意」の変更点を病棟薬剤師向けに説明。質問は特になし。',
    '',
    'label-revision-briefing',
  ],
  [
    'C1D1の予約枠は木曜午前に集中しているので、訪問は火曜午後がいいと事務の方から。',
    '',
    'visit-timing',
  ],
  [
    '保冷バッグの配布可否を確認。販促物の規定上不可のため、患者向け冊子のみ提供。',
    '',
    'promo-compliance',
  ],
  [
    '在宅自己注射指導管理料の算定要件について質問あり、医療事務向け資料を後送する。',
    '',
    'reimbursement-question',
  ],
  [
    'q2w→q4wへの投与間隔延長を支持するデータはあるかと聞かれた。MSLにつなぐ。',
    '',
    'interval-data-inquiry',
  ],
  [
    '次回訪問時に、ペンの廃棄方法（針捨て容器）の説明シートを新版に差し替える。',
    '',
    'material-update',
  ],
  [
    '骨粗鬆症の週1回製剤と月1回製剤の比較表を作ってほしいと依頼あり。社内で確認中。',
    '',
    'comparison-request',
  ],
  [
    '「もし投与中に悪寒が出たら標準的にはどう対応するか」との仮定の質問。適正使用ガイドの該当ページを渡した。',
    '',
    'hypothetical-question',
  ],
  [
    'HbA1c 8.4%→7.1%に改善、体重も2kg減で先生は満足そう。このまま継続とのこと。',
    '',
    'improvement-glycaemic',
  ],
  ['片頭痛予防の注射、月間頭痛日数が12日から4日に減ったと。継続予定。', '', 'improvement-migraine'],
  [
    '化学療法室の看護師長によると、点滴ルートのインラインフィルターを新しいものに切り替える予定。',
    '',
    'equipment-change',
  ],
  ['卸MSより、冷所品の配送は年末に1日遅れる可能性ありと連絡。', '', 'cold-chain-logistics'],
  [
    '講演会のご案内：3月14日(金)19時〜、グランヴェール東札幌にて「関節リウマチ治療の最前線」。演者は北浜総合病院 膠原病内科 杉村透先生です。ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    '社内研修：副作用報告の15日ルールと情報収集手順を再確認。チーム全員受講済み。',
    '',
    'internal-training',
  ],
  ['GLP-1製剤の供給制限が続き、新規導入を控えている施設が多い印象。', '', 'supply-market'],
  [
    '投与時間を60分から30分に短縮できる条件を一般論として質問され、添付文書の記載を示した。',
    '',
    'infusion-time-question',
  ],
  ['訪問看護向け説明会の資料、来週中に印刷完了予定。', '', 'material-printing'],
  [
    '薬局で冷蔵庫の温度ログのつけ方を聞かれた。2〜8℃管理の一般的な注意を説明。',
    '',
    'storage-advice',
  ],
  [
    '今月の注射手技講習会、参加は看護師8名、薬剤師3名。アンケートはおおむね好評。',
    '',
    'training-attendance',
  ],
  [
    '「インフュージョンリアクションの発現率は何％か」と聞かれ、臨床試験成績のページを提示。',
    '',
    'statistics-question',
  ],
  ['採用審査通過、4月から院内採用。初回納品は2バイアルの予定。', '', 'formulary-adoption'],
  ['アポ変更：木曜→翌週月曜15時。医局前で待機する。', '', 'appointment-change'],
  [
    '70代の患者層は自己注射の手技確認に時間がかかる、という一般的な話題で盛り上がった。',
    '',
    'population-discussion',
  ],
  ['ローディングドーズ後の維持投与スケジュール表を外来向けに配布した。', '', 'schedule-material'],
  [
    '針の長さ（4mm／5mm）の違いを説明してほしいとのことで、一般的な情報提供のみ実施。',
    '',
    'needle-information',
  ],
  ['競合品のオートインジェクター新剤形、来期上市予定との噂あり。', '', 'competitor-intel'],
  [
    '休薬期間中の患者フォローに関する院内マニュアル改訂に協力してほしいと依頼された。',
    '',
    'manual-revision',
  ],
  [
    '治療継続中の方、関節の腫れが引いてCRPも陰性化したと報告あり。Drも手応えを感じている様子。',
    '',
    'improvement-rheumatology',
  ],
  ['点滴チェアの稼働率は約85%、待ち時間の短縮が課題と事務長談。', '', 'unit-operations'],
  [
    '皮膚科クリニックでアトピー性皮膚炎の注射剤の在庫を1本→3本に増やすとのこと。',
    '',
    'stock-increase',
  ],
  ['患者向け自己注射日誌の新版を持参。記入欄が増えて使いやすいと好評。', '', 'patient-diary'],
  [
    '安全性情報の報告経路について看護部に改めて説明。窓口は薬剤部に一本化とのこと。',
    '',
    'reporting-procedure',
  ],
  [
    '抗がん剤の曝露対策（閉鎖式接続器具）の導入状況をヒアリング。来年度導入予定。',
    '',
    'exposure-control',
  ],
  ['製品説明会の日程調整中。候補は2/6か2/13の昼。', '', 'meeting-scheduling'],
  [
    '在宅で使うペンの温度管理について、注意点をまとめたリーフレットが欲しいとのこと。',
    '',
    'leaflet-request',
  ],
  [
    '「冷蔵庫に入れ忘れた場合でも使えるのか」という問い合わせが一般にどのくらいあるか聞かれた。安定性データを社内に確認する。',
    '',
    'stability-inquiry',
  ],
  [
    '注射部位のローテーション（腹部・大腿・上腕）の指導ポスターを処置室に掲示してもらえた。',
    '',
    'site-rotation-poster',
  ],
  [
    '前日までに投与量計算票を薬剤部へ送る運用に変わったと。ミキシングの効率化が目的。',
    '',
    'workflow-change',
  ],
  ['骨密度が1年で+5%、継続希望とのこと。次回はDXA後に処方予定。', '', 'improvement-bone-density'],
  ['来期予算でインフュージョンポンプを更新予定、機種選定中らしい。', '', 'equipment-budget'],
  ['地域の病薬連携会議は今回オンライン開催、聴講のみ。', '', 'regional-meeting'],
  ['2コース目以降は外来へ移行するのが院内の標準パターンと説明を受けた。', '', 'regimen-pathway'],
  ['卸から、ロット切替に伴う包装デザイン変更のお知らせを受領。', '', 'packaging-notice'],
  ['体重あたりの投与量早見表がほしいと看護師さんから。次回持ってく。', '', 'dosing-chart-request'],
  ['肥満症治療薬の処方開始に向け、栄養指導との連携体制を構築中とのこと。', '', 'obesity-programme'],

  // ---- clean (English) ----
  [
    'Infusion suite moves to the 3rd floor in April with 20 chairs planned. Need to update the delivery instructions for the wholesaler.',
    '',
    'unit-relocation',
  ],
  [
    'Pharmacy asked for the room-temperature stability sheet for the pen. Forwarded to Medical Information.',
    '',
    'stability-inquiry',
  ],
  [
    'Formulary committee meets next Tuesday; biosimilar switch policy is on the agenda.',
    '',
    'formulary-schedule',
  ],
  [
    'Delivered 15 starter kits and 2 demo pens. Clinic stock should last till end of month.',
    '',
    'stock-delivery',
  ],
  [
    'Nurse educator wants a generic slide deck on managing infusion reactions for new-starter training. Sent the approved version.',
    '',
    'training-material',
  ],
  [
    'Q from pharmacist: what premedication does the label recommend? Pointed to section 7 of the PI.',
    '',
    'premedication-general-question',
  ],
  [
    'Market note: two competitors now run a nurse call line for home injectors.',
    '',
    'competitor-intel',
  ],
  [
    'Rheum clinic says DAS28 fell from 5.1 to 2.9 after 6 months of Tx; Dr happy to continue.',
    '',
    'improvement-rheumatology',
  ],
  ['AE reporting refresher for the field team done, 100% attendance.', '', 'internal-training'],
  [
    'Invitation: webinar on migraine prevention, 20 Feb at 19:00, speaker Prof. Helena Marsh of Westbrook University Hospital. Please register via the portal.',
    '',
    'webinar-invitation',
  ],
  ['Appt moved to Thursday 2pm becuase of the ward round.', '', 'appointment-change'],
  [
    'Cold chain: courier confirmed temperature loggers will ship with every consignment from next month.',
    '',
    'cold-chain-logistics',
  ],
  [
    'General discussion with the team: patients over 65 as a group tend to need more injection training time.',
    '',
    'population-discussion',
  ],
  [
    'Asked about extravasation kits in general; none stocked yet, they are still comparing options.',
    '',
    'extravasation-kit-question',
  ],
  [
    'Oncology day unit only books C1D1 on Mondays and Wednesdays so they can observe longer.',
    '',
    'unit-operations',
  ],
  [
    'Hypothetical from the practice nurse: if a dose is missed, how late can it still be given? Referred to the dosing section of the PI.',
    '',
    'hypothetical-question',
  ],
  [
    'HbA1c down from 9.0 to 7.2 over 6 months and weight down 4 kg; pt keen to carry on.',
    '',
    'improvement-glycaemic',
  ],
  ['Pharmacy will hand out free sharps bins with every first prescription.', '', 'sharps-disposal'],
  [
    'Label update: new hypersensitivity wording in the warnings section. Briefed the day unit pharmacist, no questions.',
    '',
    'label-revision-briefing',
  ],
  [
    'Competitor rep seen in the dermatology outpatient area twice this week.',
    '',
    'competitor-activity',
  ],
  ['Budget for the patient education evening approved; venue still TBD.', '', 'event-budget'],
  [
    'Went through the loading schedule (weeks 0, 2, 6) and how the clinic books it. No issues raised.',
    '',
    'loading-dose-schedule',
  ],
  [
    'Infusion rate titration: they follow the label steps and asked for a laminated pocket card.',
    '',
    'rate-titration-material',
  ],
  [
    'Psoriasis clinic: most of their early adopters reached PASI 90 by week 16, according to the clinic nurse.',
    '',
    'improvement-dermatology',
  ],

  // ---- ae (Japanese) ----
  ['C2D1、好中球800で投与延期。1週後に再評価とのこと。', 'ae', 'neutropenia-delay'],
  [
    '投与開始15分ほどで顔が赤くなり息苦しさを訴えたため、点滴をいったん止めたと化学療法室Nsより。',
    'ae',
    'infusion-reaction',
  ],
  [
    '前投薬を入れ忘れたまま投与が始まっていたことに途中で気づいたと薬剤師から。症状は出ていないとのこと。',
    'ae',
    'missed-premedication',
  ],
  [
    'ご家族の話では、自宅でペンを打った後に太ももが手のひら大に腫れて熱を持ったと。',
    'ae',
    'injection-site-swelling',
  ],
  ['刺入部から薬液がにじみ、翌日には前腕に水疱ができていたと病棟から連絡。', 'ae', 'extravasation'],
  [
    '3コース目からは1段階減量して継続する方針。前回、手足のしびれが強くなったためとDr。',
    'ae',
    'dose-reduction-neuropathy',
  ],
  ['Pt、投与2日目から下痢が1日7〜8回、補液のため外来受診したとのこと。', 'ae', 'diarrhoea'],
  [
    '週1回のはずが毎日打っていたことが訪問看護の確認で判明。食欲がなく吐き気もあるそう。',
    'ae',
    'overdose-frequency-error',
  ],
  ['ALT 32→210、次回投与は見送りに。', 'ae', 'liver-enzyme-rise'],
  [
    '冷蔵庫が壊れて一晩常温に置いたペンを、そのまま使ってしまったと薬局に電話があった。',
    'ae',
    'cold-chain-breach-used',
  ],
  [
    '打っている途中でペンが止まってしまい、全量入ったかわからないと患者さんから薬局経由で問い合わせ。',
    'ae',
    'pen-jam',
  ],
  ['開始後3ヶ月たっても頭痛の回数がまったく減らず、他剤への切替を検討中。', 'ae', 'lack-of-effect'],
  ['導入してまもなく帯状疱疹で皮膚科受診、生物学的製剤は一時中止とのこと。', 'ae', 'herpes-zoster'],
  ['投与中に血圧88/50まで低下、輸液で回復。以降は投与速度を半分にする。', 'ae', 'hypotension'],
  ['調製時にバイアル内に白い浮遊物を発見、使用せず交換した。', 'ae', 'quality-particles'],
  [
    'ご家族より「最近ふらつきがひどく、夜中に転んだ」と。インスリン併用中で、血糖は50台だったらしい。',
    'ae',
    'hypoglycaemia-fall',
  ],
  [
    '発熱性好中球減少症で緊急入院、現在抗菌薬で治療中と病棟薬剤師。',
    'ae',
    'febrile-neutropenia-hospitalisation',
  ],
  [
    '最新の体重でなく前回の体重で計算しており、実際より約2割多く投与されていたと薬剤部より。',
    'ae',
    'dosing-error',
  ],
  [
    '骨粗鬆症の注射後、顎の痛みで歯科を受診し、顎骨壊死の疑いと言われたそう。',
    'ae',
    'osteonecrosis-jaw',
  ],
  [
    '今回のクールから別の薬に変更。前回の点滴中に全身のかゆみと膨疹が出たのが理由とのこと。',
    'ae',
    'switch-after-urticaria',
  ],
  [
    '注射部位が赤く硬くなって、2週間たっても引かないと看護師さん。',
    'ae',
    'injection-site-induration',
  ],
  [
    '娘さんの話では、注射を始めてから母の物忘れが急に増えた気がする、と。',
    'ae',
    'cognitive-change-relative',
  ],
  ['GLP-1製剤開始後、嘔吐が続いて脱水になり、点滴のため救急外来へ。', 'ae', 'vomiting-dehydration'],
  ['eGFR 45→28まで低下、投与量を調整中とのことでした。', 'ae', 'renal-function-decline'],
  [
    '別の患者用に調製したバッグを誤って接続、5mLほど入ったところで気づき中止したとのこと。',
    'ae',
    'wrong-patient',
  ],
  [
    '皮下注のはずが筋注になっていた可能性がある、と訪問看護ステーションから連絡あり。',
    'ae',
    'wrong-route',
  ],
  ['血小板3.2万で今週の投与は中止、輸血も検討中。', 'ae', 'thrombocytopenia'],
  [
    '2回目以降は投与翌日から39℃近い熱が続くので、解熱剤を先に飲ませているとご家族。',
    'ae',
    'post-dose-fever',
  ],
  ['投与後の観察中に意識が遠のき、一時ストレッチャーで対応したと外来Ns。', 'ae', 'syncope'],
  ['在宅で打った後、まぶたが腫れぼったくなったと本人から電話があった。', 'ae', 'eyelid-oedema'],
  ['効きが弱くなってきたので投与間隔をq2w→q1wに詰めたと主治医。', 'ae', 'loss-of-response'],
  ['投与から1週間後に亡くなられたと連絡あり。詳細は確認中。', 'ae', 'death'],
  [
    'ポンプの設定ミスで、60分で入れる予定が15分で全量入ってしまったと。',
    'ae',
    'infusion-rate-error',
  ],
  [
    '空腹時血糖が週ごとに上がって、今は180前後。単位を上げても下がらないとのこと。',
    'ae',
    'lack-of-effect-glycaemic',
  ],
  ['点滴後、口の中のただれがひどく食事がとれないと訴えがあったそう。', 'ae', 'stomatitis'],
  [
    'キャップを外すときに針が曲がったまま刺してしまい、なかなか血が止まらなかったとのこと。',
    'ae',
    'device-bent-needle',
  ],
  ['乾癬の注射を始めて半年、目の充血とかすみ目で眼科へ紹介。', 'ae', 'ocular-event'],
  [
    '飼い犬が床に落ちていた使用済みペンの針をかじってしまい、動物病院に連れて行ったとご家族から。',
    'ae',
    'animal-exposure',
  ],
  ['1回分を2回に分けて打っていたことが判明（本人の自己判断）。', 'ae', 'misuse-split-dose'],
  [
    '前回の投与から指先のしびれが残っていて、ボタンがかけにくいと化学療法室のNs。',
    'ae',
    'peripheral-neuropathy',
  ],
  ['K 5.9、次回の投与は腎臓内科と相談してから決めるとのこと。', 'ae', 'hyperkalaemia'],
  ['自己血糖測定で30台が2回あり、単位数を減らした。', 'ae', 'hypoglycaemia-dose-reduced'],
  ['注射後に胸がドキドキすると受診、心電図で頻脈を指摘されたそう。', 'ae', 'tachycardia'],
  [
    '新ロットに変わってから効きが悪い気がする、という声が複数の患者から出ていると薬剤師。',
    'ae',
    'suspected-quality-lack-of-effect',
  ],
  [
    '箱の中で凍っていた形跡のある製剤を、知らずに投与していたと後からわかった。',
    'ae',
    'frozen-product-administered',
  ],
  ['3日前の投与後から両下肢のむくみ、体重も3kg増えたとのこと。', 'ae', 'oedema-weight-gain'],
  ['初回のみ悪寒戦慄あり、2回目からは前投薬を追加して対応。', 'ae', 'rigors-premed-added'],

  // ---- ae (English) ----
  ['C3D1 deferred: platelets 68 on the morning bloods.', 'ae', 'thrombocytopenia-delay'],
  [
    'Ns mentioned a pt got rigors about 20 min into the infusion; rate halved and it finished without further trouble.',
    'ae',
    'infusion-reaction',
  ],
  [
    'Caregiver said the autoinjector clicked but the window stayed clear, so they are not sure any drug went in.',
    'ae',
    'autoinjector-failure',
  ],
  [
    'Pharmacist: the pen was left in a car glovebox over the weekend and then used on Monday.',
    'ae',
    'temperature-excursion-used',
  ],
  [
    'Pt on the obesity injectable has lost 14 kg but now has constant upper abdominal pain; amylase raised, admitted for observation.',
    'ae',
    'pancreatitis-suspected',
  ],
  [
    'Switched to another biologic after 6 months as the psoriasis was no better than baseline.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Dose given into the same spot every week; now there is a tender hard lump there.',
    'ae',
    'injection-site-lump',
  ],
  [
    'Nurse found a hairline crack in the vial after reconstitution had started; infusion not given, replacement ordered.',
    'ae',
    'quality-cracked-vial',
  ],
  [
    'Migraine pen: her husband says she has been badly constipated since the 2nd dose.',
    'ae',
    'constipation-relative',
  ],
  [
    "Double dose: the home nurse and the pt's son each injected on the same day without realising.",
    'ae',
    'duplicate-dose',
  ],
  [
    'ANC 0.6 on day 15, G-CSF started and next course pushed back a week.',
    'ae',
    'neutropenia-delay',
  ],
  [
    'First cycle was started at the maintenance rate instead of the titration rate; pt flushed and became short of breath.',
    'ae',
    'infusion-rate-error',
  ],
  [
    'BP climbed to 178/102 after the last two doses; Dr added an antihypertensive.',
    'ae',
    'hypertension',
  ],
  [
    'One pt on the osteoporosis injection fell and broke a wrist. Dr unsure it is related but mentioned it anyway.',
    'ae',
    'fracture',
  ],
  [
    'Pt passed away at home last week, ten days after C1; the family let the clinic know.',
    'ae',
    'death',
  ],
  [
    'Particles visible in the prefilled syringe, but the pt had already injected about half before noticing.',
    'ae',
    'quality-particles-injected',
  ],
  [
    'Hair loss much worse than she expected and she has asked to stop treatment.',
    'ae',
    'alopecia-discontinuation',
  ],
  ['TSH went from 2.1 to 38 over three cycles; thyroxine started.', 'ae', 'thyroid-lab-change'],
  [
    'Pharmacy dispensed the 300 mg pen instead of 150 mg and the pt used it once.',
    'ae',
    'dispensing-error',
  ],
  [
    'Redness spreading beyond the injection site with red streaks up the arm, per the practice nurse.',
    'ae',
    'injection-site-cellulitis',
  ],

  // ---- id (Japanese) ----
  ['さくら台在宅クリニックで自己注射の説明会を実施、参加者8名。', 'id', 'facility-name-clinic'],
  ['薬剤部の水嶋さんに新しい保管ラベルをお渡しした。', 'id', 'person-surname-san'],
  [
    '60代女性の方が、ペンの操作をもう一度確認したいと来局された件。手技説明のみ実施。',
    'id',
    'age-sex',
  ],
  ['野々宮師長から、化学療法室の予約枠が来月から拡大すると伺った。', 'id', 'person-surname-title'],
  ['東雲調剤薬局 港南店の管理薬剤師に在庫状況を確認、問題なし。', 'id', 'facility-name-pharmacy'],
  [
    '訪問看護ステーションひなたの所長と、在宅での注射支援の連携について打合せ。',
    'id',
    'facility-name-visiting-nurse',
  ],
  [
    '勉強会報告：柏木千尋先生（リウマチ科）が投与間隔の考え方を解説、参加者20名。',
    'id',
    'lecture-report-name',
  ],
  [
    '宮坂部長（薬剤部）はバイオシミラー切替に前向き。次回委員会で提案予定とのこと。',
    'id',
    'person-surname-title',
  ],
  ['50代男性、導入後の手技確認で来院。問題なく自己注射できているとのこと。', 'id', 'age-sex'],
  [
    '特養あおば苑では、入所者の注射は施設の看護師が実施しているとのこと。',
    'id',
    'facility-name-care-home',
  ],
  ['白樺通りクリニック、院長交代に伴い面談予約を取り直し。', 'id', 'facility-name-clinic'],
  [
    '糖尿病内科の大塚先生と肥満症外来の立ち上げスケジュールについて相談。',
    'id',
    'person-surname-sensei',
  ],
  [
    'Ns佐伯さんより、点滴チェアのリクライニング角度が足りないとの声（設備の話）。',
    'id',
    'person-surname-san',
  ],
  [
    '緑ヶ丘総合医療センター外来化学療法室、見学の受け入れ可とのこと。',
    'id',
    'facility-name-hospital',
  ],
  ['乾癬の患者会で、70代男性の方からペンが握りやすいと好評だったと事務局より。', 'id', 'age-sex'],
  ['石原由紀子先生（皮膚科）の外来日は火・金。次回は金曜に訪問。', 'id', 'person-full-name'],
  ['渚ファーマシーの本田さんに保冷配送の時間指定をお願いした。', 'id', 'facility-and-person'],
  ['高見沢内科・糖尿病クリニックで新規採用決定、初回3本。', 'id', 'facility-name-clinic'],
  [
    '医事課の藤崎課長から在宅自己注射指導管理料の算定について質問あり。',
    'id',
    'person-surname-title',
  ],
  [
    '昨夜の片頭痛セミナー報告：座長は三浦康平先生、参加者35名、質疑は投与タイミング中心。',
    'id',
    'seminar-report-name',
  ],
  ['80代女性、娘さんの介助で骨粗鬆症の自己注射を続けているとケアマネより。', 'id', 'age-sex'],
  [
    '北斗医科大学附属病院の治験管理室から資料請求があった。',
    'id',
    'facility-name-university-hospital',
  ],
  [
    '小松原様（患者ご家族）から保管方法の問い合わせ、コールセンター経由で転送。',
    'id',
    'person-surname-sama',
  ],
  ['森下先生（腫瘍内科）：C1は入院、C2以降は外来で行う方針を確認。', 'id', 'person-surname-sensei'],
  ['40代女性の患者さん、仕事の都合で投与日を水曜から土曜に変えたいとのこと。', 'id', 'age-sex'],
  ['ひまわり訪問看護の吉岡さんと同行訪問の日程を調整した。', 'id', 'facility-and-person'],
  [
    'すずらん薬局本町店：冷蔵庫の容量が足りないので納品を2回に分けてほしいと。',
    'id',
    'facility-name-pharmacy',
  ],

  // ---- id (English) ----
  [
    'Met Dr. Rafael Okonkwo at Harborview Oncology Day Unit; discussed chair capacity for the new regimen.',
    'id',
    'person-and-facility',
  ],
  [
    'Sister Margaret Doyle, the infusion unit manager, asked for 30 more patient diaries.',
    'id',
    'person-full-name',
  ],
  [
    'A woman in her 40s asked the pharmacist how to store pens while travelling; gave her the standard leaflet.',
    'id',
    'age-sex',
  ],
  [
    'Pinecrest Dermatology Clinic added us to their formulary review list.',
    'id',
    'facility-name-clinic',
  ],
  [
    'Advisory board recap: Dr. Sarah Whitfield presented real-world persistence data on the q4w pen.',
    'id',
    'meeting-report-name',
  ],
  [
    'Nurse Tanaka at Eastgate Rheumatology wants the new injection technique video.',
    'id',
    'person-and-facility',
  ],
  [
    'Man in his 60s, newly on the weekly pen, came back for a technique refresher; no problems reported.',
    'id',
    'age-sex',
  ],
  [
    "Called Jonah Price, head pharmacist at St. Brigid's Hospital, about the delivery window.",
    'id',
    'person-and-facility',
  ],
  [
    'Riverside Home Care Nursing will start home visits for injection support from June.',
    'id',
    'facility-name-home-care',
  ],
  [
    "Dr. Ito's practice wants samples of the patient diary for their new starters.",
    'id',
    'person-surname-title',
  ],
  [
    "Meeting with Ms. Clara Benson from Maplewood Care Home about keeping residents' pens in the central fridge.",
    'id',
    'person-and-facility',
  ],

  // ---- ae+id (Japanese) ----
  [
    '若葉台クリニック、C1D8の採血で血小板4万まで下がって投与中止に。',
    'ae+id',
    'facility-thrombocytopenia',
  ],
  [
    '70代男性、投与中に血圧が下がって一時中断したと化学療法室より。',
    'ae+id',
    'age-sex-hypotension',
  ],
  [
    '藤田先生（皮膚科）によると、導入3ヶ月で口唇ヘルペスを繰り返しているため休薬中。',
    'ae+id',
    'person-herpes-interruption',
  ],
  [
    '訪問看護ステーションこもれびの看護師から、利用者がペンを逆向きに押し当てて親指に打ってしまったと連絡。',
    'ae+id',
    'facility-pen-misuse',
  ],
  [
    '神崎様のご家族から、注射を始めてから夜眠れずイライラしているとの電話あり。',
    'ae+id',
    'person-insomnia-relative',
  ],
  [
    '50代女性、点滴漏れで手の甲が腫れ冷却処置をしたと東浜総合病院の外来Nsより。',
    'ae+id',
    'age-sex-facility-extravasation',
  ],
  [
    '川端部長（薬剤部）より、バイアル内の異物に気づいたときには既に一部投与済みだったとの報告。',
    'ae+id',
    'person-foreign-matter-administered',
  ],

  // ---- ae+id (English) ----
  [
    "Dr. Priya Raman at Northfield Cancer Centre said a pt's C2 was delayed a week because of mouth ulcers.",
    'ae+id',
    'person-facility-delay',
  ],
  [
    'A man in his 70s at Oakridge Care Home got his insulin pen twice this morning from two different staff; glucose dropped to 2.8.',
    'ae+id',
    'age-sex-facility-duplicate-dose',
  ],
];
