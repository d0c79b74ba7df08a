import { createPageViewTracker, getDataLayer, publicPagePath, reportPageError, type DataLayerEvent } from './pageViews';

describe('page-view events', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes one page_view 250 ms after a route change, with the title the new page set', () => {
    const pushed: DataLayerEvent[] = [];
    let title = 'Ancienne page';
    const tracker = createPageViewTracker((e) => pushed.push(e), () => title);
    tracker.routeChanged({ pathname: '/blog/', search: '', origin: 'https://shop.test' });
    title = 'Blog | Maison Chaleur';
    jest.advanceTimersByTime(249);
    expect(pushed).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([
      { event: 'page_view', page_path: '/blog/', page_location: 'https://shop.test/blog/', page_title: 'Blog | Maison Chaleur' },
    ]);
  });

  it('counts only the page the visitor lands on when routes change within 250 ms', () => {
    const pushed: DataLayerEvent[] = [];
    const tracker = createPageViewTracker((e) => pushed.push(e), () => 't');
    tracker.routeChanged({ pathname: '/products' });
    jest.advanceTimersByTime(100);
    tracker.routeChanged({ pathname: '/products/' });
    jest.advanceTimersByTime(250);
    expect(pushed.map((e) => e.page_path)).toEqual(['/products/']);
  });

  it('never sends secrets or private ids to the tag manager, but keeps the product search', () => {
    expect(publicPagePath({ pathname: '/contact/6f1c2a/', search: '?secret=abcdef' })).toBe('/contact/:id/');
    expect(publicPagePath({ pathname: '/contact/messageCategory/' })).toBe('/contact/messageCategory/');
    expect(publicPagePath({ pathname: '/unsubscribe/42' })).toBe('/unsubscribe/:id');
    expect(publicPagePath({ pathname: '/order/details/', search: '?id=12&security=xyz' })).toBe('/order/details/');
    expect(publicPagePath({ pathname: '/products/', search: '?q=radiateur%20fonte&page=2' })).toBe('/products/?q=radiateur+fonte');
  });

  it('uses the window dataLayer by default and reports shown errors there', () => {
    const tracker = createPageViewTracker(undefined, () => 'Accueil');
    tracker.routeChanged({ pathname: '/' });
    jest.advanceTimersByTime(250);
    reportPageError(500, new TypeError('x is undefined'), { pathname: '/contact/99/', search: '?secret=s' });
    expect(getDataLayer()).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/', page_title: 'Accueil' }),
      { event: 'page_error', status: 500, page_path: '/contact/:id/', error_message: 'TypeError: x is undefined' },
    ]);
  });
});
