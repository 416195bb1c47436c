import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCREEN_RULES, preScreen } from '@kizuki/shared';
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
