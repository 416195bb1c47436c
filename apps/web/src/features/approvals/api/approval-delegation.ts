import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDelegation, SetApprovalDelegationBody } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { delegationKeys } from '../../../lib/query-keys.ts';

/** The approver's delegate and period, and whom they may name (issue 23). */
export function useApprovalDelegation() {
  return useQuery({
    queryKey: delegationKeys.mine,
    queryFn: ({ signal }) => apiFetch<ApprovalDelegation>('/approval-delegation', { signal }),
  });
}

/** Names a delegate for a period, or (null) ends the delegation. */
export function useSetApprovalDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetApprovalDelegationBody | null) => {
      if (body)
        return apiFetch<ApprovalDelegation>('/approval-delegation', { method: 'PUT', body });
      await apiFetch<null>('/approval-delegation', { method: 'DELETE' });
      return null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.mine }),
    meta: { explainsRefusals: true },
  });
}
