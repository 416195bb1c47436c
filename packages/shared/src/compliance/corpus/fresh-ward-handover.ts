import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 19: hospital wards at shift handover: ward pharmacists and nurses, incident and near-miss reports, bedside medication management, ward rounds and discharge planning in general hospitals; about 80% Japanese; written by a helper who had seen neither the rules, the model nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", the lecture exception and a person's age and sex as an identifier included), after rules v25 landed; measured once with rules v25 and model nb-0d35f802 before its misses were read.
 */
export const FRESH_WARD_HANDOVER: readonly Row[] = [
  // ---------------- clean ----------------
  [
    '病棟薬剤師さんから、ハイリスク薬の払い出しは二人で声出し確認する運用に変えたと聞きました。',
    '',
    'double-check-process',
  ],
  [
    'ヒヤリハット：インスリンを10倍量で準備しかけたが、投与前に別の看護師が気づいて未実施。患者さんへの影響なし。',
    '',
    'near-miss-caught',
  ],
  [
    '夜勤の申し送りで、同姓の患者さんが2名いるためベッドネームに注意シールを貼っていると説明を受けた。',
    '',
    'same-name-alert',
  ],
  [
    '薬剤部長によると、来月から持参薬鑑別は全件病棟薬剤師が行う体制になるとのこと。',
    '',
    'job-title-only',
  ],
  [
    'A病院の7階病棟では、麻薬金庫の鍵を師長と副師長の二重管理に変更済み。',
    '',
    'anonymised-facility-storage',
  ],
  [
    '冷所保存の注射剤について、病棟冷蔵庫の温度ログの付け方を質問された。添付文書の保管条件を回答。',
    '',
    'storage-question',
  ],
  [
    '新人看護師向けの配薬研修で、架空症例を使った誤薬のロールプレイをしているそうです。資料提供を頼まれました。',
    '',
    'training-roleplay',
  ],
  [
    '「腎機能が落ちている人は減量が必要？」と病棟で一般論として聞かれたので、添付文書の用量調節表を案内。',
    '',
    'general-question-renal',
  ],
  [
    '【ご案内】病棟薬剤業務セミナー　日時：6月14日(土)14:00〜　会場：ホテルグランヴィア大阪　演者：山本 健一 先生（東和記念病院 薬剤部）　多数のご参加をお待ちしております。',
    '',
    'lecture-invite',
  ],
  [
    '退院支援カンファの進め方について、MSWと病棟看護師の役割分担を聞いた。服薬指導の重複を減らしたいらしい。',
    '',
    'discharge-planning-process',
  ],
  [
    '競合の貼付剤、今期は整形外科病棟での採用切替が多い印象と薬剤師さん。',
    '',
    'competitor-adoption',
  ],
  [
    '他社MRが配っている「転倒リスク評価シート」が病棟で好評。うちも似た資材を作れないか本社に相談したい。',
    '',
    'competitor-promotion',
  ],
  [
    '当社品のPTPシート変更（一包化しやすい仕様）について病棟から問い合わせあり。切替出荷は来月からと回答。',
    '',
    'packaging-supply',
  ],
  [
    '限定出荷中の抗菌薬について、代替薬への切替フローを病棟向けに作ったと薬剤部から聞いた。',
    '',
    'supply-shortage-switch',
  ],
  [
    '血糖コントロールに苦労していた患者さん、当社品追加後にHbA1cが下がって退院が前倒しになったと喜ばれた。',
    '',
    'improvement-lab',
  ],
  [
    '夜間せん妄の対策として、病棟で非薬物療法のチェックリストを導入したとのこと。薬の話は特になし。',
    '',
    'delirium-process',
  ],
  [
    'PMDAの医療安全情報（注射剤の取り違え）を病棟勉強会で使いたいので、印刷したものがほしいと依頼あり。',
    '',
    'regulator-materials',
  ],
  [
    '副作用報告の手順を病棟看護師から聞かれたので、当社の安全性情報窓口の連絡先カードを渡した。',
    '',
    'reporting-procedure',
  ],
  [
    'インシデントレポートのレベル分類（0〜5）を説明するスライドがほしいとの要望。医療安全資材を次回持参。',
    '',
    'incident-classification',
  ],
  [
    '配薬カートのセット間違い防止に、朝用と夕用でトレーの色を分けているそうです。',
    '',
    'cart-process',
  ],
  [
    '病棟の定数配置薬を見直し中で、当社品は定数から外れて個人処方対応になるかもしれない。',
    '',
    'stock-list',
  ],
  [
    '50代男性の治療開始率が低いという市場データを薬剤部で共有したところ、病棟でも実感があるとのこと。',
    '',
    'market-segment-age',
  ],
  [
    '75歳以上の入院患者だと持参薬が平均8剤を超える、という院内集計を見せてもらった。',
    '',
    'market-statistics',
  ],
  ['K先生（循環器）から、退院時処方は原則2週間分に統一する方針と伺った。', '', 'anonymised-doctor'],
  ['某大学病院では病棟薬剤師が夜勤にも入る体制を試行しているという噂。', '', 'anonymised-rumor'],
  [
    '院内防災訓練で、停電時に輸液ポンプをどう扱うかの机上シミュレーションをやったそうです。',
    '',
    'drill',
  ],
  [
    '「高齢者への投与」の項が改訂されたので、改訂のお知らせを病棟薬剤師に手渡し。',
    '',
    'label-revision',
  ],
  [
    '「投与中にアナフィラキシーが起きたら救急カートは誰が取りに行く？」という想定訓練を病棟でやったと聞いた。',
    '',
    'hypothetical-drill',
  ],
  ['ハイリスク薬の指導料の算定件数が前年より伸びている、と病棟担当の薬剤師。', '', 'billing'],
  ['ナースステーションに手指衛生監査の結果が貼ってあった。薬とは関係なし。', '', 'plain-ward'],
  ['持参薬にジェネリックが混ざっていて鑑別に時間がかかる、とぼやいていた。', '', 'workload'],
  ['点滴ラベルのバーコード照合を全病棟で導入、照合率は98%まで来たとのこと。', '', 'barcode'],
  [
    '入院時にベンゾ系睡眠薬を他剤へ切り替える院内プロトコルが今春からスタート。当社品は推奨リストに入っている。',
    '',
    'protocol-switch',
  ],
  [
    '当社の徐放錠を粉砕してよいか病棟で聞かれた。粉砕不可と回答し、別剤形の提案で落ち着いた。実際には粉砕されていない。',
    '',
    'crush-question-answered',
  ],
  ['期限切れ間近の在庫を病棟同士で融通する仕組みを薬剤部が作ったそうです。', '', 'expiry-stock'],
  [
    '師長さんいわく、申し送りをSBARに統一してから伝達漏れのインシデントが目に見えて減ったとのこと。',
    '',
    'handover-sbar',
  ],
  ['退院前カンファレンスに薬剤師が入る割合は7割くらい、と薬剤部の方。', '', 'discharge-stats'],
  ['次回、病棟向けに配合変化表の最新版を持っていく約束。', '', 'materials-followup'],
  [
    'ヒヤリハット事例：同姓同名の患者さんの点滴が配られかけたが、リストバンド照合で止まった。接続はされていない。',
    '',
    'near-miss-wrong-patient',
  ],
  [
    'Bクリニックからの紹介入院が増えているが、お薬手帳を持ってこないケースが多いとのこと。',
    '',
    'anonymised-clinic',
  ],
  [
    '夜勤の看護師さんが、PCAポンプの設定を二人でチェックする手順書を作っている最中だと言っていた。',
    '',
    'pca-procedure',
  ],
  [
    '抗がん剤の曝露対策として閉鎖式デバイスを入れるかどうか、病棟単位で検討中。',
    '',
    'exposure-device',
  ],
  [
    '一包化したときの吸湿が気になるので、当社品の無包装状態の安定性データがほしいとの依頼。',
    '',
    'stability-data',
  ],
  [
    '「授乳中のスタッフが飲んでも大丈夫？」と雑談で聞かれたが、該当する人がいるわけではないとのこと。一般的な情報のみ提供。',
    '',
    'general-lactation-question',
  ],
  [
    '来年度の病棟薬剤業務実施加算の要件がどう変わるか、薬剤部で情報を集めている。',
    '',
    'reimbursement',
  ],
  ['4月の薬価改定を受けて、院内採用の見直し対象に当社品が入るかもと言われた。', '', 'price-news'],
  [
    'インシデントレポート研修では、過去事例を匿名化してグループワークに使ったそうです。',
    '',
    'incident-training',
  ],
  [
    '病棟の冷蔵庫が故障し、当社品を一時保冷剤で保管。温度逸脱は約15分、使用前に気づいて払い出しを保留し、品質への影響を問い合わせ中。',
    '',
    'storage-excursion-held',
  ],
  [
    '輸液ポンプのアラームが多すぎるとスタッフが困っていて、臨床工学技士と設定を見直している。',
    '',
    'device-alarm-settings',
  ],
  ['病棟薬剤師がいない土日の処方監査をどうするかが課題、とのこと。', '', 'weekend-coverage'],
  ['救急病棟はベッドの回転が速く、持参薬確認が追いつかないという声。', '', 'workload-er'],
  [
    '転倒転落アセスメントシートが改訂され、睡眠薬・降圧薬の服用有無の項目が追加されたと聞いた。',
    '',
    'fall-assessment',
  ],
  [
    '当社品の追加で浮腫が軽くなり、利尿薬を減らせた方が何人かいると病棟薬剤師が話していた。',
    '',
    'improvement-symptom',
  ],
  [
    '類似名称の薬が同じ棚に並んでいたので、配置を離してラベルの色も変えたとのこと。',
    '',
    'look-alike-storage',
  ],
  [
    '演者：鈴木 真理子 先生（北陵総合病院 看護部）「夜間の転倒予防と薬剤」　日時：7月3日(木)19:00〜　会場：仙台国際センター　参加ご希望の方は担当MRまでご連絡ください。',
    '',
    'lecture-invite-2',
  ],
  ['看護部の教育担当から、抗凝固薬の勉強会の講師を頼まれた。日程調整中。', '', 'training-request'],
  [
    "Ward pharmacist asked for our latest leaflet on how to report suspected side effects; left copies at the nurses' station.",
    '',
    'reporting-leaflet',
  ],
  [
    'Near miss on the surgical ward: a heparin syringe was labelled with the wrong concentration, but the second checker spotted it before it went up. Nothing was given.',
    '',
    'near-miss-label',
  ],
  [
    'The head nurse said they now do bedside handover for every patient on an anticoagulant.',
    '',
    'job-title-handover',
  ],
  [
    'Hospital B is moving its medication rounds to barcode scanning in the autumn.',
    '',
    'anonymised-hospital',
  ],
  [
    'Dr. X in cardiology said discharge supplies will be standardised to 14 days from next month.',
    '',
    'anonymised-doctor-en',
  ],
  [
    'Training day on the ward used a made-up case where a patient gets double-dosed, purely as a teaching scenario.',
    '',
    'fictional-case',
  ],
  [
    'General question from the ward: can our tablets go down a feeding tube? Sent the med info answer, no specific patient behind it.',
    '',
    'general-question-tube',
  ],
  [
    'Supply update: the 5 mg strength is back in stock from next week, passed on to the ward pharmacy team.',
    '',
    'supply',
  ],
  [
    'Competitor rep has been running lunchtime sessions on the renal ward about their new pen device.',
    '',
    'competitor',
  ],
  [
    'You are invited: evening seminar "Safe insulin use on the ward", speaker Dr. Helen Park, venue Riverside Conference Centre, 12 March, 7 pm. Please register by 5 March.',
    '',
    'lecture-invite-en',
  ],
  [
    'Nurses asked for the storage range of the vials; confirmed 2-8 °C as on the label.',
    '',
    'storage-label',
  ],
  [
    'Ward manager said falls per 1,000 bed-days went down after they brought in low beds and sensor mats.',
    '',
    'fall-statistics',
  ],
  [
    'MHLW figures show medication errors were again the most common category in hospital incident reports last year.',
    '',
    'regulator-stats',
  ],
  [
    'Discharge process is changing: a pharmacist now reviews every discharge prescription before the patient leaves the ward.',
    '',
    'discharge-process',
  ],
  [
    'Ward pharmacist was pleased that blood pressure reached target and eGFR held steady after starting our product.',
    '',
    'improvement-lab-en',
  ],
  [
    'April price revision cuts our product by about 4%; the pharmacy buyer wants to talk terms again.',
    '',
    'price',
  ],
  [
    'They asked what to do if someone vomits right after a dose. Gave the label guidance; it is for their ward handbook, not a real case.',
    '',
    'hypothetical-question',
  ],
  [
    'Night shift is short-staffed, so the 22:00 medication round has moved to 21:00.',
    '',
    'plain-ward-process',
  ],
  [
    'Pharmacy is piloting automated dispensing cabinets on two wards and wants our carton dimensions.',
    '',
    'adc',
  ],
  [
    'The hospital safety officer said incident reports went up 30% once submissions could be made anonymously.',
    '',
    'job-title-stats',
  ],

  // ---------------- ae ----------------
  [
    '病棟薬剤師さんの話：当社品を開始した患者さんで、3日目にALTが200台まで上がって中止になったそうです。',
    'ae',
    'lab-alt-discontinue',
  ],
  [
    '夜中にトイレに行こうとして転倒した患者さん、前日から睡眠薬が追加になっていたとのこと。',
    'ae',
    'fall-hypnotic',
  ],
  [
    'インシデント：隣のベッドの方の内服薬を誤って配薬し、服用後に気づいた。血圧がやや下がり経過観察中。',
    'ae',
    'wrong-patient',
  ],
  [
    '徐放錠を看護師さんが粉砕して胃管から入れていた事例がレポートで上がってきた、と薬剤師さん。',
    'ae',
    'crushed-er',
  ],
  [
    'インスリンの単位をmLと読み違えて投与、夜間に低血糖で意識レベルが低下し、ブドウ糖静注で回復。',
    'ae',
    'insulin-error-hypo',
  ],
  [
    '申し送りで、当社の貼付剤を貼った所が赤く腫れてかぶれてしまった方がいると聞いた。',
    'ae',
    'skin-reaction-patch',
  ],
  ['抗菌薬の点滴を始めてすぐ全身に膨疹が出て、その場で中止したそうです。', 'ae', 'urticaria-iv'],
  [
    '病棟在庫に期限切れのバイアルが残っていて、それが1名に使われていたことが棚卸しで判明。',
    'ae',
    'expired-product-used',
  ],
  [
    'ご家族から「父が新しい薬を飲み始めてからぼーっとしている」と病棟看護師に相談があったとのこと。',
    'ae',
    'relative-report',
  ],
  [
    '当社品でカリウムが6.2まで上がった方がいて、循環器の先生が休薬を指示した。',
    'ae',
    'hyperkalemia',
  ],
  [
    '退院直前の採血で血小板が急に下がり、退院が延期に。入院中ずっと当社品を服用していた方。',
    'ae',
    'thrombocytopenia-discharge-delay',
  ],
  [
    'アンプルのカット時に破片が混入した可能性のある薬液がそのまま投与されてしまい、インシデントとして報告されたとのこと。',
    'ae',
    'quality-ampoule',
  ],
  [
    '錠剤がいつもより黄ばんでいたのに、そのまま配薬されて服用済み。薬剤部が残りを回収して調査中。',
    'ae',
    'discolored-tablet-taken',
  ],
  [
    '輸液ポンプが途中で止まっていて予定量の半分しか入っておらず、翌朝の血糖が300超え。',
    'ae',
    'device-failure-underdose',
  ],
  [
    '術後病棟で、当社の鎮痛薬が「ほとんど効かない」とナースコールが続いた方が複数いたそうです。',
    'ae',
    'lack-of-effect',
  ],
  [
    '入院後に妊娠が分かった方が、それまで当社品を飲んでいたとのこと。産科に相談中。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '夜勤明けの看護師さんから：せん妄で点滴を自己抜去した患者さんがいて、前日から抗ヒスタミン薬が出ていた。',
    'ae',
    'delirium-self-removal',
  ],
  [
    '飲み込みが悪い方に、当社のカプセルを開けて中身を水に溶かして飲ませていたことが薬剤師の病棟回診で分かった。',
    'ae',
    'capsule-opened',
  ],
  [
    '倍量で処方されたまま2日間投与されていた。自覚症状はないが、クレアチニンが少し上昇。',
    'ae',
    'double-dose',
  ],
  [
    '抗凝固薬の再開が漏れたまま退院し、1週間後に脳梗塞で再入院した方がいる、と退院支援看護師から聞いた。',
    'ae',
    'omission-readmission',
  ],
  ['当社品を始めて数日で体重が3kg増え、足のむくみが出てきた方がいるとの話。', 'ae', 'edema-weight'],
  [
    'ICUから戻ってきた方、鎮静薬の影響か呼吸数が8回まで落ちて、再度モニター管理になったと申し送りで聞いた。',
    'ae',
    'respiratory-depression',
  ],
  [
    '刺入部が白く硬くなっていて血管外漏出だったそうです。抗がん剤ではなく当社の輸液。',
    'ae',
    'extravasation',
  ],
  [
    '先週病棟で亡くなった方、当社品を最後まで使っていたと雑談で聞いた。詳細はわからず。',
    'ae',
    'death-in-passing',
  ],
  [
    '退院指導で、吸入器のキャップを外さずに吸っていたことが判明。入院中ずっと効いていなかった可能性。',
    'ae',
    'inhaler-misuse',
  ],
  [
    '筋注のはずの当社注射剤を皮下に打ってしまった、と病棟の看護師さんが青い顔で話していた。',
    'ae',
    'wrong-route',
  ],
  [
    '経管チューブから当社の懸濁液を入れたら詰まってしまい、入れ直したので実際の投与量がはっきりしないとのこと。',
    'ae',
    'tube-blockage-dose',
  ],
  [
    'ワルファリンに当社品が併用になってからINRが5を超え、鼻血も出ていたそうです。',
    'ae',
    'inr-bleeding',
  ],
  [
    '眠剤を飲んだ翌朝、なかなか起きられず朝食でむせて誤嚥しかけた方がいた。',
    'ae',
    'oversedation-aspiration',
  ],
  [
    '点滴中に「胸が苦しい」と訴えてSpO2が88%まで低下、投与を止めたら戻ったとのこと。',
    'ae',
    'desaturation',
  ],
  [
    '便秘が悪化してイレウス疑いで絶食になった方、当社のオピオイドを使用中だった。',
    'ae',
    'ileus-opioid',
  ],
  [
    '当社品でNaが122まで下がり、内科に転科したケースがあったと薬剤師さんから。',
    'ae',
    'hyponatremia',
  ],
  [
    '同室の患者さんが「隣の人が薬を飲んだ後、急に顔が真っ赤になって苦しそうだった」とナースコールしたそうです。',
    'ae',
    'witness-flushing',
  ],
  [
    '退院後、訪問看護師さんから病棟に電話があり、当社品を飲み始めてから食欲が落ちて体重も減っているとのこと。',
    'ae',
    'post-discharge-anorexia',
  ],
  [
    '当社品をやめた翌日に血圧がリバウンドして200近くまで上がった方がいたと聞いた。',
    'ae',
    'rebound-hypertension',
  ],
  [
    '認知症の方が、看護師が目を離した隙に配薬カートの薬を何種類か飲んでしまった。今のところ眠気のみ。',
    'ae',
    'accidental-ingestion',
  ],
  [
    '同姓の患者さんの点滴が実際につながれていて、30分ほどして気づいて外したとのこと。',
    'ae',
    'wrong-patient-iv',
  ],
  [
    '腎機能が悪いのに通常量で開始されていて、翌週のクレアチニンがほぼ倍に。',
    'ae',
    'renal-dose-error',
  ],
  [
    '当社のペン型注入器、針がうまく刺さらず空打ちになって、投与できていなかった日があったそうです。',
    'ae',
    'pen-device-failure',
  ],
  [
    '利尿薬の服用が夕方にずれていて、その方が夜中に何度もトイレに起きてほとんど眠れなかった、と申し送りで。',
    'ae',
    'timing-error-nocturia',
  ],
  ['抗てんかん薬を切り替える際に空白の日ができてしまい、病棟で発作が起きた。', 'ae', 'gap-seizure'],
  ['口内炎がひどくて食事がとれず、当社品を一時休薬中とのこと。', 'ae', 'stomatitis'],
  [
    '「味が変」と言って当社の錠剤をここ数日こっそり捨てていた方がいた、と看護師さん。',
    'ae',
    'taste-disturbance',
  ],
  [
    'ご家族に飲酒習慣を確認したら、入院前から当社の睡眠薬をお酒で飲んでいたらしい。入院時にふらつきあり。',
    'ae',
    'alcohol-misuse',
  ],
  ['心電図でQT延長を指摘され、当社品から他剤に変更になった。', 'ae', 'qt-prolongation'],
  [
    '肝機能がじわじわ上がってきて、ASTが基準上限の3倍に。主治医はもう少し様子を見る方針。',
    'ae',
    'lab-ast',
  ],
  [
    '抗凝固薬を飲んでいる方が転倒して、皮下血腫が広がり輸血になったそうです。',
    'ae',
    'fall-bleeding',
  ],
  [
    '他院の持参薬と当院の処方で同じ成分が重なっていて、4日間重複投与に。ふらつきの訴えあり。',
    'ae',
    'duplicate-therapy',
  ],
  [
    '絶食指示が出ていたのに経口血糖降下薬を配薬してしまい、朝の血糖が40台だった。',
    'ae',
    'hypoglycemia-npo',
  ],
  [
    'リハビリの理学療法士さんから、当社品を増量してから立ちくらみが目立つと病棟看護師に伝わっていたとのこと。',
    'ae',
    'orthostatic-pt',
  ],
  [
    'Ward pharmacist mentioned a patient on our drug whose creatinine doubled within a week; they have held the dose.',
    'ae',
    'creatinine-rise',
  ],
  [
    'Night nurse told me a patient fell on the way to the bathroom around 3 am, a couple of hours after a sleeping tablet.',
    'ae',
    'fall-night',
  ],
  [
    "Incident report on the medical ward: the morning dose was given twice because the chart wasn't signed. Patient was drowsy most of the day.",
    'ae',
    'double-administration',
  ],
  [
    'A cracked vial of our product was used before anyone noticed the crack; pharmacy has kept the rest of the batch for us.',
    'ae',
    'cracked-vial',
  ],
  [
    'Heard at handover that someone came out in a rash all over the trunk two days after starting the tablets.',
    'ae',
    'rash',
  ],
  [
    'Pharmacist said a patient was readmitted with a heart rate in the 30s about ten days after going home on our product.',
    'ae',
    'bradycardia-readmission',
  ],
  [
    "A relative told ward staff their mother hasn't been herself since the new patch: confused and sleeping a lot.",
    'ae',
    'relative-confusion',
  ],
  [
    'Our ER tablets were crushed and put down the NG tube; BP dropped sharply within the hour.',
    'ae',
    'crushed-er-hypotension',
  ],
  [
    'The infusion pump stopped mid-run and nobody noticed for about four hours, so the dose was incomplete.',
    'ae',
    'pump-failure',
  ],
  [
    'Patient kept saying the pain relief "does nothing", so the team switched him to a different opioid.',
    'ae',
    'lack-of-effect-en',
  ],
  [
    'Wrong patient: tablets for bed 12 were given to bed 14. No harm seen so far, incident report filed.',
    'ae',
    'wrong-patient-en',
  ],
  [
    'Found at discharge that a patient had been taking out-of-date stock from their own supply for the whole admission.',
    'ae',
    'expired-own-supply',
  ],
  [
    'Glucose dropped to 2.8 mmol/L overnight on the renal ward after insulin was given with no evening meal.',
    'ae',
    'hypoglycemia-en',
  ],
  [
    'The physio mentioned a patient on our drug nearly fainted standing up during a session, BP 85/50.',
    'ae',
    'orthostatic-en',
  ],
  [
    'One of the ward patients turned out to be pregnant after two weeks on our product; obstetrics consulted.',
    'ae',
    'pregnancy-en',
  ],
  ['Sodium down to 125 on our product, stopped yesterday.', 'ae', 'hyponatremia-en'],
  [
    'A patient died on the ward last week; pharmacist just said in passing that our drug was on the chart.',
    'ae',
    'death-passing-en',
  ],

  // ---------------- id ----------------
  [
    '東和記念病院 5階東病棟の病棟薬剤師さんと初めて面談。持参薬管理の流れを聞いた。',
    'id',
    'hospital-ward-name',
  ],
  ['薬剤部の佐藤さんから、来月の薬事委員会の日程を教えてもらった。', 'id', 'surname-san'],
  [
    '北総中央病院の看護師長、田中美穂さんに配薬カートの運用を説明してもらった。',
    'id',
    'full-name-nurse',
  ],
  ['70代男性の退院前カンファに同席させてもらい、服薬指導の流れを見学。', 'id', 'age-sex-patient'],
  [
    '高田先生（呼吸器内科）が回診の後に当社の吸入デバイスの練習器がほしいと言われた。',
    'id',
    'doctor-surname',
  ],
  [
    'さくら調剤薬局 駅前店と病棟の間で、退院時の情報共有シートを使い始めたそうです。',
    'id',
    'pharmacy-name',
  ],
  ['退院先の特養「ひまわりの郷」に服薬情報をどう渡すか、病棟で検討中。', 'id', 'care-home-name'],
  ['訪問看護ステーションあおばとの連携会議が来週あるとのこと。', 'id', 'visiting-nurse-name'],
  [
    '昨日の院内勉強会では、市立浜松第一病院の中村直樹薬剤師がハイリスク薬の管理について講演された。',
    'id',
    'held-lecture-speaker',
  ],
  ['聖マリア港北病院の整形外科病棟、来年度から48床に増床するらしい。', 'id', 'hospital-beds'],
  ['伊藤看護師長が、夜勤の申し送り時間を15分短縮できたと話していた。', 'id', 'title-surname'],
  [
    '60代女性の方、退院後は娘さん宅に移るので薬の管理は娘さんがする予定、とMSWさんから。',
    'id',
    'age-sex-discharge',
  ],
  [
    '南が丘総合病院のICUで鎮静プロトコルの見直しが始まった、と渡辺先生から伺った。',
    'id',
    'hospital-and-doctor',
  ],
  [
    '西都大学病院の小林薬剤部長は、当社品の院内フォーミュラリー入りに前向き。',
    'id',
    'name-title-formulary',
  ],
  [
    '本日、緑ヶ丘リハビリテーション病院の回復期病棟を訪問し、病棟薬剤師の加藤さんと面談。',
    'id',
    'rehab-hospital',
  ],
  [
    'みなと小児医療センターの小児病棟では、散剤の調製は病棟では行わず薬剤部で一括とのこと。',
    'id',
    'children-hospital',
  ],
  [
    '先週の症例検討会で、東邦第二病院の森看護師が退院支援の工夫を発表していた。',
    'id',
    'case-conference-report',
  ],
  [
    '見学させてもらった服薬指導は90歳の女性患者さん向けで、文字を大きくした手作りの説明書を使っていた。',
    'id',
    'age-sex-teaching',
  ],
  [
    '退院後のかかりつけの松本内科クリニックへ、情報提供書と一緒にお薬手帳のコピーを送る運用。',
    'id',
    'clinic-name',
  ],
  [
    'グループホームかえでの管理者さんから、退院時の薬の受け取り方について病棟に問い合わせがあったそうです。',
    'id',
    'group-home',
  ],
  [
    '病棟クラークの吉田由美子さんが持参薬の受付表を作ってくれた、と薬剤師さんが感謝していた。',
    'id',
    'full-name-clerk',
  ],
  [
    '青葉台第一病院 3階西病棟の申し送りノートに、当社の配合変化表が貼られていた。',
    'id',
    'ward-name-materials',
  ],
  [
    '木村先生の回診に同行した病棟薬剤師によると、抗菌薬の選択は当面変わらないとのこと。',
    'id',
    'doctor-surname-rounds',
  ],
  [
    'ふたば薬局の管理薬剤師、井上さんが病院の退院時カンファに初めて参加したらしい。',
    'id',
    'pharmacy-pharmacist',
  ],
  [
    '社会医療法人清和会 清和病院で電子カルテが更新され、処方オーダー画面が変わった。',
    'id',
    'hospital-corp-name',
  ],
  [
    '患者さんのご家族の斎藤様から、当社品の剤形について病棟に質問があったと伺いました。',
    'id',
    'family-sama',
  ],
  [
    '40代男性の入院患者さんに、当社品の自己注射指導を病棟で行ったとのこと。',
    'id',
    'age-sex-self-injection',
  ],
  [
    '北総看護専門学校の実習生が病棟で配薬を見学する時期なので、訪問は来月にしてほしいと言われた。',
    'id',
    'nursing-school',
  ],
  [
    '訪問時、長谷川誠先生が先月の研究会で使った持参薬対応のスライドを見せてもらった。',
    'id',
    'visit-note-speaker',
  ],
  [
    'Visited Ward 6B at Minato Central Hospital; they are reorganising the controlled drug cupboard.',
    'id',
    'hospital-ward-en',
  ],
  ['Dr. Tanaka on the cardiology ward asked for the renal dosing table.', 'id', 'dr-surname'],
  [
    'Sister Keiko Morita runs the night handover and would like our storage poster.',
    'id',
    'full-name-nurse-en',
  ],
  [
    'Spoke with Mr. Hayashi, the discharge coordinator, about the new discharge checklist.',
    'id',
    'mr-surname',
  ],
  [
    'A man in his 70s on the surgical ward goes to Green Hill Care Home next week; the pharmacist asked about blister packs.',
    'id',
    'age-sex-carehome-en',
  ],
  [
    "Yesterday's ward pharmacy seminar at Kitano General Hospital was given by Prof. Ayumi Sato and was well attended.",
    'id',
    'held-seminar-en',
  ],
  [
    "Ms. Ogawa at Sunrise Pharmacy will pick up the patient's medicines after discharge.",
    'id',
    'pharmacy-person-en',
  ],
  [
    'Asahi Home Nursing Station rang the ward to confirm the discharge medication list, all in order.',
    'id',
    'nursing-station-en',
  ],
  [
    'The woman in her 60s in bed 4 is learning our pen before going home; nurse Yamada is doing the teaching.',
    'id',
    'age-sex-teaching-en',
  ],

  // ---------------- ae+id ----------------
  [
    '東和記念病院 4階西病棟で、当社品の投与後にアナフィラキシーショックを起こした方がいたと、病棟薬剤師の村上さんから聞いた。',
    'ae+id',
    'anaphylaxis-named',
  ],
  [
    '80代男性、夜間に睡眠薬を飲んだ後ベッドから転落して大腿骨骨折、と申し送りで聞いた。',
    'ae+id',
    'age-sex-fall',
  ],
  [
    '清水先生の患者さんで、当社品を始めてから間質性肺炎が疑われて中止になった。',
    'ae+id',
    'doctor-ild',
  ],
  [
    '北斗総合病院のインシデント報告：カリウム製剤が10倍の速度で投与され、不整脈が出たとのこと。',
    'ae+id',
    'hospital-kcl-error',
  ],
  [
    '患者さんの奥様の岡田恵さんが「主人が薬を変えてから足がつる」と病棟で話していたそうです。',
    'ae+id',
    'relative-name-cramps',
  ],
  [
    '訪問看護ステーションひかりから、退院した方が当社品で下痢が続いて脱水になり再入院したと連絡があった。',
    'ae+id',
    'visiting-nurse-diarrhea',
  ],
  [
    '竹内師長の話では、当社の貼付剤が2枚重ねて貼られたまま交換されておらず、翌朝その方が傾眠状態だった。',
    'ae+id',
    'title-name-patch-error',
  ],
  [
    'At Seaside General Hospital, ward 3A: INR hit 7 after our drug was added to warfarin, and Dr. Nakamura stopped it.',
    'ae+id',
    'inr-named-en',
  ],
  [
    'A woman in her 50s on the oncology ward had a severe infusion reaction to our product during the first cycle.',
    'ae+id',
    'age-sex-infusion-en',
  ],
];
