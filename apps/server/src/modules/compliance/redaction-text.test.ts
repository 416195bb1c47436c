import { describe, expect, it } from 'vitest';
import { REDACTION_MARK as M } from '@kizuki/shared';
import { bodiesIn, createRedactor, occurrencesOf, TITLE_LENGTH } from './redaction-text.ts';

const PASSAGE = 'XK-4471';
/** A text whose passage straddles the 80-character title cut (it starts at 76). */
const straddling = `${'あ'.repeat(76)}${PASSAGE} のあと。`;

describe('rewriting a stored copy of redacted text', () => {
  it('replaces every occurrence in the text and in strings that quote it', () => {
    const redactor = createRedactor([`a ${PASSAGE} b ${PASSAGE}`], PASSAGE);
    expect(redactor.text(`a ${PASSAGE} b ${PASSAGE}`)).toBe(`a ${M} b ${M}`);
    expect(redactor.text(`the approver wrote: remove ${PASSAGE}.`)).toBe(
      `the approver wrote: remove ${M}.`,
    );
    expect(redactor.text('nothing to do')).toBe('nothing to do');
  });

  it('recomputes a title cut from the text, so no fragment of a straddling passage survives', () => {
    const redactor = createRedactor([straddling], PASSAGE);
    const title = straddling.slice(0, TITLE_LENGTH);
    expect(title.endsWith('XK-4')).toBe(true);
    const rewritten = redactor.text(title);
    expect(rewritten).toBe(`${'あ'.repeat(76)}${M} のあと。`.slice(0, TITLE_LENGTH));
    expect(rewritten).not.toContain('XK');
  });

  it('recomputes a title cut from an earlier version of a draft', () => {
    const earlier = `${'い'.repeat(78)}${PASSAGE}`;
    const redactor = createRedactor([straddling, earlier], PASSAGE);
    expect(redactor.text(earlier.slice(0, TITLE_LENGTH))).toBe(
      `${'い'.repeat(78)}${M}`.slice(0, TITLE_LENGTH),
    );
  });

  it('replaces the fragment at the end of an 80-character string it cannot trace to a version', () => {
    const redactor = createRedactor(['unrelated'], PASSAGE);
    const cut = `${'う'.repeat(77)}XK-`;
    expect(redactor.text(cut)).toBe(`${'う'.repeat(77)}${M}`);
    // A shorter string was not cut: its ending is the writer's own.
    expect(redactor.text('model XK-')).toBe('model XK-');
  });

  it('leaves alone a short string that merely starts a version, and a one-character ending', () => {
    const text = `${PASSAGE} was on the box`;
    const redactor = createRedactor([text], PASSAGE);
    // Audit rows hold words like these: they are not titles cut from the text.
    expect(redactor.text('X')).toBe('X');
    expect(redactor.text('XK')).toBe('XK');
    // Another title of exactly 80 characters that happens to end with the passage's first letter.
    const other = `${'え'.repeat(79)}X`;
    expect(redactor.text(other)).toBe(other);
  });

  it('removes every version of the text when no passage is given', () => {
    const redactor = createRedactor(['first draft', 'final text'], undefined);
    expect(redactor.text('final text')).toBe(M);
    expect(redactor.text('first draft')).toBe(M);
    expect(
      redactor.json({ before: { body: 'first draft' }, after: { body: 'final text' } }),
    ).toEqual({ before: { body: M }, after: { body: M } });
  });

  it('rewrites the strings of a JSON value, not its keys or other values', () => {
    const redactor = createRedactor([PASSAGE], PASSAGE);
    expect(redactor.json({ [PASSAGE]: [PASSAGE, 1, null, true, { deep: `x${PASSAGE}` }] })).toEqual(
      { [PASSAGE]: [M, 1, null, true, { deep: `x${M}` }] },
    );
  });

  it('counts occurrences and finds the drafts’ versions in audit rows', () => {
    expect(occurrencesOf(`${PASSAGE}${PASSAGE} ${PASSAGE}`, PASSAGE)).toBe(3);
    expect(occurrencesOf('none', PASSAGE)).toBe(0);
    expect(bodiesIn({ body: 'v1', nested: [{ body: 'v2' }, { body: 3 }], other: 'x' })).toEqual([
      'v1',
      'v2',
    ]);
  });
});
