import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, retryingDeadlocks } from './database.ts';
import { DEMO_USERS } from './demo/demo-users.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { BUSINESS_UNITS } from '@kizuki/shared';
import { classificationColumns } from '../modules/posts/posts.repository.ts';
import { checkClassification } from '../modules/posts/submission-checks.ts';
import { posts, users } from './schema.ts';
import { createTestDatabase } from '../test/test-database.ts';

describe('embedded database folder', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a second opener of the same folder, and reopens after close with the data kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-db-'));
    folders.push(dataDir);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await seedDemoData(first.db);
    // The lock belongs to this process; a lock file of a live foreign process must refuse.
    fs.writeFileSync(path.join(dataDir, 'kizuki.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dataDir, 'kizuki.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'kizuki.lock'))).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const [row] = await reopened.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(row?.count).toBe(DEMO_USERS.length);
    await reopened.close();
  });
});

describe('demo data', () => {
  it('loads one user of every role in every unit, and its safety contact, once', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDemoData(database.db)).toEqual({ seeded: true });
      expect(await seedDemoData(database.db)).toEqual({ seeded: false });
      const everyone = await database.db.select().from(users);
      const contacts = everyone.filter((row) => row.isSafetyContact);
      expect(contacts.map((row) => row.email).sort()).toEqual(
        BUSINESS_UNITS.map((unit) => `safety@${unit}.example.com`).sort(),
      );
      expect(contacts.some((row) => row.isAdmin)).toBe(false);
      const rows = everyone.filter((row) => !row.isSafetyContact);
      expect(rows).toHaveLength(24);
      expect(new Set(rows.map((row) => `${row.role}@${row.unit}.example.com`))).toEqual(
        new Set(rows.map((row) => row.email)),
      );
      expect(rows.filter((row) => row.isAdmin).map((row) => row.role)).toEqual([
        'hq',
        'hq',
        'hq',
        'hq',
      ]);
      expect(rows.every((row) => row.agreedAt === null && row.organizationId !== null)).toBe(true);

      // About fifty published posts, in every unit, each classified as the API would demand.
      const content = await database.db.select().from(posts);
      const published = content.filter(
        (post) => post.kind === 'post' && post.status === 'published',
      );
      expect(published.length).toBeGreaterThanOrEqual(45);
      expect(new Set(published.map((post) => post.unit))).toEqual(new Set(BUSINESS_UNITS));
      expect(content.some((post) => post.kind === 'reply')).toBe(true);
      expect(content.some((post) => post.kind === 'quote')).toBe(true);
      expect(published.some((post) => /^[A-Z]/.test(post.body))).toBe(true);
      const authors = new Map(rows.map((row) => [row.id, row]));
      for (const post of published) {
        const author = authors.get(post.authorUserId)!;
        const record = { ...author, organizationName: null, currentTermsVersion: 1 };
        await checkClassification(database.db, record, classificationColumns(post), {
          complete: true,
        });
      }
    } finally {
      await database.close();
    }
  });
});

describe('retryingDeadlocks', () => {
  const deadlock = Object.assign(new Error('query failed'), {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  });

  it('runs a transaction PostgreSQL ended to break a deadlock again, a bounded number of times', async () => {
    let runs = 0;
    const flaky = retryingDeadlocks(async (value: number) => {
      runs += 1;
      if (runs < 3) throw deadlock;
      return value * 2;
    });
    await expect(flaky(21)).resolves.toBe(42);
    expect(runs).toBe(3);

    runs = 0;
    const stuck = retryingDeadlocks(async () => {
      runs += 1;
      throw deadlock;
    });
    await expect(stuck()).rejects.toBe(deadlock);
    expect(runs).toBe(3);
  });

  it('lets any other failure through at once', async () => {
    let runs = 0;
    const failing = retryingDeadlocks(async () => {
      runs += 1;
      throw Object.assign(new Error('unique'), { code: '23505' });
    });
    await expect(failing()).rejects.toThrow('unique');
    expect(runs).toBe(1);
  });
});
