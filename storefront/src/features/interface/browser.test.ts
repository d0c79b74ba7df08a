import { createInterfaceHooks, startProgressOnNavigate } from './browser';
import { PAGE_TRANSITION_CLASS } from './pageTransition';
import { createPageViewTracker, type DataLayerEvent } from './pageViews';
import { createNavigationProgress } from './progress';

type TestWindow = Window & {
  ___navigate?: (to: unknown, options?: unknown) => unknown;
  ___loader?: {
    hovering?: (p: string) => void;
    loadAppData?: () => Promise<unknown>;
    loadPage?: (p: string) => Promise<unknown>;
    loadPageSync?: (p: string) => unknown;
  };
};

/** A promise the test settles by hand, as Gatsby's loader settles a fetch. */
function pending() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

describe('Gatsby browser wiring', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts the bar when a link navigates, and finishes it when the route reaches the page', () => {
    const progress = createNavigationProgress();
    const pushed: DataLayerEvent[] = [];
    const hooks = createInterfaceHooks(progress, createPageViewTracker((e) => pushed.push(e), () => 'Blog'));
    const navigate = jest.fn();
    const win = window as TestWindow;
    win.___navigate = navigate;
    startProgressOnNavigate(win, progress);
    win.___navigate('/blog/?page=2', { replace: false });
    expect(navigate).toHaveBeenCalledWith('/blog/?page=2', { replace: false });
    jest.advanceTimersByTime(400); // slow page data: the bar shows
    expect(progress.getState().visible).toBe(true);

    hooks.onPreRouteUpdate({ location: { pathname: '/blog/' }, prevLocation: { pathname: '/' } });
    hooks.onRouteUpdate({ location: { pathname: '/blog/' }, prevLocation: { pathname: '/' } });
    expect(progress.getState().value).toBe(100);
    jest.advanceTimersByTime(250);
    expect(pushed).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/blog/', page_title: 'Blog' })]);
    jest.advanceTimersByTime(250);
    expect(progress.getState().visible).toBe(false);
    // wrapping twice (onClientEntry, then onInitialClientRender) must not start the bar twice
    hooks.onInitialClientRender(win);
    expect((win.___navigate as { withProgress?: boolean }).withProgress).toBe(true);
    win.___navigate('/help/');
    expect(navigate).toHaveBeenLastCalledWith('/help/', undefined);
    expect(navigate).toHaveBeenCalledTimes(2);
    delete win.___navigate;
  });

  it("a link's navigation advances the bar by 45 % as each of Gatsby's two loaders (app data, page) finishes (4.6)", async () => {
    const progress = createNavigationProgress();
    const appData = pending();
    const pageLoad = pending();
    const loadPage = jest.fn(() => pageLoad.promise);
    const win = window as TestWindow;
    win.___navigate = jest.fn();
    win.___loader = { loadAppData: () => appData.promise, loadPage };
    startProgressOnNavigate(win, progress);
    win.___navigate('/blog/?page=2');
    expect(loadPage).toHaveBeenCalledWith('/blog/');
    jest.advanceTimersByTime(200); // past the throttle: the bar shows, the time-based part only
    const before = progress.getState().value;
    expect(before).toBeLessThan(10);

    appData.resolve({});
    await Promise.resolve();
    expect(progress.getState().value).toBeCloseTo(before + 45, 0);
    pageLoad.resolve({});
    await Promise.resolve();
    expect(progress.getState().value).toBeCloseTo(before + 90, 0);
    expect(progress.getState().visible).toBe(true); // finished only when the route reaches the page
    delete win.___navigate;
    delete win.___loader;
  });

  it('a navigation to a page Gatsby already holds (loaded on hover) waits for no loader and asks for nothing more', () => {
    const progress = createNavigationProgress();
    const loadAppData = jest.fn(() => Promise.resolve({}));
    const loadPage = jest.fn(() => Promise.resolve({}));
    const win = window as TestWindow;
    win.___navigate = jest.fn();
    win.___loader = { loadAppData, loadPage, loadPageSync: (p) => (p === '/help/' ? { page: {} } : undefined) };
    startProgressOnNavigate(win, progress);
    win.___navigate('/help/');
    expect(loadAppData).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
    createInterfaceHooks(progress, createPageViewTracker(() => undefined)).onRouteUpdate({ location: { pathname: '/help/' } });
    jest.advanceTimersByTime(1000);
    expect(progress.getState().visible).toBe(false); // done within the throttle: no bar at all
    delete win.___navigate;
    delete win.___loader;
  });

  it('back/forward navigations (no ___navigate) start the bar at the route hook; the initial load does not', () => {
    const progress = createNavigationProgress();
    const hooks = createInterfaceHooks(progress, createPageViewTracker(() => undefined));
    hooks.onPreRouteUpdate({ location: { pathname: '/' }, prevLocation: null });
    expect(progress.isActive()).toBe(false);
    hooks.onPreRouteUpdate({ location: { pathname: '/help/' }, prevLocation: { pathname: '/' } });
    expect(progress.isActive()).toBe(true);
    hooks.onRouteUpdate({ location: { pathname: '/help/' }, prevLocation: { pathname: '/' } });
    expect(progress.isActive()).toBe(false);
  });

  it("replays the transition named 'page' on Gatsby's page wrapper for a new page only", () => {
    const hooks = createInterfaceHooks(createNavigationProgress(), createPageViewTracker(() => undefined));
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    const wrapper = document.getElementById('gatsby-focus-wrapper')!;
    hooks.onRouteUpdate({ location: { pathname: '/products/' }, prevLocation: null });
    expect(wrapper).not.toHaveClass(PAGE_TRANSITION_CLASS);
    hooks.onRouteUpdate({ location: { pathname: '/blog/' }, prevLocation: { pathname: '/products/' } });
    expect(wrapper).toHaveClass(PAGE_TRANSITION_CLASS);
  });

  it('disables core prefetching on data saver and 2G, guards hover loading and listens for chunk failures', () => {
    const hooks = createInterfaceHooks(createNavigationProgress(), createPageViewTracker(() => undefined));
    const connection = { effectiveType: '4g', saveData: false };
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    expect(hooks.disableCorePrefetching()).toBe(false);
    connection.saveData = true;
    expect(hooks.disableCorePrefetching()).toBe(true);

    const hovering = jest.fn();
    const win = window as TestWindow;
    win.___loader = { hovering };
    const addListener = jest.spyOn(window, 'addEventListener');
    hooks.onClientEntry(win);
    win.___loader.hovering!('/products/');
    expect(hovering).not.toHaveBeenCalled(); // data saver is on
    connection.saveData = false;
    win.___loader.hovering!('/products/');
    expect(hovering).toHaveBeenCalledWith('/products/');
    expect(addListener.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['error', 'unhandledrejection']));
    delete (navigator as { connection?: unknown }).connection;
    delete win.___loader;
  });
});
