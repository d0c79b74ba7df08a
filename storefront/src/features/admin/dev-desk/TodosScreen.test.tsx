import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiTodo } from '@shop/shared';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import TodosScreen from './TodosScreen';

const session = apiSession({ isAnonymous: false, email: 'dev@maison-chaleur.fr', isAdmin: true, grants: ['dev'] });
const dev2 = { id: 'user_02', email: 'dev2@maison-chaleur.fr', name: 'Camille Dev' };
const todo = (over: Partial<ApiTodo> = {}): ApiTodo => ({
  id: 'todo_01',
  title: 'Vérifier le flux ManoMano',
  content: '',
  status: 'open',
  assignee: dev2,
  dueDate: '2026-12-15',
  author: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  commentCount: 2,
  ...over,
});
const list = (todos: ApiTodo[]) => ({ status: 200, body: { todos, total: todos.length, page: 1, pageSize: 50, staff: [dev2] } });
const query = (filters: object) => `GET /todos?${new URLSearchParams({ filters: JSON.stringify(filters), page: '1' })}`;

describe('/admin/todos', () => {
  it('lists the todos, filters them with the spec JSON filters and creates one for a staff member', async () => {
    const { calls } = fakeApi({
      [query({})]: () => list([todo()]),
      [query({ status: 'done' })]: () => list([]),
      'POST /todos/': (body) => ({ status: 201, body: { ...todo({ title: (body as { title: string }).title }), comments: [] } }),
    });
    renderWithApi(<TodosScreen params={{}} path="todos" />, session);
    const row = await screen.findByTestId('todo-row');
    expect(within(row).getByRole('link', { name: 'Vérifier le flux ManoMano' })).toHaveAttribute('href', '/admin/todos/todo_01/');
    expect(row).toHaveTextContent('À faire');
    expect(row).toHaveTextContent('dev2@maison-chaleur.fr');
    expect(row).toHaveTextContent('15/12/2026');

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'done' } });
    expect(await screen.findByText('Aucune tâche ne correspond à ces critères.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Nouvelle tâche' });
    fireEvent.change(within(form).getByLabelText('Titre'), { target: { value: 'Relancer le transporteur' } });
    fireEvent.change(within(form).getByLabelText('Assignée à'), { target: { value: 'user_02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer la tâche' }));
    expect(await screen.findByText('Tâche « Relancer le transporteur » créée.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Relancer le transporteur', content: '', assigneeId: 'user_02', dueDate: null });
  });

  it("shows the server's French refusal", async () => {
    fakeApi({
      [query({})]: () => list([]),
      'POST /todos/': () => ({ status: 400, body: { message: "La personne assignée doit être un membre de l'équipe.", fields: {} } }),
    });
    renderWithApi(<TodosScreen params={{}} path="todos" />, session);
    const form = await screen.findByRole('form', { name: 'Nouvelle tâche' });
    fireEvent.change(within(form).getByLabelText('Titre'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer la tâche' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent("La personne assignée doit être un membre de l'équipe.");
  });
});
