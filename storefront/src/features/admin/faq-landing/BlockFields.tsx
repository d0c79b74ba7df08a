import { Box, Button, SimpleGrid, chakra } from '@chakra-ui/react';
import type { ApiLandingMedia } from '@shop/shared';
import React from 'react';
import { flushSync } from 'react-dom';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { FieldErrorText, SelectField, TextField, errorId } from '../../checkout/fields';
import { Label, TextArea } from '../desk/ui';
import { ImageUploader } from '../media/ImageUploader';
import { IMAGE_FIELDS, type FieldDef, type ListDef } from './landing-form';
import { faqLandingMessages as m } from './messages';

/** `sections.0.items.1.title` → an id usable in the page (`landing-sections-0-items-1-title`). */
const idOf = (path: string) => `landing-${path.replace(/\./g, '-')}`;

/** Adds a picture just uploaded on this screen to the choices of every picture field (LandingScreen holds the list). */
export const AddLandingMedia = React.createContext<(media: ApiLandingMedia) => void>(() => undefined);

/** A picture of the media library to choose, or a new one to upload (`POST /api/images/`), then chosen here. */
function MediaField({ path, id, label, media, error }: { path: string; id: string; label: string; media: ApiLandingMedia[]; error?: { message?: string } }) {
  const { register, setValue } = useFormContext();
  const addMedia = React.useContext(AddLandingMedia);
  const [uploading, setUploading] = React.useState(false);
  const options = [{ value: '', label: m.noImage }, ...media.map((file) => ({ value: String(file.id), label: file.alt ? `${file.name} (${file.alt})` : file.name }))];
  return (
    <Box display="flex" flexDirection="column" gap="1">
      <SelectField id={id} label={label} registration={register(path)} options={options} error={error as never} />
      {uploading ? (
        <ImageUploader
          id={`${id}-upload`}
          legend={m.uploadLegend(label)}
          onCancel={() => setUploading(false)}
          onUploaded={(image, alt) => {
            // The new option must be in the select before it is chosen.
            flushSync(() => addMedia({ id: image.id, url: image.url, name: image.name, alt }));
            setValue(path, String(image.id), { shouldDirty: true });
            setUploading(false);
          }}
        />
      ) : (
        <Box>
          <Button size="xs" variant="outline" onClick={() => setUploading(true)} aria-label={`${m.uploadNew} : ${label}`}>{m.uploadNew}</Button>
        </Box>
      )}
    </Box>
  );
}

/** One field of a block, as its kind asks: input, text area, a picture of the media library, a price in euros. */
function Field({ path, def, media }: { path: string; def: FieldDef; media: ApiLandingMedia[] }) {
  const { register, formState: { errors } } = useFormContext();
  const error = get(errors, path) as { message?: string } | undefined;
  const id = idOf(path);
  if (def.kind === 'textarea') {
    return (
      <Box gridColumn={{ md: 'span 2' }}>
        <Label htmlFor={id}>{def.label}</Label>
        <TextArea id={id} rows={3} aria-invalid={error?.message ? true : undefined} aria-describedby={error?.message ? errorId(id) : undefined} {...register(path)} />
        <FieldErrorText id={id} error={error?.message} />
      </Box>
    );
  }
  if (def.kind === 'media') return <MediaField path={path} id={id} label={def.label} media={media} error={error} />;
  return (
    <TextField id={id} label={def.label} registration={register(path)} error={error as never} required={Boolean(def.required)} inputMode={def.kind === 'euros' ? 'decimal' : undefined} />
  );
}

export function Fields({ prefix, fields, media }: { prefix: string; fields: FieldDef[]; media: ApiLandingMedia[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {fields.map((def) => <Field key={def.name} path={`${prefix}.${def.name}`} def={def} media={media} />)}
    </SimpleGrid>
  );
}

/** The picture of a hero, banner or feature block: three sizes from the media library and its alternative text. */
export function ImageFields({ prefix, media }: { prefix: string; media: ApiLandingMedia[] }) {
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <chakra.legend px="1" fontWeight="medium">{m.f.image}</chakra.legend>
      <Fields prefix={`${prefix}.image`} fields={IMAGE_FIELDS} media={media} />
    </chakra.fieldset>
  );
}

const blankItem = (def: ListDef) => Object.fromEntries([...def.fields.map((f) => [f.name, '']), ...(def.lists ?? []).map((l) => [l.name, []])]);

/** A repeatable part of a block (products, ranges, criteria, videos…): add, move, remove; lists may nest (values). */
export function ListEditor({ path, def, media }: { path: string; def: ListDef; media: ApiLandingMedia[] }) {
  const { control, formState: { errors } } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: path, keyName: 'key' });
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid={`list-${idOf(path)}`}>
      {fields.map((field, index) => {
        const itemPath = `${path}.${index}`;
        const label = m.itemLegend(def.itemLabel, index + 1);
        return (
          <chakra.fieldset key={field.key} borderWidth="1px" borderColor="border" borderRadius="md" p="3" display="flex" flexDirection="column" gap="3">
            <chakra.legend px="1" fontWeight="medium">{label}</chakra.legend>
            <Fields prefix={itemPath} fields={def.fields} media={media} />
            {(def.lists ?? []).map((inner) => <ListEditor key={inner.name} path={`${itemPath}.${inner.name}`} def={inner} media={media} />)}
            <Box display="flex" gap="2" flexWrap="wrap">
              <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${m.moveUp} : ${label}`}>{m.moveUp}</Button>
              <Button size="xs" variant="outline" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={`${m.moveDown} : ${label}`}>{m.moveDown}</Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(index)} aria-label={`${m.remove} : ${label}`}>{m.remove}</Button>
            </Box>
          </chakra.fieldset>
        );
      })}
      {(error?.message || error?.root?.message) && <FieldErrorText id={idOf(path)} error={error?.message ?? error?.root?.message} />}
      <Box>
        <Button size="xs" variant="outline" onClick={() => append(blankItem(def))}>{m.addItem(def.itemLabel)}</Button>
      </Box>
    </Box>
  );
}
