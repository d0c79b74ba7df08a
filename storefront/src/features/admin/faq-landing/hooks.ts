import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { faqLandingApi } from './api';

const FAQ_KEY = [ADMIN_KEY, 'faq'] as const;
const LANDING_KEY = [ADMIN_KEY, 'landing'] as const;

export function useFaq() {
  return useQuery({ queryKey: FAQ_KEY, queryFn: ({ signal }) => faqLandingApi.faq(signal) });
}

export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FAQ_KEY, 'save'],
    mutationFn: (body: unknown) => faqLandingApi.saveFaq(body),
    onSuccess: (faq) => queryClient.setQueryData(FAQ_KEY, faq),
  });
}

export function useLanding() {
  return useQuery({ queryKey: LANDING_KEY, queryFn: ({ signal }) => faqLandingApi.landing(signal) });
}

export function useSaveLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...LANDING_KEY, 'save'],
    mutationFn: (body: unknown) => faqLandingApi.saveLanding(body),
    onSuccess: (landing) => queryClient.setQueryData(LANDING_KEY, landing),
  });
}
