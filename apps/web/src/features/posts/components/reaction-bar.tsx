import { Stack, ToggleButton } from '@mui/material';
import type { Post } from '@kizuki/shared';
import { REACTION_KINDS } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { useReaction } from '../api/post-writes.ts';
import { COUNTER_ICONS } from './post-counters.tsx';

/** The counter each reaction moves. */
const REACTION_COUNTER = { like: 'likes', same: 'same', more: 'more' } as const;

/** The caller's reactions to a published post, one toggle each. */
export function ReactionBar({ post }: { post: Pick<Post, 'id' | 'myReactions'> }) {
  const { t } = useTranslation();
  const reaction = useReaction(post.id);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      {REACTION_KINDS.map((kind) => {
        const Icon = COUNTER_ICONS[REACTION_COUNTER[kind]];
        const on = post.myReactions.includes(kind);
        return (
          <ToggleButton
            key={kind}
            value={kind}
            selected={on}
            color="primary"
            size="small"
            disabled={reaction.isPending}
            onChange={() => reaction.mutate({ kind, on: !on })}
            sx={{
              flex: 1,
              flexDirection: 'column',
              gap: 0.25,
              py: 1,
              lineHeight: 1.3,
              borderRadius: 2,
            }}
          >
            <Icon fontSize="small" aria-hidden />
            {t(`post>>reactions>>${kind}`)}
          </ToggleButton>
        );
      })}
    </Stack>
  );
}
