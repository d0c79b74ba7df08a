/**
 * Seed texts are written in a tiny markdown subset (readable in review, short in source) and turned into
 * Strapi's "blocks" rich-text JSON, the structure the storefront renders without an HTML sanitiser.
 *
 * Supported: blank-line separated paragraphs, `## ` / `### ` headings, `- ` bullet lists, `1. ` numbered lists,
 * inline `**bold**` and `[label](url)` links.
 */

export type TextNode = { type: 'text'; text: string; bold?: boolean };
export type LinkNode = { type: 'link'; url: string; children: TextNode[] };
export type InlineNode = TextNode | LinkNode;
export type ListItemNode = { type: 'list-item'; children: InlineNode[] };
export type RichTextBlock =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: ListItemNode[] };

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let cursor = 0;
  for (const match of source.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > cursor) nodes.push({ type: 'text', text: source.slice(cursor, start) });
    if (match[1] !== undefined) {
      nodes.push({ type: 'text', text: match[1], bold: true });
    } else {
      nodes.push({ type: 'link', url: match[3], children: [{ type: 'text', text: match[2] }] });
    }
    cursor = start + match[0].length;
  }
  if (cursor < source.length) nodes.push({ type: 'text', text: source.slice(cursor) });
  // The blocks editor refuses an element with no children.
  return nodes.length > 0 ? nodes : [{ type: 'text', text: '' }];
}

function listBlock(lines: string[], ordered: boolean): RichTextBlock {
  const marker = ordered ? /^\d+\.\s+/ : /^-\s+/;
  return {
    type: 'list',
    format: ordered ? 'ordered' : 'unordered',
    children: lines.map((line) => ({ type: 'list-item', children: parseInline(line.replace(marker, '')) })),
  };
}

export function toBlocks(source: string): RichTextBlock[] {
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0);

  return chunks.map((chunk): RichTextBlock => {
    const lines = chunk.split('\n').map((line) => line.trim());
    if (chunk.startsWith('### ')) return { type: 'heading', level: 3, children: parseInline(chunk.slice(4)) };
    if (chunk.startsWith('## ')) return { type: 'heading', level: 2, children: parseInline(chunk.slice(3)) };
    if (lines.every((line) => line.startsWith('- '))) return listBlock(lines, false);
    if (lines.every((line) => /^\d+\.\s/.test(line))) return listBlock(lines, true);
    return { type: 'paragraph', children: parseInline(lines.join(' ')) };
  });
}

/** Plain text of a blocks document: used for word counts and excerpts. */
export function blocksToPlainText(blocks: RichTextBlock[]): string {
  const inline = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.text : inline(node.children))).join('');
  return blocks
    .map((block) =>
      block.type === 'list' ? block.children.map((item) => inline(item.children)).join('\n') : inline(block.children),
    )
    .join('\n\n');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
