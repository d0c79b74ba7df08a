import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TodoFilters } from '@shop/shared';
import { ADMIN_KEY } from '../shell/useStaffSession';
import { devDeskApi } from './api';

const TODOS_KEY = [ADMIN_KEY, 'todos'] as const;
const VERSIONS_KEY = [ADMIN_KEY, 'versions'] as const;

export function useTodos(filters: TodoFilters, page: number) {
  return useQuery({
    queryKey: [...TODOS_KEY, 'list', { filters, page }],
    queryFn: ({ signal }) => devDeskApi.todos(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTodo(id: string) {
  return useQuery({ queryKey: [...TODOS_KEY, 'detail', id], queryFn: ({ signal }) => devDeskApi.todo(id, signal) });
}

/** Creation, change and comment: the answer is the todo itself, written into its query; the lists are read again. */
function useTodoMutation<V>(name: string, call: (variables: V) => ReturnType<typeof devDeskApi.todo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...TODOS_KEY, name],
    mutationFn: call,
    onSuccess: (todo) => {
      queryClient.setQueryData([...TODOS_KEY, 'detail', todo.id], todo);
      return queryClient.invalidateQueries({ queryKey: [...TODOS_KEY, 'list'] });
    },
  });
}

export const useCreateTodo = () => useTodoMutation('create', (body: unknown) => devDeskApi.createTodo(body));
export const useUpdateTodo = (id: string) => useTodoMutation('update', (body: unknown) => devDeskApi.updateTodo(id, body));
export const useCommentTodo = (id: string) =>
  useTodoMutation('comment', ({ content, file }: { content: string; file: File | null }) => devDeskApi.commentTodo(id, content, file));

export function useVersions() {
  return useQuery({ queryKey: [...VERSIONS_KEY, 'list'], queryFn: ({ signal }) => devDeskApi.versions(signal) });
}

export function useCommentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...VERSIONS_KEY, 'comment'],
    mutationFn: ({ id, comments }: { id: string; comments: string }) => devDeskApi.commentVersion(id, comments),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VERSIONS_KEY }),
  });
}

export function useHistory(kind: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'history', { kind, page }],
    queryFn: ({ signal }) => devDeskApi.history(kind, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReferences(search: string, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'references', { search, page }],
    queryFn: ({ signal }) => devDeskApi.references(search, page, signal),
    placeholderData: keepPreviousData,
  });
}
