import { Button, Chip, Stack } from '@mui/material';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import {
  FINISHED_TASK_STATUSES,
  isPmoGroup,
  TASK_TYPES,
  taskTypesReceivedBy,
  UNFINISHED_TASK_STATUSES,
  type TaskStatus,
  type TaskType,
} from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useListPreferences } from '../../lib/list-preferences.ts';
import { useTaskList } from '../../features/tasks/api/task-queries.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { TabStrip } from '../../components/tab-strip.tsx';
import { WorkCard } from '../../features/tasks/components/work-card.tsx';
import { ListControls } from '../../features/posts/components/list-controls.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { ExportTasksButton } from '../../features/tasks/components/export-tasks-button.tsx';
import { PageHeader } from './page-header.tsx';

/** The tray's tabs: what still waits for the user, what is finished, everything. */
const TABS = {
  active: UNFINISHED_TASK_STATUSES,
  finished: FINISHED_TASK_STATUSES,
  all: undefined,
} as const satisfies Record<string, readonly TaskStatus[] | undefined>;
type TabName = keyof typeof TABS;

/**
 * /tasks: the caller's tasks, newest first, each with its type, due-date text and status; tabs by
 * status, chips by type, and the tray's own keyword (kept as SPEC.md section 3 says).
 */
export function TasksScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab: TabName =
    search.get('tab') === 'finished' || search.get('tab') === 'all'
      ? (search.get('tab') as TabName)
      : 'active';
  const type = (TASK_TYPES as readonly string[]).includes(search.get('type') ?? '')
    ? (search.get('type') as TaskType)
    : null;
  const [{ keyword }] = useListPreferences('tasks');
  // Only the types this person can be given (an rm receives none: no chips then).
  const types = taskTypesReceivedBy(user);
  const listParams = { status: TABS[tab], type: type ? [type] : undefined, keyword };
  const list = useTaskList(listParams);
  const change = (name: 'tab' | 'type', value: string | null) => {
    const params = new URLSearchParams(search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    setSearch(params, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('nav>>tasks')}>
        {isPmoGroup(user.role) && (
          <Button component={Link} to="/inquiries" startIcon={<ContactSupportOutlined />}>
            {t('screens>>inquiries')}
          </Button>
        )}
      </PageHeader>
      <TabStrip
        label={t('nav>>tasks')}
        value={tab}
        tabs={(Object.keys(TABS) as TabName[]).map((name) => ({
          value: name,
          label: t(`tasks>>tabs>>${name}`),
        }))}
        onSelect={(value) => change('tab', value === 'active' ? null : value)}
      />
      <ListControls
        list="tasks"
        sortable={false}
        filterable={false}
        action={<ExportTasksButton params={listParams} />}
      />
      {/* One type or none: a filter would have nothing to tell apart. */}
      {types.length > 1 && (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('tasks>>typeFilter')}
          // Room above and below for the chips' 44 px tap band, which a scrolling row would clip.
          sx={{ px: 2, pt: 0.75, pb: 1, overflowX: 'auto' }}
        >
          {[null, ...types].map((name) => (
            <Chip
              key={name ?? 'all'}
              label={t(name ? `tasks>>typeNames>>${name}` : 'tasks>>allTypes')}
              color={type === name ? 'primary' : 'default'}
              variant={type === name ? 'filled' : 'outlined'}
              aria-pressed={type === name}
              onClick={() => change('type', name)}
            />
          ))}
        </Stack>
      )}
      <PagedList
        list={list}
        empty={{
          icon: <AssignmentTurnedInOutlined />,
          title: t(keyword || type || tab !== 'active' ? 'tasks>>noMatches' : 'tasks>>empty'),
          body: t('tasks>>emptyBody'),
        }}
        renderItem={(task) => (
          <WorkCard
            key={task.id}
            task={task}
            to={`/tasks/${task.id}`}
            heading={t(`tasks>>types>>${task.type}`)}
            dataAttribute="data-task-id"
          />
        )}
      />
    </>
  );
}
