import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { meMessageSchema, type MeMessageInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { showServerError } from '../account/formTools';
import { AttachmentField } from './AttachmentField';
import { contactMessages as m } from './messages';
import { TextAreaField } from './TextAreaField';
import { useMyMessages, useSendMine } from './useContact';

type NewMessageValues = { content: string };
const resolver = zodResolver(meMessageSchema.pick({ content: true })) as unknown as Resolver<NewMessageValues>;

/** The thread page of the customer's own thread: no secret in the link, the server recognises the session. */
export const myThreadPath = (id: string) => `/contact/${encodeURIComponent(id)}/`;

/**
 * 'Mes messages' on /me (the logged-in customer's "messages feed", spec 6): their threads, newest first, each a link
 * to its page, and a new message with an optional attachment (PUT /api/me/messages).
 */
export function MyMessages() {
  const threads = useMyMessages();
  const send = useSendMine();
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<NewMessageValues>({ defaultValues: { content: '' }, resolver });
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [fileKey, setFileKey] = React.useState(0);
  const [failure, setFailure] = React.useState<string | null>(null);

  const submit = ({ content }: NewMessageValues) => {
    setFailure(null);
    if (fileError) return;
    send.mutate(
      { input: { content } as MeMessageInput, file },
      {
        onSuccess: () => {
          reset({ content: '' });
          setFile(null);
          setFileKey((key) => key + 1);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.file) return setFileError(error.fields.file);
          setFailure(showServerError(error, setError, ['content']));
        },
      },
    );
  };

  return (
    <Box as="section" aria-labelledby="me-messages-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="me-messages-title" size="xl" mb="4">{m.myMessagesTitle}</Heading>
      {threads.isPending && <Text role="status" display="flex" alignItems="center" gap="2"><Spinner size="sm" />{m.myMessagesLoading}</Text>}
      {threads.isError && <Text role="alert">{m.myMessagesError}</Text>}
      {threads.isSuccess && threads.data.threads.length === 0 && <Text data-testid="me-messages-empty">{m.myMessagesEmpty}</Text>}
      {threads.isSuccess && threads.data.threads.length > 0 && (
        <Box as="ul" listStyleType="none" display="grid" gap="2" data-testid="me-messages">
          {threads.data.threads.map((thread) => (
            <li key={thread.id} data-testid="me-message">
              <AppLink to={myThreadPath(thread.id)} color="accent" textDecoration="underline">
                {m.myMessageOpen(thread.subjectLabel, formatDate(thread.createdAt) ?? '')}
              </AppLink>
              <Text as="span" color="fg.muted" fontSize="sm"> · {m.myMessageCount(thread.messages.length)}</Text>
            </li>
          ))}
        </Box>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="me-new-message-title">
        <Heading as="h3" id="me-new-message-title" size="md" mt="6" mb="3">{m.newMessage}</Heading>
        <TextAreaField id="me-message-content" label={m.message} registration={register('content')} error={errors.content} />
        <Box mt="4">
          <AttachmentField key={fileKey} id="me-message-file" file={file} error={fileError} onChange={setFile} onError={setFileError} />
        </Box>
        {send.isSuccess && <Text role="status" mt="3">{m.newMessageSent}</Text>}
        {failure && <Text role="alert" mt="3">{failure}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={send.isPending} loadingText={m.sending}>{m.send}</Button>
      </form>
    </Box>
  );
}
