import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUpdateUserBody,
  CreateOrganizationBody,
  CreateUserBody,
  ListResponse,
  Organization,
  OrganizationListResponse,
  Role,
  UpdateOrganizationBody,
  User,
} from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

/** What the people screen filters by; undefined is "any". */
export interface PeopleFilter {
  q: string;
  role: Role | undefined;
  organizationId: number | undefined;
  active: boolean | undefined;
}

const PAGE = 50;

export const peopleKeys = {
  all: [...userKeys.all, 'people'] as const,
  list: (filter: PeopleFilter) => [...peopleKeys.all, filter] as const,
  organizations: () => [...userKeys.all, 'organizations'] as const,
};

/** GET /users without an e-mail (admins): the unit's people, 50 at a time, sorted by name. */
export function usePeople(filter: PeopleFilter) {
  return useInfiniteQuery({
    queryKey: peopleKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ListResponse<User>>('/users', {
        query: {
          q: filter.q.trim() || undefined,
          role: filter.role,
          organizationId: filter.organizationId,
          active: filter.active === undefined ? undefined : String(filter.active),
          limit: PAGE,
          offset: pageParam,
        },
        signal,
      }),
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
    placeholderData: (previous) => previous,
  });
}

/** GET /organizations (admins): what a person can be filed under. */
export function useOrganizations() {
  return useQuery({
    queryKey: peopleKeys.organizations(),
    queryFn: ({ signal }) => apiFetch<OrganizationListResponse>('/organizations', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /organizations: the answer is the organization added (or, sent again, the same). */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganizationBody) =>
      apiFetch<Organization>('/organizations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.organizations() }),
    meta: { explainsRefusals: true },
  });
}

/** PATCH /organizations/{id}: rename, retire or bring back; the people list shows the new name. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateOrganizationBody }) =>
      apiFetch<Organization>(`/organizations/${id}`, { method: 'PATCH', body: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.organizations() });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    },
    meta: { explainsRefusals: true },
  });
}

/** POST /users: the answer is the person created (or, sent again, the same person). */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiFetch<User>('/users', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** PATCH /users/{id} by an admin: a person's fields, or `active` to deactivate and reactivate. */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminUpdateUserBody }) =>
      apiFetch<User>(`/users/${id}`, { method: 'PATCH', body: change }),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
      // An admin who edited themselves sees their own name and menu at once.
      void queryClient.invalidateQueries({
        queryKey: userKeys.byEmail(updated.email),
        exact: true,
      });
    },
    meta: { explainsRefusals: true },
  });
}
