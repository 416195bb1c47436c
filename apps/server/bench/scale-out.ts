import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK } from 'jose';
import { freePort } from '../src/test/free-port.ts';
import type { TestSigningKey } from '../src/test/test-app.ts';
import type { NudgeRunResult } from '../src/modules/approvals/approval-reminders.service.ts';
import type { RunApprovalNudges, ServerProcessConfig } from './bench-server.ts';
import { runLoad, type LoadFigures, type LoadOptions } from './load.ts';

export const NGINX = '/usr/sbin/nginx';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/** Starts one server process of the app on the database, trusting the benchmark's key. */
export async function startServerProcess(
  databaseUrl: string,
  signingKey: TestSigningKey,
  push?: ServerProcessConfig['push'],
  limits?: Pick<ServerProcessConfig, 'rateLimits' | 'redisUrl'>,
): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`a server process exited with ${code}`)));
    void Promise.all([exportJWK(signingKey.privateKey), exportJWK(signingKey.publicKey)]).then(
      ([privateJwk, publicJwk]) => {
        const config: ServerProcessConfig = {
          databaseUrl,
          privateJwk,
          publicJwk,
          push,
          ...limits,
        };
        child.send(config);
      },
    );
  });
  return { url, child };
}

async function waitForPort(port: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops the server processes (they close when disconnected) and waits until they have exited.
 */
export async function stopServerProcesses(servers: ServerProcess[]) {
  for (const server of servers) server.child.disconnect();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.child.exitCode !== null) resolve(null);
          else server.child.once('exit', resolve);
        }),
    ),
  );
}

export interface NginxOptions {
  /** Parameters of each `server` line of the upstream block (`max_fails=1 fail_timeout=5s`). */
  serverParameters?: string;
  /** More directives of the proxied location (`proxy_next_upstream ...;`). */
  locationDirectives?: string[];
}

/**
 * nginx (Debian's package) in front of the server processes, as a company would deploy them:
 * round robin over kept-alive upstream connections; everything it writes stays in `dir`.
 */
export async function startNginx(dir: string, upstreams: string[], options: NginxOptions = {}) {
  const port = await freePort();
  const parameters = options.serverParameters ? ` ${options.serverParameters}` : '';
  const servers = upstreams.map((url) => `server ${new URL(url).host}${parameters};`).join(' ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream kizuki { ${servers} keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kizuki;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Which process answered: for the scale-out test to see both at work.
      add_header X-Upstream $upstream_addr always;
      ${(options.locationDirectives ?? []).join('\n      ')}
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}`, nginx };
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** nginx in front of the upstreams, writing only into a temporary folder of its own. */
export async function startProxy(upstreams: string[], options: NginxOptions = {}): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-nginx-'));
  const { nginx, url } = await startNginx(dir, upstreams, options);
  return {
    url,
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ScaleOutRow {
  processes: number;
  timeline: LoadFigures;
  polls: LoadFigures;
}

/**
 * The same timeline and polling load through nginx over one and over two server processes on one
 * PostgreSQL: how capacity grows with processes.
 */
export async function measureScaleOut(options: {
  databaseUrl: string;
  signingKey: TestSigningKey;
  reader: string;
  pollers: string[];
  load: LoadOptions;
}): Promise<ScaleOutRow[]> {
  const rows: ScaleOutRow[] = [];
  for (const processes of [1, 2]) {
    const servers: ServerProcess[] = [];
    let proxy: Proxy | null = null;
    try {
      for (let i = 0; i < processes; i++) {
        servers.push(await startServerProcess(options.databaseUrl, options.signingKey));
      }
      proxy = await startProxy(servers.map((server) => server.url));
      const proxyUrl = proxy.url;
      const timeline = await runLoad(
        proxyUrl,
        { path: '/api/posts', headerSets: [{ authorization: options.reader }] },
        options.load,
      );
      const etags = await Promise.all(
        options.pollers.map(async (authorization) => {
          const response = await fetch(`${proxyUrl}/api/notifications`, {
            headers: { authorization },
          });
          await response.arrayBuffer();
          return response.headers.get('etag') ?? '';
        }),
      );
      const polls = await runLoad(
        proxyUrl,
        {
          path: '/api/notifications',
          headerSets: options.pollers.map((authorization, i) => ({
            authorization,
            'if-none-match': etags[i]!,
          })),
        },
        options.load,
      );
      rows.push({ processes, timeline, polls });
    } finally {
      await proxy?.stop();
      await stopServerProcesses(servers);
    }
  }
  return rows;
}

/** One run of the approval reminders in a server process, at the time given; what it sent. */
let nudgeRuns = 0;
export function runApprovalNudgesIn(server: ServerProcess, at: Date): Promise<NudgeRunResult> {
  const runId = ++nudgeRuns;
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      const { approvalNudges: sent, runId: answered } = message as {
        approvalNudges?: NudgeRunResult;
        runId?: number;
      };
      if (!sent || answered !== runId) return;
      server.child.off('message', answer);
      resolve(sent);
    };
    server.child.on('message', answer);
    const ask: RunApprovalNudges = { runApprovalNudgesAt: at.toISOString(), runId };
    server.child.send(ask);
  });
}
