import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '@kizuki/shared';
import { createTestDatabase } from '../test/test-database.ts';
import { foldedText } from './text-match.ts';

/**
 * The one text-folding rule has a TypeScript twin (the client, the pre-screen) and a database one
 * (search, the stored search text): a case where they differ would make the two sides find
 * different things.
 */
const CASES = [
  'ABC abc',
  'ＡＢＣ　ａｂｃ', // full-width Latin and the ideographic space
  'ｶﾀｶﾅ ﾊﾟﾋﾞﾌﾞ', // half-width katakana, with voiced marks
  'カタカナ ひらがな 漢字',
  '①②③ ㈱ ㍻ ㌔', // enclosed and squared forms
  '１２３４５ 12345',
  'Ｐｏｓｔ－ｍａｒｋｅｔｉｎｇ！？',
  'ÉCOLE ÀÇÑ Ünïcödé', // accented capitals beyond ASCII
  'ΑΒΓ Σίσυφος', // Greek capitals, final sigma
  'ДИАБЕТ диабет', // Cyrillic
  'ﬁ ﬂ ß ẞ', // ligatures and the sharp s
  'e\u0301 \u00e9', // a combining accent and its precomposed form
  'Dr. 山田 先生 ＴＥＬ：０３－１２３４－５６７８',
  'mail@EXAMPLE.co.jp',
  'ⅣⅫ ⅷ', // Roman numerals
  '😀 👍🏽 emoji',
  '',
];

describe('text folding', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('folds every case alike in TypeScript and in the database', async () => {
    for (const text of CASES) {
      const [row] = await database.db
        .select({ folded: foldedText(text) })
        .from(sql`(select 1) as one`);
      expect({ text, folded: row?.folded }).toEqual({ text, folded: foldText(text) });
    }
  });

  it("stores the posts' search text through the same function", async () => {
    const { rows } = await database.executeSql(
      `select pg_get_expr(d.adbin, d.adrelid) as expression from pg_attrdef d
         join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'posts'::regclass and a.attname = 'search_text'`,
    );
    expect(rows).toEqual([{ expression: 'kizuki_fold(body)' }]);
  });
});
