import { act, fireEvent, screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { COLOR_MODE_STORAGE_KEY } from './colorMode';
import { ColorModeToggle } from './ColorModeToggle';

type Listener = () => void;

/** A system setting the test can flip, as the OS does when the visitor changes it. */
function systemSetting(dark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root.className = '';
});

describe("'Mode sombre' toggle", () => {
  it('shows the mode the head script applied, and switches and remembers it on click', () => {
    systemSetting(false);
    root.classList.add('dark'); // what the head script did for a visitor who chose dark before
    renderWithProviders(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Mode sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(toggle);
    expect(root).not.toHaveClass('dark');
    expect(root).toHaveClass('light');
    expect(root.style.colorScheme).toBe('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');

    fireEvent.click(toggle);
    expect(root).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('follows a change of the system setting while the visitor has made no choice', () => {
    const system = systemSetting(false);
    root.classList.add('light');
    renderWithProviders(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Mode sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    system.set(true);
    expect(root).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps the visitor's choice when the system setting changes", () => {
    const system = systemSetting(false);
    root.classList.add('light');
    renderWithProviders(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Mode sombre' });
    fireEvent.click(toggle); // dark, stored
    system.set(false);
    expect(root).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a choice made in another tab', () => {
    systemSetting(false);
    root.classList.add('light');
    renderWithProviders(<ColorModeToggle />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(root).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Mode sombre' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('static HTML of the toggle', () => {
  it('is inactive in the static HTML, hydrates without a mismatch on a page the head script made dark, then is active and says it is pressed', async () => {
    const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');
    const { Providers } = require('../../components/layout/Providers') as typeof import('../../components/layout/Providers');
    systemSetting(true);
    const html = renderToString(<Providers><ColorModeToggle /></Providers>);
    expect(html).not.toContain('aria-pressed'); // the build cannot know the visitor's mode
    root.classList.add('dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // before hydration a tap would reach no handler: the button says it is not ready
    expect(container.querySelector('button')).toBeDisabled();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Providers><ColorModeToggle /></Providers>, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('button')).toBeEnabled();
    errors.mockRestore();
    container.remove();
  });
});
