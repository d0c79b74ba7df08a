/**
 * Test helper (not shipped: nothing in the site imports it): a stand-in for the network under `fetch`, answering
 * the /api calls the way the compat-api routes do, and recording what the storefront sent.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ApiCart, ApiSession } from '@shop/shared';
import { TextDecoder, TextEncoder } from 'node:util';
import React from 'react';
import { Providers } from '../../components/layout/Providers';
import { createQueryClient, SESSION_KEY, setQueryClient } from '../../features/session/queryClient';
import { sessionStore } from '../../features/session/sessionStore';
import { EMPTY_CART, toSessionState } from '../../features/session/session';

export type FakeAnswer = { status: number; body?: unknown };
export type FakeCall = { method: string; path: string; body: unknown };
type Handler = (body: unknown, call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    // As the server, a visitor's session is verified (anonymous) unless the test answers it otherwise.
    const handler = routes[`${method} ${path}`] ?? (`${method} ${path}` === 'GET /auth' ? () => ({ status: 200, body: apiSession() }) : undefined);
    const answer = handler ? await handler(body, call) : { status: 404, body: { message: 'Introuvable' } };
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    // jsdom has no Response: the client only reads ok, status and text()
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => text } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export function apiSession(overrides: Partial<ApiSession> = {}): ApiSession {
  return {
    token: 'jeton', isAnonymous: true, cart: EMPTY_CART, extras: { cookieAccepted: null },
    email: '', isPro: false, proVerified: false, isAdmin: false, grants: [], company: '', siret: '', tva: '', firstName: '', lastName: '',
    phone: '', address: '', addressExtra: '', zipCode: '', locality: '', country: '', countryCode: '', newsletter: false,
    ...overrides,
  };
}

export function cartOf(lines: Array<Partial<ApiCart['products'][number]> & { ean: string; quantity: number }>, extra: Partial<ApiCart> = {}): ApiCart {
  const products = lines.map((line) => ({
    designation: `Produit ${line.ean}`, image: null, price: { ht: 41583, ttc: 49900 }, inventoryError: false, ...line,
  }));
  const ttc = products.reduce((sum, l) => sum + l.price.ttc * l.quantity, 0);
  const ht = products.reduce((sum, l) => sum + l.price.ht * l.quantity, 0);
  return {
    products,
    discounts: [],
    total: { articles: { ht, ttc }, delivery: { ht: 0, ttc: 0 }, net: { ht, ttc, vat: ttc - ht } },
    ...extra,
  };
}

/** Renders with the shop's providers and a fresh query cache, optionally holding a verified session already. */
export function renderWithApi(ui: React.ReactElement, session?: ApiSession, options?: RenderOptions) {
  sessionStore.reset();
  const queryClient = createQueryClient();
  setQueryClient(queryClient);
  if (session) queryClient.setQueryData(SESSION_KEY, toSessionState(session));
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <Providers>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Providers>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

/**
 * As a static page loads: the server's HTML first, on which `beforeHydration` acts as a visitor would (typing in
 * a field), then the page's JavaScript hydrating that same HTML.
 */
export function hydrateWithApi(ui: React.ReactElement, session: ApiSession, beforeHydration: (page: HTMLElement) => void) {
  // react-dom/server's browser build needs TextEncoder, which jsdom lacks
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const staticClient = createQueryClient();
  staticClient.setQueryData(SESSION_KEY, toSessionState(session));
  const container = document.body.appendChild(document.createElement('div'));
  // jsdom has a window, so react-hook-form takes useLayoutEffect, which the server renderer warns about (a real
  // build renders where there is no window): that one warning is held back.
  const warn = console.error;
  const held = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) warn(...args);
  });
  try {
    container.innerHTML = renderToString(
      <Providers>
        <QueryClientProvider client={staticClient}>{ui}</QueryClientProvider>
      </Providers>,
    );
  } finally {
    held.mockRestore();
  }
  beforeHydration(container);
  return renderWithApi(ui, session, { container, hydrate: true });
}
