import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { useOutboxHolds } from '../../lib/outbox/outbox-signal.ts';

/*
 * Where the outbox (issue 23) meets the first paint: nothing of its code loads with the first
 * screen. The sender starts once that screen has settled (AppLayout); a list of what waits loads
 * only when something does.
 */

export const OutboxHost = lazyOverlay(() => import('./outbox-host.tsx').then((m) => m.OutboxHost));

const OutboxList = lazyOverlay(() => import('./outbox-list.tsx').then((m) => m.OutboxList));

/** The user's waiting and refused items; in a thread (`parentId`), its replies. */
export function OutboxWaiting({ parentId }: { parentId?: number }) {
  const user = useCurrentUser();
  return useOutboxHolds(user.id, parentId) ? <OutboxList parentId={parentId} /> : null;
}
