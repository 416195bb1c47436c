import { EnvError, loadEnv } from './config/env.ts';
import { DEMO_USERS } from './db/demo/demo-users.ts';
import { createGracefulShutdown, shutDownOnSignals } from './graceful-shutdown.ts';
import { startServer, type RunningServer } from './start.ts';

function banner(server: RunningServer): string {
  const lines = [
    '',
    `  Kizuki is running at ${server.url}`,
    `  Database: ${server.database.description}${server.seeded ? ' (demo data loaded)' : ''}`,
    `  Sign-in: ${server.devIdentity ? 'development identity provider (any e-mail signs in)' : server.identity.issuer}`,
  ];
  if (!server.webServed)
    lines.push('  Web app not built: run `npm run build` (the API is served).');
  if (server.devIdentity) {
    lines.push('', '  Demo accounts (enter the e-mail on the sign-in page):');
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.email.padEnd(34)} ${user.lastName} ${user.firstName}${user.isAdmin ? ' (admin)' : ''}${user.isSafetyContact ? ' (safety contact)' : ''}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(env, undefined, { demoTour: true });
  process.stdout.write(banner(server));
  shutDownOnSignals(
    createGracefulShutdown({
      close: () => server.close(),
      log: server.app.log,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
