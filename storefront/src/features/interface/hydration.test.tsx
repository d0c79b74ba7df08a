import { TextDecoder, TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { InterfaceStates } from './InterfaceStates';
import { PageErrorBoundary } from './PageErrorBoundary';

function Page() {
  return (
    <main>
      <h1>Nos produits</h1>
      <p>Radiateurs, sèche-serviettes…</p>
    </main>
  );
}

describe('gatsby-browser wrapper vs the static HTML', () => {
  it('the boundary, the bar and the offline notice add no markup: the static page hydrates without a mismatch', async () => {
    // gatsby-ssr renders the page alone; gatsby-browser adds the boundary and the interface states around it
    // react-dom/server's browser build needs TextEncoder, which jsdom lacks
    Object.assign(globalThis, { TextEncoder, TextDecoder });
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const html = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <PageErrorBoundary resetKey="initial">
            <Page />
          </PageErrorBoundary>
          <InterfaceStates />
        </>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toHaveTextContent('Nos produits');
    // after hydration the offline notice's live region is in place, empty while online
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
    errors.mockRestore();
  });
});
