import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SafetyContacts,
  SaveScreenRulesBody,
  ScreenRules,
  ScreenRulesResponse,
  TestBenchBody,
  TestBenchResponse,
  User,
} from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client.ts';
import { complianceKeys } from '../../../lib/compliance/compliance-keys.ts';
import { userKeys } from '../../../lib/query-keys.ts';

/** GET /compliance/rules: the unit's pre-screen rules in force (admins). */
export function useScreenRules() {
  return useQuery({
    queryKey: complianceKeys.rules(),
    queryFn: ({ signal }) => apiFetch<ScreenRulesResponse>('/compliance/rules', { signal }),
  });
}

/** GET /compliance/rules/built-in: the rules the product ships, to start a draft again from. */
export function useBuiltInRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        queryKey: [...complianceKeys.rules(), 'built-in'],
        queryFn: ({ signal }) => apiFetch<ScreenRules>('/compliance/rules/built-in', { signal }),
        staleTime: Infinity,
      }),
    meta: { explainsRefusals: true },
  });
}

/** PUT /compliance/rules: a new version over the one edited; its answer is the table in force. */
export function useSaveScreenRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScreenRulesBody) =>
      apiFetch<ScreenRulesResponse>('/compliance/rules', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(complianceKeys.rules(), saved);
      // What the composers were told under the old rules is stale now.
      void queryClient.invalidateQueries({ queryKey: [...complianceKeys.all, 'screen'] });
    },
    meta: { explainsRefusals: true },
  });
}

/** POST /compliance/test-bench: which rule fires on a sample, on the rules in force or edited. */
export function useTestBench() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: TestBenchBody) =>
      apiFetch<TestBenchResponse>('/compliance/test-bench', {
        method: 'POST',
        body,
        headers: { 'accept-language': i18n.language },
      }),
    meta: { explainsRefusals: true },
  });
}

export function useSafetyContacts() {
  return useQuery({
    queryKey: complianceKeys.safetyContacts(),
    queryFn: ({ signal }) => apiFetch<SafetyContacts>('/compliance/safety-contacts', { signal }),
  });
}

export function useSaveSafetyContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      apiFetch<SafetyContacts>('/compliance/safety-contacts', {
        method: 'PUT',
        body: { userIds },
      }),
    onSuccess: (saved) => queryClient.setQueryData(complianceKeys.safetyContacts(), saved),
    meta: { explainsRefusals: true },
  });
}

/** An admin finds a user of the unit by e-mail (GET /users?email=): the list of one, or empty. */
export function useFindUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      queryClient.fetchQuery({
        queryKey: userKeys.byEmail(email),
        queryFn: ({ signal }) => apiFetch<{ data: User[] }>('/users', { query: { email }, signal }),
        staleTime: 0,
      }),
    meta: { explainsRefusals: true },
  });
}
