import type { Row } from './types.ts';

/**
 * Sentences written after the rules and never tuned against: the metrics script reports them
 * apart, as an estimate of how the rules do on text they were not fitted to. When a rule is
 * changed because of one of these, move the row into the main corpus and write fresh ones here.
 */
export const UNSEEN: readonly Row[] = [
  ['競合W社が地域の薬剤師向けに吸入指導の動画コンテストを開いている。', '', 'clean-report'],
  ['競合品の薬価収載が予定より早まるとの噂がある。', '', 'clean-report'],
  ['卸の倉庫移転で配送が1日遅れると連絡があった。', '', 'clean-report'],
  ['競合の資材に「眠気の副作用が少ない」とあった。', '', 'near-miss-label'],
  ['国内の糖尿病患者数は増加傾向にあるとの推計が出た。', '', 'near-miss-statistic'],
  ['ベテランの先生ほど紙の資材を好むようだ。', '', 'near-miss-generic'],
  ['講演会のご案内：特別講演は湖畔大学病院の神崎美和先生、会場は市民会館です。', '', 'lecture'],
  ['競合X社が秋に新しい配合剤を申請したらしい。', '', 'clean-report'],
  ['Competitor AC opened a medical information chat service.', '', 'clean-report'],
  ['The competitor sample boxes now carry a QR code.', '', 'clean-report'],
  ['A competitor rep said their new tablet is smaller.', '', 'clean-report'],
  [
    'The revised package insert lists hypoglycaemia as a common adverse reaction.',
    '',
    'near-miss-label',
  ],
  [
    'Webinar: Dr. Felix Ambrose of Stonebridge Clinic will present the new guideline.',
    '',
    'lecture',
  ],
  ['Asthma admissions typically rise each autumn, national data show.', '', 'near-miss-statistic'],
  ['飲み始めて数日で手足がしびれるようになったらしい。', 'ae', 'ae-reaction'],
  ['貼り薬を使った部分がかぶれたと聞いた。', 'ae', 'ae-reaction'],
  ['投与を続けても症状がまったく変わらないとのこと。', 'ae', 'ae-efficacy'],
  ['服用していた高齢の方が救急外来を受診したそうだ。', 'ae', 'ae-hospital'],
  ['治療中の患者が急に亡くなり、薬との関係を気にしていた。', 'ae', 'ae-death'],
  ['授乳しながら服用を続けているという相談があった。', 'ae', 'ae-pregnancy'],
  ['1回2錠のところを4錠飲んでいたらしい。', 'ae', 'ae-overdose'],
  ['似た名前の薬と間違えて調剤されたと聞いた。', 'ae', 'ae-error'],
  ['保険適応のない疾患に処方されているケースがあるそうだ。', 'ae', 'ae-offlabel'],
  ['She said her hands started shaking after the dose change.', 'ae', 'ae-reaction'],
  [
    'A pharmacist mentioned swollen ankles in a patient on the competitor drug.',
    'ae',
    'ae-reaction',
  ],
  ['He spent three nights in hospital after the infusion.', 'ae', 'ae-hospital'],
  ['The drug made no difference to his pain.', 'ae', 'ae-efficacy'],
  ['A nursing mother has been taking the tablets.', 'ae', 'ae-pregnancy'],
  ['The child swallowed a whole strip of tablets.', 'ae', 'ae-overdose'],
  ["The pharmacy labelled the box with another patient's name.", 'ae', 'ae-error'],
  ['小松医師が競合品の資料を求めていた。', 'id', 'id-name'],
  ['つばさ総合病院の循環器内科部長が替わった。', 'id', 'id-institution'],
  ['68歳の男性が切り替えを相談していた。', 'id', 'id-patient'],
  ['N.H.さんの家族から電話があった。', 'id', 'id-initials'],
  ['携帯080-3333-4444に折り返してほしいとのこと。', 'id', 'id-phone'],
  ['Dr. Marisol Grey asked about the new strength.', 'id', 'id-name'],
  ['A woman of 71 asked about the inhaler.', 'id', 'id-patient'],
  ['The clinic address is frontdesk@example-clinic.com.', 'id', 'id-email'],
  ['50代男性が服用後に意識を失い救急搬送された。', 'ae+id', 'mixed'],
];
