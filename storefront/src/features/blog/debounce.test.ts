import { createDebouncer, type Timers } from './debounce';

/** A clock the test moves by hand: the 500 ms rule is checked without waiting. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

describe('createDebouncer (spec 9: debounce 500 ms)', () => {
  it('runs the last call once, 500 ms after the last keystroke', () => {
    const clock = manualClock();
    const debouncer = createDebouncer(500, clock.timers);
    const sent: string[] = [];
    for (const typed of ['f', 'fi', 'fil']) {
      debouncer.run(() => sent.push(typed));
      clock.advance(300);
    }
    expect(sent).toEqual([]);
    clock.advance(199);
    expect(sent).toEqual([]);
    expect(debouncer.pending).toBe(true);
    clock.advance(1);
    expect(sent).toEqual(['fil']);
    expect(debouncer.pending).toBe(false);
    expect(clock.pendingCount()).toBe(0);
  });

  it('flush runs the waiting call at once (Enter), and only once', () => {
    const clock = manualClock();
    const debouncer = createDebouncer(500, clock.timers);
    const sent: string[] = [];
    debouncer.run(() => sent.push('poêle'));
    debouncer.flush();
    expect(sent).toEqual(['poêle']);
    clock.advance(1000);
    debouncer.flush();
    expect(sent).toEqual(['poêle']);
  });

  it('cancel drops the waiting call (clearing the search, leaving the page)', () => {
    const clock = manualClock();
    const debouncer = createDebouncer(500, clock.timers);
    const sent: string[] = [];
    debouncer.run(() => sent.push('radiateur'));
    debouncer.cancel();
    clock.advance(1000);
    expect(sent).toEqual([]);
    expect(clock.pendingCount()).toBe(0);
  });
});
