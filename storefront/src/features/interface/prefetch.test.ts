import { connectionAllowsPrefetch, currentConnection, guardHoverLoading, type ConnectionInfo } from './prefetch';

describe('link prefetching and the connection', () => {
  it('skips prefetching on 2G, slow 2G and data saver; allows it otherwise or when the browser says nothing', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch(null)).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });

  it("reads navigator.connection where the browser has it", () => {
    expect(currentConnection({} as Navigator)).toBeNull();
    expect(currentConnection({ connection: { effectiveType: '2g' } } as unknown as Navigator)).toEqual({ effectiveType: '2g' });
  });

  it("lets Gatsby's hover loading through on a good connection and drops it on a constrained one, read at each hover", () => {
    const hovering = jest.fn();
    const loader = { hovering };
    let connection: ConnectionInfo = { effectiveType: '4g' };
    guardHoverLoading(loader, () => connection);
    loader.hovering('/products/');
    connection = { effectiveType: '4g', saveData: true };
    loader.hovering('/blog/');
    connection = { effectiveType: 'slow-2g' };
    loader.hovering('/help/');
    expect(hovering.mock.calls).toEqual([['/products/']]);
  });

  it('does nothing when Gatsby has no hover loader', () => {
    expect(() => guardHoverLoading(undefined)).not.toThrow();
    const loader = {};
    guardHoverLoading(loader);
    expect(loader).toEqual({});
  });
});
