import { SourcingError } from './env';
import { readAll } from './medusa';

jest.mock('@medusajs/js-sdk', () => jest.fn());

const items = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ id: `p${from + i}` }));

describe('Medusa pagination', () => {
  it('reads every page until the count is reached', async () => {
    const offsets: number[] = [];
    const all = await readAll('products', async (offset) => {
      offsets.push(offset);
      return { items: items(offset, Math.min(offset + 100, 230)), count: 230 };
    });
    expect(all).toHaveLength(230);
    expect(offsets).toEqual([0, 100, 200]);
  });

  it('fails when pages repeat items instead of returning the whole catalogue', async () => {
    // what an unstable sort (equal created_at) does: page 2 repeats half of page 1, so p150-p199 are never seen
    const load = async (offset: number) => ({ items: offset === 0 ? items(0, 100) : items(50, 150), count: 200 });
    const error = await readAll('products', load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourcingError);
    expect((error as Error).message).toBe('Medusa listed 200 products but the pages returned 150 distinct ones.');
  });
});
