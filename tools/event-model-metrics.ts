/**
 * How the event classifier does on notes it never learnt from: `npm run screen:metrics:events`.
 * Each labelled set in turn is left out, a model is trained on all the others (as
 * `npm run train:events` trains the built-in one on all of them), and the set is screened with the
 * rules alone and with the rules and that model (screenMetrics, as `npm run screen:metrics`). The
 * built-in model cannot be judged on the sets it learnt from; this is the figure
 * docs/compliance.md reports beside the fresh sets'.
 */
import {
  screenMetrics,
  type ScreenMetrics,
} from '../packages/shared/src/compliance/corpus-metrics.ts';
import { NOTE_SOURCES, notesOf } from '../packages/shared/src/compliance/corpus/training-notes.ts';
import { toEntries } from '../packages/shared/src/compliance/corpus/types.ts';
import { trainEventModel } from '../packages/shared/src/compliance/event-training.ts';
import { DEFAULT_SCREEN_RULES } from '../packages/shared/src/compliance/pre-screen.ts';

/** What a line reports, summed over sets for the total. */
interface Counts {
  events: [found: number, missed: number];
  names: [found: number, missed: number];
  clean: [flagged: number, all: number];
}

const countsOf = (m: ScreenMetrics): Counts => ({
  events: [m.byType.adverseEvent.truePositives, m.byType.adverseEvent.falseNegatives],
  names: [m.byType.identifier.truePositives, m.byType.identifier.falseNegatives],
  clean: [m.cleanFlagged, m.cleanSentences],
});
const add = (a: Counts, b: Counts): Counts => ({
  events: [a.events[0] + b.events[0], a.events[1] + b.events[1]],
  names: [a.names[0] + b.names[0], a.names[1] + b.names[1]],
  clean: [a.clean[0] + b.clean[0], a.clean[1] + b.clean[1]],
});
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(6);
const line = ({ events, names, clean }: Counts) =>
  `AE recall ${pct(events[0], events[0] + events[1])}  ID recall ${pct(names[0], names[0] + names[1])}  clean flagged ${pct(clean[0], clean[1])}`;

const only = process.argv.slice(2);
let rulesTotal: Counts | undefined;
let bothTotal: Counts | undefined;
for (const source of NOTE_SOURCES) {
  // The corpus is what the rules were written against and the rest is too small to judge by.
  if (source.rows === 'corpus' || source.name === 'unseen') continue;
  if (only.length > 0 && !only.includes(source.name)) continue;
  const model = trainEventModel(NOTE_SOURCES.filter((other) => other !== source).flatMap(notesOf));
  const entries = toEntries(source.rows);
  const rules = countsOf(screenMetrics(entries));
  const both = countsOf(screenMetrics(entries, DEFAULT_SCREEN_RULES, { events: model }));
  console.log(
    `${source.name}\n  rules            ${line(rules)}\n  rules + model    ${line(both)}`,
  );
  rulesTotal = rulesTotal ? add(rulesTotal, rules) : rules;
  bothTotal = bothTotal ? add(bothTotal, both) : both;
}
if (rulesTotal && bothTotal) {
  console.log(`all\n  rules            ${line(rulesTotal)}\n  rules + model    ${line(bothTotal)}`);
}
