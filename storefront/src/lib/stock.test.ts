import { LOW_STOCK_MAX } from '@shop/shared';
import { stockState } from './stock';

describe('stock state', () => {
  it('says out of stock at zero (and for negative reservations)', () => {
    expect(stockState(0)).toEqual({ kind: 'out_of_stock', label: 'Rupture de stock', available: false });
    expect(stockState(-3).label).toBe('Rupture de stock');
  });

  it('warns with the count when few units are left', () => {
    expect(stockState(1)).toEqual({ kind: 'low', label: 'Plus que 1 en stock', available: true });
    expect(stockState(2).label).toBe('Plus que 2 en stock');
    expect(stockState(LOW_STOCK_MAX).kind).toBe('low');
  });

  it('says in stock above the threshold and when stock is not tracked', () => {
    expect(stockState(LOW_STOCK_MAX + 1)).toEqual({ kind: 'in_stock', label: 'En stock', available: true });
    expect(stockState(null).label).toBe('En stock');
  });
});
