import { fireEvent, screen, waitFor } from '@testing-library/react';
import { richTextSchema, type RichTextBlock } from '@shop/shared';
import React from 'react';
import type { Descendant } from 'slate';
import { renderWithProviders } from '../../../../test/render';
import { editorialMessages } from './messages';
import { RichTextEditor, toBlocks } from './RichTextEditor';

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

describe('RichTextEditor toolbar', () => {
  it('applies a tool pressed before the editor has learnt where the caret is (the text becomes a heading)', async () => {
    const changes: RichTextBlock[][] = [];
    renderWithProviders(<RichTextEditor id="contenu" labelId="contenu-label" value={[]} onChange={(blocks) => changes.push(blocks)} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: editorialMessages.heading2 }));
    await waitFor(() => expect(changes.at(-1)).toEqual([{ type: 'heading', level: 2, children: [{ type: 'text', text: '' }] }]));
    expect(screen.getByRole('button', { name: editorialMessages.heading2 })).toHaveAttribute('aria-pressed', 'true');
  });
});
