import { render, type RenderOptions } from '@testing-library/react';
import React from 'react';
import { Providers } from '../src/components/layout/Providers';

/** Renders inside the shop's Chakra provider, as wrapPageElement does on the site. */
export function renderWithProviders(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
