import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { formatZodError, guideUpdateSchema, type QuickResponse } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError } from '../../../lib/api/client';
import { FieldErrorText, errorId } from '../../checkout/fields';
import { adminHref } from '../menu';
import { useQuickAnswers, useSaveQuickAnswers } from './hooks';
import { deskMessages as m } from './messages';

const TextArea = chakra('textarea', {
  base: { width: '100%', minHeight: '6rem', borderWidth: '1px', borderRadius: 'md', paddingX: '3', paddingY: '2', bg: 'bg' },
});

function Editor({ initial }: { initial: QuickResponse[] }) {
  const [list, setList] = React.useState<QuickResponse[]>(initial);
  const [fields, setFields] = React.useState<Record<string, string>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const save = useSaveQuickAnswers();
  const change = (index: number, key: keyof QuickResponse, value: string) => {
    save.reset();
    setList((current) => current.map((answer, i) => (i === index ? { ...answer, [key]: value } : answer)));
  };
  const remove = (index: number) => setList((current) => current.filter((_, i) => i !== index));
  const moveUp = (index: number) =>
    setList((current) => (index === 0 ? current : [...current.slice(0, index - 1), current[index], current[index - 1], ...current.slice(index + 1)]));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // the shared rule first (the server checks it again): errors under their fields
    const parsed = guideUpdateSchema.safeParse({ content: { quickResponses: list } });
    if (!parsed.success) {
      setFields(formatZodError(parsed.error).fields);
      return;
    }
    setFields({});
    save.mutate(parsed.data.content.quickResponses, {
      onError: (error) => {
        if (error instanceof ApiRequestError) setFields(error.fields);
        setFailure(error.message);
      },
    });
  };
  const fieldError = (index: number, key: keyof QuickResponse) => fields[`content.quickResponses.${index}.${key}`];
  return (
    <chakra.form noValidate onSubmit={submit} aria-labelledby="admin-answers-title">
      {list.length === 0 && <Text mb="3">{m.noAnswers}</Text>}
      <chakra.ol listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="4">
        {list.map((answer, index) => {
          const n = index + 1;
          const titleId = `admin-answer-${index}-title`;
          const textId = `admin-answer-${index}-text`;
          return (
            <chakra.li key={index} borderWidth="1px" borderColor="border" borderRadius="md" p="3" data-testid="admin-quick-row">
              <chakra.label htmlFor={titleId} display="block" fontWeight="medium" mb="1">{m.answerTitleLabel(n)}</chakra.label>
              <TextInput
                id={titleId}
                value={answer.title}
                onChange={(e) => change(index, 'title', e.target.value)}
                aria-invalid={fieldError(index, 'title') ? true : undefined}
                aria-describedby={fieldError(index, 'title') ? errorId(titleId) : undefined}
              />
              <FieldErrorText id={titleId} error={fieldError(index, 'title')} />
              <chakra.label htmlFor={textId} display="block" fontWeight="medium" mt="2" mb="1">{m.answerTextLabel(n)}</chakra.label>
              <TextArea
                id={textId}
                value={answer.text}
                onChange={(e) => change(index, 'text', e.target.value)}
                aria-invalid={fieldError(index, 'text') ? true : undefined}
                aria-describedby={fieldError(index, 'text') ? errorId(textId) : undefined}
              />
              <FieldErrorText id={textId} error={fieldError(index, 'text')} />
              <Box display="flex" gap="2" mt="2">
                {index > 0 && <Button size="sm" variant="outline" onClick={() => moveUp(index)}>{m.up(n)}</Button>}
                <Button size="sm" variant="outline" onClick={() => remove(index)}>{m.remove(n)}</Button>
              </Box>
            </chakra.li>
          );
        })}
      </chakra.ol>
      <Button mt="3" variant="outline" colorPalette="copper" onClick={() => setList((current) => [...current, { title: '', text: '' }])}>{m.add}</Button>
      {failure && <Text role="alert" color={{ base: 'red.700', _dark: 'red.300' }} mt="3">{failure}</Text>}
      {save.isSuccess && <Text role="status" color="stock.in" mt="3" data-testid="admin-answers-saved">{m.saved}</Text>}
      <Box mt="4">
        <Button type="submit" colorPalette="copper" loading={save.isPending} loadingText={m.saving}>{m.save}</Button>
      </Box>
    </chakra.form>
  );
}

/** /admin/messages/answers (grant `messages`): the quick answers of the guide tagged 'messages', edited as a list. */
export default function AnswersScreen() {
  const quick = useQuickAnswers();
  return (
    <Box as="section" aria-labelledby="admin-answers-title">
      <AppLink to={adminHref('messages')} color="accent" textDecoration="underline" display="inline-block" mb="3">{m.back}</AppLink>
      <Heading as="h1" id="admin-answers-title" size="2xl" mb="2">{m.answersTitle}</Heading>
      <Text color="fg.muted" mb="4">{m.answersIntro}</Text>
      {quick.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : quick.isError ? (
        <Text role="alert">{quick.error.message}</Text>
      ) : (
        <Editor initial={quick.data.content.quickResponses} />
      )}
    </Box>
  );
}
