import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { ATTACHMENT_ACCEPT, attachmentFileError, type ApiTodoDetail } from '@shop/shared';
import React, { useRef, useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { ERROR_TEXT } from '../../checkout/fields';
import { frenchDate, Label, Panel, Tag, TextArea } from '../desk/ui';
import { adminHref } from '../menu';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { dueDayText } from './days';
import { devDeskApi } from './api';
import { useCommentTodo, useTodo, useUpdateTodo } from './hooks';
import { devDeskMessages as m } from './messages';

const errorOf = (mutation: { isError: boolean; isPending: boolean; error: unknown }) =>
  mutation.isError && !mutation.isPending ? (mutation.error as Error).message : null;

function Comments({ todo }: { todo: ApiTodoDetail }) {
  const comment = useCommentTodo(todo.id);
  const [content, setContent] = useState('');
  const [fileError, setFileError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const link = { color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' } as const;
  return (
    <Panel title={m.commentsTitle} testId="todo-comments">
      {todo.comments.length === 0 ? (
        <Text color="fg.muted" mb="3">{m.noComments}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="3" mb="4">
          {todo.comments.map((item) => (
            <chakra.li key={item.id} borderLeftWidth="3px" borderColor="border" pl="3" data-testid="todo-comment">
              <Text fontSize="sm" color="fg.muted">{m.by(item.author?.email ?? '—', frenchDate(item.createdAt, true))}</Text>
              {item.content && <Text whiteSpace="pre-wrap">{item.content}</Text>}
              {item.file && (
                <chakra.a href={devDeskApi.fileUrl(todo.id, item.id)} {...link} data-testid="todo-comment-file">
                  {m.download(item.file.name)}
                </chakra.a>
              )}
            </chakra.li>
          ))}
        </chakra.ol>
      )}
      <chakra.form
        display="grid"
        gap="3"
        aria-label={m.send}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          const file = fileInput.current?.files?.[0] ?? null;
          const problem = file ? attachmentFileError(file) : undefined;
          setFileError(problem ?? '');
          if (problem) return;
          comment.mutate(
            { content, file },
            {
              onSuccess: () => {
                setContent('');
                if (fileInput.current) fileInput.current.value = '';
              },
            },
          );
        }}
      >
        <Box>
          <Label htmlFor="todo-comment">{m.comment}</Label>
          <TextArea id="todo-comment" value={content} maxLength={5000} onChange={(e) => setContent(e.target.value)} />
        </Box>
        <Box>
          <Label htmlFor="todo-file">{m.file}</Label>
          <chakra.input id="todo-file" type="file" accept={ATTACHMENT_ACCEPT} ref={fileInput} aria-describedby={fileError ? 'todo-file-error' : undefined} />
          {fileError && <Text id="todo-file-error" role="alert" color={ERROR_TEXT}>{fileError}</Text>}
        </Box>
        {errorOf(comment) && <Text role="alert" color={ERROR_TEXT}>{errorOf(comment)}</Text>}
        {comment.isSuccess && !comment.isPending && <Text role="status">{m.commentSent}</Text>}
        <Box>
          <Button type="submit" colorPalette="copper" loading={comment.isPending}>{m.send}</Button>
        </Box>
      </chakra.form>
    </Panel>
  );
}

function Detail({ todo }: { todo: ApiTodoDetail }) {
  const update = useUpdateTodo(todo.id);
  const done = todo.status === 'done';
  return (
    <Box display="grid" gap="4">
      <Box>
        <AppLink to={adminHref('todos')} color="accent" textDecoration="underline">{m.back}</AppLink>
        <Heading as="h1" size="2xl" mt="2">{todo.title}</Heading>
        <Text color="fg.muted" display="flex" gap="2" flexWrap="wrap" alignItems="center">
          <span>{m.createdBy(todo.author?.email ?? '—', frenchDate(todo.createdAt, true))}</span>
          <Tag tone={done ? 'good' : 'warn'}>{m.statusLabels[todo.status]}</Tag>
        </Text>
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
        <Box display="grid" gap="4">
          <Panel title={m.details} testId="todo-details">
            {todo.content ? <Text whiteSpace="pre-wrap">{todo.content}</Text> : <Text color="fg.muted">—</Text>}
          </Panel>
          <Comments todo={todo} />
        </Box>
        <Panel title={m.status} testId="todo-status">
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mb="3">
            <chakra.dt fontWeight="semibold">{m.assignee}</chakra.dt>
            <chakra.dd>{todo.assignee?.email ?? m.nobody}</chakra.dd>
            <chakra.dt fontWeight="semibold">{m.colDue}</chakra.dt>
            <chakra.dd>{dueDayText(todo.dueDate)}</chakra.dd>
          </chakra.dl>
          <Button
            variant={done ? 'outline' : 'solid'}
            colorPalette="copper"
            loading={update.isPending}
            onClick={() => update.mutate({ status: done ? 'open' : 'done' })}
            data-testid="todo-toggle"
          >
            {done ? m.reopen : m.markDone}
          </Button>
          {errorOf(update) && <Text role="alert" color={ERROR_TEXT} mt="2">{errorOf(update)}</Text>}
          {update.isSuccess && !update.isPending && <Text role="status" mt="2">{m.saved}</Text>}
        </Panel>
      </Box>
    </Box>
  );
}

/** /admin/todos/{id}: the todo, its comments (with a file) and its status. */
export default function TodoScreen({ params }: AdminScreenProps) {
  const todo = useTodo(params.id ?? '');
  if (todo.isPending) return <Loading />;
  if (todo.isError) return <Text role="alert" color={ERROR_TEXT}>{(todo.error as Error).message}</Text>;
  return <Detail todo={todo.data} />;
}
