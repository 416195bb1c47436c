import { Box, Button, Typography } from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { Post } from '@kizuki/shared';
import { useId, type ReactNode } from 'react';
import { HighlightedText } from '../../../components/compliance/highlighted-text.tsx';
import type { FlaggedPassage } from '../../../lib/compliance/finding-spans.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';

/**
 * A post a task or an inquiry refers to, in full, framed, with its author and a button that opens it. The
 * heading names what it is to the screen: "the content", "the answer · in review".
 */
export function ContentBox({
  post,
  heading,
  passages = [],
  children,
}: {
  post: Post;
  heading: string;
  /** What the pre-screen flags in it, marked in the text (an approver's view). */
  passages?: readonly FlaggedPassage[];
  /** Below the text, above the button: the findings. */
  children?: ReactNode;
}) {
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
      <Typography
        variant="caption"
        color="textSecondary"
        component="p"
        lang={contentLang(authorName(post.author))}
      >
        {[authorName(post.author), post.author.organizationName].filter(Boolean).join(' · ')}
      </Typography>
      <Typography
        variant="body1"
        lang={contentLang(post.body)}
        sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', my: 1 }}
      >
        {passages.length > 0 ? <HighlightedText text={post.body} passages={passages} /> : post.body}
      </Typography>
      {children}
      <Button
        component={Link}
        to={`/posts/${post.id}`}
        variant="outlined"
        startIcon={<ArticleOutlined />}
        endIcon={<ChevronRight />}
        data-open-content
        sx={{ mt: children ? 1.5 : 0 }}
      >
        {t('tasks>>openContent')}
      </Button>
    </Box>
  );
}
