import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 11: skin, bones and joints (dermatology, orthopaedics, rheumatology, pain and sports-medicine field notes on topicals, biologics, NSAIDs and osteoporosis injections), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_SKIN_BONES: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '競合A社、乾癬の新規IL-17製剤『ヴェルティクス』の説明会を来月から皮膚科開業医向けに開始予定とのこと。',
    '',
    'competitor-activity',
  ],
  [
    '某整形外科、骨粗鬆症注射を月1回製剤から年2回製剤へ切替検討中。院長は患者の自己負担額を気にしている様子。',
    '',
    'switch-cost',
  ],
  [
    'ロキソプロフェンテープの薬価改定で門前薬局の在庫回転が変わったらしい。後発品比率は８割超え。',
    '',
    'price',
  ],
  [
    '本日の院内勉強会テーマ：NSAIDs長期投与時の消化管出血リスクと腎機能モニタリング。質疑は投与間隔について。',
    '',
    'safety-training',
  ],
  [
    '副作用報告の社内手順、改訂版が配信されたので全員24時間以内に確認のこと！',
    '',
    'reporting-procedure',
  ],
  [
    '添付文書改訂のお知らせ：JAK阻害薬の「重要な基本的注意」に帯状疱疹の記載追加。配布用資料は来週届く予定。',
    '',
    'label-update',
  ],
  [
    'PMDAの公表資料だと、ビスホスホネート関連顎骨壊死の報告件数は前年並みとのこと。',
    '',
    'regulator-stats',
  ],
  [
    'B薬局の薬剤師さん、ヘパリン類似物質クリームの後発切替を進めているとのこと。',
    '',
    'anonymised-pharmacy',
  ],
  ['K先生、デュピルマブの自己注射指導を看護師に任せる体制にしたいと。', '', 'anonymised-doctor'],
  ['院長「JAK始める前に帯状疱疹ワクチンは必ず打ってもらう方針にしてる」', '', 'prescribing-policy'],
  [
    '60代以上の患者層で骨密度検診の受診が増えているとのこと、ロモソズマブ適応の掘り起こしに期待。',
    '',
    'segment-age',
  ],
  ['乾癬の生物学的製剤、某大学病院では採用品目を３剤に絞る方針。', '', 'formulary'],
  ['卸情報：ヒアルロン酸関節注の一部規格が出荷調整、来月中旬に解除見込み。', '', 'supply'],
  ['リウマチ科外来のMTX併用率は約７割と院長談。', '', 'market-stat'],
  ['本日面会3件、アポ取り2件。次回はパンフ持参で。', '', 'admin'],
  [
    '皮膚科学会地方会の演題一覧に、外用JAKの長期安全性データあり。要チェック。',
    '',
    'congress-topic',
  ],
  [
    'セミナーのご案内：11月8日(土) 14:00〜 ホテルグランヴェール3F、演者 佐伯 亮介 先生（桜ヶ丘リウマチクリニック院長）「RA治療におけるJAK阻害薬の位置づけ」。ぜひご参加ください。',
    '',
    'seminar-invitation',
  ],
  [
    '臨床試験の結果、52週時点のPASI90達成率は62%、重篤な有害事象の発現率はプラセボと同程度とのこと。',
    '',
    'trial-results',
  ],
  [
    '薬局長によると、湿布の処方枚数制限が入ってから1回に大量に出る処方はほぼなくなったそう。',
    '',
    'prescribing-trend',
  ],
  ['リハ室の理学療法士の方が温感ジェルのサンプル希望、在庫確認する。', '', 'sample-request'],
  [
    'デノスマブ投与時の低Ca血症予防として、活性型ビタミンD併用を全例で徹底しているとクリニックの方針説明あり。',
    '',
    'prevention-policy',
  ],
  [
    '競合のMR、スポーツ整形に外用NSAIDのスプレー剤を集中的に紹介している模様。',
    '',
    'competitor-activity',
  ],
  [
    '「副作用かな？と思ったら薬剤師にご相談ください」のポスターを待合に貼ってもらえた。',
    '',
    'safety-poster',
  ],
  ['ステロイド外用薬のランク表、改訂版を皮膚科３件に配布済み。', '', 'materials'],
  [
    '某接骨院の柔整師から、医療用湿布と市販品の違いについて質問あり。資料で回答予定。',
    '',
    'anonymised-facility',
  ],
  ['看護部長から、帯状疱疹予防の院内マニュアル作成を手伝ってほしいと依頼。', '', 'job-title'],
  ['骨粗鬆症リエゾンサービスの立ち上げ、A病院で来春予定とのこと。', '', 'anonymised-hospital'],
  ['RAのバイオ後続品、DPC病院では切替が進んで先発比率は４割まで低下。', '', 'market-share'],
  [
    '乾癬の外用配合剤、フォーム剤が出てから「塗りやすい」と好評で処方が増えてるらしい',
    '',
    'positive-feedback',
  ],
  [
    '注射を始めてから痛みがだいぶ楽になって毎朝散歩できるようになった患者さんがいる、と先生が嬉しそうに話してた。',
    '',
    'improvement',
  ],
  ['湿疹がきれいに引いて、先生も「ここまで良くなるとは」と驚いていた。', '', 'improvement'],
  ['訪問規制メモ：月曜午前は不可、水曜の昼のみ面会可。', '', 'admin'],
  [
    '学会の教育講演「生物学的製剤と感染症」を聴講。結核スクリーニングの要点をまとめて共有予定。',
    '',
    'lecture-no-name',
  ],
  ['皮膚科クリニックの新規開業情報：来年4月、駅前ビル2階に入るらしい。', '', 'new-clinic-unnamed'],
  [
    'テリパラチド自己注射ペンの操作説明動画、QRコード付きチラシを配布した。',
    '',
    'patient-materials',
  ],
  [
    '薬剤部長から「アレンドロネートは起床時・コップ一杯の水・30分は横にならない、の指導を徹底して」と念押しあり。',
    '',
    'dosing-instructions',
  ],
  ['RMPの追加のリスク最小化活動として、患者向け冊子の改訂版を持参。', '', 'rmp'],
  [
    '整形の院長、高齢者の転倒リスクを考えてトラマドール配合剤よりミロガバリンを先に使う傾向とのこと。',
    '',
    'prescribing-rationale',
  ],
  [
    '外用薬の混合調剤について安定性データの問い合わせあり。MSLに回答依頼済み。',
    '',
    'medical-inquiry',
  ],
  ['訪問看護ステーション向けに褥瘡ケアの勉強会を企画中。', '', 'event-planning'],
  [
    'ペインクリニックの受付で、競合の神経障害性疼痛薬の新しい販促物を見かけた。',
    '',
    'competitor-activity',
  ],
  ['デルゴシチニブ軟膏の小児適応について質問があり、資料で回答済み。', '', 'medical-inquiry'],
  ['ゾレドロン酸の年1回点滴、外来化学療法室の枠が取れず病院として導入見送り。', '', 'formulary'],
  ['価格：競合バイオシミラーは先発比で約３割安。次回の薬事委員会で審議予定。', '', 'price'],
  [
    'ＣＲＰやＥＳＲのモニタリング頻度について、ガイドラインの記載を確認したいとのこと。',
    '',
    'lab-words-no-event',
  ],
  ['院長「MTXの人は全員、肝機能と血算を2〜3か月ごとにチェックしてるよ」', '', 'monitoring-routine'],
  ['市内の整形外科、ここ1年で3軒が在宅リハに参入。', '', 'market-trend'],
  ['医局説明会で妊娠・授乳期の投与に関する情報提供資料を紹介した。', '', 'pregnancy-info-no-event'],
  [
    'アトピーの生物学的製剤、生後6か月以上への適応拡大を受けて小児科からの問い合わせが増加。',
    '',
    'indication',
  ],
  ['薬局で湿布の「貼り方指導せん」が切れたので、追加で50部届ける。', '', 'materials'],
  ['二次骨折予防のFLS加算の算定状況を、某病院の事務長に確認した。', '', 'reimbursement'],
  ['期限切れ間近の試供品は回収して倉庫へ返却、社内ルール通り処理済み。', '', 'expiry-no-patient'],
  [
    '製品外箱の印字が薄いと薬局から指摘あり。開封前の在庫品で患者使用なし、品質部門へ連絡済み。',
    '',
    'quality-no-patient',
  ],
  [
    'Web講演会のご案内：12月3日(水)19時〜、演者 Dr. 真壁 由紀子（北浜皮膚科クリニック）「アトピー性皮膚炎の長期管理」。参加登録はQRからどうぞ。',
    '',
    'seminar-invitation',
  ],
  // ---- clean (English / mixed) ----
  [
    'Competitor launched a 2-weekly autoinjector for psoriasis; uptake in derm clinics seems slow so far.',
    '',
    'competitor-activity',
  ],
  [
    'Formulary committee at the university hospital approved the adalimumab biosimilar, originator to be phased out by March.',
    '',
    'formulary',
  ],
  [
    'Training today: how to recognise and report AEs within 24h, incl. lack of efficacy and medication errors. Quiz passed.',
    '',
    'safety-training',
  ],
  [
    'Dr. X at the pain clinic asked for data on mirogabalin dosing in renal impairment.',
    '',
    'anonymised-doctor',
  ],
  [
    'Price check: generic celecoxib now about 40% of originator, most pharmacies have switched.',
    '',
    'price',
  ],
  [
    'Supply: hyaluronate knee injection back in stock from next Monday per wholesaler.',
    '',
    'supply',
  ],
  [
    'Label update for the JAK class: new warning on MACE and VTE. Leaflets arriving next week.',
    '',
    'label-update',
  ],
  [
    'Phase 3 readout: ACR20 at wk 12 was 71% vs 29% placebo; discontinuations due to AEs similar across arms.',
    '',
    'trial-results',
  ],
  [
    'Market note: patients aged 65+ make up ~60% of osteoporosis injection volume in this area.',
    '',
    'segment-age',
  ],
  [
    'Pharmacy manager said the new Kelvora patch box design is easier to read. Positive feedback only.',
    '',
    'positive-feedback',
  ],
  [
    'Sports medicine clinic wants a talk on return-to-play after ankle sprain, no product angle.',
    '',
    'education-request',
  ],
  [
    'Knee pain much better after 3 injections and the patient is back to golf - doc was pleased.',
    '',
    'improvement',
  ],
  [
    'RA clinic visit: head nurse asked for more sharps containers for self-injection patients.',
    '',
    'job-title',
  ],
  [
    'Reminder: PV mailbox has changed, forward any safety info to the new address by EOD.',
    '',
    'reporting-procedure',
  ],
  [
    'Physio team at B Hospital interested in our heat gel samples for rehab sessions.',
    '',
    'anonymised-hospital',
  ],
  [
    'Invitation: Joint Health Forum, 15 Feb 18:30, Hotel Minatomirai Vista, speaker Prof. Kenji Aramaki (Tokaido Orthopaedic Institute) - please RSVP by 5 Feb.',
    '',
    'seminar-invitation',
  ],
  ['Derm KOL advisory meeting postponed to next quarter, budget not approved.', '', 'admin'],
  [
    'Competitor rep handing out free moisturiser samples at derm front desks, probably against the code.',
    '',
    'competitor-activity',
  ],
  [
    'Asked whether there is a pregnancy registry for the IL-23 class - gave them the medical info contact.',
    '',
    'pregnancy-info-no-event',
  ],
  [
    'Regulator quarterly stats: 1,240 AE reports for topical NSAIDs nationwide, mostly skin reactions.',
    '',
    'regulator-stats',
  ],
  [
    'Head of rheumatology prefers IL-6 as second line after MTX failure, as a general rule.',
    '',
    'prescribing-policy',
  ],
  [
    'Our booth at the ortho congress: 140 visitors, 35 leads, most asking about weekly teriparatide.',
    '',
    'congress-activity',
  ],
  // ---- ae (Japanese) ----
  [
    '湿布貼ったところが真っ赤になってかゆい、って患者さんが薬局でこぼしてたらしい。',
    'ae',
    'lay-words',
  ],
  [
    'ケトプロフェンテープを使ってた方、日光に当たったあと貼ってた場所が水ぶくれになったと皮膚科の先生から。',
    'ae',
    'photosensitivity',
  ],
  ['MTX内服中の患者さん、AST/ALTが100超えで休薬になったと院長。', 'ae', 'lab-value'],
  ['デノスマブ注射の後、血清Caが7.2まで下がって点滴したとのこと。', 'ae', 'lab-value'],
  [
    'A病院の整形の先生いわく、ロモソズマブ投与中に心筋梗塞で救急搬送された人がいたと循環器から聞いたそう。',
    'ae',
    'indirect-report',
  ],
  ['JAK阻害薬の方、帯状疱疹が出てしまって一時中止中。', 'ae', 'stop-due-to-event'],
  [
    'デュピルマブ始めてから目が赤くてしょぼしょぼするって患者さんが言ってる、と看護師さん。',
    'ae',
    'lay-words',
  ],
  ['生物学的製剤3回打っても皮疹が全然変わらず、他剤に変更予定。', 'ae', 'lack-of-effect'],
  [
    'セレコキシブ飲んでから胃がキリキリして黒い便が出た、と患者さんから相談があったと薬剤師。',
    'ae',
    'lay-words',
  ],
  [
    'ロキソプロフェン錠、処方は1回1錠なのに朝晩2錠ずつ飲んでいた高齢の患者さん。家族が気づいて薬局に連絡。',
    'ae',
    'overdose-error',
  ],
  [
    '奥さんのリウマチの薬（MTX）を旦那さんが間違えて飲んじゃったらしい、と薬局から。',
    'ae',
    'wrong-patient',
  ],
  [
    'MTXを週1のところ毎日飲んでいた方、口内炎と血球減少で入院したと病棟薬剤師。',
    'ae',
    'dosing-error',
  ],
  ['アレンドロネート、飲み込みにくいから砕いて飲んでたと患者さんが話していた。', 'ae', 'crushing'],
  ['家に残ってた期限切れの軟膏を使ってかぶれた人がいたらしい。', 'ae', 'expired-product'],
  [
    '自己注射ペン、ボタンを押しても薬液が出ず1回分打てなかったと患者さんから苦情。',
    'ae',
    'device-failure',
  ],
  [
    'ゲル剤のチューブが割れて中身が変色していた。患者さんはもう何回か塗ってしまったとのこと。',
    'ae',
    'quality-touched-patient',
  ],
  ['ヒアルロン酸関注のあと膝が腫れて熱を持ち、穿刺したと整形の院長。', 'ae', 'injection-reaction'],
  [
    'ゾレドロン酸点滴の翌日、38度台の熱と全身の痛みで受診した方がいたそうです。',
    'ae',
    'acute-phase-reaction',
  ],
  ['プレガバリン増量後にふらついて転倒、骨折した方がいると聞いた。', 'ae', 'fall-fracture'],
  [
    '顔にステロイド外用を長く塗っていて、赤ら顔・ニキビみたいになってきたと皮膚科で。',
    'ae',
    'steroid-skin',
  ],
  ['乾癬の患者さん、IL-17製剤で口の中にカンジダ。継続しつつ治療中。', 'ae', 'infection'],
  [
    '妊娠が判明した患者さん、MTXを飲み続けていたことがわかり産科に紹介したとのこと。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中のお母さんにセレコキシブが出ていて、赤ちゃんの便がゆるい気がすると相談あり。',
    'ae',
    'breastfeeding',
  ],
  ['獣医の知り合いいわく、飼い主の湿布を犬がかじって吐いたらしい。', 'ae', 'animal'],
  ['TNF阻害薬使用中の患者さん、肺炎で入院。投与は中断。', 'ae', 'hospitalisation'],
  [
    'トラマドール配合剤、吐き気がひどくて2日で自己中断する人が多いと院長がぼやいてた。',
    'ae',
    'self-discontinuation',
  ],
  ['Ｈｂ ８．９まで低下、NSAIDs長期の影響かもと先生。', 'ae', 'lab-value'],
  ['ｅＧＦＲ 45→28に落ちた患者さん、ロキソ中止になった', 'ae', 'lab-value'],
  [
    '患者さんの娘さんから電話、母がJAKの薬を飲み始めてから足がむくんで息が苦しいと言っている、とのこと。',
    'ae',
    'relative-report',
  ],
  [
    'デノスマブの次の注射を1年近く忘れていて、椎体骨折が何か所も出た方がいたと整形の先生。',
    'ae',
    'missed-dose',
  ],
  [
    'ビスホス3年目の方、太ももの付け根が痛いと訴えて非定型骨折と診断された。',
    'ae',
    'atypical-fracture',
  ],
  [
    '外用JAK軟膏を塗ったところにニキビっぽいぶつぶつが出た、とクリニックの看護師。',
    'ae',
    'lay-words',
  ],
  [
    '薬局で貼付剤の規格を間違えて大きいサイズを渡してしまい、患者さんはそのまま貼っていた。今のところ症状なしとのこと。',
    'ae',
    'dispensing-error',
  ],
  [
    '点眼薬と間違えて皮膚用の液剤を目にさしてしまい、しみて眼科を受診したらしい。',
    'ae',
    'wrong-route',
  ],
  [
    '消炎スプレーを子どもが顔に噴射してしまい目が痛いと泣いていた、と親御さんが薬局で話していた。',
    'ae',
    'accidental-exposure',
  ],
  ['テリパラチド開始後に立ちくらみで来院、BP 88/50。', 'ae', 'vital-sign'],
  ['ＣＫ２０００台に上昇、筋肉痛の訴えもあり（リウマチ科）', 'ae', 'lab-value'],
  ['皮下注の部位が硬く腫れて2週間引かない、と患者さん。', 'ae', 'injection-site'],
  ['アプレミラスト開始後に下痢が続いて体重3kg減、中止した。', 'ae', 'stop-due-to-event'],
  [
    '効かない、と。IL-23製剤に変えて半年、爪乾癬が全く良くならず本人がっかり',
    'ae',
    'lack-of-effect',
  ],
  [
    '痛み止めを飲んでも全然痛みが取れない、薬が弱いんじゃないかと患者さんが窓口で怒っていたらしい。',
    'ae',
    'lack-of-effect',
  ],
  [
    '訪問看護師さんから：褥瘡の外用薬を塗った周りの皮膚がただれてきたとのこと。',
    'ae',
    'carer-report',
  ],
  [
    '介護施設で、別の入居者の骨粗鬆症の薬を誤って飲ませてしまった事例があったと。',
    'ae',
    'wrong-patient',
  ],
  ['MTX服用中の方、咳と発熱があり間質性肺炎疑いで紹介入院。', 'ae', 'hospitalisation'],
  [
    'クリームを塗ったあと顔全体が腫れ上がって救急外来に行った方がいる、と皮膚科クリニックの受付の方。',
    'ae',
    'allergic-reaction',
  ],
  [
    '生物学的製剤を使っていた患者さんが亡くなったそうです。敗血症とのこと、詳細不明。',
    'ae',
    'death',
  ],
  [
    'フェンタニルテープ、痛いからと2枚重ねて貼っていた方が日中ぼーっとしていて家族が受診させた。',
    'ae',
    'misuse',
  ],
  // ---- ae (English) ----
  [
    'Pt on upadacitinib: LDL went from 110 to 165 after 3 months, doc added a statin.',
    'ae',
    'lab-value',
  ],
  [
    'Pharmacist said someone used the diclofenac gel on broken skin and got a nasty rash.',
    'ae',
    'lay-words',
  ],
  [
    'Psoriasis pt stopped the IL-17 because of recurring thrush, switched to IL-23.',
    'ae',
    'switch-due-to-event',
  ],
  [
    'Dupilumab kid - mum says the facial redness got worse since starting, derm considering stopping.',
    'ae',
    'relative-report',
  ],
  [
    "Autoinjector jammed and half the dose leaked onto the patient's thigh. Complaint logged by the clinic nurse.",
    'ae',
    'device-failure',
  ],
  [
    'Denosumab pt missed two doses, came back with three new vertebral fractures.',
    'ae',
    'missed-dose',
  ],
  [
    'Patient says the generic celecoxib "does nothing" compared with before, pain back at 7/10.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Pharmacy dispensed loxoprofen tabs instead of the patch by mistake; pt took them for 5 days, no symptoms reported.',
    'ae',
    'dispensing-error',
  ],
  [
    'Zoledronate infusion -> flu-like symptoms and temp 38.9 the next day, per hospital pharmacist.',
    'ae',
    'vital-sign',
  ],
  ['Baricitinib pt developed a DVT in the calf, drug stopped.', 'ae', 'stop-due-to-event'],
  [
    'Orthopod mentioned an ONJ case after a tooth extraction in someone on weekly alendronate.',
    'ae',
    'indirect-report',
  ],
  [
    'Steroid cream used under occlusion for months -> skin thinning and stretch marks on the inner thighs.',
    'ae',
    'steroid-skin',
  ],
  [
    'Carer at a nursing home has been crushing the alendronate tablet into yogurt for a resident.',
    'ae',
    'crushing',
  ],
  [
    "Patient's wife called: he got confused and dizzy after the pregabalin dose was doubled.",
    'ae',
    'relative-report',
  ],
  [
    'Patch was discoloured brown inside the sachet and the pt applied it anyway; itchy afterwards.',
    'ae',
    'quality-touched-patient',
  ],
  [
    'Pregnant pt had been on the topical JAK ointment for 6 wks before she found out - derm asked how to report.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    "Vet told me a cat licked its owner's diclofenac gel and ended up with kidney problems.",
    'ae',
    'animal',
  ],
  ['Neutrophils 0.9 on MTX + leflunomide, both held this week.', 'ae', 'lab-value'],
  [
    'Tramadol combo: pt vomited twice and stopped after the first day.',
    'ae',
    'self-discontinuation',
  ],
  [
    'Knee injections did nothing after the full 5-shot course, doc now discussing TKA.',
    'ae',
    'lack-of-effect',
  ],
  // ---- id (Japanese) ----
  [
    'さくら台整形外科の院長、骨粗鬆症の注射を月200件ペースで打っているとのこと。',
    'id',
    'clinic-name',
  ],
  ['高瀬皮膚科クリニック、アトピーでバイオ導入した患者さんが30人を超えた。', 'id', 'clinic-name'],
  ['中野先生（みなみ野リウマチ科）、次回はJAK阻害薬の比較データが欲しいと。', 'id', 'doctor-name'],
  ['ひかり調剤薬局 駅前店の薬局長 森田さん、湿布の後発切替に積極的。', 'id', 'pharmacist-name'],
  ['本日、青葉台接骨院の院長にスポーツテーピングの資料をお渡しした。', 'id', 'clinic-name'],
  [
    '70代女性の患者さんが、骨密度を測りたいと自費検診について質問していたと受付で聞いた。',
    'id',
    'age-sex',
  ],
  [
    '45歳男性、テニスで肘を痛めて来院したケースの治療方針について先生とディスカッション。',
    'id',
    'age-sex',
  ],
  [
    '県立東浜総合病院の整形外科部長、ロモソズマブの採用申請を出してくれるとのこと。',
    'id',
    'hospital-name',
  ],
  [
    '昨日の講演会、演者の石橋 真理子先生が乾癬の新しい治療目標について話された。質問多数。',
    'id',
    'lecture-report',
  ],
  ['ケアホームつばき苑の看護師長から褥瘡ケア資料の追加依頼あり。', 'id', 'care-home-name'],
  ['三宅 康弘 先生、来月から開業とのこと（本町３丁目）。', 'id', 'full-name'],
  [
    '藤井整形外科リハ室の理学療法士 小松さんに温感ジェルの使用感を聞いた、好評。',
    'id',
    'staff-name',
  ],
  ['60代男性の新規RA患者が紹介されてきたので、MTXから開始予定と院長。', 'id', 'age-sex'],
  ['日之出ペインクリニックで、ミロガバリンの処方が競合品を逆転したらしい。', 'id', 'clinic-name'],
  ['緑町メディカルモール内の かわせ皮ふ科、土曜午後の診療を開始。', 'id', 'clinic-name'],
  ['坂口先生にデルゴシチニブの小児データをお持ちした。ご興味あり。', 'id', 'doctor-name'],
  [
    '薬剤師の上村さん（はるかぜ薬局）から、ビスホスの服薬指導せんの追加依頼。',
    'id',
    'pharmacist-name',
  ],
  ['北浜大学病院皮膚科の外来担当が４月から変わる、新任は岡部先生。', 'id', 'hospital-name'],
  [
    '研究会報告：演者 長谷部 隆 先生「RAにおけるtreat to targetの実際」、参加者40名。',
    'id',
    'lecture-report',
  ],
  [
    'ふたば整骨院の院長が、近隣の整形外科と連携した運動器リハを始めたとのこと。',
    'id',
    'clinic-name',
  ],
  [
    '30代女性の乾癬の患者さんが、注射の通院間隔を延ばしたいと相談していたと看護師。',
    'id',
    'age-sex',
  ],
  [
    '介護老人保健施設やまびこの里、来月から骨粗鬆症薬の服薬管理を一包化に変更予定。',
    'id',
    'care-home-name',
  ],
  ['大石クリニック（内科・リウマチ科）、週２回のリウマチ専門外来を新設。', 'id', 'clinic-name'],
  ['村瀬 一郎 院長、今度の学会でロコモ予防のセッションの座長を務めるとのこと。', 'id', 'full-name'],
  [
    '80歳の男性が自転車で通院できるほど元気になった、と骨粗鬆症治療の成果を院長が自慢。',
    'id',
    'age-sex',
  ],
  ['あおい皮膚科の受付 田村さんに次回アポを依頼、来週火曜で確定。', 'id', 'staff-name'],
  [
    '東都スポーツ整形クリニック、ヒアルロン酸関注は競合品がメインになっていた。',
    'id',
    'clinic-name',
  ],
  // ---- id (English) ----
  [
    'Met Dr. Hiroshi Tanabe at Kawaguchi Joint Clinic - wants a biosimilar cost comparison.',
    'id',
    'full-name',
  ],
  [
    'Nurse Sato at Midori Dermatology asked for more self-injection training kits.',
    'id',
    'nurse-name',
  ],
  [
    'A 58-year-old woman asked the pharmacist whether the new patch is covered by insurance.',
    'id',
    'age-sex',
  ],
  [
    "Report from last night's seminar: Prof. Emi Kuroda presented her registry on psoriasis and cardiovascular risk.",
    'id',
    'lecture-report',
  ],
  [
    'Sunrise Orthopaedics added weekly teriparatide to its in-house formulary.',
    'id',
    'clinic-name',
  ],
  [
    'Mr. Okada, the pharmacy manager at Seaside Pharmacy, is retiring in June.',
    'id',
    'pharmacist-name',
  ],
  [
    'Dr. Fujimura says he now sees about 15 new atopic dermatitis patients a week.',
    'id',
    'doctor-name',
  ],
  ['Ichinose Pain Clinic opened a second branch near the station.', 'id', 'clinic-name'],
  [
    'A 72-year-old man in the waiting room said his knee felt much better since starting the injections.',
    'id',
    'age-sex',
  ],
  [
    'Aoyama Rheumatology Center - head nurse Ms. Nakagawa wants a biologics storage guide.',
    'id',
    'staff-name',
  ],
  [
    'Lunch briefing at Hillside Sports Medicine; Dr. Lee interested in the new cooling spray.',
    'id',
    'doctor-name',
  ],
  // ---- ae+id (Japanese) ----
  [
    'みずほ台整形外科の院長から：80代女性、デノスマブ後に低Ca血症でテタニー、入院とのこと。',
    'ae+id',
    'age-sex-lab-value',
  ],
  ['山際先生の患者さん、JAK阻害薬で帯状疱疹が出て中止になったと。', 'ae+id', 'doctor-name-event'],
  [
    'こもれび薬局の薬剤師 杉本さんが、貼付剤の取り違え（別の患者さんの分を交付）があったと教えてくれた。',
    'ae+id',
    'pharmacy-error',
  ],
  [
    '50代男性、IL-17製剤開始後に潰瘍性大腸炎が悪化して入院、と桐生皮膚科クリニック。',
    'ae+id',
    'age-sex-hospitalisation',
  ],
  [
    'ひだまりケアホームで、入所者に湿布を貼りすぎてかぶれが広がったと施設の看護師さん。',
    'ae+id',
    'care-home-event',
  ],
  [
    '患者の中村 恵子さんのご主人から、MTXを週1回のところ毎日飲ませていたと電話があったと薬局。',
    'ae+id',
    'full-name-error',
  ],
  // ---- ae+id (English) ----
  [
    'Dr. Hamada at Kitano Rheumatology Clinic: 66-year-old man on baricitinib developed shingles, drug held.',
    'ae+id',
    'doctor-name-event',
  ],
  [
    'A 34-year-old pregnant woman had been using the high-potency steroid cream daily, per Nurse Ikeda.',
    'ae+id',
    'pregnancy-age-sex',
  ],
  [
    'Green Valley Pharmacy reported the gel tube split open and the patient got some in her eye.',
    'ae+id',
    'pharmacy-quality',
  ],
];
