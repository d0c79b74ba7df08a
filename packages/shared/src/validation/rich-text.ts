/**
 * Ours: the rich text of articles and CMS pages as the back-office sends it, in Strapi's "blocks" shape (the same
 * tree Strapi's own editor writes and the storefront's BlocksContent renders). The server keeps only what this
 * schema names: known block and inline types, the formatting flags, and links whose address is http(s), mailto, tel
 * or a path of the shop. Anything else (unknown keys, `javascript:` links, raw HTML, images pointing anywhere) is
 * dropped or refused, so what Strapi stores can be rendered without further cleaning.
 */
import { z } from 'zod';

export const RICH_TEXT_TEXTS = {
  invalid: 'Le contenu mis en forme est invalide.',
  link: "L'adresse d'un lien doit commencer par https://, http://, mailto:, tel: ou /.",
  tooLong: 'Le contenu est trop long (200 000 caractères au plus).',
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

const block = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), children: inlines }).strip(),
    z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(6), children: inlines }).strip(),
    z.object({ type: z.literal('quote'), children: inlines }).strip(),
    z.object({ type: z.literal('code'), children: inlines }).strip(),
    z.object({ type: z.literal('list'), format: z.enum(['ordered', 'unordered']), children: z.array(listItem).min(1) }).strip(),
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
  return blocks
    .map((b) => (b.type === 'list' ? b.children.map((item) => item.children.map(inlineText).join('')).join('\n') : b.children.map(inlineText).join('')))
    .join('\n');
}
