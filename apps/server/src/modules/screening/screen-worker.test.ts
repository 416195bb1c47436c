import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCREEN_RULES, EVENT_CLASSIFIER_RULE_ID, preScreen } from '@kizuki/shared';
import { screenWithTables } from './screen-worker.ts';

const tables = { trusted: DEFAULT_SCREEN_RULES, untrusted: null };
const TEXT = '山田先生から資料の依頼。服用後に発疹が出た。卸の話では来月から包装が変わる。';

/** How many times the rules were run on `TEXT`'s second sentence during `screen`. */
function runsOnSecondSentence(screen: () => unknown): number {
  const exec = vi.spyOn(RegExp.prototype, 'exec');
  screen();
  const runs = exec.mock.calls.filter(([subject]) => subject === '服用後に発疹が出た。').length;
  exec.mockRestore();
  return runs;
}

describe('what a screen worker remembers of sentences', () => {
  const screen =
    (owner: string | undefined, tableKey = 'worker-test') =>
    () =>
      screenWithTables(tables, {
        text: TEXT,
        kind: 'post',
        lang: 'ja',
        trace: false,
        owner,
        tableKey,
      });

  it('a writer screening the same text again is answered from memory, with the same findings', () => {
    expect(runsOnSecondSentence(screen('writer-1'))).toBeGreaterThan(0);
    expect(runsOnSecondSentence(screen('writer-1'))).toBe(0);
    expect(screen('writer-1')().findings).toEqual(preScreen(TEXT, 'post'));
  });

  it("one writer's sentences are not another's: nobody learns from a screen's time what someone else wrote", () => {
    screen('writer-2')();
    expect(runsOnSecondSentence(screen('writer-3'))).toBeGreaterThan(0);
  });

  it('another table, or a screen without a writer, remembers nothing of these', () => {
    screen('writer-4')();
    expect(runsOnSecondSentence(screen('writer-4', 'another-table'))).toBeGreaterThan(0);
    expect(runsOnSecondSentence(screen(undefined))).toBeGreaterThan(0);
    expect(runsOnSecondSentence(screen(undefined))).toBeGreaterThan(0);
  });
});

describe('the event classifier in a worker', () => {
  const itching = '新しい貼り薬、貼ってる間ずっとかゆいと言っている。';
  const job = (text: string) => ({
    text,
    kind: 'post' as const,
    lang: 'ja' as const,
    trace: false,
    owner: undefined,
    tableKey: 'worker-events',
  });

  it('reads the text with the rules the product ships, even when a unit turned them all off', () => {
    const shipped = screenWithTables(tables, job(itching)).findings;
    expect(shipped.map((f) => f.ruleId)).toEqual([EVENT_CLASSIFIER_RULE_ID]);
    const unitOnly = {
      trusted: { version: 2, rules: [] },
      untrusted: {
        version: 2,
        rules: [{ ...DEFAULT_SCREEN_RULES.rules[0]!, id: 'unit.own', terms: ['包装'] }],
      },
    };
    const findings = screenWithTables(unitOnly, job(`卸の話では包装が変わる。${itching}`)).findings;
    expect(findings.map((f) => f.ruleId)).toEqual(['unit.own', EVENT_CLASSIFIER_RULE_ID]);
  });
});

describe('the event classifier beside a unit’s own rules', () => {
  it('adds nothing to a sentence where a unit’s own rule found an event', () => {
    const itching = '新しい貼り薬、貼ってる間ずっとかゆいと言っている。';
    const unitRule = {
      ...DEFAULT_SCREEN_RULES.rules[0]!,
      id: 'unit.itch',
      type: 'adverseEvent' as const,
      pattern: undefined,
      exceptions: [],
      terms: ['かゆい'],
    };
    const { findings, eventModel } = screenWithTables(
      { trusted: DEFAULT_SCREEN_RULES, untrusted: { version: 2, rules: [unitRule] } },
      {
        text: itching,
        kind: 'post',
        lang: 'ja',
        trace: false,
        owner: undefined,
        tableKey: 'w-unit',
      },
    );
    expect(findings.map((f) => f.ruleId)).toEqual(['unit.itch']);
    expect(eventModel).toMatch(/^nb-/);
  });
});
