import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiNewsletterCampaign } from '@shop/shared';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { newslettersApi } from './api';

const NEWSLETTERS_KEY = [ADMIN_KEY, 'newsletters'] as const;
/** While a campaign is on its way, the screen reads its progress again this often. */
export const PROGRESS_REFRESH_MS = 2000;

const inProgress = (campaign: ApiNewsletterCampaign) => campaign.status !== 'sent';

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, 'list', page],
    queryFn: ({ signal }) => newslettersApi.list(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.campaigns.some(inProgress) ? PROGRESS_REFRESH_MS : false),
  });
}

/** The campaign just sent, followed until every recipient is done (`GET /api/newsletter/{id}`). */
export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: [...NEWSLETTERS_KEY, 'one', id],
    queryFn: ({ signal }) => newslettersApi.get(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !inProgress(query.state.data) ? false : PROGRESS_REFRESH_MS),
  });
}

export function usePreview() {
  return useMutation({ mutationKey: [...NEWSLETTERS_KEY, 'preview'], mutationFn: newslettersApi.preview });
}

export function useSendTest() {
  return useMutation({ mutationKey: [...NEWSLETTERS_KEY, 'test'], mutationFn: newslettersApi.test });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...NEWSLETTERS_KEY, 'send'],
    mutationFn: newslettersApi.send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...NEWSLETTERS_KEY, 'list'] }),
  });
}
