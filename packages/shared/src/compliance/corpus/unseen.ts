import type { Row } from './types.ts';

/**
 * Sentences written after the rules and never tuned against: the metrics script reports them
 * apart, as an estimate of how the rules do on text they were not fitted to. When a rule is
 * changed because of one of these, move the row into the main corpus and write fresh ones here.
 */
export const UNSEEN: readonly Row[] = [
  ['競合U社が調剤薬局向けに在庫管理システムを無償提供している。', '', 'clean-report'],
  ['来期から競合品の卸ルートが一本化されるらしい。', '', 'clean-report'],
  ['競合品の口腔内崩壊錠が高齢者施設で好評とのこと。', '', 'clean-report'],
  ['電子添文の改訂で、競合品の重大な副作用に血小板減少が追加された。', '', 'near-miss-label'],
  ['インフルエンザの流行で入院患者が増える時期だと業界紙にあった。', '', 'near-miss-statistic'],
  ['若い先生ほどウェブ面談を好む傾向があるようだ。', '', 'near-miss-generic'],
  ['研究会のご案内：演者は潮見台大学腎臓内科の今井教授、会場は駅前ホテル。', '', 'lecture'],
  ['競合V社のMRは今月から2人体制になった。', '', 'clean-report'],
  ['Competitor AB now ships directly to clinics twice a week.', '', 'clean-report'],
  ['The competitor updated its patient leaflet with larger print.', '', 'clean-report'],
  ['Sales of the competitor nasal spray rose in the spring.', '', 'clean-report'],
  ['The new label warns about dizziness when driving.', '', 'near-miss-label'],
  [
    'Lecture invitation: Dr. Imogen Tate, respiratory unit of Harrowgate Hospital, at the Grand Hotel.',
    '',
    'lecture',
  ],
  ['Many nurses find the new pen easier to use.', '', 'clean-report'],
  ['塗ってから肌が赤くなったという声を薬局で聞いた。', 'ae', 'ae-reaction'],
  ['注射の翌日から熱が出たらしい。', 'ae', 'ae-reaction'],
  ['競合品に切り替えたら発作が増えたそうだ。', 'ae', 'ae-efficacy'],
  ['服用中の方が脳出血で運ばれたと聞いた。', 'ae', 'ae-hospital'],
  ['使用中に亡くなった方がいると噂で聞いた。', 'ae', 'ae-death'],
  ['妊娠初期に使ってしまったが大丈夫かと相談された。', 'ae', 'ae-pregnancy'],
  ['子どもが薬を大量に飲んでしまったらしい。', 'ae', 'ae-overdose'],
  ['薬局で別の患者さんの薬が渡されたそうだ。', 'ae', 'ae-error'],
  ['承認されていない用量で使っている施設がある。', 'ae', 'ae-offlabel'],
  ['He got terrible stomach cramps after the first tablet.', 'ae', 'ae-reaction'],
  ['A customer fainted at home after using the new inhaler.', 'ae', 'ae-reaction'],
  ['Her sugar levels stayed high even on the maximum dose.', 'ae', 'ae-efficacy'],
  ['The patient was taken to hospital by ambulance yesterday.', 'ae', 'ae-hospital'],
  ['She took the pills throughout her first trimester.', 'ae', 'ae-pregnancy'],
  ['The nurse injected ten times the intended amount.', 'ae', 'ae-overdose'],
  ['菊池先生が新製品の資料を欲しがっていた。', 'id', 'id-name'],
  ['さくら台クリニックの院長が採用を決めた。', 'id', 'id-institution'],
  ['70歳代の女性から問い合わせがあった。', 'id', 'id-patient'],
  ['患者M.Y.さんの家族が来局した。', 'id', 'id-initials'],
  ['担当の直通は0120-123-456です。', 'id', 'id-phone'],
  ['Prof. Annika Holt asked about the trial data.', 'id', 'id-name'],
  ['A boy aged 7 uses the spacer at school.', 'id', 'id-patient'],
  ['Email me at t.gray@example.net for the slides.', 'id', 'id-email'],
  ['80代女性が服用後に転倒して入院したらしい。', 'ae+id', 'mixed'],
];
