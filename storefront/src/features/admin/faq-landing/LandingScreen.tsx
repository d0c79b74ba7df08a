import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import { LANDING_BLOCK_LABELS, LANDING_BLOCK_TYPES, type ApiLanding, type LandingBlockType } from '@shop/shared';
import React from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { QueryState } from '../desk/lists';
import { ERROR_TEXT, SelectInput, TextField } from '../../checkout/fields';
import { Tag } from '../desk/ui';
import { AddLandingMedia, Fields, ImageFields, ListEditor } from './BlockFields';
import { useLanding, useSaveLanding } from './hooks';
import { BLOCK_DEFS, checkLanding, emptyBlock, landingErrors, landingFormValues, type LandingFormValues } from './landing-form';
import { faqLandingMessages as m } from './messages';

const STATUS = {
  draft: { text: m.statusDraft, tone: 'neutral' },
  published: { text: m.statusPublished, tone: 'good' },
  modified: { text: m.statusModified, tone: 'warn' },
} as const;

function BlockEditor({ index, count, type, media, onMove, onRemove }: {
  index: number;
  count: number;
  type: LandingBlockType;
  media: ApiLanding['media'];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const def = BLOCK_DEFS[type];
  const legend = m.blockLegend(index + 1, LANDING_BLOCK_LABELS[type] ?? type);
  const prefix = `sections.${index}`;
  return (
    <chakra.fieldset data-testid="landing-block" data-type={type} borderWidth="1px" borderColor="border" borderRadius="md" p="4" display="flex" flexDirection="column" gap="4">
      <chakra.legend px="1" fontWeight="semibold" fontSize="lg">{legend}</chakra.legend>
      {def ? (
        <>
          <Fields prefix={prefix} fields={def.fields} media={media} />
          {def.image && <ImageFields prefix={prefix} media={media} />}
          {def.lists.map((list) => <ListEditor key={list.name} path={`${prefix}.${list.name}`} def={list} media={media} />)}
        </>
      ) : null}
      <Box display="flex" gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`${m.moveUp} : ${legend}`}>{m.moveUp}</Button>
        <Button size="sm" variant="outline" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`${m.moveDown} : ${legend}`}>{m.moveDown}</Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`${m.remove} : ${legend}`}>{m.remove}</Button>
      </Box>
    </chakra.fieldset>
  );
}

function LandingForm({ landing }: { landing: ApiLanding }) {
  const form = useForm<LandingFormValues>({ defaultValues: landingFormValues(landing) });
  const { register, control, handleSubmit, setError, reset, formState: { errors } } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const [newType, setNewType] = React.useState<LandingBlockType>('blocks.hero');
  const save = useSaveLanding();
  const [notice, setNotice] = React.useState('');
  const [failure, setFailure] = React.useState('');
  const status = STATUS[save.data?.status ?? landing.status];
  // The homepage's pictures, plus those uploaded on this screen (chosen in a field, used once saved).
  const [uploaded, setUploaded] = React.useState<ApiLanding['media']>([]);
  const known = save.data?.media ?? landing.media;
  const media = React.useMemo(() => [...known, ...uploaded.filter((u) => !known.some((k) => k.id === u.id))], [known, uploaded]);
  const addMedia = React.useCallback((file: ApiLanding['media'][number]) => setUploaded((list) => [...list, file]), []);

  const showErrors = (fieldErrors: Record<string, string>, message: string | null) => {
    for (const [path, text] of Object.entries(fieldErrors)) setError(path as Path<LandingFormValues>, { type: 'server', message: text });
    if (message || !Object.keys(fieldErrors).length) setFailure(message ?? FALLBACK_ERROR_MESSAGE);
  };

  const submit = (publish: boolean) => (values: LandingFormValues) => {
    setNotice('');
    setFailure('');
    const checked = checkLanding(values, publish);
    if (!checked.ok) return showErrors(checked.fields, checked.message);
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        reset(landingFormValues(saved));
        setNotice(publish ? m.landingPublished : m.landingSaved);
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return setFailure(FALLBACK_ERROR_MESSAGE);
        const placed = landingErrors(Object.entries(error.fields ?? {}));
        showErrors(placed.fields, placed.message ?? error.message);
      },
    });
  };

  return (
    <FormProvider {...form}>
      <AddLandingMedia.Provider value={addMedia}>
        <chakra.form noValidate display="flex" flexDirection="column" gap="5" onSubmit={handleSubmit(submit(false))}>
          <Text data-testid="landing-status">{m.statusLabel} : <Tag tone={status.tone}>{status.text}</Tag></Text>
          <TextField id="landing-title" label={m.fieldPageTitle} registration={register('title')} error={errors.title} />
          <TextField id="landing-seo" label={m.fieldSeo} registration={register('seoDescription')} error={errors.seoDescription} required={false} />
          <Heading as="h2" size="lg">{m.blocksHeading}</Heading>
          {fields.length === 0 && <Text color="fg.muted">{m.noBlocks}</Text>}
          {fields.map((field, index) => (
            <BlockEditor
              key={field.key}
              index={index}
              count={fields.length}
              type={field.__component}
              media={media}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
          <Box display="flex" gap="3" alignItems="flex-end" flexWrap="wrap">
            <Box minW="64">
              <chakra.label htmlFor="landing-new-block" display="block" fontWeight="medium" mb="1">{m.addBlockType}</chakra.label>
              <SelectInput id="landing-new-block" value={newType} onChange={(e: React.ChangeEvent<HTMLSelectElement>) => setNewType(e.target.value as LandingBlockType)}>
                {LANDING_BLOCK_TYPES.map((type) => <option key={type} value={type}>{LANDING_BLOCK_LABELS[type]}</option>)}
              </SelectInput>
            </Box>
            <Button variant="outline" onClick={() => append(emptyBlock(newType))}>{m.addBlock}</Button>
          </Box>
          <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
          {failure && <Text role="alert" color={ERROR_TEXT}>{failure}</Text>}
          <Box display="flex" gap="3">
            <Button type="submit" variant="outline" loading={save.isPending} loadingText={m.saving}>{m.saveDraft}</Button>
            <Button colorPalette="copper" loading={save.isPending} loadingText={m.saving} onClick={handleSubmit(submit(true))}>{m.publish}</Button>
          </Box>
        </chakra.form>
      </AddLandingMedia.Provider>
    </FormProvider>
  );
}

/** /admin/landing: the homepage blocks (grant `home`), through /api/guide/landing. */
export default function LandingScreen() {
  const landing = useLanding();
  return (
    <Box display="flex" flexDirection="column" gap="4" maxW="5xl">
      <Heading as="h1" size="2xl">{m.landingTitle}</Heading>
      <Text color="fg.muted">{m.landingIntro}</Text>
      <QueryState query={landing} texts={{ loading: m.loading, failed: FALLBACK_ERROR_MESSAGE }}>
        {(data) => <LandingForm landing={data} />}
      </QueryState>
    </Box>
  );
}
