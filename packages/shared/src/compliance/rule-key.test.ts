import { describe, expect, it } from 'vitest';
import type { ScreenRule } from '../schemas/compliance.ts';
import { screenRuleKey } from './rule-key.ts';

const rule: ScreenRule = {
  id: 'x.tel',
  type: 'identifier',
  pattern: 'TEL\\d+',
  flags: 'iu',
  message: { ja: '電話番号', en: 'A phone number' },
  exceptions: ['代表'],
  kinds: ['post', 'reply'],
};

describe('the same pre-screen rule, one definition (issue 42)', () => {
  it('is the same however its keys, flags, composers and defaults are written', () => {
    const rewritten = {
      kinds: ['reply', 'post'],
      exceptionScope: 'sentence',
      exceptions: ['代表'],
      message: { en: 'A phone number', ja: '電話番号' },
      flags: 'ui',
      pattern: 'TEL\\d+',
      terms: [],
      type: 'identifier',
      id: 'x.tel',
    } as ScreenRule;
    expect(screenRuleKey(rewritten)).toBe(screenRuleKey(rule));
    expect(screenRuleKey({ ...rule, exceptions: [], exceptionScope: 'text' })).toBe(
      screenRuleKey({ ...rule, exceptions: undefined }),
    );
    expect(screenRuleKey({ ...rule, flags: '' })).toBe(
      screenRuleKey({ ...rule, flags: undefined }),
    );
  });

  it('tells apart what changes what a rule finds or says', () => {
    const key = screenRuleKey(rule);
    for (const changed of [
      { ...rule, pattern: 'TEL\\d*' },
      { ...rule, flags: 'i' },
      { ...rule, exceptionScope: 'text' as const },
      { ...rule, kinds: ['post' as const] },
      { ...rule, message: { ja: '電話', en: 'A phone number' } },
      { ...rule, terms: ['代表電話'] },
    ]) {
      expect(screenRuleKey(changed)).not.toBe(key);
    }
  });
});
