import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { statsApi, type StatsRange } from './api';

const STATS_KEY = [ADMIN_KEY, 'stats'] as const;

export function useSales(range: StatsRange) {
  return useQuery({ queryKey: [...STATS_KEY, 'sales', range], queryFn: ({ signal }) => statsApi.sales(range, signal), placeholderData: keepPreviousData });
}

export function useTopSales(range: StatsRange) {
  return useQuery({ queryKey: [...STATS_KEY, 'top', range], queryFn: ({ signal }) => statsApi.topSales(range, signal), placeholderData: keepPreviousData });
}

export function useVisits(range: StatsRange) {
  return useQuery({ queryKey: [...STATS_KEY, 'visits', range], queryFn: ({ signal }) => statsApi.visits(range, signal), placeholderData: keepPreviousData });
}

export function useMonthly() {
  return useQuery({ queryKey: [...STATS_KEY, 'monthly'], queryFn: ({ signal }) => statsApi.monthly(signal) });
}

export function useMerchantCenter() {
  return useQuery({ queryKey: [...STATS_KEY, 'merchant'], queryFn: ({ signal }) => statsApi.merchantCenter(signal) });
}
