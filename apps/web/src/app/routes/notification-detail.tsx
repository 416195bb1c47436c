import { Button, Card, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryDetail } from '../../components/query-detail.tsx';
import { fullDateTime } from '../../lib/format-time.ts';
import {
  useMarkNotificationsRead,
  useNotification,
} from '../../features/notifications/api/notification-queries.ts';
import { NOTIFICATION_ICONS } from '../../features/notifications/components/notification-icon.tsx';
import { noticeLine } from '../../features/posts/unpublished-because.ts';
import { useMarkReadOnOpen } from '../../lib/hooks/use-mark-read-on-open.ts';
import { BackHeader } from './back-header.tsx';

/** /notifications/:id: one notice in full and the way to its object; opening it marks it read. */
export function NotificationDetailScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const notification = useNotification(id);
  const { mutate: markRead } = useMarkNotificationsRead();
  useMarkReadOnOpen(notification.data && !notification.data.isRead, () => markRead(id));
  // A tapped push notification opens the notice with ?open=1: marked read, it goes on to its object.
  const goOn = useSearchParams()[0].has('open');
  const link = notification.data?.link;
  useEffect(() => {
    if (goOn && link) void navigate(link, { replace: true });
  }, [goOn, link, navigate]);
  return (
    <>
      <BackHeader
        title={t('screens>>notification')}
        onBack={() => void navigate('/notifications')}
      />
      <QueryDetail
        query={notification}
        notFound={{
          title: t('notifications>>notFound'),
          back: { to: '/notifications', screen: 'nav>>notifications' },
        }}
      >
        {(data) => {
          const Icon = NOTIFICATION_ICONS[data.kind];
          return (
            <Card component="article" elevation={0} sx={{ m: 2, p: 2 }} aria-labelledby="notice">
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                <Icon color="primary" aria-hidden />
                <Typography id="notice" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {t(`notifications>>kinds>>${data.kind}`, { count: data.count })}
                </Typography>
              </Stack>
              <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
                {noticeLine(data, t)}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 2 }}>
                {fullDateTime(data.createdAt, i18n.language)}
              </Typography>
              <Button variant="contained" fullWidth component={Link} to={data.link}>
                {t('notifications>>open')}
              </Button>
            </Card>
          );
        }}
      </QueryDetail>
    </>
  );
}
