import { Alert } from '@mui/material';
import type { ReportReason } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { unpublishedBecause } from '../unpublished-because.ts';

/** On an unpublished post's page: why, when reports were the reason (issue 39). */
export function UnpublishedReason({ reasons }: { reasons: ReportReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-unpublished-reason>
      {unpublishedBecause(reasons, t)}
    </Alert>
  );
}
