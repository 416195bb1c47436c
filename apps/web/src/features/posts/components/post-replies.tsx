import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { relativeTime } from '../../../lib/format-time.ts';
import { usePostList } from '../api/posts-queries.ts';

/** The replies to a post, 20 at a time, with "more" for the rest. */
export function PostReplies({ postId }: { postId: number }) {
  const { t, i18n } = useTranslation();
  const replies = usePostList({ parentId: postId });
  const items = replies.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box component="section" aria-labelledby="replies-title" sx={{ px: 2, pt: 3 }}>
      <Typography id="replies-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('post>>replies')}
      </Typography>
      {replies.isPending ? (
        <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
      ) : replies.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void replies.refetch()} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
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
              <Typography variant="caption" color="text.secondary" component="p">
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', mr: 1 }}>
                  {authorName(reply.author)}
                </Box>
                {relativeTime(reply.publishedAt ?? reply.updatedAt, i18n.language)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
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
