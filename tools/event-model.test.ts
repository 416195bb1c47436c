import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_MODEL_PATH, eventModelFile } from './train-event-model.ts';

describe('the built-in event model', () => {
  // Six naive Bayes fits over ~6,000 notes: a few seconds alone, more beside the other suites.
  it('is what `npm run train:events` builds from the labelled notes', { timeout: 60_000 }, () => {
    // A note added or relabelled without retraining, or a model edited by hand, fails here.
    const same = fs.readFileSync(EVENT_MODEL_PATH, 'utf8') === eventModelFile();
    expect(same, 'event-model.json is not what `npm run train:events` builds: run it').toBe(true);
  });
});
