import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 12: cancer wards and pain (oncology wards, outpatient chemotherapy, palliative care teams, opioids and pain clinics, antiemetics and G-CSF, dispensing rooms and home palliative care, as end-of-day reports and team-chat messages), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_CANCER_PAIN: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    'A病院の化学療法室、今月からパロノセトロンの後発品に切り替え決定とのこと。薬剤部長いわく「コスト優先、効果に差はないと判断」。',
    '',
    'formulary-switch',
  ],
  [
    '緩和ケアチームの回診に同行。オピオイドスイッチングの院内手順書を改訂中で、換算表の最新版が欲しいと依頼あり。',
    '',
    'material-request',
  ],
  [
    '本日のがん性疼痛勉強会テーマ：オピオイド誘発性便秘の対策とナルデメジンの位置づけ。副作用の一般的な説明のみで症例提示なし。',
    '',
    'lecture-topic',
  ],
  [
    'ＰＭＤＡの副作用報告件数の推移資料、B病院の薬剤師から「院内研修で使いたい」と要望。次回持参。',
    '',
    'safety-materials',
  ],
  [
    '【研修会のご案内】11月20日(水)18:30〜 ホテル港陽 2F「がん疼痛治療と副作用マネジメント」講師：岸本 直人 先生（緩和医療科）。皆さまご参加ください。',
    '',
    'seminar-invitation',
  ],
  [
    '外来化学療法センターの稼働率、前年比112%。競合C社がG-CSFの自動投与デバイスで攻勢をかけている印象。',
    '',
    'competitor-activity',
  ],
  [
    '某クリニックの院長、「在宅での持続皮下注はこれからもっと増える」と。PCAポンプのレンタル条件を聞かれた。',
    '',
    'anonymised-clinic',
  ],
  [
    'ペグフィルグラスチムのバイオシミラー、D病院では来期採用見送り。理由は在庫管理の手間とのこと。',
    '',
    'formulary-decision',
  ],
  [
    '添付文書改訂のお知らせ（重大な副作用の項に間質性肺疾患を追記）を薬剤部に配布済み。特に質問なし。',
    '',
    'label-update',
  ],
  [
    '「もしフェンタニル貼付剤を貼ったまま熱いお風呂に入ったらどうなる？」と病棟看護師から質問。一般論として回答、実際の事例ではないとのこと。',
    '',
    'hypothetical-question',
  ],
  [
    '70代以上の患者層が外来化学療法の約4割を占めるとのデータ、地域連携室から共有された。',
    '',
    'segment-age',
  ],
  [
    'K先生（腫瘍内科）、来月から制吐療法を3剤併用に統一する方針。オランザピン追加も検討中。',
    '',
    'anonymised-doctor',
  ],
  [
    'ＳＰＤ経由の納品遅れでオキシコドン速放散が一時欠品、代替品で対応済み、患者への影響はなしと薬剤部。',
    '',
    'supply',
  ],
  [
    '麻薬金庫の管理簿の電子化について調剤室で相談を受けた。監査対応が主目的。',
    '',
    'dispensing-room',
  ],
  ['緩和ケア病棟の病床数、来年度16→20床に増床予定。', '', 'ward-capacity'],
  [
    '在宅緩和ケアの新規依頼、今月は先月比で約1.5倍とのこと（E訪問看護ステーション）。',
    '',
    'anonymised-station',
  ],
  [
    '疼痛コントロール良好となり、レスキュー使用回数が1日4回→1回に減った患者さんがいるとのこと。NRS 7→2。',
    '',
    'improvement',
  ],
  [
    'G-CSF投与後に好中球数がしっかり回復し、予定通り次コースを開始できたと病棟薬剤師。',
    '',
    'improvement',
  ],
  [
    '制吐剤の適正使用ガイドの改訂版、化学療法委員会で配布予定。CINV評価シートもセットで。',
    '',
    'safety-materials',
  ],
  [
    'メサドン処方資格の e-learning 受講者が院内で3名に増えた、と緩和ケア認定看護師。',
    '',
    'job-title',
  ],
  [
    '競合品の貼付剤、薬価差で院外処方に流れている模様。門前薬局の在庫も増えている。',
    '',
    'competitor-price',
  ],
  ['疼痛外来の初診枠、週2→週3コマに拡大。紹介元は主に整形外科。', '', 'pain-clinic'],
  [
    '副作用を聞いたら誰にどう報告するか、新人MR研修のロールプレイを実施。実例は使わず架空症例のみ。',
    '',
    'safety-training',
  ],
  [
    '薬剤部から「麻薬の残薬回収の流れを在宅側にも周知したい」と相談。説明資料の作成を約束。',
    '',
    'material-request',
  ],
  [
    'ハイドロモルフォン注の院内採用が決定、12月から緩和ケア病棟で使用開始予定。',
    '',
    'formulary-decision',
  ],
  [
    '説明会で、治験では悪心の発現率が実薬群18％・プラセボ群9％だったと紹介された（全体データのみ）。',
    '',
    'trial-results',
  ],
  [
    '化学療法室の看護師長いわく「来月から血管外漏出の対応マニュアルを全面改訂する」。',
    '',
    'job-title',
  ],
  ['F薬局、無菌調剤室を新設。在宅TPNと麻薬注の調製を受ける方針。', '', 'anonymised-pharmacy'],
  [
    'デキサメタゾン減量レジメン（day1のみ）の採用を検討中とのこと、根拠論文の提供依頼あり。',
    '',
    'regimen-review',
  ],
  [
    '口腔粘膜炎のケアセット、院内売店で販売開始。化学療法患者向けの説明会も予定。',
    '',
    'supportive-care',
  ],
  [
    '「うちはオピオイド導入時に必ず制吐剤と下剤をセットで出す」と院長。他院にも広めたいらしい。',
    '',
    'job-title',
  ],
  ['今月の訪問件数：腫瘍内科5、緩和3、薬剤部4。面会制限は解除の方向。', '', 'activity-count'],
  ['神経障害性疼痛へのミロガバリン処方が増加傾向、ペインクリニック中心に。', '', 'market-trend'],
  [
    '在宅の患者さん、レスキューのタイミングを家族が把握できるようになり、夜間の電話が減ったと訪問看護師。',
    '',
    'improvement',
  ],
  [
    '抗がん剤曝露対策の閉鎖式器具、G病院で他社品に変更。価格は1セット約420円。',
    '',
    'competitor-price',
  ],
  [
    '副作用の自発報告様式が来月から変わるとの案内を薬剤部で受けた。記入例はまだ未定。',
    '',
    'reporting-procedure',
  ],
  ['骨転移の疼痛に対する緩和照射、紹介件数が増えていると放射線科の技師長。', '', 'job-title'],
  [
    '病棟の麻薬カートの新機種デモを見学。指紋認証付きで、誤払出し防止が売りとのこと。',
    '',
    'device-demo',
  ],
  [
    'がん相談支援センターで、医療用麻薬に対する患者の不安についてアンケートを実施予定。',
    '',
    'survey',
  ],
  [
    '競合D社のMR、緩和ケア病棟に週3回は出入りしているらしい。説明会の弁当は高級路線。',
    '',
    'competitor-activity',
  ],
  [
    '外来で経口抗がん剤の服薬指導にタブレット動画を導入、待ち時間の短縮に効果ありとのこと。',
    '',
    'outpatient-chemo',
  ],
  ['昨年度のオピオイド処方量（モルヒネ換算）は前年比で約8%増、と薬剤部長。', '', 'market-trend'],
  [
    'ＣＴＣＡＥのグレード判定を看護師向けに説明する勉強会を企画中。参加見込み25名。',
    '',
    'safety-training',
  ],
  ['H病院の緩和ケア外来、完全予約制に移行。紹介状必須。', '', 'anonymised-hospital'],
  [
    '先週のレジメン審査委員会：新規3件承認、1件保留。保留理由は根拠不足のみ。',
    '',
    'regimen-review',
  ],
  [
    '妊娠中の患者に制吐剤を使う場合の情報はあるか、と薬剤師から一般的な問い合わせ。該当する患者はいないとのこと。',
    '',
    'hypothetical-question',
  ],
  ['タペンタドール、卸の都合で２週間ほど出荷調整。病院側は在庫十分で問題なし。', '', 'supply'],
  [
    '地域の在宅医療連携会議に出席、テーマは退院時の医療用麻薬の引き継ぎ。議事録は後日共有。',
    '',
    'meeting',
  ],
  [
    '「副作用の少ない薬がほしい」というのは現場の一般的な声。具体的な事例は特になし。',
    '',
    'general-opinion',
  ],
  [
    'ナルデメジン併用で排便リズムが整い、食欲も出てきた患者さんがいると病棟看護師が話していた。',
    '',
    'improvement',
  ],
  ['トラマドール配合錠の院外処方比率は約7割、門前の調剤薬局が主な受け皿。', '', 'market-share'],
  ['オンコロジー領域の薬価改定の影響、病院側の試算では年間約300万円の減収とのこと。', '', 'price'],
  [
    '院内の医療安全委員会で、インシデント報告の件数が全体として減ったと発表されたらしい。内訳は非公開。',
    '',
    'safety-statistics',
  ],
  ['緩和ケアチームの専従薬剤師が1名増員。病棟ラウンドは週2回に。', '', 'staffing'],
  [
    '持続皮下注用のポンプ、I訪問看護ステーションでは他社レンタルに一本化。',
    '',
    'anonymised-station',
  ],
  ['がん診療連携拠点病院の指定要件見直しについて、事務長が情報収集中。', '', 'job-title'],
  // ---- clean (English / mixed) ----
  [
    'Palliative care team at Hospital J asked for our updated opioid conversion chart; no patient cases were discussed.',
    '',
    'material-request',
  ],
  [
    'Oncology pharmacist mentioned the formulary committee will review biosimilar pegfilgrastim next quarter.',
    '',
    'formulary-decision',
  ],
  [
    'Competitor E is offering free training on subcutaneous PCA pumps to home-care nurses in the area.',
    '',
    'competitor-activity',
  ],
  [
    'Reminder: any adverse event you hear about must be reported to PV within 24 hours — please re-read the SOP before Friday.',
    '',
    'reporting-procedure',
  ],
  [
    'Invitation: Supportive Care Evening, 5 Dec 19:00, Harbour View Hall, speaker Dr. Emily Stroud — please register by 28 Nov.',
    '',
    'seminar-invitation',
  ],
  [
    'Pain score went from 8 to 3 after moving to the patch, the nurse said; the family is very relieved.',
    '',
    'improvement',
  ],
  [
    'Hypothetical from a ward pharmacist: what happens if a fentanyl patch is cut in half? Not an actual case, just for their training slides.',
    '',
    'hypothetical-question',
  ],
  [
    'Market share of long-acting oxycodone in the region is around 34%, tapentadol growing fast.',
    '',
    'market-share',
  ],
  [
    'Chemo day unit now runs two shifts; pharmacy is prepping ~60 bags a day.',
    '',
    'dispensing-room',
  ],
  [
    'Label update: new warning on serotonin syndrome with certain antiemetics — delivered the safety letter to the DI office.',
    '',
    'label-update',
  ],
  [
    'Head nurse of the palliative ward wants patient leaflets on constipation in simple Japanese and English.',
    '',
    'job-title',
  ],
  [
    'Trial data shown at the seminar: grade 3+ neutropenia 21% vs 35% with primary G-CSF prophylaxis. No individual cases.',
    '',
    'trial-results',
  ],
  [
    'Supply: generic ondansetron back in stock, wholesaler confirmed. No shortages on the ward.',
    '',
    'supply',
  ],
  [
    '今日のmeeting、Dr. Xがopioid-induced constipationの治療アルゴリズムについて話していた。一般論のみ。',
    '',
    'anonymised-doctor',
  ],
  [
    'K病院 pharmacy から biosimilar の switching schedule 共有あり、1月から全面切替。',
    '',
    'formulary-switch',
  ],
  [
    'Home hospice referrals up 20% this quarter per the regional liaison office; more families choosing care at home.',
    '',
    'market-trend',
  ],
  [
    'Our target segment for the oral antiemetic campaign is patients aged 65+ on outpatient chemo.',
    '',
    'segment-age',
  ],
  [
    'Nurse manager asked if we have data on extravasation management; sent the general literature pack.',
    '',
    'job-title',
  ],
  [
    'Ward B pharmacist: "If a patient ever takes double the rescue dose, how should we report it?" Explained the process, no actual incident.',
    '',
    'hypothetical-question',
  ],
  [
    'Pain clinic at Hospital M added ultrasound-guided nerve blocks; they expect fewer new opioid starts.',
    '',
    'anonymised-hospital',
  ],
  // ---- ae (Japanese) ----
  [
    'オキシコドン増量後から「ずっとぼーっとして話がかみ合わない」と奥様。主治医は減量を指示したとのこと。',
    'ae',
    'relative-report',
  ],
  [
    'A病院の病棟薬剤師より、ペグフィルグラスチム投与翌日から腰がひどく痛いと訴えた患者がいたと聞いた。',
    'ae',
    'bone-pain',
  ],
  ['FOLFOX 3コース目後、血小板 4.2万まで低下し次コース延期、と外来化学療法室。', 'ae', 'lab-value'],
  [
    'フェンタニル貼付剤が2枚重ねて貼られていたのを訪問看護師が発見、前の分を剥がし忘れていたらしい。呼吸は浅めだったとのこと。',
    'ae',
    'medication-error',
  ],
  [
    '制吐剤3剤併用でも吐き気が全然おさまらず、2日間ほとんど食べられなかった患者がいる、と化学療法室の看護師。',
    'ae',
    'lack-of-effect',
  ],
  [
    'レスキューのモルヒネ内服液、家族が「5mL」を「50mL」と読み違えて約15mL飲ませてしまった。その後しばらく強い眠気。',
    'ae',
    'wrong-dose',
  ],
  [
    'オピオイド導入後の便秘がひどく、結局イレウスで入院になったとB病院の病棟から。',
    'ae',
    'hospitalisation',
  ],
  [
    '調剤室で聞いた話、オキシコドン徐放錠を粉砕して胃ろうから入れていた事例があったと。患者は翌日かなり眠気が強かったらしい。',
    'ae',
    'crushing',
  ],
  [
    '在宅の患者さんが亡くなられたと訪問看護師から連絡。メサドン増量の3日後だったとのこと。',
    'ae',
    'death',
  ],
  ['パロノセトロン投与後、4日間排便なしで下剤追加。', 'ae', 'fragment'],
  [
    '血清Na 128 まで下がったと腫瘍内科の先生。シスプラチン投与後の経過で、補正中。',
    'ae',
    'lab-value',
  ],
  [
    '貼付剤が剥がれやすく、夜中に剥がれて朝には痛みで起き上がれなかったと患者本人。',
    'ae',
    'device-quality',
  ],
  [
    'デキサメタゾン併用で血糖が300台になり、インスリン導入になった患者がいたと病棟薬剤師。',
    'ae',
    'lab-value',
  ],
  [
    '使用期限切れのオンダンセトロン注が病棟の救急カートに残っていて、1名に投与されてしまったとのこと。体調変化は特になし。',
    'ae',
    'expired-product',
  ],
  [
    '隣のベッドの患者用のレスキュー錠を誤って配薬、服用後に眠気が強くなったとインシデント報告が上がったらしい。',
    'ae',
    'wrong-patient',
  ],
  [
    '「父が最近、夜中に壁に虫が見えると言うんです」と娘さん。オピオイドを増やしてからとのこと。',
    'ae',
    'relative-report',
  ],
  ['G-CSFを打っても好中球が500未満のまま、発熱して入院延長。', 'ae', 'lack-of-effect'],
  [
    'タペンタドールに切り替えたのは、前の薬で全身のかゆみが止まらなかったからだと処方医。',
    'ae',
    'switch-due-to-event',
  ],
  [
    '薬剤部で、錠剤が割れた状態で包装されていたロットが見つかり、既に患者1名が服用済み。',
    'ae',
    'quality-defect',
  ],
  [
    '化学療法2日目から手足がピリピリしてボタンが留められない、と患者さんが話していたと看護師。',
    'ae',
    'lay-words',
  ],
  [
    'SpO2 88%まで低下、モルヒネ持続皮下注を減量した、と緩和ケア病棟の当直医からの申し送り（病棟薬剤師経由）。',
    'ae',
    'vital-sign',
  ],
  [
    '授乳中の看護師が、調製時に抗がん剤が手にかかってしまったとのこと。念のため授乳を中断中。',
    'ae',
    'breastfeeding-exposure',
  ],
  [
    '患者さんが奥さんに処方されていたトラマドールを自己判断で飲んでいた。吐き気とふらつきあり。',
    'ae',
    'someone-elses-medicine',
  ],
  [
    'ＡＳＴ／ＡＬＴ上昇（AST 156、ALT 210）で経口抗がん剤を休薬中、と外来薬剤師。',
    'ae',
    'lab-value',
  ],
  [
    '訪問診療の医師から：ＰＣＡポンプの誤作動でボーラスが連続で入った可能性、患者は一時呼びかけへの反応が鈍かった。',
    'ae',
    'device-failure',
  ],
  [
    '「吐き気止めを飲んでも母は全然楽にならないみたいで」とご家族が外来の看護師に話していたそう。',
    'ae',
    'lack-of-effect',
  ],
  [
    'オランザピン追加後、日中も眠くてほとんど起きていられないと患者。夕食後のみに変更。',
    'ae',
    'dose-change',
  ],
  [
    '痛みはかなり楽になったけど、その代わり便秘と口の渇きがひどい、と本人。',
    'ae',
    'event-beside-improvement',
  ],
  ['血圧 82/50 まで下がり、ハイドロモルフォン注の流量を半分に。', 'ae', 'vital-sign'],
  [
    '在宅で飼い猫が剥がした後のフェンタニル貼付剤を舐めてしまい、ぐったりして動物病院へ、と家族から訪問看護師に連絡。',
    'ae',
    'animal',
  ],
  [
    '化学療法中の患者さんが妊娠していたことが判明、とA病院の外来。2コース投与した後だった。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'アプレピタント併用でワルファリン内服中の患者のINRが1.4まで下がった、と病棟薬剤師が言っていた。',
    'ae',
    'interaction',
  ],
  [
    '「痛み止めの注射を入れてから尿が出にくい」と患者、導尿になったと夜勤の看護師。',
    'ae',
    'lay-words',
  ],
  [
    '薬剤部の調製ミスで、シクロホスファミドが予定量の1.5倍で調製・投与された。現時点で明らかな異常はないが経過観察中。',
    'ae',
    'medication-error',
  ],
  [
    'ペグフィルグラスチムのオートインジェクター、針が出ずに薬液が漏れて投与できなかった。翌日に再投与。',
    'ae',
    'device-failure',
  ],
  ['外来で、貼付剤を口の中の粘膜に貼ってしまった高齢の患者がいたと薬剤師。', 'ae', 'wrong-route'],
  [
    'レスキュー使用が1日8回に。ベースの徐放製剤が効いていない印象と主治医。',
    'ae',
    'lack-of-effect',
  ],
  [
    'スタッフステーションで「あの方、抗がん剤のあと髪が全部抜けてすごく落ち込んでる」と看護師同士の会話。',
    'ae',
    'overheard',
  ],
  ['クレアチニン 0.9→2.1 に上昇、シスプラチン中止で別レジメンへ変更。', 'ae', 'lab-value'],
  [
    '「薬を変えてから主人の気持ちがずっと沈んでて、泣いてばかりなんです」と患者の奥さん。',
    'ae',
    'relative-report',
  ],
  [
    'モルヒネ坐剤が溶けて変形した状態で患家に届き、そのまま使ったところ効きが悪かったらしい。',
    'ae',
    'quality-defect',
  ],
  [
    '緩和病棟で、家族が徐放錠を噛み砕いて飲ませていたことが判明、その日は呼吸がゆっくりになっていたと。',
    'ae',
    'crushing',
  ],
  ['外来化学療法のあと帰宅途中でふらついて転倒、頭を打って救急搬送されたとのこと。', 'ae', 'fall'],
  [
    '発熱性好中球減少で緊急入院、G-CSFの一次予防はしていなかったとのこと。',
    'ae',
    'hospitalisation',
  ],
  [
    '投与中に刺入部の周りが赤く腫れて痛み、血管外漏出疑いで中止、と化学療法室の看護師。',
    'ae',
    'extravasation',
  ],
  ['当直帯でナロキソン使用あり。オピオイド増量初日の夜だった、と病棟から。', 'ae', 'antidote-use'],
  [
    'チームチャット：「貼付剤かぶれて真っ赤」と訪看さんから写真付きで報告あり、貼付部位のローテーションを指導済み。',
    'ae',
    'skin-reaction',
  ],
  // ---- ae (English / mixed) ----
  [
    'Ward pharmacist told me a patient got hiccups that would not stop after the dexamethasone dose; they switched to methylprednisolone.',
    'ae',
    'switch-due-to-event',
  ],
  [
    'Nurse said a patient on the new oral chemo had a rash all over the chest by day 5; drug on hold.',
    'ae',
    'skin-reaction',
  ],
  [
    'Home care nurse: patch came off in the bath, pain flared overnight, needed two extra rescue doses.',
    'ae',
    'device-quality',
  ],
  ['Quick msg: ANC 0.3 on day 10, febrile, admitted.', 'ae', 'lab-value'],
  [
    'Pharmacist found a 12.5 mcg/h patch had been dispensed instead of 25 mcg/h — the patient was in pain for three days before anyone noticed.',
    'ae',
    'dispensing-error',
  ],
  [
    'The daughter says her mother "seems confused and keeps falling asleep mid-sentence" since the oxycodone was increased.',
    'ae',
    'relative-report',
  ],
  [
    'Pain clinic doc mentioned a patient whose pain got much better on tapentadol but who now has bad nausea and dizziness.',
    'ae',
    'event-beside-improvement',
  ],
  [
    'Expired antiemetic syringe was used on the day unit — noticed after administration, no reaction so far.',
    'ae',
    'expired-product',
  ],
  [
    'Someone crushed the extended-release morphine tablet for a patient with swallowing problems; very drowsy afterwards.',
    'ae',
    'crushing',
  ],
  [
    'Biosimilar pegfilgrastim syringe arrived with a cracked barrel; the nurse had already injected half before noticing the leak.',
    'ae',
    'quality-defect',
  ],
  [
    'A pharmacy tech was exposed to a spilled cytotoxic infusion while pregnant — occupational health informed.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'Family told the visiting nurse the patient passed away two days after starting the new opioid; the doctor is unsure if it is related.',
    'ae',
    'death',
  ],
  [
    'Platelets down to 18k after cycle 2, transfusion given, next cycle delayed.',
    'ae',
    'lab-value',
  ],
  [
    'Caregiver gave the evening pain meds twice by mistake — patient slept 14 hours, woke up OK.',
    'ae',
    'double-dose',
  ],
  ['化学療法後のmucositisがgrade 3、食事取れずTPN開始、と病棟pharmacist。', 'ae', 'mixed-language'],
  [
    'Patient said the antiemetic "does nothing at all", vomiting 6-7 times a day during cycle 1.',
    'ae',
    'lack-of-effect',
  ],
  [
    'QTc 510 ms on ECG after the ondansetron + methadone combination, cardiology consulted.',
    'ae',
    'lab-value',
  ],
  [
    'Morphine pump programmed at 10 mg/h instead of 1.0 mg/h, caught after 40 min; naloxone given.',
    'ae',
    'pump-programming-error',
  ],
  [
    "Per the home-care nurse, the patient's toddler grandson was found with a used patch stuck to his arm; taken to ER as a precaution, mildly drowsy.",
    'ae',
    'accidental-exposure',
  ],
  [
    "Neuropathy from oxaliplatin got so bad she couldn't hold chopsticks — regimen changed to drop oxaliplatin.",
    'ae',
    'switch-due-to-event',
  ],
  // ---- id (Japanese) ----
  ['北浜中央病院の緩和ケア内科、来月から外来枠を週4日に拡大。', 'id', 'hospital-name'],
  [
    'さくら坂がんセンターの薬剤部で、制吐剤の院内フォーミュラリー案をいただいた。',
    'id',
    'cancer-centre-name',
  ],
  ['腫瘍内科の宮ノ下先生、「G-CSFは一次予防をもっと積極的に」とのご意見。', 'id', 'doctor-name'],
  [
    '本日の講演会、講師は東雲台大学の槙原 恵介先生。オピオイド換算の話が中心で質疑も活発だった。',
    'id',
    'lecture-report',
  ],
  [
    'みどり野訪問看護ステーションの所長さんと面談、在宅麻薬の回収手順について意見交換。',
    'id',
    'station-name',
  ],
  ['ひだまり薬局 港南店、無菌調剤の受け入れを開始したとのこと。', 'id', 'pharmacy-name'],
  [
    '80代男性の在宅患者さんのご家族から介護保険の手続きについて相談を受けた、と訪問看護師。',
    'id',
    'age-sex',
  ],
  ['青葉台ホスピスの看護師長、ボランティア向けの緩和ケア講座を企画中。', 'id', 'hospice-name'],
  ['薬剤部の筒井さんにパロノセトロン後発品の比較表をお渡しした。', 'id', 'pharmacist-name'],
  ['西ヶ丘クリニック（疼痛外来）、新規開業。院長は麻酔科出身とのこと。', 'id', 'clinic-name'],
  ['外来化学療法室の大庭看護師長から、待ち時間短縮の取り組みを伺った。', 'id', 'nurse-name'],
  ['県立みなと医療センターの緩和ケアチーム、専従医が1名増員。', 'id', 'hospital-name'],
  ['52歳女性の乳がん患者さんの就労支援について、相談支援センターで話を伺った。', 'id', 'age-sex'],
  ['荒木田 美沙 先生（緩和医療科部長）から、講演依頼の件でご連絡あり。', 'id', 'full-name'],
  ['すずらん在宅クリニックの院長先生、「在宅看取りは年間120件くらい」と。', 'id', 'clinic-name'],
  ['高倉ペインクリニック、神経ブロック中心で競合品の処方は少なめ。', 'id', 'clinic-name'],
  ['病棟薬剤師の早瀬さん、「換算表は院内版を優先している」とのこと。', 'id', 'pharmacist-name'],
  [
    'ふたば調剤薬局の管理薬剤師、麻薬小売業者間譲渡の手続きについて質問あり。',
    'id',
    'pharmacy-name',
  ],
  ['60代男性、膵がんで在宅移行予定の方について、訪問看護との連携会議に同席した。', 'id', 'age-sex'],
  [
    '昨日の研究会報告：演者は桐生総合病院の日置先生、テーマは制吐療法のエビデンス。',
    'id',
    'lecture-report',
  ],
  ['梅ノ木台病院の緩和ケア病棟、面会時間を延長。家族の付き添いもOKに。', 'id', 'hospital-name'],
  [
    'くすのき訪問看護ステーションから、PCAポンプのレンタル状況について問い合わせ。',
    'id',
    'station-name',
  ],
  [
    '腫瘍内科部長の御厨先生、来年度はオランザピン低用量の臨床研究を検討中とのこと。',
    'id',
    'doctor-name',
  ],
  [
    '桜川記念病院 薬剤部 村瀬部長と面談、バイオシミラー切替のスケジュールを確認。',
    'id',
    'hospital-name',
  ],
  ['70代女性の患者さんのご家族が、ホスピス入所の相談に来られていたと相談員。', 'id', 'age-sex'],
  ['潮見台がん診療クリニックで外来化学療法のベッド数が8→12に。', 'id', 'clinic-name'],
  [
    '看護師の柴崎さん（がん化学療法看護認定）から、曝露対策アンケートの結果を共有いただいた。',
    'id',
    'nurse-name',
  ],
  [
    '朝霧ヶ丘のホームホスピス「ゆずの家」、入居者6名のうち4名が医療用麻薬を使用中。',
    'id',
    'care-home-name',
  ],
  // ---- id (English / mixed) ----
  [
    "Met Dr. Harriet Okonkwo-Lane at Bayside General's oncology day unit; she wants more data on biosimilar G-CSF.",
    'id',
    'full-name',
  ],
  [
    'Nurse Kawabe from the palliative ward asked for patient leaflets on constipation.',
    'id',
    'nurse-name',
  ],
  [
    'Lakeshore Cancer Centre is moving to a closed-system transfer device from another supplier.',
    'id',
    'cancer-centre-name',
  ],
  [
    'Seminar report: Prof. Daniel Whitcombe spoke on methadone rotation; about 40 attendees.',
    'id',
    'lecture-report',
  ],
  [
    'A 67-year-old woman referred to home palliative care — family asking about visiting nurse schedules.',
    'id',
    'age-sex',
  ],
  ["St. Brigid's Hospice added four beds this month.", 'id', 'hospice-name'],
  [
    'Pharmacist Mr. Ishizaki at Greenhill Pharmacy requested our opioid conversion chart.',
    'id',
    'pharmacist-name',
  ],
  [
    '今日のlunch meeting、Dr. 長谷部 から pain clinic の referral pattern について詳しく聞けた。',
    'id',
    'doctor-name',
  ],
  [
    'Sunrise Home Nursing Station now covers the northern district; 30 palliative patients on the roster.',
    'id',
    'station-name',
  ],
  ['Spoke with Dr. Mehta at Westbrook Pain Clinic about nerve block volumes.', 'id', 'clinic-name'],
  // ---- ae+id ----
  [
    '北浜中央病院の病棟で、オキシコドン増量後に呼吸抑制が出てナロキソン投与になったと薬剤師の河合さん。',
    'ae+id',
    'hospital-and-event',
  ],
  [
    '70代女性、フェンタニル貼付剤開始3日目から強い吐き気と食欲低下、と訪問看護師。',
    'ae+id',
    'age-sex-event',
  ],
  [
    'さくら坂がんセンターの外来で、ペグフィルグラスチムの注射器の針が曲がっていて投与できなかった件、薬剤部の望月先生から連絡あり。',
    'ae+id',
    'device-failure-named',
  ],
  [
    '緑町ファミリークリニックの先生から、在宅の患者さんが家族の痛み止めを誤って飲み、ふらついて転倒したと聞いた。',
    'ae+id',
    'clinic-and-event',
  ],
  ['58歳男性、FOLFIRINOX 1コース目で発熱性好中球減少、緊急入院。', 'ae+id', 'age-sex-event'],
  [
    '宇佐美先生（みどり野訪問看護ステーション連携医）より、モルヒネ持続皮下注のポンプ停止に家族が気づかず、朝まで痛みで眠れなかったとの話。',
    'ae+id',
    'device-failure-named',
  ],
  [
    'Dr. Fennimore at Bayside General said a patient on tapentadol had a seizure last week; drug stopped.',
    'ae+id',
    'doctor-and-event',
  ],
  [
    'A 45-year-old man on cisplatin had his creatinine double by day 7, per Nurse Albright.',
    'ae+id',
    'age-sex-event',
  ],
  [
    'Lakeshore Cancer Centre pharmacy reported an antiemetic given to the wrong patient on the day unit; the patient was drowsy for a few hours.',
    'ae+id',
    'wrong-patient-named',
  ],
];
