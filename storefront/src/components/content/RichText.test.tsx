import { screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { parseMarkdown } from './MarkdownContent';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders Strapi blocks: headings start at h2, lists, marks and links', () => {
    renderWithProviders(
      <RichText
        content={{
          format: 'blocks',
          value: [
            { type: 'heading', level: 1, children: [{ type: 'text', text: 'Choisir' }] },
            { type: 'paragraph', children: [{ type: 'text', text: 'Très ' }, { type: 'text', text: 'important', bold: true }, { type: 'link', url: '/blog/', children: [{ type: 'text', text: 'le blog' }] }] },
            { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'un' }] }] },
            { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'piège' }] }] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choisir' })).toBeInTheDocument();
    expect(screen.getByText('important').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'le blog' })).toHaveAttribute('href', '/blog/');
    expect(screen.getByRole('listitem')).toHaveTextContent('un');
    expect(screen.queryByRole('link', { name: 'piège' })).toBeNull();
    expect(screen.getByText('piège')).toBeInTheDocument();
  });

  it("renders an image block of the media library with its alternative text, its size reserved and loaded lazily", () => {
    renderWithProviders(
      <RichText
        content={{
          format: 'blocks',
          value: [{ type: 'image', image: { url: '/uploads/salon_ab12.png', alternativeText: 'Un salon chauffé', width: 640, height: 360 }, children: [{ type: 'text', text: '' }] }],
        }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Un salon chauffé' });
    expect(image).toHaveAttribute('src', '/uploads/salon_ab12.png');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('renders Markdown without ever injecting HTML', () => {
    const { container } = renderWithProviders(
      <RichText content={{ format: 'markdown', value: '## Livraison\n\nSous **5 jours** ouvrés. <img src=x onerror=alert(1)>\n\n- Suivi\n- Assurance' }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Livraison' })).toBeInTheDocument();
    expect(screen.getByText('5 jours').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });

  it('splits Markdown into blocks', () => {
    expect(parseMarkdown('# Titre\n\n1. a\n2. b\n\n> cité').map((b) => b.kind)).toEqual(['heading', 'list', 'quote']);
  });
});
