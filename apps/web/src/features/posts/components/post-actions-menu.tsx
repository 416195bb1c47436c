import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { Post } from '@kizuki/shared';
import { availablePostActions, isReadableByAll, type PostAction } from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdminScreenStrings } from '../../../lib/i18n/i18n.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { usePostAction } from '../api/posts-queries.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { authorName } from '../../../lib/author-name.ts';
import { lazyOverlay } from '../../../components/lazy-screen.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const ReportPostDialog = lazyOverlay(() =>
  import('./report-post-dialog.tsx').then((m) => m.ReportPostDialog),
);
// Admins only: its strings come with the admin screens' (ja-admin-screens.ts).
const RedactDialog = lazyOverlay(() =>
  Promise.all([import('./redact-dialog.tsx'), loadAdminScreenStrings()]).then(
    ([m]) => m.RedactDialog,
  ),
);

const ACTION_ICONS = {
  unpublish: VisibilityOffOutlined,
  archive: ArchiveOutlined,
  delete: DeleteOutline,
} as const;

/**
 * The post's lifecycle actions that the caller may take now (the shared table the server
 * enforces), each confirmed before it is taken; reporting content someone else wrote (issue 19);
 * and, for an admin, redacting it. Renders nothing when there is nothing to do.
 */
export function PostActionsMenu({ post, onDeleted }: { post: Post; onDeleted: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<PostAction | null>(null);
  const [dialog, setDialog] = useState<'report' | 'redact' | null>(null);
  const action = usePostAction(post.id);
  const actions = availablePostActions(user, {
    status: post.status,
    authorUserId: post.author.id,
  });
  // What every reader sees may be reported, but not by its writer (the server's rule).
  const reportable = post.author.id !== user.id && isReadableByAll(post.status);
  const extras = [
    ...(reportable ? [{ name: 'report' as const, Icon: FlagOutlined }] : []),
    ...(user.isAdmin ? [{ name: 'redact' as const, Icon: ContentCutOutlined }] : []),
  ];
  if (actions.length === 0 && extras.length === 0) return null;

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
        aria-label={
          post.kind === 'reply'
            ? t('postActions>>replyMenu', { name: authorName(post.author) })
            : t('postActions>>menu')
        }
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
        {extras.map(({ name, Icon }) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              setDialog(name);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`postActions>>${name}`)}
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'report' && <ReportPostDialog postId={post.id} onClose={() => setDialog(null)} />}
      {dialog === 'redact' && <RedactDialog post={post} onClose={() => setDialog(null)} />}
      {confirming && (
        <ConfirmDialog
          title={t(`postActions>>confirm>>${confirming}`)}
          body={t(`postActions>>explain>>${confirming}`)}
          action={t(`postActions>>${confirming}`)}
          color={confirming === 'archive' ? 'primary' : 'error'}
          pending={action.isPending}
          onConfirm={() => take(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
