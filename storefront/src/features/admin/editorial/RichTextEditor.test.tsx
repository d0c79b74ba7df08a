import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { richTextSchema, type RichTextBlock } from '@shop/shared';
import React from 'react';
import type { Descendant } from 'slate';
import { renderWithProviders } from '../../../../test/render';
import { apiSession, fakeApi, renderWithApi } from '../../../lib/api/fakeApi';
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

  it("gives an image (Slate's void element) Strapi's image block with its one empty text", () => {
    const value = [
      { type: 'image', image: { url: '/uploads/salon_ab12.png', alternativeText: 'Un salon chauffé', width: 640, height: 360 }, children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'Après' }] },
    ] as unknown as Descendant[];
    const blocks = toBlocks(value);
    expect(blocks[0]).toEqual({
      type: 'image',
      image: { url: '/uploads/salon_ab12.png', alternativeText: 'Un salon chauffé', width: 640, height: 360 },
      children: [{ type: 'text', text: '' }],
    });
    expect(richTextSchema.parse(blocks)).toEqual(blocks);
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

describe('RichTextEditor image tool', () => {
  const session = apiSession({ isAnonymous: false, email: 'redaction@maison-chaleur.fr', isAdmin: true, grants: ['blog'] });
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'salon.png', { type: 'image/png' });

  it('uploads the picture with its alternative text and inserts it where the caret is, shown in the editor', async () => {
    const { calls } = fakeApi({
      'POST /images/': () => ({ status: 201, body: { id: 42, url: '/uploads/salon_ab12.png', name: 'salon.png', mime: 'image/png', size: 8, width: 640, height: 360 } }),
    });
    const changes: RichTextBlock[][] = [];
    const start = [{ type: 'paragraph', children: [{ type: 'text', text: 'Avant' }] }] as RichTextBlock[];
    renderWithApi(<RichTextEditor id="contenu" labelId="contenu-label" value={start} onChange={(blocks) => changes.push(blocks)} />, session);
    const tool = screen.getByRole('button', { name: editorialMessages.image });
    fireEvent.mouseDown(tool);
    expect(tool).toHaveAttribute('aria-pressed', 'true');
    const uploader = screen.getByRole('group', { name: editorialMessages.imageBlock });
    fireEvent.change(within(uploader).getByLabelText(/Fichier de l'image/), { target: { files: [png()] } });
    fireEvent.change(within(uploader).getByLabelText(/Texte alternatif/), { target: { value: 'Un salon chauffé' } });
    fireEvent.click(within(uploader).getByRole('button', { name: editorialMessages.insertImage }));

    const shown = await within(screen.getByTestId('rich-text-editor')).findByRole('img', { name: 'Un salon chauffé' });
    expect(shown).toHaveAttribute('src', '/uploads/salon_ab12.png');
    expect(screen.queryByRole('group', { name: editorialMessages.imageBlock })).toBeNull();
    expect(calls.filter((call) => call.path === '/images/')).toHaveLength(1);
    const blocks = changes.at(-1)!;
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'image', 'paragraph']);
    expect(blocks[1]).toEqual({
      type: 'image',
      image: { url: '/uploads/salon_ab12.png', alternativeText: 'Un salon chauffé', width: 640, height: 360 },
      children: [{ type: 'text', text: '' }],
    });
    expect(richTextSchema.safeParse(blocks).success).toBe(true);
  });

  it('inserts nothing when the upload is refused, and says why in French', async () => {
    fakeApi({ 'POST /images/': () => ({ status: 413, body: { message: "L'image dépasse la taille maximale de 5 Mo." } }) });
    const changes: RichTextBlock[][] = [];
    renderWithApi(<RichTextEditor id="contenu" labelId="contenu-label" value={[]} onChange={(blocks) => changes.push(blocks)} />, session);
    fireEvent.mouseDown(screen.getByRole('button', { name: editorialMessages.image }));
    const uploader = screen.getByRole('group', { name: editorialMessages.imageBlock });
    fireEvent.change(within(uploader).getByLabelText(/Fichier de l'image/), { target: { files: [png()] } });
    fireEvent.change(within(uploader).getByLabelText(/Texte alternatif/), { target: { value: 'Un salon' } });
    fireEvent.click(within(uploader).getByRole('button', { name: editorialMessages.insertImage }));
    expect(await within(uploader).findByRole('alert')).toHaveTextContent("L'image dépasse la taille maximale de 5 Mo.");
    expect(screen.queryByRole('img')).toBeNull();
    expect((changes.at(-1) ?? []).some((b) => b.type === 'image')).toBe(false);
  });
});
