import type { ScreenFindingType } from '../../schemas/compliance.ts';

/** A corpus row: the text, the finding types expected ('' none, 'ae', 'id', 'ae+id'), a category. */
export type Row = readonly [text: string, expect: '' | 'ae' | 'id' | 'ae+id', category: string];

export interface CorpusEntry {
  text: string;
  expect: ScreenFindingType[];
  category: string;
}

export function toEntries(rows: readonly Row[]): CorpusEntry[] {
  return rows.map(([text, expect, category]) => ({
    text,
    expect: [
      ...(expect.includes('ae') ? (['adverseEvent'] as const) : []),
      ...(expect.includes('id') ? (['identifier'] as const) : []),
    ],
    category,
  }));
}
