import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: a lazily loaded drawer or a Chakra dialog takes longer than that on a
// busy CI machine (Header's mobile drawer failed once at load 9). They still answer as soon as the UI is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia and scrollTo, which Chakra and the back-to-top button call.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
