import { expect, it } from 'vitest';
import { preScreen } from './pre-screen.ts';

/**
 * The finding types the default screen gives a post, sorted: what the rules tests of each
 * version (screen-rules-v*.test.ts) assert, written once.
 */
export const findingTypes = (text: string) =>
  [...new Set(preScreen(text, 'post').map((f) => f.type))].sort();

/** The rule ids of the findings the default screen gives a post, in order. */
const ruleIds = (text: string) => preScreen(text, 'post').map((f) => f.ruleId);

/*
 * The four kinds of case a rules version's test lists (screen-rules-v23.test.ts on), each
 * asserted the same way: a name found by the rule named, no name, an event (found by any rule or
 * by the rule named), no event.
 */
export const itFindsNames = (cases: readonly (readonly [text: string, ruleId: string])[]) =>
  it.each(cases)('a name: %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });
export const itFindsNoName = (texts: readonly string[]) =>
  it.each(texts)('no name: %s', (text) => {
    expect(findingTypes(text)).not.toContain('identifier');
  });
export const itFindsEvents = (texts: readonly string[]) =>
  it.each(texts)('an event: %s', (text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });
export const itFindsEventsByRule = (cases: readonly (readonly [text: string, ruleId: string])[]) =>
  it.each(cases)('an event: %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });
export const itFindsNoEvent = (texts: readonly string[]) =>
  it.each(texts)('no event: %s', (text) => {
    expect(findingTypes(text)).not.toContain('adverseEvent');
  });
