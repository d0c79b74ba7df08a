import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { STAFF_DESK_TEXTS, type ApiStaffThread } from '@shop/shared';
import React from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { FieldErrorText, errorId } from '../../checkout/fields';
import { AttachmentField } from '../../contact/AttachmentField';
import { useQuickAnswers, useSendAnswer } from './hooks';
import { deskMessages as m } from './messages';

const TextArea = chakra('textarea', {
  base: { width: '100%', minHeight: '10rem', borderWidth: '1px', borderRadius: 'md', paddingX: '3', paddingY: '2', bg: 'bg' },
});

/** Puts a quick answer where the cursor is (or at the end), a blank line apart from what is already written. */
export function insertQuickAnswer(current: string, text: string, at: number | null): string {
  if (!current.trim()) return text;
  const position = at === null ? current.length : Math.min(Math.max(at, 0), current.length);
  const before = current.slice(0, position).replace(/\s+$/, '');
  const after = current.slice(position).replace(/^\s+/, '');
  return [before, text, after].filter(Boolean).join('\n\n');
}

/**
 * The staff's answer: quick answers of the guide tagged 'messages' inserted in one click, the text, an optional
 * file (the contact form's rule), then send, send and close, or close without a word. The customer is e-mailed the
 * answer with a link to the thread.
 */
export function AnswerForm({ thread }: { thread: ApiStaffThread }) {
  const quick = useQuickAnswers();
  const send = useSendAnswer(thread.id);
  const [value, setValue] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const area = React.useRef<HTMLTextAreaElement>(null);
  const fileKey = React.useRef(0);

  const submit = (type: 'answer' | 'close', withText: boolean) => {
    setError(null);
    setDone(null);
    if (withText && !value.trim()) {
      setError(STAFF_DESK_TEXTS.answerRequired);
      area.current?.focus();
      return;
    }
    send.mutate(
      { type, value: withText ? value : '', email: thread.email, file: withText ? file : null },
      {
        onSuccess: () => {
          setDone(type === 'close' ? m.closed : m.sent);
          setValue('');
          setFile(null);
          fileKey.current += 1;
        },
        onError: (failure) => setError(failure instanceof ApiRequestError ? failure.fields.value ?? failure.message : String(failure)),
      },
    );
  };
  const insert = (text: string) => {
    const position = area.current && document.activeElement === area.current ? area.current.selectionStart : null;
    setValue((current) => insertQuickAnswer(current, text, position));
    area.current?.focus();
  };

  return (
    <Box as="section" aria-labelledby="admin-answer-title" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id="admin-answer-title" size="lg" mb="3">{m.answerTitle}</Heading>
      {quick.data && quick.data.content.quickResponses.length > 0 && (
        <Box role="group" aria-labelledby="admin-quick-title" mb="3">
          <Text id="admin-quick-title" fontWeight="medium">{m.quickAnswers}</Text>
          <Text fontSize="sm" color="fg.muted" mb="2">{m.quickAnswersHint}</Text>
          <Box display="flex" flexWrap="wrap" gap="2">
            {quick.data.content.quickResponses.map((answer, index) => (
              <Button key={`${index}-${answer.title}`} size="sm" variant="outline" onClick={() => insert(answer.text)} aria-label={m.insert(answer.title)} data-testid="admin-quick-answer">
                {answer.title}
              </Button>
            ))}
          </Box>
        </Box>
      )}
      <chakra.label htmlFor="admin-answer-text" display="block" fontWeight="medium" mb="1">{m.answerLabel}</chakra.label>
      <TextArea
        ref={area}
        id="admin-answer-text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId('admin-answer-text') : undefined}
        borderColor={error ? 'border.error' : 'border'}
      />
      <FieldErrorText id="admin-answer-text" error={error ?? undefined} />
      <Box mt="3">
        <AttachmentField key={fileKey.current} id="admin-answer-file" file={file} error={fileError} onChange={setFile} onError={setFileError} />
      </Box>
      {done && <Text role="status" color="stock.in" mt="3" data-testid="admin-answer-done">{done}</Text>}
      <Box display="flex" flexWrap="wrap" gap="2" mt="4">
        <Button colorPalette="copper" onClick={() => submit('answer', true)} loading={send.isPending} loadingText={m.sending}>{m.send}</Button>
        <Button variant="outline" colorPalette="copper" onClick={() => submit('close', true)} disabled={send.isPending}>{m.sendAndClose}</Button>
        {thread.state !== 'closed' && <Button variant="ghost" onClick={() => submit('close', false)} disabled={send.isPending}>{m.closeOnly}</Button>}
      </Box>
    </Box>
  );
}
