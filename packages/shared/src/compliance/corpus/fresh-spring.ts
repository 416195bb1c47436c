import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 9: spring in the clinics (MR notes from hay-fever and asthma season at dermatology, allergy, ENT and respiratory clinics and
 * nearby pharmacies: inhalers, antihistamines, nasal sprays, eye drops, topical steroids, moisturisers, biologics, immunotherapy, mixed with routine business), about 70% Japanese; written by a helper who had seen neither the rules nor the earlier sets, from the labelling guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier).
 */
export const FRESH_SPRING: readonly Row[] = [
  // ---- clean (Japanese) ----
  [
    '花粉飛散開始に合わせ、門前薬局へ点鼻薬の使い方リーフレットを50部補充。',
    '',
    'materials-restock',
  ],
  [
    'スギ花粉の飛散予測が前年比1.5倍とのニュースを受け、各院とも抗アレルギー薬の在庫を厚めにする方針。',
    '',
    'market-observation',
  ],
  ['吸入器トレーナー(薬剤なしのデモ機)を3台追加で持参予定。', '', 'device-demo-stock'],
  ['卸TEL:アレノール錠10mg、4月中旬に出荷調整解除見込み。', '', 'supply-update'],
  [
    '副作用報告の社内フロー(知り得た日から24時間以内に安全管理部へ)を課会で再確認した。',
    '',
    'pv-procedure',
  ],
  ['添付文書改訂のお知らせ(重大な副作用の項に追記)を担当全施設に配布完了。', '', 'pi-revision'],
  [
    '「眠気が出たら車の運転は控えてください」と毎回伝えるようにしている、と門前の薬剤師。',
    '',
    'counselling-general',
  ],
  [
    '舌下免疫療法3年目の患者さん、今シーズンはマスクだけで過ごせていると医師が喜んでいた。',
    '',
    'improvement',
  ],
  [
    '患者からよくある質問「点眼薬と点鼻薬は同じ日に使っていいか」をFAQ資料に追加する方向で検討。',
    '',
    'general-question',
  ],
  [
    '院長曰く、生物学的製剤の自己注射導入は看護師の指導時間の確保が一番の課題。',
    '',
    'biologic-workflow',
  ],
  [
    '来週の訪問は火曜午後に変更。駐車場工事のため近くのコインパーキングを利用すること。',
    '',
    'logistics',
  ],
  [
    '保湿剤の処方が増加傾向。冬からの継続で春も乾燥肌の相談が多いらしい。',
    '',
    'market-observation',
  ],
  [
    'ドラッグストアのOTC点鼻薬コーナー、今年は第2世代抗ヒスタミン薬のPOPがやたら目立つ。',
    '',
    'otc-observation',
  ],
  [
    '学校での吸入器の保管ルールについて、養護教諭向けの一般的な資料がほしいとの要望。',
    '',
    'school-materials',
  ],
  [
    '「もし子どもが誤って2回吸ってしまったら?」と仮定の質問を受け、添付文書の過量投与の項を案内した。',
    '',
    'hypothetical-question',
  ],
  [
    '花粉症シーズンキャンペーンのノベルティ(マスクケース)、コンプラ確認済みで配布OK。',
    '',
    'campaign',
  ],
  [
    '20代女性の受診率が前年より上昇しているとのデータを皮膚科医会の資料で確認。',
    '',
    'segment-statistic',
  ],
  ['吸入手技チェックシート改訂版、薬局3軒で試用スタート。', '', 'device-materials'],
  [
    '新デザインの点眼ボトル(押しやすい形状)は高齢の方にも扱いやすいと好評。',
    '',
    'product-feedback',
  ],
  [
    '小児用ドライシロップ、近隣薬局間で在庫を融通しあっている状況だが欠品には至っていない。',
    '',
    'supply-update',
  ],
  ['アトピー外来が混んでいるため、面会は診療後18時以降にしてほしいとのこと。', '', 'access'],
  ['市販のステロイド外用薬を買う前に相談に来る人が増えた、と薬局スタッフ談。', '', 'otc-trend'],
  [
    '耳鼻科の受付で「スギの舌下療法は6月以降に開始できます」と案内しているのを確認。',
    '',
    'slit-info',
  ],
  ['安全性情報のeラーニング、今週中に受講のこと。課内未受講3名。', '', 'training'],
  [
    '喘息発作時の対応フローチャートを院内掲示用にA3で作ってほしいと依頼あり。',
    '',
    'materials-request',
  ],
  [
    '受験シーズンは「眠くなりにくい薬を」という希望がとにかく多い、と薬剤師。',
    '',
    'counselling-trend',
  ],
  [
    '4月20日(土)14時より、グランヴィア港南にて『小児喘息と吸入指導の実際』講演会(Web併用)を開催します。演者:北浜こども医療センター 宮坂 梢 先生。ぜひご参加ください。',
    '',
    'lecture-invitation',
  ],
  ['生物学的製剤の適応判定で見る好酸球数の目安について、一般論として説明した。', '', 'lab-general'],
  [
    '点鼻薬は初回使用前に空噴霧が必要な旨、資材に太字で入れてほしいとの要望。',
    '',
    'device-materials',
  ],
  ['新年度で門前薬局の薬剤師が2名交代、挨拶回り予定。', '', 'staffing'],
  ['競合の貼付型抗アレルギー薬の説明会が先週あった模様。', '', 'competitor'],
  ['配送トラブルで資材の到着が1日遅れたが、診療への影響はなし。', '', 'logistics'],
  ['黄砂の日は咳の相談が増えるという一般的な傾向を呼吸器内科で聞いた。', '', 'environment-trend'],
  [
    '勉強会で「授乳婦に抗ヒスタミン薬を選ぶときの考え方」について一般論として質問が出たため、DIに回答を依頼。',
    '',
    'lactation-general-question',
  ],
  ['保湿剤のサンプル配布は不可。使用感は説明資材で伝えるよう課内で徹底。', '', 'compliance-rule'],
  ['ICS後のうがい指導、薬局ではイラスト付きカードを使っているとのこと。', '', 'counselling-tool'],
  ['待合室のレイアウト変更でパンフレット棚が受付横に移動。', '', 'clinic-misc'],
  ['目のかゆみでの来院ピークが例年より2週間ほど早い、と眼科の看護師。', '', 'seasonal-trend'],
  ['免疫療法の継続率向上のため、服薬リマインダーアプリの紹介資料を持参。', '', 'adherence-tool'],
  ['自己注射ペンのトレーニングキット貸出期限を来月末まで延長。', '', 'device-kit'],
  ['電子処方箋の導入で疑義照会の流れが変わったと薬局長。', '', 'pharmacy-ops'],
  ['学会の抄録締切前でDrは多忙。今月はアポ控えめに。', '', 'scheduling'],
  [
    '鼻閉で眠れないという訴えには、今年から点鼻ステロイドを先に出す方針にしたとのこと。',
    '',
    'prescribing-policy',
  ],
  [
    '添付文書の「自動車の運転等危険を伴う機械の操作に従事させないよう注意」の記載箇所を確認したいと言われ、該当ページを示した。',
    '',
    'pi-question',
  ],
  ['前回お渡しした製品情報概要が旧版だったため、最新版に差し替え完了。', '', 'material-correction'],
  [
    '吸入器のカウンターの見方を説明する動画のQRコード、患者配布用シールを作成中。',
    '',
    'device-materials',
  ],
  [
    '「目をこすらないで」ポスターを保健室に貼りたいと、地域の小学校側から要望があった。',
    '',
    'school-poster',
  ],
  ['来期の重点施設リスト見直し。皮膚科3、耳鼻科2を追加予定。', '', 'planning'],
  [
    '「湿疹が悪化したら受診を」という一文を指導文に入れるべきか、と薬局から相談。',
    '',
    'hypothetical-wording',
  ],
  ['卸担当と同行訪問。点眼薬の季節在庫の積み増しを提案した。', '', 'wholesaler-visit'],
  [
    '保健センター主催の乳児スキンケア教室に資材提供してよいか本社に確認中。',
    '',
    'community-materials',
  ],
  ['薬局チェーンの集計で、吸入指導の実施率が前年48%→今年71%に上昇。', '', 'statistic'],

  // ---- clean (English) ----
  [
    'Dropped off 40 updated nasal spray technique leaflets; the pharmacist asked whether a bilingual version exists.',
    '',
    'materials-restock',
  ],
  [
    'Wholesaler confirms the backorder on the 120-dose inhaler should clear by the second week of April.',
    '',
    'supply-update',
  ],
  [
    'Reminder: any adverse event heard during a visit must be forwarded to drug safety within one business day.',
    '',
    'pv-procedure',
  ],
  [
    'Doctor asked in general terms whether an antihistamine can be combined with a leukotriene antagonist; referred to medical information.',
    '',
    'general-question',
  ],
  [
    'Hay-fever campaign posters approved by compliance, distribution starts Monday.',
    '',
    'campaign',
  ],
  [
    'Pollen forecast shows an early peak this year, so clinics are opening extra allergy slots.',
    '',
    'market-observation',
  ],
  [
    'Invitation: Spring Respiratory Update, 25 April, 19:00, Harbourview Hotel Ballroom, speaker Dr. Naomi Fairbanks (Eastgate University). Please join us.',
    '',
    'lecture-invitation',
  ],
  [
    'One patient in year two of sublingual immunotherapy has had far fewer sneezing days this spring, which the doctor puts down to the treatment.',
    '',
    'improvement',
  ],
  ['Pen injector training for clinic nurses rescheduled to next Thursday.', '', 'training'],
  [
    'Pharmacy says OTC non-drowsy antihistamine sales are up about 30% versus last March.',
    '',
    'otc-trend',
  ],
  [
    'Label revision adding a drowsiness precaution has been sent to all accounts.',
    '',
    'pi-revision',
  ],
  [
    'Asked what patients should do if they miss a dose; shared the standard wording from the leaflet.',
    '',
    'general-question',
  ],
  [
    'School nurses in the district want a one-page guide on keeping reliever inhalers in classrooms.',
    '',
    'school-materials',
  ],
  ['Moisturiser formulary review at the dermatology group postponed to May.', '', 'formulary'],
  [
    'Competitor launched a preservative-free eye drop; two ENT clinics asked for comparison data.',
    '',
    'competitor',
  ],
  ['Clinic car park closed for resurfacing, go by train tommorow.', '', 'logistics'],
  [
    'Workshop question: "what if a child took a double dose?" - answered hypothetically with the overdose section of the PI.',
    '',
    'hypothetical-question',
  ],
  [
    'Teenagers are a growing share of allergic rhinitis visits in this area, per the regional claims data.',
    '',
    'segment-statistic',
  ],
  [
    'Delivered demo inhaler trainers; they contain no drug and are for teaching only.',
    '',
    'device-demo-stock',
  ],
  [
    'Nurse-led asthma reviews now run on Wednesday mornings, best to visit after 12:30.',
    '',
    'access',
  ],
  ['Pharmacist wants spacer leaflets for parents, ordered 20.', '', 'materials-request'],
  [
    'Eczema support group newsletter wants a piece on moisturising routines; forwarded to medical affairs for review.',
    '',
    'community-materials',
  ],
  ['Q1 respiratory targets met at 104%, per the regional sales meeting.', '', 'business'],
  [
    'Dermatologist thinks biologic uptake depends on how fast the prior authorisation paperwork gets simpler.',
    '',
    'biologic-workflow',
  ],

  // ---- ae (Japanese) ----
  ['Pt点鼻3日目で鼻出血数回→自己判断で中止(薬剤師談)。', 'ae', 'epistaxis-stopped'],
  [
    '吸入ステロイドを始めてから声がかすれ、電話応対の仕事に支障が出ていると患者が相談。',
    'ae',
    'hoarseness',
  ],
  [
    '受験生の息子がアレノールを飲むと午前中の授業でずっと寝てしまう、と母親が薬局で話していた。',
    'ae',
    'somnolence-school',
  ],
  [
    '朝に鼻炎薬を飲んだ社員が午後の会議で居眠りして注意された、と産業医から聞いた。',
    'ae',
    'somnolence-work',
  ],
  [
    'ステロイド軟膏を顔に2か月塗り続けた人で、頬が赤くなり細い血管が浮いてきたとのこと。',
    'ae',
    'skin-telangiectasia',
  ],
  ['点眼後にまぶたが腫れて翌日受診した例が今月2件、と眼科の看護師。', 'ae', 'eyelid-swelling'],
  ['子どもが目薬を耳にさしてしまったと母親から薬局に電話があった。', 'ae', 'wrong-route'],
  [
    '訪問時、高齢の患者さんが点鼻薬のノズルを口にくわえて噴霧していたことが判明。',
    'ae',
    'device-misuse',
  ],
  [
    '吸入器を振らずに使っていて発作が治まらず、夜間救急を受診したとのこと。',
    'ae',
    'device-error-er',
  ],
  [
    '舌下錠を始めた直後から口の中がかゆく唇も腫れてきたため、2日目でやめたそうです。',
    'ae',
    'oral-swelling-stopped',
  ],
  [
    'ゼオリマブの注射部位が手のひら大に赤く腫れた人がいた、と皮膚科の看護師。',
    'ae',
    'injection-site',
  ],
  [
    'ゼオリマブ開始後に結膜炎で眼科紹介となった患者が2名いると医師。',
    'ae',
    'conjunctivitis-referral',
  ],
  [
    '保湿クリームのチューブを開けたら中身が茶色っぽく変色していた。すでに1回塗ってしまったとのこと。',
    'ae',
    'quality-discolouration',
  ],
  [
    '点鼻スプレー、何回押しても出ないと返品あり。患者は3日間薬なしで過ごした。',
    'ae',
    'quality-no-spray',
  ],
  ['点眼ボトルの肩にヒビがあり液漏れしていた、と薬局から連絡。', 'ae', 'quality-cracked-bottle'],
  [
    '吸入薬を切り替えてから動悸と手のふるえが続くので、元の薬に戻したとDr.',
    'ae',
    'palpitations-switch-back',
  ],
  [
    '抗アレルギー薬を2週間続けても鼻水がまったく止まらず、全然効いてない気がすると患者。',
    'ae',
    'lack-of-effect',
  ],
  [
    '一包化の際に別の患者さんのステロイド錠が混入しており、すでに1回服用していたことが判明。',
    'ae',
    'wrong-patient-dispensing',
  ],
  ['弟が兄の吸入薬を間違えて使ったらしい、と養護教諭から。', 'ae', 'wrong-patient-school'],
  [
    '外用ステロイドを「1日1回」のところ1日5回塗っていた家族がいたと皮膚科。',
    'ae',
    'overuse-topical',
  ],
  ['在宅の訪問看護師より、吸入後の夜間にSpO2が91%まで下がったとの話。', 'ae', 'vital-sign-spo2'],
  [
    '好酸球数が投与前450→投与4か月後1,800に上がった症例があると呼吸器内科医。',
    'ae',
    'lab-eosinophils',
  ],
  ['鼻炎薬を飲んでいる高齢の父が夜中にトイレで転んだ、と家族から。', 'ae', 'fall'],
  [
    '前立腺肥大のある患者で、第一世代の鼻炎薬服用後に尿が出にくくなったと泌尿器科から連絡があった。',
    'ae',
    'urinary-retention',
  ],
  [
    '飼い犬が床に落ちた抗ヒスタミン錠を食べてしまい、ぐったりして動物病院に連れて行ったそう。',
    'ae',
    'animal-ingestion',
  ],
  ['「この目薬をさすと口の中が苦くなる」と患者が薬局で言っていた。', 'ae', 'taste-disturbance'],
  ['先週の問い合わせ15件中4件が「舌下錠のあと喉がイガイガする」。', 'ae', 'events-by-number'],
  [
    '喘息で通院中の患者が入院。詳細不明だが主治医はコントロール不良と話していた。',
    'ae',
    'hospitalisation',
  ],
  [
    '吸入ステロイドを使っている小学生の口の中に白い斑点ができた、と母親。',
    'ae',
    'oral-candidiasis',
  ],
  ['点鼻薬は1日2回のところ、花粉がひどい日は6回くらい使ってると本人談。', 'ae', 'overuse-nasal'],
  [
    '春休みに祖母の家で孫が祖母の鼻炎薬を飲んでしまい、一日中ふらふらしていたらしい。',
    'ae',
    'accidental-ingestion-child',
  ],
  ['保湿剤を塗ったところにぶつぶつが出たため、別の製品に切り替えたと皮膚科。', 'ae', 'rash-switch'],
  [
    '家族から「父が新しい目薬にしてから目がずっと充血している」との訴え。',
    'ae',
    'eye-redness-family',
  ],
  [
    '自己注射を冷蔵庫から出してすぐ打ったら痛みが強く、次回から打ちたくないと言っているとのこと。',
    'ae',
    'injection-pain-technique',
  ],
  [
    '皮下免疫療法の増量期、注射30分後に全身に蕁麻疹が出てアドレナリンを使用したと院長。',
    'ae',
    'systemic-reaction',
  ],
  ['ステロイド内服3か月で体重が5kg増え、患者が気にしている。', 'ae', 'weight-gain'],
  [
    '薬局の計数ミスで点鼻薬が1本足りない状態で渡され、途中で切れて症状が悪化した。',
    'ae',
    'dispensing-error',
  ],
  ['点眼ステロイド使用中に眼圧24mmHgまで上昇、眼科で中止。', 'ae', 'intraocular-pressure'],
  [
    '咳止めシロップと鼻炎薬を一緒に飲んで、翌朝なかなか起きられなかったと家族。',
    'ae',
    'interaction-sedation',
  ],
  ['残量確認の際、期限切れの吸入器を半年使い続けていたことがわかった。', 'ae', 'expired-product'],
  [
    'スプレーのノズルが詰まっていて、患者は「効かない薬」だと思っていた。',
    'ae',
    'quality-blocked-nozzle',
  ],
  [
    '軟膏容器のふたの裏に黒い異物が付着していたと薬局から。患者は使用前。',
    'ae',
    'quality-foreign-matter',
  ],
  ['立ち話で看護師さんが「注射の翌日に38度出た人がいたよ」と。', 'ae', 'fever-in-passing'],
  [
    '舌下錠をすぐ飲み込んじゃう子が多くて、と小児科の看護師がこぼしていた。',
    'ae',
    'misuse-in-passing',
  ],
  ['鼻炎薬を飲んでいた患者でALTが120まで上がり、いまは休薬中と内科から。', 'ae', 'liver-enzymes'],
  [
    '花粉症の目薬をさした直後にコンタクトが白く曇って見えにくくなり、仕事を早退したそう。',
    'ae',
    'contact-lens-clouding',
  ],
  [
    '血管収縮剤入りの点鼻を連用していたら血圧が上がってきた、と循環器の先生に言われたとのこと。',
    'ae',
    'blood-pressure-rise',
  ],

  // ---- ae (English) ----
  [
    'Pharmacist mentioned a customer whose nasal spray pump snapped off, so he squirted it straight from the open bottle into his nose.',
    'ae',
    'device-broken-misuse',
  ],
  [
    'Parent said her son keeps dozing off in afternoon lessons since starting the once-daily antihistamine.',
    'ae',
    'somnolence-school',
  ],
  [
    'Peak flow fell from 420 to 300 after the switch to the generic inhaler, so the GP switched back.',
    'ae',
    'peak-flow-switch-back',
  ],
  [
    "A grandmother used the toddler's eczema cream on her own eyelids and they puffed up.",
    'ae',
    'off-label-use-swelling',
  ],
  [
    'ENT nurse said in passing that two patients stopped the new spray because of burning in the nose.',
    'ae',
    'discontinuation-burning',
  ],
  [
    'Counter read 0 but the patient kept using the inhaler for another month thinking it still worked; attacks got more frequent.',
    'ae',
    'empty-device-use',
  ],
  [
    'A carer at a care facility gave the evening antihistamine twice; the resident was very drowsy the next day.',
    'ae',
    'double-dose-carer',
  ],
  [
    'Father noticed the eye drops had gone cloudy and yellow, but the child had already had two drops.',
    'ae',
    'quality-cloudy-drops',
  ],
  [
    'After the third biologic injection a rash spread over both arms and the dermatologist paused treatment.',
    'ae',
    'rash-paused',
  ],
  [
    'Stopped the immunotherapy tablets after a week because her throat felt tight every morning.',
    'ae',
    'throat-tightness-stopped',
  ],
  [
    'Pharmacy has recieved three complaints this month that the dry powder inhaler counter jumps two numbers per click.',
    'ae',
    'quality-dose-counter',
  ],
  [
    "Heard that a pupil's reliever inhaler was empty during PE and he ended up in A&E.",
    'ae',
    'empty-reliever-er',
  ],
  [
    'Dermatologist: blood glucose climbed to 250 in one patient during an oral steroid burst for severe eczema.',
    'ae',
    'lab-glucose',
  ],
  [
    'Customer says the antihistamine does nothing at all, even at full dose for ten days.',
    'ae',
    'lack-of-effect',
  ],
  [
    "Vet receptionist told the pharmacist a cat licked steroid cream off its owner's hand and vomited twice.",
    'ae',
    'animal-exposure',
  ],
  [
    'Patient used the nasal spray in her eyes thinking it was the eye drops; stinging for about an hour.',
    'ae',
    'wrong-route',
  ],
  [
    'Husband says she has been confused and unsteady at night since starting the new allergy tablets.',
    'ae',
    'confusion-family',
  ],
  [
    "Respiratory nurse said one patient's heart rate went up to 120 after the nebulised dose.",
    'ae',
    'vital-sign-heart-rate',
  ],
  [
    'Over lunch: a teacher nodded off at the wheel after an old-type hay-fever pill, no crash, and she has stopped taking it.',
    'ae',
    'somnolence-driving',
  ],
  [
    'A moisturiser tub had separated into oil and water; the customer used it anyway and got itchy patches.',
    'ae',
    'quality-separation',
  ],

  // ---- id (Japanese) ----
  ['ひばりヶ丘薬局の井筒さんより、吸入指導資材の追加依頼あり。', 'id', 'pharmacy-person'],
  ['おくでら皮フ科の奥寺院長と来月の勉強会日程を調整中。', 'id', 'clinic-director'],
  [
    '東雲耳鼻咽喉科クリニックで舌下免疫療法の患者説明会を見学させてもらった。',
    'id',
    'facility-only',
  ],
  ['若葉台こどもクリニックの荻野看護師長、吸入器トレーナーを2台追加希望。', 'id', 'nurse-manager'],
  ['桐生先生、次回は金曜16時なら面会可とのこと。', 'id', 'doctor-surname'],
  [
    '昨日の勉強会(みなと市民会館)では、薬剤師の真鍋 夏希さんが吸入手技の実演を担当。',
    'id',
    'meeting-report-name',
  ],
  ['10歳の男の子、今年から舌下免疫療法を始める予定と母親から聞いた。', 'id', 'age-sex-child'],
  ['70代女性の患者さん、新しい吸入器はカウンターが見やすいと喜んでいた。', 'id', 'age-sex-elderly'],
  ['特養ひだまり苑の看護主任から、入所者向けの保湿剤の塗り方説明を頼まれた。', 'id', 'care-home'],
  ['みなと第二小学校の保健室に花粉症ポスターを届けた。', 'id', 'school'],
  [
    'そうちゃん(5歳)がスペーサーを上手に使えるようになったとお母さんが嬉しそうに話していた。',
    'id',
    'child-given-name',
  ],
  [
    '青葉台総合病院 呼吸器内科の設楽部長、生物学的製剤の院内採用に前向き。',
    'id',
    'hospital-department-head',
  ],
  ['たんぽぽ薬局の川端さんに在庫確認、問題なし。', 'id', 'pharmacy-person'],
  ['北条医院のスタッフと昼の説明会。次回テーマは小児喘息。', 'id', 'clinic-meeting'],
  [
    '先日の症例検討会で、こもれび皮膚科の宇佐美 玲子先生がアトピーの保湿指導について発表された。',
    'id',
    'meeting-report-name',
  ],
  ['患者会代表の菅谷様から、会報への寄稿依頼をいただいた。', 'id', 'patient-group-person'],
  [
    'ゆうきくんのお父さんから、学校に吸入器を持っていく手続きについて質問があった。',
    'id',
    'child-given-name',
  ],
  ['40代男性の患者、今季は点鼻薬をドラッグストアで自分で買っているとのこと。', 'id', 'age-sex-otc'],
  ['西条調剤薬局 駅前店、4月から日曜も営業開始。', 'id', 'pharmacy-branch'],
  ['丸山眼科の受付・佐伯さん経由でアポ取得。', 'id', 'receptionist'],
  [
    '面談:松葉町ファミリークリニック 笠原 健 院長。舌下免疫療法の対象拡大に関心あり。',
    'id',
    'full-name-director',
  ],
  [
    '社内会議で、ひまわり耳鼻科の堀之内先生からの要望(英語版資材)を共有した。',
    'id',
    'doctor-request',
  ],
  ['ケアハウスすずらんの施設長が点眼補助具の見本を見たいとのこと。', 'id', 'care-home'],
  ['14歳の女子生徒が保健室で自分で点眼できるようになった、と養護教諭。', 'id', 'age-sex-school'],
  ['小田切薬剤師に春の疑義照会の傾向を聞いた(特に問題事例なし)。', 'id', 'pharmacist-surname'],
  [
    '桜川メディカルモールの3クリニック合同で花粉症フェアを開いた、との報告。',
    'id',
    'facility-event',
  ],
  [
    '患者家族の藤代 さくらさんから生物学的製剤の医療費助成について質問があり、窓口を案内した。',
    'id',
    'family-full-name',
  ],

  // ---- id (English) ----
  [
    'Met Dr. Hartley at Maple Lane Pharmacy to go over the spring stock plan.',
    'id',
    'doctor-pharmacy',
  ],
  ['Nurse Okafor at Riverside ENT asked for more demo nasal spray bottles.', 'id', 'nurse-name'],
  [
    'Greenfield Primary School has asked for inhaler storage posters for every classroom.',
    'id',
    'school',
  ],
  [
    "At yesterday's round table Dr. Priya Raman presented her clinic's eczema education programme.",
    'id',
    'meeting-report-name',
  ],
  [
    'A boy of 8 at the asthma clinic now uses his spacer without help, his mum said proudly.',
    'id',
    'age-sex-child',
  ],
  [
    'Sunnybrook Care Home wants a short session on eye drop technique for its staff.',
    'id',
    'care-home',
  ],
  [
    'Call with Mr. Donnelly, head pharmacist at Harbour Street Chemist, about delivery days.',
    'id',
    'pharmacist-name',
  ],
  [
    'A woman in her 60s asked at the counter which antihistamine is least sedating; given general advice.',
    'id',
    'age-sex-question',
  ],
  ["Mia Thornton's mother asked if the school can keep a spare inhaler.", 'id', 'child-full-name'],
  [
    'Westbrook Allergy Centre has moved its immunotherapy clinic to the third floor.',
    'id',
    'facility-only',
  ],
  [
    'Dr. Elena Vasquez confirmed she will join the respiratory advisory board in June.',
    'id',
    'doctor-full-name',
  ],

  // ---- ae+id (Japanese) ----
  [
    'さくら通り皮膚科の三浦先生によると、外用薬を塗った8歳女児の腕に水疱ができたとのこと。',
    'ae+id',
    'blister-child',
  ],
  [
    '72歳男性、吸入薬の変更後に尿閉で救急搬送された、とときわ台病院の薬剤部より。',
    'ae+id',
    'urinary-retention-er',
  ],
  [
    'みどり薬局で、はるとくん(6歳)に大人用の点鼻薬が誤って渡されていたことが判明。',
    'ae+id',
    'dispensing-error-child',
  ],
  [
    '石黒さん(患者)から電話。点眼後に目の周りが赤くかぶれて、使うのをやめたとのこと。',
    'ae+id',
    'periocular-dermatitis',
  ],
  [
    '白樺台クリニックの看護師から、注射後に顔がほてって血圧が90台まで下がった患者がいたと聞いた。',
    'ae+id',
    'hypotension-injection',
  ],
  ['30代女性、舌下錠の服用後に口内炎が多発し、医師の判断で休薬中。', 'ae+id', 'stomatitis-paused'],

  // ---- ae+id (English) ----
  [
    "Dr. Lindqvist at Northfield Respiratory Clinic said a 55-year-old man's BP rose to 170/100 after starting the decongestant spray.",
    'ae+id',
    'blood-pressure-rise',
  ],
  [
    "Emma Sato's father reported she had a nosebleed every morning for a week on the new spray.",
    'ae+id',
    'epistaxis-family',
  ],
  [
    'At Cedar Hill Pharmacy a girl of 12 was found to be using her inhaler upside down, and her wheeze had got worse.',
    'ae+id',
    'device-misuse-worsening',
  ],
];
