import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 17: drugstore chains, registered sellers, OTC and Kampo bought alongside prescription drugs, self-medication and supplements (what store pharmacists, sellers and customers tell an MR covering drugstore chains and their dispensing counters); about 80% Japanese; written by a helper who had seen neither the rules, the model nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", the lecture exception and a person's age and sex as an identifier included), after rules v23 landed; measured once with rules v23 and model nb-32289340 before its misses were read.
 */
export const FRESH_DRUGSTORE: readonly Row[] = [
  // ---- clean ----
  [
    '甘草を含む漢方の重複チェックについて、A店で登録販売者向けの勉強会を実施したとのこと。',
    '',
    'anonymised-training',
  ],
  [
    'コデイン含有の咳止めシロップ、今月から1人1本までの販売制限を全店で始めたとエリアマネージャーより。',
    '',
    'sales-limit-policy',
  ],
  [
    '店長の話では、ロキソプロフェンのOTCが棚替えで目線の高さに移動。第1類の説明カードも新しくなった。',
    '',
    'shelf-layout',
  ],
  [
    '「妊娠中でも葛根湯って飲めるの？」とよく聞かれるので、説明用のPOPが欲しいと薬剤師さんから要望。',
    '',
    'general-pregnancy-question',
  ],
  [
    'Competitor launched a loperamide OTC in a 12-tab pack at ¥598; the buyer expects it to cannibalise the 6-tab SKU.',
    '',
    'competitor-launch',
  ],
  [
    'ロールプレイ研修で、架空のお客様が「便秘薬を毎日10錠飲んでいる」と相談してくる想定の応対練習をしていた。',
    '',
    'roleplay-misuse',
  ],
  [
    'PMDAの集計で漢方製剤の偽アルドステロン症の報告が多いという資料を、薬局長が店内で回覧していた。',
    '',
    'regulator-stats',
  ],
  [
    '添付文書改訂で、かぜ薬の「してはいけないこと」欄の文言が変わる件、店舗への周知はまだとのこと。',
    '',
    'label-revision',
  ],
  [
    '○○ドラッグの調剤併設店では後発品の調剤率が85%を超えたと本部が発表。',
    '',
    'anonymised-chain-stats',
  ],
  [
    'エリア内の調剤併設店で、セルフメディケーション税制対象マーク付き商品の売上が前年比112%。',
    '',
    'sales-data',
  ],
  [
    'New SOP this week: if a customer mentions a rash after an OTC painkiller, sellers note the lot number and call the pharmacist straight away.',
    '',
    'reporting-procedure',
  ],
  [
    '「副作用かな？と思ったらまず薬剤師へ」という掲示をレジ横に貼り出していた。',
    '',
    'safety-poster',
  ],
  [
    '便秘薬コーナーに「連用注意」のシェルフトークを追加。刺激性下剤の長期連用の啓発が目的。',
    '',
    'shelf-talker',
  ],
  ['芍薬甘草湯が品薄。メーカーの出荷調整で来月中旬まで入荷未定。', '', 'supply-shortage'],
  [
    'Price check: the private-brand fexofenadine is now ¥100 cheaper than the national brand in most suburban stores.',
    '',
    'price-news',
  ],
  ['花粉症シーズン前の商談、抗ヒスタミンOTCの棚を2段増やす方向で決まった。', '', 'plain-market'],
  [
    'お客様の手荒れ、うちの保湿剤に変えてからかなり良くなったと登録販売者さんが話していた。',
    '',
    'improvement',
  ],
  [
    'HbA1cがやっと目標値まで下がった、と糖尿病のお客様が嬉しそうに報告してくれたらしい。',
    '',
    'lab-improvement',
  ],
  [
    '登録販売者の研修資料に「偽アルドステロン症：むくみ、血圧上昇、低カリウム、脱力」の一覧が載っていた。',
    '',
    'training-material',
  ],
  [
    'Save the date: 地域薬剤師会 OTC勉強会 3/14(木) 19:00〜 会場：市民会館 第2会議室　演者：大森 健一 先生（大森薬局）　ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    '【ご案内】セルフメディケーション研修会　日時：5月20日(月) 19時〜　会場：ホテルサンルート駅前 2F　演者：東都薬科大学 高村 真理子 先生',
    '',
    'lecture-invitation',
  ],
  [
    'You are invited: Kampo basics for store staff, 6 June 18:30, Grand Hall, Hotel Meridian Chiba. Speaker: Dr. Akiko Fujimura (Fujimura Kampo Clinic). RSVP to your MR.',
    '',
    'lecture-invitation',
  ],
  [
    '某チェーンのバイヤー、来期はPBの漢方を10品目増やす予定だと言っていた。',
    '',
    'anonymised-buyer',
  ],
  [
    '近隣のK先生の処方で湿布の枚数が減っていて、調剤併設店の外用薬の出が落ちているとのこと。',
    '',
    'anonymised-doctor',
  ],
  ['競合が店頭で「胃腸薬まとめ買い20%オフ」キャンペーン中。', '', 'competitor-promo'],
  [
    '「この湿布と飲み薬、一緒に使っても大丈夫？」という一般的な問い合わせが増えている、と薬局長。',
    '',
    'general-interaction-question',
  ],
  [
    'Store manager says customers walk out when told to wait for the pharmacist for first-class OTCs; he wants a video explainer on the tablet.',
    '',
    'store-operations',
  ],
  [
    '他社の外用消炎剤の一部ロットで表示不備による自主回収。健康被害の報告はないとのこと。',
    '',
    'recall-no-harm',
  ],
  ['登録販売者試験の今年のエリア合格率は約45%だったと本部から聞いた。', '', 'exam-stats'],
  [
    'ヒヤリハット共有会で、「もし小児用と成人用を取り違えたら」というケーススタディを使っていた。',
    '',
    'hypothetical-error',
  ],
  [
    "A store pharmacist asked whether our product can be taken with St John's wort — a general question, so I passed on the med-info number.",
    '',
    'general-interaction-question',
  ],
  ['店頭の血圧計を新機種に入れ替え。測定結果を印刷できるタイプになった。', '', 'store-equipment'],
  [
    'From April the chain moves all Kampo to a consult-first shelf behind the counter.',
    '',
    'merchandising',
  ],
  [
    '地域の中学校で薬物乱用防止教室があり、学校薬剤師が市販の咳止めの乱用をテーマにするらしい。',
    '',
    'school-education',
  ],
  [
    '調剤併設店の待合のサイネージで、当社のセルフメディケーション動画を流してもらえることになった。',
    '',
    'promotion-win',
  ],
  ['サプリ売場を拡大。ビタミンD、亜鉛、乳酸菌が好調。', '', 'plain-market'],
  [
    '機能性表示食品の届出が増えていて、店長はPOPの表示ルールにかなり神経質になっている。',
    '',
    'regulatory-labelling',
  ],
  [
    'Counter drill today: staff practised what to do if a customer collapses — AED location, call 119, write down what they took. No real incident, just the quarterly exercise.',
    '',
    'safety-drill',
  ],
  [
    '濫用のおそれのある医薬品の販売記録について、業界団体が各社の対応状況をまとめて公表した。',
    '',
    'industry-stats',
  ],
  [
    '高齢の常連さん向けに、お薬手帳アプリの登録キャンペーンを始めたいと薬局長。',
    '',
    'service-plan',
  ],
  ['平日昼間は70歳以上のお客様の来店比率が6割を超える、とエリア本部の分析。', '', 'age-segment'],
  [
    '「50代女性の更年期向け漢方」の売場提案を持ち込んだところ、バイヤーの反応は上々。',
    '',
    'age-segment',
  ],
  [
    'Supplements aimed at women in their 40s are the fastest-growing category in the chain this year.',
    '',
    'age-segment',
  ],
  ['店長のY氏、来月から別エリアへ異動。後任は未定。', '', 'anonymised-person'],
  ['小児用の解熱鎮痛シロップが卸で欠品。代替品の問い合わせが多い。', '', 'supply-shortage'],
  [
    '薬剤師から「甘草の1日量はどのくらいまでを目安に考えればいい？」と質問。資料を後日お届け予定。',
    '',
    'general-question',
  ],
  [
    "Mock case in the training quiz: 'a 45-year-old man takes two cold remedies together' — pharmacists had to spot the duplicated ingredient.",
    '',
    'made-up-case',
  ],
  [
    '架空症例「葛根湯と小青竜湯を併用して手足がむくんだ60代女性」を使ったグループワークをしていた。',
    '',
    'made-up-case',
  ],
  [
    '第1類から要指導への区分見直しの話題で、店頭の薬剤師はネットで買えなくなる品目を気にしていた。',
    '',
    'regulatory-change',
  ],
  ['本部の方針で、夜間帯も登録販売者が必ず売場に立つシフトに変更。', '', 'staffing'],
  ['競合MRが店舗向けの漢方勉強会をかなり頻繁に開いているらしい。', '', 'competitor-activity'],
  [
    '店舗版の副作用報告手順書を改訂したので確認してほしい、と本部の品質管理担当から依頼。',
    '',
    'reporting-procedure',
  ],
  ['A薬局とB薬局のあいだで在庫の融通を始めたとのこと。', '', 'anonymised-pharmacies'],
  [
    'The pharmacist wants the pregnancy and breastfeeding section of our antacid leaflet printed bigger on the shelf card.',
    '',
    'label-request',
  ],
  ['湿布の処方上限の影響か、OTC湿布の売上が伸びている印象。', '', 'market-trend'],
  [
    '睡眠改善薬の問い合わせが増えている、特に夜勤明けの人が多い印象と登録販売者。',
    '',
    'market-trend',
  ],
  ['店長会議の議題は夏のエアコン冷え対策フェアと日焼け止めの陳列。', '', 'plain-market'],
  [
    'The district manager said the Kashiwa stores will pilot late-night pharmacist cover from July.',
    '',
    'region-only',
  ],
  [
    "Last night's OTC seminar at the civic centre drew about 40 pharmacists; most questions were about Kampo dosing.",
    '',
    'held-lecture-no-name',
  ],
  ['回収対象ロットの有無を確認。この店では販売実績なしで一安心。', '', 'recall-check'],
  ['体組成計キャンペーン期間中、測定に来る人は1日平均30人ほど。', '', 'store-event'],
  [
    'お薬手帳を持参すると飲み合わせ相談が無料、というサービスを始めたチェーンがある。',
    '',
    'competitor-service',
  ],
  [
    'Chain survey: 38% of shoppers buying OTC analgesics also take at least one prescription drug.',
    '',
    'survey-stats',
  ],
  [
    '低カリウムの初期症状チェックリストを漢方売場に置きたい、という要望をもらった。',
    '',
    'material-request',
  ],
  ['調剤併設店でリフィル処方箋の受付が月10件程度まで増えてきた。', '', 'dispensing-trend'],
  [
    'エナジードリンクとカフェイン錠の同時購入が目立つので、声かけを強化する方針と店長。',
    '',
    'store-policy',
  ],
  [
    'Head office wants each dispensing counter to log how many interaction consultations it handles per month; no template yet.',
    '',
    'reporting-admin',
  ],
  ['市内のドラッグストアが昨年から7店舗増えて、競争が激しくなっている。', '', 'region-only'],
  ['新しいPOPの効能表現が薬機法上問題ないか、本部の法務から確認依頼。', '', 'compliance-check'],
  [
    '去年のこの時期は便秘薬の返品が多かったが、陳列ミスで似たパッケージを買い間違えた人が多かっただけ、と薬剤師。',
    '',
    'returns-no-use',
  ],
  [
    'Our sample cartons arrived dented; nothing had been opened or handed out, and they were swapped at the depot.',
    '',
    'quality-no-patient',
  ],
  [
    '漢方メーカーの営業が、甘草量の少ない処方への切替を店舗に提案して回っているらしい。',
    '',
    'competitor-activity',
  ],
  [
    '便秘の悩みは相談しにくいという声があり、パーテーション付きの相談ブース設置を検討中。',
    '',
    'service-plan',
  ],
  [
    'The regional meeting showed a training video on spotting cough-medicine dependence at the till; all roles were played by actors.',
    '',
    'training-video',
  ],
  ['ミナト薬品ホールディングス、来期は調剤併設店を20店舗新設する計画と発表。', '', 'company-only'],
  ['ネット通販の価格に押されて、ビタミン剤の店頭価格を1割下げるそうだ。', '', 'price-news'],

  // ---- ae ----
  [
    '甘草を含む漢方を2種類併用していたお客様が、足のむくみと脱力で受診し、カリウムが低いと言われたと薬剤師から。',
    'ae',
    'kampo-pseudoaldosteronism',
  ],
  [
    '咳止めシロップを1日1瓶以上飲んでいる常連さん、最近ろれつが回らないことがあると登録販売者が心配していた。',
    'ae',
    'cough-syrup-misuse',
  ],
  [
    '便秘薬を規定の3倍量で毎日飲んでいるお客様、お腹が痛くて眠れない日があるそう。',
    'ae',
    'laxative-overdose',
  ],
  [
    'かぜ薬を飲んだ後に唇が腫れたとお客様が来店し、すぐ救急に行くよう案内したとのこと。',
    'ae',
    'otc-allergy',
  ],
  [
    'こむら返り予防に芍薬甘草湯を毎晩続けていた方が、血圧が160台まで上がったと相談に来た。',
    'ae',
    'kampo-vital-sign',
  ],
  [
    'ワルファリンを飲んでいるご主人が市販の鎮痛薬を数日飲んだら、歯ぐきの出血が止まりにくくなったと奥様から相談。',
    'ae',
    'interaction-relative',
  ],
  [
    'A customer on a prescription SSRI bought a dextromethorphan cough medicine; his wife says he was shaky and sweating heavily that night.',
    'ae',
    'interaction-relative',
  ],
  [
    'A regular said the iron supplement gave her stomach cramps every morning, so she stopped it after a week.',
    'ae',
    'supplement-discontinuation',
  ],
  [
    '胃薬を飲んでも全然効かないと3回来店していたお客様、結局病院で潰瘍が見つかったそう。',
    'ae',
    'lack-of-effect',
  ],
  [
    '徐放性の鎮痛薬を「飲みにくいから」と砕いて飲んでいたお客様がいて、その日はふらつきがひどかったらしい。',
    'ae',
    'crushed-er-tablet',
  ],
  [
    '使用期限が2年切れた解熱剤を、家にあったからと子どもに飲ませてしまったお母さんから問い合わせ。',
    'ae',
    'expired-product',
  ],
  [
    '妊娠がわかる前に鼻炎薬を1週間ほど飲んでいた、というお客様から相談があったと薬剤師。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'お客様の飼い犬が床に落ちたイブプロフェン錠を食べてしまい、動物病院で点滴を受けたとのこと。',
    'ae',
    'animal-exposure',
  ],
  [
    'ひびの入ったインスリンのバイアルに気付かず交付してしまい、お客様はすでに2回使ったと電話があった。',
    'ae',
    'quality-cracked-vial',
  ],
  [
    '錠剤の色が変わっていたのに飲んでしまった、と高齢のお客様が変色したビタミン剤を持ってきた。',
    'ae',
    'quality-discoloured',
  ],
  ['目薬の容器の先が欠けていて、さした時にまぶたを傷つけたとお客様が来店。', 'ae', 'device-defect'],
  [
    'The nasal spray pump stuck and then fired a huge squirt; the customer said her nose bled for an hour afterwards.',
    'ae',
    'device-failure',
  ],
  [
    '防風通聖散をダイエット目的で飲んでいた方が、健診で肝機能の数値が上がっていると言われたそう。',
    'ae',
    'kampo-lab-value',
  ],
  [
    '葛根湯を飲んだら動悸がしたのでやめた、という話をレジで聞いたと登録販売者。',
    'ae',
    'kampo-discontinuation',
  ],
  [
    'ロキソプロフェンのOTCを1日6錠飲んでいた方が、黒い便が出て受診したとのこと。',
    'ae',
    'nsaid-gi-bleed',
  ],
  [
    '市販の睡眠改善薬を飲んだ翌朝にふらついて転び、手首を骨折したお客様がいると店長から。',
    'ae',
    'fall-fracture',
  ],
  [
    '湿布を貼っていたところが日に当たって真っ赤にかぶれた、と常連さんから相談。',
    'ae',
    'photosensitivity',
  ],
  [
    'The pharmacist says one customer buys laxatives at three different stores; her daughter told them she sometimes faints at home.',
    'ae',
    'laxative-misuse-relative',
  ],
  [
    '処方の抗凝固薬とイチョウ葉サプリを一緒に飲んでいる方、鼻血が頻繁に出るようになったと相談。',
    'ae',
    'supplement-interaction',
  ],
  [
    '降圧薬を飲んでいるお客様がめまいを訴えて来店、店頭の血圧計で測ったら上が90台だった。',
    'ae',
    'vital-sign-hypotension',
  ],
  [
    '近所の方が亡くなった話の流れで、その方が市販の鎮痛薬をかなりの量飲んでいたらしい、と薬剤師がぽつり。',
    'ae',
    'death-in-passing',
  ],
  [
    '小柴胡湯を長く飲んでいた方が咳と息切れで入院、間質性肺炎の疑いと聞いたと店長。',
    'ae',
    'kampo-hospitalisation',
  ],
  [
    "Wrong-patient mix-up at the dispensing counter: two customers with the same surname got each other's bags, and one took a dose of the other's blood-pressure pill before noticing.",
    'ae',
    'wrong-patient',
  ],
  [
    '点耳薬を目薬と間違えてさしてしまったお客様、しみて目が真っ赤になったそう。',
    'ae',
    'wrong-route',
  ],
  [
    '総合感冒薬と解熱鎮痛薬を同時に飲んでいて、アセトアミノフェンが重複、肝臓の数値を指摘されたお客様。',
    'ae',
    'duplicate-ingredient',
  ],
  [
    'カフェイン錠とエナジードリンクを一緒に飲んでいた学生さんが、動悸と吐き気で救急搬送されたと薬局長から聞いた。',
    'ae',
    'caffeine-misuse',
  ],
  [
    'A customer on our statin started a red yeast rice supplement; two weeks later his CK came back high and the doctor stopped both.',
    'ae',
    'supplement-lab-value',
  ],
  [
    '透析中の方がマグネシウム系の便秘薬を毎日飲んでいて、だるさで受診したら血中マグネシウムが高かったとのこと。',
    'ae',
    'laxative-lab-value',
  ],
  [
    '抗アレルギーのOTCを飲んで運転したら眠くなってヒヤッとした、とお客様が笑い話のように話していた。',
    'ae',
    'somnolence',
  ],
  [
    '当社の胃薬を2週間飲んでも胸やけがまったく変わらない、とお客様からクレーム。',
    'ae',
    'lack-of-effect',
  ],
  [
    'A customer chewed the enteric-coated tablets instead of swallowing them whole and had bad stomach pain that evening.',
    'ae',
    'misuse-chewing',
  ],
  [
    '八味地黄丸を飲み始めてから胃がむかむかして食欲が落ちたので中止した、というお客様。',
    'ae',
    'kampo-gi',
  ],
  [
    '葛根湯を大人の量で3歳の孫に飲ませてしまったとおばあちゃんから相談。今のところ元気らしいが念のため。',
    'ae',
    'wrong-dose-child',
  ],
  ['水虫薬を塗ったら足の指の間がただれて、歩くのも痛いという方がいた。', 'ae', 'topical-reaction'],
  [
    'A pregnant customer had been using an OTC decongestant for weeks before her OB told her to stop; she came back asking what she should have bought.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '乳酸菌サプリをアトピーのお子さんに飲ませたら湿疹が悪化した、とお母さんから。',
    'ae',
    'supplement-skin',
  ],
  [
    'Customer took a prescription antihistamine and an OTC one on the same day; her husband found her confused and slurring in the evening.',
    'ae',
    'duplicate-antihistamine',
  ],
  [
    'ヘルパーさんから聞いた話として、訪問先の利用者さんが便秘薬を飲みすぎて失禁が続いているとのこと。',
    'ae',
    'carer-report',
  ],
  [
    '湿布をはがしたら皮膚まで一緒にむけてしまった、と高齢のお客様が見せてくれた。',
    'ae',
    'skin-tear',
  ],
  [
    '前立腺の薬を飲んでいるお客様、かぜ薬を飲んだらおしっこが出にくくなったと。',
    'ae',
    'urinary-retention',
  ],
  [
    "Lack of effect: a customer says our antacid 'does nothing' even at the maximum dose, and her GP has now switched her to a PPI.",
    'ae',
    'lack-of-effect-switch',
  ],
  [
    '糖尿病のお客様、血糖値が急に上がったとのこと。ステロイド入りの塗り薬を広範囲に使っていたらしい。',
    'ae',
    'lab-value-topical',
  ],
  [
    '鉄剤を飲み始めてから便秘がひどくなり、市販の下剤を追加している、というお客様。',
    'ae',
    'constipation-add-on',
  ],
  [
    'ビタミンAのサプリを妊娠中もずっと飲んでいたと、出産後に気づいたお客様から相談。',
    'ae',
    'pregnancy-supplement',
  ],
  [
    "The customer's husband, who has heart failure, took a fizzy sodium-rich painkiller every day and his ankles swelled badly.",
    'ae',
    'relative-oedema',
  ],
  [
    '店の前で、咳止めを買ったばかりの若い方が座り込んで動けなくなっていて、救急車を呼んだ。',
    'ae',
    'witnessed-misuse',
  ],
  [
    '処方の睡眠薬と市販のかぜ薬を一緒に飲んで、翌日の昼まで起きられなかったとお客様の奥さん。',
    'ae',
    'sedation-relative',
  ],
  [
    'Dispensing error: a customer got 10 mg tablets instead of 5 mg and took them for four days before the pharmacist caught it.',
    'ae',
    'dispensing-error',
  ],
  [
    '煎じ薬を濃く作りすぎて飲んだら下痢が止まらなくなった、とお客様。',
    'ae',
    'kampo-preparation-error',
  ],
  [
    '「ロキソニン飲んだら喘息みたいにゼーゼーした」と言って、別の鎮痛薬を求めに来た方がいた。',
    'ae',
    'nsaid-asthma-switch',
  ],
  [
    '子ども用かぜシロップの計量カップが割れていて、目分量で飲ませたら吐いてしまったとの連絡。',
    'ae',
    'quality-measuring-cup',
  ],
  [
    'A customer said our eye drops left her eyes stinging and red for a whole day, so she threw the bottle away.',
    'ae',
    'eye-drop-reaction',
  ],
  [
    '緑内障の処方点眼を使っているお客様、目の周りが黒ずんできたと気にしていた。',
    'ae',
    'ophthalmic-pigmentation',
  ],
  [
    '酔い止めを飲んだ子どもがぼーっとして、話しかけても反応が鈍かったと家族から聞いた。',
    'ae',
    'child-sedation',
  ],
  [
    '調剤併設店で一包化に別の胃薬が混入、お客様が1日分余計に服用してしまったと薬剤師。',
    'ae',
    'dispensing-error',
  ],
  [
    'Per the pharmacist, a customer on lithium started OTC ibuprofen for back pain and ended up in hospital with lithium toxicity.',
    'ae',
    'interaction-hospitalisation',
  ],
  [
    '当帰四逆加呉茱萸生姜湯を飲み始めてから脚がむくんだのでやめたら引いた、というお客様。',
    'ae',
    'kampo-dechallenge',
  ],
  [
    'Heard that a regular who used to buy cough syrup from this store died last month; relatives said she had been drinking several bottles a week.',
    'ae',
    'death-misuse',
  ],
  [
    '鼻炎薬を飲んだ後、高齢のお客様がレジ前でふらついて倒れかけた、と店長。',
    'ae',
    'witnessed-dizziness',
  ],
  [
    '刺激性の下剤を10年以上続けていて、今は飲まないとまったく出ないという方が相談に来た。',
    'ae',
    'laxative-dependence',
  ],
  [
    '妊娠後期のお客様が、腰痛でNSAIDsのテープ剤を毎日貼っていたことがわかった。',
    'ae',
    'pregnancy-nsaid-patch',
  ],
  [
    'カフェイン入りの鎮痛薬を毎日飲んでいたら、飲まない日に頭痛がひどくなるというお客様。',
    'ae',
    'medication-overuse-headache',
  ],

  // ---- id ----
  [
    'ドラッグひかり 新町店の薬局長と面談、来月の花粉症フェアで当社品のエンド展開が決まった。',
    'id',
    'chain-branch',
  ],
  [
    '調剤併設の「ハート薬局 緑が丘店」で、在庫を2ケースから4ケースに増やしてもらえた。',
    'id',
    'pharmacy-branch',
  ],
  [
    '登録販売者の小野さんから、漢方の相談が増えているので小冊子がほしいと依頼。',
    'id',
    'surname-san',
  ],
  [
    'Met Ms. Kondo, pharmacist-in-charge at Sunny Pharmacy Kichijoji — she wants the new leaflet in English for tourists.',
    'id',
    'english-name-store',
  ],
  [
    'くすりのハヤシ本店の林社長、来期は調剤併設を2店舗増やしたいと話していた。',
    'id',
    'owner-title',
  ],
  ['70代男性のお客様が湿布と飲み薬の使い分けを質問、登録販売者が当社資料で説明。', 'id', 'age-sex'],
  [
    '昨日の勉強会で講師の大森健一先生が、甘草の総量管理について話していた。',
    'id',
    'held-lecture-speaker',
  ],
  [
    'Dr. Hayashi from Aoba Family Clinic dropped by the pharmacy counter while I was there and asked for our OTC switch list.',
    'id',
    'doctor-clinic-english',
  ],
  [
    '訪問看護ステーションすずらんの所長から、在宅の便秘ケアについて資料請求があった。',
    'id',
    'visiting-nurse-station',
  ],
  [
    'ケアホームひだまり向けに店舗から配送している衛生用品、見積もりを出し直してほしいとのこと。',
    'id',
    'care-home',
  ],
  ['マツモト調剤薬局 駅南店、来月リニューアルオープン。', 'id', 'pharmacy-branch'],
  ['店長の村上さんが来月で退職、後任は副店長の井上さんになるそう。', 'id', 'staff-surnames'],
  ['薬剤師の佐々木美穂さん、漢方薬・生薬認定薬剤師を取得されたとのこと。', 'id', 'full-name'],
  [
    'Fresh Mart Drug, Minami-Urawa branch, is trialling a Kampo consultation corner on Saturdays.',
    'id',
    'chain-branch-english',
  ],
  ['グリーン薬局三ツ境店で新しい分包機を導入、見学させてもらった。', 'id', 'pharmacy-branch'],
  [
    '60代女性のお客様から、当社のビタミン剤をサプリと一緒に飲んでよいか質問があったと薬剤師。',
    'id',
    'age-sex',
  ],
  [
    'Report from yesterday: Prof. Mariko Takamura gave the self-medication lecture at Hotel Sunroute; about 50 attended.',
    'id',
    'held-lecture-speaker',
  ],
  ['あおば漢方堂の店主・青木さん、煎じ薬の相談は1日10件以上あるそう。', 'id', 'kampo-shop-owner'],
  [
    '緑ヶ丘小学校の学校薬剤師をしている森先生に、くすり教室用の教材をお渡しした。',
    'id',
    'school-sensei',
  ],
  [
    'Mr. Tanaka, area manager for the Chiba stores, wants quarterly sell-out data from us.',
    'id',
    'english-surname-title',
  ],
  ['ファミリードラッグ中央通り店の副店長から、POPの差し替え依頼。', 'id', 'chain-branch'],
  [
    '三浦内科クリニックの三浦先生の処方箋が、向かいの調剤併設店に集中しているとの話。',
    'id',
    'clinic-doctor',
  ],
  [
    'クスリのモリタ 柏の葉店で、セルフメディケーション税制の説明会をやりたいとのこと。',
    'id',
    'chain-branch',
  ],
  [
    '今日は北口の「やまびこ薬局」に初訪問。薬剤師2名、登録販売者1名の小さな店。',
    'id',
    'pharmacy-name',
  ],
  [
    'A man in his 40s asked at the counter which of our antacids has the least sodium; the pharmacist showed him our comparison chart.',
    'id',
    'age-sex-english',
  ],
  ['常連の鈴木様から、当社の目薬の大容量サイズはいつ出るのかと問い合わせ。', 'id', 'customer-sama'],
  [
    'Yamamoto-san at the dispensing counter of Drug Tomo Shin-Yurigaoka asked for more sample kits.',
    'id',
    'san-english-store',
  ],
  [
    'ウエスト薬局 本郷台店の薬局長・石井さん、地域の薬剤師会の理事になったそう。',
    'id',
    'branch-and-staff',
  ],
  [
    'Visited Sakuragi Pharmacy next to Sakuragi General Hospital — they now stock the full OTC Kampo range.',
    'id',
    'pharmacy-hospital-english',
  ],
  [
    '特別養護老人ホームあけぼの苑の看護師長より、常備薬リストの見直しについて相談。',
    'id',
    'nursing-home',
  ],
  [
    '登録販売者の山口さくらさんが、店の漢方コーナーをほぼ一人で作り上げたらしい。',
    'id',
    'full-name',
  ],
  ['くすりの窓口 はなみずき店で、当社外用薬のフェイスを8まで拡大。', 'id', 'chain-branch'],
  [
    'Pharmacist Jun Watanabe at Blue Cross Drugs Kawagoe wants a CPD session for his team.',
    'id',
    'full-name-english',
  ],
  [
    '吉田薬剤師より「来週の店長会で商品説明の時間を10分もらえる」と連絡あり。',
    'id',
    'surname-job-title',
  ],
  [
    '30代女性のお客様が授乳中でも飲めるサプリを探していて、当社品の成分表をお渡ししたと薬剤師さん。',
    'id',
    'age-sex',
  ],
  [
    '商店街の健康相談所「まちの保健室ひまわり」で、月1回の測定会に協力することになった。',
    'id',
    'health-station',
  ],
  [
    '駅前の「はしもと薬店」のおかみさん、漢方相談で地元ではちょっとした有名人らしい。',
    'id',
    'old-drugstore',
  ],
  [
    'Dr. Ogawa of Ogawa Orthopaedics sends most of his patients to the pharmacy across the road.',
    'id',
    'doctor-clinic-english',
  ],

  // ---- ae+id ----
  [
    'ドラッグひかり 西口店の薬剤師によると、甘草入りの漢方を3つ重ねて飲んでいたお客様が手足の脱力で入院したとのこと。',
    'ae+id',
    'kampo-hospitalisation-branch',
  ],
  [
    '登録販売者の中村さんが、咳止めシロップを毎日買いに来る方が最近ぼんやりしていて心配だと話していた。',
    'ae+id',
    'cough-syrup-staff-name',
  ],
  [
    '70代女性のお客様が、当社の便秘薬を飲んだ後に腹痛と下痢が続いたと来店。',
    'ae+id',
    'age-sex-event',
  ],
  [
    'At Sunrise Pharmacy Ebisu, a customer broke out in hives within an hour of an OTC ibuprofen, according to the pharmacist, Mr. Goto.',
    'ae+id',
    'allergy-named-store',
  ],
  [
    'さくらの里ケアホームで、入居者の方が湿布を貼ったまま入浴して皮膚がただれたと施設長の岡田さんから。',
    'ae+id',
    'care-home-event',
  ],
  [
    '高橋クリニック前の「ひまわり調剤薬局」で別の患者さんの薬を渡してしまい、その方が1回服用したとの報告。',
    'ae+id',
    'wrong-patient-named',
  ],
  [
    'A man in his 50s told the pharmacist at Green Leaf Drugs Fujisawa that our antacid constipated him so badly he stopped it.',
    'ae+id',
    'age-sex-store-event',
  ],
  [
    '訪問看護ステーションかえでの看護師さんから、利用者さんが芍薬甘草湯を飲み始めてからむくみが出たと店に連絡があったそう。',
    'ae+id',
    'nurse-station-kampo',
  ],
  [
    'こばやし内科の小林先生の紹介で来たお客様、以前に市販のかぜ薬で薬疹が出て受診したことがあるとのこと。',
    'ae+id',
    'doctor-drug-eruption',
  ],
];
