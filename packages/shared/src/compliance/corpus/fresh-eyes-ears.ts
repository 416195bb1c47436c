import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 10: eyes, ears and mouths (MR notes from ophthalmology, ENT and dental/oral-surgery clinics and their neighbouring pharmacies: eye drops, intravitreal injections, glaucoma, dry eye,
 * vertigo and hearing, sinusitis, mouthwashes, post-extraction antibiotics, bisphosphonates and the jaw, anticoagulants before dental work, mixed with ordinary business notes), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_EYES_EARS: readonly Row[] = [
  // ---- clean (Japanese) ----
  ['ルミナート点眼液5mLの在庫が残り3箱、来週月曜の定期便で10箱補充予定。', '', 'stock-replenish'],
  [
    '門前薬局よりネオフロキサ点眼の新包装への切替時期について問い合わせ。卸の担当に確認して折り返す。',
    '',
    'packaging-inquiry',
  ],
  [
    '眼科医会 学術講演会のご案内：11月14日(木)19時〜、ホテルグランシエル2F「翠の間」、演者 三上達郎先生(さくら台眼科クリニック院長)「緑内障治療の最近の話題」。多数のご参加をお待ちしております。',
    '',
    'lecture-invitation-named-speaker',
  ],
  [
    '添付文書改訂のお知らせ(重要な基本的注意に眼圧上昇に関する記載を追加)を担当全施設に配布、説明済み。',
    '',
    'label-revision',
  ],
  [
    '副作用報告の社内手順(知り得た日から24時間以内に安全管理部へ)をチーム会議で再確認。',
    '',
    'reporting-procedure',
  ],
  [
    '歯科医院向け「顎骨壊死リスクと抜歯前の確認事項」説明資料の改訂版が届いた。来週から持参する。',
    '',
    'material-update',
  ],
  [
    'A耳鼻科、めまい外来の新患が最近増えているとの話。メニエルト錠の処方は横ばい〜微増。',
    '',
    'market-observation',
  ],
  [
    'ドライアイ点眼は冬場に処方が伸びる傾向。競合のヒアルロン酸製剤との比較表を作成中。',
    '',
    'market-seasonality',
  ],
  [
    '抜歯前に抗凝固薬を休薬すべきかどうか、一般論として質問された。学会の指針資料を後日お届けする約束。',
    '',
    'general-question-anticoagulant',
  ],
  [
    '受付スタッフから「もし点眼後に目が赤くなったと言われたらどう答えればいいか」と仮定の質問。患者向けQ&A集を渡した。',
    '',
    'hypothetical-question',
  ],
  ['B眼科の硝子体注射の施行件数は月40件前後で安定しているとのこと。', '', 'procedure-statistics'],
  ['人工涙液の試供品20本を納品、受領サインもらった。', '', 'sample-delivery'],
  [
    '視能訓練士向けの視野検査ハンズオン資料を配布。次回は斜視検査編を希望とのこと。',
    '',
    'material-orthoptist',
  ],
  ['来月から担当エリア変更。引き継ぎ書類作成中、得意先リストの整理が先。', '', 'territory-change'],
  ['口腔外科の医局説明会、日程調整中(候補：第2・第4水曜の昼)。', '', 'meeting-scheduling'],
  [
    '含嗽剤デンタクリーンの販促ポスター、薬局店頭に貼ってよいと許可をもらった。',
    '',
    'promotion-pharmacy',
  ],
  [
    '点耳薬の使い方リーフレット(手で温めてから、耳たぶを後ろに引いて)を追加で50部発注。',
    '',
    'leaflet-order',
  ],
  [
    '緑内障点眼の1年継続率は全国で約7割という社内調査データを紹介。アドヒアランス向上策について意見交換。',
    '',
    'adherence-statistics',
  ],
  ['先月から開始した患者さん、眼圧が24→16mmHgまで下がり経過良好とのこと。', '', 'improvement-iop'],
  [
    '副鼻腔炎で処方した患者の鼻閉がすっかり改善、再診不要になったとK先生。',
    '',
    'improvement-sinusitis',
  ],
  [
    'オトシール点耳液が卸で欠品ぎみ。メーカー出荷調整のお知らせを各薬局へFAXした。',
    '',
    'supply-shortage',
  ],
  [
    'ビスホスホネート服用中の方の抜歯前確認について、歯科衛生士向け院内勉強会を提案。先方前向き。',
    '',
    'training-proposal',
  ],
  ['待合室の緑内障啓発冊子、残部少なめなので30部補充。', '', 'material-replenish'],
  [
    '点眼瓶のキャップ色が似ていて紛らわしくないか、取り違え防止の工夫を一般論として意見交換。具体的な事例はなし。',
    '',
    'error-prevention-discussion',
  ],
  ['製品説明会の弁当手配12名分、アレルギー確認済み(食品の)。', '', 'meeting-logistics'],
  [
    '新規採用の審議は次回の薬事委員会で議題に上がる見込み。資料提出は月末締め。',
    '',
    'formulary-process',
  ],
  [
    '開封後の使用期限(1か月)について薬剤師から一般的な確認。添付文書の該当箇所を示して説明済み。',
    '',
    'general-question-expiry',
  ],
  ['Dr面談5分、Rx状況ヒアリングのみ。次回は配合剤の資料持参。', '', 'terse-visit'],
  ['白内障手術の術前抗菌点眼プロトコルについて資料提供の依頼あり。', '', 'protocol-request'],
  ['歯周病学会の展示ブース当番、土曜の午前担当になった。', '', 'conference-booth'],
  [
    '防腐剤フリーの新規点眼、既存品との薬価差を質問された。薬価表を後日送付。',
    '',
    'price-question',
  ],
  ['定期安全性報告の要約を説明。新たな懸念事項はないことを伝えた。', '', 'safety-update-no-event'],
  [
    'Web講演会のご案内メール送信：12月3日20時〜、演者 佐伯由美子先生(みなと台アイクリニック)「ドライアイ診療の実際」。視聴登録をお願いします。',
    '',
    'webinar-invitation',
  ],
  [
    '抜歯後の抗菌薬は3日分程度の処方が多い、と歯科医師会の資料にあるとの話題。',
    '',
    'general-practice-info',
  ],
  ['営業会議：今期のENT領域目標は前年比105%、点鼻薬の新規開拓が課題。', '', 'sales-meeting'],
  ['サンプル管理簿の記入漏れを自分で見つけて訂正した。上長に報告済み。', '', 'internal-record-fix'],
  ['眼科クリニックが来春移転予定とのこと、新住所はまだ未定。', '', 'clinic-relocation'],
  [
    '補聴器外来を開設する耳鼻科が増えている印象。関連資材のニーズあるかも。',
    '',
    'market-observation-hearing',
  ],
  [
    '点眼後に目頭を押さえる指導の意義についてスライドを1枚足してほしい、と説明会での要望。',
    '',
    'slide-request',
  ],
  [
    'アルコールフリーの含嗽剤はあるかと薬剤師から質問。当社にはなしと回答。',
    '',
    'product-question',
  ],
  [
    '硝子体注射キットの保管温度(2〜8℃)について再確認の問い合わせ。冷蔵で問題ないと回答した。',
    '',
    'storage-question',
  ],
  [
    '抗凝固薬服用中の方の抜歯時止血手順について、院内マニュアル作りを手伝ってほしいと依頼された。',
    '',
    'manual-support',
  ],
  ['ドライアイの患者はスマホの長時間使用が多い、と院長の一般的なコメント。', '', 'general-comment'],
  ['先週注文分、遅延なく到着確認。検品も問題なし。', '', 'delivery-confirmation'],
  ['MR継続研修のeラーニング受講完了、修了証をアップロード。', '', 'training-completion'],
  ['点眼回数を減らす目的で配合剤へ切り替える先生が増えている。', '', 'switching-trend'],
  [
    '眼圧計の更新を検討中で、機器メーカーを紹介できないかと言われたが、対応できない旨お伝えした。',
    '',
    'out-of-scope-request',
  ],
  ['「副作用が疑われたときの連絡先」カードを各施設に配布完了。', '', 'contact-card'],
  [
    '花粉シーズン前に点鼻薬の在個を多めに確保してほしいとの依頼、卸に連絡。',
    '',
    'seasonal-stock-typo',
  ],
  [
    '口腔乾燥の患者向け保湿ジェルについて情報が欲しいと言われたが、当社品はないので一般情報のみ。',
    '',
    'info-request',
  ],
  [
    '白内障術後の点眼は3種類で統一している、とのこと。採用変更の予定はなし。',
    '',
    'clinic-protocol',
  ],
  ['来期の講演会テーマ候補：「高齢者のめまい」「口腔ケアと誤嚥性肺炎」。', '', 'event-planning'],
  [
    '妊娠中の方に使ってよいか添付文書上の記載を確認したい、と一般的な質問。該当項を提示。',
    '',
    'general-question-pregnancy',
  ],
  ['術前消毒を徹底してから3年間、術後感染はゼロが続いているとのこと。', '', 'no-event-statistic'],

  // ---- clean (English) ----
  [
    'Dropped off 30 sample packs of the preservative-free tear substitute at the eye clinic, signed receipt on file.',
    '',
    'sample-delivery',
  ],
  [
    'Pharmacist asked in general whether the new mouthwash is OK for people on warfarin; sent the interaction section of the label.',
    '',
    'general-question-interaction',
  ],
  [
    'Invitation sent: ENT evening seminar on 22 Jan, 7 pm, Harbourview Hotel Room B, speaker Dr. Kenji Morioka (Asahigaoka ENT Clinic) on managing recurrent vertigo. Please register by 15 Jan.',
    '',
    'seminar-invitation-named-speaker',
  ],
  [
    'Went through the adverse event reporting SOP with the new hire, stressed the 24h timeline.',
    '',
    'reporting-procedure',
  ],
  [
    'Intravitreal injection volume in the region is flat vs last quarter according to market data.',
    '',
    'market-data',
  ],
  [
    'Dr. X asked what should happen, hypothetically, if a patient put drops in the wrong eye; pointed him to the medical information line.',
    '',
    'hypothetical-question',
  ],
  [
    'Pressure came down from 26 to 17 after starting the combination drop, doctor pleased with the response.',
    '',
    'improvement-iop',
  ],
  [
    'Stock check: 4 boxes of the antibiotic ear drops left, reorder placed with the wholesaler.',
    '',
    'stock-check',
  ],
  [
    'Label update on the jaw osteonecrosis warning handed out to the dental clinics in my area.',
    '',
    'label-update',
  ],
  [
    'Hygienist asked for patient leaflets on how to rinse gently after an extraction.',
    '',
    'leaflet-request',
  ],
  [
    'Team meeting: Q3 ophthalmology target up 8%, focus on the new combo drop.',
    '',
    'sales-meeting',
  ],
  [
    'Stat shared at the meeting: roughly 1 in 10 glaucoma patients nationally stop their drops within a year.',
    '',
    'adherence-statistic',
  ],
  ['Competitor launched a new dry eye drop, priced about 10% under ours.', '', 'competitor-intel'],
  ['Orthoptist wants more amblyopia patching charts for the kids corner.', '', 'material-request'],
  [
    'Handed out the sinusitis guideline summary; doc asked for the Japanese version too.',
    '',
    'guideline-material',
  ],
  [
    'Cold-chain check for the injection kits was fine, reviewed the fridge log with the pharmacist.',
    '',
    'cold-chain-check',
  ],
  [
    'Ran a short session for pharmacy staff on telling lookalike drop bottles apart. No incidents came up.',
    '',
    'training-lookalike',
  ],
  ['Clinic switching to electronic prescriptions from next April.', '', 'operational-change'],
  [
    'Congestion fully cleared after the sinus course, doc says no follow-up needed.',
    '',
    'improvement-sinusitis',
  ],
  [
    'Asked about bridging anticoagulants before dental surgery in general; sent the society consensus paper.',
    '',
    'general-question-bridging',
  ],
  ['Booked the meeting room for the product briefing, 15 ppl.', '', 'logistics'],
  [
    'Requested an updated safety data sheet for the chlorhexidine rinse for the hospital pharmacy files.',
    '',
    'document-request',
  ],

  // ---- ae (Japanese) ----
  ['点眼開始2週で眼圧18→27、別剤に変更とのこと。', 'ae', 'iop-rise-switch'],
  [
    '門前の薬剤師さんより：右眼だけの指示の点眼を、患者さんが両眼にさしていた。',
    'ae',
    'wrong-eye-both',
  ],
  [
    '点耳薬のつもりで点眼薬を耳に入れてしまった方がいた、と受付の方から聞いた。',
    'ae',
    'eye-drop-in-ear',
  ],
  [
    '抜歯後なかなか血が止まらず翌日再来院。抗凝固薬は継続したままだったそう。',
    'ae',
    'post-extraction-bleeding',
  ],
  [
    'ボナリッド錠を長く飲んでいる方、抜歯窩が3か月たっても閉じず骨が見えているとのこと。',
    'ae',
    'jaw-bone-exposure',
  ],
  [
    '硝子体注射の翌日に急に見えにくくなり、眼内炎疑いで緊急手術になった例あり。',
    'ae',
    'post-injection-endophthalmitis',
  ],
  [
    'ドライアイ点眼を使い始めてから目の周りが赤くかゆくなり、使用を止めたと。',
    'ae',
    'periocular-dermatitis',
  ],
  [
    '含嗽剤を使い始めて舌が茶色っぽくなった、と患者さんが薬局で訴えていた。',
    'ae',
    'tongue-discoloration',
  ],
  [
    '奥様から電話：ご主人がメニエルト錠を飲み始めてからふらつきが強くなったとのこと。',
    'ae',
    'relative-report-dizziness',
  ],
  [
    '点眼ボトル内に黒い浮遊物、開封済みで患者さんが2日間使っていた。',
    'ae',
    'quality-particle-used',
  ],
  ['未開封の箱の中で点眼瓶のノズルが割れていた、と薬局から連絡。', 'ae', 'quality-cracked-nozzle'],
  ['3か月続けても眼圧がまったく下がらず、結局もう1剤追加になった。', 'ae', 'lack-of-effect'],
  ['抜歯後に出した抗菌薬、3日目に全身に発疹が出て歯科から皮膚科へ紹介。', 'ae', 'rash-antibiotic'],
  ['点鼻薬を使い始めて鼻血が頻回、回数を減らすよう指示したとのこと。', 'ae', 'epistaxis'],
  ['副鼻腔炎の抗菌薬で下痢が続き、途中で打ち切り。', 'ae', 'diarrhoea-discontinued'],
  [
    '散瞳の点眼を受けた帰り道に転んだ、とご家族から眼科に連絡があったらしい。',
    'ae',
    'fall-after-mydriasis',
  ],
  [
    '術後のステロイド点眼、定期受診で眼圧35まで上がっているのが見つかった。',
    'ae',
    'steroid-iop-rise',
  ],
  [
    '小さいお子さんがおばあちゃんの点眼薬をくわえて少し飲んだかもしれない、と薬剤師経由で相談。',
    'ae',
    'accidental-ingestion-child',
  ],
  [
    '抗菌薬の点滴のあとから耳鳴りがひどくなった、という話を耳鼻科で聞いた。',
    'ae',
    'tinnitus-after-antibiotic',
  ],
  [
    '調剤でラタミスト点眼の代わりに名前の似た別の点眼が渡され、1週間使っていた。',
    'ae',
    'dispensing-error-lookalike',
  ],
  ['1日2回のところ4回さしていたことが判明。本人は「早く治したくて」と。', 'ae', 'overuse'],
  ['口内炎用の含嗽剤、飲み込むときにしみて痛いので中断。', 'ae', 'oral-pain-discontinued'],
  [
    '抜歯後5日目に発熱、再受診したら顎が腫れていた。抗菌薬は服用中だった。',
    'ae',
    'infection-despite-antibiotic',
  ],
  [
    '注射直後に眼圧が一過性に40超え、前房穿刺で対応したとのこと。',
    'ae',
    'post-injection-iop-spike',
  ],
  [
    '飼い猫に人用の点眼薬をさしたら目を開けなくなった、と飼い主さんが薬局に相談に来た。',
    'ae',
    'animal-exposure',
  ],
  [
    '内科から連絡：脈が48まで落ちていて、β遮断薬の点眼を中止してほしいと。',
    'ae',
    'bradycardia-eye-drop',
  ],
  ['歯科処置前の検査でPT-INR 4.2、処置は延期になった。', 'ae', 'lab-value-inr'],
  ['某眼科の話：今月、注射後の眼内炎が2件あったとのこと。', 'ae', 'event-by-number'],
  [
    'めまい役を増量した翌日にふらついて救急搬送された、と同居の娘さん談。',
    'ae',
    'hospitalisation-relative-typo',
  ],
  ['まぶたが黒ずんできたのが気になる、とPG製剤1年使っている方。', 'ae', 'eyelid-pigmentation'],
  ['まつげが伸びすぎて目に当たるようになり受診、とのこと。', 'ae', 'eyelash-growth'],
  [
    '試供品の人工涙液を自分で試した看護師さんが、しみて涙が止まらなかったと言っていた。',
    'ae',
    'professional-own-event',
  ],
  [
    '中耳炎の抗菌薬シロップ、飲ませたら口の周りに発疹が出たと保護者が写真を持参。',
    'ae',
    'rash-child-guardian',
  ],
  [
    '局所麻酔のあと動悸がして血圧180台に、しばらくユニットで安静にしてもらったそう。',
    'ae',
    'vital-sign-bp',
  ],
  [
    '懸濁点眼を振らずに使っていたことがわかり、眼圧のコントロールも悪いまま。',
    'ae',
    'misuse-lack-of-effect',
  ],
  ['病棟で隣のベッドの方の点眼薬をさしてしまった、と看護師さんから。', 'ae', 'wrong-patient'],
  ['術後の抗菌点眼で角膜上皮がはがれ、点眼を中止した。', 'ae', 'corneal-epithelial-damage'],
  [
    '顎の痛みで口腔外科を受診した方、年1回の骨粗鬆症の注射を受けていたことが判明し経過観察中。',
    'ae',
    'jaw-pain-bp-injection',
  ],
  [
    'ステロイド点鼻を長く使っている子の身長の伸びが鈍い気がする、とお母さんが心配している。',
    'ae',
    'growth-concern-relative',
  ],
  [
    '点耳したあとめまいがひどくて、しばらく横になっていたとのこと。',
    'ae',
    'vertigo-after-ear-drop',
  ],
  ['点眼液を冷蔵庫の奥で凍らせてしまい、解けたものをそのまま使っていた。', 'ae', 'misuse-frozen'],
  ['注射後に視力0.8→0.3、網膜剥離の疑いで紹介。', 'ae', 'vision-drop'],
  ['うがい薬を原液のまま使って口の中がただれた、と薬局に来た方。', 'ae', 'misuse-undiluted'],
  [
    '「前の薬のほうが効いてた」と患者さん。切替後に眼圧がじわじわ戻ってきている。',
    'ae',
    'lack-of-effect-after-switch',
  ],
  ['歯周ポケットに入れる抗菌薬を使ってから味がわかりにくい、とのこと。', 'ae', 'taste-change'],
  ['ガーゼ圧迫でも止まらず夜間救急へ、DOAC内服中の方だった。', 'ae', 'er-bleeding-doac'],
  ['緑内障の点眼で通っていた方が亡くなったと薬局で聞いた。経緯は不明。', 'ae', 'death-in-passing'],

  // ---- ae (English) ----
  [
    'Pharmacist mentioned a customer who put the ear drops into his eye by mistake, stinging for an hour, rinsed it out.',
    'ae',
    'wrong-route',
  ],
  [
    'IOP went 15 → 29 two weeks into the steroid drop, switched to a milder one.',
    'ae',
    'iop-rise-switch',
  ],
  [
    "Patient's daughter phoned: her dad got very dizzy and fell after starting the new vertigo tablet.",
    'ae',
    'relative-report-fall',
  ],
  [
    'Extraction socket still open at 10 weeks with bone showing, on an oral bisphosphonate for osteoporosis.',
    'ae',
    'jaw-bone-exposure',
  ],
  ['Bleeding after scaling would not stop, on warfarin, INR came back 3.8.', 'ae', 'bleeding-inr'],
  [
    'Blurry vision and floaters the day after the intravitreal shot, sent back urgently with suspected endophthalmitis.',
    'ae',
    'post-injection-event',
  ],
  ['Drops did nothing, pressure unchanged after 8 wks per the doc.', 'ae', 'lack-of-effect'],
  ['Mouthwash left brown stains on the teeth, patient quit using it.', 'ae', 'tooth-staining'],
  [
    'Hives on day 2 of amoxicillin after the extraction, changed to clindamycin.',
    'ae',
    'hives-antibiotic',
  ],
  ['Nurse put the dilating drops in the wrong eye before the exam.', 'ae', 'wrong-eye'],
  [
    'Cracked bottle tip found inside an unopened carton, reported by the pharmacy.',
    'ae',
    'quality-defect',
  ],
  [
    'Clinic audit: 2 of 300 injections this quarter ended with inflammation needing steroid drops.',
    'ae',
    'event-by-number',
  ],
  [
    'Owner said the dog licked off the medicated ear ointment and vomited, asked the pharmacist what to do.',
    'ae',
    'animal-exposure',
  ],
  [
    'Heart rate dropped to 50 on the beta-blocker drop, cardiologist asked for it to be stopped.',
    'ae',
    'bradycardia',
  ],
  [
    'Muffled hearing after a week of the antibiotic ear drops, ENT stopped them.',
    'ae',
    'hearing-change',
  ],
  ['Nosebleeds every morning on the nasal spray, cut down to once a day.', 'ae', 'epistaxis'],
  [
    'Toddler swallowed part of a bottle of artificial tears; parents went to the ER, observed and sent home.',
    'ae',
    'accidental-ingestion',
  ],
  [
    'Hygienist says the patient cannot taste properly since starting the mouth rinse.',
    'ae',
    'taste-change',
  ],
  [
    'Eyelid skin darker and lashes much longer after a year on the prostaglandin drop.',
    'ae',
    'pigmentation-lashes',
  ],
  [
    "Patient's husband said she was admitted after fainting at home, two days after the vertigo med dose went up.",
    'ae',
    'hospitalisation-relative',
  ],

  // ---- id (Japanese) ----
  ['本日ひばりが丘アイクリニック訪問、在庫確認のみで終了。', 'id', 'facility-visit'],
  ['北村先生と面談、新製品の説明を5分いただいた。', 'id', 'doctor-surname'],
  ['すずらん堂薬局 駅前店に試供品を納品。', 'id', 'pharmacy-name'],
  ['宮本院長より、来月の勉強会の日程変更について電話あり。', 'id', 'director-surname'],
  ['衛生士の岡田さんから、含嗽剤のパンフを追加で欲しいとの依頼。', 'id', 'hygienist-surname'],
  [
    '視能訓練士さんから、70代女性の患者さん用に大きい文字の点眼指導箋が欲しいと依頼。',
    'id',
    'age-sex-no-event',
  ],
  ['昨夜のENT懇話会、演者の石黒部長の話が好評で参加者28名。', 'id', 'lecture-report-named'],
  ['みどり野総合病院 耳鼻咽喉科外来に説明会資料を届けた。', 'id', 'hospital-name'],
  ['堀田真理子薬剤師と在庫調整の件で打合せ。', 'id', 'full-name'],
  ['清水歯科医院、院長不在のため受付に資料を預けた。', 'id', 'dental-clinic-name'],
  ['60代男性の方が点眼のさし方を薬局で相談、指導箋を渡して説明。', 'id', 'age-sex-counselling'],
  ['桜坂オーラルケアデンタルで午後アポ、院長と衛生士長に面会予定。', 'id', 'dental-clinic-name'],
  ['辻本先生から、めまい診療の地域連携の会を立ち上げたいとの相談。', 'id', 'doctor-surname'],
  ['駅南口の「あおば調剤薬局」で、DI担当の方に新剤形の説明。', 'id', 'pharmacy-name'],
  ['Dr.ナカガワ(口腔外科)からメール、資料受領済みとのこと。', 'id', 'mixed-dr-surname'],
  [
    '白石眼科の野口さん(視能訓練士)に、視野検査の講習会情報を頼まれた。',
    'id',
    'facility-and-orthoptist',
  ],
  [
    '80代男性の付き添いのご家族から、点眼補助具について質問された。',
    'id',
    'age-sex-family-question',
  ],
  ['地区薬剤師会の会合で相澤会長が後発品の動向に言及していた。', 'id', 'meeting-report-named'],
  ['中央耳鼻咽喉科クリニック受付 山内様宛に見本品を送付。', 'id', 'clinic-and-staff'],
  ['眼科部長の森下先生、来年度から大学へ戻られるとのこと。後任は未定。', 'id', 'personnel-news'],
  ['川端歯科→訪問NG(改装中)、次回12日。', 'id', 'terse-dental-name'],
  ['高梨浩一先生のご紹介で隣町の歯科口腔外科に初訪問。', 'id', 'full-name-referral'],
  ['若葉台ファミリー歯科の衛生士さん8名に口腔ケア勉強会を実施。', 'id', 'dental-clinic-training'],
  ['門前薬局の薬局長は50代の男性で、新規採用には慎重な印象。', 'id', 'age-sex-professional'],
  ['杉浦部長(薬剤部)の承認待ち、採用申請書類は提出済み。', 'id', 'pharmacy-head-surname'],
  ['ゆりの木眼科、分院開設の準備中と聞いた。', 'id', 'eye-clinic-name'],
  ['先週の症例検討会報告：発表は大川医師、テーマは白内障術後管理。', 'id', 'case-conference-named'],

  // ---- id (English) ----
  ['Visited Lakeside Eye Centre, left samples with the front desk.', 'id', 'facility-visit'],
  ['Met Dr. Hanaoka at the ENT clinic, 10 min detail on the nasal spray.', 'id', 'doctor-surname'],
  ['Nurse Tamura asked for extra patient diaries for the drop schedule.', 'id', 'nurse-surname'],
  ['Greenhill Dental Surgery ordered 2 cases of the mouthwash.', 'id', 'dental-clinic-name'],
  [
    'Yuki Sasaki, pharmacist at Maple Pharmacy, wants the updated price list.',
    'id',
    'full-name-pharmacy',
  ],
  [
    'A woman in her 60s came in with her son asking which eye drop brand is cheaper.',
    'id',
    'age-sex-no-event',
  ],
  [
    "Recap of last night's study group: Dr. Ishikawa presented glaucoma surgery outcomes, about 20 attendees.",
    'id',
    'meeting-report-named',
  ],
  [
    'Called Mr. Ogawa, procurement at Seaside General Hospital, about the tender timeline.',
    'id',
    'procurement-contact',
  ],
  [
    'Orthoptist Ms. Kondo would like the amblyopia booklet in English for expat families.',
    'id',
    'orthoptist-surname',
  ],
  ['Shirakawa Oral Surgery Clinic closed for renovation until March.', 'id', 'clinic-name'],
  [
    'Dr. Emi Fujita takes over as head of ophthalmology at Kita Medical Center from April.',
    'id',
    'personnel-news',
  ],

  // ---- ae+id (Japanese) ----
  [
    '桜井眼科で、硝子体注射のあと眼圧が急に上がった方がいたと聞いた。',
    'ae+id',
    'facility-iop-spike',
  ],
  ['70代男性、抜歯後の出血が止まらず救急受診。ワルファリン内服中。', 'ae+id', 'age-sex-bleeding'],
  [
    'ひまわり堂薬局の小西さんより、点眼薬の左右取り違えがあったと報告を受けた。',
    'ae+id',
    'pharmacist-wrong-eye',
  ],
  [
    '大野先生の患者さんで、BP製剤を長く飲んでいる方に顎の骨の露出。',
    'ae+id',
    'doctor-jaw-exposure',
  ],
  [
    'みなみ耳鼻科の院長から、めまい薬を始めて吐き気で中止した例が2例あると。',
    'ae+id',
    'facility-number-events',
  ],
  [
    '50代女性、含嗽剤を使ったあと唇が腫れて近藤歯科で対応したとのこと。',
    'ae+id',
    'age-sex-lip-swelling',
  ],

  // ---- ae+id (English) ----
  [
    "Dr. Matsuda at Bayside Eye Clinic said one patient's pressure shot up to 34 after the switch.",
    'ae+id',
    'doctor-iop-rise',
  ],
  [
    'A man in his 80s on a DOAC bled for hours after two extractions at Hilltop Dental and needed stitches in the ER.',
    'ae+id',
    'age-sex-bleeding',
  ],
  [
    'Nurse Okabe told me a child at their clinic got the ear drops in the eye, rinsed, red for a day.',
    'ae+id',
    'nurse-wrong-route',
  ],
];
