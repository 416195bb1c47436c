import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { clampedLines } from '../../../lib/content-lang.ts';
import { useSimilarPosts } from '../api/get-similar-posts.ts';

/**
 * The unit's most similar published posts, so the writer can see a duplicate before posting.
 * `settledText` is the text once typing has paused: the composer's one committed text, which its
 * pre-screen also follows (useScreenedText, SCREEN_PAUSE_MS; text still being converted by an
 * input method does not count).
 */
export function SimilarPosts({
  settledText,
  hint,
}: {
  settledText: string;
  /** What the list is for, to whoever reads it: the writer's by default (react instead). */
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { data } = useSimilarPosts(settledText);
  const posts = data?.data ?? [];
  if (posts.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}
    >
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('composer>>similarTitle')}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {hint ?? t('composer>>similarHint')}
      </Typography>
      <List dense disablePadding>
        {posts.map((post) => (
          <ListItem key={post.id} disableGutters divider>
            <ListItemText
              primary={post.body}
              secondary={`${authorName(post.author)} · ${post.publishedAt ? date.format(new Date(post.publishedAt)) : ''}`}
              slotProps={{
                primary: {
                  sx: {
                    ...clampedLines(2),
                  },
                },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
