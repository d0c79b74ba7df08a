/**
 * The turns of the parts that hydrate later (`HydrateLater`): the first part to ask waits for the next browser task,
 * each next one for the task after the previous part's, so that no single task hydrates the whole page (a task over
 * 50 ms blocks taps, and is what Lighthouse counts as blocking time).
 */
export type Turn = {
  promise: Promise<void>;
  /** the turn came: the part renders */
  done: boolean;
  /** from the turn until the part's first commit: its render is a hydration over the static HTML */
  hydrating: boolean;
};

const turns = new Map<string, Turn>();
let last: Promise<void> = Promise.resolve();

/** A new task, not a microtask; MessageChannel is not slowed down in a background tab as setTimeout is. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The turn of the part called `name`, taken during the page's first pass, in document order. */
export function takeTurn(name: string): Turn {
  const taken = turns.get(name);
  if (taken) return taken;
  const turn: Turn = { promise: Promise.resolve(), done: false, hydrating: false };
  turn.promise = last = last.then(nextTask).then(() => {
    turn.done = true;
    turn.hydrating = true;
  });
  turns.set(name, turn);
  return turn;
}

/** The turn taken by the part called `name` on this load, if it took one. */
export function turnTaken(name: string): Turn | undefined {
  return turns.get(name);
}
