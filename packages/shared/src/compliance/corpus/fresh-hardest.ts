import type { Row } from './types.ts';

/**
 * A fresh set of issue 43, round 4: the hardest cases (clean posts that sound like events, events
 * that sound like market talk) from MRs, medical science liaisons and product managers on specialty
 * and hospital products, polite sentences and bilingual posts, about 70% Japanese; written after
 * rules v7 landed by a helper who had seen neither the rules nor the earlier sets, from the labelling
 * guide of docs/compliance.md ("Issue 43", a person's age and sex as an identifier). Measured once
 * with rules v7: the figure after the change.
 */
export const FRESH_HARDEST: readonly Row[] = [
  // ---- clean: Japanese ----
  [
    '第III相試験の最終解析で、主要評価項目の無増悪生存期間は対照群に比べ有意に延長したと学会で発表されました。',
    '',
    'congress-data',
  ],
  [
    '添付文書改訂のお知らせ：重大な副作用の項に間質性肺疾患が追記されました。各施設への情報提供をお願いします。',
    '',
    'label-change',
  ],
  [
    '患者支援プログラムの申込書が新しくなりました。自己注射指導の看護師派遣は月2回まで利用可能です。',
    '',
    'patient-support',
  ],
  [
    '副作用を知った場合は24時間以内に安全管理部へ報告することが社内手順で定められています。来週、再研修があります。',
    '',
    'reporting-rule',
  ],
  [
    'A病院の血液内科部長によると、高齢者への導入時は感染症リスクに一般論として注意が必要とのことでした。',
    '',
    'general-opinion',
  ],
  ['国内の多発性骨髄腫の新規患者数は年間約8,000人と推計されています。', '', 'disease-stats'],
  [
    'ゼルナトリンの適応は「再発又は難治性の多発性硬化症」です。対象患者の定義を再確認してください。',
    '',
    'indication',
  ],
  [
    '競合品ロベクシアについて、先方が肝機能障害に関する適正使用のお願いを配布したと聞きました。',
    '',
    'competitor-safety-comm',
  ],
  [
    '某クリニックの院長は、ワクチンの接種間隔について患者さんからの問い合わせが増えていると話していました。',
    '',
    'anonymised-facility',
  ],
  ['薬剤部長と面談し、採用申請の時期を確認しました。', '', 'job-title-only'],
  ['当該エリアの関節リウマチ患者は60代以上が約7割を占めます。', '', 'market-age-band'],
  [
    '移植後の維持療法でタクロリムスからの切り替えを検討する施設は、現時点では少ない印象です。',
    '',
    'market-talk',
  ],
  [
    'B医師は、腎機能が低下した患者では一般的に減量を考慮すべきだとの見解でした。',
    '',
    'general-opinion',
  ],
  [
    '本日の勉強会では、発熱性好中球減少症の定義とガイドライン上の対応を説明しました。',
    '',
    'training',
  ],
  ['在庫切れのため、卸から代替ロットの納品日を確認中です。', '', 'supply'],
  [
    'ワクチンの保冷バッグが新仕様になりました。2〜8℃を保てる時間は従来の1.5倍です。',
    '',
    'product-info',
  ],
  ['採用後の処方患者数は順調に増えており、今月は前月比で12%増となりました。', '', 'market-talk'],
  [
    '「効かない」という声は今のところ聞いていない、と薬剤部の担当者は話していました。',
    '',
    'negated-event',
  ],
  [
    'K先生から、治験の組み入れ基準にある「妊娠中の女性を除く」の根拠を質問されました。',
    '',
    'anonymised-person',
  ],
  ['市販後調査の中間集計で、重篤な副作用の発現率は承認時と同程度でした。', '', 'study-results'],
  [
    '添付文書の「用法・用量に関連する注意」に、体重40kg未満の用量が追加されました。',
    '',
    'label-change',
  ],
  [
    '希少疾患の患者会が主催するオンライン交流会について、後援可否の社内確認を進めています。',
    '',
    'patient-support',
  ],
  ['血友病Aの国内患者数は約5,000人で、うち重症型が半数弱と言われています。', '', 'disease-stats'],
  ['ALK陽性非小細胞肺がんの一次治療として、本剤の適応追加が承認されました。', '', 'indication'],
  [
    '輸液との配合変化について、薬剤部からの問い合わせに学術資料で回答しました。',
    '',
    'medical-inquiry',
  ],
  [
    'C病院では今月から外来化学療法室が増床され、1日の対応件数が増える見込みです。',
    '',
    'anonymised-facility',
  ],
  [
    '看護師長から、自己注射ペンの説明動画をもっと短くしてほしいとの要望がありました。',
    '',
    'job-title-only',
  ],
  ['サイトカイン放出症候群の管理に関するMSL向け研修資料が更新されました。', '', 'training'],
  [
    '他社のJAK阻害薬で静脈血栓塞栓症の注意喚起が出ており、当社品との違いを聞かれました。',
    '',
    'competitor-safety-comm',
  ],
  ['CAR-T療法の実施施設は県内で2施設に増えました。', '', 'market-talk'],
  [
    '「副作用が出たらすぐ連絡を」と患者さんに伝えるよう、薬局向け資料に明記しました。',
    '',
    'reporting-rule',
  ],
  [
    '休薬期間の考え方について、製品担当から統一見解が出ましたので共有します。',
    '',
    'internal-notice',
  ],
  [
    '抗てんかん薬の切り替え時の注意点について、院内勉強会で一般的な説明を行いました。',
    '',
    'training',
  ],
  [
    '某大学病院の倫理委員会で、医師主導研究の審査が来月に予定されています。',
    '',
    'anonymised-facility',
  ],
  [
    '小児の定期接種スケジュール変更に伴い、接種率が一時的に下がる可能性があるとの見方です。',
    '',
    'market-talk',
  ],
  ['薬価改定後、高額療養費制度の案内資料を希望する医療機関が増えています。', '', 'patient-support'],
  [
    '○○薬局から散剤への調剤可否について照会があり、学術部に回答を依頼しました。',
    '',
    'medical-inquiry',
  ],
  ['統合失調症の持効性注射剤市場は、40代と50代の処方が中心です。', '', 'market-age-band'],
  [
    '肝機能検査値のモニタリング頻度は、投与開始後3か月間は月1回が推奨されています。',
    '',
    'label-guidance',
  ],
  [
    '社内ルールでは、SNS上で見かけた副作用情報も収集対象です。e-ラーニングの期限は今月末です。',
    '',
    'reporting-rule',
  ],
  ['腎移植後の急性拒絶反応は近年減少傾向にあるという総説が出ました。', '', 'literature'],
  [
    'D病院の採用審議は、他剤との有効性比較データ待ちで次回に持ち越しとなりました。',
    '',
    'anonymised-facility',
  ],
  [
    '抗体医薬のバイオシミラーへの切り替えは、病院の経営方針によるものと説明を受けました。',
    '',
    'switch-non-safety',
  ],
  ['院内フォーミュラリー改定で、同効薬が1剤に絞られる予定です。', '', 'market-talk'],
  [
    '外来投与時のインフュージョンリアクション対策として、一般的な前投薬の説明を求められました。',
    '',
    'medical-inquiry',
  ],
  [
    '第2回希少疾患セミナーのご案内　日時：6月14日（土）14:00〜　会場：ホテル桜扇 2階　講師：篠原 拓真 先生（北嶺医科大学 神経内科）　ぜひご参加ください。',
    '',
    'invitation',
  ],
  [
    '【ご案内】移植医療カンファレンス　7月3日 19時〜 青葉台メディカルホール　演者：森脇 佳奈子 教授　事前登録をお願いします。',
    '',
    'invitation',
  ],
  [
    '妊娠中の投与に関する情報提供資材が改訂され、動物試験データの記載が詳しくなりました。',
    '',
    'label-change',
  ],
  [
    '乾癬の生物学的製剤は、中等症以上の患者のうち約2割で使われているという調査結果です。',
    '',
    'disease-stats',
  ],
  ['重症筋無力症の新規治療薬が相次いで承認され、処方選択肢が広がっています。', '', 'market-talk'],
  ['発売後の全例調査の登録は、予定症例数の85%に達しました。', '', 'study-results'],
  [
    '本剤は冷所保存ですが、室温で最長30日まで保管可能との情報が追加されました。',
    '',
    'label-change',
  ],
  [
    'E先生は市販後の副作用報告のしくみをよくご存じでなかったので、資料をお渡ししました。',
    '',
    'anonymised-person',
  ],
  // ---- clean: English / mixed ----
  [
    'Topline data from the phase 3 trial showed a 34% reduction in relapse rate versus placebo; full results will be presented at the autumn congress.',
    '',
    'congress-data',
  ],
  [
    'The label update adds hepatitis B reactivation to the warnings section; please brief your accounts by Friday.',
    '',
    'label-change',
  ],
  [
    'Reminder: any adverse event you hear of must be forwarded to Drug Safety within one business day, even if unconfirmed.',
    '',
    'reporting-rule',
  ],
  [
    'Hospital A pharmacy director asked whether our patient support programme covers home infusion nursing. It does from April.',
    '',
    'patient-support',
  ],
  [
    'Dr. X said, speaking generally, that neutropenia is the main reason clinicians hesitate to combine the two agents.',
    '',
    'general-opinion',
  ],
  [
    'Roughly 60% of the haemophilia market is patients under 30, according to the latest claims analysis.',
    '',
    'market-age-band',
  ],
  [
    'A competitor issued a Dear HCP letter on QT prolongation with their SMA therapy; expect questions from neurologists.',
    '',
    'competitor-safety-comm',
  ],
  [
    'Indication reminder: Trevalor is approved for paroxysmal nocturnal haemoglobinuria in adults only.',
    '',
    'indication',
  ],
  [
    'MSL team meeting notes: the Q3 focus is real-world evidence on long-term renal outcomes after transplant.',
    '',
    'internal-notice',
  ],
  [
    'The oncology unit at Hospital B is moving to a new building next month, so infusion appointments will be shifted.',
    '',
    'anonymised-facility',
  ],
  [
    'Formulary committee postponed the decision on our biosimilar until they see pricing from the tender.',
    '',
    'market-talk',
  ],
  [
    'Incidence of grade 3 or higher infusion reactions in the pivotal trial was 2.1%, similar to comparator.',
    '',
    'study-results',
  ],
  [
    'The head nurse would like extra copies of the patient diary for the self-injection programme.',
    '',
    'job-title-only',
  ],
  [
    'Save the date: Rare Disease Forum, 22 November, 18:30, Minato Sky Conference Room. Speaker: Dr. Helena Ostrova. Please register via the portal.',
    '',
    'invitation',
  ],
  [
    'Switching from IV to subcutaneous dosing at this site is driven by chair time, not by any tolerability issue.',
    '',
    'switch-non-safety',
  ],
  [
    'Vaccine uptake in the 65+ band rose to 48% this season in our territory.',
    '',
    'market-age-band',
  ],
  [
    'Training on pregnancy exposure reporting is mandatory for all field staff; the module takes about 20 minutes.',
    '',
    'training',
  ],
  [
    'New safety data sheet for the cold-chain shipper is attached; no product changes.',
    '',
    'product-info',
  ],
  [
    '本日 the KOL advisory board discussed unmet needs in refractory myasthenia gravis; summary to follow.',
    '',
    'advisory-board',
  ],
  [
    'Pharmacy at Clinic C asked if the oral suspension can be given via NG tube; I referred it to Medical Information.',
    '',
    'medical-inquiry',
  ],
  [
    'The epilepsy market has about 1 million patients in Japan; our share in the adjunctive segment is 9%.',
    '',
    'disease-stats',
  ],
  [
    'Product manager update: the 200 mg strength launch is delayed to Q2 due to packaging line validation.',
    '',
    'supply',
  ],
  [
    '学会報告 ASH highlights: MRD negativity rates were higher with the quadruplet regimen across all subgroups.',
    '',
    'congress-data',
  ],
  // ---- ae: Japanese ----
  [
    'A病院の先生より、ゼルナトリン投与中の患者さんが先月から来院されず、ご家族から入院したと聞いたとのことです。',
    'ae',
    'hospitalisation-in-passing',
  ],
  [
    'B医師の話では、肝酵素の上昇があったため、2回目から1段階減量して継続しているそうです。',
    'ae',
    'dose-reduced-after-finding',
  ],
  [
    '某クリニックでは本剤から他剤へ切り替えた方が1名いて、理由は「だるさが抜けない」とのことでした。',
    'ae',
    'switch-reason',
  ],
  [
    '病棟の看護師さんが、点滴開始後に顔が赤くなって速度を落とした方がいたと話していました。',
    'ae',
    'nurse-remark',
  ],
  [
    '患者さんのご家族から薬局に「飲み始めてから夜眠れなくなった」と相談があったそうです。',
    'ae',
    'relative-remark',
  ],
  [
    '投与半年でM蛋白が下がらず、K先生は効果不十分として次治療へ移行されました。',
    'ae',
    'lack-of-effect',
  ],
  [
    '自己注射ペンの針が出てこず、患者さんがその日の投与をできなかったと看護師から聞きました。',
    'ae',
    'device-failure',
  ],
  [
    '錠剤の色がいつもと違ってまだらだったが、患者さんはそのまま服用してしまったとのことです。',
    'ae',
    'quality-taken',
  ],
  [
    '服薬中に妊娠が判明した患者さんがいると、C病院の薬剤師から連絡がありました。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '血小板数が投与前の半分以下に下がったため、次のサイクルは延期になったそうです。',
    'ae',
    'lab-value',
  ],
  [
    'ワクチン接種の翌日に高熱で救急外来を受診したお子さんがいたと、某小児科の受付の方から伺いました。',
    'ae',
    'vaccine-event',
  ],
  [
    '移植後の患者さんでトラフ値が高くなり、腎機能が悪化したため用量を見直したとのことでした。',
    'ae',
    'lab-value',
  ],
  [
    '薬剤部長から、冷蔵保管すべきバイアルを室温で一晩置いたまま投与してしまった事例の相談がありました。',
    'ae',
    'storage-error',
  ],
  [
    '高齢の患者さんが徐放錠をかみ砕いて飲んでいたことが分かり、薬剤師が先生に報告したそうです。',
    'ae',
    'crushed-tablet',
  ],
  [
    '1日1回のところを朝夕2回服用していたことに、訪問看護師さんが気づいたそうです。',
    'ae',
    'wrong-dose',
  ],
  [
    'お孫さんが祖母の抗てんかん薬を誤って1錠飲んでしまい、念のため受診したと聞きました。',
    'ae',
    'accidental-ingestion',
  ],
  [
    '先生曰く、本剤開始後から手足のしびれを訴える方が何人かいて、気になっているとのことです。',
    'ae',
    'doctor-remark',
  ],
  [
    '前回の投与後に息苦しさがあったため、今回は前投薬を追加して投与したと伺いました。',
    'ae',
    'premedication-added',
  ],
  [
    'インターフェロンから当社品に変えた理由を伺うと、前薬で抑うつ症状が出たからとのことでした。',
    'ae',
    'switch-reason',
  ],
  [
    '訪問時、先生が「あの患者さん、結局亡くなったんだよね」と話されていました。本剤は3コース目でした。',
    'ae',
    'death-in-passing',
  ],
  [
    '採用検討の話の流れで、先月本剤投与中の方が肺炎で入院したと話が出ました。',
    'ae',
    'hospitalisation-in-passing',
  ],
  [
    '使用期限の切れたプレフィルドシリンジが投与されていたことが、在庫確認で分かったそうです。',
    'ae',
    'expired-product',
  ],
  [
    '本剤を開始してから発作が逆に増えた方がいて、D先生は元の薬に戻したそうです。',
    'ae',
    'lack-of-effect',
  ],
  ['ALTが基準値上限の5倍まで上がり、現在休薬中。再開は未定。', 'ae', 'lab-value'],
  ['ご家族の話では、注射の翌週から食欲が落ちて体重が3kg減ったそうです。', 'ae', 'relative-remark'],
  [
    'バイアルにひびが入っていたことに投与後に気づいたと、化学療法室の看護師から連絡がありました。',
    'ae',
    'quality-given',
  ],
  ['好中球減少で次回から80%に減量予定。', 'ae', 'dose-reduced-after-finding'],
  [
    '本剤を服用中の男性患者さんのパートナーが妊娠したと、薬剤師が話していました。',
    'ae',
    'pregnancy-exposure',
  ],
  [
    '新薬に変えてから「前の薬の方が効いていた」と患者さんが話し、結局戻したそうです。',
    'ae',
    'lack-of-effect',
  ],
  [
    '患者さんから「注射部位が腫れて1週間引かない」と、コールセンター経由で問い合わせがありました。',
    'ae',
    'patient-complaint',
  ],
  [
    '処方量より多く服用していた患者さんがいて、ふらつきで転倒したと薬局から聞きました。',
    'ae',
    'overuse',
  ],
  [
    '鎮静目的で処方外に使っていた例がある、と精神科病棟の看護師長が心配していました。',
    'ae',
    'misuse',
  ],
  [
    '飼い犬が飼い主の錠剤を食べてしまい、動物病院で処置を受けたそうです。',
    'ae',
    'animal-ingestion',
  ],
  ['投与後に血圧が180まで上がったため、その日の点滴は中止になりました。', 'ae', 'vital-sign'],
  [
    '造血幹細胞移植後の方で、本剤を始めてからクレアチニンが1.2から2.0に上がったと聞きました。',
    'ae',
    'lab-value',
  ],
  [
    'MSLとの面談中、先生が「本剤で帯状疱疹が出た方がいる」と触れられていました。',
    'ae',
    'doctor-remark',
  ],
  [
    '血友病の方が製剤を自己注射した後も出血が止まらず、救急搬送されたとの情報です。',
    'ae',
    'lack-of-effect',
  ],
  [
    '錠剤が欠けていたが、そのまま半分量を飲んだと患者さんから薬局に申し出がありました。',
    'ae',
    'quality-taken',
  ],
  [
    '前治療でアレルギー歴がある方に投与し、じんましんが出たため抗ヒスタミン薬で対応したそうです。',
    'ae',
    'allergic-reaction',
  ],
  [
    '別の患者さん用に調製された抗がん剤が誤って接続され、一部が入ってしまったとのことでした。',
    'ae',
    'wrong-patient',
  ],
  [
    '当社ワクチンを接種した直後に失神した方がいたと、接種会場の医師から聞きました。',
    'ae',
    'vaccine-event',
  ],
  [
    '本剤で治療中の方が、今月の検査で甲状腺機能低下と分かり補充療法を開始しました。',
    'ae',
    'immune-related',
  ],
  [
    '価格の話をしていたら、院長が「そういえば、あの薬で黄疸が出た人がいたな」とぽつりと言われました。',
    'ae',
    'doctor-remark',
  ],
  [
    '患者さんのお母様から、シロップを2倍量飲ませてしまったと薬局に電話があったそうです。',
    'ae',
    'wrong-dose',
  ],
  ['投与を中止した理由を伺うと、「QTが延びたから」と一言だけ返ってきました。', 'ae', 'stop-reason'],
  [
    '在宅で使う注入ポンプが投与の途中で止まり、予定量が入らなかったと訪問看護師から連絡がありました。',
    'ae',
    'device-failure',
  ],
  // ---- ae: English ----
  [
    'The infusion nurse mentioned one patient had to be taken off our product after repeated chills during the first two cycles.',
    'ae',
    'nurse-remark',
  ],
  [
    'Dr. X reduced the dose to 10 mg after the liver panel came back elevated.',
    'ae',
    'dose-reduced-after-finding',
  ],
  [
    'A caregiver told the pharmacist that her husband became very confused after the new patch was started.',
    'ae',
    'relative-remark',
  ],
  [
    'Mostly competitor talk at lunch, but the oncologist also mentioned they admitted someone on our drug with colitis last week.',
    'ae',
    'hospitalisation-in-passing',
  ],
  [
    'Patient called the support line: the autoinjector jammed mid-dose and only part of the solution went in.',
    'ae',
    'device-failure',
  ],
  [
    'Hospital B pharmacist reported a vial that looked cloudy had already been administered before anyone noticed.',
    'ae',
    'quality-given',
  ],
  ['Platelets dropped to 40,000 after cycle 2, so the team held the next dose.', 'ae', 'lab-value'],
  [
    'One of the transplant patients stopped the drug because of persistent tremor, per the clinic coordinator.',
    'ae',
    'stop-reason',
  ],
  [
    'They gave the vaccine after it had been left out of the fridge over the weekend.',
    'ae',
    'storage-error',
  ],
  [
    'A patient on Velomab found out she was 8 weeks pregnant at her last visit.',
    'ae',
    'pregnancy-exposure',
  ],
  [
    'No response after four doses, so the haematologist moved the patient on to the next line.',
    'ae',
    'lack-of-effect',
  ],
  [
    'The son said his father passed away in hospital; he had been on the tablets since spring.',
    'ae',
    'death-in-passing',
  ],
  [
    'Nurse at Clinic C noticed a patient had been crushing the extended-release tablets to mix with jelly.',
    'ae',
    'crushed-tablet',
  ],
  [
    'In passing, the MSL heard that two patients on the study drug had been hospitalised for pneumonitis.',
    'ae',
    'hospitalisation-in-passing',
  ],
  [
    'Patient complained that the new batch of capsules smelled odd and she felt nauseous after taking them.',
    'ae',
    'patient-complaint',
  ],
  [
    'The market is growing, although Dr. Y said one of her patients developed a rash on our product and is now on the competitor.',
    'ae',
    'switch-reason',
  ],
  [
    'Switched to the competitor after the eGFR fell from 60 to 38 over three months, according to the nephrologist.',
    'ae',
    'switch-reason',
  ],
  [
    'A small child got into the family pill organiser and swallowed two capsules; the parents went to A&E as a precaution.',
    'ae',
    'accidental-ingestion',
  ],
  [
    'The pharmacist says one patient has been refilling the rescue spray far more often than prescribed.',
    'ae',
    'overuse',
  ],
  [
    'The neurologist mentioned seizures came back after the switch to the generic, so the patient went back to the brand.',
    'ae',
    'lack-of-effect',
  ],
  // ---- id: Japanese ----
  ['本日、桐ヶ丘総合病院の薬剤部を訪問し、新規採用の進捗を確認しました。', 'id', 'facility-name'],
  ['北嶺医科大学附属病院の篠原先生に、第III相試験の結果をご説明しました。', 'id', 'doctor-name'],
  [
    'みどり台クリニックの久保田院長は、来月から外来を週2日に減らされるそうです。',
    'id',
    'facility-name',
  ],
  ['さくら通り薬局の薬局長・浜中さんから、在庫の問い合わせがありました。', 'id', 'pharmacy-name'],
  [
    '昨日の講演会で、小野寺 美穂先生が移植後の免疫抑制療法についてお話しされました。',
    'id',
    'lecture-report',
  ],
  ['患者さんは70代男性で、関節リウマチの治療歴が10年以上とのことです。', 'id', 'age-sex'],
  ['50代女性の患者さんが、自己注射指導を受けるためにご来院予定です。', 'id', 'age-sex'],
  [
    'ひばりヶ丘訪問看護ステーションの所長から、在宅での投与手順について質問がありました。',
    'id',
    'nursing-station-name',
  ],
  ['特別養護老人ホーム清風の里で、ワクチン接種の日程調整を行いました。', 'id', 'care-home-name'],
  ['MSLと同行し、南港がんセンターの呼吸器内科を訪問しました。', 'id', 'facility-name'],
  [
    '鶴見台病院 血液内科の松永部長が、次年度の採用候補に本剤を挙げてくださいました。',
    'id',
    'doctor-name',
  ],
  ['青葉ドラッグ駅前店で、OTC担当者と販促物の配置について相談しました。', 'id', 'drugstore-name'],
  [
    '東雲こどもクリニックの三浦院長は、定期接種の案内を待合室に掲示してくださっています。',
    'id',
    'facility-name',
  ],
  [
    '勉強会の報告：講師の西園寺 亮先生が多発性硬化症の最新治療を解説され、参加者は25名でした。',
    'id',
    'lecture-report',
  ],
  ['柏木様より書類到着の連絡あり。', 'id', 'patient-name'],
  ['60代の女性の方から、コールセンターに配送日時の変更依頼がありました。', 'id', 'age-sex'],
  ['城北中央病院の倫理委員会で、医師主導研究が承認されたと聞きました。', 'id', 'facility-name'],
  [
    '黒田教授（東邦臨床医科大学 腎臓内科）から、共同研究の打診をいただきました。',
    'id',
    'doctor-name',
  ],
  ['ひまわり調剤薬局 本町店の管理薬剤師、岩崎さんと面談しました。', 'id', 'pharmacy-name'],
  [
    '瀬戸内メディカルセンターの移植外科では、今年の腎移植件数が50件を超えたそうです。',
    'id',
    'facility-name',
  ],
  ['80代男性、認知症の診断から半年で、ご家族が服薬管理をされているとのことです。', 'id', 'age-sex'],
  [
    '県立あおば医療センター小児科の今井先生に、希少疾患の診断フローの資料をお渡ししました。',
    'id',
    'doctor-name',
  ],
  [
    'グループホームこもれびの施設長から、服薬支援ツールの追加依頼をいただきました。',
    'id',
    'care-home-name',
  ],
  ['担当の吉川 直樹先生は、来年4月から大学に戻られる予定です。', 'id', 'doctor-name'],
  [
    '座談会の記録：宮坂先生と藤堂先生が、持効性注射剤の位置づけについて意見交換されました。',
    'id',
    'meeting-report',
  ],
  [
    '30代の男性患者さんが、仕事との両立のため投与間隔の長い製剤を希望されているそうです。',
    'id',
    'age-sex',
  ],
  // ---- id: English / mixed ----
  [
    'Met Dr. Hiroshi Kanzaki at Westbay General Hospital to discuss the new dosing schedule.',
    'id',
    'doctor-name',
  ],
  [
    'Nurse Okabe at the Sunridge Infusion Center asked for more patient diaries.',
    'id',
    'nurse-name',
  ],
  [
    'Prof. Lindqvist presented our subgroup analysis at the afternoon session; the room was full.',
    'id',
    'lecture-report',
  ],
  [
    'Patient is a man in his 40s with Crohn disease, currently stable on maintenance therapy.',
    'id',
    'age-sex',
  ],
  [
    'Harbourview Pharmacy will stock the new pen from next month, per the manager Ms. Tanabe.',
    'id',
    'pharmacy-name',
  ],
  [
    'Follow-up with Dr. Mori at Kitahama Kids Clinic about the catch-up vaccination leaflet.',
    'id',
    'doctor-name',
  ],
  [
    'Greenhill Care Home requested a vaccination session for residents in October.',
    'id',
    'care-home-name',
  ],
  ['A woman in her 30s enrolled in the patient support programme this week.', 'id', 'age-sex'],
  [
    'The advisory board was chaired by Prof. Yuki Arakawa, who summarised the unmet needs in PNH.',
    'id',
    'meeting-report',
  ],
  ['本日は St. Aurelia Hospital の腫瘍内科で新適応の説明会を行いました。', 'id', 'facility-name'],
  [
    'Dr. 藤崎 at 港南リハビリ病院 asked for the Japanese version of the RWE summary.',
    'id',
    'doctor-name',
  ],
  [
    'Meeting with Nurse Sato from the Eastgate Visiting Nurse Station about home infusion training.',
    'id',
    'nurse-name',
  ],
  // ---- ae+id ----
  [
    '桐ヶ丘総合病院の篠原先生から、本剤投与中の患者さんが間質性肺炎で入院したと伺いました。',
    'ae+id',
    'hospitalisation-named-doctor',
  ],
  [
    '70代女性、ゼルナトリン開始2週間で肝機能値が上昇し、休薬となったそうです。',
    'ae+id',
    'lab-value-age-sex',
  ],
  [
    'さくら通り薬局の浜中さんによると、患者さんが錠剤を砕いて服用していたことが分かったそうです。',
    'ae+id',
    'crushed-tablet-named',
  ],
  [
    '60代男性の方が、ワクチン接種当日の夜に39℃の発熱があったと奥様から連絡がありました。',
    'ae+id',
    'vaccine-event-age-sex',
  ],
  [
    '鶴見台病院の松永先生は、血小板減少のため本剤を減量されたとのことです。',
    'ae+id',
    'dose-reduced-named',
  ],
  [
    '40代女性、服薬中に妊娠が判明し、みどり台クリニックで経過を見ているとのことです。',
    'ae+id',
    'pregnancy-exposure-named',
  ],
  [
    'ひばりヶ丘訪問看護ステーションから、在宅患者さんの投与中にポンプが停止し予定量が入らなかったと報告を受けました。',
    'ae+id',
    'device-failure-named',
  ],
  [
    'Dr. Kanzaki at Westbay General mentioned a patient on Trevalor died of sepsis last month.',
    'ae+id',
    'death-named-doctor',
  ],
  [
    'A man in his 50s switched to the competitor after severe fatigue on our drug, according to Nurse Okabe.',
    'ae+id',
    'switch-reason-age-sex',
  ],
  [
    'Harbourview Pharmacy reported that a patient was dispensed the 100 mg strength instead of 25 mg and took it for a week.',
    'ae+id',
    'wrong-dose-named',
  ],
];
