/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The offline notice as the browser runs it (docs/adr/018): React is Preact's compat layer, the banner hydrated over
// the static HTML (which has no region), the status read through compat's useSyncExternalStore.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/compat/jsx-runtime'));
import { h, hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => jest.restoreAllMocks());

it("under Preact, the offline notice follows the browser's offline and online events", () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  const root = document.createElement('div');
  document.body.append(root);
  act(() => hydrate(h(OfflineBanner, null), root));
  expect(root.querySelector('[role="status"]')?.textContent).toBe('');
  onLine.mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(root.querySelector('[role="status"]')?.textContent).toBe('Vous êtes hors ligne.');
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(root.querySelector('[role="status"]')?.textContent).toBe('');
});
