import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { PostDetail } from '@kizuki/shared';
import type { BusinessUnit } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { contentLang } from '../../../lib/content-lang.ts';
import { fullDateTimeOnHover, relativeTime } from '../../../lib/format-time.ts';
import { PostActionsMenu } from './post-actions-menu.tsx';

/**
 * The top of a post in full: who wrote it (the article's name), the actions menu, where and when,
 * and, when it is not published, its status and the reason it came back.
 */
export function PostDetailHeader({
  post,
  unit,
  onDeleted,
}: {
  post: PostDetail;
  unit: BusinessUnit;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = post.publishedAt ?? post.updatedAt;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography
          id="post-author"
          variant="subtitle1"
          component="h2"
          lang={contentLang(authorName(post.author))}
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {authorName(post.author)}
        </Typography>
        <PostActionsMenu post={post} onDeleted={onDeleted} />
      </Stack>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
        {[post.author.organizationName, t(`units>>${unit}`)].filter(Boolean).join(' · ')} ·{' '}
        {/* "4 days ago" stays on one line: the meta line wraps before it, not inside it. */}
        <Box
          component="time"
          dateTime={when}
          {...fullDateTimeOnHover(when, i18n.language)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {relativeTime(when, i18n.language)}
        </Box>
      </Typography>
      {post.status !== 'published' && (
        <Chip
          size="small"
          sx={{ mb: 1.5 }}
          color={post.rejectionReason ? 'error' : 'default'}
          label={t(
            post.status === 'draft' && post.rejectionReason
              ? 'post>>status>>rejected'
              : `post>>status>>${post.status}`,
          )}
        />
      )}
      {post.status === 'draft' && post.rejectionReason && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t('post>>rejectionReason', { reason: post.rejectionReason })}
        </Alert>
      )}
    </>
  );
}
