import { spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.ts';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/**
 * A Redis of the test's own on a free port, keeping nothing on disk, so that its keys and its
 * stopping disturb nothing else on the machine (the system's Redis on 6379 is shared).
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // A machine without redis-server: say so, rather than crash the test process on the event.
  const start: { failure?: Error } = {};
  server.once('error', (error) => {
    start.failure = new Error(
      `redis-server could not start (apt-get install redis-server): ${error.message}`,
    );
  });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (start.failure) throw start.failure;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
