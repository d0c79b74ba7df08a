import { Box, Button, chakra, Text } from '@chakra-ui/react';
import type { ApiQuoteComment } from '@shop/shared';
import React, { useState } from 'react';
import { errorId } from '../../features/checkout/fields';

const TextArea = chakra('textarea', {
  base: { width: '100%', minH: '24', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'transparent' },
});

const ERROR = { base: 'red.700', _dark: 'red.300' } as const;

export type QuoteCommentTexts = {
  none: string;
  authorPro: string;
  authorStaff: string;
  label: string;
  required: string;
  submit: string;
  sent: string;
};

type Props = {
  /** the field's id (one thread per page) */
  id: string;
  comments: readonly ApiQuoteComment[];
  texts: QuoteCommentTexts;
  /** sends the comment; resolves once the server took it */
  onSend: (content: string) => Promise<unknown>;
  pending: boolean;
  /** the server's French refusal, shown as is */
  error: string | null;
  /** the form is left out when the quote takes no more comments */
  closed?: boolean;
};

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** A quote's comment thread (the pro's and the shop's, oldest first) and the form to add one. */
export function QuoteComments({ id, comments, texts, onSend, pending, error, closed }: Props) {
  const [content, setContent] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Box display="grid" gap="3">
      {comments.length === 0 ? (
        <Text color="fg.muted" data-testid="quote-no-comments">{texts.none}</Text>
      ) : (
        <chakra.ol display="grid" gap="2" listStyleType="none" ps="0" data-testid="quote-comments">
          {comments.map((comment, index) => (
            <chakra.li
              key={index}
              data-testid="quote-comment"
              data-author={comment.author}
              borderLeftWidth="3px"
              borderColor={comment.author === 'staff' ? 'copper.solid' : 'border'}
              ps="3"
            >
              <Text fontSize="sm" fontWeight="semibold">
                {comment.author === 'staff' ? texts.authorStaff : texts.authorPro}
                <Text as="span" fontWeight="normal" color="fg.muted">{` · ${when(comment.createdAt)}`}</Text>
              </Text>
              <Text whiteSpace="pre-wrap">{comment.content}</Text>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
      {!closed && (
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const text = content.trim();
            setMissing(text === '');
            setSent(false);
            if (text === '') return;
            onSend(text).then(
              () => {
                setContent('');
                setSent(true);
              },
              () => undefined,
            );
          }}
        >
          <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">{texts.label}</chakra.label>
          <TextArea
            id={id}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setSent(false);
            }}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId(id) : undefined}
            mb="2"
          />
          {missing && <Text id={errorId(id)} color={ERROR} fontSize="sm" mb="2">{texts.required}</Text>}
          <Button type="submit" colorPalette="copper" loading={pending} data-testid="quote-comment-submit">{texts.submit}</Button>
          {error && !pending && <Text role="alert" color={ERROR} mt="2">{error}</Text>}
          {sent && !pending && <Text role="status" mt="2">{texts.sent}</Text>}
        </chakra.form>
      )}
    </Box>
  );
}
