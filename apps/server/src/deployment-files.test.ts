import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadEnv } from './config/env.ts';
import { createTestApp } from './test/test-app.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
function instructionsOf(dockerfile: string): { keyword: string; args: string }[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** `.dockerignore`'s patterns as the few forms used there: `**\/name` and a path from the root. */
function ignoredBy(dockerignore: string): (file: string) => boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return (file) =>
    patterns.some((pattern) => {
      if (pattern.startsWith('**/')) return file.split('/').includes(pattern.slice(3));
      return file === pattern || file.startsWith(`${pattern}/`);
    });
}

/** A systemd unit's settings, each key with every value it was given. */
function unitSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of unit.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

const SERVER_COMMAND = 'node --import tsx apps/server/src/server.ts';

describe('deployment files (issue 24)', () => {
  const instructions = instructionsOf(read('Dockerfile'));
  const runtime = instructions.slice(
    instructions.findLastIndex((instruction) => instruction.keyword === 'FROM'),
  );
  const valueIn = (stage: typeof instructions, keyword: string) =>
    stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
  const runtimeEnv = new Map(
    valueIn(runtime, 'ENV')
      .join(' ')
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );

  it('copies the production packages npm nests under a workspace, not only the root ones', () => {
    const locked = (
      JSON.parse(read('package-lock.json')) as {
        packages: Record<string, { dev?: boolean }>;
      }
    ).packages;
    const nestedUnder = new Set(
      Object.entries(locked)
        .filter(
          ([key, entry]) =>
            !entry.dev && /^(apps\/server|packages\/shared)\/node_modules\//.test(key),
        )
        .map(([key]) => key.slice(0, key.indexOf('/node_modules/'))),
    );
    const copies = valueIn(runtime, 'COPY');
    for (const workspace of nestedUnder) {
      expect(copies, workspace).toContain(
        `--from=server-dependencies /app/${workspace}/node_modules ${workspace}/node_modules`,
      );
    }
  });

  it('copies into the image only files that exist and that .dockerignore lets through', () => {
    const ignored = ignoredBy(read('.dockerignore'));
    const sources = valueIn(instructions, 'COPY')
      .filter((args) => !args.startsWith('--from='))
      .flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
      expect(ignored(source), source).toBe(false);
    }
    // What the server reads at run time besides its code: the migrations and the built web app.
    expect(valueIn(runtime, 'COPY')).toEqual(
      expect.arrayContaining([
        'apps/server/drizzle apps/server/drizzle',
        '--from=build /app/apps/web/dist apps/web/dist',
      ]),
    );
  });

  it('runs node itself as a user of its own, stopped by SIGTERM, with its data folder as a volume', () => {
    expect(JSON.parse(valueIn(runtime, 'CMD')[0]!)).toEqual(SERVER_COMMAND.split(' '));
    expect(fs.existsSync(path.join(ROOT, 'apps/server/src/server.ts'))).toBe(true);
    expect(valueIn(runtime, 'USER')).toEqual(['kizuki']);
    expect(valueIn(runtime, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(valueIn(runtime, 'EXPOSE')).toEqual([runtimeEnv.get('PORT')]);
    expect(valueIn(runtime, 'VOLUME')).toEqual([runtimeEnv.get('DATA_DIR')]);
    // docker stop sends SIGKILL after 10 s: the server's own deadline comes first.
    expect(loadEnv({}).SHUTDOWN_TIMEOUT_MS).toBeLessThan(10_000);
  });

  it('checks health at a route that answers 200 when the app is well', async () => {
    const [healthcheck] = valueIn(runtime, 'HEALTHCHECK');
    const [, route] = /127\.0\.0\.1:\$\{process\.env\.PORT\}(\/api\/[a-z]+)/.exec(healthcheck!)!;
    const test = await createTestApp({ seed: false });
    try {
      expect((await test.app.inject({ method: 'GET', url: route })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('gives the systemd unit the same command, more time than the shutdown, and real settings', () => {
    const unit = unitSettings(read('deploy/kizuki@.service'));
    const example = Object.fromEntries(
      read('deploy/kizuki.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    // Every name is a setting the server reads, and the values pass its validation.
    expect(Object.keys(example).filter((name) => !(name in EnvSchema.shape))).toEqual([]);
    const env = loadEnv(example);

    expect(unit.get('ExecStart')).toEqual([`/usr/bin/${SERVER_COMMAND}`]);
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    expect(Number(unit.get('TimeoutStopSec')![0]) * 1000).toBeGreaterThan(env.SHUTDOWN_TIMEOUT_MS);
    expect(unit.get('ReadWritePaths')).toEqual([env.DATA_DIR]);
    expect(unit.get('EnvironmentFile')).toEqual(['/etc/kizuki/kizuki.env']);
    expect(unit.get('Environment')).toEqual(['PORT=%i']);
    for (const hardening of ['NoNewPrivileges', 'PrivateTmp', 'ProtectHome']) {
      expect(unit.get(hardening), hardening).toEqual(['yes']);
    }
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
    expect(unit.get('User')).toEqual(['kizuki']);
  });
});
