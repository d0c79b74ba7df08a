/**
 * Debounce (spec 9: 500 ms) as a small object the blog search holds: each `run` replaces the pending call,
 * `flush` runs it now (Enter), `cancel` drops it (clearing, unmount). The timer functions are injectable so the
 * rule is tested without waiting.
 */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type Debouncer = {
  run: (callback: () => void) => void;
  flush: () => void;
  cancel: () => void;
  readonly pending: boolean;
};

export function createDebouncer(delayMs: number, timers: Timers = realTimers): Debouncer {
  let handle: unknown;
  let waiting: (() => void) | undefined;
  const cancel = () => {
    if (waiting) timers.clearTimeout(handle);
    waiting = undefined;
  };
  const fire = () => {
    const callback = waiting;
    waiting = undefined;
    callback?.();
  };
  return {
    run(callback) {
      cancel();
      waiting = callback;
      handle = timers.setTimeout(fire, delayMs);
    },
    flush() {
      if (!waiting) return;
      timers.clearTimeout(handle);
      fire();
    },
    cancel,
    get pending() {
      return waiting !== undefined;
    },
  };
}
