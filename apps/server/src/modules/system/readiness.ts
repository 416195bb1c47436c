import { latestMigrationApplied, type DatabaseHandle } from '../../db/database.ts';

/** What /api/ready checks; each failing one is named in the 503. */
type ReadinessCheck = 'database' | 'migrations' | 'jobQueue' | 'closing';

interface ReadinessFailure {
  check: ReadinessCheck;
  message: string;
}

export interface Readiness {
  /** The checks that fail now; an empty list is ready. */
  failures(): Promise<ReadinessFailure[]>;
  /**
   * From now on not ready: the app is closing (Fastify's preClose), or a graceful shutdown wants
   * the load balancer to stop sending before it closes.
   */
  beginClosing(): void;
}

/** A database that takes longer than this to answer `select 1` counts as not answering. */
const DATABASE_DEADLINE_MS = 2_000;

function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should be sent requests: the database answers, it has the newest
 * committed migration, the job queue runs, and the app is not closing.
 */
export function createReadiness(
  database: DatabaseHandle,
  jobQueue: { isRunning(): boolean },
  databaseDeadlineMs = DATABASE_DEADLINE_MS,
): Readiness {
  let closing = false;
  const check = async (
    name: ReadinessCheck,
    failing: () => Promise<string | null>,
  ): Promise<ReadinessFailure | null> => {
    try {
      const message = await withinDeadline(failing(), databaseDeadlineMs);
      return message === null ? null : { check: name, message };
    } catch {
      // The error itself may quote SQL; the name of the check is what the prober needs.
      return { check: name, message: 'the database did not answer' };
    }
  };
  return {
    async failures() {
      const results = await Promise.all([
        check('database', async () => {
          await database.executeSql('select 1');
          return null;
        }),
        check('migrations', async () =>
          (await latestMigrationApplied(database))
            ? null
            : 'the newest committed migration is not applied',
        ),
        check('jobQueue', async () =>
          jobQueue.isRunning() ? null : 'the job queue is not running',
        ),
        check('closing', async () => (closing ? 'the server is shutting down' : null)),
      ]);
      return results.filter((result) => result !== null);
    },
    beginClosing() {
      closing = true;
    },
  };
}
