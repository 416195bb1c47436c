import { Box, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from './skeleton-block.tsx';

/** Cards of about the height of a real one, so that nothing jumps when the posts arrive. */
export function ListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-label={t('lists>>loading')} sx={{ px: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} elevation={0} sx={{ p: 2 }}>
          <SkeletonBlock width="40%" />
          <SkeletonBlock />
          <SkeletonBlock />
          <SkeletonBlock width="70%" sx={{ mb: 1.5 }} />
          <SkeletonBlock width="50%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** Rows of a list in one sheet (the admin area's people and audit trail): a name and a line. */
export function RowsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Paper elevation={0} role="status" aria-label={t('lists>>loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ px: 2, py: 1.25 }}>
          <SkeletonBlock width="45%" />
          <SkeletonBlock width="70%" />
        </Box>
      ))}
    </Paper>
  );
}
