import { render } from '@testing-library/react';
import React from 'react';
import { Seo } from './Seo';

describe('Seo', () => {
  it('suffixes the shop name once, and writes the French description', () => {
    const { container } = render(<Seo title="Blog" description="Conseils chauffage" />);
    expect(container.querySelector('title')?.textContent).toBe('Blog | Maison Chaleur');
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Conseils chauffage');
    expect(container.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
    const home = render(<Seo title="Maison Chaleur, le chauffage électrique" />);
    expect(home.container.querySelector('title')?.textContent).toBe('Maison Chaleur, le chauffage électrique');
  });
});
