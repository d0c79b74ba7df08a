import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type ApiFaq, type FaqCategory } from '@shop/shared';
import React from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ChoiceField, ERROR_TEXT, FieldErrorText, SelectField, TextField, errorId } from '../../checkout/fields';
import { QueryState } from '../desk/lists';
import { Label, Tag, TextArea } from '../desk/ui';
import { checkFaq, faqBody, faqFormValues, neighbourIndex, placeErrors, type FaqFormValues } from './faq-form';
import { useFaq, useSaveFaq } from './hooks';
import { faqLandingMessages as m } from './messages';

const CATEGORY_OPTIONS = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] }));

function FaqForm({ faq }: { faq: ApiFaq }) {
  const form = useForm<FaqFormValues>({ defaultValues: faqFormValues(faq) });
  const { register, control, handleSubmit, setError, reset, watch, formState: { errors } } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const questions = watch('questions');
  const save = useSaveFaq();
  const [notice, setNotice] = React.useState('');
  const [failure, setFailure] = React.useState('');
  const statusOf = new Map(faq.content.categories.flatMap((g) => g.questions.map((q) => [q.id, q.status] as const)));

  const showErrors = (fieldErrors: Record<string, string>, message: string | null) => {
    for (const [path, text] of Object.entries(fieldErrors)) setError(path as Path<FaqFormValues>, { type: 'server', message: text });
    if (message || !Object.keys(fieldErrors).length) setFailure(message ?? FALLBACK_ERROR_MESSAGE);
  };

  const submit = (values: FaqFormValues) => {
    setNotice('');
    setFailure('');
    const checked = checkFaq(values);
    if (!checked.ok) return showErrors(checked.fields, checked.message);
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        reset(faqFormValues(saved));
        setNotice(m.faqSaved);
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return setFailure(FALLBACK_ERROR_MESSAGE);
        const placed = placeErrors(Object.entries(error.fields ?? {}), faqBody(values).formIndex);
        if (Object.keys(placed.fields).length) return showErrors(placed.fields, null);
        setFailure(error.message);
      },
    });
  };

  const add = (category: FaqCategory) => append({ id: null, question: '', answer: '', category, published: false }, { shouldFocus: true, focusName: `questions.${fields.length}.question` });

  return (
    <chakra.form noValidate display="flex" flexDirection="column" gap="6" onSubmit={handleSubmit(submit)}>
      {FAQ_CATEGORIES.map((category) => {
        const inCategory = fields.map((field, index) => ({ field, index })).filter(({ index }) => questions[index]?.category === category);
        const headingId = `faq-categorie-${category}`;
        return (
          <Box as="section" key={category} aria-labelledby={headingId} data-testid={`faq-category-${category}`} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
            <Heading as="h2" id={headingId} size="lg" mb="3">{FAQ_CATEGORY_LABELS[category]}</Heading>
            {inCategory.length === 0 && <Text color="fg.muted" mb="3">{m.faqEmpty}</Text>}
            {inCategory.map(({ field, index }, position) => {
              const id = `faq-${field.key}`;
              const status = field.id ? statusOf.get(field.id) : undefined;
              return (
                <chakra.fieldset key={field.key} data-testid="faq-question" borderTopWidth={position ? '1px' : '0'} borderColor="border" pt={position ? '4' : '0'} mb="4" display="flex" flexDirection="column" gap="3">
                  <chakra.legend fontWeight="semibold" mb="2" display="flex" gap="2" alignItems="center">
                    {field.id ? m.questionLegend(position + 1) : m.newQuestion}
                    {status && <Tag tone={status === 'published' ? 'good' : status === 'modified' ? 'warn' : 'neutral'}>{status === 'published' ? m.statusPublished : status === 'modified' ? m.statusModified : m.statusDraft}</Tag>}
                  </chakra.legend>
                  <TextField id={`${id}-question`} label={m.fieldQuestion} registration={register(`questions.${index}.question`)} error={errors.questions?.[index]?.question} />
                  <Box>
                    <Label htmlFor={`${id}-answer`}>{m.fieldAnswer}<span aria-hidden="true"> *</span></Label>
                    <TextArea
                      id={`${id}-answer`}
                      rows={4}
                      aria-required
                      aria-invalid={errors.questions?.[index]?.answer ? true : undefined}
                      aria-describedby={errors.questions?.[index]?.answer ? errorId(`${id}-answer`) : undefined}
                      {...register(`questions.${index}.answer`)}
                    />
                    <FieldErrorText id={`${id}-answer`} error={errors.questions?.[index]?.answer?.message} />
                  </Box>
                  <Box display="flex" gap="4" flexWrap="wrap" alignItems="flex-end">
                    <Box minW="56">
                      <SelectField id={`${id}-category`} label={m.fieldCategory} registration={register(`questions.${index}.category`)} options={CATEGORY_OPTIONS} error={errors.questions?.[index]?.category} />
                    </Box>
                    <ChoiceField id={`${id}-published`} type="checkbox" label={m.fieldPublished} registration={register(`questions.${index}.published`)} />
                  </Box>
                  <Box display="flex" gap="2" flexWrap="wrap">
                    <Button size="sm" variant="outline" disabled={neighbourIndex(questions, index, -1) < 0} onClick={() => move(index, neighbourIndex(questions, index, -1))} aria-label={`${m.moveUp} : ${questions[index]?.question || m.newQuestion}`}>{m.moveUp}</Button>
                    <Button size="sm" variant="outline" disabled={neighbourIndex(questions, index, 1) < 0} onClick={() => move(index, neighbourIndex(questions, index, 1))} aria-label={`${m.moveDown} : ${questions[index]?.question || m.newQuestion}`}>{m.moveDown}</Button>
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => remove(index)} aria-label={`${m.remove} : ${questions[index]?.question || m.newQuestion}`}>{m.remove}</Button>
                  </Box>
                </chakra.fieldset>
              );
            })}
            <Button size="sm" variant="outline" onClick={() => add(category)} aria-label={`${m.addQuestion} (${FAQ_CATEGORY_LABELS[category]})`}>{m.addQuestion}</Button>
          </Box>
        );
      })}
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      {failure && <Text role="alert" color={ERROR_TEXT}>{failure}</Text>}
      <Box>
        <Button type="submit" colorPalette="copper" loading={save.isPending} loadingText={m.saving}>{m.saveFaq}</Button>
      </Box>
    </chakra.form>
  );
}

/** /admin/faq: the help page's questions (grant `faq`), through /api/guide/faq. */
export default function FaqScreen() {
  const faq = useFaq();
  return (
    <Box display="flex" flexDirection="column" gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">{m.faqTitle}</Heading>
      <Text color="fg.muted">{m.faqIntro}</Text>
      <QueryState query={faq} texts={{ loading: m.loading, failed: FALLBACK_ERROR_MESSAGE }}>
        {(data) => <FaqForm faq={data} />}
      </QueryState>
    </Box>
  );
}
