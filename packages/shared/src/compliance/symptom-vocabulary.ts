/*
 * The symptom and finding vocabulary by organ system (rules v5, issue 43), kept as data.
 *
 * Source: the grouping follows MedDRA's System Organ Classes (the ICH dictionary that safety
 * departments code reports in), so that every organ system has words; the words themselves are
 * lay and clinical expressions written for this project (MedDRA's own terms are licensed and are
 * not copied). Japanese lay words follow how patients and carers speak (くらくらする, 口が渇く);
 * abbreviations are the ones field notes use (AKI, DILI, PRES). Each word is an event only beside a
 * use or a change (screen-rule-parts.ts: SYMPTOM, SYMPTOM_EN_2): 「不眠」 alone raises nothing.
 */

/** Japanese words, by organ system. Words already in SYMPTOM are not repeated. */
const JA_BY_SYSTEM: Record<string, readonly string[]> = {
  blood: ['青あざ', '歯ぐきから血', '鼻血が止まら', '血が止まりにく', '顔色が悪', '顔が青白'],
  heart: ['胸が苦し', '胸が締め付け', '脈が飛', '脈が速', '脈が遅', '心拍が', '息が上が'],
  ear: ['耳が詰ま', '耳がキーン', '聞こえにく', 'ぐるぐる回'],
  endocrine: ['暑がりにな', '寒がりにな', '汗が止まらな', '甲状腺が腫'],
  eye: ['目がかすむ', '目が見えにく', '目がまぶし', '目の奥'],
  digestive: [
    '胃がむかむか',
    '食欲がな',
    '食べられな',
    '便が黒',
    '黒い便',
    '腹部膨満',
    'おなかが張',
    '吐き戻',
    'げっぷ',
    '口が渇',
    '口の渇き',
    '歯ぐきが腫',
    '嚥下',
    '飲み込みにく',
    'むせ',
    '咳き込',
  ],
  general: [
    'だるさ',
    'しんどさ',
    '寒気',
    '悪寒',
    'ぐったり',
    '元気がな',
    '寝込',
    '微熱',
    '熱っぽ',
    '体がだる',
    '注射部位の',
    '固くな',
    'しこりが',
  ],
  hepatobiliary: ['肝機能の数値', '黄色くな', '白目が黄色', '尿の色が濃'],
  immune: ['アレルギー反応', '唇が腫', 'まぶたが腫', '喉が腫'],
  infections: ['風邪をひきやす', '感染を繰り返'],
  injury: ['転んで', 'ころんで', '打撲', 'やけど', '火傷'],
  metabolism: ['喉が渇', 'のどが渇'],
  musculoskeletal: [
    '筋肉が痛',
    '関節が痛',
    'こわばり',
    '足がつ',
    'こむら返',
    '腰が痛',
    '力が入らな',
    '顎の骨',
    'あごの骨',
  ],
  nervous: [
    'くらくら',
    'クラクラ',
    'ふわっと',
    '頭がぼー',
    'ろれつ',
    '呂律',
    '手が震え',
    '手足のしびれ',
    'ピクピク',
    '物が二重',
    '記憶が',
    '意識がもうろう',
    'けいれん発作',
    'ひきつけ',
  ],
  psychiatric: [
    '寝付けな',
    '夜中に目が覚め',
    '怒りっぽ',
    '落ち着かな',
    'そわそわ',
    'ソワソワ',
    'やる気が出な',
    '気分が落ち込',
    '死にたい',
    '買い物がやめられ',
    '夜中に食べ',
    '覚えていないうちに',
    'やめられな',
    '覚えていない',
    '記憶がない',
    '記憶にない',
    '無意識に食べ',
    '夢遊',
  ],
  renal: ['おしっこが出', '尿が出にく', '尿の量が', 'むくみが', '腎臓の数値', 'クレアチニンが'],
  reproductive: ['乳房が張', '母乳が出'],
  respiratory: [
    '空咳',
    '痰が',
    'ゼーゼー',
    'ヒューヒュー',
    '呼吸が苦し',
    '声がかすれ',
    '声がかれ',
    'しゃっくり',
    '鼻づまり',
  ],
  skin: [
    '赤く腫',
    'ぶつぶつ',
    'ブツブツ',
    'かさかさ',
    '皮がむけ',
    '日焼けのよう',
    '皮膚が薄',
    '皮膚が黒',
    '髪が抜け',
    '爪が割れ',
  ],
  vascular: ['ふらっと', '立ちくらみ', '手足が冷た', '顔が赤く'],
};

/** English words, by organ system. Words already in SYMPTOM_EN or SYMPTOM_EN_2 are not repeated. */
const EN_BY_SYSTEM: Record<string, readonly string[]> = {
  blood: [
    'low platelets',
    'low white count',
    'neutropeni\\w*',
    'thrombocytopeni\\w*',
    'easy bruising',
  ],
  heart: [
    'chest tightness',
    'tight chest',
    'skipped beats?',
    'irregular (heart ?beat|pulse)',
    'fast heart ?beat',
    'slow pulse',
  ],
  ear: ['ears? (ringing|blocked|popping)', 'hearing loss', 'muffled hearing'],
  endocrine: ['high potassium', 'low sodium', 'hyperkal\\w+', 'hyponatr\\w+'],
  eye: [
    'blurr?y vision',
    'double vision',
    'eye pain',
    'light sensitivity',
    'floaters',
    'red eyes?',
  ],
  digestive: [
    'bloat\\w*',
    'gassy',
    'indigestion',
    'black (stools?|poo)',
    'bloody (stools?|poo)',
    'tarry stools?',
    'trouble swallowing',
    'gum overgrowth',
    'mouth ulcers?',
    'off (her|his|their) food',
    'not eating',
  ],
  general: [
    'lethargy',
    'malaise',
    'run[- ]down',
    'wiped out',
    'shivering',
    'rigors',
    'injection site (reaction|lump|pain|swelling)',
    'lump at the injection site',
    'not (him|her)self',
  ],
  hepatobiliary: [
    'yellow (eyes|skin)',
    'dark urine',
    'liver (damage|injury|problems?)',
    'DILI',
    'raised LFTs?',
    'deranged LFTs?',
  ],
  immune: [
    'allergic reaction',
    'swollen (lips?|tongue|face|eyelids?)',
    'angioedema',
    'angio-oedema',
  ],
  infections: ['oral thrush', 'cold sores?', 'keeps getting (infections|colds)'],
  injury: ['broke (her|his|a) (hip|wrist|arm|leg)'],
  metabolism: [
    'gained weight',
    'lost weight',
    'dehydrat\\w*',
    'thirsty',
    'low blood sugar',
    'high blood sugar',
    'sugars? (low|high)',
  ],
  musculoskeletal: [
    'muscle (pain|aches?|weakness)',
    'joint (pain|aches?|stiffness)',
    'back pain',
    'jaw (pain|bone)',
    'osteonecrosis',
    'legs? ached',
  ],
  nervous: [
    'slurred speech',
    'memory (loss|problems)',
    'forgetful\\w*',
    'twitch\\w*',
    'spasms?',
    'unsteady on (her|his|their) feet',
    'passing out',
    'fainting',
  ],
  psychiatric: [
    'mood (changes?|swings?)',
    'low mood',
    'compulsive (shopping|gambling|eating|buying)',
    'sleep-?eating',
    'sleepwalk\\w*',
    'not (sleeping|eating)',
    'bad dreams',
    'paranoi\\w*',
  ],
  renal: [
    'kidney (function|numbers) (dropped|worse|fell)',
    'not peeing',
    'peeing (a lot|more|less)',
    'passing less urine',
    'AKI',
    'frothy urine',
  ],
  reproductive: ['irregular periods', 'missed periods', 'spotting', 'breast (swelling|tenderness)'],
  respiratory: [
    '(asthma|breathing) attacks?',
    'short of breath',
    'chesty',
    'dry cough',
    'hiccups?',
    'hiccough\\w*',
    'stuffy nose',
    'nasal congestion',
    'croaky voice',
    'lost (her|his) voice',
  ],
  skin: [
    'hair (thinning|loss)',
    'skin (thinning|darkening|discolou?ration)',
    'sunburn-like',
    'peeling skin',
  ],
  vascular: ['BP (dropped|fell|went up|spiked)', 'cold (hands|feet)', 'flushing'],
};

/**
 * Words that are a state rather than an experience (肝機能の数値, 心拍が): they need a use or a
 * change beside them; every other Japanese word is an experience, an event on its own.
 */
const NEUTRAL_JA = new Set([
  // everyday words an ordinary note uses of anything (院長がふらっと, 寒気の影響, 昼ご飯が食べられなかった)
  'ふらっと',
  '寒気',
  '食べられな',
  'やる気が出な',
  'ぐるぐる回',
  '覚えていない',
  '記憶がない',
  '記憶にない',
  '落ち着かな',
  'そわそわ',
  'ソワソワ',
  '元気がな',
  '嚥下',
  '肝機能の数値',
  '腎臓の数値',
  'クレアチニンが',
  '心拍が',
  '尿の量が',
  '注射部位の',
  '記憶が',
  '甲状腺機能',
  '視界',
  '痰が',
  'むくみが',
  '体がだる',
  '電解質',
]);

const alternation = (bySystem: Record<string, readonly string[]>) =>
  Object.values(bySystem).flat().join('|');

/** The Japanese vocabulary as one alternation (plain words, no pattern syntax). */
export const SYMPTOM_VOCABULARY_JA = alternation(JA_BY_SYSTEM);
/** The English vocabulary as one alternation (words, with \w* endings where they vary). */
export const SYMPTOM_VOCABULARY_EN = alternation(EN_BY_SYSTEM);
/** The Japanese experiences (くらくら, 寝込んだ, 咳き込む), an event on their own (ae.lay.ja). */
export const LAY_EXPERIENCE_JA = Object.values(JA_BY_SYSTEM)
  .flat()
  .filter((word) => !NEUTRAL_JA.has(word))
  .join('|');
/** The words by organ system, for the tests. */
export const SYMPTOM_WORDS = { ja: JA_BY_SYSTEM, en: EN_BY_SYSTEM };
/**
 * The characters the Japanese experiences start with, as a class: the rule checks one character
 * before trying some two hundred words at every position of a text (a 4,000-character text:
 * a third of the rule's time).
 */
export const LAY_EXPERIENCE_FIRST_JA = `[${[...new Set(LAY_EXPERIENCE_JA.split('|').map((word) => word[0]))].join('')}]`;
/** How many organ systems each language covers (a test checks both cover all of them). */
export const SYMPTOM_SYSTEMS = { ja: Object.keys(JA_BY_SYSTEM), en: Object.keys(EN_BY_SYSTEM) };
