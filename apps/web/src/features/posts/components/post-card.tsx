import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { Post } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../components/tag.tsx';
import { fullDateTimeOnHover, relativeTime } from '../../../lib/format-time.ts';
import { authorName } from '../../../lib/author-name.ts';
import { preloadScreenAt } from '../../../lib/screen-preload.ts';
import { CONTENT_TEXT_SX, clampedLines, contentLang } from '../../../lib/content-lang.ts';
import { CardClassification } from './card-classification.tsx';
import { PostCounters } from './post-counters.tsx';

/**
 * A post in a list: who, when, its disease group and competitive product, the text (clamped),
 * its status when not published, its counters.
 */
export function PostCard({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const when = post.publishedAt ?? post.updatedAt;
  const isRejected = post.status === 'draft' && post.rejectionReason !== null;
  const name = authorName(post.author);
  const organization = post.author.organizationName;
  return (
    <Paper elevation={0} data-post-id={post.id} component="article" sx={{ overflow: 'hidden' }}>
      <ButtonBase
        component={Link}
        to={`/posts/${post.id}`}
        onPointerDown={() => preloadScreenAt(`/posts/${post.id}`)}
        sx={{
          display: 'block',
          width: '100%',
          p: 2,
          textAlign: 'start',
          // A phone keeps :hover on the card tapped last; only a pointer that hovers shows it.
          '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        {/* The name takes the width the time leaves, the unit's office goes under it: a name is
            cut only when it is longer than the card, never by the time beside it. */}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 0.75 }}>
          {!post.isRead && (
            <Box
              component="span"
              data-unread
              sx={{
                width: 8,
                height: 8,
                mt: 0.75,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                flexShrink: 0,
              }}
            >
              <Box component="span" sx={visuallyHidden}>
                {t('post>>unread')}
              </Box>
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle2"
              component="h2"
              data-author-name
              lang={contentLang(name)}
              sx={{ fontWeight: 700 }}
              noWrap
            >
              {name}
            </Typography>
            {organization && (
              <Typography
                variant="caption"
                color="textSecondary"
                component="p"
                lang={contentLang(organization)}
                noWrap
              >
                {organization}
              </Typography>
            )}
          </Box>
          <Typography
            variant="caption"
            color="textSecondary"
            component="time"
            dateTime={when}
            {...fullDateTimeOnHover(when, i18n.language)}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', lineHeight: '22px' }}
          >
            {relativeTime(when, i18n.language)}
          </Typography>
        </Stack>
        <CardClassification labels={post.labels} />
        {(post.status !== 'published' || post.kind === 'quote') && (
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            {post.status !== 'published' && (
              <Tag tone={isRejected ? 'error' : post.status === 'review' ? 'warning' : 'neutral'}>
                {t(isRejected ? 'post>>status>>rejected' : `post>>status>>${post.status}`)}
              </Tag>
            )}
            {post.kind === 'quote' && <Tag>{t('post>>quoteLabel')}</Tag>}
          </Stack>
        )}
        <Typography
          variant="body2"
          lang={contentLang(post.body)}
          sx={{
            ...CONTENT_TEXT_SX,
            whiteSpace: 'pre-wrap',
            ...clampedLines(5),
            mb: 1.5,
          }}
        >
          {post.body}
        </Typography>
        {isRejected && (
          <Typography variant="body2" color="error" sx={{ mb: 1.5 }}>
            {t('post>>rejectionReason', { reason: post.rejectionReason })}
          </Typography>
        )}
        <PostCounters counts={post.counts} />
      </ButtonBase>
    </Paper>
  );
}
