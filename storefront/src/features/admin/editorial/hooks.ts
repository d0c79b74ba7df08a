import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { editorialApi } from './api';

const ARTICLES_KEY = [ADMIN_KEY, 'articles'] as const;
const PAGES_KEY = [ADMIN_KEY, 'cms-pages'] as const;

export function useArticles(q: string, page: number) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'list', { q, page }],
    queryFn: ({ signal }) => editorialApi.articles(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string) {
  return useQuery({ queryKey: [...ARTICLES_KEY, 'one', id], queryFn: ({ signal }) => editorialApi.article(id, signal) });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => editorialApi.createArticle(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}

export function useSaveArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => editorialApi.updateArticle(id, body),
    onSuccess: (article) => {
      queryClient.setQueryData([...ARTICLES_KEY, 'one', id], article);
      void queryClient.invalidateQueries({ queryKey: [...ARTICLES_KEY, 'list'] });
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => editorialApi.deleteArticle(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}

export function useCmsPage(tag: string) {
  return useQuery({ queryKey: [...PAGES_KEY, tag], queryFn: ({ signal }) => editorialApi.page(tag, signal) });
}

export function useSaveCmsPage(tag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => editorialApi.savePage(tag, body),
    onSuccess: (page) => queryClient.setQueryData([...PAGES_KEY, tag], page),
  });
}
