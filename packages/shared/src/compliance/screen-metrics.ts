/**
 * Prints the pre-screen's precision and recall per type on the labelled corpus and the share of
 * clean sentences flagged: `npm run screen:metrics` (add --misses to list the disagreements).
 * Exits 1 when a target of issue 19 is missed.
 */
import { SCREEN_TARGETS, screenMetrics } from './corpus-metrics.ts';
import { toEntries } from './corpus/types.ts';
import { UNSEEN } from './corpus/unseen.ts';
import { DEFAULT_SCREEN_RULES } from './pre-screen.ts';

// packages/shared compiles without Node's types (it runs in the browser too): the two globals this
// script needs, typed here rather than widening the whole package to Node.
const { console, process } = globalThis as unknown as {
  console: { log: (line: string) => void };
  process: { argv: string[]; exitCode?: number };
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const m = screenMetrics();
console.log(
  `pre-screen rules v${DEFAULT_SCREEN_RULES.version}, corpus of ${m.sentences} sentences`,
);
for (const [type, t] of Object.entries(m.byType)) {
  console.log(
    `${type.padEnd(13)} precision ${pct(t.precision)}  recall ${pct(t.recall)}  (tp ${t.truePositives}, fp ${t.falsePositives}, fn ${t.falseNegatives})`,
  );
}
console.log(
  `clean sentences flagged: ${m.cleanFlagged}/${m.cleanSentences} = ${pct(m.cleanFlaggedShare)}`,
);
if (process.argv.includes('--misses')) {
  for (const x of m.misses)
    console.log(`  expected [${x.expected.join(',')}] got [${x.got.join(',')}]: ${x.text}`);
}
// The unseen sentences were written after the rules and are not tuned against: the honest
// estimate of how the rules do on new text (the targets are checked on the main corpus).
const u = screenMetrics(toEntries(UNSEEN));
console.log(`unseen set (${u.sentences} sentences, not tuned against):`);
for (const [type, t] of Object.entries(u.byType)) {
  console.log(`  ${type.padEnd(13)} precision ${pct(t.precision)}  recall ${pct(t.recall)}`);
}
console.log(
  `  clean sentences flagged: ${u.cleanFlagged}/${u.cleanSentences} = ${pct(u.cleanFlaggedShare)}`,
);
const met =
  m.byType.adverseEvent.recall >= SCREEN_TARGETS.adverseEventRecall &&
  m.byType.identifier.recall >= SCREEN_TARGETS.identifierRecall &&
  m.cleanFlaggedShare <= SCREEN_TARGETS.cleanFlaggedMax;
console.log(met ? 'targets met' : 'targets NOT met');
process.exitCode = met ? 0 : 1;
