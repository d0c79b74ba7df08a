/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// HydrateLater as the browser runs it (docs/adr/018: React is Preact's compat layer), over static HTML written as
// React's server renderer writes it (a Suspense boundary between <!--$--> and <!--/$-->).
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/compat/jsx-runtime'));
import { h, hydrate, render } from 'preact';
import { act } from 'preact/test-utils';
import React, { useState } from 'react';
import { HydrateLater } from './HydrateLater';
import { markFirstRenderDone } from './hydration';
import { StaticIsland } from './StaticIsland';

const islandRenders = { count: 0 };

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Texts() {
  islandRenders.count += 1;
  return <p>Livraison offerte dès 300 €</p>;
}

function Page() {
  return (
    <div>
      <Counter label="tout de suite" />
      <HydrateLater name="en-tete">
        <header>
          <Counter label="en-tête" />
        </header>
      </HydrateLater>
      <HydrateLater name="contenu">
        <main>
          <Counter label="contenu" />
          <StaticIsland>
            <Texts />
          </StaticIsland>
        </main>
      </HydrateLater>
    </div>
  );
}

const later = (html: string) => `<!--$--><div style="display: contents">${html}</div><!--/$-->`;
const serverHtml =
  '<div id="gatsby-focus-wrapper"><div><button type="button">tout de suite <!-- -->0</button>' +
  later('<header><button type="button">en-tête <!-- -->0</button></header>') +
  later('<main><button type="button">contenu <!-- -->0</button><div style="display: contents"><p>Livraison offerte dès 300 €</p></div></main>') +
  '</div></div>';

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const click = (label: string) =>
  act(() => [...document.querySelectorAll('button')].find((button) => button.textContent!.startsWith(label))!.click());

it('hydrates each part in a task of its own, in document order, keeping every server node', async () => {
  document.body.innerHTML = serverHtml;
  const wrapper = document.getElementById('gatsby-focus-wrapper')!;
  const serverNodes = [...wrapper.querySelectorAll('*')];

  act(() => hydrate(h(Page, null), wrapper));
  markFirstRenderDone(); // gatsby-browser's onInitialClientRender: from now on, a render is a client render
  await click('tout');
  await click('en-tête');
  await click('contenu');
  // the first pass hydrated what is outside the parts; the parts' buttons do nothing yet
  expect([...wrapper.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['tout de suite 1', 'en-tête 0', 'contenu 0']);

  await nextTask();
  await click('en-tête');
  await click('contenu');
  expect([...wrapper.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['tout de suite 1', 'en-tête 1', 'contenu 0']);

  await nextTask();
  await click('contenu');
  expect([...wrapper.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['tout de suite 1', 'en-tête 1', 'contenu 1']);

  // no node was made again, and the island in a later part kept its server HTML
  expect(serverNodes.every((node) => node.isConnected)).toBe(true);
  expect(wrapper.querySelectorAll('header, main')).toHaveLength(2);
  expect(islandRenders.count).toBe(0);
});

it('renders at once on a client render (a navigation back to the page), its islands included', async () => {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  act(() => render(h(Page, null), container));
  await click('contenu');
  expect(container.querySelector('main')!.textContent).toBe('contenu 1Livraison offerte dès 300 €');
  expect(islandRenders.count).toBe(1);
});
