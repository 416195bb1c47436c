import { describe, expect, it } from 'vitest';
import { findingTypes } from './screen-test-support.ts';

/**
 * Rules v20 (issue 43, after round 14): a condition that did not come back is no event, a
 * question whether it must be reported is a hypothetical, a safety desk is no case, Medical
 * Information is no infarction; errors told as a swap, a fridge or an opened capsule are events,
 * as are a value that stopped a drug and a pregnant woman given a product; facilities named by
 * their specialty and full names with a space before the title are names. The sentences are
 * written for this test, not taken from the sets.
 */
describe('rules v20', () => {
  it.each([
    '肺炎の治療を終えた方、その後も再燃なく経過しているとのこと。',
    '「投与後に頭痛が出たら報告すべき？」',
    '副作用受付のフリーダイヤルが4月から変わるので案内文を配布。',
    '月間使用量は約30本で横ばい。',
    '感染管理認定看護師によると、手指衛生の遵守率が上がった。',
    'Passed the interaction question to MI; no patient behind it.',
    'Cellulitis patient on IV cefazolin: redness receding, oral from tomorrow.',
    'Reminded the ward team that any side effect must go to PV within 24 hours.',
    'The GP asked what the guidance would be if a patient became pregnant on it.',
    '抗菌薬開始2日目で解熱、CRP 9.8→2.4。',
  ])('clean: %s', (text) => {
    expect(findingTypes(text)).toEqual([]);
  });

  it.each([
    '予診の確認漏れで、同じ方に1週間あけて重複接種してしまった。',
    'Two residents got vaccine from a box left out of the fridge all weekend.',
    'A pregnant teacher was given the live vaccine at the travel clinic.',
    'The generic was dispensed instead of the brand and already injected.',
    'Carers were opening the SR capsules into jam for him.',
    'Ca 12.1で内服を中止したと病棟薬剤師。',
    '第VIII因子製剤でインヒビター発現とのこと。',
    'Years on a bisphosphonate, now exposed bone after a tooth extraction.',
    '2回目の投与翌日から熱が続き、解熱剤を飲ませているとご家族。',
  ])('an event: %s', (text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });

  it.each([
    'Visited Lakeshore Rheumatology about the biosimilar switch.',
    'Brookfield Home Infusion will start the new pump in May.',
    '山田美津子 看護師長と連携パスの打合せ。',
  ])('a name: %s', (text) => {
    expect(findingTypes(text)).toContain('identifier');
  });
});
