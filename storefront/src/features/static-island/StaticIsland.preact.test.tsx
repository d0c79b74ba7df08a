/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The handover as the browser runs it (docs/adr/018): React is Preact's compat layer, and /products' search screen
// arrives as a lazy chunk, so the first page's island goes static page → Suspense fallback → search screen.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/compat/jsx-runtime'));
import { h, hydrate } from 'preact';
import { act } from 'preact/test-utils';
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { StaticIsland } from './StaticIsland';

const renders = { count: 0 };

function Cards() {
  renders.count += 1;
  return (
    <ul>
      <li>
        <a href="/products/ondine-500/">Sèche-serviettes Ondine</a>
      </li>
    </ul>
  );
}

const firstPage = (
  <StaticIsland handover="premiere-page">
    <Cards />
  </StaticIsland>
);

let loadSearchScreen: () => void = () => undefined;
const SearchScreen = lazy(
  () =>
    new Promise<{ default: React.ComponentType }>((resolve) => {
      loadSearchScreen = () => resolve({ default: () => <section>{firstPage}</section> });
    }),
);

function ProductsPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const staticPage = <article>{firstPage}</article>;
  return (
    <main>
      {mounted ? (
        <Suspense fallback={staticPage}>
          <SearchScreen />
        </Suspense>
      ) : (
        staticPage
      )}
    </main>
  );
}

it('under Preact, the first page keeps its server nodes through the fallback and into the lazy search screen', async () => {
  document.body.innerHTML =
    '<div id="gatsby-focus-wrapper"><main><article><div style="display: contents"><ul><li><a href="/products/ondine-500/">Sèche-serviettes Ondine</a></li></ul></div></article></main></div>';
  const wrapper = document.getElementById('gatsby-focus-wrapper')!;
  const card = wrapper.querySelector('a');
  act(() => hydrate(h(ProductsPage, null), wrapper));
  await act(async () => undefined); // the lazy import suspends: the fallback takes over
  expect(wrapper.querySelector('a')).toBe(card);
  await act(async () => loadSearchScreen());
  expect(wrapper.querySelector('section a')).toBe(card);
  expect(wrapper.querySelectorAll('a')).toHaveLength(1);
  expect(renders.count).toBe(0);
});
