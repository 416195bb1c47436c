import { Box, Button, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Post } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/format-time.ts';
import { usePost } from '../api/posts-queries.ts';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, clampedLines, contentLang } from '../../../lib/content-lang.ts';

/** The post a quote quotes, framed inside the quote; a link to it unless `static`. */
export function QuotedPostCard({ post, asLink = true }: { post: Post; asLink?: boolean }) {
  const { t, i18n } = useTranslation();
  const content = (
    <Box sx={{ p: 1.5 }}>
      <Typography variant="caption" color="textSecondary" component="p">
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
          ...clampedLines(4),
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
  // "Show all" only when the two lines cut the text. Measured after layout, not guessed from the
  // text's length: how much fits two lines depends on the screen's width, the script (a kana is
  // about twice as wide as a Latin letter) and line breaks, so only the rendered box knows. The
  // clamped box is shorter than its content exactly when the text is cut; a resize (a phone
  // turned) measures again. While unfolded, the button stays to fold it back.
  const bodyRef = useRef<HTMLElement>(null);
  const [clamped, setClamped] = useState(false);
  const body = post.data?.body;
  useLayoutEffect(() => {
    const element = bodyRef.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, body]);
  if (!post.data) return <Skeleton variant="rounded" height={72} sx={{ mx: 2, mt: 2 }} />;
  const bodyId = `quoted-post-${id}-body`;
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-label={t('post>>quoting')}
      data-testid="quoted-post-summary"
      sx={{ mx: 2, mt: 2, p: 1.5, pb: clamped || expanded ? 0.5 : 1.5 }}
    >
      <Typography variant="caption" color="textSecondary" component="p" noWrap>
        {t('post>>quoting')} ·{' '}
        <Box component="span" lang={contentLang(authorName(post.data.author))} sx={CONTENT_TEXT_SX}>
          {authorName(post.data.author)}
        </Box>{' '}
        · {relativeTime(post.data.publishedAt ?? post.data.updatedAt, i18n.language)}
      </Typography>
      <Typography
        id={bodyId}
        ref={bodyRef}
        variant="body2"
        lang={contentLang(post.data.body)}
        sx={{
          ...CONTENT_TEXT_SX,
          whiteSpace: 'pre-wrap',
          ...(expanded
            ? {}
            : {
                ...clampedLines(2),
              }),
        }}
      >
        {post.data.body}
      </Typography>
      {(clamped || expanded) && (
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
      )}
    </Card>
  );
}
