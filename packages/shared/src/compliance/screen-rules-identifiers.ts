import type { ScreenRule } from '../schemas/compliance.ts';
import { FACILITY, INSTITUTION, PATIENT, PERSON_TITLE } from './screen-rule-messages.ts';
import {
  DEPARTMENT_JA,
  E,
  FACILITY_EN,
  FACILITY_SPECIALTY_EN,
  CARE_FACILITY_JA,
  CLINIC_OR_SHOP_JA,
  FACILITY_JA,
  FACILITY_KIND_JA,
  INSTITUTION_JA,
  J,
  LECTURE_CONTEXT,
  NAME_JA,
  NOT_A_NAME_EN,
  r,
  SEGMENT_CONTEXT,
  TITLE_JA,
} from './screen-rule-parts.ts';

/** The built-in table's identifier rules, Japanese and English (screen-rules.ts). */
export const IDENTIFIER_RULES: ScreenRule[] = [
  // id.person-title.ja: a name with an honorific or title (山川先生, 田中Dr., Dr.鈴木, 堀内様, 西園寺 先生);
  // the speaker of a lecture invitation is the exception.
  {
    id: 'id.person-title.ja',
    type: 'identifier',
    pattern: r`${NAME_JA}${TITLE_JA}|(?<![一-龥々])[一-龥々]{1,4}\s(?!(?:患者|利用者|入居者|入所者|家族|ご家族|奥|娘|息子|母|父|本人|皆|職員|夜勤|日勤)(?:さん|様))[一-龥々ぁ-ゖ]{1,4}\s?(様|さん|先生|氏|薬剤師|看護師|院長|医師)|(?<=^|[^一-龥々ぁ-ゖ]|[のはがでにをとも])(?![一-龥々]{0,2}[田川山本藤野木井村中原島崎口橋谷沢林森岡部城浦辺西東南北上下内松竹池石宮](?:の?みな(?:さん|様)|の?みんな|の?お(?:ばあ|じい|かあ|とう|ねえ|にい|ば|じ)))[一-龥々]{0,2}[田川山本藤野木井村中原島崎口橋谷沢林森岡部城浦辺西東南北上下内松竹池石宮][あ-おか-ぢつ-もやゆよ-ろわ]{2,4}(先生|さん|様|医師)|(Dr\.\s?|DR\.\s?|Dr\s|DR\s|ドクター|Prof\.?\s?)(?!(?:談|コメント|一般論|心配|苦笑|休薬|曰く|いわく|より|から|経由|情報|意見|見解|判断|指示|処方|診察|外来|訪問|面談|不在|多忙|会議|学会|向け|達|陣)|[ぁ-ゖ])([一-龥々ヶ]{1,6}|[ァ-ヶー]{2,10})|(?<![一-龥々ァ-ヶー])(?!(?:担当|主治医?|当番|院内|病棟|外来|薬剤部?|看護部?|事務|営業|医局|各科|全員|新任|前任|後任|歴代|本日|今日|明日|昨日|先日|当院|同院|当日|毎回)\s)[一-龥々]{2,5}(?<![科部室課局棟長院来策当門務会班隊])\s(?:先生|様|さん|院長|部長|医師|看護師長|師長|看護師|薬剤師|薬局長)(?![一-龥々])|(?<![ぁ-ゖァ-ヶー一-龥々])(?!(?:おばあ|おじい|おかあ|おとう|おにい|おねえ|おば|おじ|ばあ|じい|かあ|とう|にい|ねえ|あか|おこ|わん|ねこ|うさ|みんな|まご|ちび|おちび|ぼく|わたし|おじょう|ぼっ|まだ|もう|よく|すぐ|きちん)(?:ちゃん|くん))[ぁ-ゖ]{2,4}(?:ちゃん(?!と)|くん)(?=[のがはとにもをへ、。\s]|ママ|パパ|$)|(?<=の)(?!(?:医事|総務|経理|庶務|人事|営業|企画|管理|薬事|医療|看護|薬剤|検査|栄養|安全|情報|品質|学術|地域|連携|広報|研究|開発|診療|事務|会計|財務|施設|業務|教育|購買|物流|調達|相談|支援))[一-龥々]{2,3}(?:課長|係長|室長)(?![一-龥々])`,
    message: PERSON_TITLE,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.institution-dept.ja: an institution with a department or a person (中央病院 循環器内科,
  // 大森薬局の川口さん); the venue of a lecture invitation is the exception.
  {
    id: 'id.institution-dept.ja',
    type: 'identifier',
    pattern: r`${INSTITUTION_JA}(の|・|\s)?[一-龥ァ-ヶー]{0,8}?${DEPARTMENT_JA}`,
    message: INSTITUTION,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.facility.ja: a facility named on its own (ひばり調剤薬局, みなと台内科クリニック, 訪問看護
  // ステーション「こもれび」), not an anonymised or generic one (v4, issue 43); the venue of a
  // lecture invitation is the exception.
  {
    id: 'id.facility.ja',
    type: 'identifier',
    pattern: FACILITY_JA,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.facility-kind.ja: a facility named by its kind (みなとこどもクリニック, 東雲メディカルセンター,
  // 丸の内メディカルスクエア, 「はしもと薬店」, くすりのハヤシ本店, ミナトヤ物産 健康管理室; v24; a
  // public hospital by name and a ferry, v25).
  {
    id: 'id.facility-kind.ja',
    type: 'identifier',
    pattern: FACILITY_KIND_JA,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.care-facility.ja: a care or nursing facility by its name, before or after its kind
  // (グループホームはなみずき, はるかぜ訪問看護ステーション, 特別養護老人ホーム やすらぎの郷; v5, issue 43).
  {
    id: 'id.care-facility.ja',
    type: 'identifier',
    pattern: CARE_FACILITY_JA,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.clinic-shop.ja: a clinic named by its department, a shop by its name, a branch (北浜整形外科,
  // ひまわり皮膚科, 薬局アイリス, ドラッグストア・ハヤセ 西口店; v5, issue 43).
  {
    id: 'id.clinic-shop.ja',
    type: 'identifier',
    pattern: CLINIC_OR_SHOP_JA,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.patient.ja: a patient's age with sex, or an age/date with a patient (72歳の女性, 男性、65歳,
  // 10/3に受診, 1月5日生まれの男性).
  {
    id: 'id.patient.ja',
    type: 'identifier',
    pattern: r`(?<![〜~～\-–ー－\d])\d{1,3}(歳代|代|歳|才)(?!以上|以下|未満|から|〜|~|～)(の|・|、|\s)?(前半|後半|半ば)?(の)?(男性|女性|男児|女児|男の子|女の子|男|女|患者|妊婦|の方|方|お子|児|息子|娘|母|父|奥様|ご主人|旦那|おばあ|おじい|高齢)|(男性|女性|患者|男|女|M|F)\s?[、,(（/:：\s]?\s?\d{1,3}\s?(代|歳|才|y)|\d{1,2}(月|/)\d{1,2}日?${J}{0,12}?(来院|受診|入院|来局|退院|手術|処方|投与|服用|生まれ|生|死亡|亡くな|搬送|の患者|発症)|[(（](男性?|女性?|M|F)[・/、,\s]?\d{1,3}|(男性|女性|男|女)\s?[(（]\d{1,3}(歳|才)?[)）]|[(（]\d{1,3}(歳|才)?[・/、,\s]?(男|女|M|F)[)）]|(生年月日|誕生日)|生まれの?(男性|女性|男|女|患者|方)|(男性|女性|患者)[^。!?\n:：]{0,10}?\d{1,2}(月|/)\d{1,2}|生後\s?\d+\s?(か月|ヶ月|カ月|ヵ月|日)の?(女の子|男の子|女児|男児|女の赤ちゃん|男の赤ちゃん)`,
    message: PATIENT,
    exceptions: SEGMENT_CONTEXT,
  },
  // id.initials: initials of a person (Y.T.さん, T・Hさん, 患者A.K., Patient J.K., Pt M.R.).
  {
    id: 'id.initials',
    type: 'identifier',
    pattern: r`([Ii]nitials?|イニシャル)\s?(は|:|：|are|is)?\s?[A-Z]\s?[.・･]?\s?[A-Z]?|\b[A-Z]\s?[.・･]\s?[A-Z]\.?\s?(さん|様|氏|くん|ちゃん|先生|医師|Dr)|(患者|イニシャル|[Pp]atient|Pt|PT|pt|Mr\.?|Ms\.?|Mrs\.?|Miss|[Cc]ase)\s?[:：]?\s?[A-Z]\s?[.・]\s?([A-Z]\.?)?|(患者|イニシャル|[Pp]atient|Pt|pt|[Cc]ase)\s?[:：]?\s?(?!(?:CK|BP|HR|CT|EF|QT|DM|HT|CR|IV|PO|SC|IM|OD|ER|AE|SE|MR|OT|PT|ST|GH)(?![A-Za-z]))[A-Z]{1,2}(さん|様|氏)?(?![A-Za-z])|(?<![A-Za-z])(?!MR|DR|NS|PT|OT|ST|CE|MS|MD|RN|GP|AD|DM|HT|OK|NG|TV|PC|IT|HP|CM|SW|NP|PA)[A-Z]{2}(さん|様|氏|先生)`,
    message: { ja: 'イニシャルの可能性があります', en: 'Possible initials' },
  },
  // id.phone: a phone number (Japanese formats with any separator, +81, 10-11 digits in a row).
  {
    id: 'id.phone',
    type: 'identifier',
    pattern: r`(?<![\d.])(\+81[-\s]?\(?0?\d{1,4}\)?|0\d{1,4})[-ー‐−–—―(). \s]{1,2}\d{1,4}[-ー‐−–—―(). \s]{1,2}\d{3,4}(?!\d)|(?<![\d.])(0[5789]0\d{8}|0\d{9})(?!\d)|(?<![\d.])\+81\d{9,10}(?!\d)`,
    message: { ja: '電話番号の可能性があります', en: 'Possible phone number' },
  },
  // id.email: an e-mail address, also written around a filter (name(at)example.jp, name [at]
  // example dot com, name アットマーク example.jp).
  {
    id: 'id.email',
    type: 'identifier',
    pattern: r`(?<![\w.+-])[\w.+-]+@[\w-]+(\.[\w-]+)+|(?<![\w.+-])[\w.+-]+\s?(\(at\)|\[at\]|\{at\}|<at>|アットマーク|あっとまーく|アット)\s?[\w-]+(\s?(\.|\(dot\)|\[dot\]|ドット)\s?[\w-]+)+|(?<![\w.+-])[\w.+-]+ at [\w-]+(( dot |\.)[\w-]+)*( dot |\.)(com|net|org|jp|co|ac|ne|or|go|info|biz|uk|us)\b`,
    flags: 'i',
    message: { ja: 'メールアドレスの可能性があります', en: 'Possible e-mail address' },
  },
  // id.person-title.en: a title with a name (Dr. Harlow, dr ansel, Nurse Patel, Sister Moira,
  // Mr.WATANABE), a name with MD, or a full name met and then described (Spoke with Sarah
  // Whitfield, charge nurse); the speaker of a lecture invitation is the exception.
  {
    id: 'id.person-title.en',
    type: 'identifier',
    pattern: r`\b(Dr|DR|Prof|PROF|Professor|Doctor)\.?\s+(?!${NOT_A_NAME_EN})(?![A-Z](['’]s)?\b)[A-Z][a-z'’-]+|\b(dr|prof|Prof|PROF|Professor)\.?\s+(?!${NOT_A_NAME_EN})[a-z][a-z'’-]+|\b(Mr|Mrs|Ms|Miss|Mx|Nurse|Sister|Matron|Pharmacist|Father|Sr)\.?\s+(?!${NOT_A_NAME_EN})[A-Z][a-z'’-]+|\b[A-Z][a-z]+,? (MD|M\.D\.|PhD|RN|RPh|PharmD)\b|\b[A-Z][a-z]+-(san|sama|sensei|kun|chan)\b|\b(?!(?:The|A|An|Our|Their|My|His|Her|This|That|Each|Every|One|Some|Last|Next|New|Practice|Ward|Head|Chief|Senior|Junior|Charge|Staff|Nurse|Doctor|Supporting|Early|Late|Young|Old|Living|Caring|Managing|Treating|Advanced|Mild|Severe|Patient|Care|Family|Community|Practice)\b)[A-Z][a-z]{1,}(?:-[A-Z][a-z]+)? (?!(?:Manager|Sister|Nurse|Doctor|Pharmacist|Director|Lead|Alzheimer|Parkinson|Crohn|Hodgkin|Cushing|Addison|Graves|Huntington|Meniere|Raynaud|Sjogren|Tourette|Down|Bell|Kaposi|Wilson|Paget|Cohn)['’]s)[A-Z][a-z]{1,}(?:-[A-Z][a-z]+)?['’]s (mother|father|mum|mom|dad|parents?|wife|husband|son|daughter|carer|caregiver|family|grandmother|grandfather|grandma|grandpa|partner)\b|\b(Mr|Mrs|Ms|Dr|Prof)\.(?=[A-Z]{2}|[A-Z]['’][A-Z])[A-Z]['’A-Z]+\b|\b(?:[Ss]poke|[Ss]peaking|[Tt]alked|[Tt]alking|[Mm]et|[Mm]eeting|[Cc]hatted|[Cc]aught up) (?:with |to )?(?!(?:The|A|An|Our|Their|His|Her|Dr|Mr|Mrs|Ms|Prof|Nurse|Sister|Sales|Medical|Key|Head|Chief|Charge|Ward|Product|Market|Regional|Area|District|Practice|Pharmacy|Hospital|Clinic|Team|Account|Senior|Junior|Lead|Community|Clinical|Procurement|Formulary|Quality|Patient|Customer|Business|General|Marketing|Local|National)\b)(?![A-Z][a-z]+ (?:Pharma\w*|Healthcare|Medical|Hospital|Clinic|Group|Ltd|Inc|Limited|Labs?|Laboratories|Foundation|Trust|Council|Team|Committee|Health|Care|Surgery|Practice|Pharmacy|Chemists?)\b)[A-Z][a-z]{2,} [A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?(?=\s?[,(]|\s(?:who|from)\b)`,
    message: PERSON_TITLE,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.person-role.en: a full name after a role (Nurse Jane Doe, ER doc Kenta Ogawa,
  // physiotherapist John Miller; v25, out of id.person-title.en for the pattern length limit).
  {
    id: 'id.person-role.en',
    type: 'identifier',
    pattern: r`\b([Nn]urse|[Pp]harmacist|[Dd]octor|[Dd]oc|[Mm]anager|[Rr]eceptionist|[Cc]onsultant|GP|[Ss]ister|[Mm]atron|[Mm]idwife|[Pp]hysio(therapist)?|[Tt]herapist|[Pp]aramedic|[Dd]ietitian|[Tt]echnician|[Cc]oordinator|[Ll]ead|[Cc]lerk|[Pp]urser|[Cc]arer|[Cc]aregiver|[Ss]ocial worker|[Cc]are worker|[Tt]rainer|[Cc]oach)\s+(?!(?:${NOT_A_NAME_EN}|(?:Support|Response|Team|Unit|Services?|Clinical|Practitioner|Specialist|Lead|Manager|Nurse|Pharmacist|Group|Network|Pathway|Programme|Program)\b))[A-Z][a-z'’-]+ (?!(?:Support|Response|Team|Unit|Services?|Practitioner|Specialist|Lead|Manager|Group|Network|Pathway|Programme|Program)\b)[A-Z][a-z'’-]+`,
    message: PERSON_TITLE,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.institution-dept.en: a named institution with a department or a person (the head of
  // cardiology at Marlow General Hospital, Linden Pharmacy's manager).
  {
    id: 'id.institution-dept.en',
    type: 'identifier',
    pattern: r`\b(?!(At|In|From|To|The|Our|Via|Per|Visited|Met|Called|A|An)\b)[A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Cent(er|re)|University|Univ|Pharmacy|Surgery|Practice|Health Cent(er|re)|Infirmary|Hospice|Care Home|Nursing Home|Institute)('s)?\b(?! [A-Z]\b)${E}{0,25}?\b([Dd]epartment|[Dd]ept|[Ww]ard|[Uu]nit|[Cc]ardiology|[Oo]ncology|[Gg]astroenterology|[Nn]eurology|[Dd]ermatology|[Rr]espiratory|[Pp]ediatrics|[Pp]aediatrics|[Pp]harmacy|[Hh]ead|[Cc]hief|[Dd]irector|[Pp]rofessor|[Pp]hysician|[Nn]urse|[Mm]anager|[Pp]harmacist|[Cc]onsultant|GP|[Dd]octor|[Ll]ead)|\b([Dd]epartment|[Ww]ard|[Hh]ead|[Cc]hief|[Dd]irector|[Mm]anager|[Pp]harmacist|[Pp]hysician|[Nn]urse|[Pp]rofessor|[Cc]onsultant|[Dd]octor|GP|[Ll]ead|[Mm]atron|[Ss]ister)\b${E}{0,25}?\b(at|of|from) [A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Cent(er|re)|University|Univ|Pharmacy|Surgery|Practice|Health Cent(er|re)|Infirmary|Hospice|Care Home|Nursing Home|Institute)\b`,
    message: INSTITUTION,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.facility.en: a facility named on its own (Maple Leaf Pharmacy, Eastbrook Medical Centre),
  // not a phrase about facilities in general (Local Pharmacy) (v4, issue 43).
  {
    id: 'id.facility.en',
    type: 'identifier',
    pattern: FACILITY_EN,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.facility-specialty.en: a facility named by its specialty or its kind of home (Oakwood
  // Rheumatology, Northgate Home Infusion, Elmfield Lodge), not a phrase in general (v20).
  {
    id: 'id.facility-specialty.en',
    type: 'identifier',
    pattern: FACILITY_SPECIALTY_EN,
    message: FACILITY,
    exceptions: LECTURE_CONTEXT,
    exceptionScope: 'text',
  },
  // id.patient.en: a patient's age with sex or a date (70-year-old, 45yo man, 58F, in her 60s,
  // aged 12, seen on 12 March, DOB).
  {
    id: 'id.patient.en',
    type: 'identifier',
    pattern: r`\b\d{1,3}[- ]?(year|yr)s?[- ]old\b|\b(man|woman|male|female|boy|girl|lady|gentleman|patient|pt),? (aged |age |of )?\d{1,3}\b|\baged? \d{1,3}\b(?!\s?(\+|and (over|above|older|under)|or (over|older|above|under)|[-–]\d|to \d))|\b(in|into) (his|her) (early |late |mid-?)?\d0s\b|\b[MF] ?\d0s\b|\b\d0s (man|woman|male|female|lady|gentleman|patient|pt)\b|\b\d{1,3} ?(yo|y\/o|yrs?)\b|\b\d{1,3} ?y\.o\.|(?<!(ホテル|ビル|会館|センター|館|棟|会場|floor|Floor)[^\d]{0,12})\b\d{1,3} ?[MF]\b|\b\d{1,3},? (female|male|woman|man)\b|\b(female|male),? \d{1,3}\b|\b(patient|pt) is (a |an )?\d{1,3}\b|\b(DOB|D\.O\.B\.|date of birth|born (on|in) \d)|\b(patient|pt|he|she|man|woman|lady|boy|girl)\b${E}{0,40}?\b(seen|admitted|visited|came in|presented|born|discharged)\b${E}{0,6}?\b(\d{1,2}(st|nd|rd|th)? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2}\b|\d{1,2}\/\d{1,2})`,
    flags: 'i',
    message: PATIENT,
    exceptions: SEGMENT_CONTEXT,
  },
];
