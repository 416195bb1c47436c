import { describe, expect, it } from 'vitest';
import { findingTypes } from './screen-test-support.ts';
import { sentenceStops } from './screen-text.ts';

/*
 * Rules v13 (issue 43, round 8): what round 7's two sets showed, each kind written here in other
 * words than the sets', so that a rule fitted to one sentence fails.
 */

describe('events told in ways round 7 showed', () => {
  it.each([
    ['someone who had it, counted', '先生によると、あの薬で便秘になった人がけっこういるらしい。'],
    [
      'doctor shopping at clinics',
      '複数の診療所を回って痛み止めを集めている患者がいると薬局から。',
    ],
    ["a roommate's medicine", '施設で同室の方の薬を誤って配薬してしまった。'],
    [
      'a child swallowing from a shelf',
      '弟が棚の上にあった睡眠薬を2錠飲み込んでしまったと母親から電話。',
    ],
    [
      'a device that stopped, asked about',
      'インスリンの注入器が途中で止まったと患者から問い合わせがあった。',
    ],
    ['a weight that moved with a use', '利尿薬を追加してから体重が3kg減ったと家族。'],
    ['forgetfulness that grew', '最近物忘れがひどくなったと娘さん。睡眠薬を飲み始めて2週間。'],
    ['darkened skin after drops', 'その点眼薬を使い始めてからまぶたが黒ずんできた。'],
    [
      'bought to get high',
      'Someone keeps buying the codeine linctus to get high, says the pharmacist.',
    ],
    [
      'a stuck dose counter',
      'The dose counter was stuck at 120 and she kept using an empty inhaler.',
    ],
    ['an organiser filled wrong', 'The dosette was filled incorrectly by the agency carer.'],
    ['a patch applied twice', 'The fentanyl patch was applied twice over the weekend.'],
    [
      'a low pressure beside a new drug',
      'BP 85/48 this morning, the new ACE inhibitor started on Monday.',
    ],
    ['worse on a medicine', 'His eczema got worse on the new cream.'],
    ['how it made her feel', 'She hated the way it made her feel and stopped after a week.'],
    [
      'days without a bowel movement',
      'No bowel movement for five days since the opioid was increased.',
    ],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });
});

describe('names written in ways round 7 showed', () => {
  it.each([
    ['a surname, a space, the title', '長谷川 先生 は学会出張中。'],
    ['a title run into a name in capitals', 'Ｍｓ．ＴＡＮＡＫＡ from purchasing called back.'],
    ['a full name, then the role', 'Spoke with Helen Marsh, ward pharmacist, about stock levels.'],
    ['a care home named before its kind', 'あさひ野グループホームの管理者と面談した。'],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('identifier');
  });
});

describe('clean sentences round 7 showed flagged', () => {
  it.each([
    [
      'a hypothetical asked in general',
      '「飲み忘れたらどうすればいい？」という一般的なご質問に資料で回答した。',
    ],
    [
      'a question asked, answered from the label',
      '「この薬で太る人いる？」と聞かれ、添付文書の頻度を説明した。',
    ],
    ['a defect caught at inspection', '外箱が破損した製品が納品時の検品で見つかり、交換済み。'],
    ['nobody had it', '当院ではまだ副作用は一例も出ていない、とのこと。'],
    ['a collection of near misses', 'ヒヤリハット事例集を病棟向けに改訂した。'],
    ['a company met, not a person', 'Spoke with Novo Nordisk about the joint symposium.'],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toEqual([]);
  });
});

describe('what a review of v13 found (v14)', () => {
  it.each([
    [
      'help asked after an event',
      '母親から「子どもが薬を5錠飲んでしまった、どうしたら？」と電話があった。',
    ],
    [
      'advice taken, then an event',
      '先生に「増量したら？」と言われて倍量飲んだところ、ふらつきが出た。',
    ],
    [
      'a defect past inspection, given',
      '出荷前の検査をすり抜けた破損バイアルを、看護師が気づかずに投与した。',
    ],
    [
      'a defect found after it was handed over',
      '納品時の検品では気づかず、患者に交付後に錠剤の変色が判明した。',
    ],
    [
      'a near miss beside a real one',
      '事例集に載せる予定だが、昨日当院で別の患者の点滴を誤ってつないでしまった。',
    ],
    [
      'one had it, nobody else',
      '服用後に発疹が出たのは娘さんだけで、ほかに同じ症状の方はいないとのこと。',
    ],
    ['none, then one', '副作用は一例も出ていないと言っていたが、昨日になって1人が発疹で受診した。'],
    [
      'asked, but it had happened',
      '「この薬で発疹が出ることある？」と聞かれたが、実は本人の腕にすでに発疹が広がっていた。',
    ],
    [
      'a new sentence after a quote',
      'She asked "Is that in the package insert?" Her husband collapsed after the first dose.',
    ],
    [
      'a new sentence after というのも',
      '薬を変えてから発疹が出た。というのも、改訂された安全性情報を見たからだ。',
    ],
  ])('an event: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });

  it.each([
    ['a department, a space, a title', '整形外科 部長に新しいパンフレットをお渡しした。'],
    ['a form filled wrong', 'Our expense claim form was filled incorrectly and came back.'],
    [
      'a cream applied twice daily',
      'The new emollient is applied twice daily according to the leaflet.',
    ],
    ['boxes on top of each other', 'Boxes were stacked one on top of the other in the storeroom.'],
    ['a pressure in range', 'BP 120/80 today; the practice nurse started the flu clinic at 9.'],
    ['traffic got worse', 'Traffic got worse on the ring road after the new junction opened.'],
    ['prices get high', 'Co-pays start to get high for patients on three inhalers.'],
    [
      'a second box received',
      'The pharmacy received its second box this week from the wholesaler.',
    ],
    ['a company met', 'Spoke with Astellas Pharma, who confirmed the launch date.'],
    ['a system that stopped', '在庫システムが止まった時の対応として、副作用報告の手順も見直した。'],
    [
      'a weight change as a hypothetical',
      '体重が5kg減った場合の用量調整について、勉強会で質問があった。',
    ],
  ])('not an event nor a name: %s', (_kind, text) => {
    expect(findingTypes(text)).toEqual([]);
  });

  it.each([
    ['皆川 先生の担当患者さんの件で面談した。'],
    ['諸橋 先生から処方の相談があった。'],
    ["Mrs.O'BRIEN called about the delivery."],
  ])('a name: %s', (text) => {
    expect(findingTypes(text)).toContain('identifier');
  });
});

describe('a mark inside a quotation does not end the sentence', () => {
  it.each([
    ['「いる？」と聞かれた。', 1],
    ['「出た。」と言われた。次の話。', 2],
    ['"A rash?" she asked. Yes.', 2],
    ['発疹が出た？翌日に受診。', 2],
    // Not a quotation: a word that starts with と, a quote closed before a new sentence.
    ['服用後に発疹が出た。ところで改訂版はいつ届く？', 2],
    ['手が震える！とにかく確認して。', 2],
    ['She asked "Is that in the package insert?" Her husband collapsed.', 2],
    ['(Is it on the label?) She fainted.', 2],
  ])('%s', (text, count) => {
    expect(sentenceStops(text)).toHaveLength(count);
  });
});
