import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { runCommand, withConfiguredDatabase } from '../../admin/run-command.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { posts } from '../schema.ts';
import { seedScalePosts } from './scale-posts.ts';

const USAGE = `Usage: npm run seed:scale -- --posts N [--until]
  Adds N realistic published posts (with reactions, replies and quotes) to the database that
  DATABASE_URL or DATA_DIR names, after the demo users and master data.
  --until  add only what is missing for the database to hold N top-level posts (reuse a load)`;

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { posts: { type: 'string' }, until: { type: 'boolean', default: false } },
  });
  const wanted = Number(values.posts);
  if (!Number.isInteger(wanted) || wanted < 1) {
    console.error(USAGE);
    return 2;
  }
  return withConfiguredDatabase(async (database) => {
    await seedDemoData(database.db);
    const [existing] = await database.db
      .select({ total: count() })
      .from(posts)
      .where(eq(posts.kind, 'post'));
    const toAdd = values.until ? Math.max(0, wanted - (existing?.total ?? 0)) : wanted;
    const started = performance.now();
    let lastReport = 0;
    await seedScalePosts(database.db, {
      posts: toAdd,
      onProgress(inserted) {
        if (inserted - lastReport >= 50_000 || inserted === toAdd) {
          lastReport = inserted;
          const seconds = (performance.now() - started) / 1000;
          console.log(`${inserted} posts (${Math.round(inserted / seconds)} posts/s)`);
        }
      },
    });
    // Fresh statistics, or the planner guesses from an empty table and scans (docs/performance.md).
    await database.db.execute(sql`analyze posts`);
    await database.db.execute(sql`analyze reactions`);
    console.log(
      `Added ${toAdd} posts in ${((performance.now() - started) / 1000).toFixed(1)} s; the database holds ${(existing?.total ?? 0) + toAdd} top-level posts.`,
    );
    return 0;
  });
}

runCommand(main);
