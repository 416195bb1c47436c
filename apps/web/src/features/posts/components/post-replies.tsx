import { Box, Button, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, clampedLines, contentLang } from '../../../lib/content-lang.ts';
import { relativeTime } from '../../../lib/format-time.ts';
import { usePostList } from '../api/posts-queries.ts';
import { QUOTES_SECTION_ID, REPLIES_SECTION_ID } from './post-detail-counters.tsx';
import { PostActionsMenu } from './post-actions-menu.tsx';

/** The replies to a post, 20 at a time, with "more" for the rest. */
export function PostReplies({ postId }: { postId: number }) {
  const { t, i18n } = useTranslation();
  const replies = usePostList({ parentId: postId });
  const items = replies.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box
      component="section"
      id={REPLIES_SECTION_ID}
      aria-labelledby="replies-title"
      sx={{ px: 2, pt: 3, scrollMarginTop: 64 }}
    >
      <Typography
        id="replies-title"
        variant="subtitle1"
        component="h2"
        tabIndex={-1}
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('post>>replies')}
      </Typography>
      {replies.isPending ? (
        <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
      ) : replies.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void replies.refetch()} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ py: 2 }}>
          {t('post>>noReplies')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {items.map((reply) => (
            <Card
              component="li"
              key={reply.id}
              elevation={0}
              sx={{ p: 2 }}
              data-reply-id={reply.id}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mt: -1, mr: -1 }}>
                <Typography
                  variant="caption"
                  color="textSecondary"
                  component="p"
                  sx={{ flexGrow: 1, minWidth: 0 }}
                >
                  <Box
                    component="span"
                    lang={contentLang(authorName(reply.author))}
                    sx={{ fontWeight: 700, color: 'text.primary', mr: 1 }}
                  >
                    {authorName(reply.author)}
                  </Box>
                  {relativeTime(reply.publishedAt ?? reply.updatedAt, i18n.language)}
                </Typography>
                {/* Report a reply, or (its author, an admin) take it down. */}
                <PostActionsMenu post={reply} onDeleted={() => undefined} />
              </Stack>
              <Typography
                variant="body2"
                lang={contentLang(reply.body)}
                sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap' }}
              >
                {reply.body}
              </Typography>
            </Card>
          ))}
        </Stack>
      )}
      {replies.hasNextPage && (
        <Button onClick={() => void replies.fetchNextPage()} disabled={replies.isFetchingNextPage}>
          {t('post>>moreReplies')}
        </Button>
      )}
    </Box>
  );
}

/** The posts that quote this one, 20 at a time: where the quotes counter leads. */
export function PostQuotes({ postId }: { postId: number }) {
  const { t, i18n } = useTranslation();
  const quotes = usePostList({ quotedId: postId });
  const items = quotes.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box
      component="section"
      id={QUOTES_SECTION_ID}
      aria-labelledby="quotes-title"
      sx={{ px: 2, pt: 3, scrollMarginTop: 64 }}
    >
      <Typography
        id="quotes-title"
        variant="subtitle1"
        component="h2"
        tabIndex={-1}
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('postDetail>>quotes')}
      </Typography>
      {quotes.isPending ? (
        <Skeleton variant="rounded" height={96} sx={{ mt: 1 }} />
      ) : quotes.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void quotes.refetch()} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ py: 2 }}>
          {t('postDetail>>noQuotes')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {items.map((quote) => (
            <Card component="li" key={quote.id} elevation={0} data-quote-id={quote.id}>
              {/* Not the timeline's PostCard: importing it here splits the first screen's script. */}
              <CardActionArea component={Link} to={`/posts/${quote.id}`} sx={{ p: 2 }}>
                <Typography variant="caption" color="textSecondary" component="p">
                  <Box
                    component="span"
                    lang={contentLang(authorName(quote.author))}
                    sx={{ fontWeight: 700, color: 'text.primary', mr: 1 }}
                  >
                    {authorName(quote.author)}
                  </Box>
                  {relativeTime(quote.publishedAt ?? quote.updatedAt, i18n.language)}
                </Typography>
                <Typography
                  variant="body2"
                  lang={contentLang(quote.body)}
                  sx={{
                    ...CONTENT_TEXT_SX,
                    whiteSpace: 'pre-wrap',
                    ...clampedLines(5),
                  }}
                >
                  {quote.body}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {quotes.hasNextPage && (
        <Button onClick={() => void quotes.fetchNextPage()} disabled={quotes.isFetchingNextPage}>
          {t('postDetail>>moreQuotes')}
        </Button>
      )}
    </Box>
  );
}
