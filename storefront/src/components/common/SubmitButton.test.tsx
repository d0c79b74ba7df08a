import { TextDecoder, TextEncoder } from 'node:util';
import { act, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers } from '../layout/Providers';
import { SubmitButton } from './SubmitButton';

// react-dom/server's browser build needs TextEncoder, which jsdom lacks
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

function Form({ blocked = false }: { blocked?: boolean }) {
  return (
    <Providers>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <SubmitButton disabled={blocked}>Envoyer</SubmitButton>
      </form>
    </Providers>
  );
}

describe('SubmitButton', () => {
  it('is inactive in the static HTML, so a click before hydration cannot send the form to the same page with its fields in the URL', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it('becomes active once the page has hydrated, and stays inactive when the form itself blocks sending', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();

    const blocked = document.createElement('div');
    blocked.innerHTML = renderToString(<Form blocked />);
    document.body.appendChild(blocked);
    await act(async () => {
      hydrateRoot(blocked, <Form blocked />);
    });
    expect(blocked.querySelector('button[type="submit"]')).toBeDisabled();
  });
});
