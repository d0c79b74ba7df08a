import type { AdminModule } from './types';
import { adminSubPath, matchScreen, registrationProblems } from './routing';
import { tilesFor } from './tiles';

const Screen = () => null;
const Tile = () => null;
const modules: AdminModule[] = [
  { name: 'shell', screens: [{ path: '', Screen }] },
  {
    name: 'messages',
    screens: [
      { path: 'messages', Screen },
      { path: 'messages/:id', Screen },
      { path: 'messages/answers', Screen },
    ],
    tiles: [{ id: 'unanswered', grant: 'messages', order: 20, Tile }],
  },
  {
    name: 'orders',
    screens: [{ path: 'orders/:id', Screen }],
    tiles: [
      { id: 'late', grant: 'orders', order: 11, Tile },
      { id: 'today', grant: 'orders', order: 10, Tile },
    ],
  },
  { name: 'quotes', screens: [], tiles: [{ id: 'open-quotes', grant: 'quotes', order: 30, Tile }] },
];

const matched = (path: string) => {
  const found = matchScreen(path, modules);
  return found && { pattern: found.screen.path, params: found.params };
};

describe('admin routing', () => {
  it('reads the path under /admin from the location', () => {
    expect(adminSubPath('/admin/')).toBe('');
    expect(adminSubPath('/admin')).toBe('');
    expect(adminSubPath('/admin/orders/12/')).toBe('orders/12');
    expect(adminSubPath('/admin//messages/answers?x=1#top')).toBe('messages/answers');
  });

  it('matches the dashboard, plain paths and :params', () => {
    expect(matched('')).toEqual({ pattern: '', params: {} });
    expect(matched('messages')).toEqual({ pattern: 'messages', params: {} });
    expect(matched('orders/order_01H%2F2')).toEqual({ pattern: 'orders/:id', params: { id: 'order_01H/2' } });
  });

  it('prefers a literal segment over a :param whatever the order of registration', () => {
    expect(matched('messages/answers')).toEqual({ pattern: 'messages/answers', params: {} });
    expect(matched('messages/thread_1')).toEqual({ pattern: 'messages/:id', params: { id: 'thread_1' } });
  });

  it('matches nothing for another depth, an unknown path or a bad escape', () => {
    expect(matched('orders')).toBeNull();
    expect(matched('orders/1/2')).toBeNull();
    expect(matched('promos')).toBeNull();
    expect(matched('orders/%E0%A4%A')).toBeNull();
  });

  it('reports two screens of one pattern, a tile id used twice and a path written with slashes', () => {
    expect(registrationProblems(modules)).toEqual([]);
    const clash: AdminModule[] = [
      ...modules,
      { name: 'other', screens: [{ path: 'orders/:orderId', Screen }, { path: '/promos/', Screen }], tiles: [{ id: 'late', grant: 'orders', order: 1, Tile }] },
    ];
    expect(registrationProblems(clash)).toEqual([
      'other: the screen orders/:orderId is also registered by orders',
      'other: write /promos/ without slashes at its ends and without admin/',
      'other: the tile late is also registered by orders',
    ]);
  });

  it('lays out the tiles of the grants held, by order', () => {
    expect(tilesFor(modules, ['orders', 'messages']).map((tile) => tile.id)).toEqual(['today', 'late', 'unanswered']);
    expect(tilesFor(modules, ['quotes']).map((tile) => tile.id)).toEqual(['open-quotes']);
    expect(tilesFor(modules, [])).toEqual([]);
  });
});
