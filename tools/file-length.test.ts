import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape guard of issue 42: no product file over 300 lines, so that a file stays one thing a
 * reader holds in their head. Data tables are excepted by name, each for its reason; tests are
 * not product code. A file that grows past the limit is split along its seams, not added here.
 */
const MAX_LINES = 300;
const ROOT = path.resolve(import.meta.dirname, '..');
const PRODUCT_DIRECTORIES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const DATA_TABLES: Record<string, string> = {
  'apps/web/src/lib/i18n/en-screens.ts': 'the English strings of the screens',
  'apps/web/src/lib/i18n/ja-screens.ts': 'the Japanese strings of the screens',
  'apps/web/src/lib/i18n/ja-admin-screens.ts': 'the Japanese strings of the admin screens',
  'apps/server/src/db/demo/demo-observations.ts': 'the demo posts’ texts',
  'packages/shared/src/compliance/corpus/market-notes.ts': 'a labelled corpus of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-hurried.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-serious.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-visits.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-specialty.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-bedside.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-tricky.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-chat.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-serious-hurried.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-unit-week.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-regional.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-hardest.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-evening.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-threads.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-voice.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-trainer.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-month.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-home-care.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-pharmacist-desk.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-families.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-injections.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-skin-bones.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-hearts-kidneys.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-lungs-guts.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-mothers-children.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-cancer-pain.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-rural-home.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-er-icu.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-diabetes-thyroid.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-hq-answers.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-vaccines.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-rare-biologics.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-urology-ageing.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-gastro-liver.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-respiratory.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-weekly.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-formulary.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-mind-sleep.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-seminars.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-drugstore.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-workplace.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-team-chat.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-rheum-ortho.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-night-duty.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-islands.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-oncology-outpatient.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-ward-handover.ts':
    'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-skin-clinics.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-minds.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-spring.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-eyes-ears.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-counter.ts': 'a labelled set of the pre-screen',
  'packages/shared/src/compliance/corpus/fresh-ordinary-week.ts':
    'a labelled set of the pre-screen',
};

function productFiles(directory: string): string[] {
  return fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productFiles(relative);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource ? [relative] : [];
  });
}

const lineCount = (file: string) =>
  fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe(`product files are at most ${MAX_LINES} lines`, () => {
  const files = PRODUCT_DIRECTORIES.flatMap(productFiles);

  it('finds the product files (the walk itself works)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('apps/server/src/app.ts');
  });

  it('has none over the limit but the data tables named', () => {
    const over = files
      .filter((file) => !(file in DATA_TABLES))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });

  it('names only data tables that exist (a renamed table is not excepted by accident)', () => {
    expect(Object.keys(DATA_TABLES).filter((file) => !files.includes(file))).toEqual([]);
  });
});
