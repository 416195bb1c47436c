import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 13: emergency rooms, intensive care and the operating theatre (end-of-day reports and chat notes from ER, ICU, anaesthesia and surgery: perioperative holds, sedation, prophylaxis, blood products, formulary committees), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_ER_ICU: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    'A病院の麻酔科部長と面談。来期の筋弛緩回復薬は現行品継続の見込みとのこと。',
    '',
    'formulary-decision',
  ],
  [
    '救急外来の看護師長より、抗凝固薬の中和剤の院内在庫を2本から4本に増やしたと聞いた。',
    '',
    'stock-level',
  ],
  [
    '薬剤部長「周術期の休薬表を今年度版に更新しました。SGLT2阻害薬は原則3日前休薬で統一です」とのこと。',
    '',
    'hold-protocol',
  ],
  [
    '某大学病院のＩＣＵ、デクスメデトミジンを後発品へ切替が来月決定。価格差は1バイアルあたり約３００円。',
    '',
    'price',
  ],
  [
    '競合X社のMRがER向けに抗菌薬の適正使用パンフを配布していた。中身は腎機能別の投与量表が中心で目新しさはなし。',
    '',
    'competitor-activity',
  ],
  [
    '本日の薬事委員会（B病院）でトラネキサム酸の新規格が採用、従来品は在庫消化後に削除予定です。',
    '',
    'formulary-decision',
  ],
  [
    '院内の医療安全研修、テーマは「周術期の抗血栓薬休薬漏れを防ぐ」。実際の事例紹介はなく、チェックリスト運用の説明のみだったそうです。',
    '',
    'safety-training',
  ],
  [
    '添付文書改訂のお知らせを持参。重大な副作用の項に「ケトアシドーシス」追記の点を説明したが、質問は特になし。',
    '',
    'label-update',
  ],
  [
    'PMDAの公表データだと昨年度の鎮静薬関連の副作用報告は前年比で微増、とICU薬剤師と一般論として雑談。',
    '',
    'regulator-stats',
  ],
  [
    'K先生から「もし術前にダパグリフロジンを止め忘れていたら、手術は延期すべき？」と仮定の質問あり。資料は後日お届け。',
    '',
    'hypothetical-question',
  ],
  [
    '敗血症性ショックの患者さん、ノルアドレナリンから無事離脱でき翌日には一般病棟へ移れた、と集中治療部の医師が嬉しそうに話していた。',
    '',
    'improvement',
  ],
  [
    '術後せん妄対策の院内プロトコルが完成。高齢者層を中心にデクスメデトミジン併用を推奨する流れになりそう。',
    '',
    'segment-age',
  ],
  ['ER、今日はバタバタで面会できず。受付に資料だけ置いてきました。', '', 'visit-log'],
  [
    '輸血部の報告会でFFPの廃棄率が前年より下がったと発表あり。在庫管理システム更新の効果らしい。',
    '',
    'blood-supply',
  ],
  [
    '手術室の薬剤師さん曰く「セファゾリンの供給が不安定なので代替薬のリストを作っておきたい」とのこと。',
    '',
    'supply',
  ],
  [
    '競合の抗MRSA薬、C病院で採用取消の噂あり。理由は価格らしいが確証なし。',
    '',
    'competitor-activity',
  ],
  [
    '治験結果の説明会：新規中和剤は主要評価項目を達成、重篤な有害事象の発現率はプラセボと同程度でした。',
    '',
    'trial-results',
  ],
  [
    'ICUの鎮静目標（RASS）を−2〜0に統一したとの連絡。薬剤選択への影響は今のところ不明。',
    '',
    'sedation-protocol',
  ],
  [
    '院内説明会で「どの程度軽い症状から副作用報告すべきか」と質問が出たので、報告手順を一般論として回答した。',
    '',
    'reporting-procedure',
  ],
  [
    '麻酔科の医局会で筋弛緩モニタリング導入が議題に。機器はＤ社製で見積もり中。',
    '',
    'device-market',
  ],
  [
    '研修医向け勉強会、テーマはアナフィラキシー初期対応とアドレナリン筋注0.5mgの用量確認。症例提示は教科書的なものだけでした。',
    '',
    'lecture-topic',
  ],
  [
    '【講演会のご案内】「周術期の抗凝固療法 最新の考え方」講師：水野 隆之先生（東浜総合病院 麻酔科）、会場：駅前ホテル2階 翠の間、19時開始。ぜひご参加ください。',
    '',
    'seminar-invitation',
  ],
  [
    '術前外来の看護師さんから、休薬説明用の患者向けシートがほしいと依頼あり。既存の冊子を来週持参予定。',
    '',
    'material-request',
  ],
  [
    '予防的抗菌薬、執刀前60分以内の投与率が95％に改善したとのこと。感染管理室の取り組みの成果だそうです。',
    '',
    'improvement',
  ],
  [
    'ｱﾙﾌﾞﾐﾝ製剤の院内使用量、前年比12%減。適正使用委員会の指導が浸透したと薬剤部。',
    '',
    'usage-stats',
  ],
  [
    'ICU薬剤師いわく「バンコマイシンのTDMは全例AUCベースに移行済み」、解析ソフトは競合のものを使用中。',
    '',
    'competitor-activity',
  ],
  [
    '某クリニックの院長から、内視鏡前の抗血栓薬休薬の一般的な目安を聞かれたのでガイドラインの該当ページを案内。',
    '',
    'guideline-question',
  ],
  [
    '出血リスクの警告文の変更点を説明。「重大な出血」「死亡例」の記載は臨床試験全体の集計値である旨を補足した。',
    '',
    'label-update',
  ],
  [
    '救命センターの薬剤部門、来年度から夜間も薬剤師常駐予定。抗菌薬初回投与までの時間短縮が狙いとのこと。',
    '',
    'hospital-operations',
  ],
  [
    '血小板製剤は週末に逼迫しやすい、と輸血部の技師長。血液センターとの調整会議が続いているそうです。',
    '',
    'blood-supply',
  ],
  [
    'E病院、プロポフォールの採用を2規格から1規格に集約、50mL製剤のみ残す方向。',
    '',
    'formulary-decision',
  ],
  [
    '心臓外科の術前カンファで、抗血小板薬2剤併用の場合の一般的な休薬期間について議論があったと聞いた。特定の症例の話ではない。',
    '',
    'hold-discussion',
  ],
  [
    '自社の中和剤、競合品より薬価が約15％高い点を指摘された。次回、費用対効果データを提示します。',
    '',
    'price',
  ],
  [
    '「副作用が怖いから使わない先生もいるよね」と麻酔科の医師が一般論としてぼやいていた。具体例はなし。',
    '',
    'safety-words-no-event',
  ],
  ['今朝のＥＲ、外傷が3台続けて搬送されて面会キャンセル。明日また行きます。', '', 'visit-log'],
  [
    '術中低血圧（MAP＜65mmHg）の定義と対応について、院内勉強会用の資料作成を頼まれた。',
    '',
    'material-request',
  ],
  [
    '持続透析中の抗菌薬投与量表、最新版に差し替えたいと薬剤部から希望あり。',
    '',
    'material-request',
  ],
  [
    '周術期管理チームの認定薬剤師が2名増員。今後、休薬確認はこのチームが一括で担当するとのこと。',
    '',
    'hospital-operations',
  ],
  [
    '麻酔科の医師より、妊婦への麻酔薬使用に関する添付文書の記載について質問。一般的な情報提供のみで、該当する患者さんはいないとのこと。',
    '',
    'hypothetical-question',
  ],
  [
    '救急部でアドレナリン自己注射薬の院内説明会を企画中、講師は当社に依頼したいとのこと。',
    '',
    'lecture-planning',
  ],
  [
    '整形外科の術後疼痛管理はアセトアミノフェン静注が標準に。競合の貼付剤は外来中心の使用にとどまっている。',
    '',
    'market-share',
  ],
  ['先週話題に出た肺炎の患者さんは、抗菌薬変更なしで軽快退院したとの報告のみ。', '', 'improvement'],
  [
    '心停止後の体温管理プロトコルが改訂され、鎮静薬はプロポフォール優先に変わったと集中治療部から。',
    '',
    'sedation-protocol',
  ],
  [
    '医療安全管理室の年報によると、薬剤関連インシデントの報告件数は昨年度より減少。内訳は非公表。',
    '',
    'incident-stats',
  ],
  [
    '次回の薬事委員会にスガマデクスの後発品が上がる予定、採用されれば先発品から全面切替の可能性が高い。',
    '',
    'formulary-decision',
  ],
  [
    'ダビガトラン中和剤の使用実績は年2〜3件程度。期限切れ廃棄を減らすため在庫を1本に絞る検討中とのこと。',
    '',
    'stock-level',
  ],
  [
    '救急医「高齢者層の抗凝固薬内服率が上がってて、頭部外傷の初療が年々難しくなってるんだよね」と一般論。',
    '',
    'segment-age',
  ],
  [
    '術前休薬確認アプリを導入予定、お薬手帳のQRを読み取る機能付き。ベンダーはF社。',
    '',
    'device-market',
  ],
  ['本日3件訪問、うち2件面談。特記事項なし。', '', 'visit-log'],
  [
    '感染対策チームのラウンドに同行し、カルバペネム使用量の推移を確認。前年比で約２割減っていた。',
    '',
    'usage-stats',
  ],
  [
    '手術室の麻酔器更新に伴い、気化器も全台新型へ。吸入麻酔薬の選択には影響なさそう。',
    '',
    'device-market',
  ],
  [
    'ICUのインスリン持続投与プロトコル、血糖目標を140〜180mg/dLに変更したとのこと。',
    '',
    'protocol-lab-target',
  ],
  [
    '集中治療部の医師から、鎮静薬3剤の比較資料（薬価・半減期・代謝経路）を求められました。',
    '',
    'material-request',
  ],
  [
    '勉強会で「もし人工心肺中にヘパリンが効きにくかったらどうする？」という質問が出た。アンチトロンビン製剤の情報提供を約束。',
    '',
    'hypothetical-question',
  ],
  [
    'PONV予防の院内指針、制吐薬2剤併用が標準になった。競合品の採用拡大につながりそう。',
    '',
    'competitor-activity',
  ],
  // ---- clean (English / mixed) ----
  [
    "Met the ICU pharmacist at Hospital A; they are comparing vasopressin vs. norepinephrine cost per day for next month's formulary meeting.",
    '',
    'formulary-decision',
  ],
  [
    'Competitor rep handing out a pocket card on perioperative SGLT2i holds (3 days, ertugliflozin 4 days). Nothing new vs. our material.',
    '',
    'competitor-activity',
  ],
  [
    'Quick note: ER head says the anaphylaxis carts now stock two adrenaline ampoules each instead of one.',
    '',
    'stock-level',
  ],
  [
    'Safety training today for OR nurses: how to report a suspected adverse reaction, who to call, timelines. No cases discussed.',
    '',
    'safety-training',
  ],
  [
    'Dr. X asked hypothetically: if a patient on apixaban needs emergency surgery, what is the reversal option and how long does it take? Sent the product info.',
    '',
    'hypothetical-question',
  ],
  [
    'Label update delivered – new wording on hypoglycaemia with the combination. Pharmacist acknowledged, no questions.',
    '',
    'label-update',
  ],
  [
    'Regulator summary: propofol infusion syndrome reports remain rare nationwide per the latest annual figures. Shared as background only.',
    '',
    'regulator-stats',
  ],
  [
    'Good news from the ICU – the septic patient they mentioned last week came off the ventilator and moved to the ward.',
    '',
    'improvement',
  ],
  [
    'Formulary committee at B Hospital approved generic meropenem; our branded product goes once stock runs out.',
    '',
    'formulary-decision',
  ],
  ['Price: competitor cut their sedation kit price by ~8% for orders > 100 units.', '', 'price'],
  [
    'Anaesthesia head wants sugammadex data for the elderly segment (75+). Will bring the subgroup slides.',
    '',
    'segment-age',
  ],
  [
    'ICU pharmacy asked if we have a renal-dosing calculator for piperacillin-tazobactam on CRRT; checking with medical affairs.',
    '',
    'material-request',
  ],
  [
    'Seminar invitation: "Bleeding management in trauma" – speaker Dr. Hannah Whitfield (Eastgate Medical Centre), 18:30, Hotel Meridian room B. Please join us!',
    '',
    'seminar-invitation',
  ],
  [
    'Trial readout shared with the ICU team: the new antibiotic met non-inferiority, and serious adverse event rates were similar between arms.',
    '',
    'trial-results',
  ],
  [
    'Pharmacist: "We log every medication error in the incident system, but the summary only comes out yearly." General chat, no specific case.',
    '',
    'incident-stats',
  ],
  [
    'Perioperative hold chart now on the OR wall – warfarin 5 d, clopidogrel 5–7 d, SGLT2i 3 d. They asked for a laminated copy.',
    '',
    'hold-protocol',
  ],
  [
    'Blood bank says platelets are tight on weekends; talking to the regional centre about a shared stock arrangement.',
    '',
    'blood-supply',
  ],
  [
    'Surgical resident asked: "What if someone took their dabigatran the morning of surgery – would you still operate?" Hypothetical; answered with the guidance.',
    '',
    'hypothetical-question',
  ],
  [
    'Tranexamic acid use in the trauma bay up 20% YoY after the new massive transfusion protocol. Opportunity for our 1 g vial.',
    '',
    'usage-stats',
  ],
  [
    'Rounds with infection control: surgical prophylaxis compliance improved to 97%, and cefazolin redosing at 4 h is now automated in the anaesthesia record.',
    '',
    'improvement',
  ],
  [
    'ICU visit OK, 面談15分. They will decide on the dexmedetomidine generic after the budget review in April.',
    '',
    'formulary-decision',
  ],
  // ---- ae (Japanese) ----
  [
    'ICU薬剤師より、バンコマイシン投与中の患者さんでクレアチニンが0.9→2.4mg/dLに上昇し、投与中止になったと聞いた。',
    'ae',
    'lab-value',
  ],
  [
    '手術当日になってSGLT2阻害薬を休薬していなかったことが判明、手術延期になったと麻酔科から。',
    'ae',
    'hold-missed',
  ],
  [
    '術後にケトアシドーシス、血糖は正常域だったらしい。エンパグリフロジンを前日まで飲んでいたとのこと。',
    'ae',
    'euglycaemic-dka',
  ],
  [
    'ＥＲの看護師さん「抗凝固薬飲んでる方が転んで頭打って、CTで出血が見つかったんです」',
    'ae',
    'bleeding',
  ],
  [
    'ワルファリン内服中の患者さん、PT-INRが6.2まで延長して救急搬送、ビタミンKを投与したとのこと。',
    'ae',
    'lab-value',
  ],
  [
    'プロポフォール持続投与中に血圧が下がってきて、ノルアドレナリンを開始したとICUの医師。',
    'ae',
    'vital-sign',
  ],
  [
    'スガマデクスを入れても筋弛緩が残っていて抜管を遅らせた、と麻酔科医がこぼしていた。',
    'ae',
    'lack-of-effect',
  ],
  ['セファゾリン投与直後に全身に発疹と血圧低下、手術は中止になったそうです。', 'ae', 'anaphylaxis'],
  [
    'ヘパリン開始5日目で血小板が18万→6万に低下、HIT疑いでアルガトロバンに切替とのこと。',
    'ae',
    'lab-value',
  ],
  [
    '救急外来で10倍量のインスリンが投与されるインシデントがあり、低血糖になってブドウ糖で対応したと薬剤部から。',
    'ae',
    'medication-error',
  ],
  [
    '患者さんの奥さんから「主人が新しい薬に変えてから、ふらふらするって言ってるんです」と看護師経由で伝わってきた。',
    'ae',
    'relative-report',
  ],
  [
    '徐放性のカプセルを開けて中身を胃管から入れていたことが判明、薬剤部が病棟に指導に入ったとのこと。',
    'ae',
    'crushing',
  ],
  [
    'ICUで使用期限切れのアルブミン製剤が患者さんに投与されていた、と院内で報告があったそうです。',
    'ae',
    'expired-product',
  ],
  [
    '輸液ポンプのアラームが鳴らず、ノルアドレナリンが途中で止まっていて血圧が急に下がった、と看護師さん。',
    'ae',
    'device-failure',
  ],
  [
    'アンプルのひびに気付かず使用、ガラス片混入の可能性があり患者さんを経過観察中とのこと。',
    'ae',
    'quality-defect',
  ],
  [
    '黄色く変色したバイアルを溶解してそのまま投与してしまった、と手術室の薬剤師から連絡。今のところ症状はなし。',
    'ae',
    'quality-defect',
  ],
  ['デクスメデトミジンで脈が40台まで落ちたので減量した、と集中治療部の医師。', 'ae', 'vital-sign'],
  ['メロペネム3日使っても熱が下がらない、効いてない印象だと救急医。', 'ae', 'lack-of-effect'],
  [
    '隣のベッドの患者さんの抗菌薬を誤ってつないでしまった事例あり、数分で気付いて外したとのこと。',
    'ae',
    'wrong-patient',
  ],
  [
    '硬膜外カテーテルから入れるはずの薬剤が静脈ラインに投与された件、院内で検証中と聞いた。',
    'ae',
    'wrong-route',
  ],
  [
    '術前のクロピドグレル休薬指示が伝わっておらず、術中出血が多くて赤血球液4単位を要したとのこと。',
    'ae',
    'hold-missed',
  ],
  [
    '赤血球液輸血の途中で悪寒戦慄、39.2℃の発熱。輸血中止して輸血部に報告した、とICU看護師。',
    'ae',
    'transfusion-reaction',
  ],
  [
    '患者さんが同居の家族のワルファリンを間違えて飲んでいた、と救急外来に付き添ってきた娘さんが話していたそうです。',
    'ae',
    'someone-elses-medicine',
  ],
  [
    '妊娠していると分からないまま術前に抗菌薬と麻酔薬を投与された方がいて、産婦人科から照会があったとのこと。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '授乳中の方に鎮静剤を使ったので、授乳を続けてよいか病棟から問い合わせがありました。',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    'リネゾリド投与中に乳酸アシドーシスとなり、その後ICUで亡くなられたと薬剤部長から聞いた。',
    'ae',
    'death',
  ],
  [
    'カリウム製剤の急速静注でVTが出て、すぐ中止したとのこと。モニターで確認されている。',
    'ae',
    'medication-error',
  ],
  [
    '術後の吐き気が止まらなくて、制吐剤を2種類使っても効かなかったと病棟看護師が言っていた。',
    'ae',
    'lack-of-effect',
  ],
  [
    'フェンタニル後に呼吸が浅くなり、回復室でナロキソンを使ったとのこと。',
    'ae',
    'respiratory-depression',
  ],
  [
    'ロクロニウム投与後に気管支痙攣、アナフィラキシー疑いでアドレナリン投与したと麻酔科。',
    'ae',
    'anaphylaxis',
  ],
  [
    'ミダゾラムの希釈を間違えて10倍濃度で投与、患者さんがなかなか覚醒しなかったそうです。',
    'ae',
    'medication-error',
  ],
  [
    'ICU薬剤師「エドキサバン再開したら便が黒っぽいって患者さんが言ってて、Hbが2下がってました」',
    'ae',
    'lay-words-lab',
  ],
  ['予防的抗菌薬を2回重複投与していたことが麻酔記録から判明したとのこと。', 'ae', 'duplicate-dose'],
  [
    '造影検査前のメトホルミン休薬漏れ、術後に乳酸値が上がったと外科病棟から聞いた。',
    'ae',
    'hold-missed',
  ],
  [
    'ﾊﾞﾝｺﾏｲｼﾝを速く落としすぎて顔と首が真っ赤に、投与速度を落として対応したと病棟から。',
    'ae',
    'infusion-reaction',
  ],
  [
    '家族の話では、退院後に新しい眠剤を飲み始めてから夜中に転んで、再入院になったとのこと。',
    'ae',
    'hospitalisation',
  ],
  [
    '動物病院の獣医師から問い合わせ。飼い犬が飼い主の抗凝固薬を誤って食べ、歯ぐきから出血しているとのこと。',
    'ae',
    'animal',
  ],
  [
    'FFP投与後に呼吸状態が悪化、TRALI疑いで人工呼吸管理になったとICUから。',
    'ae',
    'transfusion-reaction',
  ],
  [
    'プロポフォール導入時に注入部位がすごく痛くて腕が腫れた、と患者さんが術後に訴えたそうです。',
    'ae',
    'injection-site',
  ],
  [
    'セボフルラン麻酔後に高熱と筋硬直、悪性高熱症を疑ってダントロレンを投与したと麻酔科。',
    'ae',
    'malignant-hyperthermia',
  ],
  [
    '切り替えた後発の抗菌薬が溶けにくく、粒子が残ったまま投与してしまったと看護師が話していた。',
    'ae',
    'quality-defect',
  ],
  [
    'タゾバクタム・ピペラシリンで下痢が続き、CD検査陽性。抗菌薬を変更したとのこと。',
    'ae',
    'switch-due-to-event',
  ],
  [
    '敗血症の方、昇圧は安定してきたけど、ステロイド併用で血糖が300台まで上がってインスリン開始、と。',
    'ae',
    'event-beside-improvement',
  ],
  [
    '意識が戻って無事抜管できた一方で、アミオダロンで肝酵素が基準値の3倍になり中止したとのこと。',
    'ae',
    'event-beside-improvement',
  ],
  [
    'SGLT2阻害薬を再開したタイミングで尿路感染、発熱して再入院したと外科病棟から。',
    'ae',
    'hospitalisation',
  ],
  [
    '「夜中にせん妄がひどくなって、点滴を自分で抜いちゃったんです」ベンゾジアゼピン開始後とのこと、ICU看護師より。',
    'ae',
    'quoted-nurse',
  ],
  [
    'ブリッジング中のヘパリン量を間違え、aPTTが測定上限を超えたとの報告が院内であった。',
    'ae',
    'medication-error',
  ],
  [
    '冷所保存の製剤が一晩常温に置かれたまま患者さんに使われた件で、薬剤部から品質面の照会がありました。',
    'ae',
    'storage-error',
  ],
  // ---- ae (English / mixed) ----
  [
    'ICU pharmacist: potassium went from 4.1 to 6.3 mmol/L after the new ACE inhibitor was started post-op; drug held.',
    'ae',
    'lab-value',
  ],
  [
    "OR delayed 2 days – patient hadn't stopped empagliflozin and ketones were high on the morning of surgery.",
    'ae',
    'hold-missed',
  ],
  [
    'ER doc said the reversal agent "did nothing" – bleeding kept going after the full dose.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Nurse told me a patient got cefazolin 2 g twice within 30 min because of a handover mix-up.',
    'ae',
    'duplicate-dose',
  ],
  [
    'Syringe driver failed mid-infusion of propofol; the patient woke up agitated and nearly self-extubated.',
    'ae',
    'device-failure',
  ],
  [
    'Wife called the ward saying her husband has been really drowsy since they added the new painkiller at discharge.',
    'ae',
    'relative-report',
  ],
  [
    'Post-cardiac surgery patient went into new AF with hypotension after the milrinone bolus, infusion stopped.',
    'ae',
    'vital-sign',
  ],
  [
    'Night shift crushed an extended-release tablet down the NG tube, BP dropped; pharmacist flagged it next morning.',
    'ae',
    'crushing',
  ],
  [
    'FFP meant for the next bed was given to the wrong patient – compatible by luck, monitored overnight.',
    'ae',
    'wrong-patient',
  ],
  [
    'Expired vial of dexmedetomidine found after it had already been hung in the ICU; team is watching the patient.',
    'ae',
    'expired-product',
  ],
  [
    'Post-op 全身に rash after vancomycin, so they stopped it and switched to daptomycin.',
    'ae',
    'switch-due-to-event',
  ],
  [
    'Patient still "wide awake" on double the usual midazolam; ICU thinks tolerance and added propofol.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Bupivacaine went IV instead of epidural – seizure, lipid emulsion given, recovered.',
    'ae',
    'wrong-route',
  ],
  [
    'Cracked enoxaparin prefilled syringe used anyway, dose probably short, and the patient later developed a DVT.',
    'ae',
    'quality-defect',
  ],
  [
    'She was 12 weeks pregnant and nobody knew – had general anaesthesia and antibiotics for an appendectomy. Obstetrics informed.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'Breastfeeding mum got IV morphine in the ER; per the midwife the baby was sleepy and hard to feed the next day.',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    'ECMO patient on warfarin plus tube feeds: INR dropped to 1.2 and a clot formed in the circuit.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Good recovery overall, extubated day 3 – but linezolid dropped platelets to 48 and they had to stop it.',
    'ae',
    'event-beside-improvement',
  ],
  [
    'Quick one: pt on rivaroxaban not stopped pre-op, spinal haematoma after the epidural. Surgical team furious.',
    'ae',
    'hold-missed',
  ],
  // ---- id (Japanese) ----
  [
    '本日、港北中央病院の薬剤部を訪問。ICU用鎮静薬の採用は次回委員会で審議予定とのこと。',
    'id',
    'hospital-name',
  ],
  ['麻酔科の岸本先生と面談、スガマデクスの使用量データを共有しました。', 'id', 'doctor-name'],
  [
    '白樺台救命救急センターのセンター長から、夜間の抗菌薬在庫について相談を受けた。',
    'id',
    'facility-name',
  ],
  [
    '70代男性の心臓手術の術前休薬について相談を受けたと外科医。予定通り手術できる見込み。',
    'id',
    'age-sex',
  ],
  ['ICU薬剤師の早瀬さんから、抗菌薬TDMの講習会資料を頼まれた。', 'id', 'pharmacist-name'],
  [
    '集中治療医学会の地方会で、藤堂 真理子先生がSGLT2阻害薬の周術期管理について講演、会場は満席でした。',
    'id',
    'lecture-report',
  ],
  [
    'あおば坂調剤薬局の管理薬剤師と、退院時の抗凝固薬指導の連携について意見交換。',
    'id',
    'pharmacy-name',
  ],
  ['45歳女性の腹腔鏡手術について、予防的抗菌薬の一般的な選択を質問された。', 'id', 'age-sex'],
  [
    '明日は午前に桜川記念病院の手術部、午後は東雲医療センターのICUを回る予定。',
    'id',
    'hospital-name',
  ],
  [
    '救急部の大河内部長、来年度から救急カートの薬剤を全面的に見直すとのこと。',
    'id',
    'name-with-title',
  ],
  ['みなと整形外科クリニックの院長と、術後鎮痛の処方パターンについて話した。', 'id', 'clinic-name'],
  ['輸血部の村瀬技師長が、FFPの解凍装置を更新したと話していた。', 'id', 'name-with-title'],
  [
    '術前外来で80代女性の休薬スケジュールを一緒に確認した、と看護師さん。特に問題なし。',
    'id',
    'age-sex',
  ],
  [
    '介護老人保健施設ひまわりの里の施設長から、入所者の抗凝固薬管理について勉強会を依頼された。',
    'id',
    'care-home-name',
  ],
  [
    '勉強会報告：講師の石黒 健一先生（西海大学病院 麻酔科）が術中低血圧の管理を解説、参加者22名。',
    'id',
    'lecture-report',
  ],
  ['北斗総合病院の薬事委員会でトラネキサム酸の採用が決まりました！', 'id', 'hospital-name'],
  ['心臓血管外科の南雲先生「来月から術前休薬のチェックは薬剤師に一任するよ」', 'id', 'doctor-name'],
  [
    '60代の男性患者さんのご家族から、手術前に飲み薬を止めるべきか問い合わせがあったと薬局より。',
    'id',
    'age-sex',
  ],
  ['本日、中ノ島クリニックで在庫確認のみ。', 'id', 'clinic-name'],
  [
    'ＩＣＵの高畑看護師長と、鎮静評価スケールの院内研修について打ち合わせ。',
    'id',
    'name-with-title',
  ],
  ['緑ヶ丘病院の救急外来、新しく来た医局秘書の佐伯さんにご挨拶。', 'id', 'hospital-name'],
  [
    'ER部長の長谷川 翔太先生が学会で発表した敗血症バンドル遵守率のデータ、資料をいただいた。',
    'id',
    'doctor-full-name',
  ],
  [
    '周術期外来を新設した川辺総合医療センターへ、休薬説明資料を20部お届けしました。',
    'id',
    'facility-name',
  ],
  ['30代女性の帝王切開後の鎮痛について、一般的な薬剤選択を聞かれた。', 'id', 'age-sex'],
  [
    '駅前のことぶき坂薬局の薬剤師さんから、休薬期間の問い合わせ対応の件でお礼の電話あり。',
    'id',
    'pharmacy-name',
  ],
  ['山吹台ケアホームの看護師より、入居者の服薬管理について研修の依頼。', 'id', 'care-home-name'],
  [
    '救命センター副センター長の千早先生が、外傷初療の輸血プロトコルを改訂したと教えてくれた。',
    'id',
    'doctor-name',
  ],
  // ---- id (English / mixed) ----
  [
    'Visited Riverside Park Hospital ICU today; the pharmacist wants our CRRT dosing table.',
    'id',
    'hospital-name',
  ],
  [
    'Dr. Tanabe in anaesthesia asked for the sugammadex cost comparison by Friday.',
    'id',
    'doctor-name',
  ],
  [
    'Lecture report: Prof. Eleanor Voss (Northfield University Hospital) spoke on perioperative SGLT2i holds, about 40 attendees.',
    'id',
    'lecture-report',
  ],
  [
    "A 58-year-old man is booked for hip surgery next week; the surgeon asked about our anticoagulant's hold time.",
    'id',
    'age-sex',
  ],
  ['Nurse Okabe in the ER said the new adrenaline carts are working well.', 'id', 'nurse-name'],
  [
    'Met the pharmacy director of Seaview Medical Centre – formulary meeting is on the 14th.',
    'id',
    'facility-name',
  ],
  [
    '川島先生 (ICU) wants the English version of the sedation guide by next week.',
    'id',
    'doctor-name',
  ],
  [
    'Follow-up with Dr. Meredith Kaine about the trauma transfusion audit; no product issues.',
    'id',
    'doctor-full-name',
  ],
  [
    'Hillcrest Care Home asked for staff training on handling anticoagulants.',
    'id',
    'care-home-name',
  ],
  [
    'Surgeon asked about prophylaxis options for a 34-year-old woman having an elective cholecystectomy; general info given.',
    'id',
    'age-sex',
  ],
  ['Dropped off the reversal-agent brochure at Oakbridge Emergency Clinic.', 'id', 'clinic-name'],
  // ---- ae+id ----
  [
    '青葉台総合病院のICUで、プロポフォール投与中に中性脂肪が800mg/dL以上になり投与中止になったとのこと。',
    'ae+id',
    'lab-value-hospital',
  ],
  [
    '麻酔科の坂巻先生より、SGLT2阻害薬を休薬し忘れた患者さんが術後ケトアシドーシスになったと報告を受けた。',
    'ae+id',
    'hold-missed-doctor',
  ],
  [
    '70代女性、ワルファリン内服中に転倒し硬膜下血腫で入院、と救急医から。',
    'ae+id',
    'age-sex-bleeding',
  ],
  [
    'ICU薬剤師の野々村さん「バンコマイシンで腎機能が悪化した方がいて、トラフ値が35でした」',
    'ae+id',
    'lab-value-pharmacist',
  ],
  [
    '東和クリニックから紹介された患者さん、エドキサバンを飲み続けたまま抜歯して出血が止まらず救急搬送された。',
    'ae+id',
    'bleeding-clinic',
  ],
  [
    '50代男性、セファゾリン投与後にじんましん、抗ヒスタミン薬で対応したと手術室の看護師。',
    'ae+id',
    'age-sex-allergy',
  ],
  [
    'Dr. Holloway at Westbrook General said a patient in renal failure had a seizure after a cefepime overdose.',
    'ae+id',
    'overdose-doctor',
  ],
  [
    'A 62-year-old woman in the ICU developed QT prolongation (QTc 540 ms) on IV haloperidol; drug stopped.',
    'ae+id',
    'age-sex-ecg',
  ],
  [
    'Nurse Fairbanks reported that the infusion pump at Lakeside Hospital over-delivered heparin, aPTT > 150 s.',
    'ae+id',
    'device-failure-names',
  ],
];
