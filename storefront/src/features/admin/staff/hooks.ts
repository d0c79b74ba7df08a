import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiStaffList, ApiStaffMember, Grant } from '@shop/shared';
import { SESSION_KEY } from '../../session/queryClient';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { staffApi } from './api';

const STAFF_KEY = [ADMIN_KEY, 'staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => staffApi.list(signal), retry: false });
}

/** Saves a member's whole list; the answer replaces the member in the list. Changing one's own grants re-reads the session. */
export function useSetGrants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_KEY, 'staff', 'grants'],
    mutationFn: ({ id, grants }: { id: string; grants: Grant[] }) => staffApi.setGrants(id, grants),
    onSuccess: (member: ApiStaffMember) => {
      queryClient.setQueryData<ApiStaffList>(STAFF_KEY, (old) =>
        old ? { staff: old.staff.map((other) => (other.id === member.id ? member : other)) } : old,
      );
      if (member.isSelf) void queryClient.refetchQueries({ queryKey: SESSION_KEY });
    },
  });
}
