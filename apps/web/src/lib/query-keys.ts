import type { Collection, PostListQuery, TaskStatus, TaskType } from '@kizuki/shared';
import type { PostListConditions } from '@kizuki/shared/rules';

/**
 * The query keys of every resource the app caches, one factory each (`postKeys.list(params)`).
 * They live here, not in the features, because a change in one feature invalidates another's
 * caches (a post action reloads the tasks; a decision reloads the posts), and features do not
 * import each other.
 */

/**
 * What a list asks GET /posts for, besides the page: the list's conditions as they are stored, and
 * which list it is, in the types of the server's PostListQuerySchema.
 */
export type PostListParams = Partial<PostListConditions> &
  Partial<Pick<PostListQuery, 'kind' | 'mine' | 'status' | 'parentId' | 'quotedId'>>;

/** What the tray asks GET /tasks for, besides the page. */
export interface TaskListParams {
  status?: readonly TaskStatus[];
  type?: readonly TaskType[];
  keyword?: string;
}

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: PostListParams) => [...postKeys.all, 'list', params] as const,
  detail: (id: number) => [...postKeys.all, 'detail', id] as const,
  unread: () => [...postKeys.all, 'unread'] as const,
  similar: (text: string) => [...postKeys.all, 'similar', text] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  poll: () => [...taskKeys.all, 'poll'] as const,
  list: (params: TaskListParams) => [...taskKeys.all, 'list', params] as const,
  detail: (id: number) => [...taskKeys.all, 'detail', id] as const,
};

/** The caller's delegate for a period of absence (issue 23). */
export const delegationKeys = {
  mine: ['approval-delegation'] as const,
};

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (scope: 'mine' | 'everyone' = 'mine') => [...inquiryKeys.all, 'list', scope] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  poll: () => [...notificationKeys.all, 'poll'] as const,
  list: (keyword: string) => [...notificationKeys.all, 'list', keyword] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  byEmail: (email: string) => [...userKeys.all, 'byEmail', email.toLowerCase()] as const,
};

export const masterDataKeys = {
  all: ['masterData'] as const,
  list: (collection: Collection, diseaseGroupId: number | null) =>
    [...masterDataKeys.all, collection, diseaseGroupId] as const,
};

export const savedSearchKeys = {
  all: ['savedSearches'] as const,
};
