import { Box, Typography } from '@mui/material';
import type { Post } from '@kizuki/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorName } from '../../../lib/author-name.ts';

/**
 * A post a task or an inquiry refers to, in full, framed, with its author and a link to it. The
 * heading names what it is to the screen: "the content", "the answer · in review".
 */
export function ContentBox({ post, heading }: { post: Post; heading: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {[authorName(post.author), post.author.organizationName].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
        {post.body}
      </Typography>
      <Link to={`/posts/${post.id}`}>{t('tasks>>openContent')}</Link>
    </Box>
  );
}
