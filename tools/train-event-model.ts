/**
 * Builds the pre-screen's event model from every labelled note in the repository and writes it to
 * packages/shared/src/compliance/event-model.json: `npm run train:events`. Deterministic, so the
 * committed model is what this script gives (event-model.test.ts rebuilds it and compares). Run it
 * after adding or relabelling notes, and say in the commit what the model's figures became.
 */
import fs from 'node:fs';
import path from 'node:path';
import { trainingNotes } from '../packages/shared/src/compliance/corpus/training-notes.ts';
import { trainEventModel } from '../packages/shared/src/compliance/event-training.ts';

export const EVENT_MODEL_PATH = path.resolve(
  import.meta.dirname,
  '../packages/shared/src/compliance/event-model.json',
);

/** The model as its file holds it: one JSON document, n-grams and weights one pair per line. */
export function eventModelFile(): string {
  const { table, ...rest } = trainEventModel(trainingNotes());
  const pairs = table.map(([gram, weight]) => `    [${JSON.stringify(gram)}, ${weight}]`);
  const head = JSON.stringify(rest, null, 2).slice(0, -2);
  return `${head},\n  "table": [\n${pairs.join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] === import.meta.filename) {
  const file = eventModelFile();
  fs.writeFileSync(EVENT_MODEL_PATH, file);
  const model = JSON.parse(file) as { training: object; table: unknown[] };
  console.log(`wrote ${EVENT_MODEL_PATH}: ${model.table.length} n-grams`, model.training);
}
