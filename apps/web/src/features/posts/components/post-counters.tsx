import { Box, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HearingOutlined from '@mui/icons-material/HearingOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import type { Post } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';

/** The icon of each counter, shared by the counters and the reaction buttons. */
export const COUNTER_ICONS = {
  likes: ThumbUpOutlined,
  same: PeopleAltOutlined,
  more: HearingOutlined,
  comments: ChatBubbleOutlineOutlined,
  retweets: RepeatOutlined,
} as const;

/** SPEC.md section 1's counters, compact, as on a card: icon and number, the name for readers. */
export function PostCounters({ counts }: { counts: Post['counts'] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary' }}
    >
      {(Object.keys(COUNTER_ICONS) as (keyof typeof COUNTER_ICONS)[]).map((key) => {
        const Icon = COUNTER_ICONS[key];
        return (
          <Box
            component="li"
            key={key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            aria-label={t(`post>>counters>>${key}`, { count: counts[key] })}
          >
            <Icon sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="caption" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {counts[key]}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
