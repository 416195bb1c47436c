import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppIconBadge, useBadgeCounts } from './use-badge-counts.ts';
import { ComposerHost } from '../../features/posts/components/composer-host.tsx';
import { OutboxHost } from '../../features/outbox/outbox-slot.tsx';
import {
  takePushRenewalRequest,
  WORKER_MESSAGES,
  type WorkerMessage,
} from '../../lib/service-worker-bridge.ts';
import { useOutboxSenderWanted } from '../../lib/outbox/outbox-signal.ts';
import { useSettings } from '../../lib/settings.ts';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { recordPageView, startUsageRecorder } from '../../lib/record-usage.ts';
import { useFirstScreenSettled } from '../../lib/first-screen-settled.ts';
import { AppBottomNavigation } from './bottom-navigation.tsx';
import { useOnline } from '../../lib/hooks/use-online.ts';
import { OfflineBanner } from './offline-banner.tsx';

/**
 * SPEC.md section 7: while push is switched on, the subscription is renewed when its stored time
 * is missing or older than 24 hours, and at once when the service worker says the browser replaced
 * it (now, or while no page was open). The code loads only for those who switched it on.
 */
function usePushRenewal() {
  const { subscribed } = useSettings();
  const user = useCurrentUser();
  useEffect(() => {
    if (!subscribed) return;
    const renew = (force: boolean) =>
      void import('../../features/push/push-subscription.ts').then((push) =>
        push.ensurePushSubscription(user.id, push.browserPushEnvironment, { force }),
      );
    void takePushRenewalRequest().then(renew);
    return onWorkerMessage((message) => {
      if (message.type === WORKER_MESSAGES.pushSubscriptionChanged) renew(true);
    });
  }, [subscribed, user.id]);
}

/** A notification tapped while the app is open: the worker asks this page to show its screen. */
function useWorkerNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onWorkerMessage((message) => {
        if (message.type === WORKER_MESSAGES.open) void navigate(message.url);
      }),
    [navigate],
  );
}

function onWorkerMessage(handle: (message: WorkerMessage) => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const listener = (event: MessageEvent<WorkerMessage>) => handle(event.data);
  container?.addEventListener('message', listener);
  return () => container?.removeEventListener('message', listener);
}

/**
 * Usage analytics (issue 22): a page view of each screen shown (the path's screen, never the URL).
 * The recorder loads once the first screen has settled, so analytics never compete with it; what
 * was recorded before waits for it.
 */
function usePageViews() {
  const { pathname } = useLocation();
  const settled = useFirstScreenSettled();
  useEffect(() => recordPageView(pathname), [pathname]);
  useEffect(() => {
    if (settled) startUsageRecorder();
  }, [settled]);
}

/**
 * How long after the first screen has settled the wizard's lists are kept: background work that
 * waits until the first screen, a first sign-in's terms and their requests are done (the first
 * sign-in's budget, bundle-budget.ts, holds without it).
 */
const KEEP_LISTS_AFTER_MS = 5_000;

/**
 * Issue 39: the wizard's lists are kept on the device for a post started offline, fetched a few
 * seconds after the first screen has settled, when the browser is idle (and again when the
 * connection returns); the code loads only then, never on the first paint.
 */
function useKeptMasterData(settled: boolean) {
  const queryClient = useQueryClient();
  const { id, database } = useCurrentUser();
  const online = useOnline();
  useEffect(() => {
    if (!settled || !online) return;
    const timer = setTimeout(() => {
      void import('../../lib/kept-lists/kept-master-data.ts').then((keeper) =>
        keeper.keepMasterData(queryClient, { id, database }),
      );
    }, KEEP_LISTS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settled, online, queryClient, id, database]);
}

/**
 * The bottom navigation with the badges' counts, polled here rather than in the layout: each
 * poll's answer then draws the navigation alone, not the layout around the screen (issue 40).
 */
function BadgedNavigation({ settled }: { settled: boolean }) {
  const counts = useBadgeCounts(settled);
  useAppIconBadge(counts);
  return <AppBottomNavigation counts={counts} />;
}

export function AppLayout() {
  usePageViews();
  // What was written offline is sent once the first screen has its data (issue 23); the sender's
  // code loads only on a device whose outbox holds something.
  const settled = useFirstScreenSettled();
  const sendOutbox = useOutboxSenderWanted() && settled;
  useKeptMasterData(settled);
  usePushRenewal();
  useWorkerNavigation();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <OfflineBanner />
      <Box
        component="main"
        sx={{
          // 720 px, or what a desk screen sets (wide-main.ts).
          maxWidth: 'var(--kizuki-main-width, 720px)',
          mx: 'auto',
          pb: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom) + 16px)`,
        }}
      >
        <Outlet />
      </Box>
      <BadgedNavigation settled={settled} />
      <ComposerHost />
      {sendOutbox && <OutboxHost />}
    </Box>
  );
}
