/**
 * Static HTML handed from one island to the next (`<StaticIsland handover="…">`): when the island that kept the
 * server's HTML is replaced in one render by another of the same name (the catalogue's first page once /products'
 * search screen takes over), its DOM nodes move to the new island instead of React rendering them again.
 */
const holders = new Map<string, number>();
const leftBehind = new Map<string, ChildNode[]>();

/** Whether an island mounted now can expect HTML under this name: a holder is still mounted, or just left it. */
export function canTakeOver(name: string): boolean {
  return (holders.get(name) ?? 0) > 0 || leftBehind.has(name);
}

/** Moves the HTML left under this name into `element`; false when there is none. */
export function takeOver(name: string, element: Element): boolean {
  const nodes = leftBehind.get(name);
  if (!nodes) return false;
  leftBehind.delete(name);
  element.replaceChildren(...nodes);
  return true;
}

/** Marks `element` as holding the HTML of this name; the returned cleanup leaves its nodes for a successor. */
export function hold(name: string, element: Element): () => void {
  holders.set(name, (holders.get(name) ?? 0) + 1);
  leftBehind.delete(name);
  return () => {
    holders.set(name, (holders.get(name) ?? 1) - 1);
    const nodes = [...element.childNodes];
    leftBehind.set(name, nodes);
    // Only islands mounted by the same render take them (React commits, and Preact re-renders a suspended
    // boundary, before a timer runs); after that the page has moved on.
    setTimeout(() => {
      if (leftBehind.get(name) === nodes) leftBehind.delete(name);
    }, 0);
  };
}
