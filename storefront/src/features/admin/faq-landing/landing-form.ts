import { centsToMajor, landingUpdateSchema, majorToCents, type ApiLanding, type LandingBlockType, type LandingUpdateInput } from '@shop/shared';
import { faqLandingMessages as m } from './messages';

/**
 * What each block type of the homepage has (cms/src/components/blocks and elements), as form fields: one
 * description drives the form, the conversion to and from the API's shape and the default of a new block. The
 * form holds text only (selects and inputs): pictures are media ids as text, prices euros as typed.
 */
export type FieldKind = 'text' | 'textarea' | 'media' | 'euros';
export type FieldDef = { name: string; label: string; kind: FieldKind; required?: boolean };
export type ListDef = { name: string; itemLabel: string; fields: FieldDef[]; lists?: ListDef[] };
export type BlockDef = { fields: FieldDef[]; image: boolean; lists: ListDef[] };

const text = (name: keyof typeof m.f, required = false): FieldDef => ({ name, label: m.f[name], kind: 'text', required });
const area = (name: keyof typeof m.f): FieldDef => ({ name, label: m.f[name], kind: 'textarea' });
const heading = [text('title'), area('text')];
const buttons = [text('primaryButtonTitle'), text('primaryButtonLink'), text('secondaryButtonTitle'), text('secondaryButtonLink')];

export const BLOCK_DEFS: Record<LandingBlockType, BlockDef> = {
  'blocks.hero': { fields: [...heading, ...buttons], image: true, lists: [] },
  'blocks.banner': { fields: [...heading, ...buttons], image: true, lists: [] },
  'blocks.feature': {
    fields: [...heading, ...buttons],
    image: true,
    lists: [{ name: 'items', itemLabel: m.lists.featureItem, fields: [text('title', true), area('text')] }],
  },
  'blocks.best-sellers': {
    fields: [...heading, ...buttons],
    image: false,
    lists: [
      {
        name: 'items',
        itemLabel: m.lists.product,
        fields: [text('title', true), { name: 'image', label: m.f.image, kind: 'media' }, { name: 'price', label: m.f.price, kind: 'euros' }, text('ean'), text('to')],
      },
    ],
  },
  'blocks.category': {
    fields: [...heading, ...buttons],
    image: false,
    lists: [{ name: 'items', itemLabel: m.lists.range, fields: [text('title', true), { name: 'image', label: m.f.image, kind: 'media' }, text('to', true)] }],
  },
  'blocks.compare-table': {
    fields: heading,
    image: false,
    lists: [
      { name: 'features', itemLabel: m.lists.criterion, fields: [text('label', true), text('caption')] },
      {
        name: 'items',
        itemLabel: m.lists.compared,
        fields: [text('name', true), text('label')],
        lists: [{ name: 'values', itemLabel: m.lists.value, fields: [text('symbol'), { name: 'title', label: m.f.valueTitle, kind: 'text' }] }],
      },
    ],
  },
  'blocks.video-grid': {
    fields: heading,
    image: false,
    lists: [{ name: 'items', itemLabel: m.lists.video, fields: [text('videoId', true), text('title'), area('text')] }],
  },
};

export const IMAGE_FIELDS: FieldDef[] = [
  { name: 'small', label: m.f.imageSmall, kind: 'media' },
  { name: 'medium', label: m.f.imageMedium, kind: 'media' },
  { name: 'large', label: m.f.imageLarge, kind: 'media' },
  { name: 'alt', label: m.f.imageAlt, kind: 'text' },
];

type Raw = Record<string, unknown>;
export type FormBlock = Raw & { __component: LandingBlockType };
export type LandingFormValues = { title: string; seoDescription: string; sections: FormBlock[] };

function fieldToForm(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (def.kind === 'euros') return typeof value === 'number' && Number.isSafeInteger(value) ? centsToMajor(value).replace('.', ',') : String(value);
  return String(value);
}

function fieldToApi(def: FieldDef, value: unknown): unknown {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (def.kind === 'media') return typed ? Number(typed) : null;
  if (def.kind === 'euros') {
    if (!typed) return null;
    try {
      return majorToCents(typed.replace(',', '.').replace(/\s/g, ''));
    } catch {
      return Number.NaN; // the shared schema names the mistake (T.price)
    }
  }
  return typed;
}

function convert(record: Raw | undefined, fields: FieldDef[], lists: ListDef[], way: 'form' | 'api'): Raw {
  const out: Raw = {};
  for (const def of fields) out[def.name] = way === 'form' ? fieldToForm(def, record?.[def.name]) : fieldToApi(def, record?.[def.name]);
  for (const list of lists) {
    const items = Array.isArray(record?.[list.name]) ? (record?.[list.name] as Raw[]) : [];
    out[list.name] = items.map((item) => convert(item, list.fields, list.lists ?? [], way));
  }
  return out;
}

function blockConvert(block: Raw, way: 'form' | 'api'): Raw {
  const type = block.__component as LandingBlockType;
  const def = BLOCK_DEFS[type];
  if (!def) return block; // an unknown type is left as it is: the schema refuses it with its French text
  const out: Raw = { __component: type, ...convert(block, def.fields, def.lists, way) };
  if (def.image) {
    const image = block.image as Raw | null | undefined;
    const converted = convert(image ?? undefined, IMAGE_FIELDS, [], way);
    out.image = way === 'api' && Object.values(converted).every((v) => v === null || v === '') ? null : converted;
  }
  return out;
}

export function landingFormValues(landing: ApiLanding): LandingFormValues {
  return {
    title: landing.content.title,
    seoDescription: landing.content.seoDescription ?? '',
    sections: landing.content.sections.map((block) => blockConvert(block as unknown as Raw, 'form') as FormBlock),
  };
}

export function emptyBlock(type: LandingBlockType): FormBlock {
  return blockConvert({ __component: type }, 'form') as FormBlock;
}

/** The shared schema's verdict on the form: the body to send, or errors keyed by the form's paths. */
export function checkLanding(values: LandingFormValues, publish: boolean):
  | { ok: true; body: LandingUpdateInput }
  | { ok: false; fields: Record<string, string>; message: string | null } {
  const body = {
    content: { title: values.title, seoDescription: values.seoDescription, sections: values.sections.map((b) => blockConvert(b, 'api')) },
    publish,
  };
  const parsed = landingUpdateSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, ...landingErrors(parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message])) };
}

/** `content.sections.2.items.0.title` → `sections.2.items.0.title`; a path that is not a field stays general. */
export function landingErrors(entries: [path: string, message: string][]): { fields: Record<string, string>; message: string | null } {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const [path, text] of entries) {
    const field = /^content\.(title|seoDescription|sections\.\d+\.[A-Za-z.\d]+)$/.exec(path)?.[1];
    if (field && !/\.\d+$/.test(field) && !/\.(items|features|values)$/.test(field)) fields[field] ??= text;
    else message ??= text;
  }
  return { fields, message };
}
