import { richTextSchema } from '@shop/shared';
import type { Descendant } from 'slate';
import { toBlocks } from './RichTextEditor';

describe('toBlocks: what the Slate editor holds, in the shape the server accepts', () => {
  it("adds Strapi's text type to leaves and keeps only the marks that are on", () => {
    const value = [
      { type: 'heading', level: 2, children: [{ text: 'Titre' }] },
      { type: 'paragraph', children: [{ text: 'gras', bold: true, italic: false }, { type: 'link', url: '/about/legal/', children: [{ text: 'mentions' }] }, { text: '' }] },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ text: 'un' }] }] },
    ] as unknown as Descendant[];
    const blocks = toBlocks(value);
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Titre' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'gras', bold: true },
          { type: 'link', url: '/about/legal/', children: [{ type: 'text', text: 'mentions' }] },
          { type: 'text', text: '' },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'un' }] }] },
    ]);
    expect(richTextSchema.safeParse(blocks).success).toBe(true);
  });
});
