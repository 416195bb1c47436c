import { Box, ButtonBase, Typography } from '@mui/material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { PostDetail } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listPreferencesStore } from '../../../lib/list-preferences.ts';
import { COUNTER_ICONS } from './post-counters.tsx';

/** Where the replies and the quotes of a post are listed on its screen; the tiles lead there. */
export const REPLIES_SECTION_ID = 'replies';
export const QUOTES_SECTION_ID = 'quotes';

/** Brings a section of the post's screen into view and moves the focus to its heading. */
function openSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

type CounterKey = keyof typeof COUNTER_ICONS | 'sameCategory';

/**
 * The counters in full, on a post's own screen: all six, each with its name. The three that
 * count something one can read open it (the replies, the quotes, the posts of the same disease);
 * the reaction counts are plain text, the reaction buttons below change them.
 */
export function PostDetailCounters({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const diseaseId = post.classification.diseaseId;
  const actions: Partial<Record<CounterKey, () => void>> = {
    comments: () => openSection(REPLIES_SECTION_ID),
    retweets: () => openSection(QUOTES_SECTION_ID),
    sameCategory: () => {
      if (diseaseId === null) return;
      // The posts list, narrowed to this disease: only that filter is set, the person's keyword and
      // other filters stay, and its chip shows it and takes it off. Back returns to this post.
      const { filters } = listPreferencesStore.get('posts');
      listPreferencesStore.update('posts', { filters: { ...filters, diseaseId: [diseaseId] } });
      void navigate('/posts');
    },
  };
  const counters = [
    ...(Object.keys(COUNTER_ICONS) as (keyof typeof COUNTER_ICONS)[]).map((key) => ({
      key: key,
      Icon: COUNTER_ICONS[key],
      value: post.counts[key],
    })),
    { key: 'sameCategory' as const, Icon: CategoryOutlined, value: post.sameCategoryCount },
  ];
  const canOpen = (key: CounterKey, value: number) =>
    value > 0 &&
    actions[key] !== undefined &&
    (key !== 'sameCategory' || diseaseId !== null) &&
    (key === 'sameCategory' || (post.kind !== 'reply' && post.status === 'published'));
  return (
    <Box
      component="ul"
      aria-label={t('postDetail>>counterList')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        p: 0,
        m: 0,
        mb: 2,
        listStyle: 'none',
        textAlign: 'center',
      }}
    >
      {counters.map(({ key, Icon, value }) => {
        const content = (
          <>
            <Typography
              component="span"
              variant="h6"
              sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
              data-counter={key}
            >
              {value}
            </Typography>
            <Typography
              component="span"
              variant="caption"
              color={canOpen(key, value) ? 'primary' : 'text.secondary'}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              <Icon sx={{ fontSize: 16 }} aria-hidden />
              {t(`post>>counterNames>>${key}`)}
            </Typography>
          </>
        );
        return (
          <Box component="li" key={key} sx={{ minWidth: 0 }}>
            {canOpen(key, value) ? (
              <ButtonBase
                onClick={actions[key]}
                data-counter-action={key}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: '100%',
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
                }}
              >
                {content}
              </ButtonBase>
            ) : (
              // A count with nothing to open reads as text, not as a button.
              <Box sx={{ py: 1 }}>{content}</Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
