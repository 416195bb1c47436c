import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAppIconBadge, useBadgeCounts } from '../../features/badges/use-badge-counts.ts';
import { ComposerHost } from '../../features/posts/components/composer-host.tsx';
import { useSettings } from '../../lib/settings.ts';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';
import { useCurrentUser } from '../current-user.tsx';
import { AppBottomNavigation } from './bottom-navigation.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/**
 * SPEC.md section 7: while push is switched on, the subscription is renewed when its stored time
 * is missing or older than 24 hours. The code loads only for those who switched it on.
 */
function usePushRenewal() {
  const { subscribed } = useSettings();
  const user = useCurrentUser();
  useEffect(() => {
    if (!subscribed) return;
    void import('../../features/push/push-subscription.ts').then((push) =>
      push.ensurePushSubscription(user.id, push.browserPushEnvironment),
    );
  }, [subscribed, user.id]);
}

export function AppLayout() {
  const counts = useBadgeCounts();
  useAppIconBadge(counts);
  usePushRenewal();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <OfflineBanner />
      <Box
        component="main"
        sx={{
          maxWidth: 720,
          mx: 'auto',
          pb: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom) + 16px)`,
        }}
      >
        <Outlet />
      </Box>
      <AppBottomNavigation counts={counts} />
      <ComposerHost />
    </Box>
  );
}
