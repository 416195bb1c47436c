/**
 * Issue 23: how often the classification suggested from a post's text alone is right, on the demo
 * posts: `npm run suggest:metrics` (--misses lists the posts it gets wrong or leaves open;
 * --no-synonyms measures without the demo's synonyms, the names and their short names only).
 * Seeds the demo data into an in-memory database, then runs the composer's matcher
 * (suggestClassification) over each published post of each unit against the master data its
 * wizard offers, and compares with the classification the post was filed under.
 */
import {
  BUSINESS_UNITS,
  SUGGESTED_KEYS,
  suggestClassification,
  suggestionVocabulary,
  wizardSteps,
  COLLECTION_OF,
  MAX_POST_LENGTH,
  type MasterItem,
  type SuggestedKey,
  type SuggestionVocabulary,
} from '@kizuki/shared';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { posts } from '../src/db/schema.ts';
import { createMasterDataRepository } from '../src/modules/master-data/master-data.repository.ts';

const showMisses = process.argv.includes('--misses');
const withoutSynonyms = process.argv.includes('--no-synonyms');
const LONG_TEXT_RUNS = 21;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

const database = await openDatabase({ kind: 'pglite-memory' });
try {
  await seedDemoData(database.db);
  const repository = createMasterDataRepository(database.db);
  const totals = { posts: 0, both: 0, product: 0, group: 0, wrongProduct: 0, wrongGroup: 0 };
  const longTextCases: { unit: string; vocabulary: SuggestionVocabulary<MasterItem> }[] = [];
  const longTextParts: string[] = [];
  let matchingMs = 0;
  console.log(
    `classification suggested from the text, demo posts${withoutSynonyms ? ' (without synonyms)' : ''}`,
  );
  for (const unit of BUSINESS_UNITS) {
    const keys = wizardSteps(unit)
      .map((step) => step.key)
      .filter((key): key is SuggestedKey => (SUGGESTED_KEYS as readonly string[]).includes(key));
    const itemsByKey: Partial<Record<SuggestedKey, MasterItem[]>> = {};
    for (const key of keys) {
      const { rows } = await repository.list(unit, COLLECTION_OF[key], {
        limit: 10_000,
        offset: 0,
        status: 'active',
      });
      itemsByKey[key] = withoutSynonyms ? rows.map((row) => ({ ...row, synonyms: [] })) : rows;
    }
    const vocabulary = suggestionVocabulary(itemsByKey);
    longTextCases.push({ unit, vocabulary });
    // A large master data: each step's items again 20 times, under made-up names (what the
    // matcher's cost grows with is the number of terms).
    const large = Object.fromEntries(
      Object.entries(itemsByKey).map(([key, items]) => [
        key,
        Array.from({ length: 20 }, (_, copy) =>
          items.map((item) => ({
            ...item,
            id: item.id * 100 + copy,
            nameJa: `${item.nameJa}${copy}号`,
            nameEn: `${item.nameEn} ${copy}x`,
            synonyms: item.synonyms.map((synonym) => `${synonym}${copy}号`),
          })),
        ).flat(),
      ]),
    ) as Partial<Record<SuggestedKey, MasterItem[]>>;
    longTextCases.push({ unit: `${unit} x20`, vocabulary: suggestionVocabulary(large) });
    const published = await database.db
      .select({
        body: posts.body,
        diseaseGroupId: posts.diseaseGroupId,
        competitiveProductId: posts.competitiveProductId,
      })
      .from(posts)
      .where(and(eq(posts.unit, unit), eq(posts.kind, 'post'), eq(posts.status, 'published')))
      .orderBy(asc(posts.id));
    const counts = { both: 0, product: 0, group: 0, wrongProduct: 0, wrongGroup: 0 };
    for (const post of published) {
      longTextParts.push(post.body);
      const started = performance.now();
      const suggested = suggestClassification(post.body, vocabulary);
      matchingMs += performance.now() - started;
      const product = suggested.competitiveProduct?.id ?? null;
      const group = suggested.diseaseGroup?.id ?? null;
      const productRight = product === post.competitiveProductId;
      const groupRight = group === post.diseaseGroupId;
      if (productRight) counts.product++;
      else if (product !== null) counts.wrongProduct++;
      if (groupRight) counts.group++;
      else if (group !== null) counts.wrongGroup++;
      if (productRight && groupRight) counts.both++;
      else if (showMisses) {
        console.log(`  miss (product ${product ?? '-'}, group ${group ?? '-'}): ${post.body}`);
      }
    }
    const n = published.length;
    console.log(
      `  ${unit.padEnd(9)} ${String(n).padStart(3)} posts: both right ${pct(counts.both, n).padStart(6)}, competitive product ${pct(counts.product, n).padStart(6)} (wrong ${counts.wrongProduct}), disease group ${pct(counts.group, n).padStart(6)} (wrong ${counts.wrongGroup})`,
    );
    totals.posts += n;
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) totals[key] += counts[key];
  }
  console.log(
    `  all       ${String(totals.posts).padStart(3)} posts: both right ${pct(totals.both, totals.posts).padStart(6)}, competitive product ${pct(totals.product, totals.posts).padStart(6)} (wrong ${totals.wrongProduct}), disease group ${pct(totals.group, totals.posts).padStart(6)} (wrong ${totals.wrongGroup})`,
  );
  console.log(
    `  matching: ${((matchingMs / totals.posts) * 1000).toFixed(0)} µs a post on average (the vocabulary built once per unit)`,
  );

  // The composer allows MAX_POST_LENGTH characters and matches at each pause in typing: the
  // longest text, made of demo posts, against each unit's vocabulary and a 20 times larger one.
  let longText = '';
  for (let index = 0; longText.length < MAX_POST_LENGTH; index++) {
    longText += longTextParts[index % longTextParts.length];
  }
  longText = longText.slice(0, MAX_POST_LENGTH);
  console.log(`  a ${longText.length}-character text, the median of ${LONG_TEXT_RUNS} runs:`);
  for (const { unit, vocabulary } of longTextCases) {
    const times: number[] = [];
    for (let run = 0; run < LONG_TEXT_RUNS; run++) {
      const started = performance.now();
      suggestClassification(longText, vocabulary);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `    ${unit.padEnd(13)} ${String(vocabulary.terms.size).padStart(6)} terms: ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms`,
    );
  }
} finally {
  await database.close();
}
