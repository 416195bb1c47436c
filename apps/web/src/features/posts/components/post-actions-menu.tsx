import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
} from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { Post } from '@kizuki/shared';
import { availablePostActions, type PostAction } from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { usePostAction } from '../api/posts-queries.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';

const ACTION_ICONS = {
  unpublish: VisibilityOffOutlined,
  archive: ArchiveOutlined,
  delete: DeleteOutline,
} as const;

/**
 * The post's lifecycle actions that the caller may take now (the shared table the server
 * enforces), each confirmed before it is taken. Renders nothing when there are none.
 */
export function PostActionsMenu({ post, onDeleted }: { post: Post; onDeleted: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<PostAction | null>(null);
  const action = usePostAction(post.id);
  const actions = availablePostActions(user, {
    status: post.status,
    authorUserId: post.author.id,
  });
  if (actions.length === 0) return null;

  const take = (chosen: PostAction) =>
    action.mutate(chosen, {
      onSuccess: () => {
        setConfirming(null);
        showToast(`postActions>>done>>${chosen}`);
        if (chosen === 'delete') onDeleted();
      },
      onError: (error) => {
        setConfirming(null);
        showFailure(error, 'postActions>>changedMeanwhile');
      },
    });

  return (
    <>
      <IconButton
        aria-label={t('postActions>>menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((name) => {
          const Icon = ACTION_ICONS[name];
          return (
            <MenuItem
              key={name}
              onClick={() => {
                setAnchor(null);
                setConfirming(name);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(`postActions>>${name}`)}
            </MenuItem>
          );
        })}
      </Menu>
      {confirming && (
        <Dialog open onClose={() => setConfirming(null)} aria-labelledby="post-action-title">
          <DialogTitle id="post-action-title">
            {t(`postActions>>confirm>>${confirming}`)}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`postActions>>explain>>${confirming}`)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>{t('post>>cancel')}</Button>
            <Button
              variant="contained"
              color={confirming === 'archive' ? 'primary' : 'error'}
              disabled={action.isPending}
              onClick={() => take(confirming)}
            >
              {t(`postActions>>${confirming}`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
