import { Box, Chip } from '@mui/material';
import type { ScreenRule } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';

/** A pre-screen rule as the rules editor and the test bench name it: its id and its type. */
export function RuleLabel({ id, type }: { id: string; type: ScreenRule['type'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="code" sx={{ fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
        {id}
      </Box>
      <Chip
        size="small"
        variant="outlined"
        color={type === 'identifier' ? 'error' : 'warning'}
        label={t(`compliance>>types>>${type}`)}
      />
    </>
  );
}
