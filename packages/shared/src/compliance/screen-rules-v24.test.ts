import { describe } from 'vitest';
import {
  itFindsEvents,
  itFindsNames,
  itFindsNoEvent,
  itFindsNoName,
} from './screen-test-support.ts';

/**
 * Rules v24 (issue 43, after round 17's misses were read): drugstore chains, medical malls, a
 * company's health room and a facility named in brackets are names (id.facility-kind.ja, out of
 * id.facility.ja for the pattern length limit); job words before さん or ドクター, ○○ before a
 * chain and generic words before a facility are not; labs that rose or fell the wrong way,
 * rejection, bleeding that would not stop and an organ's function that fell are events; a made-up
 * case in quotes, a question asked often, a notice or a definition, a schedule that stays the same
 * and a number passed on are not. Written for the change, not taken from the sets.
 */
describe('rules v24', () => {
  itFindsNames([
    ['くすりのタカハシ駅前店で販促の相談を受けた。', 'id.facility-kind.ja'],
    ['青葉メディカルプラザの内科に資料を届けた。', 'id.facility-kind.ja'],
    ['サンライズ商事 健康管理室で説明した。', 'id.facility-kind.ja'],
    ['健康相談室「あおぞら」の運営について聞いた。', 'id.facility-kind.ja'],
    ['駅前の「さくら薬店」で話を聞いた。', 'id.facility-kind.ja'],
    ['スーパードラッグ 港の見店で棚替え。', 'id.clinic-shop.ja'],
    ['グループホームすずらん向けに資料を用意。', 'id.care-facility.ja'],
    ['丸山社長から新店舗の話を聞いた。', 'id.person-title.ja'],
  ]);

  itFindsNoName([
    '○○ドラッグの調剤併設店で後発品が増えた。',
    '企業診療所の購買担当に連絡済み。',
    '体育大学の研究室を訪問した。',
    'スポーツドクター向けの冊子が配られている。',
    'チームドクターから質問があった。',
    '保健師長が訓練を計画している。',
    '学校薬剤師が講話をするらしい。',
    '移植コーディネーターさんに挨拶した。',
    '看護助手さんと打合せ。',
    '日時：9/14 19:00 会場：市民会館 演題：患者さんの転倒予防',
  ]);

  itFindsEvents([
    'NSAIDsを始めてからクレアチニンが上がったとのこと。',
    '抗菌薬の併用でタクロリムスの血中濃度が高値になった。',
    '切替の翌月に拒絶反応で入院した。',
    '抜針後の止血がなかなかできず、抗血小板薬を見直した。',
    '投与開始後に肝の機能が低下したとのこと。',
    'Hbが下がったので輸血したと病棟から。',
    'Still no antibody response after three doses of the vaccine.',
    "The player's CK climbed above 8,000 after the new statin.",
  ]);

  itFindsNoEvent([
    '「授乳中でも飲めるの？」とよく聞かれるので、資料がほしいとのこと。',
    '研修で、架空症例「投与後に発熱が出た患者」を想定して報告の練習をした。',
    '「副作用かなと思ったら相談を」という掲示を作った。',
    '「効かない」も報告対象だと新人に説明した。',
    '便秘の相談はしにくいという声があり、ブースを検討中。',
    '入荷がじわじわ増えている。',
    'The clinic changed its supplier; the vaccination schedule stays the same.',
    'I passed on the med-info number to the pharmacist.',
  ]);
});
