import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ConsentHost } from './ConsentHost';
import { consentStore } from './consentStore';

function clearCookies() {
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
}

function scroll() {
  act(() => {
    window.scrollY = 300;
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  act(() => consentStore.reset());
  clearCookies();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  (navigate as jest.Mock).mockClear();
  window.scrollY = 0;
});

describe('cookie alert', () => {
  it('waits for the visitor to scroll, then offers three equally easy choices', async () => {
    fakeApi({});
    renderWithApi(<ConsentHost />, apiSession());
    // jsdom has loaded the document: only the scroll is missing
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    scroll();
    const banner = await screen.findByTestId('cookie-banner');
    const buttons = Array.from(banner.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['Tout refuser', 'Préférences', 'Tout accepter']);
    // same look for refusing and accepting
    expect(screen.getByRole('button', { name: 'Tout refuser' }).className).toBe(screen.getByRole('button', { name: 'Tout accepter' }).className);
  });

  it('Tout refuser stores the choice 180 days, tells the tag manager and the session, and the alert goes', async () => {
    const { calls } = fakeApi({ 'PUT /session': () => ({ status: 200, body: apiSession({ extras: { cookieAccepted: false } }) }) });
    renderWithApi(<ConsentHost />, apiSession());
    scroll();
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
    expect(document.cookie).toContain('cookieConsent=');
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: '/session', body: { property: 'cookieAccepted', value: false } }]));
    const last = Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer.at(-1) as IArguments);
    expect(last[0]).toBe('consent');
    expect(last[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('Tout accepter saves cookieAccepted true; Préférences refuses all and goes to /about/cookie', async () => {
    const { calls } = fakeApi({ 'PUT /session': () => ({ status: 200, body: apiSession() }) });
    const first = renderWithApi(<ConsentHost />, apiSession());
    scroll();
    fireEvent.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ property: 'cookieAccepted', value: true }));
    first.unmount();

    // a new visit: no stored choice
    clearCookies();
    act(() => consentStore.reset());
    renderWithApi(<ConsentHost />, apiSession());
    scroll();
    fireEvent.click(await screen.findByRole('button', { name: 'Préférences' }));
    expect(navigate).toHaveBeenCalledWith('/about/cookie/');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ property: 'cookieAccepted', value: false }));
  });

  it('does not come back once a choice is stored', async () => {
    fakeApi({ 'PUT /session': () => ({ status: 200, body: apiSession() }) });
    const first = renderWithApi(<ConsentHost />, apiSession());
    scroll();
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    first.unmount();
    // the next page load reads the choice from the cookie
    act(() => consentStore.reset());
    renderWithApi(<ConsentHost />, apiSession());
    scroll();
    await act(async () => undefined);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
