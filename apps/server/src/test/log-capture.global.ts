import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  leaksIn,
  LOG_DIR_VARIABLE,
  postTextsOfTheSuite,
  userEmailsOfTheSuite,
} from './log-capture.ts';

/**
 * vitest globalSetup of the server project: the test apps of every worker log at every level into
 * a folder of this run (test-app.ts, testLogger); when the run ends, the whole log is checked for
 * bearer tokens, search terms in URLs, post texts and the e-mails of the users the tests sign in
 * as. A leak fails the run (exit code 1) and names
 * the file and line, not the secret.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'kizuki-test-log-'));
  process.env[LOG_DIR_VARIABLE] = dir;
  return () => {
    const sourceDir = fileURLToPath(new URL('..', import.meta.url));
    const texts = postTextsOfTheSuite(sourceDir);
    const emails = userEmailsOfTheSuite(sourceDir);
    let lines = 0;
    const leaks: string[] = [];
    const files = readdirSync(dir);
    for (const file of files) {
      const log = readFileSync(join(dir, file), 'utf8');
      lines += log.split('\n').length - 1;
      leaks.push(...leaksIn(log, texts, emails).map((leak) => `${file} ${leak}`));
    }
    rmSync(dir, { recursive: true, force: true });
    if (leaks.length > 0) {
      console.error(`the server tests' log leaks:\n${leaks.slice(0, 50).join('\n')}`);
      // A throw here is only printed; the exit code is what CI sees.
      process.exitCode = 1;
    } else {
      console.info(
        `captured log: ${lines} lines from ${files.length} workers' apps; no token, search term, post text or user's e-mail (${texts.length} texts, ${emails.length} e-mails checked)`,
      );
    }
  };
}
