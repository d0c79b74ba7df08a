import { TextDecoder, TextEncoder } from 'node:util';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import React, { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { markFirstRenderDone, resetHydrationState } from './hydration';
import { StaticIsland } from './StaticIsland';

// react-dom/server's browser build needs TextEncoder, which jsdom lacks
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

/**
 * jsdom cannot load another page: a click left to the browser ends in its "navigation not implemented" report, a
 * moment later. Counting those reports proves the browser, not Gatsby's router, followed the link.
 */
async function browserNavigationsDuring(clicks: () => void): Promise<number> {
  const reports = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const count = () => reports.mock.calls.filter(([error]) => String(error).includes('Not implemented: navigation')).length;
  try {
    clicks();
    // jsdom reports on a timer: wait until the count has not moved for a moment
    let seen = -1;
    while (seen !== count()) {
      seen = count();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  } finally {
    reports.mockRestore();
  }
}

const renders = { count: 0 };

function Links() {
  renders.count += 1;
  return (
    <ul>
      <li><a href="/categories/radiateurs/">Radiateurs</a></li>
      <li><a href="mailto:sav@maison-chaleur.fr">Écrire au SAV</a></li>
    </ul>
  );
}

function Page({ extra }: { extra?: string }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <StaticIsland>
        <Links />
      </StaticIsland>
      <button type="button" onClick={() => setCount(count + 1)}>{`Ajouter (${count})`}</button>
      {extra && <p>{extra}</p>}
    </main>
  );
}

/** The document as Gatsby serves it: the page's static HTML inside #gatsby-focus-wrapper, then hydrated. */
async function hydrateStaticPage(ui: React.ReactElement): Promise<{ root: Root; recoverable: unknown[] }> {
  const container = document.createElement('div');
  // jsdom has a window, so the island takes useLayoutEffect, which the server renderer warns about (a real build
  // renders where there is no window): that one warning is held back.
  const warn = console.error;
  const held = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) warn(...args);
  });
  try {
    container.innerHTML = `<div id="gatsby-focus-wrapper">${renderToString(ui)}</div>`;
  } finally {
    held.mockRestore();
  }
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <div id="gatsby-focus-wrapper">{ui}</div>, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { root, recoverable };
}

beforeEach(() => {
  document.body.innerHTML = '';
  resetHydrationState();
  renders.count = 0;
  (navigate as jest.Mock).mockClear();
});

describe('StaticIsland', () => {
  it('keeps the static HTML on hydration without rendering what is inside, and the page around stays live', async () => {
    const { recoverable } = await hydrateStaticPage(<Page />);
    expect(recoverable).toEqual([]);
    expect(renders.count).toBe(1); // the server render only
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toHaveAttribute('href', '/categories/radiateurs/');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter (0)' }));
    expect(screen.getByRole('button', { name: 'Ajouter (1)' })).toBeInTheDocument();
    // a re-render of the page around leaves the island's content alone
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toBeInTheDocument();
    expect(renders.count).toBe(1);
  });

  it('a click on a link of the site goes through Gatsby’s router; other clicks stay the browser’s', async () => {
    await hydrateStaticPage(<Page />);
    const radiators = screen.getByRole('link', { name: 'Radiateurs' });
    const followedByTheBrowser = await browserNavigationsDuring(() => {
      expect(fireEvent.click(radiators)).toBe(false); // default prevented: no page reload
      expect(navigate).toHaveBeenCalledWith('/categories/radiateurs/');
      expect(fireEvent.click(radiators, { ctrlKey: true })).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'Écrire au SAV' }))).toBe(true);
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(followedByTheBrowser).toBe(2);
  });

  it('renders its children on a client render (a page reached by navigation, gatsby develop)', async () => {
    render(<Page />);
    expect(renders.count).toBe(1);
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toBeInTheDocument();
    const followedByTheBrowser = await browserNavigationsDuring(() => fireEvent.click(screen.getByRole('link', { name: 'Radiateurs' })));
    expect(navigate).not.toHaveBeenCalled(); // real links handle their own clicks then
    expect(followedByTheBrowser).toBe(1);
  });

  it('after the first render, a newly mounted island renders its children even over static HTML', async () => {
    const { root } = await hydrateStaticPage(<Page />);
    await act(async () => {
      root.render(
        <div id="gatsby-focus-wrapper">
          <StaticIsland>
            <p>Nouvelle page</p>
          </StaticIsland>
        </div>,
      );
    });
    expect(screen.getByText('Nouvelle page')).toBeInTheDocument();
  });

  it('once gatsby-browser says the first render is done, an island renders its children over the old page', () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Page précédente</p></div>';
    markFirstRenderDone();
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toBeInTheDocument();
  });

  it('shows its children when it is disabled after hydration (a list that grows), with no way back', async () => {
    function Growing() {
      const [grown, setGrown] = useState(false);
      return (
        <>
          <StaticIsland enabled={!grown}>
            <p>{grown ? 'Page 1 et page 2' : 'Page 1'}</p>
          </StaticIsland>
          <button type="button" onClick={() => setGrown(true)}>Voir plus</button>
        </>
      );
    }
    await hydrateStaticPage(<Growing />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(screen.getByText('Page 1 et page 2')).toBeInTheDocument();
    expect(screen.queryByText('Page 1')).toBeNull();
  });

  it('hands its kept HTML to the island of the same name that replaces it in one render: the same nodes, not rendered again', async () => {
    function Takeover() {
      const [searchLoaded, setSearchLoaded] = useState(false);
      const island = (
        <StaticIsland handover="premiere-page">
          <Links />
        </StaticIsland>
      );
      return (
        <>
          {searchLoaded ? <section>{island}</section> : <article>{island}</article>}
          <button type="button" onClick={() => setSearchLoaded(true)}>Charger</button>
        </>
      );
    }
    await hydrateStaticPage(<Takeover />);
    const link = screen.getByRole('link', { name: 'Radiateurs' });
    fireEvent.click(screen.getByRole('button', { name: 'Charger' }));
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toBe(link);
    expect(link.closest('section')).not.toBeNull();
    expect(renders.count).toBe(1); // the server render only
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/categories/radiateurs/');
  });

  it('an island of that name mounted by a later render renders its children', async () => {
    function Later() {
      const [step, setStep] = useState(0);
      return (
        <>
          {step === 0 && (
            <StaticIsland handover="premiere-page">
              <Links />
            </StaticIsland>
          )}
          {step === 2 && (
            <section>
              <StaticIsland handover="premiere-page">
                <Links />
              </StaticIsland>
            </section>
          )}
          <button type="button" onClick={() => setStep(step + 1)}>Suite</button>
        </>
      );
    }
    await hydrateStaticPage(<Later />);
    fireEvent.click(screen.getByRole('button', { name: 'Suite' }));
    expect(screen.queryByRole('link', { name: 'Radiateurs' })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(screen.getByRole('button', { name: 'Suite' }));
    expect(screen.getByRole('link', { name: 'Radiateurs' })).toBeInTheDocument();
    expect(renders.count).toBe(2); // rendered by the browser this time
  });
});
