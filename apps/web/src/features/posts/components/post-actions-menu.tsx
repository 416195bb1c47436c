import { IconButton } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import type { Post } from '@kizuki/shared';
import { availablePostActions, isReadableByAll } from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { lazyOverlay } from '../../../components/lazy-screen.tsx';

// The menu, its confirmations and dialogs load when the button is first pressed (or touched):
// a post's page draws the button only (issue 40).
const PostActionsMenuBody = lazyOverlay(() =>
  import('./post-actions-menu-body.tsx').then((m) => m.PostActionsMenuBody),
);

/**
 * The post's lifecycle actions that the caller may take now (the shared table the server
 * enforces), each confirmed before it is taken; reporting content someone else wrote (issue 19);
 * and, for an admin, redacting it. Renders nothing when there is nothing to do.
 */
export function PostActionsMenu({ post, onDeleted }: { post: Post; onDeleted: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const actions = availablePostActions(user, {
    status: post.status,
    authorUserId: post.author.id,
  });
  // What every reader sees may be reported, but not by its writer (the server's rule).
  const reportable = post.author.id !== user.id && isReadableByAll(post.status);
  const extras = [
    ...(reportable ? ['report' as const] : []),
    ...(user.isAdmin ? ['redact' as const] : []),
  ];
  const offered = actions.length > 0 || extras.length > 0;
  // Once opened, the menu's body stays: it owns the action under way, whose outcome (a toast)
  // comes after the post has changed and may offer nothing more (an archived post).
  if (!offered && !opened) return null;

  return (
    <>
      {offered && (
        <IconButton
          aria-label={
            post.kind === 'reply'
              ? t('postActions>>replyMenu', { name: authorName(post.author) })
              : t('postActions>>menu')
          }
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onPointerDown={PostActionsMenuBody.preload}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
          edge="end"
        >
          <MoreVert />
        </IconButton>
      )}
      {opened && (
        <PostActionsMenuBody
          post={post}
          menuId={menuId}
          anchor={anchor}
          onCloseMenu={() => setAnchor(null)}
          actions={actions}
          extras={extras}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
