import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';
import { AppBottomNavigation } from './bottom-navigation.tsx';

export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
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
      <AppBottomNavigation />
    </Box>
  );
}
