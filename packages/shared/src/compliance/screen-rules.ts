import type { ScreenRules } from '../schemas/compliance.ts';
import {
  DEPARTMENT_JA,
  HAPPENED,
  INSTITUTION_JA,
  LABEL_CONTEXT,
  LECTURE_CONTEXT,
  NAME_JA,
  r,
  STATISTIC_CONTEXT,
  SYMPTOM,
  SYMPTOM_EN,
  USE,
} from './screen-rule-parts.ts';

/*
 * The default pre-screen table (issue 19). Rules are data: an admin-maintained table of the same
 * shape (ScreenRulesSchema) replaces this one, so each rule id is stable once published (findings
 * are logged by table version and rule id, never with the text): change a rule's pattern under
 * the same id, retire an id rather than reuse it. Patterns run over NFKC-normalised text
 * (full-width ＡＢＣ/１２３ and half-width ｶﾀｶﾅ already folded), so they need only half-width
 * ASCII and full-width kana. Ids: ae.* adverse events, id.* identifiers; .ja/.en the language.
 */

export const DEFAULT_SCREEN_RULES: ScreenRules = {
  version: 1,
  rules: [
    // ae.term.ja: a word that names an adverse event outright; silent in a public label/generic.
    {
      id: 'ae.term.ja',
      type: 'adverseEvent',
      pattern: r`副作用|副反応|有害事象|薬疹|アナフィラキシー`,
      message: { ja: '副作用などの有害事象の可能性があります', en: 'Possible adverse event' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.after-use.ja: a symptom after use of a product (〜後に…が出た, 〜してから…).
    {
      id: 'ae.after-use.ja',
      type: 'adverseEvent',
      pattern: r`${USE}[^。!?\n]{0,20}?(後|から|したところ|以降|以来|直後|翌日|たら)[^。!?\n]{0,25}?${SYMPTOM}`,
      message: { ja: '使用後の症状・反応の可能性があります', en: 'Possible reaction after use' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.symptom.ja: a symptom that occurred (発疹が出た, 肝機能障害を認めた).
    {
      id: 'ae.symptom.ja',
      type: 'adverseEvent',
      pattern: r`${SYMPTOM}(が|を|も|の)?[^。!?\n]{0,4}?${HAPPENED}`,
      message: { ja: '症状の発現の可能性があります', en: 'Possible symptom occurrence' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.complaint.ja: a bodily complaint or loss of consciousness (胃の調子が悪い, 意識を失った).
    {
      id: 'ae.complaint.ja',
      type: 'adverseEvent',
      pattern: r`(体調|調子|気分|具合|容体|容態)が?(悪|崩|おかし|急変)|(胃|腹|お腹|頭|目|皮膚|肌|顔|喉|口|手|足|全身)[^。!?\n]{0,6}?(が|の)(痛|腫れ|赤く|かゆ|ただれ|しびれ|荒れ|むくん)|意識(を失|消失|障害|がなくな)|(かぶれ|ただれ|腫れ|しびれ|むくん|ふらつい|吐い|倒れ|震え)(た|て|る)`,
      message: { ja: '症状の発現の可能性があります', en: 'Possible symptom occurrence' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.hospital.ja: hospitalisation; silent in statistics about a disease.
    {
      id: 'ae.hospital.ja',
      type: 'adverseEvent',
      pattern: r`入院|救急搬送|緊急搬送|搬送され|運ばれ|救急車|救急外来|救急(を)?受診|ICU`,
      message: { ja: '入院の可能性があります', en: 'Possible hospitalisation' },
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.death.ja: death; silent in statistics.
    {
      id: 'ae.death.ja',
      type: 'adverseEvent',
      pattern: r`死亡|亡くな|死去|急死|逝去|突然死`,
      message: { ja: '死亡の可能性があります', en: 'Possible death' },
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.no-effect.ja: lack of efficacy.
    {
      id: 'ae.no-effect.ja',
      type: 'adverseEvent',
      pattern: r`効かな|効いていな|効果が(なかった|ない|無い|出な|得られな|見られな|みられな|薄|不十分)|効果(不十分|不良)|無効|効きが(悪|弱)|効果を(感じ|実感)(られ)?な|改善(しな|せず|が(見られ|みられ)な)|良くならな|下がらな|(症状|数値|血圧|血糖|痛み|検査値)が?[^。!?\n]{0,6}?(変わらな|変化がな|改善しな|治らな)`,
      message: { ja: '効果不十分の可能性があります', en: 'Possible lack of efficacy' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.pregnancy.ja: exposure in pregnancy or breast-feeding.
    {
      id: 'ae.pregnancy.ja',
      type: 'adverseEvent',
      pattern: r`(妊娠|妊婦)[^。!?\n]{0,12}?${USE}|${USE}[^。!?\n]{0,12}?妊娠(が判明|していた|中)|授乳(中|期|婦|しながら|している)|母乳`,
      message: {
        ja: '妊娠・授乳中の曝露の可能性があります',
        en: 'Possible exposure in pregnancy or breast-feeding',
      },
      exceptions: LABEL_CONTEXT,
    },
    // ae.overdose.ja: overdose.
    {
      id: 'ae.overdose.ja',
      type: 'adverseEvent',
      pattern: r`過量(投与|服用|内服)|大量に?(飲|服用|服薬|内服)|過剰(投与|服用|内服)|のところ(を|、)?\d+(回|錠|mg|包|カプセル)|[2-9二三]倍(の量|量|飲|服)|大量(服用|服薬|内服)|飲みすぎ|飲み過ぎ|倍量|過量`,
      message: { ja: '過量投与の可能性があります', en: 'Possible overdose' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.error.ja: medication errors.
    {
      id: 'ae.error.ja',
      type: 'adverseEvent',
      pattern: r`誤投与|誤薬|誤調剤|誤処方|取り違え|取違え|(投与|調剤|処方|投薬|服薬)(ミス|間違い|過誤)|(誤って|間違って|間違えて)[^。!?\n]{0,12}?${USE}|(用量|投与量|量|単位|規格|桁)を?[^。!?\n]{0,6}?(間違|誤|取り違)|間違え(て|た)[^。!?\n]{0,6}?(投与|調剤|処方|渡)|(規格|薬|患者)違い|違う(薬|規格|錠剤)|別の(薬|規格|錠剤)が|別の(患者|人|方)[^。!?\n]{0,8}?(薬|処方)`,
      message: { ja: '投薬過誤の可能性があります', en: 'Possible medication error' },
    },
    // ae.off-label.ja: off-label use.
    {
      id: 'ae.off-label.ja',
      type: 'adverseEvent',
      pattern: r`適応外|承認されていない|(本来の)?適応(が|で|の)?(は)?な(い|く)|承認外|オフラベル|未承認の(用法|用量|効能|適応)`,
      message: { ja: '適応外使用の可能性があります', en: 'Possible off-label use' },
    },
    // ae.term.en: an adverse event named outright, or a symptom/reaction word.
    {
      id: 'ae.term.en',
      type: 'adverseEvent',
      pattern: r`\b(side[- ]effects?|adverse (events?|reactions?|drug reactions?)|reactions? to|allergic reaction|anaphylaxis|rash(es)?|hives|liver (injury|damage|dysfunction)|hepatotoxicity|seizures?)\b`,
      flags: 'i',
      message: { ja: '副作用などの有害事象の可能性があります', en: 'Possible adverse event' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.after-use.en: a symptom after use (after taking …, developed …).
    {
      id: 'ae.after-use.en',
      type: 'adverseEvent',
      pattern: r`\b(after|since|following) (\w+ ){0,2}(took|taking|started|starting|used|using|began|received|receiving|switched|switching|the (\w+ )?(dose|injection|infusion|shot|tablet|pill|capsule))\b|\b(developed|experienced|suffered|complained of|came down with)\b`,
      flags: 'i',
      message: { ja: '使用後の症状・反応の可能性があります', en: 'Possible reaction after use' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.symptom.en: a symptom someone had, or a symptom after or on a product.
    {
      id: 'ae.symptom.en',
      type: 'adverseEvent',
      pattern: r`\b(felt|feels|feeling|got|gets|had|has|having|became|went|with|reported|mentioned|noticed|developed)\b[^.!?\n]{0,20}${SYMPTOM_EN}|${SYMPTOM_EN}[^.!?\n]{0,30}\b(after|since|on (the|our|their|this|that|his|her) (\w+ )?(drug|product|medication|medicine|tablets?|inhaler|injection|cream))\b`,
      flags: 'i',
      message: { ja: '症状の発現の可能性があります', en: 'Possible symptom occurrence' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.hospital.en: hospitalisation; silent in statistics.
    {
      id: 'ae.hospital.en',
      type: 'adverseEvent',
      pattern: r`\b(hospitali[sz](ed|ation)|admitted to (the )?(hospital|ICU|ward)|emergency room|ER visit|ambulance|(ended up|was|were|went|taken|rushed) (in|to|into) (the )?(hospital|ICU|A&E))\b`,
      flags: 'i',
      message: { ja: '入院の可能性があります', en: 'Possible hospitalisation' },
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.death.en: death; silent in statistics.
    {
      id: 'ae.death.en',
      type: 'adverseEvent',
      pattern: r`\b(died|death|passed away|fatal(ity)?|deceased)\b`,
      flags: 'i',
      message: { ja: '死亡の可能性があります', en: 'Possible death' },
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.no-effect.en: lack of efficacy.
    {
      id: 'ae.no-effect.en',
      type: 'adverseEvent',
      pattern: r`n[o']t (work|help)(ing|ed|s)?\b|\b(stayed|remained|still) (high|elevated|uncontrolled|the same)\b|\beven on (the )?(max(imum)?|full|highest) dose\b|\b(made|makes) no difference\b|\bhad no (effect|benefit|impact)\b|\b(stopped working|not working|no effect|not effective|ineffective|lack of efficacy|no improvement|did ?n[o']t help)\b`,
      flags: 'i',
      message: { ja: '効果不十分の可能性があります', en: 'Possible lack of efficacy' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.pregnancy.en: exposure in pregnancy or breast-feeding.
    {
      id: 'ae.pregnancy.en',
      type: 'adverseEvent',
      pattern: r`\b(while|when|during) (pregnant|pregnancy|breast-?feeding|nursing)\b|\bpregnan(t|cy)\b[^.!?\n]{0,30}\b(took|taking|used|using|exposed|prescribed|received)\b|\bbreast-?feeding\b|\b(first|second|third) trimester\b|\b(nursing|breast-?feeding) mothers?\b|\blactating\b`,
      flags: 'i',
      message: {
        ja: '妊娠・授乳中の曝露の可能性があります',
        en: 'Possible exposure in pregnancy or breast-feeding',
      },
      exceptions: LABEL_CONTEXT,
    },
    // ae.overdose.en: overdose.
    {
      id: 'ae.overdose.en',
      type: 'adverseEvent',
      pattern: r`\b(overdos(e|ed|ing)|took too (much|many)|double dose|twice the (dose|prescribed)|(dose|tablets?|pills?) twice|more than (prescribed|the prescribed)|extra (dose|tablets?|pills?)|swallowed (a |the )?(whole|entire|several|many|handful|bottle|strip|pack)|(whole|entire) (strip|bottle|pack|box) of|(two|three|four|five|ten|\d+) times the (dose|amount|intended|prescribed|recommended))\b`,
      flags: 'i',
      message: { ja: '過量投与の可能性があります', en: 'Possible overdose' },
      exceptions: LABEL_CONTEXT,
    },
    // ae.error.en: medication errors.
    {
      id: 'ae.error.en',
      type: 'adverseEvent',
      pattern: r`\b(wrong (dose|drug|patient|medication|medicine|strength)|(medication|dispensing|dosing|prescribing) error|mix-?up|mixed up|by mistake|given in error|another patient'?s?|someone else'?s (medication|medicine|prescription|tablets)|wrong (tablets?|pills?|products?|inhalers?|vials?|drugs?))\b|\d+ ?(mg|mcg|ml|units?)\b[^.!?\n]{0,30}\binstead of\b`,
      flags: 'i',
      message: { ja: '投薬過誤の可能性があります', en: 'Possible medication error' },
    },
    // ae.off-label.en: off-label use.
    {
      id: 'ae.off-label.en',
      type: 'adverseEvent',
      pattern: r`\b(off[- ]?label|unapproved (indication|use|dose))\b`,
      flags: 'i',
      message: { ja: '適応外使用の可能性があります', en: 'Possible off-label use' },
    },
    // id.person-title.ja: a name with an honorific or title (speaker: silent in an invitation).
    {
      id: 'id.person-title.ja',
      type: 'identifier',
      pattern: r`${NAME_JA}(先生|医師|教授|准教授|院長|副院長|部長|医長|科長|薬局長|さん|様|氏)`,
      message: {
        ja: '個人名（敬称・肩書付き）の可能性があります',
        en: 'Possible personal name with a title',
      },
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.institution-dept.ja: an institution with a department or a person (venue: silent in an invitation).
    {
      id: 'id.institution-dept.ja',
      type: 'identifier',
      pattern: r`${INSTITUTION_JA}(の|・)?[一-龥ァ-ヶー]{0,8}?${DEPARTMENT_JA}`,
      message: {
        ja: '施設と診療科・人物の組合せの可能性があります',
        en: 'Possible institution with a department or person',
      },
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.patient.ja: a patient's age with sex, or an age/date with a patient.
    {
      id: 'id.patient.ja',
      type: 'identifier',
      pattern: r`\d{1,3}(歳代|代|歳|才)(の|・|、)?(前半|後半)?の?(男性|女性|男児|女児|男|女|患者|妊婦|の方)|(男性|女性|患者)[、,(（ ]?\d{1,3}(代|歳|才)|\d{1,2}月\d{1,2}日[^。!?\n]{0,10}(来院|受診|入院|の患者)`,
      message: {
        ja: '患者の年齢・性別などの可能性があります',
        en: "Possible patient's age, sex or date",
      },
    },
    // id.initials: initials of a person (Y.T.さん, 患者A.K., patient J.D.).
    {
      id: 'id.initials',
      type: 'identifier',
      pattern: r`\b[A-Z]\.\s?[A-Z]\.?\s?(さん|様|氏|くん|ちゃん|先生)|(患者|[Pp]atient|Mr\.?|Ms\.?|Mrs\.?)\s?[A-Z]\.\s?[A-Z]?\.?|(患者|[Pp]atient)\s?[A-Z]{1,2}(さん|様|氏)?(?![A-Za-z])`,
      message: { ja: 'イニシャルの可能性があります', en: 'Possible initials' },
    },
    // id.phone: a phone number (Japanese formats and +81).
    {
      id: 'id.phone',
      type: 'identifier',
      pattern: r`(?<![\d.])(\+81[- ]?\d{1,4}|0\d{1,4})[-(] ?\d{1,4}[-)] ?\d{3,4}(?!\d)|(?<![\d.])0[5789]0\d{8}(?!\d)|(?<![\d.])0\d{9}(?!\d)`,
      message: { ja: '電話番号の可能性があります', en: 'Possible phone number' },
    },
    // id.email: an e-mail address.
    {
      id: 'id.email',
      type: 'identifier',
      pattern: r`[\w.+-]+@[\w-]+(\.[\w-]+)+`,
      message: { ja: 'メールアドレスの可能性があります', en: 'Possible e-mail address' },
    },
    // id.person-title.en: Dr./Prof./Mr. with a name, or a name with MD (speaker: silent in an invitation).
    {
      id: 'id.person-title.en',
      type: 'identifier',
      pattern: r`\b(Dr|Prof|Professor|Doctor|Mr|Mrs|Ms|Nurse)\.?\s+[A-Z][a-z]+|\b[A-Z][a-z]+,? (MD|M\.D\.|PhD)\b`,
      message: {
        ja: '個人名（敬称・肩書付き）の可能性があります',
        en: 'Possible personal name with a title',
      },
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.institution-dept.en: a named institution with a department or a person (venue: silent in an invitation).
    {
      id: 'id.institution-dept.en',
      type: 'identifier',
      pattern: r`\b[A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Center|University)('s)?\b[^.!?\n]{0,25}\b(department|dept|ward|unit|cardiology|oncology|gastroenterology|neurology|pharmacy|head|chief|director|professor|physician|nurse)|\b(department|ward|head|chief|director|manager|pharmacist|physician|nurse|professor)\b[^.!?\n]{0,25}\b(at|of) [A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Center|University)`,
      message: {
        ja: '施設と診療科・人物の組合せの可能性があります',
        en: 'Possible institution with a department or person',
      },
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.patient.en: a patient's age with sex, or an age with a patient.
    {
      id: 'id.patient.en',
      type: 'identifier',
      pattern: r`\b\d{1,3}[- ]?(year|yr)s?[- ]old\b|\b(in (his|her) \d0s)\b|\b(man|woman|male|female|boy|girl|patient),? (aged |age |of )?\d{1,3}\b|\baged \d{1,3}\b|\b\d{1,3}(yo|y\/o)\b`,
      flags: 'i',
      message: {
        ja: '患者の年齢・性別などの可能性があります',
        en: "Possible patient's age, sex or date",
      },
    },
  ],
};
