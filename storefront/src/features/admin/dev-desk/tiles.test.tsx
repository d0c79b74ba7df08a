import { screen, within } from '@testing-library/react';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
import { OpenTodosTile } from './tiles';

const session = apiSession({ isAnonymous: false, email: 'dev@maison-chaleur.fr', isAdmin: true, grants: ['dev'] });
const openTodos = `GET /todos?${new URLSearchParams({ filters: JSON.stringify({ status: 'open' }), page: '1' })}`;

describe('dashboard tile: open tasks', () => {
  it('counts the team’s open tasks and leads to /admin/todos', async () => {
    fakeApi({ [openTodos]: () => ({ status: 200, body: { todos: [], total: 3, page: 1, pageSize: 50, staff: [] } }) });
    renderWithApi(<OpenTodosTile />, session);
    const tile = screen.getByRole('region', { name: 'Tâches à faire' });
    expect(await within(tile).findByText('3')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Voir les tâches' })).toHaveAttribute('href', '/admin/todos/');
  });

  it('says so when the count cannot be read', async () => {
    fakeApi({ [openTodos]: () => ({ status: 500, body: { message: 'Erreur' } }) });
    renderWithApi(<OpenTodosTile />, session);
    expect(await within(screen.getByRole('region', { name: 'Tâches à faire' })).findByRole('alert')).toBeInTheDocument();
  });
});
