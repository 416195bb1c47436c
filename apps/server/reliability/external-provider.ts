import { fork, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'jose';
import type {
  StandInProviderConfig,
  StandInProviderCounts,
  StandInProviderMessage,
} from './stand-in-provider.ts';

/** The stand-in identity provider (stand-in-provider.ts) in its own process. */
export interface ProviderProcess {
  issuer: string;
  publish(keys: JWK[]): void;
  counts(): Promise<StandInProviderCounts['requests']>;
  /** An outage: the process is killed, nothing answers at its port. */
  kill(): Promise<void>;
}

export async function startProviderProcess(port: number, publish: JWK[]): Promise<ProviderProcess> {
  const child = fork(fileURLToPath(new URL('./stand-in-provider.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the provider process exited with ${code}`)));
    child.send({ port, publish } satisfies StandInProviderConfig);
  });
  const send = (message: StandInProviderMessage) => child.send(message);
  return {
    issuer: `http://127.0.0.1:${port}`,
    publish: (keys) => send({ publish: keys }),
    counts: () =>
      new Promise((resolve) => {
        child.once('message', (answer) => resolve((answer as StandInProviderCounts).requests));
        send({ countRequests: true });
      }),
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * A provider that is down but whose port still takes connections, cutting each at once: the
 * server's fetches fail as in an outage, and the connection attempts can be counted.
 */
export async function countConnectionsAt(port: number) {
  let attempts = 0;
  const listener = net.createServer((socket) => {
    attempts++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
  return {
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

/** `npm start`'s server (src/server.ts) in its own process with the given settings; its log kept. */
export interface ServerWithSettings {
  url: string;
  log: string[];
  stop(): Promise<void>;
}

export async function startServerWithSettings(
  env: Record<string, string>,
): Promise<ServerWithSettings> {
  // The caller chooses the database: the test run's DATABASE_URL (CI sets one for the reliability
  // tests) would otherwise send a server meant for DATA_DIR's PGlite to another database.
  const { DATABASE_URL: _runDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))],
    { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: string[] = [];
  let pending = '';
  const keep = (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    log.push(...lines);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log.join('\n')}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
