import { apiSession, cartOf, fakeApi } from '../../lib/api/fakeApi';
import { createQueryClient, setQueryClient, verifySession } from '../session/queryClient';
import { sessionStore } from '../session/sessionStore';
import { addToCart } from './actions';
import { cartDrawer } from './drawerState';

describe('addToCart (product page)', () => {
  beforeEach(() => {
    sessionStore.reset();
    setQueryClient(createQueryClient());
    cartDrawer.reset();
  });

  it('waits for the session verification before sending, so the add lands in the visitor’s session', async () => {
    let answerSession: () => void = () => undefined;
    const order: string[] = [];
    fakeApi({
      'GET /auth': () =>
        new Promise((resolve) => {
          answerSession = () => {
            order.push('GET /auth answered');
            resolve({ status: 200, body: apiSession() });
          };
        }),
      'PUT /cart': () => {
        order.push('PUT /cart sent');
        return { status: 200, body: cartOf([{ ean: '3760891000017', quantity: 1 }]) };
      },
    });
    const verifying = verifySession();
    const adding = addToCart('3760891000017', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    answerSession();
    await Promise.all([verifying, adding]);
    expect(order).toEqual(['GET /auth answered', 'PUT /cart sent']);
    expect(sessionStore.get().cart.products).toHaveLength(1);
    expect(cartDrawer.get().open).toBe(true);
  });
});
