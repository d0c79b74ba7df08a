/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The header search as the browser runs it (Preact, docs/adr/018), hydrating in its later task over the static HTML.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/compat/jsx-runtime'));
import { navigate } from 'gatsby';
import { h, hydrate, render } from 'preact';
import { act } from 'preact/test-utils';
import React from 'react';
import { HydrateLater } from '../../features/static-island/HydrateLater';
import { markFirstRenderDone, resetHydrationState } from '../../features/static-island/hydration';
import { Providers } from './Providers';
import { SearchField } from './SearchField';

function Header() {
  return (
    <Providers>
      <HydrateLater name="recherche">
        <SearchField />
      </HydrateLater>
    </Providers>
  );
}

/** The static HTML of the header search, as the server writes it (a Suspense boundary around the later part). */
function staticHtml(): string {
  const scratch = document.createElement('div');
  render(
    h(() => (
      <Providers>
        <SearchField />
      </Providers>
    ), null),
    scratch,
  );
  const html = `<div id="gatsby-focus-wrapper"><!--$--><div style="display: contents">${scratch.innerHTML}</div><!--/$--></div>`;
  render(null, scratch);
  return html;
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

it('keeps what was typed into the static field before it hydrated, and Enter searches for it', async () => {
  resetHydrationState();
  document.body.innerHTML = staticHtml();
  const field = document.getElementById('recherche') as HTMLInputElement;
  field.value = 'radiateur'; // typed before the page's scripts ran

  const wrapper = document.getElementById('gatsby-focus-wrapper')!;
  act(() => hydrate(h(Header, null), wrapper));
  markFirstRenderDone();
  await nextTask();
  await nextTask();

  expect(document.getElementById('recherche')).toBe(field);
  expect(field.value).toBe('radiateur');
  act(() => field.form!.requestSubmit());
  expect(navigate).toHaveBeenCalledWith('/products/?q=radiateur');
});
