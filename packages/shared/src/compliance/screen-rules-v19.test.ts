import { describe, expect, it } from 'vitest';
import { findingTypes } from './screen-test-support.ts';

/**
 * Rules v19 (issue 43, after round 13): a case nobody had (made up for training, asked as a
 * hypothetical, an instruction for if it happens) silences every event rule unless the sentence
 * says something did happen; the use and value rules take the improvement a medicine is for;
 * ICU is an event only when someone goes there; a few words that are products, places and
 * attitudes are no symptoms. The sentences are written for this test, not taken from the sets.
 */
describe('rules v19', () => {
  it.each([
    '【研修用の架空症例】投与2日目に発疹が出たという想定で、報告の流れを確認した。',
    'もし患者さんが2回分飲んでしまったらどう説明すればいいか、と薬局から質問。',
    'もし子どもが誤って飲んだら店ではどう対応すべきか、と店長から相談。',
    '発疹が出たら直ちに服用を中止して受診するよう説明した。',
    '「低血糖が起きた時の対応は？」',
    '副作用が怖いから新薬は使わない、という患者さんが減ってきた。',
    'ICUの鎮静プロトコルで使う薬剤が変わった。',
    '採用品目が変わったため処方が減った。',
    '地区医師会の会合で新薬の話題が出た。',
    '飲み始めてから痛みが楽になって、毎日散歩できていると喜んでいた。',
    '湿疹がきれいに引いて、患者さんも喜んでいた。',
    '重大な副作用の項に間質性肺炎が追記された点を説明した。',
    'Since starting the patch her pain is much better and she is back to work.',
    'Hypothetically, what should a carer do if a child swallows a patch? Sent the leaflet.',
    'The ER head says the anaphylaxis carts were restocked.',
    'They decided on the generic after the budget meeting.',
    'Dose kept the same after the TSH check; doctor satisfied.',
    'No off-label use of the product at that clinic.',
    'The pharmacist asked, as a general question, whether an overdose needs dialysis.',
  ])('clean: %s', (text) => {
    expect(findingTypes(text)).toEqual([]);
  });

  it.each([
    '架空の話ではなく、実際に服用後に発疹が出た患者さんがいた。',
    'もし発疹が出たら中止するよう伝えていたところ、3日目に発疹が出たと電話があった。',
    '研修用資料を作っている最中に、先生から服用後に意識を失った患者がいたと聞いた。',
    'ICUに入室したと病棟から連絡があった。',
    '飲み始めてから痛みは楽になったが、足がむくむようになった。',
    '副作用が怖いと言っていたが、実際に飲んだら吐き気が出た。',
    'It is not a hypothetical: a resident had a fall after the dose was increased.',
    'Calmer since starting, but she has vivid nightmares.',
    'He was moved to the ICU after the infusion.',
    'Pain much better since starting, though she now has a rash.',
    'The fictional case aside, yesterday a patient on our drug was admitted with jaundice.',
    'The doctor asked what to do if the rash spreads, since the patient developed it yesterday.',
    'ＩＣＵで3日間管理されたと薬剤部から聞いた。',
  ])('an event: %s', (text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });
});
