import { fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import type { ProductCardData } from '../../lib/product-card-data';
import { BLOCK_REGISTRY, CmsBlock } from './registry';
import { createBlockResources } from './resources';
import type { BlockData } from './types';

const image = (src: string) => ({ width: 100, height: 100, layout: 'constrained', images: { fallback: { src } } });
const product: ProductCardData = {
  slug: 'solena-1000',
  title: 'Radiateur Solena 1000 W',
  subtitle: null,
  brand: 'Thermelia',
  ean: '3760123450017',
  priceCents: 49990,
  stock: 12,
  cardImage: null,
};
const resources = createBlockResources(
  [{ url: 'http://cms/uploads/hero.jpg', file: { childImageSharp: { gatsbyImageData: image('/static/hero.webp') as never } } }],
  [product],
);

describe('CMS block registry', () => {
  it('knows the seven block types of the spec', () => {
    expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual(
      ['blocks.banner', 'blocks.best-sellers', 'blocks.category', 'blocks.compare-table', 'blocks.feature', 'blocks.hero', 'blocks.video-grid'].sort(),
    );
  });

  it('renders a hero with its processed image and buttons, as the page title when asked', () => {
    const hero: BlockData = {
      __component: 'blocks.hero',
      title: 'Le confort d’une chaleur douce',
      text: 'Radiateurs à inertie',
      image: { large: { url: 'http://cms/uploads/hero.jpg' }, alt: 'Salon chauffé' },
      primaryButtonTitle: 'Voir les radiateurs',
      primaryButtonLink: '/categories/radiateurs/',
      secondaryButtonTitle: 'Piège',
      secondaryButtonLink: 'javascript:alert(1)',
    };
    renderWithProviders(<CmsBlock block={hero} resources={resources} headingLevel="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Le confort d’une chaleur douce' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Salon chauffé' })).toHaveAttribute('src', '/static/hero.webp');
    expect(screen.getByRole('link', { name: 'Voir les radiateurs' })).toHaveAttribute('href', '/categories/radiateurs/');
    // an unsafe link is dropped, not rendered
    expect(screen.queryByRole('link', { name: 'Piège' })).toBeNull();
  });

  it('fetches the category tiles at once on the first screen, and when in view elsewhere', () => {
    const block: BlockData = { __component: 'blocks.category', title: 'Nos univers', items: [{ title: 'Radiateurs', to: '/categories/radiateurs/', image: { url: 'http://cms/uploads/hero.jpg' } }] };
    const { container, unmount } = renderWithProviders(<CmsBlock block={block} resources={resources} firstScreen />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    unmount();
    const lower = renderWithProviders(<CmsBlock block={block} resources={resources} />);
    expect(lower.container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows a best-seller item naming a catalogue EAN as that product, with the catalogue price', () => {
    const block: BlockData = {
      __component: 'blocks.best-sellers',
      title: 'Coups de cœur',
      items: [
        { title: 'Texte du CMS', ean: '3760123450017', price: 100 },
        { title: 'Produit hors catalogue', price: 2990, to: '/products/inconnu/' },
      ],
    };
    renderWithProviders(<CmsBlock block={block} resources={resources} />);
    expect(screen.getByRole('link', { name: 'Radiateur Solena 1000 W' })).toHaveAttribute('href', '/products/solena-1000/');
    expect(screen.queryByText('Texte du CMS')).toBeNull();
    expect(screen.getAllByTestId('price-amount').map((p) => p.textContent)).toEqual(['499,90\u00a0€', '29,90\u00a0€']);
  });

  it('renders a compare table with symbols and their accessible titles', () => {
    const block: BlockData = {
      __component: 'blocks.compare-table',
      title: 'Quelle technologie ?',
      features: [{ label: 'Inertie', caption: 'Chaleur après arrêt' }],
      items: [{ label: 'Fonte', name: 'Cœur fonte', values: [{ symbol: '✓', title: 'Excellente' }] }],
    };
    renderWithProviders(<CmsBlock block={block} resources={resources} />);
    expect(screen.getByRole('columnheader', { name: /Fonte/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Excellente/ })).toBeInTheDocument();
  });

  it('loads a video player only after a click', () => {
    const block: BlockData = { __component: 'blocks.video-grid', title: 'Vidéos', items: [{ videoId: 'dQw4w9WgXcQ', title: 'Installer un radiateur' }] };
    const { container } = renderWithProviders(<CmsBlock block={block} resources={resources} />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : Installer un radiateur' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('shows a placeholder instead of a player for an id that is not a YouTube id', () => {
    const block: BlockData = { __component: 'blocks.video-grid', title: 'Vidéos', items: [{ videoId: 'A_RENSEIGNER_01', title: 'Bientôt' }] };
    renderWithProviders(<CmsBlock block={block} resources={resources} />);
    expect(screen.getByTestId('video-placeholder')).toHaveTextContent('Vidéo bientôt disponible');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('skips a block type it does not know', () => {
    const { container } = renderWithProviders(<CmsBlock block={{ __component: 'blocks.unknown', title: 'x' }} resources={resources} />);
    expect(container).toBeEmptyDOMElement();
  });
});
