import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 18: rheumatology and orthopaedics: biologic and JAK-inhibitor self-injection, pain and anticoagulation after joint replacement, osteoporosis injections, rehabilitation hospitals and their therapists; about 78% Japanese; written by a helper who had seen neither the rules, the model nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", the lecture exception and a person's age and sex as an identifier included), after rules v24 landed; measured once with rules v24 and model nb-29da2f6f before its misses were read.
 */
export const FRESH_RHEUM_ORTHO: readonly Row[] = [
  // ---------- clean ----------
  [
    'RA診療ガイドライン改訂版の要点資料、来月から配布可能とのこと。T2Tの記載がかなり強化されている。',
    '',
    'guideline-update',
  ],
  [
    '某クリニックの院長、T2Tの目標管理をDAS28からSDAIに切り替える方針だと話していた。',
    '',
    'anonymised-clinic-t2t',
  ],
  [
    'B整形外科ではMTX効果不十分例の紹介先を大学病院リウマチ科に一本化する予定。',
    '',
    'referral-pathway-anon',
  ],
  [
    '自己注射指導用のトレーニングデバイス（針なし）が改訂され、練習用パッドも同梱になった。',
    '',
    'device-training-kit',
  ],
  [
    '副作用報告の院内フローについて、薬剤部長から再確認の依頼あり。様式が今月から新しくなる。',
    '',
    'reporting-procedure',
  ],
  [
    'ロールプレイ研修で、架空症例（高齢RA患者が自己注射後に発熱を訴える設定）への初期対応を練習した。',
    '',
    'roleplay-fictional',
  ],
  [
    '【ご案内】骨粗鬆症リエゾンサービス勉強会　日時：6月14日(土)15時　会場：ホテル日航大阪　演者：山本誠一先生（さくら整形外科クリニック院長）　ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  [
    'You are invited: RA ultrasound hands-on seminar, Sat 9 Nov, Hilton Fukuoka Sea Hawk. Speaker: Dr. Kenji Ogawa. Please register by Friday.',
    '',
    'lecture-invitation-en',
  ],
  [
    'JAK阻害薬の添付文書改訂、悪性腫瘍とMACEのリスクについて警告欄に追記。改訂のお知らせを持参予定。',
    '',
    'label-revision',
  ],
  [
    'PMDA公表の副作用報告件数（昨年度）、骨粗鬆症治療薬は前年とほぼ同水準だった。',
    '',
    'regulator-stats',
  ],
  ['競合テリパラチドの後発品、来月の薬価収載が決まったらしい。', '', 'generic-launch'],
  ['デノスマブBSの出荷調整が解除されたと卸から連絡。', '', 'supply-news'],
  [
    '薬局で「妊娠中でもこの生物学的製剤って使えるの？」と聞かれた。一般的な質問で、該当する患者さんはいないとのこと。',
    '',
    'general-question-pregnancy',
  ],
  [
    '看護師勉強会で「もし空打ちせずに注射してしまったら？」という質問が出たので、取説の該当ページを案内した。',
    '',
    'what-if-question',
  ],
  ['導入3か月でCRPが陰性化、DAS28も寛解域に入ったと院長が喜んでいた。', '', 'improvement-lab'],
  [
    'リハ病院の理学療法士長によると、TKA後の早期離床プロトコルを見直している最中。',
    '',
    'job-title-only',
  ],
  [
    '人工膝関節術後の抗凝固はエドキサバン中心、術後14日まで投与するのが院内標準とのこと。',
    '',
    'anticoag-protocol',
  ],
  [
    '競合の説明会資料に「50代女性のRA新規診断率が地域で上昇」というデータが載っていた。',
    '',
    'market-age-band',
  ],
  ['75歳以上の骨粗鬆症患者におけるロモソズマブ使用率は横ばい。', '', 'market-age-band'],
  [
    '競合MRがアバタセプト皮下注オートインジェクターの体験会を病棟で開いていた。',
    '',
    'competitor-promotion',
  ],
  [
    '回復期リハ病棟の地域連携パスに、大腿骨近位部骨折後の骨粗鬆症治療継続の項目が追加された。',
    '',
    'liaison-pathway',
  ],
  [
    '病診連携：基幹病院で生物学的製剤を導入し、安定したら近隣クリニックで継続という流れが増えている。',
    '',
    'referral-pathway',
  ],
  [
    'JAK阻害薬の帯状疱疹リスクについて資料提供し、不活化ワクチンの接種推奨を説明した。',
    '',
    'safety-info-provision',
  ],
  ['新人MR研修で、有害事象を知り得た日からの報告期限を改めて確認。', '', 'training-reporting'],
  [
    '院内の副作用報告訓練（模擬）に参加。想定シナリオは自己注射後のアナフィラキシーだった。',
    '',
    'mock-drill',
  ],
  [
    '外来看護師から、自己注射パンフレットの英語版・中国語版を作ってほしいと要望。',
    '',
    'material-request',
  ],
  [
    '使用済みペンの廃棄方法が自治体ごとに違うので、一覧表がほしいと薬局から。',
    '',
    'disposal-question',
  ],
  ['整形外科外来でFRAXによる骨折リスク評価を取り入れるところが増えてきた。', '', 'market-trend'],
  [
    'ゾレドロン酸の年1回点滴、外来化学療法室の枠が取れず導入が先送りになっている。',
    '',
    'access-barrier',
  ],
  ['K先生はウパダシチニブの第一選択化には慎重で、MTX併用の継続を重視。', '', 'anonymised-doctor'],
  [
    'Dr. X at the university hospital said all TKA patients will move to a multimodal analgesia pathway next quarter.',
    '',
    'anonymised-doctor-en',
  ],
  [
    'Head nurse on the rehab ward asked for more pen-injector demo units for patient education.',
    '',
    'job-title-only-en',
  ],
  [
    'Competitor launched a 4-weekly dosing campaign for their IL-6 inhibitor with a patient-support app tie-in.',
    '',
    'competitor-promotion-en',
  ],
  [
    'T2T audit at the clinic: target is SDAI ≤3.3 within six months for every new starter.',
    '',
    't2t-audit',
  ],
  [
    'Discussed the ACR guideline positioning of JAK inhibitors; the rheumatologist still prefers a bDMARD first after MTX.',
    '',
    'guideline-discussion-en',
  ],
  [
    'Pharmacy asked how they should report if a patient ever calls them about a side effect — left the safety department contact sheet.',
    '',
    'reporting-procedure-en',
  ],
  [
    'Sales-meeting roleplay: hypothetical patient who always injects into the same spot on the abdomen; we practised the counselling script.',
    '',
    'roleplay-fictional-en',
  ],
  [
    'April price revision will cut the denosumab reimbursement price by roughly 5%.',
    '',
    'price-news-en',
  ],
  [
    'Wholesaler says shipments of the 40 mg pen will be limited for two weeks because of a packaging change.',
    '',
    'supply-news-en',
  ],
  [
    'The regional fracture liaison service now screens every hip-fracture patient over 50 for osteoporosis treatment.',
    '',
    'market-age-band-en',
  ],
  [
    'DXA scanner is being replaced at the ortho clinic, so BMD testing is paused through March.',
    '',
    'equipment-news-en',
  ],
  [
    'Six months on the biologic and the morning stiffness is gone — the doctor said the patient is back to gardening.',
    '',
    'improvement-en',
  ],
  [
    'Rehab therapists want a one-page sheet showing which osteoporosis injections need calcium and vitamin D alongside.',
    '',
    'material-request-en',
  ],
  [
    'Asked whether the auto-injector suits patients with severe hand deformity; answered with the IFU and grip-aid information.',
    '',
    'general-question-en',
  ],
  [
    '術後疼痛はアセトアミノフェン静注とセレコキシブ併用が定着、オピオイドの使用量は減ってきている。',
    '',
    'postop-analgesia-trend',
  ],
  [
    'TKA後のVTE予防は弾性ストッキング＋フットポンプが基本で、高リスク例のみ抗凝固薬を追加する方針。',
    '',
    'vte-prophylaxis-policy',
  ],
  [
    '地区の整形外科医会で、二次骨折予防をテーマにした連携会議が立ち上がるらしい。',
    '',
    'network-news',
  ],
  ['QRコード付きの自己注射動画が好評で、外来での配布数が倍になった。', '', 'device-training-video'],
  [
    'バイオシミラーへの切替率、このエリアは全国平均より低め。高額療養費の説明がカギになりそう。',
    '',
    'biosimilar-market',
  ],
  [
    '某リハビリテーション病院では、入院時に骨密度を全例測定する運用を始めた。',
    '',
    'anonymised-rehab',
  ],
  [
    'C病院の整形外科部長から、ロモソズマブの心血管リスク説明資料を追加でほしいと依頼。',
    '',
    'anonymised-hospital-request',
  ],
  [
    '添付文書の重大な副作用にある間質性肺炎について一般論として質問あり。具体的な患者の話ではなかった。',
    '',
    'label-question',
  ],
  ['自己注射の手技チェックリスト（10項目）を看護部と一緒に作っている。', '', 'device-checklist'],
  [
    '注射日を忘れないよう、カレンダーアプリを患者に紹介しているとRA外来の看護師。',
    '',
    'adherence-tool',
  ],
  [
    '競合のJAK阻害薬、今期は整形外科開業医向けの講演会を立て続けに打っている。',
    '',
    'competitor-promotion',
  ],
  [
    '骨粗鬆症ガイドラインの逐次療法の記載について、院長と意見交換。骨形成促進薬先行に前向き。',
    '',
    'guideline-discussion',
  ],
  ['テリパラチド週1製剤、卸の在庫は十分で欠品の心配なし。', '', 'supply-news'],
  [
    '冷所保存の注射剤を室温にどのくらい置いてよいか、薬局から一般的な質問。実際の事例はなし。',
    '',
    'storage-question',
  ],
  [
    'MTXの連日誤服用を防ぐため、処方箋に服用曜日を明記する運用が市内の薬局で始まった。',
    '',
    'error-prevention',
  ],
  [
    '注射部位ローテーション図の入った新しい指導資料、来週から使用開始。',
    '',
    'device-training-material',
  ],
  [
    'クリニック事務から「注射のあと発疹が出たと患者に言われたら誰に連絡すれば？」と質問、報告ルートを案内した。',
    '',
    'what-if-question',
  ],
  [
    'Safety drill: we filled in a mock report form for a fictitious injection-site reaction. No real patient involved.',
    '',
    'mock-drill-en',
  ],
  [
    'リハ病院の作業療法士が、ペン型注射器の握り補助具を3Dプリンタで試作しているとのこと。',
    '',
    'rehab-device-aid',
  ],
  ['回復期病棟の入棟基準改定で、骨折後の平均在院日数が短くなってきた。', '', 'rehab-policy'],
  [
    '大学病院リウマチ科、紹介状テンプレートに疾患活動性スコアの欄を追加した。',
    '',
    'referral-template',
  ],
  ['近隣の整形外科ではヒアルロン酸関節注射の処方が減っているという話。', '', 'market-trend'],
  [
    'DOACの減量基準（腎機能・体重・年齢）を術後病棟の薬剤師向けに一枚にまとめて渡した。',
    '',
    'anticoag-material',
  ],
  [
    '骨粗鬆症注射の継続率を上げるため、半年ごとに電話フォローを入れているクリニックがある。',
    '',
    'adherence-program',
  ],
  [
    '寛解維持後の生物学的製剤の減量・休薬について、院長は「まだ時期尚早」という見解。',
    '',
    'tapering-opinion',
  ],
  [
    'JAK阻害薬の全例調査の結果が論文化されたので、MSLと一緒に説明に回る予定。',
    '',
    'pms-publication',
  ],
  [
    '自己注射が難しい在宅の高齢患者向けに、訪問看護との連携フローを病院側で作成中。',
    '',
    'home-care-pathway',
  ],
  [
    'Save the date：骨・関節フォーラム2025　講師：Prof. Hiroshi Tanaka　会場：パシフィコ横浜　詳細は追ってご案内します。',
    '',
    'lecture-invitation-mixed',
  ],
  [
    '【勉強会のご案内】「JAK阻害薬の安全性マネジメント」 演者：青木美穂先生（東都リウマチクリニック）日時：7月3日(木)19:00〜 会場：3階会議室',
    '',
    'lecture-invitation',
  ],
  [
    '人工股関節置換術の件数が前年比1割増。手術枠を広げるため麻酔科医を増員したそう。',
    '',
    'surgery-volume',
  ],
  [
    'Competitor claims a 30% share of first-line biologic starts in this territory.',
    '',
    'market-share-en',
  ],
  ['高額療養費と付加給付の説明ツール、医事課から使いやすいと好評。', '', 'patient-cost-tool'],

  // ---------- ae ----------
  [
    '自己注射を始めた患者さん、2回目のあとから注射部位が手のひら大に赤く腫れたと外来看護師から聞いた。',
    'ae',
    'injection-site-reaction',
  ],
  ['JAK阻害薬を始めて2か月で帯状疱疹、いまは休薬中と院長。', 'ae', 'herpes-zoster'],
  ['アダリムマブ導入から3か月でALTが150台まで上がり、継続するか検討中。', 'ae', 'lab-liver'],
  [
    'Denosumab patient had serum calcium down to 7.4 after the second dose; the doctor added supplements.',
    'ae',
    'lab-hypocalcaemia-en',
  ],
  [
    'TKA術後、抗凝固薬内服中に創部からの出血が止まらず、再縫合になったケースがあったと病棟看護師。',
    'ae',
    'postop-bleeding',
  ],
  [
    '人工股関節の術後、リバーロキサバンで予防していたのにDVTで再入院した方がいたとのこと。',
    'ae',
    'lack-of-effect-dvt',
  ],
  ['トシリズマブ投与中の方が腸管穿孔で緊急手術になったと聞いた。', 'ae', 'serious-gi'],
  [
    'MTXを毎日飲んでいた方が口内炎と汎血球減少で入院。週1回の指示を誤解していたらしい。',
    'ae',
    'dosing-error',
  ],
  [
    'ゾレドロン酸点滴の翌日、高熱と節々の痛みで一日寝込んだと患者さんが話していた、と薬剤師。',
    'ae',
    'acute-phase-reaction',
  ],
  [
    'テリパラチド自己注射の直後に立ちくらみで転倒した利用者がいる、と訪問看護から連絡があったそう。',
    'ae',
    'orthostatic-fall',
  ],
  [
    '飲み込みにくいからと、家族がトラマドール徐放錠を砕いて飲ませていたことが分かった。',
    'ae',
    'crushed-er-tablet',
  ],
  [
    'オートインジェクターが途中で止まり、薬液が半分ほどしか入らなかったと患者から申し出。',
    'ae',
    'device-failure',
  ],
  [
    'シリンジのガラスにひびが入っていたのに気づかず、そのまま注射してしまったとのこと。',
    'ae',
    'cracked-syringe-used',
  ],
  ['使用期限が2か月過ぎたペンを打ってしまったと、患者さんが外来で申告。', 'ae', 'expired-product'],
  [
    'JAK阻害薬を飲んでいる方の妊娠が分かった、どうしたらいいかと院長から相談。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '生物学的製剤を半年続けても腫脹関節数が変わらず、効果なしとして他剤に切り替え。',
    'ae',
    'lack-of-effect-switch',
  ],
  [
    'ロモソズマブ投与1か月後に心筋梗塞を起こした方がいる、と循環器から整形に連絡が来たらしい。',
    'ae',
    'cardiovascular-event',
  ],
  [
    'A patient on baricitinib was admitted with pneumonia last week, according to the ward pharmacist.',
    'ae',
    'serious-infection-en',
  ],
  [
    'PT noticed a patient getting short of breath with puffy ankles during gait training a few days after celecoxib was started; the doctor stopped it.',
    'ae',
    'therapist-witness-en',
  ],
  ['ビスホスホネートを長く飲んでいる方で、顎骨壊死疑いにより口腔外科へ紹介になった。', 'ae', 'onj'],
  [
    '非定型大腿骨骨折で入院した方、ビスホスホネートを8年続けていたと担当医。',
    'ae',
    'atypical-fracture',
  ],
  [
    'セレコキシブ内服中の術後患者で収縮期血圧が180台、降圧薬を追加したと病棟から。',
    'ae',
    'vital-sign-bp',
  ],
  ['アバタセプト開始後に間質性肺炎の増悪が見つかり、投与中止。', 'ae', 'ild-exacerbation'],
  [
    'Sarilumab: neutrophils fell to 800 so the next injection was held.',
    'ae',
    'lab-neutropenia-en',
  ],
  [
    '薬局で別の患者さんのペンを取り違えて渡し、その方がもう自己注射してしまったとのこと。',
    'ae',
    'wrong-patient',
  ],
  [
    'エタネルセプトを冷凍庫で保管していて、凍ったものを解かして打っていた患者がいたらしい。',
    'ae',
    'storage-misuse',
  ],
  [
    'ワルファリン服用中の方の膝に大きな皮下出血があるのを、リハ中に看護師が見つけた。',
    'ae',
    'bruising-witness',
  ],
  ['術後のオピオイド貼付剤で夜間せん妄と興奮があった、とPTから聞いた。', 'ae', 'delirium'],
  [
    "Patient's daughter rang the clinic: her mother has been vomiting since the methotrexate dose went up.",
    'ae',
    'relative-report-en',
  ],
  [
    'Carer at the group home said a resident on tofacitinib had shingles across the chest last month.',
    'ae',
    'carer-report-en',
  ],
  [
    '投与後むしろ血沈もCRPも上がってきていて、効果減弱のため増量を検討中。',
    'ae',
    'lab-lack-of-effect',
  ],
  [
    'インフリキシマブ点滴中に悪寒と血圧低下、途中で中断したと外来化学療法室の看護師。',
    'ae',
    'infusion-reaction',
  ],
  [
    '骨粗鬆症の注射を始めてから毎晩足がつると訴えがあり、主治医が中止を考えている。',
    'ae',
    'muscle-cramps',
  ],
  [
    '腎機能が落ちている方でプラリア後に低カルシウム血症、カルシウム補充を開始。',
    'ae',
    'hypocalcaemia',
  ],
  [
    '手術前にJAK阻害薬を休薬し忘れて飲み続け、術後に創部感染を起こしたケース。',
    'ae',
    'perioperative-infection',
  ],
  [
    '皮下ではなく筋肉に打っていたことが外来で判明、注射部位に硬いしこりができていた。',
    'ae',
    'wrong-route',
  ],
  ['月1回の製剤なのに毎週注射していたことが分かったと薬剤師。', 'ae', 'overdose-error'],
  [
    '人工関節術後に肺塞栓で亡くなった方がいたと、雑談の中で部長が触れていた。',
    'ae',
    'death-in-passing',
  ],
  [
    '術後エノキサパリン投与中に血小板が5万まで下がり、HIT疑いで中止。',
    'ae',
    'lab-thrombocytopenia',
  ],
  [
    'NSAIDsを長く飲んでいた方が黒色便で受診し、胃潰瘍が見つかったとリハ病院の看護師。',
    'ae',
    'gi-bleed',
  ],
  [
    'A patient took tofacitinib tablets that looked brownish and tasted odd; the pharmacy has kept the remaining batch.',
    'ae',
    'discoloured-tablets-en',
  ],
  [
    'Two patients on the same JAK inhibitor had LDL jump above 180 after starting — lipids now checked every visit.',
    'ae',
    'lab-lipids-en',
  ],
  [
    'Nurse says several patients have bruising and swelling with the new pen and are reluctant to carry on.',
    'ae',
    'injection-site-en',
  ],
  [
    '飼い主が自分のロキソプロフェンを犬に飲ませて、犬が吐いてしまったという話を薬局で聞いた。',
    'ae',
    'animal-exposure',
  ],
  [
    '家族の話では、生物学的製剤を打ち始めてから物忘れがひどくなったとのこと。',
    'ae',
    'relative-report',
  ],
  [
    'デノスマブを中断したら半年後に椎体骨折が多発した方がいた、とリウマチ医。',
    'ae',
    'discontinuation-rebound',
  ],
  [
    'ゴリムマブ使用中にHBV-DNAが陽性化、再活性化として核酸アナログを開始。',
    'ae',
    'hbv-reactivation',
  ],
  [
    'JAK阻害薬開始から半年で結核を発症した方がいる、と呼吸器内科から連絡があったらしい。',
    'ae',
    'tuberculosis',
  ],
  [
    'アプレミラストで下痢が続き、自己判断でやめてしまった患者がいる。',
    'ae',
    'self-discontinuation',
  ],
  ['関節内注射のあと膝が腫れて熱を持ち、化膿性関節炎疑いで入院。', 'ae', 'septic-arthritis'],
  [
    'テリパラチドのつもりでインスリンのペンを渡され、1回打って低血糖になったと薬局から報告があった。',
    'ae',
    'dispensing-error',
  ],
  [
    'A patient on upadacitinib had a DVT confirmed on ultrasound; drug stopped.',
    'ae',
    'thrombosis-en',
  ],
  [
    'After the first romosozumab dose there was a rash on both forearms, the clinic nurse told me.',
    'ae',
    'rash-en',
  ],
  [
    'Rehab OT said the patient went dizzy and nearly fainted standing up after the tramadol dose was increased.',
    'ae',
    'therapist-witness-en',
  ],
  [
    'The caregiver mentioned the patient died of sepsis in hospital last month while still on tocilizumab.',
    'ae',
    'death-en',
  ],
  [
    'The needle shield on the auto-injector failed to lock and the nurse helping the patient got a needlestick.',
    'ae',
    'device-needlestick-en',
  ],
  [
    'ヘパリン持続投与でポンプ設定を誤り10倍量が流れ、APTTが著明に延長したとのこと。',
    'ae',
    'pump-error',
  ],
  [
    'eGFRが60から38に落ちたのに気づかれず、DOACが常用量のまま続いていたと薬剤師。',
    'ae',
    'renal-dose-error',
  ],
  [
    '週1回のアレンドロネートを寝たまま飲んでいた方、胸やけがひどく食道炎と診断。',
    'ae',
    'administration-error',
  ],
  ['テリパラチド導入後に尿酸値が上がって痛風発作が出た、と整形外科医。', 'ae', 'lab-uric-acid'],
  ['バリシチニブを始めてから2か月で体重が6kg増えたと患者さんがこぼしていた。', 'ae', 'weight-gain'],
  [
    '孫がおばあちゃんのMTX錠を誤って飲んでしまい救急受診した、と薬局で聞いた。',
    'ae',
    'accidental-ingestion',
  ],
  ['ステロイド漸減中の方で血糖が300を超え、インスリン導入になった。', 'ae', 'lab-glucose'],
  [
    'イグラチモドを併用したらワルファリンが効きすぎて、PT-INRが6まで上がった。',
    'ae',
    'interaction',
  ],
  [
    'Patient says the biologic simply stopped working after a year — joints flaring again despite regular injections.',
    'ae',
    'loss-of-response-en',
  ],
  [
    '硬膜外鎮痛中に下肢の麻痺が出て、血腫疑いで緊急MRIを撮ったと麻酔科。',
    'ae',
    'epidural-haematoma',
  ],
  [
    'ペンの確認窓の薬液が黄色く濁っていたのに、そのまま使ってしまったと患者から電話。',
    'ae',
    'quality-defect-used',
  ],

  // ---------- id ----------
  [
    '本日みどりの丘リハビリテーション病院を訪問、回復期病棟での骨粗鬆症治療の継続率について意見交換。',
    'id',
    'rehab-hospital-name',
  ],
  ['やまだ整形外科に自己注射デモ機を2台置かせてもらえた。', 'id', 'ortho-clinic-name'],
  ['港南整形外科クリニック、来月から土曜午後も診療するとのこと。', 'id', 'ortho-clinic-place-name'],
  [
    '理学療法士の佐々木さんから、術後リハのパンフにデバイスの写真を入れたいと要望があった。',
    'id',
    'therapist-surname',
  ],
  [
    '外来看護師の中村様が自己注射指導の担当に。次回の指導見学の日程を調整中。',
    'id',
    'nurse-surname',
  ],
  ['鈴木先生（リウマチ科）は、T2Tの目標をSDAIで統一したい意向。', 'id', 'doctor-surname'],
  [
    'Met Dr. Tanaka at Seiwa Orthopaedic Hospital; he wants the slides on the new TKA analgesia protocol.',
    'id',
    'doctor-hospital-en',
  ],
  [
    'Visited Sakura Rehabilitation Hospital today; their OT team asked for more grip aids for the pens.',
    'id',
    'rehab-hospital-en',
  ],
  [
    '昨日の講演会（演者：高橋良介先生）は参加42名。質疑ではJAK阻害薬の使い分けに質問が集中した。',
    'id',
    'lecture-report',
  ],
  [
    '東邦大学医療センター大森病院の整形外科で、骨粗鬆症リエゾンチームが発足した。',
    'id',
    'university-hospital-name',
  ],
  [
    '訪問看護ステーションひまわりの所長が、在宅での自己注射支援について説明を聞きたいとのこと。',
    'id',
    'visiting-nurse-station',
  ],
  ['あおば薬局本店で、冷所保管の注射剤の受け渡し手順を一緒に確認。', 'id', 'pharmacy-name'],
  [
    '特別養護老人ホーム桜苑の嘱託医が、施設内での骨粗鬆症注射について相談したいそう。',
    'id',
    'care-home-name',
  ],
  [
    '70代男性の患者さんが自己注射の指導を受けるところを見学。手技はとても上手だった。',
    'id',
    'age-sex-person',
  ],
  [
    'A woman in her 60s at the clinic asked for the large-print IFU, so the nurse gave her our updated booklet.',
    'id',
    'age-sex-person-en',
  ],
  [
    '作業療法士の木村陽子さんが、握力の弱い患者さん向けにペンの補助具を工夫している。',
    'id',
    'therapist-full-name',
  ],
  [
    '山口整形外科リウマチクリニックの伊藤院長に、バイオシミラー切替の資料を説明。',
    'id',
    'clinic-and-director',
  ],
  [
    'Nurse Hayashi on 5 West is now the go-to person for injection teaching.',
    'id',
    'nurse-surname-en',
  ],
  [
    '北星リハビリテーション病院のPT長、小林さんと面談。術後の早期荷重の基準について。',
    'id',
    'rehab-therapist-name',
  ],
  ['整形外科こばやしクリニック、4月から骨密度測定装置を新しくする。', 'id', 'ortho-clinic-name'],
  ['石川県立中央病院リウマチ科、外来日が火・木に変わった。', 'id', 'public-hospital-name'],
  [
    'Dr. Emily Carter, a visiting rheumatologist from Sydney, joined the clinic meeting — she runs ultrasound-guided T2T.',
    'id',
    'doctor-full-name-en',
  ],
  [
    '研修会で講師をされた松本由紀先生のスライドを院内で共有したいと、医局秘書から依頼。',
    'id',
    'named-speaker-mention',
  ],
  ['病棟薬剤師の渡辺さんが、DOAC減量基準の一覧表を作ってくれた。', 'id', 'pharmacist-surname'],
  [
    'At Green Hills Medical Clinic the new nurse practitioner, Ms. Rachel Kim, runs all the osteoporosis injection appointments.',
    'id',
    'clinic-nurse-en',
  ],
  ['岡田整形外科（駅前）は月曜午前がリウマチ専門外来。', 'id', 'ortho-clinic-name'],
  [
    '聖マリア記念病院の手術室看護師長、佐藤様にVTE予防の資料をお渡しした。',
    'id',
    'hospital-nurse-name',
  ],
  [
    '80代女性の方がご家族と注射指導に来院。次回からは娘さんが打つ予定とのこと。',
    'id',
    'age-sex-person',
  ],
  [
    '先週の地区医師会学術講演会での前田先生のご講演が好評で、追加開催の要望が出ている。',
    'id',
    'lecture-report',
  ],
  [
    'Spoke with physiotherapist John Miller at Riverside Rehab Centre about post-op mobilisation guidelines.',
    'id',
    'therapist-full-name-en',
  ],
  ['南町整形外科の受付で、森先生は学会出張中と言われた。', 'id', 'ortho-clinic-doctor'],
  ['ひかり整形外科・リハビリテーション科、この春PTが3名入職。', 'id', 'ortho-rehab-clinic'],
  ['市立豊中病院の整形外科に人工関節センターが新設された。', 'id', 'municipal-hospital-name'],
  ['ケアハウスやすらぎの看護主任、藤井さんがデバイス練習用キットを希望。', 'id', 'care-home-nurse'],
  [
    'Mr. Sato, the pharmacist at Kita Pharmacy, asked for the cold-chain handling guide for the pens.',
    'id',
    'pharmacist-en',
  ],
  ['上田リウマチ・膠原病内科クリニックが開院。院長は大学病院の出身。', 'id', 'new-clinic-name'],
  ['藤田医科大学病院のリウマチ科で、JAK阻害薬の院内採用が決定。', 'id', 'university-hospital-name'],
  [
    '昨夜の講演会は帝国ホテル大阪で開催。演者の井上教授の話を聞いて、院長が逐次療法に関心を示していた。',
    'id',
    'lecture-report-venue',
  ],

  // ---------- ae+id ----------
  [
    '東山整形外科の院長から、デノスマブのあと低カルシウム血症で入院した方がいると聞いた。',
    'ae+id',
    'clinic-hypocalcaemia',
  ],
  [
    'PTの石井さんによると、リハ中に術後の方が急に胸痛を訴え、肺塞栓で転院になったそう。抗凝固薬は内服中だった。',
    'ae+id',
    'therapist-pe',
  ],
  ['70代女性、JAK阻害薬を始めて3週で帯状疱疹。皮膚科に紹介済み。', 'ae+id', 'age-sex-zoster'],
  [
    'Nurse Okada at Bayview Rehab said a patient on apixaban after hip replacement developed a large thigh haematoma.',
    'ae+id',
    'nurse-haematoma-en',
  ],
  [
    'あさひ薬局で、MTXを毎日飲んでいた方が見つかり主治医に連絡。すでに口内炎が出ていたとのこと。',
    'ae+id',
    'pharmacy-dosing-error',
  ],
  [
    'Man in his 50s on adalimumab developed drug-induced lupus, per Dr. Fujimoto.',
    'ae+id',
    'age-sex-lupus-en',
  ],
  [
    'さくら訪問看護ステーションから、テリパラチドのペンの針が詰まって打てず、何回分か抜けてしまった利用者がいると連絡。',
    'ae+id',
    'nurse-station-device',
  ],
  [
    '昨日の講演会で演者の西村先生が、自院でロモソズマブ投与後に脳梗塞を起こした症例を紹介していた。',
    'ae+id',
    'lecture-case',
  ],
  [
    '城北リハビリテーション病院で、オピオイド増量後にふらついて転倒し再骨折した方がいたとOTの坂本さん。',
    'ae+id',
    'rehab-fall',
  ],
];
