import { Box, Button, Card, Skeleton } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMissingObject } from '../lib/api-client.ts';
import { useDrawnInSlices } from '../lib/hooks/use-drawn-in-slices.ts';
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

/** Where a detail screen's "not found" leads back to: its list, named as the navigation names it. */
export interface NotFoundWayBack {
  to: string;
  /** The translation key of the list's name, e.g. 'nav>>tasks'. */
  screen: 'nav>>home' | 'nav>>tasks' | 'nav>>notifications' | 'screens>>inquiries';
}

/**
 * One object's screen body by the state of its query: a skeleton while it loads (or, offline, a
 * word that it will load when the connection returns), "not found" for
 * a 404 (another unit's object looks exactly like a missing one, e.g. a stale link from a notice)
 * inside the app with its navigation and a way back, an error with retry, or the object. The
 * query carries `meta: { notFoundInPlace: true }` so that its 404 does not open the error page.
 */
export function QueryDetail<T>({
  query,
  notFound,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  notFound: { title: string; body?: string; back: NotFoundWayBack };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { drawn: data, drawingFirst } = useDrawnInSlices(query.data);
  // Offline and never loaded on this device: the query waits for the connection (TanStack Query
  // pauses it and resumes it when the browser is online again), so a skeleton would never end.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={t('offline>>title')}
        body={t('notFoundScreen>>offlineNotKept')}
      />
    );
  }
  if (query.isPending || drawingFirst) {
    return skeleton ?? <DetailSkeleton />;
  }
  if (isMissingObject(query.error)) {
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        title={notFound.title}
        body={notFound.body}
        action={
          <Button variant="outlined" component={Link} to={notFound.back.to}>
            {t('notFoundScreen>>backTo', { screen: t(notFound.back.screen) })}
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  return children(data as T);
}
