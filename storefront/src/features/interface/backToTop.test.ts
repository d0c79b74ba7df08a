import { backToTopVisible, nextScrollTop, scrollToTopInSteps } from './backToTop';

describe('back to top', () => {
  it('shows the button only past 400 px of scroll', () => {
    expect(backToTopVisible(0)).toBe(false);
    expect(backToTopVisible(400)).toBe(false);
    expect(backToTopVisible(401)).toBe(true);
  });

  it('climbs 120 px per frame and stops exactly at the top', () => {
    expect(nextScrollTop(1000)).toBe(880);
    expect(nextScrollTop(100)).toBe(0);
    let y = 500;
    const frames: Array<() => void> = [];
    const positions: number[] = [];
    scrollToTopInSteps({
      getY: () => y,
      scrollTo: (next) => {
        y = next;
        positions.push(next);
      },
      requestFrame: (cb) => frames.push(cb),
      cancelFrame: () => undefined,
    });
    while (frames.length) frames.shift()!();
    expect(positions).toEqual([380, 260, 140, 20, 0]);
  });

  it('stops when cancelled (the visitor scrolls by hand)', () => {
    let y = 2000;
    const frames: Array<() => void> = [];
    const cancel = scrollToTopInSteps({
      getY: () => y,
      scrollTo: (next) => (y = next),
      requestFrame: (cb) => frames.push(cb),
      cancelFrame: () => undefined,
    });
    frames.shift()!();
    cancel();
    while (frames.length) frames.shift()!();
    expect(y).toBe(1880);
  });
});
