import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 12: women, mothers and the very young (OB/GYN, fertility, contraception and HRT, paediatrics, vaccines, breastfeeding questions at pharmacies, school nurses; phone-typed field notes), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_MOTHERS_CHILDREN: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '低用量ピルの血栓症リスクについて改訂された患者向け資材を持参。院長から待合室に置きたいとのことで追加20部の依頼あり。',
    '',
    'safety-material',
  ],
  [
    '副作用報告の社内手順について研修受講、妊婦・授乳婦の曝露も報告対象になる点を再確認した。',
    '',
    'safety-training',
  ],
  [
    '某レディースクリニック、競合のドロスピレノン配合剤へ処方を寄せている模様。理由は薬価と月経困難症の適応とのこと。',
    '',
    'competitor-activity',
  ],
  [
    '20〜30代女性層をターゲットにした他社のオンライン診療ピル広告がSNSで急増、通勤電車の広告も見かけた。',
    '',
    'segment-age',
  ],
  [
    'A産婦人科の助産師長より「母乳外来でドンペリドンの問い合わせが増えている」とのお話。個別の症例のお話はなし。',
    '',
    'job-title',
  ],
  [
    '小児科K先生、ロタワクチンの腸重積の説明は毎回しているが、実際に起きたことは開業以来一度もないとのこと。',
    '',
    'no-event-statement',
  ],
  ['B薬局 在庫：アセトアミノフェン細粒 欠品継続、入荷未定。代替でシロップをご提案。', '', 'supply'],
  [
    '添付文書改訂のお知らせ（重大な副作用に「アナフィラキシー」追記）を配布、特にご質問なし。',
    '',
    'label-update',
  ],
  [
    '副反応検討部会の資料からＨＰＶワクチンの報告頻度の推移を抜粋し、院内勉強会用にお渡しした。',
    '',
    'regulator-statistics',
  ],
  ['不妊治療の保険適用拡大で、某IVFクリニックの採卵件数は前年比1.4倍とのこと。', '', 'market'],
  [
    '市の学校保健会で養護教諭向けにアドレナリン自己注射の実技研修あり、弊社はブース出展のみで個別の話はなし。',
    '',
    'school-training',
  ],
  [
    '月経困難症の患者さん、ジエノゲストに変えてからは痛みがほとんどなく「仕事を休まずに済んでいる」と喜んでいるとA先生。',
    '',
    'improvement',
  ],
  [
    'ＨＲＴ開始３か月、ホットフラッシュが１日１０回→２回に減ったとのことでエストラジオールゲル継続。',
    '',
    'improvement',
  ],
  [
    '仮に妊娠初期にレトロゾールを服用していた場合どう説明すべきか、とC先生からご質問。学術へ回答依頼済み。',
    '',
    'hypothetical',
  ],
  [
    '競合Y社、来月に小児RSV関連の新製品説明会を予定。MR3名体制でエリアを回っている模様。',
    '',
    'competitor-activity',
  ],
  [
    'ｼﾛｯﾌﾟ剤の計量カップ変更のお知らせを配布。誤投与防止のため目盛りを大きくした旨をご説明。',
    '',
    'safety-material',
  ],
  [
    '薬局の管理薬剤師から「授乳中に使える鎮痛薬の一覧表がほしい」と依頼、次回参考資料を持参予定。',
    '',
    'breastfeeding-question',
  ],
  [
    '保育園の嘱託医の先生方向けに、熱性けいれん時の坐薬の使い方リーフレットが欲しいとの要望。',
    '',
    'material-request',
  ],
  [
    '緊急避妊薬の薬局販売、市内で対応できる薬局はまだ4店舗のみ、研修修了薬剤師が足りないとの声。',
    '',
    'market',
  ],
  [
    '院長「不育症の検査、自費の部分が減れば患者さんはもっと来る」。価格の話が中心だった。',
    '',
    'price',
  ],
  [
    '妊活層向けの葉酸サプリのサンプルを他社が産婦人科の受付で配っている、かなり積極的。',
    '',
    'competitor-activity',
  ],
  [
    '本日：D小児科（不在）、E産婦人科（面会5分）、F薬局（在庫確認）。特記事項なし。',
    '',
    'anonymised-visits',
  ],
  [
    '第III相試験で頭痛の発現率は6.2%、プラセボ群5.8%で差なし、と説明資料のとおりご案内した。',
    '',
    'trial-results',
  ],
  [
    'インフルワクチンの予約、例年より2週間早く埋まったとのこと。小児の2回接種分の確保が課題。',
    '',
    'supply',
  ],
  [
    '助産院の先生方に、乳頭亀裂用軟膏の使用上の注意（授乳前に拭き取る）をご説明した。',
    '',
    'product-information',
  ],
  ['妊娠と薬の相談外来を新設予定の病院が県内に1施設あるとの情報、詳細はまだ不明。', '', 'market'],
  [
    '同行研修で副作用の聞き取りのロールプレイ、「何か変わったことはありませんでしたか」と自然に聞く練習をした。',
    '',
    'safety-training',
  ],
  [
    '更年期外来の新規は40〜50代女性層が中心で、紹介元は婦人科検診が多いとのこと。',
    '',
    'segment-age',
  ],
  ['経口避妊薬の院内採用品は来期からジェネリックに一本化、薬事委員会で決定済み。', '', 'formulary'],
  ['A病院NICU、RSV抗体製剤の対象児数が昨年より増える見込みで在庫の相談あり。', '', 'supply'],
  [
    '誤飲防止パッケージ（チャイルドレジスタンス）に関する他社資料を入手、比較表を作成予定。',
    '',
    'competitor-material',
  ],
  [
    '「お薬手帳に授乳中って書いてもらえると本当に助かるんです」と薬剤師さん、啓発ポスターを作れないかという話。',
    '',
    'breastfeeding-question',
  ],
  [
    '排卵誘発剤の自己注射指導動画、他社はQRコード付きのカードで配布している。弊社も検討すべき。',
    '',
    'competitor-material',
  ],
  [
    '先週の講演会アンケート集計：満足度4.3/5、「OHSS対策の話が役に立った」が最多。',
    '',
    'lecture-survey',
  ],
  ['子宮内膜症で半年治療してCA125が下がってきた、経過良好とB先生。', '', 'improvement-lab'],
  [
    '過多月経で貧血の患者さん、鉄剤でHb 8.9→11.6まで改善、胃の不快感もなく継続中とのこと。',
    '',
    'improvement-lab',
  ],
  [
    '院内の母親学級で予防接種スケジュールの説明用パンフを使いたいとのこと、50部お届け予定。',
    '',
    'material-request',
  ],
  [
    'ヒブと肺炎球菌の同時接種について保護者の不安が強い、説明資料があれば欲しいとのこと。',
    '',
    'material-request',
  ],
  [
    '他社MR、HPVワクチンのキャッチアップ接種の案内ハガキを自治体と共同で作ったらしい。',
    '',
    'competitor-activity',
  ],
  ['乳幼児健診の日で待合が混雑、薬の話はほとんどできず。次回アポのみ取得。', '', 'visit-log'],
  [
    '院長は一般論として「ピルで一番多い副作用は不正出血、でも3か月で落ち着く人がほとんど」と話していた。',
    '',
    'general-statement',
  ],
  ['卸より：ビタミンK2シロップの出荷調整が解除、来週から通常納品とのこと。', '', 'supply'],
  [
    '不妊クリニックの培養士さんとの面談、話題はタイムラプス培養器の設備投資がほとんど。',
    '',
    'job-title',
  ],
  [
    '【ご案内】小児科医会学術講演会 11/14(木) 19:00〜 市民会館小ホール、演題「乳児のアレルギー予防」、講師 西園寺 亮 先生（港北医科大学 小児科）。ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    '安全性情報の勉強会、テーマは「妊婦・授乳婦への投薬とリスク分類」、参加者12名。',
    '',
    'lecture-topic',
  ],
  ['小児用のOD錠があればという要望、「粉が苦手な子が本当に多い」と院長。', '', 'product-request'],
  [
    'ジェネリック避妊薬のシート裏の曜日シールの仕様が変わったと薬局から情報、患者さんへの影響は特になしとのこと。',
    '',
    'packaging-change',
  ],
  [
    '産後うつのスクリーニング（EPDS）を導入する施設が増えている、県の補助金の影響らしい。',
    '',
    'market',
  ],
  [
    '「もし子どもが兄弟の薬を飲んでしまったら？」という保護者向けQ&Aを作ってほしいと薬局から依頼。',
    '',
    'hypothetical',
  ],
  [
    '保育士さん向けの与薬マニュアルを見せてもらった、誤薬防止のダブルチェック手順が細かく書かれていて参考になる。',
    '',
    'procedure',
  ],
  [
    '体外受精の自費価格、市内平均は1周期あたり約45万円、某クリニックは38万円で攻勢をかけている。',
    '',
    'price',
  ],
  [
    '母子手帳アプリと連携した接種リマインド機能、他社が提携を発表していた。',
    '',
    'competitor-activity',
  ],
  [
    '喘息のお子さん、吸入ステロイドを始めてから夜の咳がなくなって運動会も全部出られた、と保護者の方がとても喜んでいたそうです（A医院）。',
    '',
    'improvement',
  ],
  [
    'Y社の月経困難症治療薬、MRの訪問頻度が週1→隔週に減った模様。シェアは当社35%、Y社28%。',
    '',
    'market-share',
  ],
  // ---- clean (English / mixed) ----
  [
    'Dropped off the updated leaflet on VTE risk with combined OCs at the front desk. No questions from staff.',
    '',
    'safety-material',
  ],
  [
    'Pharmacist asked in general which antihistamines are OK while breastfeeding; will bring the reference table next visit.',
    '',
    'breastfeeding-question',
  ],
  [
    'Competitor launched a new reminder card for their HPV vaccine series; clinic manager seemed interested.',
    '',
    'competitor-activity',
  ],
  [
    'Fertility center B: IVF cycles up ~20% YoY since insurance coverage, letrozole protocols now preferred over clomiphene.',
    '',
    'market',
  ],
  [
    'Dr. X asked hypothetically: if a patient conceived on dienogest, what data do we have? Forwarded to medical info.',
    '',
    'hypothetical',
  ],
  [
    'PV training today: how to capture pregnancy exposure and lactation cases within 24h. Quiz score 9/10.',
    '',
    'safety-training',
  ],
  [
    'Women in their 20s-30s make up most of the online pill segment, per the market report.',
    '',
    'segment-age',
  ],
  ['Head nurse at A clinic wants more patient diaries for the HRT starter kit.', '', 'job-title'],
  [
    'Flu vaccine: pediatric 0.25 mL syringes short until mid-Oct, advised the clinic to split orders.',
    '',
    'supply',
  ],
  [
    'Girl with severe dysmenorrhoea now pain-free on the LNG-IUS, mum very happy, per Dr. K.',
    '',
    'improvement',
  ],
  [
    'Used the regulator statistics slide (1.2 reports per 100k doses of rotavirus vaccine) for the CME talk.',
    '',
    'regulator-statistics',
  ],
  [
    "Formulary committee at C Hospital kept our oxytocin; competitor's price cut was not enough.",
    '',
    'formulary',
  ],
  ['午後は事務作業。Quarterly forecast for the OC franchise: +4% vs plan.', '', 'forecast'],
  [
    "Invitation: Women's Health Seminar, Dec 3, 18:30, Riverside Hall Room B, speaker Dr. Emiko Tachibana on menopause management. Please join us!",
    '',
    'lecture-invitation',
  ],
  [
    'School nurse asked about epinephrine auto-injector training materials for the teachers.',
    '',
    'material-request',
  ],
  [
    'Midwife asked whether our iron syrup can be mixed with formula; general question, no specific baby.',
    '',
    'general-question',
  ],
  [
    'Label update: "hepatic dysfunction" added to clinically significant ADRs for the progestin. Explained to 3 pharmacies today.',
    '',
    'label-update',
  ],
  [
    'Competitor MR handing out baby bottle samples in OB waiting rooms, possibly a code issue; told my manager.',
    '',
    'competitor-activity',
  ],
  [
    'Eczema kids on the new moisturising routine: Dr. X says 8 of 10 much better within a month.',
    '',
    'improvement',
  ],
  [
    'What should parents do if a toddler chews a tulobuterol patch? Pharmacist wants a counter leaflet, not about any actual case.',
    '',
    'hypothetical',
  ],
  [
    'Maternal RSV vaccine: OB society guidance expected next month, clinic D waiting before ordering.',
    '',
    'market',
  ],
  [
    '今日のvisit: 3 OB clinics, 2 peds, 1 pharmacy. Notes anonymised in CRM, no AE to report.',
    '',
    'visit-log',
  ],
  // ---- ae (Japanese) ----
  [
    'ピルを始めて2週間で「ふくらはぎが張って痛い」と患者さんが来院、エコーで確認中とのこと。',
    'ae',
    'symptom-lay',
  ],
  [
    'ＨＲＴ中の患者さん、中性脂肪が150→320に上がったため経口から経皮に切り替えたとA先生。',
    'ae',
    'lab-value',
  ],
  [
    '排卵誘発のあとお腹がパンパンに張って水がたまり、入院になった方がいたと看護師さんから聞いた。',
    'ae',
    'hospitalisation',
  ],
  [
    'ロタワクチンの翌週に血便が出て救急を受診したお子さんがいた、とD小児科の事務の方。',
    'ae',
    'vaccine-event',
  ],
  [
    '薬局で、授乳中のお母さんがロキソプロフェンをすでに2日飲んでしまったと相談あり、赤ちゃんは特に変わりないとのこと。',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    '妊娠に気づかずジエノゲストを1か月飲み続けていた患者さん、妊娠8週で判明したと院長から。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'シロップ、５ｍＬのところを１０ｍＬ飲ませてしまったと保護者から薬局に電話があったそうです。',
    'ae',
    'dosing-error',
  ],
  [
    '粉薬が飲めないので錠剤を砕いてヨーグルトに混ぜていたと保護者、徐放錠だったので薬剤師が慌てて指導した。',
    'ae',
    'crushing',
  ],
  [
    'お兄ちゃんのカルボシステインシロップを妹さんが少し飲んでしまったとのこと。',
    'ae',
    'someone-elses-medicine',
  ],
  [
    '使用期限切れの解熱坐薬を使ってしまったと保護者から相談、熱は下がったとのこと。',
    'ae',
    'expired-product',
  ],
  [
    '「このピル効いてない気がする、毎月出血が止まらない」と患者さんが話していたと薬剤師さん。',
    'ae',
    'lack-of-effect',
  ],
  ['クロミフェン3周期でも排卵しないため、レトロゾールに変更予定とのこと。', 'ae', 'lack-of-effect'],
  [
    'HPVワクチン接種後に気分が悪くなってしばらく保健室で横になっていた生徒がいた、と養護教諭。',
    'ae',
    'school-report',
  ],
  [
    'ＭＲワクチンの2週間後に発疹と微熱、保護者が心配して再受診した例があったと院長。',
    'ae',
    'vaccine-event',
  ],
  [
    '鉄剤で便が真っ黒になって驚き、自己判断で飲むのをやめてしまった妊婦さんがいたとのこと。',
    'ae',
    'discontinuation',
  ],
  [
    '吸入器のカウンターが壊れていて、まだ残っているはずなのに噴霧されないと保護者が薬局に持ってきた。',
    'ae',
    'device-failure',
  ],
  [
    'シートの中で錠剤が2錠割れていたと患者さんが持参、服用はしていないとのこと。',
    'ae',
    'quality-cracked',
  ],
  [
    '坐薬が黄色っぽく変色していたがそのまま使ったと保護者、特に症状はなし。',
    'ae',
    'quality-discoloured',
  ],
  [
    'エストラジオールゲルの塗布部位がかぶれてしまい、貼付剤に変更したと婦人科の先生。',
    'ae',
    'skin-reaction',
  ],
  ['オキシトシン投与中に過強陣痛となり減量した、というお話（詳細不明）。', 'ae', 'labour-event'],
  [
    'リトドリン点滴中に脈が130まで上がってマグネシウムに切り替えたケースがあった、と病棟の助産師さん。',
    'ae',
    'vital-sign',
  ],
  [
    '抗菌薬を飲んでから下痢が続いて保育園をお休みした、とママから聞いたと薬剤師さん。',
    'ae',
    'indirect-report',
  ],
  [
    'AST・ALTが3桁まで上がったので低用量ピルは中止、と内科から連絡があったそうです（B先生）。',
    'ae',
    'lab-value',
  ],
  [
    '授乳中なのに間違ってカベルゴリンが処方され、母乳が出なくなってしまったと患者さんが訴えているとのこと。',
    'ae',
    'prescribing-error',
  ],
  [
    '別の患者さんの黄体ホルモン剤を渡してしまい、ご本人が1回服用したと薬局から。',
    'ae',
    'wrong-patient',
  ],
  [
    '解熱剤を飲ませても全然熱が下がらない、と保護者の方が薬局でこぼしていたそう。',
    'ae',
    'lack-of-effect',
  ],
  [
    '市内の接種会場で小児に成人量を接種してしまった事例があった、と医師会の先生。',
    'ae',
    'dosing-error',
  ],
  [
    '点鼻薬を間違えて目にさしてしまったと保護者から電話、すぐに洗い流したとのこと。',
    'ae',
    'wrong-route',
  ],
  [
    'お母さんの避妊薬を下の子が誤飲し、救急外来を受診したと薬剤師さん。',
    'ae',
    'accidental-ingestion',
  ],
  ['飼い犬が子どもの整腸剤シロップを1本なめてしまい、そのあと吐いたと保護者。', 'ae', 'animal'],
  [
    'ＨＲＴを始めてから血圧が上160台になり、中止になった患者さんがいるとのこと。',
    'ae',
    'vital-sign',
  ],
  [
    'ツロブテロールテープを貼ったところが真っ赤に腫れた、と保護者がスマホの写真を見せてくれた。',
    'ae',
    'skin-reaction',
  ],
  [
    'ワクチンの注射部位がこぶのように硬くなって1週間たっても引かない、とのご相談。',
    'ae',
    'injection-site',
  ],
  [
    '葉酸とピルを一緒に飲んでいいかと聞かれたが、話を聞くとすでに妊娠していてピルも続けていたことが分かった。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '不正出血が続いてジエノゲストは中止、ただ痛みはかなり楽になっていたので患者さんは残念がっていたとのこと。',
    'ae',
    'event-with-improvement',
  ],
  [
    'ホットフラッシュは良くなったけど胸が張って痛いと言っている、とA先生（HRTの患者さん）。',
    'ae',
    'event-with-improvement',
  ],
  ['アモキシシリン内服3日目に全身じんましん、他剤へ変更。', 'ae', 'rash'],
  [
    '保健室で預かっていた薬を別の児童に渡してしまった、と養護の先生が話していた。',
    'ae',
    'wrong-patient',
  ],
  [
    '妊娠糖尿病でインスリンを始めた妊婦さん、夜中に冷や汗と手の震えがあって低血糖だったと産科外来の看護師。',
    'ae',
    'hypoglycaemia',
  ],
  [
    'プロゲステロン腟剤を誤って口から飲んでいたことが判明、と不妊クリニックの薬剤師さん。',
    'ae',
    'wrong-route',
  ],
  [
    '自己注射のペンが途中で止まってしまい、FSHが全量入らなかったかもしれないと患者さん。',
    'ae',
    'device-failure',
  ],
  [
    '授乳中に抗菌薬を飲んでから赤ちゃんのうんちがゆるい、とお母さんが心配して来局されたそうです。',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    '「前のワクチンのとき39度まで熱が出たから今回は怖い」と保護者が言っていた、と看護師さん。',
    'ae',
    'past-event',
  ],
  [
    '解熱の坐薬を１回に２個入れてしまった、と夜間に薬局へ電話があったとのこと。',
    'ae',
    'dosing-error',
  ],
  [
    'エストロゲン製剤を始めてから頭痛がひどくなり、自己判断で中止して受診したとのこと。',
    'ae',
    'discontinuation',
  ],
  ['緊急避妊薬を飲んだのに妊娠していた患者さんがいた、と院長。', 'ae', 'lack-of-effect'],
  [
    '貼付剤がはがれやすくて2日で3回も貼り直した、結局ホットフラッシュも全然よくならないと苦情。',
    'ae',
    'quality-lack-of-effect',
  ],
  [
    '抗てんかん薬を飲んでいる妊婦さん、葉酸の相談ついでに「実は最近発作が増えていて」とぽつり、と薬剤師さん。',
    'ae',
    'pregnancy-exposure',
  ],
  // ---- ae (English / mixed) ----
  [
    "Pharmacist said a breastfeeding mum took her husband's codeine cough syrup for 3 days; baby sleepier than usual.",
    'ae',
    'breastfeeding-exposure',
  ],
  [
    'Pt on COC developed migraine with aura, Dr. K stopped it and switched to a progestin-only pill.',
    'ae',
    'discontinuation',
  ],
  [
    'Parent gave the antibiotic suspension without shaking it and the child vomited right after, per pharmacy.',
    'ae',
    'administration-error',
  ],
  ['OHSS after hCG trigger, admitted for 4 days, per the ward nurse.', 'ae', 'hospitalisation'],
  [
    'Vial of MR vaccine had visible particles, noticed only after it was given. Reported to the wholesaler.',
    'ae',
    'quality-particles',
  ],
  [
    'Mum says the teething gel "did nothing", baby still screaming at night, wants something stronger.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Prolactin went up to 85 on the antiemetic, Dr. X switched it, according to the pharmacist.',
    'ae',
    'lab-value',
  ],
  [
    "ER visit after a toddler got into grandma's HRT tablets, discharged the same day.",
    'ae',
    'accidental-ingestion',
  ],
  [
    'Baby got a double dose of vitamin K syrup because both parents gave it the same morning.',
    'ae',
    'dosing-error',
  ],
  [
    'Fever 39.2 and inconsolable crying for 3h after the 2-month shots, parents called the clinic at night.',
    'ae',
    'vaccine-event',
  ],
  [
    'Patient found she was 6 weeks pregnant after 2 months on valproate for migraine prevention; OB referring her for counselling.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'Implant site got infected and the rod had to be removed early, per the GP.',
    'ae',
    'device-complication',
  ],
  ["IUS expelled after 2 months, she didn't notice and got pregnant.", 'ae', 'device-failure'],
  [
    'Expired hep B vaccine given to 2 infants at clinic A, they only caught it at the stock check.',
    'ae',
    'expired-product',
  ],
  [
    'pharmacyで聞いた話: mum crushed the ER tablet for her kid, and the kid was very drowsy afterwards.',
    'ae',
    'crushing',
  ],
  [
    '院長 said the new generic OC "isn\'t working": 2 patients with breakthrough bleeding every month since the switch.',
    'ae',
    'lack-of-effect',
  ],
  [
    'Platelets dropped to 90k on heparin during the IVF protocol, so they stopped it.',
    'ae',
    'lab-value',
  ],
  [
    'ワクチン接種後 she fainted in the waiting room and hit her head, needed 2 stitches; told by the school nurse.',
    'ae',
    'syncope',
  ],
  [
    'Nurse said a preemie in the NICU got 10x the caffeine dose from a decimal error, heart rate 200.',
    'ae',
    'dosing-error',
  ],
  // ---- id (Japanese) ----
  ['みなと台レディースクリニック訪問、院長ご不在のため受付で次回アポ取得。', 'id', 'clinic-name'],
  [
    'さくら坂こどもクリニックの森下先生、新しい接種スケジュール表を気に入ってくださった。',
    'id',
    'doctor-name',
  ],
  [
    'ひまわり助産院の助産師 田代さん、母乳外来の相談件数が増えているとのこと。',
    'id',
    'midwife-name',
  ],
  ['本郷川産婦人科で競合X社が昼の勉強会を開催したらしい（弁当付き）。', 'id', 'clinic-name'],
  [
    'つばめ薬局北口店の岡野さんから、授乳中の薬の資料を追加でほしいとご依頼。',
    'id',
    'pharmacy-name',
  ],
  ['30代女性、月経困難症でジエノゲスト新規開始とのこと（A医院）。', 'id', 'age-sex'],
  ['4歳男児、喘息のコントロール良好で吸入継続。', 'id', 'age-sex'],
  [
    '若葉台第二小学校の養護教諭 中川先生と面談、アナフィラキシー対応の資料をお渡しした。',
    'id',
    'school-name',
  ],
  ['すずらん保育園の園長先生から、与薬依頼書の書式についてご相談。', 'id', 'nursery-name'],
  [
    '青葉ヶ丘小児科医院の佐伯 修先生、来年はHPVのキャッチアップ接種に力を入れたいとのこと。',
    'id',
    'doctor-full-name',
  ],
  [
    '昨日の講演会報告：桐島 玲子先生（北浜総合病院 産婦人科）がOHSS予防について講演、参加45名。',
    'id',
    'lecture-report',
  ],
  ['生後6か月の女の子、離乳食の相談で受診したとお母さんが薬局で話していた。', 'id', 'age-sex'],
  ['白鳥台ウィメンズクリニック、体外受精の新棟が来春オープン予定。', 'id', 'clinic-name'],
  [
    'ゆいちゃんのママ（薬局の常連さん）から、保育園に持っていく薬の分包について質問。',
    'id',
    'child-name',
  ],
  ['はるとくん、今日で4回目の接種完了、泣かずにがんばったと看護師さん。', 'id', 'child-name'],
  [
    '緑町こども医院の木下先生、RSV予防の話を聞きたいとのことで次回説明会をセット。',
    'id',
    'doctor-name',
  ],
  ['45歳女性、更年期症状でHRTの相談、まだ処方はしていないと東山先生。', 'id', 'age-sex'],
  [
    '北野森ファミリー薬局 管理薬剤師の宮本様より、緊急避妊薬の研修を受講済みとのご連絡をいただいた。',
    'id',
    'pharmacist-name',
  ],
  [
    '川辺産婦人科医院、分娩の取り扱いを今年度で終了して婦人科外来のみになるとのこと。',
    'id',
    'clinic-name',
  ],
  ['こもれび不妊クリニック 培養室長の石田さん、タイムラプス導入のお話。', 'id', 'staff-name'],
  [
    '医師会の勉強会で竹内 真由美先生が「思春期の月経トラブル」を講演、質疑も活発だった（報告）。',
    'id',
    'lecture-report',
  ],
  [
    '双葉幼稚園の保健担当 上野さんから、園内のインフル流行状況を共有いただいた。',
    'id',
    'kindergarten-name',
  ],
  ['28歳女性、妊娠12週で初診、里帰り分娩予定とのこと（受付の方から）。', 'id', 'age-sex'],
  ['あおいそら産婦人科の長谷川院長、ピルのオンライン診療を始めたとのこと。', 'id', 'director-name'],
  ['2歳の男の子、ＭＲ１期の接種で来院、母子手帳の確認のみ。', 'id', 'age-sex'],
  [
    '星ヶ丘メディカルモール内のくるみ小児科、新規開業でご挨拶、院長は大学病院出身とのこと。',
    'id',
    'clinic-name',
  ],
  [
    'みずほ台総合病院 周産期センターの野村部長、硫酸マグネシウムの採用品見直しを検討中。',
    'id',
    'hospital-name',
  ],
  ['妊活中の33歳女性、葉酸サプリの選び方を薬剤師さんに質問していた。', 'id', 'age-sex'],
  // ---- id (English / mixed) ----
  [
    "Visited Harbor Hills Women's Clinic, Dr. Okabe wants the new HRT patient diary in English too.",
    'id',
    'clinic-name',
  ],
  [
    'Nurse Hayama at Kitanomori Fertility Center asked for more demo pens for injection training.',
    'id',
    'nurse-name',
  ],
  [
    'A 6-year-old girl came in for her booster, mum asked about the school schedule.',
    'id',
    'age-sex',
  ],
  [
    'Talked to Ms. Reiko Sunada, head pharmacist at Aozora Pharmacy, about stocking emergency contraception.',
    'id',
    'pharmacist-name',
  ],
  [
    'Lecture report: Prof. Kenji Amamiya (Seiryo Medical University) presented on PCOS management, 60 attendees.',
    'id',
    'lecture-report',
  ],
  [
    'Maple Leaf International Preschool wants a talk on allergy action plans for the teachers.',
    'id',
    'school-name',
  ],
  [
    '日の出キッズクリニックの木村先生: new vaccine fridge finally installed, ready for the winter season.',
    'id',
    'doctor-name',
  ],
  [
    '52-year-old woman started on transdermal estradiol, first visit, per Dr. Ueda.',
    'id',
    'age-sex',
  ],
  [
    "Sora-chan's mom asked the pharmacist if the eye drops can be used before swimming class.",
    'id',
    'child-name',
  ],
  [
    'Bayside Midwifery House: midwife Ms. Fujimura asked for lactation-safe analgesic info sheets.',
    'id',
    'midwife-name',
  ],
  // ---- ae+id ----
  [
    '30代女性、ピル服用中に右足が腫れてDVT疑いで紹介入院（みなと台レディースクリニック）。',
    'ae+id',
    'age-sex-event',
  ],
  [
    'さくら坂こどもクリニックの森下先生より、ロタワクチンの後に腸重積で入院したお子さんがいたとのこと。',
    'ae+id',
    'doctor-name-event',
  ],
  [
    '1歳男児、解熱剤シロップを倍量飲ませてしまったと、つばめ薬局の岡野さんから連絡あり。',
    'ae+id',
    'dosing-error-named',
  ],
  [
    'ひなたちゃん（3歳）、抗菌薬でじんましんが出たとお母さんから聞いた。',
    'ae+id',
    'child-name-event',
  ],
  [
    '白鳥台ウィメンズクリニックで採卵後に腹腔内出血で入院した方がいた、と看護師の小松さん。',
    'ae+id',
    'clinic-name-event',
  ],
  [
    '若葉台第二小学校の中川先生、HPVワクチン接種後に失神した生徒がいたと話していた。',
    'ae+id',
    'school-name-event',
  ],
  [
    "Dr. Okabe at Harbor Hills Women's Clinic: a patient's ALT rose to 180 on oral HRT, switched to the gel.",
    'ae+id',
    'lab-value-named',
  ],
  [
    'Kaito-kun, 5, had a rash all over after the new cough syrup; mum showed me photos at Aozora Pharmacy.',
    'ae+id',
    'child-name-event',
  ],
  [
    'Nurse Hayama said a 35-year-old woman was admitted with OHSS after the trigger shot.',
    'ae+id',
    'age-sex-event',
  ],
];
