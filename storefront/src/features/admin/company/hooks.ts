import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { companyApi } from './api';

const COMPANY_KEY = [ADMIN_KEY, 'company'] as const;

export function useCompanyIdentity() {
  return useQuery({ queryKey: COMPANY_KEY, queryFn: ({ signal }) => companyApi.identity(signal) });
}

export function useSaveCompanyIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...COMPANY_KEY, 'save'],
    mutationFn: (content: unknown) => companyApi.save(content),
    onSuccess: (identity) => queryClient.setQueryData(COMPANY_KEY, identity),
  });
}
