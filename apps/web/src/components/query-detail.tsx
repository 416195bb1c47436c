import { Box, Card, Skeleton } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { EmptyState } from './empty-state.tsx';
import { InlineError } from './inline-error.tsx';

/** A card-shaped placeholder the size of a detail screen's first lines. */
export function DetailSkeleton({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card elevation={0} sx={{ m: 2, p: 2 }} role="status" aria-label={t('lists>>loading')}>
      {children ?? (
        <>
          <Skeleton width="40%" height={28} />
          <Skeleton />
          <Skeleton width="70%" />
        </>
      )}
    </Card>
  );
}

/**
 * One object's screen body by the state of its query: a skeleton while it loads, "not found" for
 * a 404 (another unit's object looks exactly like a missing one), an error with retry, or the
 * object.
 */
export function QueryDetail<T>({
  query,
  notFound,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: { title: string; body?: string };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return skeleton ?? <DetailSkeleton />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <EmptyState icon={<SearchOffOutlined />} {...notFound} />;
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  return children(query.data);
}
