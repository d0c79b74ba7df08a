import { options } from 'preact';

type Candidates = (Node | null)[] | null;
/** Preact's hook for a hydration mismatch (`options._hydrationMismatch`, `__m` in the published build, pinned version). */
type PreactOptions = typeof options & { __m?: (vnode: { type: unknown }, candidates: Candidates) => void };

/**
 * React says so in the console when the static HTML does not match, even in production (errors 418, 423, 425).
 * Preact, which runs the shop in the browser (docs/adr/018), patches a wrong text silently and, when the static HTML
 * lacks an element, tells only this internal hook: the report keeps such a mismatch in the console, where the
 * journeys look for one (e2e journeys/support/hydration.ts).
 */
export function reportHydrationMismatches(preactOptions: PreactOptions = options, log: (text: string) => void = console.error): void {
  const previous = preactOptions.__m;
  preactOptions.__m = (vnode, candidates) => {
    previous?.(vnode, candidates);
    const expected = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'a text';
    const found = (candidates ?? []).flatMap((node) => (node ? [node.nodeName.toLowerCase()] : []));
    log(`Hydration mismatch: ${expected} expected where the static HTML has ${found.length ? found.join(', ') : 'nothing'}`);
  };
}
