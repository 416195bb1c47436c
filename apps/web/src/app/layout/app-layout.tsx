import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { useAppIconBadge, useBadgeCounts } from '../../features/badges/use-badge-counts.ts';
import { ComposerHost } from '../../features/posts/components/composer-host.tsx';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';
import { AppBottomNavigation } from './bottom-navigation.tsx';
import { OfflineBanner } from './offline-banner.tsx';

export function AppLayout() {
  const counts = useBadgeCounts();
  useAppIconBadge(counts);
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
