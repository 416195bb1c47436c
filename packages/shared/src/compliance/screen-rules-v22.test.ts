import { describe, expect, it } from 'vitest';
import { preScreen } from './pre-screen.ts';
import { findingTypes } from './screen-test-support.ts';

const findings = (text: string) => preScreen(text, 'post');

/**
 * Rules v22 (issue 43, after a code review of v19 to v21): a pain score or an MI told without
 * its direction or its department is an event again; an improvement told before a use silences
 * the use rules only where a use follows it (from the start is none); staff and teams of the ICU,
 * a department asked or e-mailed, a neighbourhood's or a society's 会長, a department before a job
 * title, a time in decimals and SW/CM before さん are no events and no names. Written for the
 * change, not taken from the sets.
 */
describe('rules v22', () => {
  it.each([
    'Spoke to the ICU pharmacist about stock levels.',
    'Presented the new formulary to the ICU team.',
    'Asked Rheumatology to review the referral pathway.',
    'Emailed Urology about the audit.',
    '町内会長に新しい集会所の件を説明した。',
    '自治会長から健康講座の依頼があった。',
    '救急外来 看護師と物品の打合せ。',
    '感染対策 薬剤師に資料を渡した。',
    'BP was checked at 1.5 hours and was fine.',
    'SWさんと退院支援の打合せ。',
  ])('clean: %s', (text) => {
    expect(findingTypes(text)).toEqual([]);
  });

  it.each([
    'Her pain score went from 2 to 8 overnight.',
    'Complicated by MI on day 3 of the infusion.',
    'She was pleased from the start; within two days of the patch she was wandering at night.',
    'A lady on our tablets, BP at target, has been wandering at night.',
  ])('an event: %s', (text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });

  it('a surname before 会長 is still a name', () => {
    expect(findings('薬剤師会の会合で相澤会長から挨拶があった。').map((f) => f.ruleId)).toContain(
      'id.person-title.ja',
    );
  });
});
