/**
 * The date check (issue 38): the whole test suite (shared, server, web and browser tests, as
 * `npm run test:all` runs them) with the machine's clock set to dates where date arithmetic
 * breaks, one run per date. A test that passes today and fails on one of them is a defect: a
 * real-clock value beside a fixed one, a hard-coded year, "tomorrow" computed in UTC.
 *
 *   npm run test:dates                                  every date, every test
 *   npm run test:dates -- --spread                      every date, a quarter of the tests each
 *   npm run test:dates -- --date 2028-02-28T15:30:00Z   one instant of one's own
 *   npm run test:dates -- --only leap-day -- --project server   one date, vitest's own arguments
 *
 * `--spread` is CI's form (docs/decisions.md, "Tooling"): the whole suite four times does not fit
 * in a CI run beside everything else, so each date runs one of four shards of the files (vitest's
 * --shard, by a hash of the path), and which shard meets which date moves on by one every day: in
 * any run every date is tried, and in four consecutive days every file meets every date.
 *
 * The clock is libfaketime (Debian's `faketime` package), preloaded into every process the run
 * starts: Node and its PGlite, the workers, and Chromium. It starts at the date and moves on in real
 * time, so timers and waits behave as always. The tests run on the embedded PGlite (in the test
 * processes, on their clock): a PostgreSQL server keeps the real time and would disagree with it.
 * Where the library is not installed and there is no root, `apt-get download` fetches the package
 * into node_modules/.cache without installing anything.
 *
 * The dates (docs/decisions.md, "Tooling"), all after today so that the check stays meaningful on
 * whatever day it runs:
 *   month-end   the last day of this month in Tokyo, at 00:30 Tokyo (15:30 UTC the day before):
 *               Tokyo's "tomorrow" is in the next month while UTC's is still the month's end;
 *   year-end    the next 31 December in Tokyo, at 00:30 Tokyo (30 December in UTC);
 *   leap-day    the next 29 February in Tokyo, at 00:30 Tokyo (28 February in UTC);
 *   year-ahead  this instant a year (365 days) ahead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Tokyo is UTC+9 all year (no daylight saving time). */
const TOKYO_OFFSET_MS = 9 * HOUR_MS;

export interface CheckDate {
  name: string;
  at: Date;
}

/** The instant of 00:30 Tokyo time on a Tokyo calendar day. */
function tokyoHalfPastMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day, 0, 30) - TOKYO_OFFSET_MS);
}

/** The dates the check tries, counted from `now`: each is after it. */
export function checkDates(now: Date): CheckDate[] {
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const year = tokyo.getUTCFullYear();
  const month = tokyo.getUTCMonth();
  const after = (candidates: Date[]) => candidates.find((at) => at > now)!;
  const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const monthEnd = after(
    [0, 1].map((ahead) =>
      tokyoHalfPastMidnight(year, month + ahead, lastDayOf(year, month + ahead)),
    ),
  );
  const yearEnd = after([0, 1].map((ahead) => tokyoHalfPastMidnight(year + ahead, 11, 31)));
  const leapYears = Array.from({ length: 9 }, (_, ahead) => year + ahead).filter(
    (y) => lastDayOf(y, 1) === 29,
  );
  const leapDay = after(leapYears.map((y) => tokyoHalfPastMidnight(y, 1, 29)));
  return [
    { name: 'month-end', at: monthEnd },
    { name: 'year-end', at: yearEnd },
    { name: 'leap-day', at: leapDay },
    { name: 'year-ahead', at: new Date(now.getTime() + 365 * DAY_MS) },
  ];
}

/**
 * libfaketime's relative form, "+N" seconds from the real time: every process the run starts (the
 * workers, Chromium, a server a test forks) reads the same offset and so the same clock. The
 * absolute form ("@2028-02-28 …") starts each new process at that instant again.
 */
export function faketimeOffset(at: Date, realNow: Date): string {
  const seconds = Math.round((at.getTime() - realNow.getTime()) / 1000);
  return seconds >= 0 ? `+${seconds}` : `${seconds}`;
}

const LIBRARY = 'libfaketimeMT.so.1';

/** The multithreaded libfaketime: the system's, or one unpacked from Debian's package. */
function findLibfaketime(): string {
  const multiarch = fs.readdirSync('/usr/lib').map((dir) => path.join('/usr/lib', dir));
  for (const dir of ['/usr/lib', ...multiarch]) {
    const candidate = path.join(dir, 'faketime', LIBRARY);
    if (fs.existsSync(candidate)) return candidate;
  }
  const cache = path.join(ROOT, 'node_modules/.cache/kizuki-faketime');
  const unpacked = () =>
    fs
      .readdirSync(path.join(cache, 'root/usr/lib'), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(cache, 'root/usr/lib', file))
      .find((file) => file.endsWith(`faketime/${LIBRARY}`));
  if (fs.existsSync(path.join(cache, 'root'))) {
    const found = unpacked();
    if (found) return found;
  }
  fs.mkdirSync(cache, { recursive: true });
  const download = spawnSync('apt-get', ['download', 'libfaketime'], {
    cwd: cache,
    stdio: 'inherit',
  });
  const deb = fs.readdirSync(cache).find((file) => file.endsWith('.deb'));
  if (download.status !== 0 || !deb) {
    throw new Error(
      'libfaketime is missing: install it (apt-get install faketime), or let `apt-get download libfaketime` reach Debian',
    );
  }
  const extract = spawnSync('dpkg-deb', ['-x', deb, 'root'], { cwd: cache, stdio: 'inherit' });
  const found = extract.status === 0 ? unpacked() : undefined;
  if (!found) throw new Error(`could not unpack ${deb} in ${cache}`);
  return found;
}

/**
 * With `--spread`, the shard (1-based, of `dates`) that the date at `index` runs on the day of
 * `today`: one more every day, so that over as many days as there are dates, each shard meets each.
 */
export function shardOn(today: Date, index: number, dates: number): number {
  const day = Math.floor((today.getTime() + TOKYO_OFFSET_MS) / DAY_MS);
  return ((index + day) % dates) + 1;
}

/** The environment of a run whose every process sees the clock at `at` now, moving on from there. */
export function fakedClockEnvironment(
  library: string,
  at: Date,
  realNow = new Date(),
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(':'),
    FAKETIME: faketimeOffset(at, realNow),
    // Only the calendar moves: timers, timeouts and Chromium's own scheduling keep the real
    // monotonic clock (Chromium's processes hang at start without the second setting).
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    DONT_FAKE_MONOTONIC: '1',
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
  };
  // A PostgreSQL server would keep the real time: the run uses the embedded PGlite.
  delete env.DATABASE_URL;
  return env;
}

/** Refuses to go on when the preload did not move Node's clock (a run on today's date would pass). */
function assertClockIsSet(env: NodeJS.ProcessEnv, at: Date) {
  const probe = spawnSync(process.execPath, ['-p', 'Date.now()'], { env, encoding: 'utf8' });
  const seen = Number(probe.stdout.trim());
  if (!(Math.abs(seen - at.getTime()) < HOUR_MS)) {
    throw new Error(
      `libfaketime did not set the clock to ${at.toISOString()} (a child process saw ${probe.stdout.trim() || probe.stderr.trim()})`,
    );
  }
}

function parseArguments(argv: string[]) {
  const separator = argv.indexOf('--');
  const own = separator === -1 ? argv : argv.slice(0, separator);
  const vitestArguments = separator === -1 ? [] : argv.slice(separator + 1);
  const withValue = ['--date', '--only', '--report-dir'];
  for (let index = 0; index < own.length; index += 1) {
    const name = own[index]!;
    if (withValue.includes(name) && own[index + 1] !== undefined) index += 1;
    else if (name !== '--spread') {
      throw new Error(
        `test:dates: unknown option ${name} (--date, --only, --report-dir, --spread; vitest's after --)`,
      );
    }
  }
  const option = (name: string) => {
    const index = own.indexOf(name);
    return index === -1 ? undefined : own[index + 1];
  };
  return {
    date: option('--date'),
    only: option('--only')?.split(','),
    reportDir: option('--report-dir'),
    spread: own.includes('--spread'),
    vitestArguments,
  };
}

function main() {
  const options = parseArguments(process.argv.slice(2));
  let dates = options.date
    ? [{ name: options.date, at: new Date(options.date) }]
    : checkDates(new Date());
  if (dates.some((date) => Number.isNaN(date.at.getTime()))) {
    throw new Error(`--date ${options.date} is not an instant (e.g. 2028-02-28T15:30:00Z)`);
  }
  if (options.only) dates = dates.filter((date) => options.only!.includes(date.name));
  if (dates.length === 0) throw new Error(`--only ${options.only?.join(',')}: no such date`);
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('the web app is not built: run `npm run build` before the date check');
  }
  const library = findLibfaketime();
  const projects = options.vitestArguments.some((argument) => argument.startsWith('--project'))
    ? []
    : [
        '--project',
        'tools',
        '--project',
        'shared',
        '--project',
        'server',
        '--project',
        'web',
        '--project',
        'e2e',
      ];
  const outcomes: string[] = [];
  // Once for the run: a run that crosses Tokyo's midnight must not give two dates one shard.
  const today = new Date();
  for (const [index, date] of dates.entries()) {
    const shard = options.spread
      ? [`--shard=${shardOn(today, index, dates.length)}/${dates.length}`]
      : [];
    console.log(
      `\n== the tests${shard.length > 0 ? ` of ${shard[0]!.slice(8)}` : ''} with the clock at ${date.at.toISOString()} (${date.name})`,
    );
    const env = fakedClockEnvironment(library, date.at);
    assertClockIsSet(env, date.at);
    if (options.reportDir) {
      fs.mkdirSync(options.reportDir, { recursive: true });
      env.VITEST_JSON_REPORT = path.resolve(options.reportDir, `dates-${date.name}.json`);
    }
    const run = spawnSync(
      'npx',
      ['vitest', 'run', ...projects, ...shard, ...options.vitestArguments],
      {
        cwd: ROOT,
        env,
        stdio: 'inherit',
      },
    );
    outcomes.push(
      `${date.name} (${date.at.toISOString()}): ${run.status === 0 ? 'passed' : 'FAILED'}`,
    );
  }
  console.log(`\nThe date check:\n  ${outcomes.join('\n  ')}`);
  process.exitCode = outcomes.every((outcome) => outcome.endsWith('passed')) ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
