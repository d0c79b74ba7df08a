import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { TODO_STATUSES, type ApiTodoPerson, type ApiTodo, type TodoFilters } from '@shop/shared';
import React, { useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ERROR_TEXT, SelectInput } from '../../checkout/fields';
import { Label, Pager, Table, Tag, Td, TextArea, Th } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { dueDayText } from './days';
import { useCreateTodo, useTodos } from './hooks';
import { devDeskMessages as m } from './messages';

function AssigneeOptions({ staff }: { staff: ApiTodoPerson[] }) {
  return (
    <>
      {staff.map((member) => (
        <option key={member.id} value={member.id}>{member.name === member.email ? member.email : `${member.name} (${member.email})`}</option>
      ))}
    </>
  );
}

function NewTodoForm({ staff, onCreated }: { staff: ApiTodoPerson[]; onCreated: (title: string) => void }) {
  const create = useCreateTodo();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [dueDate, setDueDate] = useState('');
  return (
    <chakra.form
      aria-labelledby="todo-new-title"
      display="grid"
      gap="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="4"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        const body = { title, content, assigneeId: assigneeId || null, dueDate: dueDate || null };
        create.mutate(body, {
          onSuccess: (todo) => {
            setTitle('');
            setContent('');
            setAssigneeId('');
            setDueDate('');
            onCreated(todo.title);
          },
        });
      }}
    >
      <Heading as="h2" id="todo-new-title" size="lg">{m.newTodo}</Heading>
      <Box>
        <Label htmlFor="todo-title">{m.title}</Label>
        <TextInput id="todo-title" value={title} required maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="todo-content">{m.content}</Label>
        <TextArea id="todo-content" value={content} maxLength={5000} onChange={(e) => setContent(e.target.value)} />
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Box>
          <Label htmlFor="todo-assignee">{m.assignee}</Label>
          <SelectInput id="todo-assignee" value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
            <option value="">{m.nobody}</option>
            <AssigneeOptions staff={staff} />
          </SelectInput>
        </Box>
        <Box>
          <Label htmlFor="todo-due">{m.dueDate}</Label>
          <TextInput id="todo-due" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Box>
      </Box>
      {create.isError && !create.isPending && <Text role="alert" color={ERROR_TEXT}>{(create.error as Error).message}</Text>}
      <Box>
        <Button type="submit" colorPalette="copper" loading={create.isPending}>{m.create}</Button>
      </Box>
    </chakra.form>
  );
}

function TodosTable({ todos }: { todos: ApiTodo[] }) {
  return (
    <Box overflowX="auto">
      <Table data-testid="todos-table">
        <thead>
          <tr>
            <Th scope="col">{m.colTitle}</Th>
            <Th scope="col">{m.colStatus}</Th>
            <Th scope="col">{m.colAssignee}</Th>
            <Th scope="col">{m.colDue}</Th>
            <Th scope="col">{m.colComments}</Th>
          </tr>
        </thead>
        <tbody>
          {todos.map((todo) => (
            <tr key={todo.id} data-testid="todo-row">
              <Td>
                <AppLink to={adminHref(`todos/${todo.id}`)} color="accent" textDecoration="underline" fontWeight="semibold">{todo.title}</AppLink>
              </Td>
              <Td><Tag tone={todo.status === 'done' ? 'good' : 'warn'}>{m.statusLabels[todo.status]}</Tag></Td>
              <Td>{todo.assignee?.email ?? m.nobody}</Td>
              <Td>{dueDayText(todo.dueDate)}</Td>
              <Td>{todo.commentCount}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

/** /admin/todos: the team's task list (filters by status and assignee), and a form to add one. */
export default function TodosScreen(_: AdminScreenProps) {
  const [filters, setFilters] = useState<TodoFilters>({});
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  const list = useTodos(filters, page);
  const staff = list.data?.staff ?? [];
  return (
    <Box display="grid" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.todosTitle}</Heading>
        <Text color="fg.muted">{m.todosIntro}</Text>
      </Box>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      <NewTodoForm staff={staff} onCreated={(title) => setNotice(m.created(title))} />
      <Box as="section" aria-labelledby="todos-list-title">
        <Heading as="h2" id="todos-list-title" size="lg" mb="3">{m.todosTitle}</Heading>
        <Box as="form" aria-label={m.filters} display="flex" gap="3" flexWrap="wrap" mb="4">
          <Box>
            <Label htmlFor="todos-status">{m.status}</Label>
            <SelectInput id="todos-status" value={filters.status ?? ''} onChange={(e) => { setPage(1); setFilters({ ...filters, status: (e.target.value || undefined) as TodoFilters['status'] }); }}>
              <option value="">{m.anyStatus}</option>
              {TODO_STATUSES.map((status) => <option key={status} value={status}>{m.statusLabels[status]}</option>)}
            </SelectInput>
          </Box>
          <Box>
            <Label htmlFor="todos-assignee">{m.assignee}</Label>
            <SelectInput id="todos-assignee" value={filters.assignee ?? ''} onChange={(e) => { setPage(1); setFilters({ ...filters, assignee: e.target.value || undefined }); }}>
              <option value="">{m.anyone}</option>
              <AssigneeOptions staff={staff} />
            </SelectInput>
          </Box>
        </Box>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Text role="alert" color={ERROR_TEXT}>{(list.error as Error).message}</Text>
        ) : list.data.todos.length === 0 ? (
          <Text>{m.none}</Text>
        ) : (
          <TodosTable todos={list.data.todos} />
        )}
        {list.data && <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} texts={m} />}
      </Box>
    </Box>
  );
}
