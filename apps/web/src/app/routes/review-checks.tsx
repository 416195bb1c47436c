import { Box, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import type { Post } from '@kizuki/shared';
import { selfCheckItems } from '@kizuki/shared/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SimilarPosts } from '../../features/posts/components/similar-posts.tsx';

/** How much of the text asks for similar posts. */
const SIMILAR_QUERY_CHARACTERS = 500;

/**
 * What an approver checks beside the text (issue 39): each item of the self-check, confirmed or
 * not by the author, and the unit's published posts most like it (a duplicate is a reason to
 * return it). The same on the task and on the post's own page.
 */
export function ReviewChecks({ post }: { post: Post }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack spacing={1.5}>
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="subtitle2" component="h4">
          {t('tasks>>selfCheckTitle')}
        </Typography>
        <List dense disablePadding>
          {selfCheckItems(post.kind).map((item) => {
            const confirmed = post.selfCheck.includes(item);
            return (
              <ListItem key={item} disableGutters data-self-check={confirmed ? 'yes' : 'no'}>
                <ListItemIcon sx={{ minWidth: 32, alignSelf: 'flex-start', mt: 0.5 }}>
                  {confirmed ? (
                    <CheckCircleOutlined
                      fontSize="small"
                      color="success"
                      titleAccess={t('tasks>>selfCheckConfirmed')}
                    />
                  ) : (
                    <ErrorOutlineOutlined
                      fontSize="small"
                      color="warning"
                      titleAccess={t('tasks>>selfCheckMissing')}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(`selfCheck>>${item}`)}
                  // Only what is missing is spelled out: six "confirmed" lines hide the one that is not.
                  secondary={confirmed ? undefined : t('tasks>>selfCheckMissing')}
                  slotProps={{ secondary: { sx: { fontWeight: 700 } } }}
                />
              </ListItem>
            );
          })}
        </List>
      </Box>
      {post.kind !== 'reply' && (
        <SimilarPosts
          // The text's start is enough to find its likes, and keeps the query's address short (a
          // long Japanese text would pass the server's header limit).
          settledText={post.body.slice(0, SIMILAR_QUERY_CHARACTERS)}
          hint={t('tasks>>similarHint')}
        />
      )}
    </Stack>
  );
}
