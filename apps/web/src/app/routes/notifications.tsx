import { Box, Button, ButtonBase, Paper, Typography } from '@mui/material';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { Notification } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { relativeTime } from '../../lib/format-time.ts';
import { useListPreferences } from '../../lib/list-preferences.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { useToast } from '../../lib/toast.tsx';
import {
  useMarkNotificationsRead,
  useNotificationList,
} from '../../features/notifications/api/notification-queries.ts';
import { NOTIFICATION_ICONS } from '../../features/notifications/components/notification-icon.tsx';
import { noticeLine } from '../../features/posts/unpublished-because.ts';
import { ListControls } from '../../features/posts/components/list-controls.tsx';
import { PageHeader } from './page-header.tsx';
import { useFailureToast } from '../../lib/error-messages.ts';

/** One notice: what happened (by kind), about what, when; unread ones marked. */
function NotificationCard({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const Icon = NOTIFICATION_ICONS[notification.kind];
  return (
    <Paper
      elevation={0}
      component="article"
      data-notification-id={notification.id}
      sx={{ opacity: notification.isRead ? 0.8 : 1 }}
    >
      <ButtonBase
        component={Link}
        to={`/notifications/${notification.id}`}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, p: 2, textAlign: 'start' }}
      >
        <Icon color={notification.isRead ? 'action' : 'primary'} aria-hidden sx={{ mt: 0.25 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="body2"
            component="h2"
            sx={{ fontWeight: notification.isRead ? 400 : 700 }}
          >
            {t(`notifications>>kinds>>${notification.kind}`, { count: notification.count })}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {noticeLine(notification, t)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {relativeTime(notification.createdAt, i18n.language)}
          </Typography>
        </Box>
        {!notification.isRead && (
          <Box
            component="span"
            sx={{
              flexShrink: 0,
              width: 8,
              height: 8,
              mt: 1,
              borderRadius: 4,
              bgcolor: 'primary.main',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {t('notifications>>unread')}
            </Box>
          </Box>
        )}
      </ButtonBase>
    </Paper>
  );
}

/** /notifications: the caller's notices, newest first, with the list's keyword and "mark all read". */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [{ keyword }] = useListPreferences('notifications');
  const list = useNotificationList(keyword);
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  return (
    <>
      <PageHeader title={t('nav>>notifications')}>
        <Button
          startIcon={<DoneAllOutlined />}
          disabled={unread === 0 || markRead.isPending}
          onClick={() =>
            markRead.mutate(null, {
              onSuccess: () => showToast('notifications>>allRead'),
              onError: (error) => showFailure(error),
            })
          }
        >
          {t('notifications>>markAllRead')}
        </Button>
      </PageHeader>
      <ListControls list="notifications" sortable={false} filterable={false} />
      <PagedList
        list={list}
        empty={{
          icon: <NotificationsNoneOutlined />,
          title: t(keyword ? 'notifications>>noMatches' : 'notifications>>empty'),
          body: t('notifications>>emptyBody'),
        }}
        renderItem={(notification) => (
          <NotificationCard key={notification.id} notification={notification} />
        )}
      />
    </>
  );
}
