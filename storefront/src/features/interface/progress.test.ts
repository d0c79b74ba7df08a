import {
  createNavigationProgress,
  estimatedProgress,
  samePage,
  stepFor,
  trackLoading,
  type NavigationProgress,
} from './progress';

describe('navigation progress bar', () => {
  let bar: NavigationProgress;
  beforeEach(() => {
    jest.useFakeTimers();
    bar = createNavigationProgress();
  });
  afterEach(() => jest.useRealTimers());

  it('stays hidden during the 200 ms throttle and never appears for a fast navigation', () => {
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    bar.start('/products/');
    jest.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    bar.reached('/products/');
    jest.advanceTimersByTime(2000);
    expect(seen).not.toContain(true);
    expect(bar.getState().visible).toBe(false);
  });

  it('appears after 200 ms, creeps for about 5000 ms without reaching the end, then fills and hides 500 ms after finishing', () => {
    bar.start('/blog/');
    jest.advanceTimersByTime(200);
    expect(bar.getState()).toMatchObject({ visible: true, failed: false });
    jest.advanceTimersByTime(1000);
    const afterOneSecond = bar.getState().value;
    expect(afterOneSecond).toBeGreaterThan(20);
    jest.advanceTimersByTime(4000);
    const afterFiveSeconds = bar.getState().value;
    expect(afterFiveSeconds).toBeGreaterThan(afterOneSecond);
    expect(afterFiveSeconds).toBeCloseTo(70.5, 0);
    jest.advanceTimersByTime(60_000);
    expect(bar.getState().value).toBeLessThan(100);

    bar.reached('/blog');
    expect(bar.getState()).toMatchObject({ visible: true, value: 100 });
    jest.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getState().visible).toBe(false);
  });

  it('advances 30 % per finished loader when one runs, 45 % each when two run', () => {
    expect(stepFor(1)).toBe(30);
    expect(stepFor(2)).toBe(45);
    bar.start();
    jest.advanceTimersByTime(200);
    const before = bar.getState().value;
    bar.advance(1);
    expect(bar.getState().value - before).toBeCloseTo(30, 5);
    bar.advance(2);
    expect(bar.getState().value - before).toBeCloseTo(75, 5);
    bar.advance(2);
    expect(bar.getState().value).toBe(99);
  });

  it('pauses when the route lands on another path, resumes with the next navigation and finishes on the target', () => {
    bar.start('/products/a/');
    bar.start('/products/b/'); // the visitor clicked again before the first page arrived
    jest.advanceTimersByTime(500);
    bar.reached('/products/a/');
    expect(bar.getState()).toMatchObject({ visible: true, paused: true });
    const frozen = bar.getState().value;
    jest.advanceTimersByTime(3000);
    expect(bar.getState().value).toBe(frozen);
    bar.reached('/products/b/?q=x');
    expect(bar.getState()).toMatchObject({ value: 100, paused: false });
    jest.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
  });

  it('a pause that nothing resumes ends after 5000 ms instead of freezing; a new navigation resumes it', () => {
    bar.start('/a/');
    jest.advanceTimersByTime(300);
    bar.reached('/elsewhere/');
    expect(bar.getState().paused).toBe(true);
    bar.start('/b/');
    expect(bar.getState().paused).toBe(false);
    jest.advanceTimersByTime(200);
    bar.reached('/c/');
    jest.advanceTimersByTime(4999);
    expect(bar.getState()).toMatchObject({ visible: true, paused: true });
    jest.advanceTimersByTime(1);
    expect(bar.getState().value).toBe(100);
    jest.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
  });

  it('turns red on failure, even within the throttle, then hides', () => {
    bar.start('/me/');
    jest.advanceTimersByTime(50);
    bar.fail();
    expect(bar.getState()).toMatchObject({ visible: true, failed: true, value: 100 });
    jest.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
    expect(bar.isActive()).toBe(false);
  });

  it('a new navigation while the finished bar fades out starts over from zero', () => {
    bar.start('/a/');
    jest.advanceTimersByTime(300);
    bar.finish();
    bar.start('/b/');
    expect(bar.getState().visible).toBe(false);
    jest.advanceTimersByTime(200);
    expect(bar.getState().value).toBeLessThan(10);
    expect(bar.getState().failed).toBe(false);
  });

  it('trackLoading drives the bar from promises: steps per loader, then finish; a rejection turns it red', async () => {
    let resolveFirst!: (v: string) => void;
    const first = new Promise<string>((r) => (resolveFirst = r));
    const second = Promise.resolve('b');
    const all = trackLoading([first, second], bar);
    jest.advanceTimersByTime(200);
    await Promise.resolve();
    await Promise.resolve();
    expect(bar.getState().value).toBeGreaterThanOrEqual(45);
    resolveFirst('a');
    await expect(all).resolves.toEqual(['a', 'b']);
    expect(bar.getState().value).toBe(100);

    jest.advanceTimersByTime(500);
    const failing = trackLoading([Promise.reject(new Error('503'))], bar);
    await expect(failing).rejects.toThrow('503');
    expect(bar.getState()).toMatchObject({ visible: true, failed: true });
  });

  it('compares pages without trailing slash, query or hash', () => {
    expect(samePage('/blog/', '/blog')).toBe(true);
    expect(samePage('/', '/?q=1')).toBe(true);
    expect(samePage('/blog/a/', '/blog/b/')).toBe(false);
    expect(estimatedProgress(0)).toBe(0);
  });
});
