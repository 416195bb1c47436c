import { useQueryClient } from '@tanstack/react-query';
import { inquiryKeys, postKeys, taskKeys } from './query-keys.ts';

/**
 * Tasks, badges, inquiries and posts change together, so a decision or an answer reloads all of
 * them. Shared by the tasks and the inquiries features.
 */
export function useInvalidateWork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
      queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
    ]);
}
