import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/test/free-port.ts';

export interface OwnPostgres {
  url: string;
  /** `immediate` is a crash as the server sees it: connections cut, recovery at the next start. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL instance of the test's own (initdb in a temporary folder, its own port and socket
 * folder), so that stopping it disturbs nothing else on the machine. PostgreSQL refuses to run as
 * root: as root, its programs run as the `postgres` user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bindir = execFileSync('pg_config', ['--bindir']).toString().trim();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-own-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(folder, uid, gid);
  }
  const invocation = (program: string, args: string[]): [string, string[]] => {
    const command = path.join(bindir, program);
    return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  };
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = invocation(program, args);
    execFileSync(command, commandArgs, { stdio: 'pipe', cwd: folder });
  };
  // Stop and start run without blocking the event loop: the server under test is in this process.
  const runAsync = async (program: string, args: string[]) => {
    const [command, commandArgs] = invocation(program, args);
    await execFileAsync(command, commandArgs, { cwd: folder });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c max_connections=60`;
  const startArgs = ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w'];
  run('pg_ctl', [...startArgs, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => runAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    start: () => runAsync('pg_ctl', [...startArgs, 'start']),
    destroy() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
