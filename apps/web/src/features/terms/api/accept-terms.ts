import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@kizuki/shared';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

/**
 * SPEC.md section 7: PATCH /users/{id} with agreedAt, the current time in ISO format, and the
 * version of the terms the dialog showed (the user info's currentTermsVersion).
 */
export function useAcceptTerms(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: UpdateUserBody = {
        agreedAt: new Date().toISOString(),
        termsVersion: user.currentTermsVersion,
      };
      return apiFetch<User>(`/users/${user.id}`, { method: 'PATCH', body });
    },
    onSuccess: (updated) => queryClient.setQueryData(userKeys.byEmail(user.email), updated),
    // SPEC.md section 8: a failure to save the acceptance is logged only; the dialog stays.
    onError: (error) => {
      console.error('terms acceptance was not saved', error);
      // A newer version was published meanwhile: the user is read again to accept that one.
      if (error instanceof ApiError && error.code === 'conflict') {
        void queryClient.invalidateQueries({ queryKey: userKeys.byEmail(user.email) });
      }
    },
    meta: { ignoreErrors: true },
  });
}
