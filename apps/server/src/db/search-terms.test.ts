import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * Migration 0029 redefined `kizuki_search_terms` (the terms stored in every post's search vector)
 * as one SQL expression. Stored vectors were computed by the earlier PL/pgSQL loop, so the two must
 * answer the same terms for every text, or a search would miss posts written before the change.
 */
const LOOP_DEFINITION = `
CREATE FUNCTION search_terms_by_loop(input text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  normalized text := kizuki_fold(coalesce(input, ''));
  len integer := char_length(normalized);
  terms text[] := '{}';
  current_char text;
  next_char text;
BEGIN
  FOR i IN 1 .. len LOOP
    current_char := substr(normalized, i, 1);
    CONTINUE WHEN current_char ~ '\\s';
    next_char := substr(normalized, i + 1, 1);
    IF next_char = '' OR next_char ~ '\\s' THEN
      terms := terms || current_char;
    ELSE
      terms := terms || (current_char || next_char);
    END IF;
  END LOOP;
  RETURN array_to_tsvector(terms);
END
$$`;

const TEXTS = [
  '',
  ' ',
  'a',
  '病',
  ' 病 ',
  'ab',
  'A大学病院の消化器内科で、他社MRが新しい維持療法のデータを説明していた。',
  'The competitor handed out a new dosing card; two patients felt dizzy.',
  'ＡＢＣ　ａｂｃ　全角　スペース',
  'ｶﾀｶﾅ ﾊﾟﾋﾞﾌﾞ',
  'tab\there\nnew  line\r\nend ',
  '\u3000\u3000leading and trailing\u3000',
  "quotes ' and \\ backslashes ''",
  '😀 👍🏽 emoji',
  'e\u0301 \u00e9',
  'Dr. 山田 先生 ＴＥＬ：０３－１２３４－５６７８',
  'aaaa aaaa', // repeated terms are one lexeme
  '処方'.repeat(2_000), // a long post: the loop was quadratic in it
];

describe('the search terms of a text', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.executeSql(LOOP_DEFINITION);
  });
  afterAll(() => database.close());

  it('are the terms the earlier loop stored, for every kind of text', async () => {
    for (const text of [...TEXTS, null]) {
      const { rows } = await database.executeSql(
        `select kizuki_search_terms($1)::text as terms, search_terms_by_loop($1)::text as loop`,
        [text],
      );
      const [row] = rows as { terms: string; loop: string }[];
      expect({ text, terms: row?.terms }).toEqual({ text, terms: row?.loop });
    }
  });

  it('are pairs and a last character alone', async () => {
    const { rows } = await database.executeSql(
      `select kizuki_search_terms('処方箋 AB c')::text as terms`,
    );
    expect(rows).toEqual([{ terms: "'ab' 'b' 'c' '処方' '方箋' '箋'" }]);
  });
});
