import { Box, Button, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
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

/**
 * The quoted post above every step of the quote composer: two lines, so the list below stays in
 * view on a phone; a button unfolds the whole text.
 */
export function QuotedPostSummary({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const post = usePost(id);
  const [expanded, setExpanded] = useState(false);
  if (!post.data) return <Skeleton variant="rounded" height={72} sx={{ mx: 2, mt: 2 }} />;
  const bodyId = `quoted-post-${id}-body`;
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-label={t('post>>quoting')}
      data-testid="quoted-post-summary"
      sx={{ mx: 2, mt: 2, p: 1.5, pb: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {t('post>>quoting')} · {authorName(post.data.author)} ·{' '}
        {relativeTime(post.data.publishedAt ?? post.data.updatedAt, i18n.language)}
      </Typography>
      <Typography
        id={bodyId}
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(expanded
            ? {}
            : {
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }),
        }}
      >
        {post.data.body}
      </Typography>
      <Button
        size="small"
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={bodyId}
        startIcon={expanded ? <ExpandLess /> : <ExpandMore />}
        sx={{ ml: -0.5 }}
      >
        {t(expanded ? 'composer>>quotedShowLess' : 'composer>>quotedShowAll')}
      </Button>
    </Card>
  );
}
