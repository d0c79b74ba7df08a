/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Preact's CommonJS build (the jsdom environment would pick its ES module one), hydrated as in the browser.
import { h, hydrate, options } from 'preact';
import { reportHydrationMismatches } from './preactHydration';

const previousHook = (options as { __m?: unknown }).__m;
afterEach(() => ((options as { __m?: unknown }).__m = previousHook));

function hydrateOver(html: string, vnode: ReturnType<typeof h>): string[] {
  const log: string[] = [];
  reportHydrationMismatches(options, (text) => log.push(text));
  const root = document.createElement('div');
  root.innerHTML = html;
  hydrate(vnode, root);
  return log;
}

describe('Preact hydration mismatches reach the console', () => {
  it('reports an element the static HTML does not have', () => {
    expect(hydrateOver('<main><p>Radiateurs</p></main>', h('main', null, h('h1', null, 'Radiateurs')))).toEqual([
      'Hydration mismatch: <h1> expected where the static HTML has p',
    ]);
  });

  it('says nothing when the static HTML matches', () => {
    expect(hydrateOver('<main><h1>Radiateurs</h1></main>', h('main', null, h('h1', null, 'Radiateurs')))).toEqual([]);
  });
});
