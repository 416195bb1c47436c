/*
 * The pieces the default pre-screen rules are built from (screen-rules.ts): context phrases that
 * silence a rule, and the vocabularies of use, symptoms, change, names and institutions. An admin
 * table stores the expanded RegExp sources; these exist only to keep the default table readable.
 *
 * Rules v2 generalise by shape rather than by listed sentence: "a use of a product, then within
 * the sentence any change in the person's state" rather than "服用後に発疹が出た"; and they err
 * towards flagging, since a false positive costs a writer a rewording and a miss a regulatory
 * breach. Every window between two parts is bounded ({0,n}) so a 4000-character text without a
 * sentence end cannot make a rule backtrack without end.
 */

import { SYMPTOM_VOCABULARY_EN, SYMPTOM_VOCABULARY_JA } from './symptom-vocabulary.ts';

export const r = String.raw;

/** Any character inside a Japanese sentence / an English sentence (bounded windows use them). */
export const J = r`[^。!?\n]`;
export const E = r`[^.!?\n]`;

/** Any character inside the current sentence (the engine splits sentences the same way). */
const IN_SENTENCE = r`[^。．!?！？\n]`;

/**
 * Someone to whom something happened, or the happening itself: a person as the subject (患者さんが,
 * 利用者は, 2名, one of his patients, she), or a verb of an event (出た, 起きた, 入院した, 服用済み,
 * developed, was admitted). Broad on purpose: it only keeps PROCESS_CONTEXT from silencing.
 */
/** A person as the subject of the sentence (患者さんが, 利用者は, 2名). */
const OCCURRENCE_SUBJECT_JA = r`(患者|Pt|PT|利用者|入居者|入所者|お客|客|子|児|母|父|娘|息子|夫|妻|主人|本人|男性|女性|高齢者|(?<=[いたるのな])方|(?<![個法他本])人|例|家族|赤ちゃん|犬|猫|ペット)(さん|様|ちゃん)?(が|は|も|で|に(は)?(出|起|み|見))|\d+\s?(名|人|例|件)(が|中|の|に|で|とも|いた|あった)`;
/** A verb or word of an event (出た, 起きた, 入院した, 服用済み, 判明, 実は). */
const OCCURRENCE_EVENT_JA = r`(?<!集計|データ|資料|通知|承認|許可|報告書)出た(?!ら|場合|時|とき|際)|出て(い(?!な)|る|た)|出現|発現し|起き|起こし|生じ|入院し|搬送さ|運ばれ|亡くな|死亡し|(上昇|低下|悪化|増悪)し|回復|(服用|投与|使用|開始|内服|接種|切り?替え|変更|増量|点滴)(後|直後|翌|\d+日目)|\d+回目|倒れ|転倒し|診断され|受診し|救急(車|受診)|腫れ(た|て)|むくん(で|だ)|(飲み|使い|打ち|貼り)?始めて(から|すぐ|まもなく|間もなく)|止血(が)?${IN_SENTENCE}{0,4}?(でき|つか)(ず|なかった|なくて)|(変え|替え|切り替え)てから|(点滴|注射|吸入|貼付|塗布)し(た|て)|(開始|投与)(後)?\d+(分|時間|日)|翌週|昨夜|今朝|方の話|実際に|本当に|かと思ったら|ではなく|と(連絡|電話)(が|を|あり)|(服用|投与|使用|内服)中の(?!方|患者|人)|翌朝|翌日|で入院|入院(し|と|に|中)|飲んだ|飲んで(い|し)|使った|使って(い|し)|服用し|投与し|打った|(中止|休薬|減量|変更)(さ|し)|(投与|服用|使用|接種|交付|調剤|内服)済|Grade\s?[2-5]|(コース|クール|サイクル)目|しまっ|ちゃっ|判明|分かっ|わかっ|分かり|わかり|(?<!早期)発見|見つか|気づ|気付|訴え|(し|なら|下がら|治ら|効か|良くなら|改善し|解熱し|継続でき|続けられ)なかった|(減量|休薬|延期|輸血)(し|され|に|予定|と)|(患者|本人|家族|ご家族|利用者)(さん|様)?から「|いたとの|いたそう|いたと|がいる|がいた|がいて|あったと|あったそう|なったと|なったそう|症例(?!写真|集|検討会|報告会)|(?<=[ぁ-ゖ])た(人|方|患者)(が|は|も|けっこう|結構|多|少|い[たるま])|(注入器|ペン|インジェクター|ポンプ|吸入器|デバイス|カウンター|針)${J}{0,8}?(止ま(った|って|り)|動かな(かった|くな)|(壊れ|故障し)(た|て))|と(時期|タイミング)が(重な|一致)|\d+(\.\d+)?\s?(kg|キロ)(も)?(減|増|落|痩|太)(?![ぁ-ゖ]{0,2}(場合|なら|ら))|実は|すでに|既に|緊急入院`;
const OCCURRENCE_JA = r`${OCCURRENCE_SUBJECT_JA}|${OCCURRENCE_EVENT_JA}`;
/** `phrase` in a sentence where nothing happened to anyone (no verb or word of an event). */
export const unlessSomethingHappened = (phrase: string) =>
  r`^(?=[^]*(${phrase}))(?![^]*(?:${OCCURRENCE_EVENT_JA}))`;
const OCCURRENCE_EN = r`\b(?<!\bif )(a|one|two|three|four|five|\d+|several|some|many) (of (his|her|their|the|our) )?(patients?|pts?|residents?|customers?|children|child|kids?|cases?|users?|people|women|men|elderly)\b|\b(he|she|his|him|hers?|patient (who|had|has|was|developed|on)|pt (had|has|was|on)|developed|was admitted|were admitted|got (sick|ill)|died|passed away|had (a|an|to)|has been|since (starting|taking|the)|after (starting|taking|switching|the first|his|her)|noticed|presented|came in|a (man|woman|lady|resident|customer|child|boy|girl)|real case|actual(ly)?|confirmed|turned out|not a fictional|woke up with|was found|(site|skin|face|lips|tongue|eyes) (became|went|turned|got)|within (hours|days)|after (taking|using)|fainted|collapsed|yesterday|hospitali[sz]ed|on (our|the|their|his|her) (pill|drug|medication|product|tablets?|inhaler|injection)|after (the )?(first|second|third|\d+(st|nd|rd|th)) (dose|infusion|injection|shot|jab|cycle)|after the (infusion|injection|jab|shot|dose))\b|\b(rose|climbed|jumped|spiked|dropped|fell) (above|over|to|past|below|under) \d|症例あり|できなかった|中止した|入院した`;
/**
 * A hypothetical asked as a question, or a question asked in general (「もし子どもが誤って飲んだら？」
 * という一般的なご質問): nothing happened, though the question holds an event verb; not where the
 * sentence says something did happen (実は, 昨日, 入院, 判明).
 */
export const QUESTION_CONTEXT = r`^(?=[^]*((?<!か)もし(?!くは)[^、。]{0,30}(たら|れば|場合は?)([?？]|、?\s?(という|といった))|仮に[^。]{0,40}場合(の|は)|仮に[^。？?]{0,40}(たら|れば)[^。？?]{0,30}[?？]|という一般的な(ご)?(質問|相談|問い?合わせ)))(?![^]*(実は|実際(に|は)|すでに|既に|昨日|今朝|昨夜|先日|入院|搬送|受診し|判明|亡くな|ていた|だった|調べたら|その方))`;
/** Public label or generic context: 副作用 in a package insert change is not a case report. */
export const LABEL_CONTEXT = [
  QUESTION_CONTEXT,
  r`添付文書|電子添文|添文|使用上の注意|安全性情報|注意喚起|DSU|医薬品安全対策|インタビューフォーム|IF(に|で|の)|改訂|(添付文書|電子添文|使用上の注意|重大な副作用|警告|禁忌)」?[^。]{0,20}追記|審査報告|安全性速報|ブルーレター|イエローレター|適正使用|RMP|くすりのしおり`,
  r`臨床試験|治験|試験で|試験の|学会(?!会場|の(後|帰り|合間)|[^。]*症例報告)|論文|ガイドライン|一般に|一般的に|一般的な|一般論|(低下|障害)(した|している|のある)(患者|方)(での|に対する|への|では|には|に対して)|(悪い|低下した|障害のある)(人|方|患者|Pt)の[^。]{0,10}?(用量|投与量)(どう|は[?？]|について|を(聞|確認|質問))|適応(に|は|が|を|追加|取得|拡大)|見解|次第|症例ではな|ケースではな|発現率|頻度|パンフ|チラシ|リーフレット|ポスター(?![^。]*症例報告)|広告|資材|説明会|報道|ニュース|記事`,
  r`\b(package insert|label(l?ing)?|prescribing information|PI|SmPC|USPI|monograph|guidelines?|in general|generally|incidence|brochures?|leaflets?|congress|poster|press release|news|detail aids?|sales aids?|leave[- ]?pieces?|promotional|advert\w*|Dear (HCP|Doctor|Healthcare)|DHCP|safety (letter|communication)|(?<!post-)marketing)\b`,
  // a trial's or a study's results (3% had a rash in the trial), not a case that happened in one
  r`^(?=[^]*\b(trials?|study|studies)\b)(?![^]*(?:${OCCURRENCE_EN}))`,
];
/** Figures about a population (率, 件数): they silence whatever else the sentence holds. */
const STATISTIC_FIGURES_JA = r`\d+割(?!(ほど|程度|近く|も|くらい|ぐらい)?(多|少|増|減))|最多|売上|売り上げ|前年比|(?<![引軽])率(?!直|先|い)|統計|全国|厚労省|国内(?!の?症例)|年間|患者数|件数|人数|死因|病床|在院日数|平均|割合|調査|推計|データ|疫学|市場|業界紙|毎年|年々`;
const STATISTIC_FIGURES_EN = r`\b((mortality|incidence|response|uptake|adoption|prescribing|prescription|conversion|switch(ing)?|approval|adherence|compliance|penetration|growth|success|failure|death|admission|readmission|error|infection|vaccination|screening|reimbursement|market|refill|discontinuation|dropout|event|hospitali[sz]ation|survival|remission)( \w+)? rates?|rates? of|statistics|stats|sales|market share|nationwide|national\w*|ONS|CDC|per year|annual(ly)?|average|survey|data|epidemiolog\w*|market|mortality|(hospital|number of) beds|bed (numbers|count|capacity|occupancy)|each (year|winter|autumn|spring|summer)|every (year|winter)|decade|per \d+|\d+ in \d+|(one|two|three|four) in (two|three|four|five|six|seven|eight|nine|ten|\d+) (people|patients|pts|adults|children|women|men|users|cases|of)|placebo|across (the )?arms|readout)\b`;
/** Statistics about a disease (入院/死亡 as a rate or a count of a population), and trends. */
export const STATISTIC_CONTEXT = [
  STATISTIC_FIGURES_JA,
  // a trend (増加, 減少, 多い) is a population's only when nobody in the sentence had anything happen
  r`^(?=[^]*(傾向|(?<!同じ)時期(?!が(重な|一致))|流行|(?<!(体重|血圧|心拍)(が|も|は)?)増加(?!症)|(?<!(血小板|白血球|好中球|ヘモグロビン|Hb|体重)(が|も|は)?)減少(?!症)|増える|減る|多い|少ない))(?![^]*(?:${OCCURRENCE_JA}|(変更|開始|投与|服用|増量|減量|切り?替え?|内服|使用|接種|併用)後))`,
  STATISTIC_FIGURES_EN,
];
/** The figures alone, not the trends (a medication error with 好中球減少 is not a statistic). */
export const STATISTIC_FIGURES = [STATISTIC_FIGURES_JA, STATISTIC_FIGURES_EN];
/** Where a sentence goes on to something else (…喜んでいたが、その後…): a context before it does not hold. */
export const CONTRAST_JA = r`が、|けど|けれど|しかし|ものの|その後`;
/**
 * A plain "none" about the adverse-event word itself (副作用の話は特になし, no side effects were
 * mentioned): silences only the rules that fire on the word, never the symptom or use rules, so
 * "no side effects until she got a rash" is still caught by its rash.
 */
export const NEGATION_CONTEXT = [
  // review 19: v19's adverbs (現在, まだ, 今まで), not where the sentence turns (副作用は現在ないが、…発熱)
  r`^(?=[^]*(副作用|副反応|有害事象|問題|トラブル|症状|異常|訴え)(の(話|報告|訴え|相談|情報|声|質問|問い合わせ))?(について)?(は|も)?(現時点で|現時点では|現在|今まで|まだ)(なし|無し|ない|無い|なかった|出ていない|出てない|ありません|ございません))(?![^]*(${CONTRAST_JA}))`,
  r`(効果|副作用|副反応)(や|と|の)?${IN_SENTENCE}{0,8}?(の)?問題(では|じゃ)な|(経験|症例|事例|報告)(は)?(まだ)?(なし|ない|無し|ありません)|という(声|話)(は|も)${IN_SENTENCE}{0,12}?(聞いていない|聞いてない|ない|なし|ありません)|(一切|誰にも|患者には)${IN_SENTENCE}{0,6}?(使|投与|服用)(われ|され)て?(おらず|いない|いません)|(副作用|副反応|有害事象|問題|トラブル|症状|(?<!(?:科|検査|CT|MRI|エコー|心電図|眼底)(?:では|で|は|も)?)異常|訴え)(の(話|報告|訴え|相談|情報|声|質問|問い合わせ))?(について)?(は|も)?(特に|全く|一切|今のところ|これまで)?(なし|無し|ナシ|ない|無い|なかった|出なかった|出ていない|出てない|ありません|ございません|聞いていない|聞いてない|聞かない|質問なし)|(副作用|副反応|有害事象)${IN_SENTENCE}{0,12}?(ゼロ|0件|皆無)|(副作用|副反応)(が|の)(少な|出にく|軽)`,
  // nobody had it (異常のある患者はいなかった, 副作用は一例も出ていない), where nothing in the
  // sentence happened to anyone (出たのは娘さんだけで、ほかにいない is an event)
  r`^(?=[^]*((患者|人|方|例|利用者)(さん)?(は|も)(一人も|誰も|まだ)?(いなかった|いない|おらず|いません)|(一例|1例|一件|1件|一人|1人|誰一人|誰)も(出て|起きて|い)(い)?な))(?![^]*(?:${OCCURRENCE_EVENT_JA}))`,
  r`\b(no|without|zero|nil|none of the)( \w+){0,2} (side[- ]effects?|adverse (events?|reactions?)|AEs?|ADRs?|reactions?|complaints?|safety (issues?|concerns?|signals?)|problems?|issues?)\b|\b(fewer|less|lower|minimal|few|reduced)( \w+)? (side[- ]effects?|adverse)|\b(side[- ]effects?|adverse events?)\b[^.!?\n]{0,20}\b(none|not mentioned|were not|weren't|was not|wasn't|not raised|not reported)\b`,
];
/** Planning a pregnancy is no exposure, unless one was found (妊娠を希望していたが…妊娠8週と判明). */
export const PLANNING_PREGNANCY = r`^(?=[^]*(妊娠(を)?(希望|予定|計画|検討)|妊娠を考え))(?![^]*(判明|分かっ|わかっ|妊娠(して|中|\d+週|が判明|していた)))`;
/** How far a complaint went away (すっかり, だいぶ, きれいに). */
const AWAY_ADVERB_JA = r`(?:すっかり|ほとんど|だいぶ|かなり|きれいに|しっかり|徐々に)`;
/** After a going-away word: what makes it no going away (軽くなるどころか, 回復するまで2週間). */
const NOT_REALLY_AWAY_JA = r`(?![^、。]{0,4}(?:どころか|まで|ことはな|ことがな))`;
/** A complaint whose going away is what the medicine is for (痛みが引いた, 湿疹がきれいに消えた). */
export const COMPLAINT_WENT_AWAY_JA = r`(腫れ|痛み|症状|発作|かゆみ|発疹|湿疹)が${AWAY_ADVERB_JA}?(引い|治ま|おさま|消え|なくな)${NOT_REALLY_AWAY_JA}`;
/**
 * A sentence about safety as a process or a topic, with nobody in it to whom anything happened:
 * reporting forms and flows, training, lectures' topics, materials, committees, hotlines,
 * regulators' figures, a risk or its prevention (副作用報告フォームがWeb化, 低血糖リスクを考えて,
 * anaphylaxis training for ward nurses). The symptom and term rules stay silent there (v5, issue 43).
 */
export const PROCESS_CONTEXT = [
  r`^(?=[^]*(報告(フォーム|書|様式|フロー|手順|体制|件数|制度|方法|の(仕方|手順|流れ|件数|体制|集計))|と聞かれ|聞かれたため|一般的な(ご)?(質問|相談|問い?合わせ|お問い合わせ)|事例集|比較表(が|を)?(ほし|欲し|作)|項目|掲示|貼り紙|張り紙|POP(が|を)?(ほし|欲し|作|設置)|報告対象|研修|勉強会|講演|講座|セミナー|テーマ|資料|マニュアル|ガイド|ポスター|パンフ|リーフレット|冊子|委員会|ミーティング|会議|共有|ルール|規則|社内|場合は|一般論|注意が必要|気をつけ|気を付け|注意して|要注意|留意|配置|見直|体制|書式|様式|チェックリスト|ご案内|ご参加|講師|演題|座長|窓口|ホットライン|ラーニング|フロー|定義|集計|統計|データベース|モニタリング|啓発|注意喚起|防止|防ぐ|防ぎ|未然|予防(?!接種)|対策|通達|徹底|聞き取り|指導し|よう(に)?(説明|指導|伝え)|ないよう(に)?(注意|説明|指導|伝え|気をつけ|気を付け)|(?<!か)もし(?!くは|れな|な[いかく]|ませ|て|た(?!ら)|も|や|かし|かす)[^、。]{0,40}(場合|たら|れば)|場合は[^、。]{0,30}(指導|説明|伝え|相談するよう)|(間違え|誤り|取り違え)ないよう|架空(の)?(症例|事例|ケース|患者|設定)|という(想定|設定)で|研修用(の)?(架空|症例|事例|ケース|シナリオ)|ロールプレイ|練習|アンケート|FAQ|講習|手順|発現時|時の対応|なければ|ない限り|(ますか|ですか|でしょうか)[?？]|質問が多い|フォーマット|テンプレート|心配で|懸念|しくみ|仕組み|あったら(?!しい)|出たら(?!しい)|起きたら(?!しい)|初診|写真集|症例集|アトラス|見たい|訓練|見学|シミュレーション|副作用歴|アレルギー歴|入手したら|知ったら|聞いたら|以内に|安全管理|禁忌|早期発見|初期症状|教育|方針|運用|ダブルチェック|公表|サイト|情報提供|問い?合わせ|リスク|指導|対応表|調整表|一覧|リスト|可否|に関する|について|向けに|向けの|(テレビ|TV|Web|WEB|ウェブ)\s?CM|CM(放映|放送|出稿|素材)|キャンペーン|研究|ための|(漏れ|ミス|間違い)に注意|の項(に|で|を|へ|の)|重大な副作用として|(確認|追跡|記入|入力)方法|方法を(確認|説明)))(?![^]*(?:${OCCURRENCE_JA}))`,
  r`^(?=[^]*\b(report(ing)? (form|system|process|flow|line|database|rates?)|flow ?charts? for reporting|how to (report|forward|recognis|recogniz|manage|handle|prevent)\w*|refresher|AE reporting|training|e-?learning|seminar|lecture|topic|webinar|session|(?<!(antibiotic|antifungal|antiviral|steroid|treatment|chemo|next|first|second|third|last) )course|materials?|leaflets?|brochures?|guides?|sheets?|posters?|hotline|helpline|committee|policy|figures|statistics|annual report|database|relief system|newsletter|risk|prevention|awareness|campaign|reminder|monitoring|definitions?|checklists?|kits?|protocols?|procedures?|updated|pack size|smaller pack|larger pack|if (a|the|your) (patient|pt|child|person)|advise (them|patients?)|counsel\w*|fictional|hypothetical|role-?play|training case|audit|logs?|forwarding|SOPs?|thinks|believes|opinion|view|programme|program|enrolment|overstated|will (speak|cover|present)|ask(ed|ing|s)? (for|how|about)|questions? on|questions? about|remind(ed|ing)? (the |all |our )?(team|staff|nurses?|pharmacists?|everyone|them|doctors?|reps?|MRs?)|any (suspected |possible )?(adverse|side)|worr(y|ies|ied) about|(safety|side[- ]effect|tolerability|AE) profile)\b)(?![^]*(?:${OCCURRENCE_EN}))`,
];
/**
 * A segment of a market or a population rather than one person: an age band that is a layer, a
 * share or a survey's subject (20〜40代の女性層, 50代男性の治療開始率, patients aged 75 and over make
 * up 40% of the market). A person's age with a sex stays an identifier (issue 19).
 */
export const SEGMENT_CONTEXT = [
  r`層|(男性|女性)(の|向けの?)[^。、\s]{0,8}向け|(男性|女性)向け|率(?!直|先|い)|割合|(新規)?処方(数|件数)(が|は)?(伸び|増え)|新規処方(が|は)?(伸び|増え)|市場|シェア|調査|患者数|世代|セグメント|人口|構成比|占め|対象(は|年齢)`,
  r`\b(segments?|market|share|survey|make up|makes up|account for|population|cohort|demographic|age group|age band|\d+\+)`,
];
/**
 * A lecture invitation may name its speaker and venue (SPEC, the exception): a notice that invites
 * (ご案内, 日時, 会場, ご参加ください, 演者：, save the date, you are invited, venue:). Since v5 a
 * visit note that only mentions a lecture (山根先生は…講演予定) is not an invitation (issue 43).
 */
export const LECTURE_CONTEXT = [
  r`ご案内|案内状|招待|(日時|会場)\s?[:：]|(日時|会場)\s(?=[^。\n]{0,40}(会館|ホテル|ホール|センター|会議室|講堂|\d{1,2}[:：]\d{2}))|(日時|会場)(は|、)\s?(?![^。\n]{0,12}満席)[^。\n、]{0,30}?(です|にて|となります)|開催(日|日時|場所|概要|要項|いたします|します|致します|のお知らせ)|(講演会?|勉強会|セミナー|研究会|説明会|懇話会|シンポジウム)の?お知らせ|ご参加|参加(募集|申込|申し込み|受付|費|無料|登録|希望)|お申込|お申し込み|申込|ご来場|ご出席|ご臨席|ご聴講|聴講|ふるって|奮って|お待ちして|定員|事前登録|(?:^|[。\n])(?<!報告[^]{0,200})(?![^。\n]*(報告|だった|でした|していた|話していた|された|参加\d|質疑|昨日|昨夜|昨晩|先週|先日|前回|終了(?!予定|時刻|まで)|質問が))[^。\n]*((座長|演者|講師|演題|司会)\s?(は|[:：])|(場所|テーマ)\s?[:：])|ご講演いただ|お話し(いただ|頂)|お迎えし|お招き|を迎えて|(講演会?|勉強会|セミナー|研究会|懇話会|シンポジウム|カンファレンス)(の?ご?案内|のお知らせ|の概要|開催)?\s?[:：]|\d{1,2}[:：]\d{2}\s?[〜~～-]`,
  r`^(?!\s*((lecture|seminar|webinar|meeting|symposium) )?report\b|[^]*\b(last (night|week|month)['’]s|yesterday['’]s|spoke on|presented (her|his|their)|turnout|attendees)\b)[^]*\b(invit(ation|e|es|ed|ing)|save the date|join us|RSVP|register|registration|venue|agenda\s?:|you are (invited|welcome)|all (are )?welcome|places are limited|sign up|book (your|a) (place|seat)|please (attend|join|come)|(date|time|speakers?|chair|topic|title|location|place)\s?[:,]|our speakers?|speakers? (is|are|will be|confirmed)|(lecture|seminar|webinar|symposium|talk|session)\b[^.:\n]{0,25}:)`,
];

/** The complaints whose going away is an improvement (咳がなくなった), unlike 味覚 or 意識. */
const COMPLAINT_JA = r`(?:咳|痛み?|痛さ|かゆみ?|痒み?|発作|症状|湿疹|発疹|腫れ|熱|鼻閉|しびれ|頭痛)`;
/**
 * After a symptom word: unless the symptom itself went away or came back to normal (咳がなくなって,
 * 痛みがほとんどなく, 好中球数がしっかり回復), each word not negated (回復しなかった, 楽にならない,
 * 消えることはなかった stay events); なく only after a complaint (味覚がなくなった is an event). A
 * match-local lookahead, so another symptom in the same sentence is still found (v17's review: a
 * context tested over the sentence cannot tell the two apart).
 */
export const UNLESS_IT_WENT_AWAY_JA = r`(?!(?<=${COMPLAINT_JA})[みさ]?(?:が|も|は)${AWAY_ADVERB_JA}?なく(?!て(?:困|辛|つら))|(?:[みさ数値]|範囲)?(?:が|も|は)?${AWAY_ADVERB_JA}?(?:縮小(?!せ|しな)|消退|消え(?!な|ず)|引い(?!てい?な)|治ま(?!らな|らず)|おさま(?!らな|らず)|改善(?!せ|し(?:な|ませ))|回復(?!せ|し(?:な|ませ))|楽に(?!なら)|軽く(?!な?い|なら)|落ち着(?!かな|かず))${NOT_REALLY_AWAY_JA})`;
/** Before ae.after-use.ja's change words: unless a complaint went away (咳がなくなって). */
export const UNLESS_A_COMPLAINT_WENT_AWAY_JA = r`(?<!${COMPLAINT_JA}(?:が|も|は)(?:すっかり|ほとんど)?なく)`;
/** After a symptom word: unless it is appetite coming back (食欲が出てきた; 食欲が出ない stays). */
export const UNLESS_APPETITE_CAME_BACK_JA = r`(?<!食欲)|(?<=食欲)(?![がもは]?(?:出(?!な|ず|ませ)|戻(?!らな|らず|りませ)|回復(?!せ|しな)|増(?!えな|えず)))`;

/** Using or changing a product (服用, 飲んで, 貼った, 切り替え, 増量, 打った). */
export const USE = r`((薬|剤|錠)(に|が)(なって|なり|変わっ)|併用|変わっ|変わり|(コース|クール|サイクル)目|増やし|減らし|増やす|減らす|のん|のみ|のむ|つかっ|つかい|にして|にした|に(変|替|切り替)え|服用|服薬|投与|使用|内服|投薬|接種|処方(?!箋|数|量|件数|本数|動向|傾向|実績|シェア|割合|率|元|日数)|注射|点滴|塗布|貼付|吸入|点眼|点鼻|開始|切り替|切替|スイッチ|変更|追加|増量|減量|飲ん|飲み|飲む|飲ま|飲ませ|使っ|使い|使う|塗っ|塗り|塗る|貼っ|貼り|貼る|打っ|打つ|打ち|吸っ|吸い|変え|替え|始め)`;
/** What ties a state to a use in time (後, から, たら, 翌日, 3日目, 途端, 中). */
export const AFTER = r`(ても|たのに|てるのに|ているのに|後|あと|から|たら|だら|ったら|ところ|所|た方|た人|てる方|てる人|ている方|ている人|た患者|てる患者|以降|以来|直後|翌|日目|回目|週目|途端|とたん|中(?!心(?!房|拍|電|筋|不全|窩)|[央国小堅核等間旬断])|して|すると|ると|むと|うと|ったとき|た時|際)`;
/**
 * Symptoms and findings, lay and medical (ムカムカ, ふらふら, 水ぶくれ, 肝機能, 血小板). Neutral
 * words (体調, 数値, 症状) are here too: they only fire with a use or a change beside them.
 */
export const SYMPTOM = r`(${SYMPTOM_VOCABULARY_JA}|熱(?!心|意|量|帯|中|望|弁|燗|処理)|発作|発疹|皮疹|湿疹|発赤|赤み|赤く|赤い|真っ赤|かゆ|痒|蕁麻疹|じんま|じんましん|ジンマ|水ぶくれ|水疱|ただれ|かぶれ|ブツブツ|ぶつぶつ|腫れ|はれ(?!て|た|る)|むく|浮腫|パンパン|肝機能|肝障害|肝炎|黄疸|腎機能|腎障害|腎不全|間質性肺炎|肺炎|アナフィラキシー|ショック|めまい|目まい|眩暈|ふらふら|フラフラ|ふらつ|フラつ|立ちくらみ|吐き|吐気|嘔気|悪心|嘔吐|吐い|ムカムカ|むかむか|胸やけ|胸焼け|胃痛|胃もたれ|胃が|胃の|下痢|軟便|便秘|腹痛|お腹|おなか|頭痛|頭が|偏頭痛|動悸|ドキドキ|息切れ|息苦|息が|呼吸|喘鳴|ゼーゼー|咳|痰|声が(?!あ(り|る|った|が)|多(い|く|かった)|上が|聞か|届)|嗄声|口内炎|口の中|口が|味覚|味が|食欲|体重|出血|鼻血|血尿|血便|内出血|あざ|アザ|紫斑|低血糖|高血糖|血糖|血圧|不整脈|徐脈|頻脈|胸痛|胸が|けいれん|痙攣|ケイレン|震え|ふるえ|しびれ|痺れ|ピリピリ|ヒリヒリ|しみ(る|て|た)|倦怠|だる|ダル|しんど|疲れ|脱力|脱毛|抜け毛|髪が|毛が|不眠|眠れ|寝つき|寝付き|眠気|眠く|傾眠|意識|失神|気を失|倒れ|転倒|転ん|骨折|急変|足がつ|こむら返り|筋肉痛|関節痛|筋力|横紋筋|視力|見えにく|かすむ|かすみ|充血|(?<![品項種科番役名境注面題網])目が|耳鳴り|難聴|聞こえ|ほてり|のぼせ|発汗|汗|動け|歩けな|カリウム|ナトリウム|CRP|尿酸|コレステロール|LDL|中性脂肪|クレアチニン|BUN|尿蛋白|尿たんぱく|まぶし|下血|吐血|喀血|血痰|頻尿|尿が|しこり|皮が|むけ|剥け|悪夢|起きられな|起きれな|目が覚めな|歩き回|徘徊|呼吸苦|やめられな|止められな|ずっと眠|ずっと寝|寝てばかり|眠ってばかり|眠って(い|る)|うとうと|ウトウト|居眠り|じっとして(い)?られな|落ち着きがな|食べなくな|引きこも|ふさぎ込|塞ぎ込|菲薄|幻覚|せん妄|ぼーっ|ボーッ|ぼんやり|ふわふわ|フワフワ|もうろう|朦朧|混乱|物忘れ|抑うつ|落ち込|イライラ|不安|感染|帯状疱疹|膵炎|血小板|白血球|好中球|貧血|ヘモグロビン|AST|ALT|γ-?GTP|GOT|GPT|CK|CPK|クレアチニン|eGFR|検査値|数値|値が|肝酵素|症状|異常|調子|具合|体調|気分(?!転換)|気持ち悪|痛)`;
/** A symptom that is a problem in itself, without a use beside it (not 体調, 数値, 症状). */
export const SYMPTOM_STRONG = r`((低|高)(カルシウム|ナトリウム|カリウム|マグネシウム|リン)血症(?!治療|の(治療|患者)|患者|領域|市場)|吐血|下血|喀血|黒色便|(HBV|HBs|DNA|抗原|ウイルス|PCR)${J}{0,6}陽性化|再活性化(?!の?(リスク|予防|対策))|(急性|慢性)?拒絶反応(?!${J}{0,4}(予防|抑制|を防))|(急性|慢性)拒絶|拒絶(で|と診断|が疑)|(?<=(たら|てから|後に?))拒絶(?!され|し[たて]|する)|止血(が)?${J}{0,4}?(でき|つか)(ず|なかった|なくて|ない(?!と困|場合|とき|時|よう))|(腎|肝|心|肺|甲状腺)の?機能(が|も)?(落ち|低下し|悪化|悪く)(?!(し)?た${J}{0,8}?(人|方|患者|症例|例)|なった${J}{0,8}?(人|方|患者)|ている${J}{0,8}?(人|方|患者))|視界が?(ぼやけ|かす|狭)|(目|文字)が(ぼやけ|二重に|ダブ)|乳汁(が|も)?(出|分泌)(?!抑制)|(生理|月経)が?(止ま|来な|こな)|幻覚|幻視|幻聴|発熱|発赤|呼吸苦|自傷|希死念慮|自殺企図|自殺未遂|出血多量|大量出血|術中出血|消化管出血|好中球減少|血小板減少|白血球減少|汎血球減少|発疹|皮疹|湿疹|じんま|蕁麻疹|ジンマ|水ぶくれ|水疱|かぶれ|ただれ|むくみ|むくん|(?<!遺伝性血管性?)浮腫|肝機能障害|肝障害|黄疸|腎障害|間質性肺炎|アナフィラキシー|めまい|眩暈|ふらつ|ふらふら|フラフラ|吐き気|嘔吐|吐い|下痢|動悸|息苦し|呼吸困難|けいれん|痙攣|しびれ|痺れ|倦怠感|脱毛|抜け毛|失神|意識(を失|消失|障害|がな)|倒れ|転倒|低血糖|口内炎|かゆみ|痒み)(?!外来|専門外来|の新患|センター)`;
/**
 * What changes in the market rather than in a person, right before a change word (処方が増えた,
 * 採用施設が増えている, 訪問件数が減った): a use followed by such a change is a sales figure.
 */
export const MARKET_VOLUME_JA = r`(処方|処方箋|処方数|採用|採用施設|売上|売り上げ|シェア|納入|納入量|出荷|出荷量|件数|本数|枚数|症例数|患者数|新患|使用量|使用例|例|実績|数字|在庫|品目|施設|訪問|面談)(が|は|も|の)?`;
/** A change in a person's state (出た, なった, ひどくなった, 下がった, できなくなった). */
export const HAPPENED = r`(高め|低め|感じ|出た|出て|出る|出現|発現|認め|みられ|見られ|起き|起こ|生じ|訴え|あった|あり(?!がと)|ある|なった|なって|なり|なる|悪化|悪い|悪く|ひど|酷|強く|強い|続い|続く|治らな|止まらな|増え|上が|下が|低下|上昇|減っ|抜け|取れな|とれな|できな|られな|するよう|し始め|しだ|出始め|でて|っぽい|気味|高い|高く|低い|低く|おかし|つら|辛)`;
/** The same change after a use: anything that became, appeared, got worse or stopped (wider). */
export const CHANGE = r`(てきた|てきて|感じ|高め|低め|ひど|酷|つら|辛|ようにな|なった|なって|なり|悪く|悪化|ひどく|酷く|強く|出た|出て|出る|出始め|続い|続く|増え|上が|下が|減っ|抜け|できなくな|られなくな|止まらな|治らな|取れな|おかしく|変にな|崩し|崩れ|訴え|倒れ|運ばれ)`;

/** A part of the body; with a state beside it (口が渇く, 爪が割れる) it is a symptom. */
export const BODY_JA = r`(手のひら|顎|あご|アゴ|頬|ほお|歯肉|足の裏|頭皮|まぶた|皮|歯ぐき|歯茎|歯|爪|(?<![頻夜多])尿|おしっこ|便|目やに|口|のど|喉|皮膚|肌|髪|(?<![品項種科番役名境注面題網])目|鼻|耳|舌|唇|顔|手|足|腕|脚|指|胸|背中|腰|関節|筋肉|胃|腸|お腹|おなか|腹|頭|全身|体|からだ|血|心臓|肝臓|腎臓|肺|膀胱|膝|首|肩|注射部位|貼付部位|塗布部位|部位)`;
export const BODY_STATE_JA = r`(むけ|剥け|はが|剥が|でき|しこり|出|痛|腫|はれ|赤|かゆ|痒|渇|乾|かさかさ|カサカサ|ガサガサ|イガイガ|ヒリヒリ|ピリピリ|ゆる|割れ|抜け|増え|減|止ま|変|おかし|むく|しび|ただれ|荒れ|切れ|にじ|黄色|黒|白く|紫|重|だる|ぼーっ|ボーッ|ぼんやり|ふら|震え|つっ|つる|詰ま|苦し|動か|上がらな|曲がらな|見えな|聞こえな)`;
/** Named conditions that are events when they happen to someone (脳梗塞を起こした, QT延長). */
export const CONDITION_JA = r`(?:(口唇裂|口蓋裂|奇形|先天(異常|性)|催奇形|脳梗塞|脳出血|脳卒中|心筋梗塞|心不全|心停止|不整脈|QT延長|血栓|塞栓|腎不全|肝不全|敗血症|骨折|中毒|SJS|スティーブンス|TEN|横紋筋融解|劇症|重症化|急性膵炎|低ナトリウム|高カリウム|せん妄|インヒビター(?=発現|出現|陽性|が)|発症(?!せ|し(な|ませ))|再燃(?!なく|なし|せ|し(な|ませ))))(?!\s?(Pt|PT|患者|の患者|領域|治療|市場|薬|ガイドライン|診療|予防|リスク|パス|外来|センター|病棟|専門|後の(骨粗鬆症|治療|予防|二次|リハ)))`;
/**
 * After an English symptom word: not when it names a product, a service or a market (headache
 * tablets, cough products, the migraine portfolio, infection control, a pain clinic); only where
 * no use comes before it (taking headache tablets is a symptom, review 19). SYMPTOM_EN_2 takes
 * only the market words and control/prevention (infection control), for the pattern length limit:
 * a service after one of its words (a pain clinic) stays a symptom there, the safer side.
 */
const NOT_A_SYMPTOM_EN = r`(?![- ](pts|patients|products?|portfolio|market|category|brands?|range|sales|segment|franchise|lines?|preparations?|rates?|control|prevention)\b)(?!(?<!\b(on|taking|take|takes|took|needed|needing|needs|need|given|gave|add|added|adding|started|prescribed|referred|sent|using|getting|got|buying|bought|for|to)\s+(?:(?:the|her|his|their|some|more|extra|daily|regular|a|an|strong|stronger)\s+)?\w+)[- ](tablets?|pills?|medicines?|meds|remed\w+|syrups?|relief|drugs?|treatments?|clinics?|outpatients?|services?|team|nurses?|specialists?)\b)`;
/** After an English symptom word: not when it is said to be going away (redness receding, pain-free). */
const GOING_AWAY_EN = r`(?![^.!?\n]{0,12}?\b(pain-free|symptom-free|(much|a lot|far|way) better|score (fell|dropped|came down|went down)|receding|subsid\w*|settl(ed|ing)|gone))`;
/** English symptoms and findings (lay and medical) that are a problem in themselves. */
export const SYMPTOM_EN = r`\b(dizz(y|iness)|light-?headed(ness)?|vertigo|nause(a|ous)|queasy|(feel|feels|feeling|felt) (sick|ill|unwell|awful|terrible|funny|weird|strange|off|bad|faint|weak|tired|low)|vomit\w*|throw(ing|s)? up|threw up|headaches?|migraines?|(?<!hay )fevers?|feverish|chills|swell\w*|swollen|puffy|itch\w*|hives|rash(es)?|welts|(?<!(on|in|from|of|off) the )blister(?!s? ?(pack|strip|card|packag|design|foil))\w*|redness|red (skin|patches|spots|eyes|and)|burning|stinging|peeling|faint(ed|ing)?|passed out|black(ed)? out|collaps\w*|fell (over|down|and)|(had|after|from) a fall|fractur\w*|palpitations|racing heart|heart racing|short(ness)? of breath|breathless\w*|(trouble|difficulty|problems?) (breathing|swallowing|sleeping)|wheez\w*|cough(s|ing)?(?! (syrup|medicine|drops|suppressant|remed\w*|mixture|lozenges?))|hoarse\w*|sore (throat|mouth|tongue|eyes)|ulcers|jaundice\w*|bleed\w*|nose ?bleeds?|bruis\w*|hypoglyc\w+|hypo\b|diarrh\w+|constipat\w+|stomach (upset|problems|issues|bug)|upset stomach|insomnia|can'?t sleep|cannot sleep|couldn'?t sleep)\b${NOT_A_SYMPTOM_EN}${GOING_AWAY_EN}`;
export const SYMPTOM_EN_2 = r`\b(${SYMPTOM_VOCABULARY_EN}|overgrowth|thinn(ing|ed) of the skin|slow heart ?(rate|beat)|bradycardi\w*|tachycardi\w*|nodded off|dozed off|fell asleep (at|behind|while|during)|(minor |car |traffic )?accident|stopped (eating|sleeping|talking)|sleepless\w*|drows\w+|sleepy|fatigue\w*|exhaust\w*|weakness|numb(ness)?|tingl\w*|tremors?|shak(y|ing|es)|confus(ed|ion)|hallucinat\w+|seizures?|convuls\w+|pain(s|ful)?|soreness|aches?|aching|cramp(s|ing)?|broke out|breakout|hair (loss|falling out|thinning|fell out|coming out)|losing (her|his|their) hair|blurr\w+|vision (problems|loss|changes)|ringing in|tinnitus|depress(ed|ion)|anxious|anxiety|suicid\w*|skin (reactions?|irritation|problems|peeling)|reactions?|infections?|pneumonia|pancreatitis|sweat(s|ing|y)|flush(ed|ing)|hot flushes|weight (gain|loss)|lost (his|her|their) appetite|no appetite|anaphyla\w+|allerg\w+|pins and needles|wet(ting)? the bed|bed-?wetting|incontinen\w*|heart ?burn|metallic taste|dry mouth|sun ?burn\w*|sensitiv(e|ity) to (light|the sun|sunlight)|photosensitiv\w*|(?<!(is|was|'s|be) a )nightmares?|vivid dreams|mood swings|restless\w*|agitat\w+|palpitat\w+)\b(?![- ](control|prevention|market|sales|portfolio|rates?)\b)${GOING_AWAY_EN}`;
/** Who or what a symptom belongs to: a person, a product, or an experience verb. */
export const HOLDER_EN = r`\b(felt|feels?|feeling|got|gets|getting|had|has|having|became|become|went|gone|with|reported|mentioned|noticed|developed|complain\w*|suffer\w*|experienc\w*|made|makes|gave|giving|caused|causing|left|leaves|started|began|is|was|were|been|still|he|she|his|her|him|they|them|their|patients?|pts?|customers?|users?|man|woman|lady|guy|child|kid|son|daughter|mum|mom|mother|father|dad|wife|husband|baby|someone|somebody|residents?|people|injection|shot|jab|patch|cream|tablets?|tabs|pills?|drug|meds?|medication|inhaler|spray|dose|infusion|syrup)\b`;
/** Neutral states that become a finding with a change (kidney numbers went up, BP dropped). */
export const STATE_EN = r`\b(liver|kidney|renal|hepatic|blood|sugar|glucose|BP|blood pressure|heart rate|pulse|platelets?|white (cells?|count)|haemoglobin|hemoglobin|HbA1c|A1c|potassium|sodium|creatinine|eGFR|ALT|AST|CK|enzymes?|numbers|levels?|values|tests?|results|vision|eyesight|mood|appetite|sleep|skin|weight|temperature|symptoms?|condition|breathing)\b`;
export const CHANGE_EN = r`\b(went (up|down|through the roof|off)|gone (up|down)|go (up|down)|going (up|down)|dropped|drops?|dropping|crashed|spiked|spiking|shot up|rose|rising|increased|decreased|worse(ned)?|worsening|deteriorat\w+|abnormal|raised|elevated|deranged|off the charts|(too |very |really |dangerously )(low|high)|tanked|plummeted|blurry|blurred|poor|bad|affected|changed)\b`;
/** English use of a product (taking, started, upping the dose, the shot). */
export const USE_EN = r`(tak(e|es|ing|en)|took|(?<!the )start(s|ed|ing)?|began|begin(ning)?|us(e|es|ed|ing)|switch(ed|ing)?|chang(e|ed|ing)|upp(ed|ing)|increas(e|ed|ing)|rais(e|ed|ing)|doubl(e|ed|ing)|add(ed|ing)|stopp(ed|ing)|receiv(e|ed|ing)|appl(y|ied|ying)|inject(ed|ing)?|on (it|the|our|this|that|their|his|her|its)|been on|(the|each|every|a|an|her|his|their|its|this|that|our|my|first|second|third|last|next|new) (\w+ )?(dose|shot|jab|injection|infusion|tablets?|tabs?|pills?|capsules?|caps|patch|cream|gel|ointment|drops|inhaler|spray|pen|implant|drip|drug|meds?|medication|medicine|product|treatment|vaccine|script|prescription|switch|change|tablets?))`;

/** What a Japanese facility's name ends with. */
const FACILITY_SUFFIX_JA = r`(?:がんセンター|病院|クリニック|医院|診療所|大学|医療センター|助産院|薬局|(?<!ポリ)ファーマシー|(?:接骨|整骨|鍼灸)院|(?:透析|睡眠(?:呼吸)?|アレルギー)センター)`;

/**
 * Words that make a facility's name generic when they are all it has (内科クリニック, 急性期病院,
 * 在宅の薬局 is not one either way): a named facility has something of its own before them
 * (みなと台内科クリニック).
 */
const GENERIC_FACILITY_WORDS_JA = r`(?:血液|人工|食物|不妊|急性期|慢性期|療養型?|回復期|精神科|小児科|皮膚科|眼科|内科|外科|整形外科|脳外科|耳鼻科|耳鼻咽喉科|産婦人科|婦人科|泌尿器科|循環器|消化器|呼吸器|糖尿病|透析|在宅|訪問|訪問診療|専門|総合|大学|附属|付属|地域|近隣|周辺|地元|市中|基幹|中核|一般|民間|公立|県立|市立|国立|私立|他|各|同|当|主要|大規模|中小|小規模|門前|調剤|院内|保険|大手|中堅|チェーン|ドラッグ|提携|連携|県内|市内|都内|区内|こども|小児|レディース|メディカル|ファミリー|美容|歯科|動物|整骨|接骨|漢方|健診|検診|がん|緩和ケア|ペイン|睡眠|頭痛|心療|メンタル|精神|新規|開業|紹介元|紹介先|近所|隣|街|町|市|区|医療|救急|夜間|休日|急患|トラベル|スポーツ|デンタル|スキン|ウィメンズ|キッズ|ペット|今日|本日|昨日|明日|次回|前回|今回|毎回|先日|後日|翌日|当日|今週|来週|先週|今月|来月|先月|午前|午後|担当|重点|系列|関連|協力|拠点|特定機能|有床|無床|院外|健康サポート|かかりつけ|行きつけ|新しい|大型|小型|個人|地方|都市部|郊外|対象|全国|全|多く|一部|複数|別|元|前|次|両|該当|問題|新|併設|ドラッグストア|企業|体育|結局|リハ(ビリ)?|24時間|24h|当番|輪番)`;

export const NAME_JA = r`(?:(?<![一-龥々ヶ])(?!(?:病院|医院|薬局|薬剤部|看護部|診療所))(?!(?:臨床検査|衛生検査|診療放射線|臨床工学|常連|飼い主|持ち主|店主|主)(?:さん|様|技師|技士))(?!(?:助産|技|専従|専任|研修修了|培養)(?:師長|長|薬剤師|看護師|士さん|士|医))(?!(?:某|子|お子|獣|県|市|区|町|村|都|府|国|施設|店|院|薬剤|看護|診療|検査|栄養|放射線|リハビリ|営業|事業|副|当|本|介護|主任|各|諸|管理|臨床|認定|保険|調剤|門前|新人|病院|赤|孫|嫁|婿|姪|甥|兄|姉|弟|妹|祖母|祖父|叔母|叔父|伯母|伯父|親|母|父|妻|夫|彼|彼女|若手|担当|医局|開業|勤務|専門|指導|主治|当該|地域|複数|他|新任|多数|一部|女性|男性|研修|病棟|外来|当院|同院|先方|歴代|現場|多く|患者|皆|お客|業者|担当者|薬剤師|看護師|親御|奥|子供|生徒|妊婦|卸|問屋|医者|娘|息子|先輩|後輩|事務|受付|職員|社員|上司|同僚|獣医|病院|医院|薬局|会社|貴社|御社|弊社|他社|各社|競合|利用者|関係者|代表取締役|取締役|夜勤|日勤|当直|宿直|学校|保健|産業|救急|消防|理学療法|作業療法|言語聴覚|学生|(?:看護|歯科|薬剤)?助手|嬢|お嬢|選手|社員|児童|会員|部員|委員|役員|実習|家族|御家族|相手|店員|店長|主人|旦那|隣|大家|神|仏|皆々|殿|貴殿|女医|名医|町医者|歯医者|内科|外科|小児科|眼科|皮膚科|整形外科|精神科|がん|がん専門|感染制御|緩和ケア|糖尿病療養|在宅|訪問|保険薬局|病院|薬局|大学|新|前|元|現|次|旧|エリア)(?:先生|医師|教授|院長|部長|所長|施設長|店長|さん|様|氏|Dr|ドクター|ちゃん|くん|君|薬剤師|看護師|栄養士|技師|助産師|師長|士長|社長|隊長|署長|船長|局長|室長|Ns|NS))(?!(?:模|同|仕|多|異|有|左|各|今|王|殿)様)[一-龥々ヶ]{1,6}(?<!(?<![仁保蓼])科|[室課局棟会看士師員者客任護器来]|認定|専門)|(?<![ァ-ヶー])(?!(?:メーカー|ナース|ママ|パパ|ユーザー|スタッフ|ヘルパー|ケアマネ(?:ジャー|ージャー)?|スポーツ|チーム|コーディネーター|ワーカー|トレーナー|セラピスト|アシスタント|コーチ|ドクター|ドラッグストア|チェーン|ファーマシー|クリニック|オーナー|ベテラン|ドライバー|マネージャー|リーダー|ライバル|サンプル|トップ|ナンバーワン|カスタマー|センター|パート|バイト|アルバイト|ゲスト|プロ|ステーション|センター|ホーム|エリア|ストア|フロア|チーフ|サブ)(?:先生|さん|様|氏|Dr|ドクター|所長|施設長|看護師|薬剤師|院長|医師|部長|店長))[ァ-ヶー]{2,10})`;
/**
 * An institution written so that it names nobody: a letter or two, ○○, ××, 某 or X in place of
 * its name, then only words every such institution has (A大学病院, D総合病院, E市民病院,
 * C医科大学附属病院, K内科医院, 某クリニック, M薬局). The demo's posts and the field write them this way.
 */
const ANONYMISED_INSTITUTION_JA = r`(?:[A-Z]{1,2}|[○〇◯●×✕＊*]+|某|X+)(?:大学|医科大学|歯科大学|薬科大学|附属|付属|総合|市民|県民|記念|中央|医療|赤十字|労災|済生会|県立|市立|国立|私立|公立|医療センター|センター|内科|外科|小児科|眼科|皮膚科|整形外科|耳鼻咽喉科|耳鼻科|産婦人科|婦人科|泌尿器科|循環器|消化器|呼吸器|糖尿病|腎|こども|レディース|メディカル|ファミリー|調剤)*${FACILITY_SUFFIX_JA}`;
/** The honorifics and titles that follow a Japanese name (先生, 医師, Dr., 様, さん, 薬局長). */
export const TITLE_JA = r`(ナース|ケアマネ(?:ジャー|ージャー)?(?:さん)?|薬剤師(?!会(?!長))|看護師(?!会(?!長))|栄養士(?!会(?!長))|技師(?!会(?!長))|助産師(?!会(?!長))|先生|センセイ|センセ|せんせい|せんせ|医師(?!会(?!長))|Dr\.?|DR\.?|ドクター|教授|准教授|院長|副院長|(?:看護|薬剤|事務|診療)部長|部長|医長|科長|薬局長|師長|主任|事務長|理事長|(?<![内治学協委員議合])会長|社長|隊長|署長|船長|所長|施設長|店長|N[sS](?![A-Za-z])|さん|(?<![仕模同多異有左各今王])(?<!(?<![一-龥々])[水泥粥膜乳])様(?!式|子|相|々|症)|さま|氏|くん|君(?!主|子|臨)|ちゃん(?!と)|殿(?!堂))`;
export const INSTITUTION_JA = r`(?!(?:${GENERIC_FACILITY_WORDS_JA}の?){1,4}${FACILITY_SUFFIX_JA})(?:(?<![一-龥々ァ-ヶーA-Za-z\d])(?!${ANONYMISED_INSTITUTION_JA})(?!(?:${GENERIC_FACILITY_WORDS_JA}の?){1,4}${FACILITY_SUFFIX_JA})[一-龥々ァ-ヶーA-Za-z]{1,12}|(?<![ぁ-ゖ一-龥々])[一-龥々]{1,6}[のヶがノ](?!某)[一-龥々]{1,6}|(?<![ぁ-ゖ])[ぁ-ゖ]{2,6}(?<![てでにを])(?<!(?<!な)[ただ][とら]?)(?:通り|[一-龥々ァ-ヶー]{1,6})|(?<![ぁ-ゖ一-龥々])(?!(?:予定|時間|指示|約束|計画|期待|文字|希望|想定|例年|従来|通常|規定|処方)通り)[一-龥々]{1,4}通り|(?<=^|[^ぁ-ゖ]|の)(?!の)[ぁ-ゖ]{2,6}(?<![のながをにではもへやず])(?<!(?<![なまさ])と)(?<!(さま|みんな)と)(?<![しっいんれ]た))(?<![^A-Za-z][A-Z]{1,2})${FACILITY_SUFFIX_JA}`;
export const DEPARTMENT_JA = r`(内科|外科|科|整形|循環器|呼吸器|消化器|泌尿器|皮膚|眼科|耳鼻|小児|産婦人|婦人|精神|脳外|麻酔|放射線|リハビリ|管理薬剤師|薬剤師|看護師|担当|の方|病棟|医局|薬剤部|看護部|検査部|外来|部長|院長|副院長|医長|科長|教授|准教授|講師|医師|先生|センター長|薬局長|師長|主任|事務長|理事長|さん|様|氏|Dr)`;

/** English titles before a name; names after Dr./Prof. may be written in lower case. */
export const NOT_A_NAME_EN = r`(said|says|told|tells|asked|asks|was|is|are|were|and|or|who|at|in|on|from|of|for|to|with|the|a|an|visit|visits|visited|office|offices|mentioned|mentions|reported|reports|called|calls|wants|wanted|thinks|thought|noticed|gave|gives|has|had|have|would|will|can|could|should|may|might|did|does|do|prefers|preferred|station|practitioner|practitioners|manager|team|teams|staff|patients?|clinic|appointment|appointments|note|notes|orders?|hours|visits|surgery|rounds|here|there|today|yesterday|again|also|just|still|only|about|not|agreed|agrees|explained|recommended|prescribed|prescribes|confirmed|prefer|likes|liked|seemed|seems|doing|already|never|always|usually|often)\b`;
/** An English body part; with a state word beside it (her mouth tastes like metal) a symptom. */
export const BODY_EN = r`\b(taste|mouth|skin|eyes?|gums?|nails?|hair|stomach|tummy|belly|chest|heart|legs?|arms?|ankles?|feet|foot|hands?|lips?|tongue|throat|joints?|muscles?|injection site|urine|pee|stools?|bowels?|bladder|liver|kidneys?)\b`;
export const BODY_STATE_EN = r`\b(gets?|got|getting|went|turn(s|ed)|became|becoming|feels?|felt|tastes?|tasted|looks?|looked|puff\w*|swell\w*|swollen|hurts?|hurting|burn\w*|itch\w*|red|hot|lump\w*|numb|tingl\w*|sore|dry|bleed\w*|crack\w*|peel\w*|yellow|dark|pounding|racing|weird|funny|strange|worse|awful|raw|(?<!(on|in|from|of|off) the )blister(?!s? ?(pack|strip|card|packag|design|foil))\w*|like (metal|fire|pins))\b`;
/** Named conditions that are events when they happen to someone (had a heart attack). */
export const CONDITION_EN = r`\b(birth defects?|congenital|cleft (lip|palate)|[Hh]eart ?attack|[Ss]troke|[Mm]ini-stroke|[Mm]yocardial|[Cc]ardiac (arrest|event)|[Aa]rrhythmia|[Aa]-?fib|[Bb]lood clots?|[Cc]lots?|[Ee]mbolism|([Kk]idney|[Rr]enal) (failure|injury)|[Ll]iver failure|[Ss]epsis|Stevens[- ]Johnson|[Rr]habdo\w*|QT (prolongation|prolonged)|[Ll]ong QT|[Hh]eartburn|[Rr]eflux|[Pp]ancreatitis|[Gg]out|[Ss]hingles|[Tt]hrush|[Pp]neumonia|TIA|MI(?! (answer|enquir\w+|inquir\w+|request|team|department|letter|response|query|queries))(?<!\b(via|asked|ask|contact|contacted|email(ed)?|forwarded to|passed to|referred to|sent to|question to) MI)|DVT|PE|AKI|SJS|TEN|UTI|osteonecrosis|ONJ|exposed bone)\b`;
/** A state word before a part of the body (dry mouth, swollen lips, metallic taste). */
export const BODY_STATE_BEFORE_EN = r`\b(?!dry eye\b)(dry|swollen|puffy|red|itchy|sore|numb|tingling|burning|bleeding|blistered|cracked|peeling|yellow|dark|metallic|bitter|strange|funny|weird|blurry|blurred|watery|runny|stiff|weak|heavy|shaky|racing|pounding|irregular)( and \w+)? (taste|mouth|skin|eyes?|gums?|nails?|lips?|tongue|throat|joints?|muscles?|legs?|arms?|ankles?|feet|hands?|stomach|heart ?beat|heart|vision|urine|stools?)\b`;
/** How a person is, not a body part (agitated, unresponsive, not himself). */
export const PERSON_STATE_EN = r`\b(withdrawn|agitat\w+|restless\w*|irritab\w+|aggressi\w+|unresponsive|unconscious|unsteady|wobbly|out of it|spaced out|zoned out|not (him|her|them)sel(f|ves)|confused|disoriented|delirious|hallucinating|drowsy|lethargic|sleepy|dizzy|faint|weak|shaky|breathless|jaundiced|yellow|pale|grey|blue|floppy|sedated|paranoid|depressed|suicidal|manic|anxious)\b`;

/** Not a name: a letter or two, ○○, 某, 甲 or X where the name would be (A病院, 某クリニック). */
const NOT_ANONYMISED_JA = r`(?<![A-Z○〇◯●×✕＊*某甲乙丙])(?![A-Z○〇◯●×✕＊*某甲乙丙])`;
/** Kana that end a word rather than a name (い: 新しい, る/た: a verb, け: かかりつけ, で: at). */
const NOT_A_KANA_NAME_END = r`(?<!(?:から|まで|より|など|ため|とか|って|だけ|ほど|くらい|ので|けど|また|すぐ|よく|この|その|あの|どの|[るたうすくぐむぶついけでにをがはのへもやて]|(?<![なまさ])と|(さま|みんな)と)${FACILITY_SUFFIX_JA})`;
/** Care and nursing facilities, whose names follow their kind (グループホームはなみずき). */
const CARE_KIND_JA = r`(?:産後ケアハウス|ケアハウス|訪問看護ステーション|訪看ステーション|訪看|特養|老健|サ高住|グループホーム|ケアホーム|デイサービスセンター|デイサービス|特別養護老人ホーム|有料老人ホーム|老人ホーム|介護老人保健施設|居宅介護支援事業所|ケアプランセンター|小規模多機能ホーム|サービス付き高齢者向け住宅)`;

/** The kinds of care facility written after their name (はるかぜ訪問看護ステーション). */
const CARE_KIND_PLAIN_JA = r`(?:訪問看護ステーション|ケアホーム|グループホーム|ケアセンター|老人保健施設|老健)`;
/** Words before a department that make it a department, not a clinic's name (消化器内科, 院内の皮膚科). */
const MEDICAL_PREFIX_JA = r`(?:循環器|消化器|呼吸器|腎臓|神経|脳神経|心臓血管|血管|乳腺|肝臓|肝胆膵|糖尿病|内分泌|代謝|血液|膠原病|リウマチ|感染症|総合|一般|心療|精神|形成|美容|小児|整形|救急|腫瘍|緩和|老年|胸部|甲状腺|肛門|大腸|胃腸|頭頸部|移植|放射線|麻酔|病理|臨床|院内|外来|病棟|専門|近隣|地域|連携|開業|当|同|各|他|主|市内|都内|区内|県内|近所|地元|町の|街の|かかりつけ|いつもの|近くの|ほかの|どこの|大学|病院|医院|附属|付属)`;
/**
 * A clinic named by its department (北浜整形外科, ひまわり皮膚科, 山田内科): a name of its own right
 * before the department, then a particle or a pause.
 */
const NAMED_CLINIC_JA = r`${NOT_ANONYMISED_JA}(?:(?<=の)|(?<![一-龥々ァ-ヶーぁ-ゖA-Za-z○〇]))(?!${MEDICAL_PREFIX_JA})(?!(?:${GENERIC_FACILITY_WORDS_JA})+(?:整形外科|皮膚科|眼科|内科|小児科|耳鼻科|耳鼻咽喉科|産婦人科|婦人科|泌尿器科|歯科|形成外科|外科))(?:[一-龥々ヶ]{2,4}|[ぁ-ゖ]{2,6}[一-龥々]{1,3}|[ぁ-ゖ]{3,8}(?<![てにを]|または|あるいは|もしくは|および|ないし|ほかの|近くの|別の)|[ァ-ヶー]{3,8})(?:循環器内科|消化器内科|呼吸器内科|腎臓内科|糖尿病内科|脳神経内科|神経内科|心療内科|脳神経外科|デンタル(?:クリニック|オフィス)?|整形外科|皮膚科|皮フ科|ひふ科|皮ふ科|眼科|内科|胃腸科|消化器科|循環器科|リウマチ科|アレルギー科|小児科|耳鼻科|耳鼻咽喉科|産婦人科|婦人科|泌尿器科|歯科|形成外科)+(?:医院|クリニック)?(?=[でのはにへをが、。,・\s→(（]|から|まで|$)`;
/** A facility's branch (さくら通り調剤薬局 本町店, かえで調剤薬局 本店). */
const FACILITY_BRANCH_JA = r`(?<![○〇◯●×＊*])(?:薬局|ドラッグストア|ファーマシー|ドラッグ)\s?(?!の|各|全|一部|多く|複数|大手|チェーン)[一-龥々ヶァ-ヶーぁ-ゖ]{1,6}(?:店|支店)(?![長舗頭員内])`;
/** A shop's name after its kind (薬局アイリス, ドラッグストアハピネス). */
const SHOP_NAME_JA = r`(?:薬局|ドラッグストア)[・\s]?(?!(?:チェーン|スタッフ|業界|市場|マネージャー|マネジャー|オーナー|ビジネス|グループ|ネットワーク|カウンター|レジ|シェア|ブランド|コーナー|セール|ポイント|アプリ|サイト|ツアー|サービス|ドラッグ|ストア|ショップ|フロア|エリア|スペース|ファーマシー|ヘルパー|センター|ケア|メーカー|チーム|データ|プロ))[ァ-ヶー]{3,10}(?=[のでにはがを、。,\s]|$)|(?:薬局|ドラッグストア)[・\s]?[ぁ-ゖァ-ヶー]{2,8}[一-龥々ヶ]{1,4}(?:店|支店)(?![長舗頭員内])`;

/**
 * A facility named on its own (ひばり調剤薬局, みなと台内科クリニック, 森の里病院, 東雲メディカルセンター),
 * or a care or nursing facility with its name after its kind or in brackets (グループホームはなみずき,
 * 訪問看護ステーション「こもれび」, 特別養護老人ホーム桜ヶ丘苑); not an anonymised one nor one named
 * only by generic words (内科クリニック, 急性期病院, 今日病院で, 地域医療センター).
 */
export const FACILITY_JA = r`${NOT_ANONYMISED_JA}${INSTITUTION_JA}(?<!(?:^|[のがをにではとへもやヶノ、。\s]|しまい|して|した|たら)(?:${GENERIC_FACILITY_WORDS_JA}の?){1,4}${FACILITY_SUFFIX_JA})${NOT_A_KANA_NAME_END}`;
/**
 * A facility named by its kind (v24, out of FACILITY_JA for the pattern length limit): こども/ファミリー/
 * レディース clinics, メディカルセンター, medical malls (丸の内メディカルスクエア), a name in brackets after
 * its kind or with its kind inside (相談所「まちの保健室ひまわり」, 「はしもと薬店」), a drugstore chain's
 * branch (くすりのハヤシ本店), a company's health room (ミナトヤ物産 健康管理室); since v25 a public
 * hospital by name (市立みなと総合病院, not 市立の総合病院) and a ferry by its name (フェリーしおかぜ丸,
 * フェリー「あさかぜ」, フェリーあさかぜの船内…; not フェリーターミナル).
 */
export const FACILITY_KIND_JA = r`${NOT_ANONYMISED_JA}(?<![一-龥々ァ-ヶーA-Za-z])(?:[一-龥々ヶノ]{1,6}|[ぁ-ゖ]{2,6}|[ァ-ヶー]{2,8})(こども|ファミリー|レディース)(?:${FACILITY_SUFFIX_JA}|歯科|皮膚科|眼科|内科|小児科)|${NOT_ANONYMISED_JA}(?<![一-龥々ァ-ヶーぁ-ゖA-Za-z])(?!(?:${GENERIC_FACILITY_WORDS_JA}の?){1,4}(?:メディカルセンター|医療センター|ケアセンター))[一-龥々ァ-ヶー]{2,8}(メディカルセンター|医療センター|ケアセンター)|${NOT_ANONYMISED_JA}(?<![一-龥々ァ-ヶーぁ-ゖA-Za-z])(?!(?:${GENERIC_FACILITY_WORDS_JA}|最近|新築|駅前|駅近|近く|新しい)の?(?:メディカル|クリニック|医療))(?:[一-龥々ァ-ヶー]{1,4}(?:の[一-龥々ァ-ヶー]{1,3})?|[ぁ-ゖ]{2,5}[がヶケ]?[一-龥々]{1,3})(?:メディカル(?:スクエア|プラザ|モール|ビル|タワー)|クリニックモール|医療(?:モール|ビル))|(?<![A-Z○〇某]|門前|調剤|保険|院内|院外|近隣|大手)(?:相談所|相談室|保健室|薬店|薬局|ステーション|クリニック|サロン)\s?「(?![^」]*(なら|から|まで|予定|可能|できる|です|ます))[^」「、。！？!?]{3,12}(?<!した|ない|ません)」|「(?!(?:${GENERIC_FACILITY_WORDS_JA}|健康サポート|かかりつけ|地域連携|専門医療機関連携|基準|認定)の?(?:薬店|薬局|クリニック|医院|診療所|歯科)」)[^」「]{1,12}(?:薬店|薬局|クリニック|医院|診療所|歯科|堂)」|(?:くすり|クスリ)の(?:[ァ-ヶー]{2,6}|[一-龥々]{2,4}|窓口)(?:\s[一-龥々ァ-ヶーぁ-ゖ]{1,6}|[一-龥々]{1,4})?(?:本店|店|薬局|薬店)|(?<![一-龥々ァ-ヶーぁ-ゖ])(?!いつも|近く|この|その|あの|どの)[ぁ-ゖ]{3,6}(?<!の)薬店|(?<![一-龥々])[市区町村県都府道国]立(?![のやとへ])(?!(?:${GENERIC_FACILITY_WORDS_JA}の?){1,3}(?:総合病院|病院|医療センター))(?:[ァ-ヶー一-龥々]{1,6}?|[ぁ-ゖ]{2,5}[一-龥々]{0,3})(?:総合病院|病院|医療センター)|フェリー(?:[「『][^」』]{2,10}[」』]|(?![のがでにはをもへとや])[ぁ-ゖァ-ヶー一-龥々]{2,8}?(?:丸|号)|(?![のがでにはをもへとや])[ぁ-ゖァ-ヶー]{2,8}(?=の(?:船内|救護室|売店|乗組員|船長|事務長)))|[一-龥々ァ-ヶー]{2,10}(?:物産|商事|工業|製作所|電機|電気|建設|銀行|自動車|化学|運輸|食品|製鉄|重工|鉄道|電力|ガス|保険)\s?(?:健康管理室|健康管理センター|診療所|医務室|保健室|健康相談室)`;
/** A care or nursing facility by its name (グループホームはなみずき, はるかぜ訪問看護ステーション, 特別養護老人ホーム やすらぎの郷). */
export const CARE_FACILITY_JA = r`(?<![一-龥々ァ-ヶーぁ-ゖ])(?!(?:その|この|あの|どの|ふるさと|故郷|地域))[一-龥々ぁ-ゖァ-ヶー]{2,6}の(?:郷|里)(?=[のでにはがを、。\s]|$)|${CARE_KIND_JA}[一-龥々ヶぁ-ゖァ-ヶー]{1,8}(苑|荘|園|の里|の郷|の家)|${CARE_KIND_JA}(?!だけ|ほか|など|まで|から|より|では|には|とは|とし|につ|にお|での|への|との|でも|なら|だと|です|でし|ます|さん|のみ|ごと|向け|ステーション|の|が|に|を|で|と|へ|も|や|な|かどうか|か(?![ぁ-ゖ]{2})|け|は(?![ぁ-ゖ])|センター|スタッフ|ケア)[ぁ-ゖァ-ヶー]{2,8}?[一-龥々ヶ]{0,4}?(?=[のがにをでとへもや、。,.\s]|向け|$)|${CARE_KIND_JA}\s?[「『][^」』]{1,20}[」』]|${NOT_ANONYMISED_JA}(?<![一-龥々ァ-ヶーぁ-ゖA-Za-z])(?!(?:${GENERIC_FACILITY_WORDS_JA}|市内|近隣|併設|系列|地元|大手|複数|各地|認知症|介護|医療|住宅型|介護付き?|特定|民間)の?${CARE_KIND_PLAIN_JA})(?:[ぁ-ゖ]{2,6}[ヶケ]?[一-龥々]{1,3}|[一-龥々ヶ]{1,4}[ぁ-ゖ]{2,6}|[一-龥々ヶ]{2,6}|[ぁ-ゖ]{2,6}(?:の(?:丘|里|森|家|郷|杜|園|風|街|樹))?|[ァ-ヶー]{2,8})${CARE_KIND_PLAIN_JA}|${CARE_KIND_JA}や[ぁ-ゖ]{2,6}(?=[でのはにがを、。\s])|${CARE_KIND_JA}\s(?!(?:など|ほか|では|には|から|まで|への|との|でも))[ぁ-ゖァ-ヶー一-龥々]{2,8}?(?:の(?:郷|里|丘|森|家|杜|園))?(?=[のがにをでとへもや、。,.\s]|$)`;
/** A clinic named by its department, a shop by its name, a branch (北浜整形外科, 薬局アイリス, 本町店). */
/** A school or a nursery by its name (みなと第二小学校, ひまわり保育園): the writers count one as a name. */
const SCHOOL_JA = r`${NOT_ANONYMISED_JA}(?<![一-龥々ァ-ヶーぁ-ゖA-Za-z])(?:[市区町村県都府道国私]立)?(?!(?:市内|区内|近隣|地元|近く|近所|地域|公立|私立|国立|県立|都立|府立|道立|市立|区立|町立|村立|附属|付属|定時制|全日制|通信制|小中|中高|認可|無認可|認定|院内|企業内|事業所内|県内|各|全|同|他|当)の?)(?:[一-龥々ヶ]{1,3}[がヶケ][一-龥々]{1,3}|[一-龥々ヶ]{1,4}|[ぁ-ゖ]{2,5}[一-龥々]{0,3}|[ァ-ヶー]{2,8})(?:第[一二三四五六七八九十]|第?\d{1,2})?(?:小学校|中学校|高等学校|高校|保育園|保育所|幼稚園|こども園)(?=[のでにはがをかへと、。,\s]|$)`;
export const CLINIC_OR_SHOP_JA = r`${NAMED_CLINIC_JA}|${SCHOOL_JA}|${FACILITY_BRANCH_JA}|${SHOP_NAME_JA}|(?<=[^\s、。,.]{2})\s(?!支店|(?:県内|市内|区内|都内|全国|各|全|一部|他|同|当|直営|加盟|系列)の?)[一-龥々ヶァ-ヶー]{1,4}(?:の(?![全各])[一-龥々ヶァ-ヶー]{1,3})?(?:店|支店)(?![長舗頭員内])(?=[でのはにがを、。,\s]|$)`;

/** Words that open an English phrase about facilities in general, not a name (Local Pharmacy). */
const GENERIC_FACILITY_WORDS_EN = r`(The|A|An|Junior|High|Satellite|Adult|Our|Your|Their|His|Her|Its|This|That|These|Those|Local|Community|University|General|Regional|District|Private|Public|Teaching|Big|Small|Large|Major|Chain|Retail|Independent|Every|Each|Some|Any|No|One|Two|Three|Several|Many|Most|All|New|Main|Other|Nearby|Partner|Rural|Urban|City|County|State|National|Specialist|Specialty|Speciality|Outpatient|Inpatient|Hospital|Clinic|Pharmacy|Dr|Per|At|In|From|To|Via|Visited|Left|Called|Met|Online|Mail|Compounding|Primary|Urgent|Academic|Cardiology|Fertility|Memory|Cardiac|Plastic|Pediatric|Paediatric|Dental|Eye|Skin|Women'?s|Children'?s|Family|Walk|Day|Weekend|Night|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Sports|Travel|Cancer|Heart|Diabetes|Sleep|Pain|Mental|Veterinary|Animal|Military|Veterans|Tertiary|Secondary|Acute|Chronic|Wholesale|Japanese|Japan|Tokyo|Osaka|Government|Prefectural|Municipal|Red|Emergency|Trauma|Maternity|Psychiatric|Rehabilitation|Rehab|Home|Nursing|Care|Medical|Health|Central)`;

/**
 * An English facility named by its specialty or its kind of home (Oakwood Rheumatology, Northgate
 * Home Infusion, Elmfield Lodge, St Anne's Primary): FACILITY_EN's pattern is at the length limit,
 * so these are a rule of their own (v20).
 */
export const FACILITY_SPECIALTY_EN = r`\b(?!${GENERIC_FACILITY_WORDS_EN}\b)(?!(Asked|Ask|Emailed|Email|Called|Call|Phoned|Contacted|Told|Paged|Referred|Juvenile|Joint|Clinical|Interventional|Reconstructive|Female|Male|Pediatric)\b)(St\.? )?[A-Z][a-z]+(['’]s)?( [A-Z][a-z]+(['’]s)?){0,2} (Home Infusion|Infusion (Centre|Center|Suite)|Rheumatology|Urology|Lodge|Primary|Specialty Pharmacy|Dialysis Unit|(?<!(Stroke|Pulmonary|Cardiac|Cardio|Neuro|Inpatient|Outpatient|Community|Day|Acute|Drug|Alcohol|Orthopa?edic) )Rehab(ilitation)? (Centre|Center|Hospital|Unit)|Maru|(?<!(Orphan|Generic|New|Study|Investigational|Biologic|Brand|Branded|Prescription|Controlled|Street|Illicit) )Drug(?=, [A-Z][A-Za-z-]+ branch| \(| (branch|store|shop)\b)|Memorial(?! (Day|Fund|Lecture|Award|Service|Prize|Symposium|Foundation)))\b(?! (Association|Society|Group|Network|Market|Services?|Scheme|Guidelines?|Survey|Data|Staff|Care|Team|Nurses?|Sector)\b)`;
/** An English facility named on its own (Maple Leaf Pharmacy, Eastbrook Medical Centre). */
export const FACILITY_EN = r`\b(?!${GENERIC_FACILITY_WORDS_EN}\b)(St\. )?[A-Z][a-z]+(['’]s)?( [A-Z][A-Za-z]+(['’]s)?){0,3} (Clinic|Pharmacy|Drugstore|Medical Cent(er|re)|Health Cent(er|re)|(Dialysis|Kidney|Cancer|Heart|Allergy|Eye|Sleep|Diabetes|Pain|Fertility) Cent(er|re)|Dispensary|(Primary|Elementary|High) School|Hospital|Dermatology|Orthopa?edics|Dental (Office|Clinic|Practice|Surgery)|Eye Clinic|Group Home|Day (Care|Service) Cent(er|re)|Medical Office|Home Nursing Station|Nursing Station|Visiting Nurse Station|Home Care Nursing|Home Care|Nursing Home|Care Home|Care Centre|Care Center|Family Practice|Infirmary|Hospice)\b(?! (Association|Society|Group|Network|Federation|Council|Chain|Sector|Market|Industry|Benefits?|Services?|Scheme|Act|Law|Guidelines?|Survey|Data|Staff)\b)|\b(care home|nursing home|group home|day care cent(re|er)|pharmacy|drugstore|clinic)\s+(?!${GENERIC_FACILITY_WORDS_EN}\b)[A-Z][a-z]+ (no [A-Z][a-z]+|[A-Z][a-z]+)|\b(?!${GENERIC_FACILITY_WORDS_EN}\b)[A-Z][a-z]+ [A-Z][a-z]+ (care|nursing) home\b(?! (managers?|group|forum|staff|round|sector|residents|association))`;
