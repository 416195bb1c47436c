import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 14: vaccines, infections and travel clinics (vaccination (influenza, COVID, HPV, shingles, pneumococcal, RSV), antibiotics and antivirals, infection wards, travel medicine, school and workplace vaccination), about 70% Japanese; written by a helper who had seen neither the rules, the model nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", the lecture exception and a person's age and sex as an identifier included), after rules v19 landed; measured once with rules v19 and model nb-a5d645b9 before its misses were read.
 */
export const FRESH_VACCINES: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    'インフルワクチン、今季の初回出荷は例年より早く10月第1週から。卸の担当者情報、確定次第また共有します。',
    '',
    'supply',
  ],
  [
    '副反応疑い報告の様式改訂について院内薬局へ説明。記入例の追加を依頼された。',
    '',
    'reporting-form',
  ],
  [
    '組換え帯状疱疹ワクチン、2回目の接種間隔（2ヶ月、遅れた場合は6ヶ月以内）についての質問にDIの回答を持参。',
    '',
    'dosing-question',
  ],
  [
    '小児科Drより「MRと水痘を同日に別の腕に打っても問題ないか」と一般的な質問。具体的な症例があるわけではないとのこと。',
    '',
    'hypothetical',
  ],
  [
    '院内でアナフィラキシー対応のロールプレイ。模擬患者は研修医、アドレナリン0.3mg筋注までの時間を計測。',
    '',
    'training',
  ],
  [
    '事務長より、定期接種（肺炎球菌）の来年度自治体案内が出たら早めに共有してほしいとの依頼。',
    '',
    'schedule',
  ],
  [
    'コロナワクチンの廃棄を減らしたいと薬局から相談、1バイアル単位の発注可否を確認中。',
    '',
    'supply',
  ],
  ['AST介入後、カルバペネムのAUDが前年同期比で約２割減少したとのこと。', '', 'stewardship'],
  [
    '腎盂腎炎Pt、LVFX開始3日目で解熱、CRP 12.4→3.1。経過良好で退院調整中とのこと。',
    '',
    'improvement',
  ],
  [
    '学校医の先生談：HPVワクチンについて保護者の不安はまだ強い、説明用の資材がもっとほしい。',
    '',
    'attitude',
  ],
  ['高齢者向けRSVワクチン、近隣の自費価格は1万円台後半〜2万円台半ばでばらつきあり。', '', 'price'],
  [
    '渡航外来、夏休み前で黄熱ワクチンの予約が取りにくいとの声。検疫所の枠も埋まり気味。',
    '',
    'travel-demand',
  ],
  [
    '添付文書改訂（重大な副反応にギラン・バレー症候群を追記）のお知らせを配布、薬剤部で説明済み。',
    '',
    'label-change',
  ],
  [
    'DI問い合わせ：ワクチン接種後、献血できるまでの期間は？一般論での回答希望。',
    '',
    'general-question',
  ],
  ['セファゾリン後発品、限定出荷は続くが来月から数量増の見込みと卸より。', '', 'supply'],
  [
    '職域接種の会場レイアウトについて産業医から相談。接種後の観察スペースを15分×最大30人分確保の方針。',
    '',
    'workplace',
  ],
  ['オセルタミビル、院内採用を後発品へ切替決定。先発は在庫消化まで併用。', '', 'formulary'],
  [
    '感染対策委員会：今シーズンのインフル院内発生はゼロ、手指衛生の遵守率も78%→91%に改善。',
    '',
    'infection-control',
  ],
  [
    '看護部より、取り違え防止のためワクチンごとに色分けトレイを導入したいと相談。実際のヒヤリハットがあったわけではなく予防目的とのこと。',
    '',
    'error-prevention',
  ],
  [
    '看護師さんから、乳児の同時接種は何本まで可能かという質問。一般的な考え方と資料を案内。',
    '',
    'general-question',
  ],
  ['腎機能別のバラシクロビル投与量早見表を配布、薬剤部が病棟に掲示予定。', '', 'material'],
  [
    '蜂窩織炎で入院中のPt、CEZ点滴5日で発赤範囲が縮小し、明日から内服へスイッチ予定。',
    '',
    'improvement',
  ],
  ['ICUのMRSA検出率、直近3か月で８％→５％へ低下したと感染管理認定看護師。', '', 'stats'],
  [
    '【ご案内】感染症セミナー「高齢者の肺炎球菌ワクチン最新動向」講師：東都医科大学 感染制御部 山本健一先生／日時：11月14日(木)19:00〜／会場：ホテルグランヴィア3F 鳳凰の間。多数のご参加をお待ちしております。',
    '',
    'invitation',
  ],
  [
    '渡航医学Web講演会のご案内：12/3(火)19時〜、演者は品川トラベルクリニック院長 高橋先生。チラシ50部を医局に設置。',
    '',
    'invitation',
  ],
  [
    '副反応が出た場合の連絡先を受付マニュアルに明記してほしいと接種会場の責任者から依頼。',
    '',
    'procedure',
  ],
  [
    'ロタワクチンの初回接種期限（生後14週6日）を過ぎた場合の扱いについて、一般的な質問あり。',
    '',
    'general-question',
  ],
  ['コロナ・インフル同時抗原キット、薬局での販売が今週から再び増えているとのこと。', '', 'market'],
  ['抗菌薬の静注→経口スイッチ基準、院内プロトコルを改訂中で意見を求められた。', '', 'protocol'],
  [
    'HPVキャッチアップ接種の期限が近く、保健センターへの問い合わせが急増しているとのこと。',
    '',
    'demand',
  ],
  [
    'ワクチン保管冷蔵庫の温度記録、毎日つけている施設はまだ少数の印象。温度ロガーの案内資材を配布。',
    '',
    'cold-chain',
  ],
  [
    '停電で冷蔵庫の温度逸脱が起きたらどうするか、対応フローを教えてほしいとの質問。今のところ逸脱の事例はなし。',
    '',
    'hypothetical',
  ],
  [
    '予診票の書き方がわかりにくいと高齢の方からよく聞かれるとのこと。記入例付きの資材を希望。',
    '',
    'material',
  ],
  ['乳児向けRSV予防の抗体製剤、保険適用の対象範囲について質問を受けた。', '', 'question'],
  [
    '迅速検査陰性でも臨床診断で抗インフル薬を処方するか、Drの考えを伺った。流行期は出すことが多いとのこと。',
    '',
    'attitude',
  ],
  [
    '研修医向けに抗菌薬選択のクイズ形式勉強会。架空症例（誤嚥性肺炎、腎機能低下あり）を題材にディスカッション。',
    '',
    'training',
  ],
  [
    '看護師長から、接種後の観察を30分にすべき人の条件について質問。ガイドラインの該当ページを提示。',
    '',
    'question',
  ],
  ['予防接種健康被害救済制度の申請の流れについて、一般的な説明を求められた。', '', 'procedure'],
  ['コロナの経口抗ウイルス薬、併用禁忌が多く処方をためらうDrもいるという印象。', '', 'attitude'],
  [
    '教育委員会の担当者によると、学校での集団接種は予定なし、個別接種へ誘導する方針とのこと。',
    '',
    'school',
  ],
  ['市中肺炎で入院していたPt、抗菌薬終了後も再燃なく本日退院とのこと。', '', 'improvement'],
  [
    '熱性けいれんの既往がある子に接種する場合の注意点について、一般論として説明を依頼された。',
    '',
    'hypothetical',
  ],
  ['帯状疱疹ワクチン、自治体の助成開始で問い合わせが倍増。在庫確保の相談。', '', 'supply'],
  [
    '狂犬病の曝露前接種、短縮スケジュールの可否についてトラベルクリニックから質問。',
    '',
    'question',
  ],
  ['バンコマイシンTDMのトラフ目標からAUCガイドへの移行について薬剤部と意見交換。', '', 'tdm'],
  [
    'ｺﾛﾅ定期接種の自己負担額が市町村ごとに違うので、一覧表があれば助かると受付スタッフ。',
    '',
    'price',
  ],
  ['「接種当日お風呂入っていいの？」系の質問が多いとのことで、FAQ集を渡した。', '', 'faq'],
  ['今季インフルはA型主体、定点当たり報告数は先週12.3→今週９.8と減少傾向。', '', 'surveillance'],
  [
    '本社からの照会の件、回答します。当該施設は当社の肺炎球菌ワクチン採用済み、月間使用量は約40本とのことです。',
    '',
    'head-office',
  ],
  ['お疲れさまです！欠品していたMRワクチン、明日午前に入荷とのことです。', '', 'chat-supply'],
  ['A病院の感染症科、来年度から渡航外来を週2回に拡充予定。', '', 'travel-clinic'],
  [
    'K先生、帯状疱疹ワクチン2回目の予約忘れ防止にリマインドはがきを検討中とのこと。',
    '',
    'reminder',
  ],
  [
    'Travel clinicのnurseから、日本脳炎ワクチンのbooster間隔について質問、一般論で回答。',
    '',
    'question',
  ],
  ['RMPの追加のリスク最小化活動について薬剤部長に説明。資材の院内配布は了承済み。', '', 'rmp'],

  // ---- clean (English) ----
  [
    'Flu vaccine pre-orders through the regional wholesaler are up about 15% on last year; first deliveries expected week 40.',
    '',
    'supply',
  ],
  [
    'Pharmacist asked how to submit a suspected adverse reaction report for a vaccine. Walked her through the online form — no case at the moment, just wants to be ready.',
    '',
    'procedure',
  ],
  [
    'Ran the anaphylaxis drill with the mass vaccination site team: mock patient, adrenaline timing, call-for-help script. Went smoothly.',
    '',
    'training',
  ],
  [
    'Hypothetical from the travel nurse: if someone on oral typhoid capsules started an antibiotic mid-course, would it blunt the response? General question, nothing real behind it.',
    '',
    'hypothetical',
  ],
  [
    'Label update: fainting precautions strengthened in the HPV section. Left the Dear HCP letter with the practice manager.',
    '',
    'label-change',
  ],
  [
    'Cellulitis patient on IV cefazolin: redness receding, CRP 98 → 22 over four days, stepping down to oral tomorrow.',
    '',
    'improvement',
  ],
  [
    'ID consultant keen to cut CAP antibiotic courses to 5 days; asked for the latest trial summaries.',
    '',
    'attitude',
  ],
  [
    "RSV vaccine uptake in the over-75s at the practice is around 40% so far; they're sending text reminders this week.",
    '',
    'stats',
  ],
  [
    'Parents at the school info evening kept asking about side effects of the nasal flu spray. Mostly general worries, nothing to report.',
    '',
    'attitude',
  ],
  [
    'Cold-chain audit done: fridge logs complete for the quarter, no temperature excursions.',
    '',
    'cold-chain',
  ],
  [
    'Re head office query: the travel clinic stocks our hep A/typhoid combined vaccine and orders roughly 30 doses a month.',
    '',
    'head-office',
  ],
  [
    'Save the date: Travel Medicine Update, Thursday 21 March, 7 pm, The Royal Exchange Hotel. Speaker: Dr Fiona McAllister, Consultant in Infectious Diseases. Please register by 10 March.',
    '',
    'invitation',
  ],
  [
    'Pharmacy team wants a one-page guide on handling a faint after a jab — for staff training, not after any incident.',
    '',
    'training',
  ],
  [
    'Practice nurse asked whether the second shingles dose can be given at 6 months instead of 2. Explained the licensed range.',
    '',
    'question',
  ],
  [
    'Amoxicillin suspension back in stock at the wholesaler; clarithromycin liquid still constrained until next month.',
    '',
    'supply',
  ],
  [
    'UTI patient on nitrofurantoin: symptoms gone by day 3 and follow-up urine culture clear.',
    '',
    'improvement',
  ],
  [
    'sorry late reply!! yes the new COVID booster leaflet is the right one, old stock can be recycled',
    '',
    'chat',
  ],
  [
    'GP asking about moving at-risk adults from PPV23 to the newer conjugate vaccine — general policy question.',
    '',
    'question',
  ],
  [
    'Pharmacist says most travellers now pick atovaquone-proguanil over doxycycline for malaria prophylaxis because the post-trip course is only a week.',
    '',
    'travel',
  ],
  [
    'Infection ward: zero C. diff cases this month, which they put down to the PPI deprescribing push.',
    '',
    'stats',
  ],
  [
    "General off-label question: can the adult RSV vaccine be used under 60? Told them it's outside the licence and passed it to Medical Information.",
    '',
    'general-question',
  ],
  [
    'Pharmacy asked what they should do if an expired vial were ever used by mistake — wants it in their SOP, no such event has happened.',
    '',
    'hypothetical',
  ],

  // ---- ae (Japanese) ----
  [
    'インフルワクチン接種の翌日、接種部位が手のひら大に腫れて受診したPtがいたとのこと。冷罨法で様子見。',
    'ae',
    'local-reaction',
  ],
  [
    '帯状疱疹ワクチン2回目の後、３８度台の発熱と倦怠感で仕事を2日休んだ方が数名いると看護師さん。',
    'ae',
    'vaccine-fever',
  ],
  ['HPVワクチン接種直後に失神して転倒、額を切った生徒がいたと某クリニックのDr。', 'ae', 'syncope'],
  [
    'コロナワクチン接種から5日後に胸痛、トロポニン上昇で入院、心筋炎疑いとのこと。',
    'ae',
    'myocarditis',
  ],
  [
    '肺炎球菌ワクチン接種部位が広範囲に発赤・熱感、蜂窩織炎として抗菌薬が出た高齢Ptあり。',
    'ae',
    'local-reaction',
  ],
  [
    'MRを打つ予定だった子に水痘ワクチンを接種してしまったと院長から相談。保護者には説明済み。',
    'ae',
    'wrong-vaccine',
  ],
  [
    '使用期限切れのインフルワクチンを3名に接種していたことが翌日判明。今のところ全員症状なし。',
    'ae',
    'expired-product',
  ],
  ['予診時の確認漏れで、同じ方にコロナワクチンを1週間空けて重複接種。', 'ae', 'double-dose'],
  ['LVFX開始4日目でアキレス腱痛の訴え、中止してCTRXに変更とのこと。', 'ae', 'tendinopathy'],
  ['バンコマイシン投与中にCre 0.8→2.1へ上昇、減量して再度TDM。', 'ae', 'renal'],
  [
    'タミフルを飲んだ子が夜中に突然外へ走り出そうとしたと母親から聞いた、と薬局の薬剤師。',
    'ae',
    'abnormal-behaviour',
  ],
  [
    'ゾフルーザ服用3日経っても解熱せず再受診する患者が続いている、効きが悪い印象とDr。',
    'ae',
    'lack-of-effect',
  ],
  ['授乳中の方がAMPC/CVAを服用中、赤ちゃんが下痢気味と薬局に相談あり。', 'ae', 'breastfeeding'],
  ['妊娠に気づかないままMRワクチンを接種していたことが判明。産科へ紹介予定。', 'ae', 'pregnancy'],
  [
    '3歳未満の子にインフルワクチン0.5mLを接種、規定は0.25mL…と後から気づいたとのこと。',
    'ae',
    'wrong-dose',
  ],
  ['クラリス開始後、スタチン併用の高齢PtでCK上昇、筋肉痛の訴えあり。', 'ae', 'interaction'],
  ['ST合剤でK 6.1まで上昇、投与中止。', 'ae', 'lab-value'],
  [
    '腎機能低下Ptにバラシクロビル通常量、3日目に意識障害で透析施行とのこと。',
    'ae',
    'encephalopathy',
  ],
  ['コロナワクチン接種後に月経が乱れたという声がスタッフから複数あると産業医。', 'ae', 'menstrual'],
  [
    '訪問看護師経由で、奥さんの話では抗生剤を飲み始めてからご主人がほとんど食事を取らなくなったとのこと。',
    'ae',
    'relative-report',
  ],
  [
    'ワクチン接種後から腕が上がらなくなり、整形で肩の滑液包炎と言われた人がいるとDr。',
    'ae',
    'shoulder-injury',
  ],
  [
    '接種中にシリンジのプランジャーが動かなくなり半量しか入らなかった。再接種が必要か問い合わせ。',
    'ae',
    'device-failure',
  ],
  [
    'バイアル内に浮遊物、気づいたのは2人目に接種した後とのこと。ロット番号を控えて回収依頼。',
    'ae',
    'quality',
  ],
  ['抗菌薬治療後にCD腸炎、下痢が続き入院期間が延びたとのこと。', 'ae', 'c-diff'],
  ['セフェム系投与2日目に全身の紅斑、薬疹としてステロイド内服開始。', 'ae', 'rash'],
  [
    '施設でイナビルを予防投与したのにその後発症した入所者が複数いたと施設の看護師。',
    'ae',
    'lack-of-effect',
  ],
  ['子どもが抗生剤シロップを一度に2日分飲んでしまったと保護者から薬局に電話。', 'ae', 'overdose'],
  [
    '渡航前にメフロキンを開始、悪夢と強い不安感で中止し、アトバコン・プログアニルへ変更。',
    'ae',
    'neuropsych',
  ],
  [
    '黄熱ワクチン接種の約1週間後から発熱と筋肉痛、出発前に受診したとのこと。',
    'ae',
    'vaccine-fever',
  ],
  [
    'コロナワクチン打ってから耳鳴りが続いている、という来局者の話を薬剤師が教えてくれた。',
    'ae',
    'indirect',
  ],
  ['乳児にRSV抗体製剤投与後、無呼吸発作で入院。因果関係は不明とDr。', 'ae', 'apnoea'],
  ['接種後15分の観察中に蕁麻疹と喉の違和感、アドレナリン筋注で軽快。', 'ae', 'anaphylaxis'],
  [
    '帯状疱疹ワクチン2回接種済みなのに帯状疱疹を発症した患者がいる、とDrが雑談で。',
    'ae',
    'lack-of-effect',
  ],
  [
    'HPVワクチン接種後から頭痛と倦怠感が続き、学校を休みがちだと養護教諭から相談があったとのこと。',
    'ae',
    'school',
  ],
  ['同じ子に四種混合を同日に2本打ってしまったと事務から連絡。', 'ae', 'double-dose'],
  [
    '予診票の取り違えで、対象外の方に肺炎球菌ワクチンを接種してしまったとのこと。',
    'ae',
    'wrong-patient',
  ],
  ['アジスロ服用翌日に動悸、心電図でQT延長を指摘されたとのこと。', 'ae', 'qt'],
  [
    '去年インフルワクチンを打った直後に顔面神経麻痺になったので今年は打たない、と話す患者さんがいたとDr。',
    'ae',
    'past-event',
  ],
  [
    '高齢者施設でインフル集団発生、接種済みの入所者も多数発症し1名亡くなったと雑談で。',
    'ae',
    'death',
  ],
  ['リネゾリド2週間超で血小板18万→6万、中止。', 'ae', 'haematology'],
  [
    '職域接種で、小児用製剤を成人に接種していたことが判明（濃度違い）。対象者に連絡中。',
    'ae',
    'wrong-product',
  ],
  [
    '解凍後の使用期限を過ぎたコロナワクチンを使用してしまい、接種者5名に連絡中とのこと。',
    'ae',
    'expired-product',
  ],
  [
    '生物学的製剤使用中の方に黄熱ワクチンを接種してしまった、と渡航外来から相談。',
    'ae',
    'contraindicated',
  ],
  [
    'ケアマネ経由で、接種してからおばあちゃんが一日中寝ていて食事量が半分になったと家族が話しているとのこと。',
    'ae',
    'relative-report',
  ],
  [
    'おたふくかぜワクチン接種の約3週間後に耳下腺腫脹と発熱、無菌性髄膜炎疑いで入院。',
    'ae',
    'mumps-vaccine',
  ],
  ['眼科用の抗菌点眼薬を耳に使うよう指示されていたPtがいる、とB薬局から。', 'ae', 'off-label'],
  [
    '接種後 anaphylaxis疑い、エピペン使用で軽快とのこと。Dr曰く this is the first in 10 years.',
    'ae',
    'anaphylaxis',
  ],
  ['Dr. X、CTRX投与中の小児で胆泥・腹痛が出たとのこと。', 'ae', 'pseudolithiasis'],

  // ---- ae (English) ----
  [
    'Pharmacist at one of the chain branches said a customer fainted about five minutes after her flu jab; came round quickly, sat for half an hour, went home.',
    'ae',
    'syncope',
  ],
  [
    "GP mentioned in passing that one of his older patients died of pneumonia a fortnight after the pneumococcal jab; he doesn't think it's related.",
    'ae',
    'death',
  ],
  [
    'Travel nurse: client on doxycycline prophylaxis came back with a blistering sunburn-type rash from day 4 of the trip.',
    'ae',
    'photosensitivity',
  ],
  [
    'Two children at the school session got nasal flu vaccine from a box left out of the fridge overnight.',
    'ae',
    'cold-chain-error',
  ],
  [
    "Patient on clarithromycin couldn't stand the metallic taste and stopped after two days; GP switched to doxy.",
    'ae',
    'switch',
  ],
  [
    "After the COVID booster, the patient's BP went from a usual 128/80 to 172/98; GP rechecking next week.",
    'ae',
    'vital-sign',
  ],
  [
    'Daughter rang the pharmacy: her mum has been confused and not sleeping since starting aciclovir for shingles.',
    'ae',
    'relative-report',
  ],
  [
    'Pharmacy gave the shingles vaccine to a customer booked for RSV — two look-alike cartons on the same shelf.',
    'ae',
    'wrong-vaccine',
  ],
  [
    'Needle came off the syringe mid-injection and roughly half the dose ran down the arm. Clinic asking whether to re-dose.',
    'ae',
    'device-failure',
  ],
  [
    "Registrar on the infection ward says they've had three red man reactions with vancomycin this month, all needing the infusion slowed.",
    'ae',
    'infusion-reaction',
  ],
  [
    "Oseltamivir didn't seem to touch it — still febrile on day 5 and ended up admitted.",
    'ae',
    'lack-of-effect',
  ],
  [
    "Pregnant traveller was given the live oral typhoid vaccine before anyone asked — she's about 10 weeks. Midwife informed.",
    'ae',
    'pregnancy',
  ],
  [
    "Teenager got the second HPV dose two weeks after the first; the booking system didn't flag the interval.",
    'ae',
    'schedule-error',
  ],
  [
    'quick one — carer at the nursing home says residents have been drowsy and off their food since the antiviral course started',
    'ae',
    'carer-report',
  ],
  [
    'Expired PPV23 given to four patients at the Saturday clinic — nobody unwell so far.',
    'ae',
    'expired-product',
  ],
  [
    'ENT surgeon told me a patient lost hearing in one ear after a course of IV gentamicin.',
    'ae',
    'ototoxicity',
  ],
  [
    'Patient with a documented penicillin allergy got amoxicillin by mistake; hives within the hour, settled with an antihistamine.',
    'ae',
    'allergy-error',
  ],
  [
    'Consultant has been giving the RSV vaccine to transplant patients under 60, outside the licence — about ten so far.',
    'ae',
    'off-label',
  ],
  [
    'Breastfeeding mum took fluconazole for thrush and the baby had loose stools for a couple of days.',
    'ae',
    'breastfeeding',
  ],

  // ---- id (Japanese) ----
  [
    'さくら台こどもクリニックの院長、来月からHPVキャッチアップ専用枠を新設予定とのこと。',
    'id',
    'clinic-name',
  ],
  ['田中先生より帯状疱疹ワクチンの患者向け冊子を追加で20部依頼。', 'id', 'doctor-name'],
  ['みなと中央病院の感染制御部を訪問、AST活動の年報をいただいた。', 'id', 'hospital-name'],
  [
    'ひまわり調剤薬局の佐藤薬剤師、薬局でのコロナワクチン接種には前向きな様子。',
    'id',
    'pharmacist-name',
  ],
  [
    '昨日の講演会（演者：中村先生）、渡航ワクチンの同時接種スケジュールの話が好評でした。',
    'id',
    'lecture-report',
  ],
  ['70代女性の肺炎球菌ワクチン接種歴についてご家族から照会あり、DIに回答を依頼。', 'id', 'age-sex'],
  [
    '訪問看護ステーション「はるかぜ」から、在宅療養者のインフル接種の流れについて問い合わせ。',
    'id',
    'facility-name',
  ],
  ['青葉台内科の鈴木Dr、今季のインフルワクチンは完全予約制にしたとのこと。', 'id', 'clinic-doctor'],
  ['折り返しは薬剤部直通 045-321-7788 までとのこと。', 'id', 'phone'],
  [
    '特養ゆうあい苑、入所者80名分のインフルワクチン手配完了。接種日は10/28予定。',
    'id',
    'care-home',
  ],
  [
    '市立北が丘小学校から、学校保健委員会でHPVワクチンの説明をしてほしいと依頼あり。',
    'id',
    'school-name',
  ],
  [
    'ひかりが丘総合病院の渡辺看護師長、接種後観察エリアの椅子配置を見直したいとのこと。',
    'id',
    'person-hospital',
  ],
  ['T.K.さん（40代男性）、渡航前のA型肝炎ワクチン2回目を予約済み。', 'id', 'initials-age-sex'],
  ['山口クリニックでRSVワクチン導入を検討中、価格表を送付済み。', 'id', 'clinic-name'],
  [
    'こばと保育園の園長先生より、職員のインフル接種をまとめて頼める医療機関を知りたいと相談。',
    'id',
    'nursery',
  ],
  ['先週の院内勉強会は森本先生が講師、抗菌薬適正使用がテーマで参加25名。', 'id', 'lecture-report'],
  ['松本さん（薬局事務）から、予約システム更新で接種枠を増やしたと連絡あり。', 'id', 'person'],
  ['5歳男児、MR2期の接種時期について保護者から問い合わせ。', 'id', 'age-sex'],
  ['くすのき薬局駅前店、今季から帯状疱疹ワクチンの相談会を月1で開催予定。', 'id', 'pharmacy-name'],
  ['東和メディカルの事務長へ、コロナワクチンの返品ルールを説明。', 'id', 'clinic-name'],
  ['感染症科の岡田真理子先生に、新しい抗菌薬ガイドラインの要約を手渡し。', 'id', 'full-name'],
  [
    '80代男性が渡航前相談で来院、黄熱ワクチンの高齢者での注意点を説明したとのこと。',
    'id',
    'age-sex',
  ],
  [
    '北山病院 小児科病棟と、RSVシーズン前のモノクローナル抗体の運用について打ち合わせ。',
    'id',
    'hospital-name',
  ],
  [
    'みどり野ファミリークリニックの予約電話（0120-55-2319）、院内ポスターに掲載予定。',
    'id',
    'phone',
  ],
  ['本日の講演（演者：聖マリア会病院 石井先生）、終了後に質問が10件以上。', 'id', 'lecture-report'],
  [
    'Green Cross Pharmacyの薬剤師 Ms. Tanakaより、渡航ワクチンの取扱い拡大について相談。',
    'id',
    'pharmacist-name',
  ],
  [
    'トラベルケア汐留（渡航外来）、狂犬病ワクチンの在庫を追加したいとのこと。',
    'id',
    'travel-clinic-name',
  ],

  // ---- id (English) ----
  [
    'Dropped the RSV vaccine pack with Dr Harris at Elmwood Surgery; she wants uptake broken down by postcode.',
    'id',
    'doctor-surgery',
  ],
  [
    'Maple Leaf Pharmacy is adding a Saturday travel clinic from next month.',
    'id',
    'pharmacy-name',
  ],
  [
    'Met Sarah Whitfield, lead nurse at Riverside Health Centre, about the school flu programme timetable.',
    'id',
    'full-name',
  ],
  [
    'Woman in her 40s at the travel clinic asking if she needs a rabies booster before Vietnam — advised, booked in.',
    'id',
    'age-sex',
  ],
  [
    'Mr Okafor, pharmacist at Greenway Chemists, wants more COVID booster consent forms.',
    'id',
    'pharmacist-name',
  ],
  [
    'Last night went well — Prof. Lindqvist spoke on antimicrobial resistance to about 40 GPs, lots of questions on urine dipsticks.',
    'id',
    'lecture-report',
  ],
  [
    "St Anne's Primary wants a parents' session on HPV before the spring round.",
    'id',
    'school-name',
  ],
  [
    'Call-back number for Harbourview Travel Clinic is 020 7946 0321 — ask for the nurse manager.',
    'id',
    'phone',
  ],
  [
    'J.M., 68-year-old man, booked for his second shingles dose next Tuesday.',
    'id',
    'initials-age-sex',
  ],
  [
    'Oakfield Care Home wants the pneumococcal catch-up list for new residents sorted before winter.',
    'id',
    'care-home',
  ],
  [
    "Dr Patel (Brookside Medical) says they're going paperless for vaccine consent by January.",
    'id',
    'doctor-name',
  ],

  // ---- ae+id (Japanese) ----
  [
    'ひだまり小児科で、同時接種の夜に熱性けいれんを起こした子がいたとのこと。救急搬送され当日帰宅。',
    'ae+id',
    'febrile-seizure',
  ],
  [
    '佐々木先生の担当Pt、バンコマイシンでCreが上がり一時的に透析が必要になったとのこと。',
    'ae+id',
    'renal',
  ],
  [
    '藤井内科より、60代女性が帯状疱疹ワクチン接種後に接種部位の強い痛みと腫れで3日間腕が上がらなかったと報告。',
    'ae+id',
    'local-reaction',
  ],
  [
    '本町薬局の小川薬剤師より、タミフル服用後に小学生がベランダに出ようとしたとの話。',
    'ae+id',
    'abnormal-behaviour',
  ],
  ['Pt Y.S.（30代女性）、HPVワクチン接種直後に失神、転倒はなし。', 'ae+id', 'syncope'],
  [
    '清水台病院の感染症病棟で、セフェピム投与中の高齢Ptに意識障害、減量後に改善とのこと。',
    'ae+id',
    'encephalopathy',
  ],
  [
    '山田さんご本人から、コロナワクチン接種後ずっと動悸が続いていると電話があったと受付。',
    'ae+id',
    'palpitations',
  ],

  // ---- ae+id (English) ----
  [
    'Dr Nguyen at Westbrook Clinic reported a 7-year-old girl who had a febrile seizure the night after her MMR.',
    'ae+id',
    'febrile-seizure',
  ],
  [
    "Per the pharmacist at Hillcrest Pharmacy, Mrs Patterson's son says she's been dizzy and falling since starting the new antibiotic.",
    'ae+id',
    'falls',
  ],
];
