import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import type { Post } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/format-time.ts';
import { usePost } from '../api/posts-queries.ts';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';

/** The post a quote quotes, framed inside the quote; a link to it unless `static`. */
export function QuotedPostCard({ post, asLink = true }: { post: Post; asLink?: boolean }) {
  const { t, i18n } = useTranslation();
  const content = (
    <Box sx={{ p: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('post>>quoting')} ·{' '}
        <span lang={contentLang(authorName(post.author))}>{authorName(post.author)}</span> ·{' '}
        {relativeTime(post.publishedAt ?? post.updatedAt, i18n.language)}
      </Typography>
      <Typography
        variant="body2"
        lang={contentLang(post.body)}
        sx={{
          ...CONTENT_TEXT_SX,
          whiteSpace: 'pre-wrap',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {post.body}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" component="aside" aria-label={t('post>>quoting')}>
      {asLink ? (
        <CardActionArea component={Link} to={`/posts/${post.id}`}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The quoted post by id, for the quote composer. */
export function QuotedPost({ id }: { id: number }) {
  const post = usePost(id);
  if (!post.data) return <Skeleton variant="rounded" height={96} />;
  return <QuotedPostCard post={post.data} asLink={false} />;
}
