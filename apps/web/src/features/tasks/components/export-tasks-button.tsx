import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import type { TaskListParams } from '../../../lib/query-keys.ts';
import { exportTaskList } from '../api/task-queries.ts';

/** Exports the task tray as it is shown: its tab, type chip and keyword. */
export function ExportTasksButton({ params }: { params: TaskListParams }) {
  const { i18n } = useTranslation();
  return <ExportCsvButton download={() => exportTaskList(params, i18n.language)} />;
}
