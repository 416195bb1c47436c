import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { Post } from '@kizuki/shared';
import type { PostAction } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdminScreenStrings } from '../../../lib/i18n/i18n.ts';
import { useToast } from '../../../lib/toast.tsx';
import { usePostAction } from '../api/post-writes.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
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
const EXTRA_ICONS = { report: FlagOutlined, redact: ContentCutOutlined } as const;

/**
 * The actions menu itself (post-actions-menu.tsx draws its button): the actions offered, each
 * confirmed before it is taken, and the report and redaction dialogs. Kept once the menu was
 * opened, so a dialog outlives the menu that opened it.
 */
export function PostActionsMenuBody({
  post,
  menuId,
  anchor,
  onCloseMenu,
  actions,
  extras,
  onDeleted,
}: {
  post: Post;
  menuId: string;
  anchor: HTMLElement | null;
  onCloseMenu: () => void;
  actions: PostAction[];
  extras: (keyof typeof EXTRA_ICONS)[];
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [confirming, setConfirming] = useState<PostAction | null>(null);
  const [dialog, setDialog] = useState<'report' | 'redact' | null>(null);
  const action = usePostAction(post.id);

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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onCloseMenu}>
        {[
          ...actions.map((name) => ({
            name,
            Icon: ACTION_ICONS[name],
            pick: () => setConfirming(name),
          })),
          ...extras.map((name) => ({ name, Icon: EXTRA_ICONS[name], pick: () => setDialog(name) })),
        ].map(({ name, Icon, pick }) => (
          // A lifecycle action asks for confirmation first; reporting and redacting open a dialog.
          <MenuItem
            key={name}
            onClick={() => {
              onCloseMenu();
              pick();
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
