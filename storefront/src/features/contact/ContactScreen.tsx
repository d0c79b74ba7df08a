import { Box, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_CATEGORIES, MESSAGE_CATEGORY_VALUES, contactMessageSchema, quoteRequestError, type ContactMessageInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, TextField } from '../checkout/fields';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { showServerError } from '../account/formTools';
import { useVerifiedSession } from '../account/useAccount';
import { contactMessages as m } from './messages';
import { AttachmentField } from './AttachmentField';
import { MESSAGE_CATEGORY_PATH } from './paths';
import { TextAreaField } from './TextAreaField';
import { useSendMessage } from './useContact';
import { SubmitButton } from '../../components/common/SubmitButton';

type ContactValues = { name: string; email: string; subject: string; orderNumber: string; message: string };
const FIELDS = ['name', 'email', 'subject', 'orderNumber', 'message'] as const;
const resolver = zodResolver(contactMessageSchema) as unknown as Resolver<ContactValues>;
const SUBJECTS = MESSAGE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/** The subject a link preselects (`/contact/?subject=SAV`, from /contact/messageCategory), if it is one of the list. */
export function presetSubject(search: string): ContactMessageInput['subject'] | undefined {
  const value = new URLSearchParams(search).get('subject')?.toUpperCase();
  return MESSAGE_CATEGORY_VALUES.find((category) => category === value);
}

/**
 * /contact (spec 2.1, 5, 8): the shared schema's texts under the fields; a quote request (QUOTE) needs a logged-in
 * user and a non-empty cart, said before sending (the server checks it again).
 */
export function ContactScreen({ search = '' }: { search?: string }) {
  const session = useVerifiedSession().data;
  // No default values: react-hook-form would write them over what a visitor typed before hydration; the static
  // HTML already shows the defaults (empty fields, each select's first option).
  const { register, handleSubmit, setError, setValue, getValues, watch, formState: { errors } } = useForm<ContactValues>({ resolver });
  const send = useSendMessage();
  const [failure, setFailure] = React.useState<string | null>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  // after hydration: the static HTML is the same for every subject
  const preset = presetSubject(search);
  React.useEffect(() => {
    if (preset) setValue('subject', preset);
  }, [preset, setValue]);
  // a logged-in customer's address, once the session is known, unless they already typed one
  const sessionEmail = session?.user.email;
  React.useEffect(() => {
    if (sessionEmail && !getValues('email')) setValue('email', sessionEmail);
  }, [sessionEmail, getValues, setValue]);
  const quoteBlock =
    watch('subject') === 'QUOTE'
      ? quoteRequestError({ isLogged: Boolean(session?.user.isLogged), cartLineCount: session?.cart.products.length ?? 0 })
      : undefined;

  const submit = (values: ContactValues) => {
    setFailure(null);
    if (quoteBlock || fileError) return;
    send.mutate(
      { input: values as unknown as ContactMessageInput, file },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.file) return setFileError(error.fields.file);
          setFailure(showServerError(error, setError, FIELDS));
        },
      },
    );
  };

  return (
    <Box as="section" aria-labelledby="contact-title" maxW="2xl">
      <Heading as="h1" id="contact-title" size="3xl" mb="2">{m.contactTitle}</Heading>
      {send.isSuccess ? (
        <Text role="status" data-testid="contact-sent" mt="4">{send.data.message}</Text>
      ) : (
        <>
          <Text color="fg.muted" mb="2">{m.contactIntro}</Text>
          <Text mb="4">
            <AppLink to={MESSAGE_CATEGORY_PATH} color="accent" textDecoration="underline" data-testid="contact-choose-subject">{m.chooseSubject}</AppLink>
          </Text>
          <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="contact-title">
            <Box display="grid" gap="4">
              <TextField id="contact-name" label={m.name} autoComplete="name" registration={register('name')} error={errors.name} />
              <TextField id="contact-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
              <SelectField id="contact-subject" label={m.subject} options={SUBJECTS} registration={register('subject')} error={errors.subject} />
              <TextField id="contact-order" label={m.orderNumber} required={false} registration={register('orderNumber')} error={errors.orderNumber} />
              <TextAreaField id="contact-message" label={m.message} registration={register('message')} error={errors.message} />
              <AttachmentField id="contact-file" file={file} error={fileError} onChange={setFile} onError={setFileError} />
            </Box>
            {quoteBlock && <Text role="alert" color="fg.error" mt="3" data-testid="contact-quote-block">{quoteBlock}</Text>}
            {failure && <Text role="alert" color="fg.error" mt="3" data-testid="contact-error">{failure}</Text>}
            <SubmitButton colorPalette="copper" mt="4" disabled={Boolean(quoteBlock)} loading={send.isPending} loadingText={m.sending}>{m.send}</SubmitButton>
          </form>
        </>
      )}
    </Box>
  );
}
