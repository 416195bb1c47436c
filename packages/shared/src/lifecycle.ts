import type { PostStatus } from './posts.ts';
import { can, type Role } from './roles.ts';

/**
 * PRODUCT.md's post lifecycle beyond submit and the approval decision, as one table used by the
 * server (which enforces it) and the client (which shows only the actions that would succeed).
 * Replies and quotes follow the same lifecycle.
 */
export const POST_ACTIONS = ['unpublish', 'archive', 'delete'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

interface ActionRule {
  /** The statuses the action starts from; any other answers 409 invalidTransition. */
  readonly from: readonly PostStatus[];
  readonly to: PostStatus;
  /** Who may take it besides an admin: the author, and for some actions roles acting on anyone's. */
  readonly byAuthor: boolean;
  readonly byRoleOnAnyone: (role: Role) => boolean;
}

export const POST_ACTION_RULES: Readonly<Record<PostAction, ActionRule>> = {
  unpublish: {
    from: ['published'],
    to: 'unpublished',
    byAuthor: true,
    byRoleOnAnyone: (role) => can(role, 'unpublishAny'),
  },
  // PRODUCT.md names no one for archive; it is a milder unpublish, so the same people may do it.
  archive: {
    from: ['published'],
    to: 'archived',
    byAuthor: true,
    byRoleOnAnyone: (role) => can(role, 'unpublishAny'),
  },
  delete: {
    from: ['draft', 'unpublished'],
    to: 'deleted',
    byAuthor: true,
    byRoleOnAnyone: () => false,
  },
};

export interface Actor {
  id: number;
  role: Role;
  isAdmin: boolean;
}

/** Whether the actor may take the action on a post by this author, whatever its status. */
export function mayTakePostAction(action: PostAction, actor: Actor, authorUserId: number): boolean {
  const rule = POST_ACTION_RULES[action];
  return (
    actor.isAdmin || (rule.byAuthor && actor.id === authorUserId) || rule.byRoleOnAnyone(actor.role)
  );
}

/** The actions the actor may take on the post as it is now: what a menu shows. */
export function availablePostActions(
  actor: Actor,
  post: { status: PostStatus; authorUserId: number },
): PostAction[] {
  return POST_ACTIONS.filter(
    (action) =>
      POST_ACTION_RULES[action].from.includes(post.status) &&
      mayTakePostAction(action, actor, post.authorUserId),
  );
}
