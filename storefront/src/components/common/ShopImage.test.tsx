import { render, screen } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import { ShopImage } from './ShopImage';

const photo = {
  layout: 'constrained',
  width: 640,
  height: 480,
  backgroundColor: '#d8c8b8',
  images: {
    fallback: { src: '/static/a/solena-640.webp', srcSet: '/static/a/solena-320.webp 320w,\n/static/a/solena-640.webp 640w', sizes: '(min-width: 640px) 640px, 100vw' },
    sources: [{ type: 'image/avif', srcSet: '/static/a/solena-640.avif 640w', sizes: '(min-width: 640px) 640px, 100vw' }],
  },
} as unknown as IGatsbyImageData;

describe('ShopImage', () => {
  it('is a plain picture the static HTML shows by itself: sources, size reserved, lazy by default, never hidden', () => {
    const { container } = render(<ShopImage image={photo} alt="Radiateur Solena" />);
    const img = screen.getByRole('img', { name: 'Radiateur Solena' });
    expect(img).toHaveAttribute('src', '/static/a/solena-640.webp');
    expect(img).toHaveAttribute('srcset', photo.images.fallback?.srcSet);
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 640px, 100vw');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.opacity).toBe('');
    expect(container.querySelector('source')).toHaveAttribute('type', 'image/avif');
  });

  it('the page’s main picture loads at once and first', () => {
    render(<ShopImage image={photo} alt="Radiateur Solena" loading="lazy" priority />);
    const img = screen.getByRole('img', { name: 'Radiateur Solena' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('a contained product photo keeps a transparent background; a cover picture shows its colour while loading', () => {
    render(<ShopImage image={photo} alt="Produit" fit="contain" aspectRatio="1 / 1" />);
    expect(screen.getByRole('img', { name: 'Produit' }).style.backgroundColor).toBe('');
    render(<ShopImage image={photo} alt="Salon" fit="cover" fill />);
    const hero = screen.getByRole('img', { name: 'Salon' });
    expect(hero.style.backgroundColor).toBe('rgb(216, 200, 184)');
    expect(hero.style.position).toBe('absolute');
  });
});
