import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { renderWithProviders } from '../../../test/render';
import { CHUNK_RELOAD_STORAGE_KEY } from './chunkReload';
import { PageError } from './errors';
import { getDataLayer } from './pageViews';
import { PageErrorBoundary } from './PageErrorBoundary';
import { navigationProgress } from './progress';
import { RenderErrorProbe } from './render-error-probe';

function Broken({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

describe('page error boundary', () => {
  // the error page is loaded on demand: compile it once up front so a busy machine does not time the tests out
  beforeAll(() => import('./ErrorPage'), 30_000);
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the page when nothing fails', () => {
    renderWithProviders(<PageErrorBoundary resetKey="/"><p>Contenu de la page</p></PageErrorBoundary>);
    expect(screen.getByText('Contenu de la page')).toBeInTheDocument();
  });

  it("a page that fails to render shows 'Aïe aïe aïe !' with code 500, reports it and turns the bar red", async () => {
    renderWithProviders(
      <PageErrorBoundary resetKey="/products/x/">
        <Broken error={new TypeError("Cannot read properties of undefined (reading 'price')")} />
      </PageErrorBoundary>,
    );
    expect(navigationProgress.getState()).toMatchObject({ visible: true, failed: true });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Aïe aïe aïe !');
    expect(screen.getByTestId('error-code')).toHaveTextContent("code d'erreur 500");
    expect(screen.queryByText(/reading 'price'/)).not.toBeInTheDocument();
    expect(getDataLayer()).toContainEqual(expect.objectContaining({ event: 'page_error', status: 500 }));
  });

  it('a data-loading error shows its own status and message', async () => {
    renderWithProviders(
      <PageErrorBoundary resetKey="/me/">
        <Broken error={new PageError(503, 'Votre compte est momentanément indisponible.')} />
      </PageErrorBoundary>,
    );
    expect(await screen.findByTestId('error-code')).toHaveTextContent("code d'erreur 503");
    expect(screen.getByText('Votre compte est momentanément indisponible.')).toBeInTheDocument();
  });

  it('falls back to plain HTML with a link home when the error page itself fails', async () => {
    // no providers: the error page cannot read the session and fails in turn
    render(<PageErrorBoundary resetKey="/"><Broken error={new Error('first')} /></PageErrorBoundary>);
    expect(await screen.findByRole('alert')).toHaveTextContent("Une erreur s'est produite lors de l'affichage de la page.");
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('leaves the error behind when the visitor navigates to another page', async () => {
    let fail = true;
    function MaybeBroken() {
      if (fail) throw new Error('render failed');
      return <p>Page suivante</p>;
    }
    const { rerender } = renderWithProviders(<PageErrorBoundary resetKey="/a/"><MaybeBroken /></PageErrorBoundary>);
    expect(await screen.findByText('Aïe aïe aïe !')).toBeInTheDocument();
    fail = false;
    rerender(<PageErrorBoundary resetKey="/b/"><MaybeBroken /></PageErrorBoundary>);
    expect(screen.getByText('Page suivante')).toBeInTheDocument();
  });

  it('a chunk that fails to load reloads the page once instead of staying on the error', () => {
    const reload = jest.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      const chunkError = Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' });
      renderWithProviders(<PageErrorBoundary resetKey="/"><Broken error={chunkError} /></PageErrorBoundary>);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it("the journeys' probe page renders on the server, then fails in the browser: the boundary shows the error page", async () => {
    // react-dom/server's browser build needs TextEncoder, which jsdom lacks
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    expect(renderToString(<RenderErrorProbe><p>Page d’essai</p></RenderErrorProbe>)).toContain('Page d’essai');
    renderWithProviders(<PageErrorBoundary resetKey="/essai/erreur-de-rendu/"><RenderErrorProbe><p>Page d’essai</p></RenderErrorProbe></PageErrorBoundary>);
    expect(await screen.findByText('Aïe aïe aïe !')).toBeInTheDocument();
    expect(screen.getByTestId('error-code')).toHaveTextContent("code d'erreur 500");
  });
});
