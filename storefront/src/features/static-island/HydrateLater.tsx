import React, { createContext, Suspense, useContext } from 'react';
import { isHydratingStaticHtml, useBrowserLayoutEffect } from './hydration';
import { takeTurn, turnTaken, type Turn } from './laterTasks';

/** The turn of the part hydrating now, while it hydrates (its static islands keep the server HTML, as in the first pass). */
const HydratingTurn = createContext<Turn | null>(null);

/** Whether the part being rendered is hydrating over the static HTML in a later task (see `HydrateLater`). */
export function useHydratingLater(): boolean {
  return useContext(HydratingTurn)?.hydrating ?? false;
}

function WaitForTurn({ name, children }: { name: string; children: React.ReactNode }) {
  // During the first pass the part suspends: Preact (and React) keep its server HTML as it is and hydrate it when
  // the promise settles. A later render (the turn came, or a client render) goes on at once.
  const turn = isHydratingStaticHtml() ? takeTurn(name) : turnTaken(name);
  if (turn && !turn.done) throw turn.promise;
  useBrowserLayoutEffect(() => {
    if (turn) turn.hydrating = false;
  }, [turn]);
  // One element around the part: Preact resumes a suspended hydration on the one DOM node it kept.
  return (
    <HydratingTurn.Provider value={turn?.hydrating ? turn : null}>
      <div style={{ display: 'contents' }}>{children}</div>
    </HydratingTurn.Provider>
  );
}

/**
 * A part of the page that hydrates in a browser task of its own, after the first pass and after the parts named
 * before it: a phone then answers a tap between two parts instead of after the whole page. The server HTML is on
 * screen meanwhile (styled, links work); a tap on a control of the part before its turn is lost, as before any
 * hydration. On a client render (navigation) the part renders at once. `name` is unique on a page.
 * State that changes what a part renders belongs inside the part: an effect of a component around it runs before
 * the part's turn, and the part would then hydrate a tree the static HTML does not have (a mismatch).
 */
export function HydrateLater({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
