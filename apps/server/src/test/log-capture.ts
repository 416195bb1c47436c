import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { BUSINESS_UNITS } from '@kizuki/shared/rules';
import { loggerOptions, type AppDependencies } from '../app.ts';
import { OBSERVATIONS } from '../db/demo/demo-posts.ts';
import { DEMO_USERS } from '../db/demo/demo-users.ts';

/** Where the server tests' app logs go: one file per worker, checked when the run ends. */
export const LOG_DIR_VARIABLE = 'KIZUKI_TEST_LOG_DIR';

/**
 * The test app's logger: with the run's log folder set (log-capture.global.ts), every level of the
 * production logger's output goes to this worker's file; TEST_LOG=1 prints it instead.
 */
export function testLogger(): AppDependencies['logger'] {
  if (process.env.TEST_LOG) return loggerOptions('debug');
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir) return false;
  const file = join(dir, `${process.pid}-${threadId}.log`);
  return {
    ...(loggerOptions('trace') as object),
    stream: { write: (line: string) => appendFileSync(file, line) },
  };
}

/** A bearer token (a JWT's three parts), a free-text parameter in a logged URL. */
const FORBIDDEN_PATTERNS: [string, RegExp][] = [
  ['a JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['a bearer token', /bearer\s+[\w.~+/-]{16,}/i],
  ['a search term in a URL', /[?&](keyword|text|email|q)=/],
];

/**
 * What a log line must not hold: each kind found, with the line's number and the start of what
 * matched (never the whole secret), or an empty list. `userEmails` are the addresses of the
 * people the tests sign in as: a log says who by users.id, never by e-mail.
 */
export function leaksIn(
  log: string,
  postTexts: readonly string[],
  userEmails: readonly string[] = [],
): string[] {
  const leaks: string[] = [];
  const emails = new Set(userEmails.map((email) => email.toLowerCase()));
  log.split('\n').forEach((line, index) => {
    for (const [kind, pattern] of FORBIDDEN_PATTERNS) {
      if (pattern.test(line)) leaks.push(`line ${index + 1}: ${kind}`);
    }
    for (const text of postTexts) {
      if (line.includes(text)) leaks.push(`line ${index + 1}: post text "${text.slice(0, 12)}…"`);
    }
    for (const [address] of line.toLowerCase().matchAll(EMAIL)) {
      if (emails.has(address)) leaks.push(`line ${index + 1}: a user's e-mail (${address[0]}…)`);
    }
  });
  return leaks;
}

/** Something shaped like an e-mail address, in a log line or a test's source. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The e-mails of the suite's users: the demo users' and every address a server test names. */
export function userEmailsOfTheSuite(sourceDir: string): string[] {
  const emails = new Set(DEMO_USERS.map((user) => user.email.toLowerCase()));
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts'))) {
    if (!file.endsWith('.test.ts') && !file.startsWith('test/')) continue;
    for (const [address] of readFileSync(join(sourceDir, file), 'utf8').matchAll(EMAIL)) {
      emails.add(address.toLowerCase());
    }
  }
  return [...emails];
}

/** Literal texts the tests write as a post, reply, question, reason, safety case, report or screen. */
const WRITTEN_TEXT =
  /\b(?:body|question|reason|text|whatHappened|product|comment|passage)\s*:\s*(['"])((?:(?!\1)[^\\\n$]){12,})\1/g;

/**
 * The post texts the suite has in its database: the demo posts (without their place and
 * product placeholders) and the literal texts of every server test file.
 */
export function postTextsOfTheSuite(sourceDir: string): string[] {
  const texts = new Set<string>();
  for (const unit of BUSINESS_UNITS) {
    for (const observation of OBSERVATIONS[unit]) {
      for (const part of observation.split(/\{\w+\}/)) {
        if (part.trim().length >= 12) texts.add(part.trim());
      }
    }
  }
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.test.ts'))) {
    for (const match of readFileSync(join(sourceDir, file), 'utf8').matchAll(WRITTEN_TEXT)) {
      texts.add(match[2]!);
    }
  }
  return [...texts];
}
