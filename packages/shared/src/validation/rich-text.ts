/**
 * Ours: the rich text of articles and CMS pages as the back-office sends it, in Strapi's "blocks" shape (the same
 * tree Strapi's own editor writes and the storefront's BlocksContent renders). The server keeps only what this
 * schema names: known block and inline types, the formatting flags, links whose address is http(s), mailto, tel or a
 * path of the shop, and images of the CMS's own media library with their alternative text. Anything else (unknown
 * keys, `javascript:` links, raw HTML, images pointing anywhere) is dropped or refused, so what Strapi stores can be
 * rendered without further cleaning.
 */
import { z } from 'zod';

export const RICH_TEXT_TEXTS = {
  invalid: 'Le contenu mis en forme est invalide.',
  link: "L'adresse d'un lien doit commencer par https://, http://, mailto:, tel: ou /.",
  tooLong: 'Le contenu est trop long (200 000 caractères au plus).',
  imageUrl: "Une image du contenu doit venir de la médiathèque du site (envoyez-la avec l'outil Image).",
  imageAlt: "Chaque image du contenu a besoin d'un texte alternatif (200 caractères au plus).",
  imageSize: "Les dimensions d'une image sont des nombres entiers de pixels.",
} as const;

export const RICH_TEXT_MAX_CHARACTERS = 200_000;
const MAX_DEPTH_NODES = 5000;

/** Control characters other than tab and newline never belong in shop text. */
const cleanText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');

export function isSafeLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d .()-]+)$/i.test(trimmed);
}

/** A path of the CMS's media library: `/uploads/` and file names (no `..`, no `//`, no query). */
const MEDIA_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The CMS's public media addresses besides `/uploads/…` (a cloud upload provider's, or the CMS's own public URL):
 * `CMS_PUBLIC_URL` on the engine, comma-separated. The browser has none: its check is the server's subset.
 */
function configuredMediaBases(): string[] {
  const raw = typeof process !== 'undefined' ? process.env?.CMS_PUBLIC_URL : undefined;
  return (raw ?? '')
    .split(',')
    .map((base) => base.trim().replace(/\/+$/, ''))
    .filter((base) => /^https?:\/\/[^/\s]+/i.test(base));
}

/** Whether an image's address is one of the CMS's own uploads (never a picture from anywhere else). */
export function isCmsMediaUrl(url: string, bases: readonly string[] = configuredMediaBases()): boolean {
  if (MEDIA_PATH.test(url)) return true;
  return bases.some((base) => url.startsWith(`${base}/`) && MEDIA_PATH.test(`/uploads/${url.slice(base.length + 1).replace(/^uploads\//, '')}`));
}

const textNode = z
  .object({
    type: z.literal('text'),
    text: z.string({ error: RICH_TEXT_TEXTS.invalid }).transform(cleanText),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    strikethrough: z.boolean().optional(),
    code: z.boolean().optional(),
  })
  .strip();

const linkNode = z
  .object({
    type: z.literal('link'),
    url: z.string({ error: RICH_TEXT_TEXTS.link }).trim().max(2000, { error: RICH_TEXT_TEXTS.link }).refine(isSafeLinkUrl, { error: RICH_TEXT_TEXTS.link }),
    children: z.array(textNode).min(1, { error: RICH_TEXT_TEXTS.invalid }),
  })
  .strip();

const inline = z.discriminatedUnion('type', [textNode, linkNode], { error: RICH_TEXT_TEXTS.invalid });
const inlines = z.array(inline).min(1, { error: RICH_TEXT_TEXTS.invalid });

const listItem = z.object({ type: z.literal('list-item'), children: inlines }).strip();

const pixels = z.number({ error: RICH_TEXT_TEXTS.imageSize }).int({ error: RICH_TEXT_TEXTS.imageSize }).positive({ error: RICH_TEXT_TEXTS.imageSize }).max(20_000, { error: RICH_TEXT_TEXTS.imageSize });

/**
 * Strapi's image block: the media as its editor stores it, kept to what the page needs (address, alternative text,
 * size for the space reserved before it loads); its one child is the empty text Slate needs for a void element.
 */
const imageBlock = z
  .object({
    type: z.literal('image'),
    image: z
      .object(
        {
          url: z.string({ error: RICH_TEXT_TEXTS.imageUrl }).trim().max(2000, { error: RICH_TEXT_TEXTS.imageUrl }).refine((url) => isCmsMediaUrl(url), { error: RICH_TEXT_TEXTS.imageUrl }),
          alternativeText: z.string({ error: RICH_TEXT_TEXTS.imageAlt }).transform(cleanText).pipe(z.string().trim().min(1, { error: RICH_TEXT_TEXTS.imageAlt }).max(200, { error: RICH_TEXT_TEXTS.imageAlt })),
          width: pixels.nullish(),
          height: pixels.nullish(),
        },
        { error: RICH_TEXT_TEXTS.imageUrl },
      )
      .strip(),
    children: z
      .array(z.unknown())
      .optional()
      .transform(() => [{ type: 'text' as const, text: '' }]),
  })
  .strip();

const block = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), children: inlines }).strip(),
    z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(6), children: inlines }).strip(),
    z.object({ type: z.literal('quote'), children: inlines }).strip(),
    z.object({ type: z.literal('code'), children: inlines }).strip(),
    z.object({ type: z.literal('list'), format: z.enum(['ordered', 'unordered']), children: z.array(listItem).min(1) }).strip(),
    imageBlock,
  ],
  { error: RICH_TEXT_TEXTS.invalid },
);

export type RichTextBlock = z.infer<typeof block>;
export type RichTextInline = z.infer<typeof inline>;

function countCharacters(blocks: unknown): { chars: number; nodes: number } {
  let chars = 0;
  let nodes = 0;
  const walk = (value: unknown) => {
    nodes += 1;
    if (nodes > MAX_DEPTH_NODES * 4) return;
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.text === 'string') chars += record.text.length;
      if (Array.isArray(record.children)) record.children.forEach(walk);
    }
  };
  walk(blocks);
  return { chars, nodes };
}

/** The sanitised blocks (an empty document is allowed: a draft starts empty). */
export const richTextSchema = z
  .array(block, { error: RICH_TEXT_TEXTS.invalid })
  .max(MAX_DEPTH_NODES, { error: RICH_TEXT_TEXTS.tooLong })
  .refine((blocks) => countCharacters(blocks).chars <= RICH_TEXT_MAX_CHARACTERS, { error: RICH_TEXT_TEXTS.tooLong });

/** Plain text of blocks (search, excerpts, tests). */
export function richTextPlain(blocks: readonly RichTextBlock[]): string {
  const inlineText = (node: RichTextInline): string => (node.type === 'text' ? node.text : node.children.map((c) => c.text).join(''));
  const blockText = (b: RichTextBlock): string => {
    if (b.type === 'list') return b.children.map((item) => item.children.map(inlineText).join('')).join('\n');
    if (b.type === 'image') return b.image.alternativeText;
    return b.children.map(inlineText).join('');
  };
  return blocks.map(blockText).join('\n');
}

/**
 * What the CMS stores, read back through the same rules block by block: content written in Strapi's own admin keeps
 * every block these rules accept (a refused block, such as an image without alternative text, is left out alone).
 */
export function readRichText(content: unknown): RichTextBlock[] {
  if (!Array.isArray(content)) return [];
  const kept = content.flatMap((raw) => {
    const parsed = block.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const whole = richTextSchema.safeParse(kept);
  return whole.success ? whole.data : [];
}
