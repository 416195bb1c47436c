import {
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Box,
  Paper,
  Typography,
} from '@mui/material';
import type { InsightPost, Insights } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { InsightSection } from './insight-section.tsx';
import { Link } from 'react-router';
import { clampedLines } from '../../../lib/content-lang.ts';

/** The period's totals: posts and each reaction. */
export function Totals({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    ['posts', insights.totals.posts, t('insights>>posts')],
    ['likes', insights.totals.likes, t('post>>counterNames>>likes')],
    ['same', insights.totals.same, t('post>>counterNames>>same')],
    ['more', insights.totals.more, t('post>>counterNames>>more')],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, m: 0, p: 2 }}
    >
      {tiles.map(([key, value, label]) => (
        // The term first, as a description list has it; shown under the number.
        <Paper
          key={key}
          elevation={0}
          sx={{ p: 1, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography
            component="dt"
            variant="caption"
            color="textSecondary"
            sx={{ lineHeight: 1.3 }}
          >
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
            {value.toLocaleString(i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The posts with the most of one reaction, each opening the post. */
export function TopPosts({
  title,
  posts,
  reaction,
}: {
  title: string;
  posts: InsightPost[];
  reaction: 'same' | 'more';
}) {
  const { t } = useTranslation();
  return (
    <InsightSection title={title}>
      {posts.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('insights>>noTopPosts')}
        </Typography>
      ) : (
        <List disablePadding>
          {posts.map((post) => (
            <ListItem key={post.id} disablePadding>
              <ListItemButton component={Link} to={`/posts/${post.id}`} sx={{ px: 0 }}>
                <ListItemText
                  primary={post.excerpt}
                  secondary={t(`post>>counters>>${reaction}`, {
                    count: reaction === 'same' ? post.sameCount : post.moreCount,
                  })}
                  slotProps={{
                    primary: {
                      sx: {
                        ...clampedLines(2),
                      },
                    },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </InsightSection>
  );
}
