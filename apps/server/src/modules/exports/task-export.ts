import { tokyoDateTime, type ExportLanguage, type TaskExportQuery } from '@kizuki/shared';
import type { TasksRepository } from '../tasks/tasks.repository.ts';
import { EXPORT_WORDS } from './export-words.ts';

/**
 * The caller's task tray as CSV rows: the header in the language, then every task the tray's list
 * holds for the same query (`eachForAssignee` reads the list's own conditions), newest first.
 */
export function taskExport(
  tasks: TasksRepository,
  userId: number,
  query: TaskExportQuery,
  lang: ExportLanguage,
  origin: string,
  pageSize?: number,
) {
  const words = EXPORT_WORDS[lang].tasks;
  const { taskTypes, taskStatuses } = EXPORT_WORDS[lang];
  const header = [
    words.id,
    words.type,
    words.status,
    words.title,
    words.question,
    words.dueOn,
    words.createdAt,
    words.requestedBy,
    words.postId,
    words.decidedAt,
    words.decisionComment,
    words.link,
  ];
  async function* pages() {
    for await (const rows of tasks.eachForAssignee(userId, query, pageSize)) {
      yield rows.map(({ task, requesterFirstName, requesterLastName }) => [
        task.id,
        taskTypes[task.type],
        taskStatuses[task.status],
        task.title,
        task.question,
        task.dueOn,
        tokyoDateTime(task.createdAt),
        requesterLastName === null ? null : `${requesterLastName} ${requesterFirstName}`,
        task.postId,
        task.decidedAt ? tokyoDateTime(task.decidedAt) : null,
        task.decisionComment,
        `${origin}/tasks/${task.id}`,
      ]);
    }
  }
  return { header, pages: pages() };
}
