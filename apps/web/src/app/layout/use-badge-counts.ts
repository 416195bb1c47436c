import { appBadgeCount } from '@kizuki/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { userKeys } from '../../lib/query-keys.ts';
import { useUnreadCountPoll } from '../../features/posts/api/posts-queries.ts';
import { useNotificationsPoll } from '../../features/notifications/api/get-notifications.ts';
import { useTasksPoll } from '../../features/tasks/api/get-tasks.ts';

export interface BadgeCounts {
  /** Home: unread posts of the unit (PRODUCT.md), counted by the server up to 100. */
  unreadPosts: number;
  /** Task tray: open tasks by SPEC.md section 4's rule, counted by the server over all tasks. */
  openTasks: number;
  /** Notices: unread notifications. */
  unreadNotifications: number;
}

/**
 * The three badge numbers, from the 30-second polls, asked once the first screen has settled: on a
 * phone's network (six connections to a server without HTTP/2), three requests beside the first
 * screen's own held its content back by a round trip (issue 40). Until then each badge shows none.
 */
export function useBadgeCounts(firstScreenSettled: boolean): BadgeCounts {
  const tasks = useTasksPoll(firstScreenSettled);
  const notifications = useNotificationsPoll(firstScreenSettled);
  const unread = useUnreadCountPoll(firstScreenSettled);
  useRereadUserOnNewVersion(tasks.data?.pollVersion ?? null);
  return {
    unreadPosts: unread.data?.unreadCount ?? 0,
    openTasks: tasks.data?.openCount ?? 0,
    unreadNotifications: notifications.data?.unreadCount ?? 0,
  };
}

/**
 * When the poll version moves, the user's own record may have changed too (an admin changed the
 * role or the admin flag): read it again, so that the menu follows on the next poll rather than at
 * the next sign-in. The first version seen is not a change.
 */
function useRereadUserOnNewVersion(version: string | null) {
  const queryClient = useQueryClient();
  const { email } = useCurrentUser();
  const seen = useRef(version);
  useEffect(() => {
    if (version === null) return;
    if (seen.current !== null && seen.current !== version) {
      // Only the own record: not an admin's people lists, which sit under the same root key.
      void queryClient.invalidateQueries({ queryKey: userKeys.byEmail(email), exact: true });
    }
    seen.current = version;
  }, [version, queryClient, email]);
}

/** SPEC.md section 4: the installed app's icon badge; cleared at zero, skipped where unsupported. */
export function useAppIconBadge(counts: BadgeCounts) {
  const total = appBadgeCount(counts);
  useEffect(() => {
    const badging = navigator as Navigator & {
      setAppBadge?: (count?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (!badging.setAppBadge || !badging.clearAppBadge) return;
    const update = total > 0 ? badging.setAppBadge(total) : badging.clearAppBadge();
    update.catch(() => undefined);
  }, [total]);
}
