import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's owner table kept true (issue 42): every file it names exists, every
 * function, constant or type it names is in the file named with it ("`a` / `b` in `file.ts`") or,
 * named alone, somewhere in the product, and where a table has one writer, nothing else writes
 * it. A rename or a move that leaves the table behind fails here, not in a newcomer's hands.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = 'docs/architecture.md';
const SECTION = '## One owner for each rule';
/** Where a path in the table is looked for, in this order, when it is not from the root. */
const BASES = [
  '',
  'apps/server/src/',
  'apps/server/src/modules/',
  'apps/server/src/admin/',
  'apps/server/',
  'apps/web/src/',
  'apps/web/src/app/',
  'apps/web/',
  'packages/shared/src/',
];
const SEARCHED = ['apps/server/src', 'apps/server/drizzle', 'apps/web/src', 'packages/shared/src'];
/** The shared package's entry points re-export its files: a name in one is in the package. */
const PACKAGE_ENTRIES: Record<string, string> = {
  '@kizuki/shared': 'packages/shared/src/',
  '@kizuki/shared/rules': 'packages/shared/src/',
};

/**
 * Tables with one writer: their inserts appear only in the owner (a file, or a folder). Tasks are
 * given by assignTasks alone, which chooses their notice (issue 42). The demo's seed
 * writes its fixed history (tasks waiting for hours, as a submission would have left them)
 * itself, and is named; tests are not product code.
 */
const ONLY_WRITERS = [
  {
    table: 'tasks',
    owner: 'apps/server/src/modules/tasks/assign-tasks.ts',
    inserts: [/\.insert\(tasks\)/, /insert\s+into\s+"?tasks"?\b/i],
    named: { 'apps/server/src/db/demo/demo-work.ts': 'the demo’s waiting approval and inquiry' },
  },
];

function filesUnder(directory: string, withTests = false): string[] {
  const absolute = path.join(ROOT, directory);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        entry.name === 'node_modules' || (!withTests && ['test', 'e2e'].includes(entry.name));
      return skipped ? [] : filesUnder(relative, withTests);
    }
    const isTest = /\.test\.tsx?$/.test(entry.name);
    return /\.(tsx?|sql)$/.test(entry.name) && (withTests || !isTest) ? [relative] : [];
  });
}
/** The root's configuration that owns rules of its own (the dependency rules). */
const ROOT_FILES = ['.dependency-cruiser.cjs'];
const productFiles = [...SEARCHED.flatMap((directory) => filesUnder(directory)), ...ROOT_FILES];
/** The table names a test where the test is the rule's check: a bare name may be one. */
const everyFile = [...SEARCHED, 'tools'].flatMap((directory) => filesUnder(directory, true));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const productText = new Map(productFiles.map((file) => [file, read(file)]));

/** The owner cells of the table's rows (product code: tests and their helpers are not). */
function ownerCells(): string[] {
  const text = read(DOC);
  const start = text.indexOf(SECTION);
  const rest = text.slice(start + SECTION.length);
  const section = rest.slice(0, rest.search(/\n#{2,3} /));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| rule |'))
    .map((line) => line.split(' | ').slice(1).join(' | '));
}

/** The files a path of the table names: from the root, a base, or (a bare name) anywhere. */
function resolvePath(name: string): string[] {
  const entry = PACKAGE_ENTRIES[name];
  if (entry) return productFiles.filter((file) => file.startsWith(entry));
  const trimmed = name.replace(/\/$/, '');
  const found = BASES.map((base) => base + trimmed).filter((file) =>
    fs.existsSync(path.join(ROOT, file)),
  );
  if (found.length > 0 || trimmed.includes('/')) return found.slice(0, 1);
  return everyFile.filter((file) => path.posix.basename(file) === trimmed);
}

const isPath = (token: string) =>
  /\.(tsx?|cjs|sql|jsonc?)$/.test(token) || token.endsWith('/') || token in PACKAGE_ENTRIES;
/** `name`, `name(args)` or `object.name`: the name; anything else (routes, commands) is not one. */
function identifierOf(token: string): string | null {
  const name = token
    .replace(/\(.*\)$/, '')
    .split('.')
    .at(-1)!;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : null;
}

interface Claim {
  name: string;
  /** The file it is said to be in; null when named alone. */
  file: string | null;
}

/**
 * What a cell claims: each path, and each name with the file it is "in". Names joined by "/",
 * "," or "and" before "in `file`" are all in that file; a name followed by anything else stands
 * alone.
 */
function claimsOf(cell: string): { paths: string[]; claims: Claim[] } {
  const paths: string[] = [];
  const claims: Claim[] = [];
  let pending: string[] = [];
  const tokens = [...cell.matchAll(/`([^`]+)`/g)];
  tokens.forEach((match, index) => {
    const token = match[1]!;
    const before = cell.slice(
      index === 0 ? 0 : tokens[index - 1]!.index + tokens[index - 1]![0].length,
      match.index,
    );
    if (isPath(token)) {
      paths.push(token);
      const inFile = /^\s*in\s*$/.test(before) || /^\s*in the same file/.test(before);
      for (const name of pending) claims.push({ name, file: inFile ? token : null });
      pending = [];
      return;
    }
    if (!/^\s*(\/|,|and|or)?\s*$/.test(before)) {
      for (const name of pending) claims.push({ name, file: null });
      pending = [];
    }
    const name = identifierOf(token);
    if (name) pending.push(name);
  });
  for (const name of pending) claims.push({ name, file: null });
  return { paths, claims };
}

describe(`${DOC}: the owner table names what is there`, () => {
  const cells = ownerCells();
  const parsed = cells.map(claimsOf);

  it('reads the table (the parse itself works)', () => {
    expect(cells.length).toBeGreaterThan(30);
    const all = parsed.flatMap((cell) => cell.claims);
    expect(all).toContainEqual({
      name: 'prepareSubmission',
      file: 'modules/posts/submission.service.ts',
    });
    expect(all.filter((claim) => claim.file !== null).length).toBeGreaterThan(30);
  });

  it('names files that exist', () => {
    const missing = parsed
      .flatMap((cell) => cell.paths)
      .filter((name) => resolvePath(name).length === 0);
    expect(missing).toEqual([]);
  });

  it('names each owner in the file it says, or somewhere in the product when named alone', () => {
    const word = (name: string) => new RegExp(`\\b${name}\\b`);
    const misplaced = parsed
      .flatMap((cell) => cell.claims)
      .filter(({ name, file }) => {
        const files = file === null ? [...productText.keys()] : resolvePath(file);
        return !files.some((one) => word(name).test(productText.get(one) ?? read(one)));
      })
      .map(({ name, file }) => (file ? `${name} in ${file}` : name));
    expect(misplaced).toEqual([]);
  });
});

describe(`${DOC}: every file it names exists`, () => {
  // Beyond the owner table: the module descriptions name files too, and a move leaves them behind.
  const named = [...read(DOC).matchAll(/`([^`\s]+\/[^`\s]+\.tsx?)`/g)].map((match) => match[1]!);

  it('names files with their folders, each there', () => {
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => resolvePath(name).length === 0)).toEqual([]);
  });
});

describe('tables with one writer', () => {
  for (const { table, owner, inserts, named } of ONLY_WRITERS) {
    it(`inserts into ${table} only under ${owner}`, () => {
      const writers = [...productText]
        .filter(([, text]) => inserts.some((insert) => insert.test(text)))
        .map(([file]) => file);
      expect(writers.some((file) => file.startsWith(owner))).toBe(true);
      expect(writers.filter((file) => !file.startsWith(owner) && !(file in named))).toEqual([]);
    });
  }
});
