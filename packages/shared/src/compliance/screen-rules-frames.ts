import type { ScreenRule } from '../schemas/compliance.ts';
import { IMPROVEMENT_CONTEXT } from './screen-rule-cases.ts';
import {
  ANIMAL,
  LAB_VALUE,
  MED_ERROR,
  MISUSE,
  NO_EFFECT,
  QUALITY,
  STOPPED,
  SYMPTOM_MSG,
} from './screen-rule-messages.ts';
import {
  E,
  J,
  LABEL_CONTEXT,
  NEGATION_CONTEXT,
  PLANNING_PREGNANCY,
  PROCESS_CONTEXT,
  r,
  STATISTIC_CONTEXT,
  SYMPTOM_STRONG,
  USE,
} from './screen-rule-parts.ts';
import { LAY_EXPERIENCE_FIRST_JA, LAY_EXPERIENCE_JA } from './symptom-vocabulary.ts';

/*
 * Event frames (rules v5, issue 43): an event told without a symptom word — a value that moved, a
 * product that failed or was spoilt before it was used, a use that went wrong, an animal given a
 * person's medicine, an infection on a drug that lowers immunity, a stop or switch "because of".
 * Each frame needs two parts in one sentence (what, and that it happened to someone), so a word
 * alone (ひび, expired, INR) raises nothing.
 */

/** Lab values and vital signs (INR, K, eGFR, 血小板, HbA1c, 心拍数, SpO2, blood sugar). */
const LAB_JA = r`(?:(?<![A-Za-z])(LVEF|EF|PT-INR|INR|K|Na|BS|BG|CCr|CRP|eGFR|sCr|Cre|Cr|CRE|TSH|FT4|Plt|PLT|WBC|Hb|AST|ALT|ALP|γ-?GTP|CK|CPK|HbA1c|A1c|BNP|HR|SpO2|BP|LDL|QTc?|Ca(?=\s?\d))(?![A-Za-z])|トラフ(値|濃度)?|血中濃度|ピーク値|駆出率|心機能|カリウム|ナトリウム|クレアチニン|血小板|白血球|好中球|ヘモグロビン|血色素|肝酵素|血糖値?|心拍数?|脈拍|脈|サチュレーション|酸素飽和度|血圧|体温|尿酸|腎機能|肝機能|甲状腺)(?!計|測定|製剤|キット|ストリップ|先生|病院|社|さん|氏|クリニック|薬局|医院|様|大学|の(方|先生))`;
/** A value that moved: a number with a direction, an arrow between two numbers, or N times the limit. */
const MOVED_JA = r`\d[\d.,万]*\s?(%|mg\/dL|mg|回\/分|\/分|回|bpm|mmHg|mEq\/L|mmol\/L|U\/L|IU\/L|度|℃)?\s?(→|->|⇒|>|から)\s?\d|\d[\d.,万]*\s?[^。!?\n\d]{0,8}?(まで|に|へ|台に?)?(上昇|上が|低下|下が|落ち|増加|減少|悪化|を?切(?!らないよう)|を?超え(?!ないよう|ない範囲)|超(?!えないよう)|高値|低値|急上昇|急低下)|(基準|正常|上限)(値)?の?\d+(\.\d+)?倍|(急に|大きく|かなり|どんどん|一気に)(落ち|下が|上が|低下|上昇)|(半分|半減|[2-9二三]倍)(以下|以上|近く)?に?(下が|上が|低下|上昇|増え|減)|(かえって|逆に)(上昇|悪化|上が|高く)`;
const LAB_EN = r`\b(LFTs?|ANC|BG|neuts|plts|INR|potassium|K|sodium|Na|eGFR|creatinine|TSH|platelets?|Hb|haemoglobin|hemoglobin|AST|ALT|CK|HbA1c|A1c|blood (sugar|glucose)|glucose|sugars?|heart rate|HR|pulse|SpO2|sats|saturation|BP|blood pressure|LDL|QTc?|temperature|neutrophils?|white (cell )?count|WBC|liver (enzymes|numbers|tests)|kidney (function|numbers))\b(?! (binder|clinics?|strips?|meters?|monitors?|test kits?|supplements?|uptake|services?|sessions?))`;
const MOVED_EN = r`\b(reach(ed|ing|es) (up to |to )?\d|fell|fall(s|ing)?|dropped|drops?|rose|rise|rising|climb(ed|ing|s)?|went (up|down)|jumped|spiked|crashed|plummeted|shot up|down to|up to|fell to|rose to|dipped|(increased|decreased|doubled|halved) (to|from)|tripled|triple|doubled|quadrupled|quadruple|halved)\b|\b(of|at|was|were|reading|measured) \d[\d.,]*\b(?![\d,]|\.\d)(?!\s?(weeks?|months?|days?|hours?|h|am|pm|mins?|years?|yrs?)\b)|\d[\d.,]*\s?(→|->)\s?\d|\b\d+ ?(times|x) (the )?(upper limit|ULN|normal)|\bfrom \d[\d.,]* to \d[\d.,]*(?!\s?(packs?|sessions?|patients?|pts|units|boxes|people|sites|scripts|a (week|month|day)|per))(?![^.!?\n]*\b(stable|unchanged|no (real )?change)\b)|\b(level|trough|peak)s? (came back|was|were|is) (at |as )?\d[\d.,]*${E}{0,10}?\((normal |target |ref\w* )?range`;

const QUALITY_DEFECT_JA = r`(色(が)?(変わ|違|おかし)|色が${J}{0,6}?(っぽ|濃く|薄く)|茶色っぽ|黄ばみ|黄色っぽ|まだら|ひび|ヒビ|亀裂|割れ(て|た)|欠け|変色|異物|浮遊物|混入物|カビ|斑点|異臭|粉々|破損|凝集|沈殿|にごり|濁り|液漏れ|針が折れ|カウンターが動かず)`;
const GIVEN_JA = r`(調剤され|そのまま|飲ませ|飲め|投与|服用|使用|使い(?!やす|にく|方|勝手)|使っ|飲ん|飲み|接種|交付|渡っ|渡し|注入|点滴|済|打っ|点眼|吸入|貼っ|塗っ)`;
const DEVICE_JA = r`(針|ノズル|注入ボタン|オートインジェクター|インジェクター|注入器|(?<!ペン型製剤の)ペン型?|ポンプ|吸入器|デバイス|カウンター|プレフィルド|シリンジ)`;
const QUALITY_DEFECT_EN = r`\b(left in a (hot )?car|hot car|left out of the (fridge|refrigerator)|out of the (fridge|refrigerator)|not (been )?refrigerated|frozen|crack(ed|s)?|chipped|discolou?r(ed|ation)|particles?|particulate|mottled|yellowish|brownish|speckled|foreign (matter|body|object|particles)|mou?ld(y)?|crumbl(ed|ing)|cloudy|leak(ed|ing)|contaminated|smell(ed|s)? (odd|strange|funny))\b`;
const GIVEN_EN = r`\b(already in|gave|infused|injected|given|taken|took|take|taking|used|administered|swallowed|dispensed|applied|inhaled|put in|gone in)\b`;
const DEVICE_EN = r`\b(auto-?injectors?|pens?|pumps?|inhalers?|devices?|counters?|needles?|syringes?|patch(es)?)\b`;
const DEVICE_FAILED_EN = r`\b(not delivered|did ?n'?t deliver|clogged|blocked|stopped|misfired|failed|jammed|broke|malfunction\w*|did ?n'?t (work|fire|click|inject|count)|half( the dose)?|partial dose|only partly)\b`;

/** A blood pressure out of the usual range: a systolic under 100 or from 180 (88/50, 190/110). */
const BP_OUT_OF_RANGE = r`([5-9]\d|1[89]\d|2\d\d)\/\d{2,3}\b`;
/** How a value follows its lab's name (K 6.1, K値6.1, K：6.1, Kは6.3, K+ 6.4, BS:38). */
const VALUE_SEP_JA = r`(値)?\s?\+?\s?(が|は|[:：=])?\s?`;
/** Not a value but a time, a count or a share (血糖は15分後, 40台導入, 好中球65%), nor a threshold (5.5以上で). */
const NOT_A_READING_JA = r`(?![\d.,万%]|\s?(%|分|時|台|日|週|歳|回|件|人|名|個|本|箱|単位|か月|ヶ月|カ月|年))(?!${J}{0,8}?(以上|以下|未満|を?超え(たら|る場合|ない)|を?切(ったら|る場合|らない)|になったら|なら|を目安|目標))`;
/**
 * A value out of range on its own (K 6.1, 血糖52, 好中球800, 血小板3万, INR 5.8, BG 2.8 mmol/L,
 * platelets 68, ANC 0.6): a report of it is a report of an event, whatever verb follows; not a
 * threshold, a target or a time.
 */
const LAB_OUT_OF_RANGE_JA = r`(?:(?<![A-Za-z])K(?![A-Za-z])${VALUE_SEP_JA}(5\.[5-9]|[6-9](\.\d)?)|カリウム${VALUE_SEP_JA}(5\.[5-9]|[6-9](\.\d)?)|(血糖|BS|BG)${VALUE_SEP_JA}([1-5]\d|[0-2]\.\d\s?mmol)|(好中球|ANC|Neut)(数)?${VALUE_SEP_JA}([1-9]\d{1,2}|0\.\d)|(血小板|Plt|PLT)(数)?${VALUE_SEP_JA}((0\.\d|[1-9](\.\d)?)万|[1-9]\d?,\d{3})|(PT-)?INR${VALUE_SEP_JA}(>\s?)?([4-9]|[1-9]\d)(\.\d)?)${NOT_A_READING_JA}|(血糖|BS)(自己)?(測定)?(で|値|が|は)?\s?[1-5]0台(が|を)?${J}{0,6}?(\d+回|あり|出|続|連続)`;
const VALUE_SEP_EN = r`\s?(\+\s?)?(of |at |was |is |:\s?|=\s?)?`;
const LAB_OUT_OF_RANGE_EN = r`(?<!\b(cut-?off|threshold|aim|target|if|once|until|under|below|above|over|for|keep)\b${E}{0,20})\b(?:(K|potassium)${VALUE_SEP_EN}(5\.[5-9]|[6-9]\.\d)|(BG|blood (sugar|glucose)|glucose|sugars?)${VALUE_SEP_EN}([0-2]\.\d|3\.\d\s?mmol)|(ANC|neutrophils?|neuts)${VALUE_SEP_EN}0\.\d|(platelets?|plts?)${VALUE_SEP_EN}[1-9]\d?|INR${VALUE_SEP_EN}(>\s?)?([4-9]|[1-9]\d)(\.\d)?|(heart rate|pulse)${VALUE_SEP_EN}[2-4]\d|HR\s?(of |was |at |:\s?)?[2-4]\d(?!\d|\s?(min|minutes|hours|hrs?|referrals|staff|people|cases|%))|QTc?${VALUE_SEP_EN}(4[89]\d|[5-6]\d\d)(?!\d|\s?(ms|msec)?\s?(以上|超|を超え|or (more|above|over)|and above|\+)))(?![\d.,万]|\s?(%|weeks?|days?|hours?|months?|times|patients|packs|sessions|units|or (above|below|more|less|higher|lower)|and (above|below)))`;
/** What a course was deferred, held or cut for (a count, a value). */
const LAB_NAMES_EN = r`(platelets?|plt|neutrophils?|ANC|WBC|counts?|bloods?|potassium|creatinine|LFTs?|ALT|AST)`;
const PET_JA = r`(猫|犬|ネコ|イヌ|ペット|愛犬|愛猫|飼い犬|飼い猫|インコ|うさぎ|ウサギ|ハムスター)`;
const PET_EN = r`\b(cat|dog|pet|puppy|kitten|rabbit)s?\b`;

/** Drugs that lower immunity, and infections on them (帯状疱疹, TB reactivation, 口腔カンジダ). */
const IMMUNE_DRUG_JA = r`(生物学的製剤|ステロイド|免疫抑制|抗TNF|TNF阻害|JAK阻害|抗がん剤|化学療法|抗CD20|メトトレキサート|MTX|プレドニン|プレドニゾロン)`;
const INFECTION_JA = r`(帯状疱疹|ヘルペス|カンジダ|結核|日和見|ニューモシスチス|PCP|真菌|感染症|肺炎|再活性化|B型肝炎の再|HBV再)(?!ワクチン|の?治療薬|の?新薬|の?予防|予防)`;
const IMMUNE_DRUG_EN = r`\b(biologics?|anti-?TNF|TNF inhibitors?|steroids?|JAK inhibitors?|immunosuppress\w+|chemo(therapy)?|methotrexate|MTX|prednisolone|rituximab)\b`;
const INFECTION_EN = r`\b(TB|tuberculosis|shingles|thrush|candida\w*|pneumocystis|PCP|opportunistic|reactivation|fungal|infections?|pneumonia|sepsis)\b`;

/** What silences most frames: a public label, a population's figures, safety talk with no event. */
const EVENT_CONTEXTS = [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT];

/** The built-in table's event frames, Japanese and English (screen-rules.ts). */
export const FRAME_RULES: ScreenRule[] = [
  // ae.lab.ja: a lab value or vital sign that moved (INR 4.8まで上がった, eGFR 58→41, 血小板9万→3万).
  {
    id: 'ae.lab.ja',
    type: 'adverseEvent',
    pattern: r`(${LAB_JA})${J}{0,12}?(${MOVED_JA})|${USE}${J}{0,30}?(後|から|中|して|で)${J}{0,15}?(${LAB_JA})\s?(が|は|も)?\s?[:：]?\s?\d[\d.,万]*(${J}{0,8}?(まで|に|へ)?(上昇|上が|低下|下が|増加|減少|悪化))?|(${LAB_JA})\s?(が|は)?\s?[\d.,]+万?${J}{0,12}?(輸血|補正|中止|休薬|減量|入院|緊急)|${USE}${J}{0,30}?体重${J}{0,15}?\d+(\.\d+)?\s?(kg|キロ)${J}{0,4}?(減|増|落)|体重${J}{0,15}?\d+(\.\d+)?\s?(kg|キロ)${J}{0,4}?(減|増|落)${J}{0,30}?${USE}|${LAB_OUT_OF_RANGE_JA}|(INR|PT|APTT|QTc?)${J}{0,10}?延長|(濃度|トラフ)(値)?(が|も|は)?${J}{0,4}?(高値|低値|異常値)(に|で|と|を|が)|(Cr|CRE|クレアチニン|CK|CPK|AST|ALT|γ-?GTP|BUN|K|カリウム|肝酵素|トラフ)(値)?(が|も)${J}{0,4}?(上が(?!らな|ることが|る(可能性|場合|恐れ|おそれ))|上昇(?!し(な|ませ)|する(可能性|場合|恐れ|おそれ|ことが)))|(Hb|ヘモグロビン|血小板|Plt|白血球|好中球|eGFR|Na|ナトリウム)(値)?(が|も)${J}{0,4}?(下が(?!らな|りにく|ることが|る(可能性|場合))|低下(?!し(な|ませ)|する(可能性|場合|ことが)|している(高齢者|人|方|患者))|減少(?!し(な|ませ)|する(可能性|場合|ことが)))|[ァ-ヶー]{3,10}(値)?(が)?(高値|低値|異常値)(で|のため|により|となり|になり)${J}{0,25}?(変更|中止|減量|休薬|切り?替|切替)`,
    message: LAB_VALUE,
    exceptions: [...EVENT_CONTEXTS, ...IMPROVEMENT_CONTEXT],
  },
  // ae.lab.en: the same in English (potassium climb to 6.1, platelets fell to 38,000, HR down to 42).
  {
    id: 'ae.lab.en',
    type: 'adverseEvent',
    pattern: r`${LAB_EN}${E}{0,25}?(${MOVED_EN})|\b(BP|blood pressure)\b${E}{0,8}?\b${BP_OUT_OF_RANGE}${E}{0,60}?\b(started|added|new|increased|upped|switched|since|after)\b|\b(started|added|new|increased|upped|switched)\b${E}{0,60}?\b(BP|blood pressure)\b${E}{0,8}?\b${BP_OUT_OF_RANGE}|${LAB_OUT_OF_RANGE_EN}`,
    flags: 'i',
    message: LAB_VALUE,
    exceptions: [...EVENT_CONTEXTS, ...IMPROVEMENT_CONTEXT],
  },
  // ae.quality.ja: a defect in what was used, or a device that failed in use (ひびの入ったバイアルが
  // 投与済み, 変色した錠剤を服用, オートインジェクターが途中で止まった).
  {
    id: 'ae.quality.ja',
    type: 'adverseEvent',
    pattern: r`${QUALITY_DEFECT_JA}${J}{0,30}?${GIVEN_JA}|${GIVEN_JA}${J}{0,20}?${QUALITY_DEFECT_JA}|${DEVICE_JA}${J}{0,15}?(止ま|停止|壊れ|外れ(?!やす|にく|ない)|出ず|戻らず|戻らな|出てこ|押せな|動かず|動かな|作動しな|作動せず|故障|折れ|詰ま|途中で止|漏れ|入らな)|(常温|室温|車内|車の中|置きっぱなし|高温|冷蔵庫が?故障|凍結|凍っ|凍らせ|凍らし|冷凍|入れ忘れ|冷蔵し忘れ)${J}{0,20}?(薬|剤|インスリン|ワクチン|ペン|バイアル|シリンジ)${J}{0,12}?(使|投与|打|注射|点眼|服用|接種)|(常温|室温|車内|車の中|高温|冷凍|凍結)(で|に)?${J}{0,6}?(放置|保管|保存|置い|置きっぱなし)${J}{0,20}?(使|投与|打|注射|点眼|服用|接種)|(薬|剤|インスリン|ワクチン|ペン|バイアル|シリンジ)${J}{0,12}?(常温|室温|車内|車の中|置きっぱなし|高温|凍結|凍っ|凍らせ|冷凍|入れ忘れ)${J}{0,20}?(使|投与|打|注射|点眼|服用|接種)`,
    message: QUALITY,
    // caught before it reached anyone (出荷前に回収, 患者への使用なし)
    exceptions: [
      ...LABEL_CONTEXT,
      ...PROCESS_CONTEXT,
      r`(患者|人|方)への(使用|投与|交付)(は)?(なし|ない|無し|ありません)|(患者|人|方)(に|へ)(は)?(使用|投与|交付)(せず|していない|しておらず|されていない|されず)`,
      r`^(?=[^]*(出荷前|納品時|検品))(?![^]*(投与し|投与さ|交付し|交付さ|服用し|使用し|注射し|打っ|飲ん|判明|患者に|渡し))`,
    ],
  },
  // ae.quality.en: the same in English (a cracked vial already injected, particles noticed after
  // half was infused, the auto-injector stopped halfway).
  {
    id: 'ae.quality.en',
    type: 'adverseEvent',
    pattern: r`${QUALITY_DEFECT_EN}${E}{0,60}?${GIVEN_EN}|${GIVEN_EN}${E}{0,40}?${QUALITY_DEFECT_EN}|${DEVICE_EN}${E}{0,20}?${DEVICE_FAILED_EN}|\b(dose )?counters? (was |were )?(stuck|jammed|frozen|froze|not moving|did ?n'?t move)\b|\b(kept|been|was) using (an|the) empty (inhaler|pen|device)|\bclicked but\b${E}{0,30}?\bwindow\b|\bwindow (stayed|was still|remained) (clear|empty)\b|\b(did ?n'?t|did not) (turn|change) (colou?r|yellow|orange)\b`,
    flags: 'i',
    message: QUALITY,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.error-frame.ja: a use that went wrong (徐放錠をつぶして胃ろうから, 期限切れのインスリンを使用,
  // 隣のベッドの患者の薬, 皮下注のはずが筋注, 1日1回の薬を朝夕, 10倍量, 錠剤が混入して服用).
  {
    id: 'ae.error-frame.ja',
    type: 'adverseEvent',
    pattern: r`(粉砕|つぶ|潰|砕い|砕き|割って)${J}{0,20}?(徐放|OD錠|腸溶|胃ろう|胃瘻|経管|チューブ|ヨーグルト|ゼリー)|(徐放|腸溶)${J}{0,20}?(粉砕|つぶ|潰|砕|割)|確認せずに${J}{0,12}?(処方|調剤|投与|出て|渡)|成人(用|量)${J}{0,8}?(小児|子ども|子供)|(小児|子ども|子供)に${J}{0,6}?(成人|大人)(用|量)|(粉砕|つぶ)(不可|できない|してはいけない)${J}{0,15}?(粉砕|つぶ|砕)|複数の(医療機関|病院|医院|クリニック|診療所|薬局|医者|先生)を?(回|受診|はしご)|シートごと${J}{0,6}?(飲|誤飲)|空のまま${J}{0,4}?(吸|使)|空(で|だった)${J}{0,12}?(吸って|使って)|(期限切れ|期限(を|が)?${J}{0,4}?(切れ|過ぎ|超え|超過))(?!の?(廃棄|ロス))${J}{0,25}?(${USE}|調剤|交付|渡|打た|打っ|投与さ|接種さ)|(${USE}|調剤|交付|渡|打た|接種)${J}{0,25}?(期限切れ|期限が?切れ|期限を?(過ぎ|超え))|(隣|となり)の(ベッド|部屋|方|患者)${J}{0,10}?(薬|点滴|注射|インスリン)|(はず|予定|指示)(が|なのに|だったのに|のところ)${J}{0,15}?(され|入れ|点眼|点耳|注|飲|服用|使)|(目薬|点眼薬?)${J}{0,10}?(耳|鼻|口)に|1日\s?[1一]回${J}{0,12}?(朝(と|晩|夕)|[2二]回|朝晩|毎食)|(?<![\d.])(10|十)倍(量|の量|の用量|投与|量を)|(混入|混ざ|紛れ)${J}{0,20}?(服用|飲|渡|交付|投与)|(妊娠|妊婦)${J}{0,25}?(継続|続け)|(点眼|目薬|外用|塗り薬|湿布|坐薬|貼付剤|消毒)${J}{0,6}?(を)?(飲んで?しま|飲んじゃ|誤飲|内服し)|QTc?が?延び|経口用${J}{0,10}?(静注|点滴|注射|注入)|(静注|筋注|皮下注|点滴)${J}{0,4}?(しかけ|してしまっ)|PTP(シート)?(ごと|のまま)${J}{0,6}?(飲|誤飲)|(知人|友人|友達|知り合い|家族|他人|隣人)(から|の)${J}{0,8}?(譲り受け|もらっ|分けてもら|借り)${J}{0,10}?(服用|飲|使)|(休薬|中止)(の)?指示が?${J}{0,6}?(伝わら|守られ)|(?<![\d.])\d+\s?(mg|錠|単位|mL|μg)(の代わりに|ではなく|のところ|のはずが)${J}{0,6}?\d+|逆に(飲|服用|投与|使|貼|塗)|曜日を?(間違|取り違)|(中止|休薬)(を|し)?忘れ|すべき(ところ|なのに|を)${J}{0,12}?(し|され)(てしまっ|た)|(週|月)\s?[1一]回${J}{0,6}?(ではなく|のはずが|なのに|のところ|を)${J}{0,8}?(毎日|連日|毎朝|毎晩|1日|一日)|(剥がし忘れ|はがし忘れ)|[2二]枚(重ねて|同時に)?貼|(祖母|祖父|母|父|親|兄|姉|隣人|友人|家族|他人)の${J}{0,10}?(薬|錠|剤)${J}{0,10}?(飲んで?しま|飲んじゃ|誤飲|食べ|口に)`,
    message: MED_ERROR,
    exceptions: [
      ...PROCESS_CONTEXT,
      ...NEGATION_CONTEXT,
      PLANNING_PREGNANCY,
      // v23: not expired (期限切れではなく), never reached anyone, explained as not to be crushed
      r`期限切れ(では|じゃ)な|(患者|利用者|お客)(さん|様)?(に|へ)(は)?(渡って|届いて|使われて|投与されて)(い)?な|粉砕(不可|できな|禁止|NG)(と|の|で|です|だ|なので|のため)${J}{0,4}?(説明|伝え|回答|案内|指導)`,
    ],
  },
  // ae.error-frame.en: the same in English (crushed extended-release, an expired vial given, eye
  // drops in her ears, a tenfold dose, the neighbour's medicine).
  {
    id: 'ae.error-frame.en',
    type: 'adverseEvent',
    pattern: r`\b(left )?out of the (fridge|refrigerator)\b${E}{0,60}?\b(given|got|received|used|injected|administered)\b|\b(given|got|received|used|injected|administered)\b${E}{0,60}?\b(left )?out of the (fridge|refrigerator)\b|\bopen\w* (the |their |his |her )?(MR|SR|ER|XL|CR|modified-release|slow-release|extended-release)\b${E}{0,30}?\b(caps|capsules|tablets)\b|\bcrush\w*${E}{0,40}?\b(extended|slow|modified|enteric|ER|SR|XR|MR|feeding tube|PEG|NG tube|yog(h)?urt|food|jam)\b|\b(extended|slow|modified)[- ]release${E}{0,40}?\bcrush\w*|\b(expired|past (its|the|their) (expiry|expiration|use-by)( date)?|out of date)\b${E}{0,50}?\b(given|gave|give|used|dispensed|injected|administered|using|vaccinated|taken|applied)\b|\b(given|gave|used|using|taking|took|dispensed|injected|administered|received)\b${E}{0,50}?\b(expired|past (its|the|their) (expiry|expiration)|after (its|the) (expiry|expiration)( date)?|out of date)\b|\b(eye ?drops)${E}{0,20}?\b(in|into) (her|his|their|the) (ears?|nose|mouth)\b|\b(ten|10)-?fold\b|\bpregnan\w*\b${E}{0,40}?\b(continued|kept (taking|on)|still (on|taking)|remained on|until (wk|week))\b|\b(weight gain|gained|put on) (of )?\d+(\.\d+)? ?(kg|kilos?|lbs?|pounds)\b|\b\d+ ?x the (\w+ ){0,3}(dose|amount)|\b(neighbou?r|sister|brother|husband|wife|friend|roommate|grandma|grandmother|grandfather|grandpa|mother|father)'?s (medicine|medication|tablets|pills|meds|insulin|inhaler)\b`,
    flags: 'i',
    message: MED_ERROR,
    exceptions: [
      ...PROCESS_CONTEXT,
      r`^(?![^]*\b(crushed|crush(es|ing)? (it|them)|grind\w*|ground (it )?up|chew\w*)\b)(?=[^]*(\b(must not|mustn't|do not|don't|never|should not|shouldn't|cannot|can ?not)\b${E}{0,20}?\b(be )?(opened or )?crush|do-not-crush))`,
    ],
  },
  // ae.misuse.ja: buying or taking an over-the-counter product again and again (咳止めシロップを毎日
  // 1本, 週に3回買いに来る, 2日おきに買い続け).
  {
    id: 'ae.misuse.ja',
    type: 'adverseEvent',
    pattern: r`(1日|一日)に?\s?\d+\s?(本|箱|瓶|シート)(以上|も)|(1日|一日)に?\s?(\d{2,}|[2-9]\d*(錠|包|本|枚|カプセル))(回|錠|包|本|枚|カプセル)?(以上|近く|も|ほど|くらい)|(1日|一日)に?\s?[1-9]\d\s?(回|錠|包|本|枚|カプセル)|(毎日|連日|週に?\s?\d+回|\d+日おき|何本も|大量に|まとめ買い)${J}{0,15}?(買|購入)|(買|購入)${J}{0,6}?続け|(毎日|毎週|頻繁に|何度も|繰り返し)${J}{0,10}?(買|購入)に来|(咳止め|鎮痛剤|鎮痛薬|睡眠薬|睡眠改善薬|シロップ|市販薬|OTC|かぜ薬|風邪薬)${J}{0,20}?(毎日|連日|大量|何本|依存|乱用|濫用)|乱用|濫用|(薬|薬物|睡眠薬|眠剤|鎮痛|咳止め|ベンゾ|オピオイド|アルコール)${J}{0,6}?依存|依存症`,
    message: MISUSE,
    exceptions: EVENT_CONTEXTS,
  },
  // ae.misuse.en: the same in English (buying the cough syrup every other day for months).
  {
    id: 'ae.misuse.en',
    type: 'adverseEvent',
    pattern: r`\b(buy\w*|bought|purchas\w+|refill\w*)\b${E}{0,40}?\b(syrup|tablets?|pills?|spray|painkillers?|medicine|codeine|cough|sleeping|laxatives?|inhaler)\b${E}{0,40}?\b(every (day|other day|week)|daily|for months|again and again|\d+ (times|bottles|boxes|packs) a (week|day))\b|\b(drugs?|opioids?|benzo\w*|painkillers?|sleeping pills?|substances?|alcohol|codeine|pills?|tablets?|medication)\b${E}{0,20}?\b(abus\w+|misus\w+|dependen(ce|t)|addict\w*)|\b(abus\w+|misus\w+|addict\w*)\b${E}{0,20}?\b(drugs?|opioids?|benzo\w*|painkillers?|pills?|tablets?|medication|medicine|syrup|spray|codeine)\b|\b(syrup|codeine|linctus|pills?|tablets?|benzos?|opioids?|painkillers?|gabapentin|pregabalin|medicines?|meds|inhalers?)\b${E}{0,30}?\b(to get high|for (the|a) high|getting high|recreational(ly)?)\b|\b(to get high|for (the|a) high|getting high|recreational(ly)?)\b${E}{0,30}?\b(syrup|codeine|linctus|pills?|tablets?|benzos?|opioids?|painkillers?|medicines?|meds)\b|\b(buy\w*|bought|purchas\w+|collect\w*|picked up)\b${E}{0,50}?\b(second|third|fourth|fifth|\d+(st|nd|rd|th)) (bottle|box|pack|packet|inhaler|tube)s? (this|in a|in one|in the same) (week|month|fortnight)\b`,
    flags: 'i',
    message: MISUSE,
    exceptions: EVENT_CONTEXTS,
  },
  // ae.animal.ja: an animal given or exposed to a person's medicine (猫にアセトアミノフェンを飲ませた).
  {
    id: 'ae.animal.ja',
    type: 'adverseEvent',
    pattern: r`${PET_JA}${J}{0,30}?(飲ませ|与え|あげ|なめ|舐め|食べ|誤食|誤飲|口にし)|(人用|人間用|ヒト用)の?(医薬品|薬)${J}{0,20}?(中毒|体調|ぐったり|具合)`,
    message: ANIMAL,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.animal.en: the same in English (the cat got sick after licking diclofenac gel).
  {
    id: 'ae.animal.en',
    type: 'adverseEvent',
    pattern: r`${PET_EN}${E}{0,60}?\b(sick|ill|vomit\w*|poison\w*|died|collapsed|lick\w*|ate|swallow\w*)\b|\b(gave|given|fed)\b${E}{0,30}?${PET_EN}`,
    flags: 'i',
    message: ANIMAL,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.infection.ja: an infection on a drug that lowers immunity (生物学的製剤中に帯状疱疹).
  {
    id: 'ae.infection.ja',
    type: 'adverseEvent',
    pattern: r`${IMMUNE_DRUG_JA}${J}{0,25}?${INFECTION_JA}|${INFECTION_JA}${J}{0,25}?${IMMUNE_DRUG_JA}(中|投与|使用|服用|(は|を|が)?${J}{0,4}?(中止|休薬|延期))|(口の中|口腔内?|舌)が?${J}{0,6}?真っ白`,
    message: SYMPTOM_MSG,
    exceptions: EVENT_CONTEXTS,
  },
  // ae.infection.en: the same in English (TB reactivation in a patient on anti-TNF).
  {
    id: 'ae.infection.en',
    type: 'adverseEvent',
    pattern: r`${IMMUNE_DRUG_EN}${E}{0,40}?${INFECTION_EN}|${INFECTION_EN}${E}{0,40}?\b(on|after|while on|taking)\b${E}{0,15}?${IMMUNE_DRUG_EN}`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: EVENT_CONTEXTS,
  },
  // ae.stopped.ja: a stop, a switch or a lower dose because of a symptom (めまいが続いたため中止,
  // 副作用で変更, 発疹のせいで休薬).
  {
    id: 'ae.stopped.ja',
    type: 'adverseEvent',
    pattern: r`(${SYMPTOM_STRONG}|${LAY_EXPERIENCE_JA}|副作用|副反応)(が|は)?${J}{0,10}?(ため|せいで|が原因で|が理由で|で|から)${J}{0,12}?(中止|中断|休薬|減量|変更|切り?替|やめ|止め)|(${LAB_JA})${VALUE_SEP_JA}\d[\d.,]*(万)?${J}{0,8}?(で|のため|により)${J}{0,12}?(延期|見送|スキップ|休薬|中止|減量)|${INFECTION_JA}を?${J}{0,4}?(繰り返|発症|起こ|再燃|再発)${J}{0,10}?(ため|で|により)${J}{0,8}?(休薬|中止|延期)`,
    message: STOPPED,
    exceptions: [...EVENT_CONTEXTS, ...NEGATION_CONTEXT],
  },
  // ae.stopped.en: a stop or switch because of something, or a patient's own stop (switched
  // because of the cough, stopped on her own, came off it after two weeks).
  {
    id: 'ae.stopped.en',
    type: 'adverseEvent',
    pattern: r`\b([Ss]topp?(ed|ing)?|[Ss]witch(ed|ing)?|[Mm]oved|[Dd]iscontinu\w+|came off|taken off|[Cc]hang(ed|ing)|dropp(ed|ing)|[Qq]uit|halv(ed|ing)|reduc(ed|ing)|cut (back|down))\b${E}{0,30}?\b(drugs?|med\w*|tablets?|pills?|doses?|inhalers?|products?|treatments?|therap\w+|statins?|insulin|injections?|agents?|it|her|him|them|patients?|pts?|(?!(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b|(January|February|March|April|June|July|August|September|October|November|December)\b)[A-Z][a-z]{3,})\b${E}{0,40}?\b(because of|due to|owing to|reason( given)?:|after (the|a|her|his) \w+ (with|of)|kept getting|kept having)\b|\b(taken off|[Ss]topped|[Dd]iscontinued|[Ss]witched|came off)\b${E}{0,60}?\b(after|because of|due to) (repeated|recurrent|persistent|severe|several|frequent)\b|\b([Ss]topped|[Qq]uit)\b${E}{0,30}?\b(on (her|his|their) own|by (her|him|them)sel(f|ves))\b|\b(cycle|course|dose|chemo\w*|infusion|treatment|C\d+(D\d+)?)\b${E}{0,20}?\b(deferred|delayed|pushed back|postponed|held|skipped|withheld)\b${E}{0,30}?\b${LAB_NAMES_EN}\b|\b${LAB_NAMES_EN}\b${E}{0,50}?\b(cycle|course|dose|chemo\w*|infusion|treatment|C\d+(D\d+)?)\b${E}{0,20}?\b(deferred|delayed|pushed back|postponed|held|skipped|withheld)\b|\b(stopped|discontinued|held|withdrew|switched|came off)\b${E}{0,40}?\bafter (a |her |his |their |\d+ |two |three |four |several |repeated |multiple )?(falls|fits|seizures|bleeds|episodes|hypos)\b`,
    message: STOPPED,
    exceptions: EVENT_CONTEXTS,
  },
  // ae.lay.ja: an experience told in lay words, an event whatever follows (くらくらする, 寝込んだ,
  // 咳き込む, 夜中に食べてしまう); the vocabulary is symptom-vocabulary.ts, by organ system.
  {
    id: 'ae.lay.ja',
    type: 'adverseEvent',
    pattern: r`(?=${LAY_EXPERIENCE_FIRST_JA})(${LAY_EXPERIENCE_JA})`,
    message: SYMPTOM_MSG,
    exceptions: [...EVENT_CONTEXTS, ...NEGATION_CONTEXT],
  },
  // ae.no-effect-frame: lack of effect told as a habit or a value (発作が減らない, HbA1c 3か月動かず,
  // still getting 4 attacks a week, a flare after switching).
  {
    id: 'ae.no-effect-frame',
    type: 'adverseEvent',
    pattern: r`(発作|痛み|症状|かゆみ|咳|頭痛|片頭痛)が?${J}{0,6}?(減らな|減らず|治まらず|出続け)|(きちんと|ちゃんと|しっかり|毎日)(使|飲|服用|吸入)${J}{0,12}?(のに|けど)${J}{0,12}?(発作|痛|症状|効|下がらな|変わらな)|(HbA1c|A1c|血糖|血圧|LDL|検査値)${J}{0,14}?(動かず|動かな|変わらず|横ばい|下がらず)|\bstill (getting|having|has|had|gets) (\d+|several|frequent|daily)\b|\b(had|having) a flare\b|\b(HbA1c|A1c|BP|sugars?|LDL)\b${E}{0,20}?\b(did ?n'?t|did not|has ?n'?t|has not) (move|budge|change|come down|improve)`,
    flags: 'i',
    message: NO_EFFECT,
    exceptions: EVENT_CONTEXTS,
  },
];
