import { Box, Text, chakra } from '@chakra-ui/react';
import { ATTACHMENT_ACCEPT, attachmentFileError } from '@shop/shared';
import React from 'react';
import { FieldErrorText, errorId } from '../checkout/fields';
import { contactMessages as m } from './messages';

/**
 * The optional attachment of a message: the accept list and the shared size/type rule checked as soon as a file is
 * picked (the server checks the bytes again). A refused file is not kept: `onChange(null)`.
 */
export function AttachmentField({
  id,
  file,
  error,
  onChange,
  onError,
}: {
  id: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
}) {
  const input = React.useRef<HTMLInputElement>(null);
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const refusal = picked ? attachmentFileError(picked) : undefined;
    onError(refusal ?? null);
    onChange(refusal ? null : picked);
    if (refusal && input.current) input.current.value = '';
  };
  const clear = () => {
    onChange(null);
    onError(null);
    if (input.current) input.current.value = '';
  };
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">{m.attachment}</chakra.label>
      <Text id={`${id}-aide`} fontSize="sm" color="fg.muted" mb="1">{m.attachmentHelp}</Text>
      <chakra.input
        ref={input}
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        onChange={pick}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-aide ${errorId(id)}` : `${id}-aide`}
        fontSize="sm"
        data-testid={id}
      />
      {file && (
        <Text fontSize="sm" mt="1" data-testid={`${id}-chosen`}>
          {m.attachmentChosen(file.name)}{' '}
          <chakra.button type="button" onClick={clear} textDecoration="underline" fontSize="sm">{m.attachmentRemove}</chakra.button>
        </Text>
      )}
      <FieldErrorText id={id} error={error ?? undefined} />
    </Box>
  );
}

/** `12,3 Ko`, `1,5 Mo`: the size of an attachment in the thread. */
export function formatFileSize(size: number): string {
  const format = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
  if (size < 1024) return `${size} o`;
  if (size < 1024 * 1024) return `${format(size / 1024)} Ko`;
  return `${format(size / (1024 * 1024))} Mo`;
}
