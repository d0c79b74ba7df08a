/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// useRenderStages as the browser runs it (Preact's compat layer): one stage per browser task, never two at once.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/compat/jsx-runtime'));
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import React from 'react';
import { useRenderStages } from './useRenderStages';

function Staged() {
  const stage = useRenderStages(2);
  return (
    <div>
      <p>résultats</p>
      {stage >= 1 && <label>Trier par</label>}
      {stage >= 2 && <nav>pages</nav>}
    </div>
  );
}

/** jsdom has MessageChannel: a message posted now is delivered in a later task, as in the browser. */
const oneTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useRenderStages', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it('renders what comes first at once, then one stage per task up to the last', async () => {
    await act(() => render(h(Staged, {}), root));
    expect(root.innerHTML).toBe('<div><p>résultats</p></div>');

    await oneTask();
    expect(root.innerHTML).toBe('<div><p>résultats</p><label>Trier par</label></div>');

    await oneTask();
    expect(root.innerHTML).toBe('<div><p>résultats</p><label>Trier par</label><nav>pages</nav></div>');

    await oneTask();
    expect(root.innerHTML).toBe('<div><p>résultats</p><label>Trier par</label><nav>pages</nav></div>');
  });
});
