import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ScreenRule } from '@kizuki/shared';
import { createScreenPool, ScreenTimeoutError, ScreenWorkerLostError } from './screen-pool.ts';

const rule = (pattern: string): ScreenRule => ({
  id: 'x.rule',
  type: 'identifier',
  pattern,
  message: { ja: '例', en: 'example' },
});
const NO_RULES = { version: 4, rules: [] };

/**
 * The worker that runs the rules an admin wrote (issue 19): findings as the pre-screen's own, and
 * a rule that backtracks without end stopped at its deadline while the event loop goes on.
 */
describe('the screen pool', () => {
  const pool = createScreenPool({ timeoutMs: 1_000 });
  afterAll(() => pool.close());
  const job = (pattern: string, text: string) =>
    pool.screen({
      tableKey: pattern,
      tables: { trusted: NO_RULES, untrusted: { version: 4, rules: [rule(pattern)] } },
      text,
      kind: 'post',
      lang: 'en',
      trace: false,
      lane: 'asked',
    });

  it('runs the rules in the worker, with offsets of the text as sent', async () => {
    const { findings } = await job('TEL\\d+', '😀 ＴＥＬ123');
    expect(findings).toEqual([
      { type: 'identifier', start: 3, end: 9, ruleId: 'x.rule', message: 'example' },
    ]);
  });

  it('stops a rule that backtracks without end, while the event loop goes on, and starts again', async () => {
    let ticks = 0;
    const clock = setInterval(() => ticks++, 50);
    try {
      // Passes the probe of a save (a literal guards the slow group), and takes hours on this.
      await expect(job('TEL(\\d+-?)+x', `TEL${'1'.repeat(40)}!`)).rejects.toBeInstanceOf(
        ScreenTimeoutError,
      );
    } finally {
      clearInterval(clock);
    }
    // The main thread kept its timers running while the worker was stuck.
    expect(ticks).toBeGreaterThan(5);
    const { findings } = await job('abc', 'xx abc');
    expect(findings.map((finding) => finding.ruleId)).toEqual(['x.rule']);
  });

  it('fails the screens of a pool that closes as a lost worker, not as a rule too slow', async () => {
    const closing = createScreenPool({ workers: 1 });
    const hold = new Int32Array(new SharedArrayBuffer(4));
    const request = {
      tableKey: 'built-in',
      tables: { trusted: NO_RULES, untrusted: null },
      text: 'xx abc',
      kind: 'post' as const,
      lang: 'en' as const,
      trace: false,
      lane: 'asked' as const,
    };
    const held = closing.screen({ ...request, hold }).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(closing.stats()).toMatchObject({ ready: 1, inFlight: 1 }), {
      timeout: 30_000,
    });
    await closing.close();
    expect(await held).toBeInstanceOf(ScreenWorkerLostError);
    await expect(closing.screen(request)).rejects.toBeInstanceOf(ScreenWorkerLostError);
  });
});
