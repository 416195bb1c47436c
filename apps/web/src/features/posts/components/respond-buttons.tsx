import { Button, Stack } from '@mui/material';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import type { Post } from '@kizuki/shared';
import { can, type Role } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPOSE_PARAM, QUOTED_ID_PARAM } from './compose-button.tsx';

/** Reply to a published post, or quote it in a new one (a reply is not quoted), as the role may. */
export function RespondButtons({
  post,
  role,
  onReply,
}: {
  post: Pick<Post, 'id' | 'kind'>;
  role: Role;
  onReply: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1}>
      {can(role, 'reply') && (
        <Button
          variant="outlined"
          startIcon={<ChatBubbleOutlineOutlined />}
          onClick={onReply}
          sx={{ flex: 1 }}
        >
          {t('post>>reply')}
        </Button>
      )}
      {can(role, 'createPost') && post.kind !== 'reply' && (
        <Button
          variant="outlined"
          startIcon={<FormatQuoteOutlined />}
          onClick={() =>
            void navigate(
              { search: `?${COMPOSE_PARAM}=quote&${QUOTED_ID_PARAM}=${post.id}` },
              { state: { composerOpenedHere: true } },
            )
          }
          sx={{ flex: 1 }}
        >
          {t('post>>quote')}
        </Button>
      )}
    </Stack>
  );
}
