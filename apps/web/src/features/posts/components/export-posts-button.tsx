import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { useListPreferences, type ListName } from '../../../lib/list-preferences.ts';
import type { PostListParams } from '../../../lib/query-keys.ts';
import { exportPostList } from '../api/post-export.ts';

/**
 * Exports a post list as it is shown: its screen's parameters (kind, mine, status) with the list's
 * kept keyword, filters and sort, exactly as PostListView asks GET /posts for them.
 */
export function ExportPostsButton({
  list,
  params,
  startAtOnce,
}: {
  list: ListName;
  params: PostListParams;
  startAtOnce?: boolean;
}) {
  const { i18n } = useTranslation();
  const [preferences] = useListPreferences(list);
  return (
    <ExportCsvButton
      startAtOnce={startAtOnce}
      download={() => exportPostList({ ...params, ...preferences }, i18n.language)}
    />
  );
}
