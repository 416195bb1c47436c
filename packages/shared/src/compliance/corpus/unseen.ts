import type { Row } from './types.ts';

/**
 * Sentences written after the rules and never tuned against: the metrics script reports them
 * apart, as an estimate of how the rules do on text they were not fitted to. When a rule is
 * changed because of one of these, move the row into the main corpus and write fresh ones here.
 */
export const UNSEEN: readonly Row[] = [
  ['競合Y社の新しい貼付剤が整形外科の門前で増えている。', '', 'clean-report'],
  ['競合品の長期収載品が値下げされるらしい。', '', 'clean-report'],
  ['薬局の店頭で競合の健康イベントのチラシが配られていた。', '', 'clean-report'],
  ['競合の説明会では副作用の管理方法が紹介されていたと聞いた。', '', 'near-miss-label'],
  ['この地域の高齢者の救急搬送件数は年々増えているとの報道。', '', 'near-miss-statistic'],
  ['開業医の先生はオンラインでの情報提供を求めている。', '', 'near-miss-generic'],
  ['勉強会のご案内：講師 霞ヶ浦記念病院 腎臓内科 上野誠先生、会場 本社会議室。', '', 'lecture'],
  ['競合Z社は新製品のサンプル配布を始めた。', '', 'clean-report'],
  ['Competitor AD is offering free inhaler technique checks in pharmacies.', '', 'clean-report'],
  ['The competitor moved its launch to next spring.', '', 'clean-report'],
  ['Pharmacists like the new blister design from the competitor.', '', 'near-miss-generic'],
  ['The label update mentions a rare risk of pancreatitis.', '', 'near-miss-label'],
  [
    'Seminar invitation: Prof. Dara Quill, Eastfield University, speaking on heart failure.',
    '',
    'lecture',
  ],
  [
    'Hospital admissions for flu are usually highest in January, the survey says.',
    '',
    'near-miss-statistic',
  ],
  ['服用を始めてから夜眠れなくなったと相談された。', 'ae', 'ae-reaction'],
  ['点眼後に目が真っ赤になったそうだ。', 'ae', 'ae-reaction'],
  ['新しい薬に変えてから血圧が全然下がらないと言われた。', 'ae', 'ae-efficacy'],
  ['競合品を使っていた方がそのまま入院になった。', 'ae', 'ae-hospital'],
  ['薬を飲んだ翌朝に息を引き取ったと家族が話していたそうだ。', 'ae', 'ae-death'],
  ['妊娠が分かる前から塗っていたとのこと。', 'ae', 'ae-pregnancy'],
  ['処方の2倍飲んでいたことが分かった。', 'ae', 'ae-overdose'],
  ['看護師が点滴の速度を誤ったらしい。', 'ae', 'ae-error'],
  ['高齢者に規定以上の用量で使われているらしい。', 'ae', 'ae-offlabel'],
  ['His hair started falling out a month after starting the tablets.', 'ae', 'ae-reaction'],
  [
    "The pharmacist said a customer's blood sugar dropped dangerously on our product.",
    'ae',
    'ae-reaction',
  ],
  ['She was kept in hospital overnight for observation after the injection.', 'ae', 'ae-hospital'],
  ['The nurse said the spray is useless for his symptoms.', 'ae', 'ae-efficacy'],
  ['She found out she was expecting while still on the medicine.', 'ae', 'ae-pregnancy'],
  ['The infusion pump was set to the wrong rate.', 'ae', 'ae-error'],
  ['岩崎教授が新しいデータに関心を示していた。', 'id', 'id-name'],
  ['みどり町病院の皮膚科で新しい外用薬が使われている。', 'id', 'id-institution'],
  ['82歳女性の家族から問い合わせがあった。', 'id', 'id-patient'],
  ['K.O.様の件で折り返しが欲しいとのこと。', 'id', 'id-initials'],
  ['電話番号は011-222-3333とのこと。', 'id', 'id-phone'],
  ['Ms. Yardley at the pharmacy wants more leaflets.', 'id', 'id-name'],
  ['A girl aged 12 uses the inhaler daily.', 'id', 'id-patient'],
  ['Contact: ops.team@example.jp', 'id', 'id-email'],
  ['40代女性が使用後にじんましんが出て受診したらしい。', 'ae+id', 'mixed'],
];
