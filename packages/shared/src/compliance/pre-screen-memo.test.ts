import { describe, expect, it, vi } from 'vitest';
import type { ScreenRules } from '../schemas/compliance.ts';
import { BUILT_IN_EVENT_MODEL } from './built-in-event-model.ts';
import { eventScorer } from './event-classifier.ts';
import { FRESH_SETS } from './corpus/fresh-sets.ts';
import { SCREEN_CORPUS } from './corpus/screen-corpus.ts';
import { SCREEN_KINDS } from './blocking.ts';
import {
  DEFAULT_SCREEN_RULES,
  preScreen,
  traceScreen,
  type ScreenMemo,
  type SentenceResult,
} from './pre-screen.ts';

/** A memo as a caller keeps one (the server's is bounded: screen-worker.ts). */
function mapMemo(): ScreenMemo & { store: Map<string, SentenceResult> } {
  const store = new Map<string, SentenceResult>();
  return { store, get: (key) => store.get(key), set: (key, result) => void store.set(key, result) };
}

const texts = [
  ...SCREEN_CORPUS.map((entry) => entry.text),
  ...FRESH_SETS.flatMap((set) => set.rows.map(([text]) => text)),
];

describe('what the pre-screen remembers of sentences', () => {
  // About 23,000 screens: over a second alone, several on a 2-core machine running the other suites.
  it(
    'changes no finding: the corpus and every fresh set, each sentence alone and eight at a time',
    { timeout: 60_000 },
    () => {
      const memo = mapMemo();
      const joined = Array.from({ length: Math.ceil(texts.length / 8) }, (_, i) =>
        texts.slice(i * 8, i * 8 + 8).join(''),
      );
      // Rows first (the memo then holds their sentences), then the rows joined, where most sentences
      // are found in the memo, each beside other sentences than the first time.
      for (const text of [...texts, ...joined]) {
        expect(preScreen(text, 'post', undefined, 'ja', { memo })).toEqual(preScreen(text, 'post'));
      }
      // With the event model: the same findings with the memo as without it.
      const events = BUILT_IN_EVENT_MODEL;
      for (const text of joined) {
        expect(preScreen(text, 'reply', undefined, 'ja', { memo, events })).toEqual(
          preScreen(text, 'reply', undefined, 'ja', { events }),
        );
      }
      expect(memo.store.size).toBeGreaterThan(texts.length);
    },
  );

  it('a sentence is read by the classifier once per model, whichever kind asked first', () => {
    const memo = mapMemo();
    const text = '新しい貼り薬、貼ってる間ずっとかゆいらしい。卸の話では来月から包装が変わる。';
    const events = BUILT_IN_EVENT_MODEL;
    const scorer = eventScorer(events);
    const score = vi.spyOn(scorer, 'score');
    // A question is not read by the classifier: its sentences are remembered unscored.
    preScreen(text, 'question', undefined, 'ja', { memo, events });
    expect(score).not.toHaveBeenCalled();
    const reply = preScreen(text, 'reply', undefined, 'ja', { memo, events });
    expect(score).toHaveBeenCalledTimes(2);
    expect(reply).toEqual(preScreen(text, 'reply', undefined, 'ja', { events }));
    score.mockClear();
    preScreen(text, 'post', undefined, 'ja', { memo, events });
    expect(score).not.toHaveBeenCalled();
    // Another model's score is not this one's: the sentences are read again.
    preScreen(text, 'post', undefined, 'ja', { memo, events: { ...events, id: 'another' } });
    expect([...memo.store.values()].map((result) => result.event?.model)).toEqual([
      'another',
      'another',
    ]);
    score.mockRestore();
  });

  it('a text screened again with one sentence changed matches only that sentence', () => {
    const memo = mapMemo();
    const before = '山田先生から資料の依頼。服用後に発疹が出た。卸の話では来月から包装が変わる。';
    const after = '山田先生から資料の依頼。服用後にめまいが出た。卸の話では来月から包装が変わる。';
    preScreen(before, 'post', undefined, 'ja', { memo });
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    const findings = preScreen(after, 'post', undefined, 'ja', { memo });
    const subjects = new Set(exec.mock.calls.map(([subject]) => subject));
    exec.mockRestore();
    expect(subjects.has('服用後にめまいが出た。')).toBe(true);
    expect(subjects.has('山田先生から資料の依頼。')).toBe(false);
    expect(subjects.has('卸の話では来月から包装が変わる。')).toBe(false);
    expect(findings).toEqual(preScreen(after, 'post'));
    expect(findings.map((f) => f.type)).toEqual(
      expect.arrayContaining(['identifier', 'adverseEvent']),
    );
  });

  it('a remembered sentence beside a lecture invitation: the names the invitation allows are silenced', () => {
    const memo = mapMemo();
    const name = '山田太郎先生がお話しされます。';
    expect(preScreen(name, 'post', undefined, 'ja', { memo })).not.toEqual([]);
    const invitation = `${name}講演会のご案内：日時 12月3日 18:30、会場 ホテル青葉。`;
    expect(preScreen(invitation, 'post', undefined, 'ja', { memo })).toEqual(
      preScreen(invitation, 'post'),
    );
    expect(
      preScreen(invitation, 'post', undefined, 'ja', { memo }).filter(
        (f) => f.type === 'identifier',
      ),
    ).toEqual([]);
  });

  it('another kind runs other rules: its sentences are remembered apart', () => {
    const memo = mapMemo();
    for (const text of texts.slice(0, 300)) {
      for (const kind of SCREEN_KINDS) {
        expect(preScreen(text, kind, undefined, 'ja', { memo })).toEqual(preScreen(text, kind));
      }
    }
  });

  it('the test bench lists what exceptions silenced (a memo keeps no silenced match)', () => {
    const text = '副作用報告フォームの記入方法について研修を行った。';
    const memo = mapMemo();
    expect(preScreen(text, 'post', undefined, 'ja', { memo })).toEqual([]);
    expect([...memo.store.values()]).toEqual([{ hits: [], eventScore: undefined }]);
    const { silenced } = traceScreen(text, 'post', DEFAULT_SCREEN_RULES, 'ja');
    expect(silenced.length).toBeGreaterThan(0);
  });
});

describe('each sentence is matched on its own', () => {
  const message = { ja: 'メモ', en: 'note' };
  const table: ScreenRules = {
    version: 1,
    rules: [{ id: 'x.across', type: 'adverseEvent', pattern: '飲んだ。発疹', message }],
  };

  it('a pattern does not match across a sentence end', () => {
    expect(preScreen('薬を飲んだ。発疹が出た。', 'post', table)).toEqual([]);
    const withinOne = { ...table, rules: [{ ...table.rules[0]!, pattern: '飲んだ。' }] };
    expect(preScreen('薬を飲んだ。発疹が出た。', 'post', withinOne)).toHaveLength(1);
  });
});
