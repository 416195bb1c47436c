/**
 * The texts the pre-screen's cost is measured on (screen-bench.ts, and the web half,
 * apps/web/e2e/screen-cost.ts): field notes as medical representatives write them, about 70%
 * Japanese, clean sentences beside names, lab values, errors and effects, so that every kind of
 * rule has work to do. Invented, like every name and number in the corpus.
 */
const SENTENCES = [
  '新しい患者向け冊子が外来の待合に置かれていた。',
  '山岡先生から、吸入薬の採用の経緯を伺った。',
  '切り替えた翌週から発疹が出た方がいると病棟で聞いた。',
  '地域の勉強会では長期投与の成績が紹介されていた。',
  '卸によると、来月から包装単位が変わるとのこと。',
  'ワルファリン内服中のPtでINR 4.8まで上昇、処方調整中とのこと。',
  'ひばり調剤薬局 本町店では一包化の依頼が増えている。',
  '副作用報告フォームがWeb化されたとDIから案内があった。',
  '徐放錠をつぶして胃ろうから入れていたと訪問看護師から聞いた。',
  '消化器内科の外来では、IBDの新規処方が増えている印象。',
  'Dr. Emily Tanaka said two of her patients stopped Lipotrel because of muscle pain.',
  'The formulary committee will review the DPP-4 inhibitors next month.',
  'A carer crushed an extended-release tablet into yoghurt for a resident.',
  '70代男性、増量後からふらつきが強くなったと家族が話していた。',
  '市場調査では、50代男性の治療開始率が最も低いという結果だった。',
  'Vexalin bag had visible particles, noticed after about half was infused.',
];

/** A text of `length` characters, the sentences taken in turn from the `seed`th. */
export function screenBenchText(length: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < length; i++) text += SENTENCES[i % SENTENCES.length];
  return text.slice(0, length);
}

/**
 * The same texts with `mark(k)` written into the kth sentence before its full stop, so that
 * each sentence can be made new: the pre-screen remembers the sentences it screened for a writer
 * (pre-screen.ts), and a text whose sentences it has seen costs only its new ones.
 */
export function markedBenchText(length: number, seed: number, mark: (k: number) => string): string {
  let text = '';
  for (let k = 0; text.length < length; k++) {
    const sentence = SENTENCES[(seed + k) % SENTENCES.length]!;
    // An English sentence is followed by a space, as one types it (so that it ends there).
    const space = sentence.endsWith('.') ? ' ' : '';
    text += `${sentence.slice(0, -1)} ${mark(k)}${sentence.slice(-1)}${space}`;
  }
  return text.slice(0, length);
}
