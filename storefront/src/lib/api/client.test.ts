import { fakeApi } from './fakeApi';
import { ApiRequestError, apiRequest, FALLBACK_ERROR_MESSAGE } from './client';
import { shopApi } from './endpoints';

describe('apiRequest', () => {
  it('sends JSON with the session cookie to /api and returns the answer', async () => {
    const { fetchMock } = fakeApi({ 'PUT /cart': (body) => ({ status: 200, body: { echoed: body } }) });
    await expect(apiRequest('/cart', { method: 'PUT', body: { ean: '3760891000017', quantity: 2 } })).resolves.toEqual({
      echoed: { ean: '3760891000017', quantity: 2 },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cart');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  });

  it('turns a 4xx answer into an ApiRequestError with the French message and the fields', async () => {
    fakeApi({
      'POST /checkout/submit': () => ({ status: 400, body: { message: 'Ce champ est obligatoire', fields: { 'billing.zipCode': 'Ce champ est obligatoire', bad: 3 } } }),
    });
    const error = (await apiRequest('/checkout/submit', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'Ce champ est obligatoire', fields: { 'billing.zipCode': 'Ce champ est obligatoire' } });
    expect(error.fields).not.toHaveProperty('bad');
  });

  it('gives a French fallback for answers without a message (HTML error page, empty body) and for network failures', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    await expect(apiRequest('/auth')).rejects.toMatchObject({ status: 502, message: FALLBACK_ERROR_MESSAGE });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiRequest('/auth')).rejects.toMatchObject({ status: 0, message: FALLBACK_ERROR_MESSAGE });
  });

  it('refuses a 200 answer that is not JSON', async () => {
    fakeApi({ 'GET /auth': () => ({ status: 200, body: 'pas du json' }) });
    await expect(apiRequest('/auth')).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('takes a 204 without a body as done only when the call says so', async () => {
    fakeApi({ 'DELETE /quotes/q1': () => ({ status: 204 }) });
    await expect(apiRequest('/quotes/q1', { method: 'DELETE', allowEmpty: true })).resolves.toBeUndefined();
    await expect(apiRequest('/quotes/q1', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('shopApi', () => {
  it('sends the drawer edit as fixed and the voucher as {ref}', async () => {
    const cart = { products: [], discounts: [], total: { articles: { ht: 0, ttc: 0 }, delivery: { ht: 0, ttc: 0 }, net: { ht: 0, ttc: 0, vat: 0 } } };
    const { calls } = fakeApi({ 'PUT /cart': () => ({ status: 200, body: cart }), 'PUT /cart/voucher': () => ({ status: 200, body: { cart } }) });
    await shopApi.putCartLine({ ean: '3760891000017', quantity: 3, fixed: true });
    // a session-shaped answer is read for its cart
    await expect(shopApi.applyVoucher('BIENVENUE10')).resolves.toEqual(cart);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/cart', { ean: '3760891000017', quantity: 3, fixed: true }],
      ['PUT', '/cart/voucher', { ref: 'BIENVENUE10' }],
    ]);
  });
});
