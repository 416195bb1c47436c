import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import {
  sendApprovalNudges,
  type NudgeRunResult,
} from '../modules/approvals/approval-reminders.service.ts';
import { loggableError } from '../plugins/errors.ts';
import type { JobQueue, JobWorker } from './job-queue.ts';

/** The pg-boss queue of the reminder and escalation runs (issue 23). */
const APPROVAL_REMINDERS_QUEUE = 'approval-reminders';

/**
 * How often each process asks for a run. Reminders go by Tokyo calendar day, so a run every few
 * minutes sends the day's reminders within minutes of Tokyo midnight.
 */
const APPROVAL_REMINDERS_EVERY_MS = 5 * 60_000;

export interface ApprovalRemindersOptions {
  /** How often this process asks for a run; null asks never (tests run it with runNow). */
  runEveryMs?: number | null;
}

export interface ApprovalRemindersWorker extends JobWorker {
  /** One run in this process, now or at the time given (tests drive the clock with it). */
  runNow(at?: Date): Promise<NudgeRunResult>;
}

/**
 * Approval reminders and escalation on the job queue: every process asks for a run every few
 * minutes (and at start); the queue's `stately` policy keeps at most one run queued and one
 * active, whichever process asked, so processes do not pile up runs. That a reminder is sent once
 * does not rest on the queue: each task's run records it in the database in the transaction that
 * sends it (`sendApprovalNudges`), so two runs at once (or a run retried) still send it once.
 */
export function createApprovalRemindersWorker(
  queue: JobQueue,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: ApprovalRemindersOptions = {},
): ApprovalRemindersWorker {
  const runEveryMs =
    options.runEveryMs === undefined ? APPROVAL_REMINDERS_EVERY_MS : options.runEveryMs;
  const { boss } = queue;
  let timer: NodeJS.Timeout | undefined;

  const runNow = (at: Date = new Date()) => sendApprovalNudges(database.db, at);

  async function askForRun() {
    try {
      await boss.send(APPROVAL_REMINDERS_QUEUE, {});
    } catch (error) {
      log.warn(
        { err: loggableError(error, log) },
        'approval reminders: run not queued; next interval',
      );
    }
  }

  return {
    runNow,
    async start() {
      const settings = {
        name: APPROVAL_REMINDERS_QUEUE,
        policy: 'stately' as const,
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: 15 * 60,
      };
      await boss.createQueue(APPROVAL_REMINDERS_QUEUE, settings);
      await queue.work(APPROVAL_REMINDERS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        const sent = await runNow();
        if (sent.dueTomorrow + sent.dueToday + sent.escalated > 0) {
          log.info(sent, 'approval reminders sent');
        }
      });
      if (runEveryMs === null) return;
      timer = setInterval(() => void askForRun(), runEveryMs);
      timer.unref();
      void askForRun();
    },
    async stop() {
      clearInterval(timer);
      await boss.offWork(APPROVAL_REMINDERS_QUEUE);
    },
  };
}
