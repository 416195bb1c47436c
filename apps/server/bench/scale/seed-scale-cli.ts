import { parseArgs } from 'node:util';
import { runCommand, withConfiguredDatabase } from '../../src/admin/run-command.ts';
import { loadScalePosts } from './scale-posts.ts';

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
    await loadScalePosts(database.db, {
      wanted,
      until: values.until,
      log: console.log,
      server: database.kind === 'postgres',
    });
    return 0;
  });
}

runCommand(main);
