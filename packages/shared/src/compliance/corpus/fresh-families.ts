import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 8: mothers, children and the very old (quick team-chat notes from MRs and field staff about paediatrics,
 * obstetrics/gynaecology, vaccination clinics and elderly patients on many medicines, mixed with stock, schedules and market notes), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_FAMILIES: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '来週の小児科まわり、資料は新しい接種スケジュール表を持っていきます。',
    '',
    'schedule-materials',
  ],
  [
    'ネオフルリス小児用シロップの在庫、支店に残り12ケース。月末までに追加発注お願いします。',
    '',
    'stock',
  ],
  [
    '添付文書改訂のお知らせ（妊婦への投与の項）、今週中に担当先へ配布してください。',
    '',
    'package-insert-revision',
  ],
  [
    '副反応疑い報告の様式が変わったので、研修資料を共有フォルダに上げました。',
    '',
    'reporting-procedure',
  ],
  [
    '生後何か月から同時接種できるか、という質問が多いです。一般論として回答して、詳しい資料は後送にしてます。',
    '',
    'general-question',
  ],
  [
    '授乳中の投与可否について問い合わせがあった場合は、その場で答えずに学術窓口に回してください。',
    '',
    'procedure',
  ],
  ['高齢者施設向けの誤嚥防止パンフ、印刷上がりました。各自10部ずつ取りに来てね。', '', 'materials'],
  ['明日の課会は14時から。ポリファーマシー対策の事例共有がメインです。', '', 'meeting'],
  [
    '仮に接種後に高熱が出たと連絡を受けた場合の社内フロー、もう一度確認しておいてください。',
    '',
    'hypothetical',
  ],
  ['今年のインフル接種率、65歳以上で前年比やや増加との市のデータ出てました。', '', 'statistics'],
  [
    '産婦人科向けの新しいディテール資料、社内審査通りました。来週から使用OK。',
    '',
    'materials-approval',
  ],
  ['ロタの接種期限についての一般的な質問が多いので、簡単なFAQ作りました。', '', 'faq'],
  [
    '講演会のご案内：3月12日（土）19時〜 ホテル翠風館 2F、講師 小野寺 直樹先生「小児の発熱と解熱薬の使い方」。先生方へのお声がけとご参加をお願いします。',
    '',
    'lecture-invitation',
  ],
  [
    '熱性けいれんの既往がある子への接種について、ガイドラインの該当ページをまとめておきました。',
    '',
    'guideline-summary',
  ],
  [
    '「ワクチンで自閉症になるの？」系の質問への回答例、研修で使うので目を通しておいて。',
    '',
    'training',
  ],
  [
    '嚥下が難しい高齢者向けに簡易懸濁法の資料がほしいとの要望、本社に依頼済みです。',
    '',
    'materials-request',
  ],
  [
    '保育園で手足口病が流行ってるみたい。地域の定点報告でも先週から増加。',
    '',
    'market-observation',
  ],
  ['小児用量の早見表（体重別）の改訂版が届きました。旧版は回収してください。', '', 'dosing-table'],
  ['競合のRSワクチン、妊婦さん向けの説明会を地域で始めたらしいです。', '', 'competitor'],
  ['介護施設での服薬カレンダー配布、来月からキャンペーン開始です。', '', 'campaign'],
  ['一包化の依頼が多い門前エリアについて、次回の戦略会議で議論しましょう。', '', 'strategy'],
  ['在庫移管：東支店から西支店へ、セフカプラ細粒を5箱。伝票は明日切ります。', '', 'stock-transfer'],
  ['妊娠中の服薬相談窓口の連絡先カード、新しいデザインになりました。', '', 'materials'],
  ['経費精算の締め、今月は25日です。忘れずに。', '', 'admin'],
  [
    '接種部位の赤みって普通何日くらい続くもの？と一般的な質問をされたので、添付文書の範囲で経過を説明しました。',
    '',
    'general-question',
  ],
  [
    '高齢者の転倒リスクと睡眠薬に関する文献、共有しておきます。面談のネタにどうぞ。',
    '',
    'literature',
  ],
  ['予防接種週間のポスター、小児科門前の薬局向けに追加で50枚手配しました。', '', 'materials'],
  ['坐薬の入れ方動画、保護者向けにQRコード付きで作れないか検討中です。', '', 'materials-idea'],
  [
    '先月のエリア内の安全性情報の報告件数は0件でした。引き続き情報収集をお願いします。',
    '',
    'statistics',
  ],
  ['新人向けのPV研修、来週水曜の午後に実施します。会議室Bです。', '', 'training'],
  ['ワクチン配送用の温度ロガー、新型に切り替わります。使い方のメモ回します。', '', 'logistics'],
  [
    'HbA1cが8.4から7.0まで下がって、先生もご満足とのこと。狙いどおりの効き方です。',
    '',
    'improvement',
  ],
  ['夜間頻尿が減ってぐっすり眠れるようになったとご家族が喜んでいたそうです。', '', 'improvement'],
  [
    'HPVワクチンのキャッチアップ接種、対象の生まれ年を再確認しておいてください。',
    '',
    'vaccine-schedule',
  ],
  [
    '添付文書の「高齢者への投与」の項、減量の目安を口頭で説明できるように準備しといて。',
    '',
    'training',
  ],
  ['学会ブースの当番表、土曜午後にまだ空き枠があります。', '', 'schedule'],
  ['MR認定の継続研修、eラーニングの締め切りは今週金曜。', '', 'admin'],
  [
    '妊婦さんへの投与が禁忌かどうか聞かれた場合の回答テンプレ、最新版に差し替えました。',
    '',
    'template',
  ],
  ['駅南エリア、小児科の開業が今年もう3件目。競争激しくなりそう。', '', 'market-observation'],
  ['吸入デバイスの指導用練習器、在庫残り少なめです。使う予定ある人は早めに。', '', 'stock'],
  ['介護職員さん向け勉強会の資料「飲み込みにくい薬の工夫」、たたき台作りました。', '', 'materials'],
  [
    '母子手帳の接種記録欄の書き方について、保健センターから一般的な問い合わせがありました。',
    '',
    'general-inquiry',
  ],
  ['RMP資材、妊娠関連の追加分が届いてます。各自ピックアップお願いします。', '', 'rmp-materials'],
  [
    '緊急安全性情報が出た場合の訪問優先順位、エリアごとに決めておきましょう。',
    '',
    'hypothetical-procedure',
  ],
  [
    'もし子どもが誤って飲んでしまったら、という保護者向けリーフレットを作れないかという要望がありました。',
    '',
    'hypothetical',
  ],
  ['来期の重点品目、小児用鎮咳薬から高齢者向け貼付剤にシフトする方針だそうです。', '', 'strategy'],
  ['接種後15〜30分の待機が必要な理由、説明資料を見直しました。', '', 'materials'],
  ['新生児のビタミンK投与スケジュールの資料、次回の産科訪問で持参予定。', '', 'materials-request'],
  ['出張申請、来週の地方会分まだの人は今日中にお願いします。', '', 'admin'],
  ['腎機能が落ちた高齢者向けの用量調整表、eGFR別に見やすく作り直しました。', '', 'dosing-table'],
  ['会社から、SNSで医療情報を発信しないよう再度の注意喚起がありました。', '', 'compliance'],
  ['小児用ワクチンの供給見通し、秋までは安定とのこと。', '', 'supply'],
  [
    '「副作用」と言わずに「気になる症状」と言い換えると保護者に伝わりやすい、という研修での話、なるほどでした。',
    '',
    'training',
  ],
  // ---- clean (English / mixed) ----
  [
    'Reminder: the updated paediatric dosing chart by body weight is now in the shared drive.',
    '',
    'dosing-chart',
  ],
  ['Stock check: 40 boxes of Pedivax-4 left at the depot, please reorder by Friday.', '', 'stock'],
  [
    "If a parent asks whether fever after the 2nd dose is normal, give the general answer and offer the leaflet; don't speculate.",
    '',
    'guidance',
  ],
  [
    'Team meeting moved to Thursday 3pm, agenda is the geriatric polypharmacy campaign.',
    '',
    'meeting',
  ],
  [
    'New PV training module is live, everyone has to finish it by the end of the month.',
    '',
    'training',
  ],
  [
    'Lecture invitation: "Vaccines in pregnancy - what\'s new", speaker Dr. Helen Marsh, 20 May 18:30, Grand Orchid Hotel Osaka. Please join us and invite your OB/GYN doctors.',
    '',
    'lecture-invitation',
  ],
  [
    'Market note: OB/GYN clinics in the north area seem to be moving to in-house dispensing.',
    '',
    'market-observation',
  ],
  [
    'Question from the field: can the syrup be mixed with milk? The general answer is in the FAQ, p.4.',
    '',
    'general-question',
  ],
  [
    'Package insert revision for Lumidrop eye drops, the lactation section changed, please distribute this week.',
    '',
    'package-insert-revision',
  ],
  [
    'BP came down nicely after titration, exactly as planned, doc was happy with it.',
    '',
    'improvement',
  ],
  [
    'HPV uptake among women in their 20s is still low according to the prefecture report.',
    '',
    'statistics',
  ],
  ['Expense reports are due on the 25th, no exceptions this month.', '', 'admin'],
  ["Please don't post patient photos in this chat, not even cropped ones.", '', 'compliance'],
  [
    'Reminder that any info on exposure during pregnancy goes to safety within 24h, even when there is no outcome yet.',
    '',
    'reporting-procedure',
  ],
  [
    'Cold chain loggers for the autumn campaign have arrived, pick yours up at the office.',
    '',
    'logistics',
  ],
  [
    'Children under 5 make up about a third of Kidoral prescriptions in our territory.',
    '',
    'statistics',
  ],
  [
    'Hypothetically, if a nurse gives the adult dose to a child, what is our reporting route? Need it for the training deck.',
    '',
    'hypothetical',
  ],
  [
    '来週のschedule: Mon paediatric round, Wed OB/GYN, Fri care homes. 調整お願いします。',
    '',
    'schedule',
  ],
  [
    "New leaflet on storing medicines out of kids' reach is printed, 200 copies at reception.",
    '',
    'materials',
  ],
  [
    'Competitor launched a chewable tablet for kids, price looks lower than ours.',
    '',
    'competitor',
  ],
  ['Sample allocation for Q3 has been cut by 20%, plan your visits accordingly.', '', 'admin'],
  ['Our congress booth needs two more people on Saturday morning.', '', 'schedule'],
  [
    'RMP materials for the new RSV vaccine: the maternal immunisation section has been updated.',
    '',
    'rmp-materials',
  ],
  // ---- ae (Japanese) ----
  [
    '2回目の接種のあと、赤ちゃんが3時間以上かん高い声で泣き続けたとK先生から聞きました。',
    'ae',
    'persistent-crying',
  ],
  [
    '某クリニックで、ネオフルリス服用中の子がぐったりして夜間救急に運ばれたそうです。',
    'ae',
    'hospitalisation',
  ],
  [
    '施設の看護師さんの話だと、眠剤を増やしてから夜中に2回転んだとのこと。',
    'ae',
    'fall-after-dose-increase',
  ],
  [
    'A病院の薬剤部から、ワルファリン併用中の患者さんでINRが4.9まで上がったと連絡ありました。',
    'ae',
    'lab-value-inr',
  ],
  [
    '助産師さん経由で、妊娠に気づかずにラベトリンを2週間飲んでいた方がいると聞きました。今のところ経過は順調とのこと。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中のお母さんがカルメジン錠をずっと飲んでいる、と薬局で話が出ました。赤ちゃんは特に変わりないそうです。',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    '体重12キロの子にシロップが大人の量で出てしまったらしい、と門前薬局から。',
    'ae',
    'dosing-error-weight',
  ],
  [
    'お孫さんがおばあちゃんの血圧の薬を1錠飲んでしまって、救急外来を受診したとのこと。',
    'ae',
    'accidental-ingestion',
  ],
  [
    '期限切れのワクチンを接種してしまった事例があったと、市の保健師さんから聞きました。',
    'ae',
    'expired-vaccine',
  ],
  [
    '点鼻タイプのワクチン、使用中にノズルが外れて薬液が子どもの顔にかかったそうです。',
    'ae',
    'device-failure',
  ],
  [
    'シロップの色がいつもより茶色っぽいと保護者が気づいたけど、その時点でもう2回飲ませていたとのこと。',
    'ae',
    'quality-discoloured-syrup',
  ],
  [
    'B先生いわく、吸入ステロイドを始めてから声がかすれてきた子が何人かいるとのこと。',
    'ae',
    'hoarseness',
  ],
  [
    '抗てんかん薬をジェネリックに替えてから発作の回数が増えた、とご家族が話していたそうです。',
    'ae',
    'lack-of-effect-after-switch',
  ],
  [
    '貼る場所をずらさずに同じところに貼り続けて、皮膚が真っ赤にただれてしまったとケアマネさんから。',
    'ae',
    'application-site',
  ],
  [
    'デイサービスで別の利用者さんの薬を飲ませてしまったとの話。ご本人は夕方までほぼ眠ったままだったそう。',
    'ae',
    'wrong-patient',
  ],
  [
    '夜泣きの漢方を飲ませたら翌日から下痢が続いている、とママから相談があったと薬剤師さん。',
    'ae',
    'diarrhoea',
  ],
  [
    '認知症の薬を増量して1週間、食事をほとんどとらなくなったとヘルパーさんが心配してました。',
    'ae',
    'appetite-loss',
  ],
  ['切迫早産の点滴中に脈が140を超えたので、いったん止めたそうです。', 'ae', 'tachycardia'],
  [
    'ホルモン剤を飲み始めてから片足がむくんで痛いと訴えて、エコーで血栓を調べることになったらしい。',
    'ae',
    'dvt-suspected',
  ],
  [
    '解熱剤を使っても全然熱が下がらない、前のより効かないと言われました（A医院）。',
    'ae',
    'lack-of-effect',
  ],
  ['利尿剤が追加されてからナトリウムが126まで下がった、と在宅の先生。', 'ae', 'hyponatraemia'],
  [
    '保育園の看護師さんから、預かっていた抗菌薬を別の子に飲ませてしまったと連絡が入った件、詳細確認中です。',
    'ae',
    'wrong-patient-nursery',
  ],
  [
    '4種混合のあと、腕全体がパンパンに腫れて翌日また受診したと聞きました。',
    'ae',
    'injection-site-swelling',
  ],
  [
    '鼻水止めのシロップを飲んだら、逆に興奮して夜中まで寝なかった子がいたそうです。',
    'ae',
    'paradoxical-excitation',
  ],
  [
    '骨粗鬆症の注射を続けていた方があごの痛みで歯科にかかり、治療がストップしているそうです。',
    'ae',
    'jaw-pain',
  ],
  [
    '妊娠中に抗甲状腺薬を飲んでいた方の赤ちゃん、生まれてすぐの甲状腺の値が低めだったと産科から。',
    'ae',
    'neonatal-lab',
  ],
  [
    '胃ろうから入れるはずの薬を間違えて点滴ラインに少し入れてしまった、とのヒヤリ報告を聞きました。',
    'ae',
    'wrong-route',
  ],
  [
    'プレフィルドシリンジの根元から液が漏れて、規定量が入ったかわからないまま接種を終えたそうです。',
    'ae',
    'leaking-syringe',
  ],
  [
    '新しい便秘薬を始めてから失禁が増えて、おむつの枚数が倍になったと介護士さん。',
    'ae',
    'incontinence',
  ],
  [
    'ワクチン翌日にけいれんを起こして一晩入院した子がいた、と小児科の受付の方から。',
    'ae',
    'febrile-seizure',
  ],
  [
    '抗凝固薬の飲み忘れを取り返そうと2日分まとめて飲んで、鼻血が止まらなくなったとのこと。',
    'ae',
    'double-dose-bleeding',
  ],
  [
    '吸入器のカウンターが動いてなくて、空のまま何日も吸っていたと保護者から。その間に発作も増えたらしい。',
    'ae',
    'device-counter-failure',
  ],
  [
    '睡眠導入剤を始めてから、朝ふらついて自分で起き上がれないと施設から連絡あり。',
    'ae',
    'morning-drowsiness',
  ],
  [
    '亡くなったのは抗精神病薬を増やして間もなくだった、とご家族が言っていたそうです。',
    'ae',
    'death-after-increase',
  ],
  [
    '鉄剤シロップで歯が黒っぽくなった子がいると、保健室の先生から聞いたとのこと。',
    'ae',
    'tooth-discolouration',
  ],
  [
    'ピルを飲んでいた方が抗菌薬を併用していて妊娠がわかった、と婦人科で話題になっていました。',
    'ae',
    'contraceptive-failure',
  ],
  [
    '血糖降下薬が1錠から2錠に増えた後、朝の血糖が52だったと自己測定ノートに記録がありました。',
    'ae',
    'hypoglycaemia-value',
  ],
  [
    '患者さんのご家族から、飼い犬が置いてあった痛み止めをかじってしまい動物病院に連れて行ったと聞きました。',
    'ae',
    'animal-ingestion',
  ],
  [
    '緑内障の目薬を使い始めてから、まぶたが黒ずんできたと患者さんが気にしていたとのこと。',
    'ae',
    'eyelid-pigmentation',
  ],
  [
    '造影検査の翌日になってから全身にじんましんが出た、と放射線科の技師さんが言っていました。',
    'ae',
    'delayed-urticaria',
  ],
  [
    'BCGの跡がいつまでもジュクジュクして、わきの下も腫れてきたとお母さんが話していたそうです。',
    'ae',
    'bcg-lymphadenitis',
  ],
  [
    '抗うつ薬を飲みながら授乳を続けているお母さんがいて、赤ちゃんがよく寝すぎる気がすると助産師さんから。',
    'ae',
    'breastfeeding-infant-sedation',
  ],
  ['カリウム製剤を足してから採血でK 6.1、念のため心電図をとったそうです。', 'ae', 'hyperkalaemia'],
  [
    '同時接種の日に、予定とは違うワクチンが打たれていたことが後でわかったとのこと。',
    'ae',
    'wrong-vaccine',
  ],
  [
    '目薬と間違えて水虫の液を点眼してしまい、目が開けられなくなったお年寄りがいたそうです。',
    'ae',
    'wrong-product-eye',
  ],
  [
    'ドライシロップを溶かす水の量を間違えて、1週間薄いまま飲ませていたと薬局から。治りが悪かったらしい。',
    'ae',
    'preparation-error',
  ],
  [
    'ニキビの飲み薬（イソトレノン）を服用中に妊娠がわかった、と皮膚科で相談された件、安全性部門に上げます。',
    'ae',
    'pregnancy-exposure-teratogen',
  ],
  // ---- ae (English / mixed) ----
  [
    'Dr said the baby had a rash after the 2nd dose, cleared up in about two days.',
    'ae',
    'rash-after-vaccine',
  ],
  [
    "Heard from a care worker that since the new patch the resident's creatinine went from 1.1 to 1.9.",
    'ae',
    'lab-value-creatinine',
  ],
  [
    'Pharmacist mentioned a mum who gave 5 mL instead of 2.5 mL of the cough syrup for a week, the kid was really sleepy.',
    'ae',
    'dosing-error',
  ],
  [
    "A toddler got into grandma's pill box and swallowed what looked like two sleeping tablets, ER visit and observed overnight.",
    'ae',
    'accidental-ingestion',
  ],
  [
    'Midwife said a pregnant patient kept using the retinoid cream until week 10, no outcome known yet.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    "Nursing mother on Tralovex since last month, and the paediatrician wonders if that's why the baby isn't gaining weight.",
    'ae',
    'breastfeeding-exposure',
  ],
  [
    'School nurse told me a kid on the ADHD med stopped eating lunch and lost 3 kg over the term.',
    'ae',
    'weight-loss',
  ],
  [
    'Clinic switched two patients back to the brand because the generic "did nothing" for their reflux.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Auto-injector jammed during use, the mother says only half went in so they used the backup pen.',
    'ae',
    'device-failure',
  ],
  [
    'Grandson told me his grandpa got confused and agitated after they added the bladder pill.',
    'ae',
    'confusion',
  ],
  [
    'Visiting nurse: BP 86/50 this morning, the new dose started on Monday.',
    'ae',
    'hypotension-value',
  ],
  [
    'ワクチン打った後 the arm was swollen down to the elbow, mum sent a photo to the clinic.',
    'ae',
    'injection-site-swelling',
  ],
  [
    'The vial looked cloudy but it had already been drawn up and given before anyone noticed.',
    'ae',
    'quality-cloudy-vial',
  ],
  [
    'Infant got the adult formulation by mistake on a busy clinic day, no symptoms so far.',
    'ae',
    'wrong-formulation',
  ],
  [
    'The care home stopped the antipsychotic after two falls in one week.',
    'ae',
    'discontinued-falls',
  ],
  [
    "Heard in passing at the pharmacy: someone crushed an extended-release tablet for a resident who can't swallow well and he was very drowsy after.",
    'ae',
    'crushed-er-tablet',
  ],
  [
    'Two babies came in with intussusception the same week after the rota dose, according to the ward clerk.',
    'ae',
    'intussusception',
  ],
  [
    'Tube kept clogging after the granules were mixed in, the patient missed three doses and the fever came back.',
    'ae',
    'missed-doses',
  ],
  [
    'LFTs doubled after the antifungal course, the GP mentioned it when I dropped by.',
    'ae',
    'liver-enzymes',
  ],
  [
    '患者さんのご家族 said the new eye drops made her pulse drop to 48, so the doctor paused them.',
    'ae',
    'bradycardia',
  ],
  // ---- id (Japanese) ----
  ['明日はこもれび訪問看護ステーションにご挨拶に行ってきます。', 'id', 'facility-visit'],
  [
    '田村先生（ひまわり小児科）に新しい接種スケジュール表をお渡ししました。',
    'id',
    'doctor-name-materials',
  ],
  [
    '藤井院長、来月から午後の診療を減らすそうです。面会は午前がよさそう。',
    'id',
    'clinic-director-schedule',
  ],
  ['すずらん調剤薬局の管理薬剤師さん、4月から異動とのこと。', 'id', 'pharmacy-name'],
  ['特養みさき園で、来週の職員研修の講師を頼まれました。', 'id', 'care-home-name'],
  ['3歳の男の子を連れたお母さんが、待合で当社の資料を熱心に見ていました。', 'id', 'age-sex-child'],
  [
    '80代女性の患者さんの服薬整理について、薬剤師さんと一緒に相談を受けました。',
    'id',
    'age-sex-elderly',
  ],
  [
    '昨日の勉強会、講師の竹内 美沙子先生の話がわかりやすいと好評でした。',
    'id',
    'lecture-report-name',
  ],
  ['ことり助産院の見学、許可をいただきました。', 'id', 'midwife-clinic-name'],
  [
    '山岸さん（グループホームかえで）から、服薬カレンダーを追加で20部ほしいと連絡あり。',
    'id',
    'carer-name-request',
  ],
  [
    'はるとくんのお母さんから予防接種の日程を相談された、と受付の方が言っていました。',
    'id',
    'child-name',
  ],
  ['北沢こどもクリニックの新しい先生、大学の後輩だそうです。', 'id', 'clinic-name'],
  [
    '本日、みなと台病院の小児病棟の師長さんと面談。次回は薬剤部長も同席予定。',
    'id',
    'hospital-name',
  ],
  ['青木 和枝さん（ケアマネ）に、介護施設向け資料の感想を伺いました。', 'id', 'full-name'],
  [
    '40代の女性薬剤師さんが、「子どもの薬の飲ませ方」の説明会を開きたいそうです。',
    'id',
    'age-sex-professional',
  ],
  ['産後ケアハウスゆりかごの施設長と、来週アポ取れました。', 'id', 'facility-appointment'],
  [
    '高橋先生の奥様も小児科医で、来月から同じクリニックで診療されるとのこと。',
    'id',
    'doctor-family',
  ],
  ['市立東浜病院の産婦人科、4月から病床が減るらしいです。', 'id', 'hospital-market'],
  ['校医の村瀬先生が、学校での集団接種の説明資料がほしいと。', 'id', 'school-doctor'],
  [
    'あかりちゃんのおばあちゃんが当社のパンフを持って帰った、と薬剤師さんが笑っていました。',
    'id',
    'child-name',
  ],
  ['くすのき内科・小児科、電話は昼休みを避けてほしいとのこと。', 'id', 'clinic-name-contact'],
  [
    '70代の男性が奥さんと一緒に、お薬手帳の使い方を聞きに来ていたと薬局で。',
    'id',
    'age-sex-elderly',
  ],
  ['松本ナースから、院内勉強会の日程候補を3つもらいました。', 'id', 'nurse-name'],
  [
    '訪問看護の丸山さん、来月から管理者になるそうです。お祝い何か考えましょう。',
    'id',
    'nurse-name',
  ],
  ['昨日の地域連携会議、ときわ台薬局の小林さんが司会でした。', 'id', 'meeting-report-name'],
  [
    '生後6か月の女の子のママから、離乳食と薬の飲ませ方を聞かれたと保健師さん。',
    'id',
    'age-sex-infant',
  ],
  [
    'ドラッグストアさくら通り店の店長、OTCの小児用解熱剤の棚を広げたいと言ってました。',
    'id',
    'drugstore-name',
  ],
  // ---- id (English / mixed) ----
  [
    "Met Dr. Hayashi at Bluebell Women's Clinic today, she wants the new patient leaflets.",
    'id',
    'doctor-facility',
  ],
  ['Sunnyhill Care Home asked for 30 copies of the medication calendar.', 'id', 'care-home-name'],
  ['Nurse Ogawa will coordinate the flu clinic dates at the community centre.', 'id', 'nurse-name'],
  [
    'A man in his 80s came to the pharmacy counter asking about our pill organiser campaign.',
    'id',
    'age-sex',
  ],
  [
    "Report from yesterday's study group: Prof. Emiko Sato presented the new paediatric asthma guideline.",
    'id',
    'meeting-report-name',
  ],
  [
    "Riverside Children's Hospital is moving its vaccine clinic to the 2nd floor from June.",
    'id',
    'hospital-name',
  ],
  [
    "Haruka-chan's dad asked the receptionist about the next vaccine appointment, she handed him our leaflet.",
    'id',
    'child-name',
  ],
  [
    'Mrs. Kimura, head of Maple Nursery, wants a short talk on handwashing for parents.',
    'id',
    'nursery-name',
  ],
  [
    'Dropped samples at Kobayashi Pharmacy, the owner is retiring next year.',
    'id',
    'pharmacy-name',
  ],
  [
    '新しい担当先: Dr. Yuki Nomura, Hikari OB/GYN, first visit next Tuesday.',
    'id',
    'doctor-facility',
  ],
  [
    'A girl of 7 and her mother were in the waiting room reading our allergy poster.',
    'id',
    'age-sex',
  ],
  // ---- ae+id (Japanese) ----
  [
    'さくら小児科クリニックの森先生から、ロタ2回目の後に血便が出た子がいると報告を受けました。',
    'ae+id',
    'bloody-stool',
  ],
  [
    'ひだまり苑の看護師の佐伯さんによると、入居者さんが新しい降圧薬を始めてからめまいで2回転んだそうです。',
    'ae+id',
    'dizziness-falls',
  ],
  [
    '90代女性、抗凝固薬を飲んでいて黒い便が出て入院したと在宅の先生から聞きました。',
    'ae+id',
    'melena-hospitalisation',
  ],
  [
    '生後4か月の男の子、五種混合の翌日に39度台の熱で夜間救急を受診したそうです（みどり台こどもクリニック経由）。',
    'ae+id',
    'fever-after-vaccine',
  ],
  [
    '中島産婦人科の院長が、妊娠中に抗てんかん薬を飲んでいた方の赤ちゃんに口唇裂があったと話していました。',
    'ae+id',
    'congenital-anomaly',
  ],
  [
    'あおば保育園のゆいちゃん、熱さましの座薬のあと体温が34度台まで下がって、お迎えのお父さんが慌てて受診したそうです。',
    'ae+id',
    'hypothermia',
  ],
  // ---- ae+id (English) ----
  [
    'Dr. Okabe at Lakeside Family Clinic said a woman in her 30s on the new migraine pill had her liver enzymes triple.',
    'ae+id',
    'liver-enzymes',
  ],
  [
    'Nurse Tanaka from Hoshino Visiting Nurse Station: the patient broke out in blisters all over after the gout pill was started and was admitted yesterday.',
    'ae+id',
    'severe-rash',
  ],
  [
    "Kenta-kun's mum called Greenfield Pharmacy, he threw up twice after the new antibiotic syrup and they think he got double the dose.",
    'ae+id',
    'vomiting-double-dose',
  ],
];
