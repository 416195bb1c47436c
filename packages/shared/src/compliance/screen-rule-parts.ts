/*
 * The pieces the default pre-screen rules are built from (screen-rules.ts): context phrases that
 * silence a rule, and the vocabularies of use, symptoms, names and institutions. An admin table
 * stores the expanded RegExp sources; these exist only to keep the default table readable.
 */

export const r = String.raw;

/** Public label or generic context: 副作用 in a package insert change is not a case report. */
export const LABEL_CONTEXT = [
  r`添付文書|電子添文|添文|使用上の注意|インタビューフォーム|改訂|審査報告|安全性速報|ブルーレター|イエローレター`,
  r`臨床試験|治験|試験で|試験の|学会|論文|ガイドライン|一般に|一般的に|発現率|頻度|パンフレット|資材|説明会`,
  r`\b(package insert|label(l?ing)?|prescribing information|trial|study|studies|guideline|in general|generally|incidence|brochure)\b`,
];
/** Statistics about a disease: 入院/死亡 as a rate or a count of a population. */
export const STATISTIC_CONTEXT = [
  r`率|統計|全国|年間|患者数|件数|人数|死因|病床|在院日数|平均|割合|調査|推計|データ|疫学|市場|傾向|時期|流行|業界紙|増加|減少`,
  r`\b(rates?|statistics|nationwide|per year|annual(ly)?|average|survey|data|epidemiolog\w*|market|mortality|beds?)\b`,
];
/** A lecture invitation may name its speaker and venue (SPEC, the exception). */
export const LECTURE_CONTEXT = [
  r`講演|セミナー|シンポジウム|勉強会|研究会|座長|演者|講師|ウェビナー|Web\s?セミナー|学術集会|ご案内`,
  r`\b(lectures?|webinars?|seminars?|symposium|speakers?|chair(ed)?|invitation|talk)\b`,
];
export const USE = r`(服用|服薬|投与|使用|内服|投薬|接種|処方|注射|点滴|塗布|開始|切り替え|切替|変更|追加|増量|飲ん|飲み|使っ|使い)`;
export const SYMPTOM = r`(熱(?!心|意|量|帯|中|望)|発作|発疹|皮疹|湿疹|発赤|かゆみ|痒み|蕁麻疹|じんましん|肝機能障害|肝障害|腎機能障害|腎障害|間質性肺炎|アナフィラキシー|めまい|眩暈|吐き気|嘔気|悪心|嘔吐|下痢|便秘|頭痛|腹痛|動悸|浮腫|むくみ|出血|低血糖|ショック|けいれん|痙攣|しびれ|倦怠感|発熱|咳|息切れ|呼吸困難|脱毛|不眠|眠気|ふらつき|黄疸|血圧低下|症状|異常|だる|倦怠|痛み|痛く|腫れ|かぶれ|倒れ|失神|意識|急変|肝酵素|AST|ALT|検査値|調子|具合|体調|気分)`;
export const HAPPENED = r`(出た|出て|出現|発現|認め|みられ|見られ|起き|起こ|生じ|訴え|あった|ありました|なった|になり|悪化|続い|治らな|止まらな|増え)`;
export const SYMPTOM_EN = r`\b(dizz(y|iness)|nause(a|ous)|vomit\w*|headaches?|fever|swelling|swollen|itch\w*|faint(ed)?|collapsed|palpitations|liver enzymes|jaundice|bleeding|bruising|hypoglyc\w+|diarrh\w+|insomnia|drowsy|drowsiness|tired(ness)?|fatigue|cough(ing)?|pain|cramps?|aches?|broke out|breakout|hair loss|skin (reaction|irritation|problems))\b`;
export const NAME_JA = r`(?:(?<![一-龥々ヶ])(?!(?:各|諸|若手|担当|医局|開業|勤務|専門|指導|主治|当該|地域|複数|他|新任|多数|一部|女性|男性|研修|病棟|外来|当院|同院|先方|歴代|現場|多く|患者|皆|お客|業者|担当者|薬剤師|看護師|親御|奥|子供|生徒|妊婦)(?:先生|医師|教授|院長|部長|さん|様|氏))(?!(?:模|同|仕|多|異|有|左|各)様)[一-龥々ヶ]{1,6}|(?<![ァ-ヶー])[ァ-ヶー]{2,10})`;
export const INSTITUTION_JA = r`(?:(?<![一-龥々ァ-ヶーA-Za-z])(?!(?:大学|総合|市中|地域|基幹|中核|一般|民間|公立|近隣|他|各|同|当|専門|主要|多くの|大規模|中小)(?:病院|クリニック|医院|診療所|大学))[一-龥々ァ-ヶーA-Za-z]{1,12}|(?<![ぁ-ゖ])[ぁ-ゖ]{2,6}(?<![のながをにではともへや]))(病院|クリニック|医院|診療所|大学|医療センター)`;
export const DEPARTMENT_JA = r`(内科|外科|科|病棟|医局|薬剤部|看護部|部長|院長|副院長|医長|科長|教授|准教授|講師|医師|先生|センター長)`;
