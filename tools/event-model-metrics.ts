/**
 * How the event classifier does on notes it never learnt from: `npm run screen:metrics:events`.
 * Each labelled set in turn is left out, a model is trained on all the others (as
 * `npm run train:events` trains the built-in one on all of them), and the set is screened with the
 * rules alone and with the rules and that model. The built-in model cannot be judged on the sets
 * it learnt from; this is the figure docs/compliance.md reports beside the fresh sets'.
 */
import { NOTE_SOURCES, notesOf } from '../packages/shared/src/compliance/corpus/training-notes.ts';
import type { EventModel } from '../packages/shared/src/compliance/event-classifier.ts';
import { trainEventModel } from '../packages/shared/src/compliance/event-training.ts';
import { preScreen } from '../packages/shared/src/compliance/pre-screen.ts';

interface Counts {
  events: number;
  eventsFound: number;
  names: number;
  namesFound: number;
  clean: number;
  cleanFlagged: number;
}

function count(
  notes: ReturnType<typeof notesOf>,
  source: (typeof NOTE_SOURCES)[number],
  events?: EventModel,
): Counts {
  const entries = source.rows === 'corpus' ? [] : source.rows;
  const counts: Counts = {
    events: 0,
    eventsFound: 0,
    names: 0,
    namesFound: 0,
    clean: 0,
    cleanFlagged: 0,
  };
  notes.forEach((note, i) => {
    const types = new Set(
      preScreen(note.text, 'post', undefined, 'ja', { events }).map((f) => f.type),
    );
    const name = entries[i]?.[1].includes('id') ?? false;
    if (note.event) {
      counts.events++;
      if (types.has('adverseEvent')) counts.eventsFound++;
    }
    if (name) {
      counts.names++;
      if (types.has('identifier')) counts.namesFound++;
    }
    if (note.clean) {
      counts.clean++;
      if (types.size > 0) counts.cleanFlagged++;
    }
  });
  return counts;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(6);
const line = (c: Counts) =>
  `AE recall ${pct(c.eventsFound, c.events)}  ID recall ${pct(c.namesFound, c.names)}  clean flagged ${pct(c.cleanFlagged, c.clean)}`;
const add = (a: Counts, b: Counts) =>
  Object.fromEntries(
    Object.entries(a).map(([k, v]) => [k, v + b[k as keyof Counts]]),
  ) as unknown as Counts;

const only = process.argv.slice(2);
let rulesTotal: Counts | undefined;
let bothTotal: Counts | undefined;
for (const source of NOTE_SOURCES) {
  // The corpus is what the rules were written against and the rest is too small to judge by.
  if (source.rows === 'corpus' || source.name === 'unseen') continue;
  if (only.length > 0 && !only.includes(source.name)) continue;
  const model = trainEventModel(NOTE_SOURCES.filter((other) => other !== source).flatMap(notesOf));
  const notes = notesOf(source);
  const rules = count(notes, source);
  const both = count(notes, source, model);
  console.log(
    `${source.name}\n  rules            ${line(rules)}\n  rules + model    ${line(both)}`,
  );
  rulesTotal = rulesTotal ? add(rulesTotal, rules) : rules;
  bothTotal = bothTotal ? add(bothTotal, both) : both;
}
if (rulesTotal && bothTotal) {
  console.log(`all\n  rules            ${line(rulesTotal)}\n  rules + model    ${line(bothTotal)}`);
}
