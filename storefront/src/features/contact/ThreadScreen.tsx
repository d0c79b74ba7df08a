import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageReplySchema, type MessageReplyInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api/client';
import { contactApi } from '../../lib/api/contact';
import { showServerError } from '../account/formTools';
import { AttachmentField, formatFileSize } from './AttachmentField';
import { contactMessages as m } from './messages';
import { TextAreaField } from './TextAreaField';
import { useReply, useThread } from './useContact';

const resolver = zodResolver(messageReplySchema) as unknown as Resolver<MessageReplyInput>;
const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * /contact/{id}?secret= (the e-mailed link; without secret for the logged-in customer who wrote it): the thread with
 * its attachments (download links) and a reply box with an optional file. A wrong link shows the server's 404 text.
 */
export function ThreadScreen({ id, secret }: { id: string; secret: string }) {
  const thread = useThread(id, secret);
  const reply = useReply(id, secret);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<MessageReplyInput>({ defaultValues: { content: '' }, resolver });
  const [failure, setFailure] = React.useState<string | null>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [fileKey, setFileKey] = React.useState(0);

  if (thread.isPending) return <Text role="status">{m.threadLoading}</Text>;
  if (thread.isError) return <Text role="alert" data-testid="thread-error">{thread.error.message}</Text>;

  const submit = ({ content }: MessageReplyInput) => {
    setFailure(null);
    if (fileError) return;
    reply.mutate(
      { content, file },
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
    <Box as="section" aria-labelledby="thread-title" maxW="2xl">
      <Heading as="h1" id="thread-title" size="3xl" mb="2">{m.threadTitle}</Heading>
      <Text color="fg.muted" mb="4">{thread.data.subjectLabel}{thread.data.orderNumber ? ` — ${thread.data.orderNumber}` : ''}</Text>
      <Box as="ol" listStyleType="none" display="grid" gap="3" mb="6" data-testid="thread-messages">
        {thread.data.messages.map((message, index) => (
          <Box as="li" key={index} borderWidth="1px" borderRadius="md" p="3" bg={message.author === 'staff' ? 'bg.muted' : undefined}>
            <Text fontSize="sm" color="fg.muted">{message.author === 'staff' ? m.staff : m.you} · {DATE.format(new Date(message.createdAt))}</Text>
            <Text whiteSpace="pre-wrap">{message.content}</Text>
            {message.attachments.length > 0 && (
              <Box as="ul" aria-label={m.attachmentsOf} listStyleType="none" mt="2" data-testid="thread-attachments">
                {message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <chakra.a
                      href={contactApi.fileUrl(id, secret, attachment.id)}
                      download={attachment.name}
                      color="accent"
                      textDecoration="underline"
                      fontSize="sm"
                      data-testid="thread-attachment"
                    >
                      {m.download(attachment.name, formatFileSize(attachment.size))}
                    </chakra.a>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <form noValidate onSubmit={handleSubmit(submit)} aria-label={m.replyForm}>
        <TextAreaField id="thread-reply" label={m.reply} registration={register('content')} error={errors.content} />
        <Box mt="4">
          <AttachmentField key={fileKey} id="thread-file" file={file} error={fileError} onChange={setFile} onError={setFileError} />
        </Box>
        {reply.isSuccess && <Text role="status" mt="3">{m.replySent}</Text>}
        {failure && <Text role="alert" color="fg.error" mt="3">{failure}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={reply.isPending}>{m.sendReply}</Button>
      </form>
    </Box>
  );
}
