import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { apiSession, fakeApi, renderWithApi } from '../../lib/api/fakeApi';
import { ConsentHost } from './ConsentHost';
import { consentStore } from './consentStore';
import CookiePreferences from './CookiePreferences';

function clearCookies() {
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
}

const storedChoice = () => JSON.parse(decodeURIComponent(/cookieConsent=([^;]+)/.exec(document.cookie)?.[1] ?? 'null'));

beforeEach(() => {
  act(() => consentStore.reset());
  clearCookies();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  window.scrollY = 0;
});

describe('cookie page preferences (issue 15)', () => {
  it('shows the stored choice and saves a choice per category exactly as the alert saves it', async () => {
    document.cookie = `cookieConsent=${encodeURIComponent(JSON.stringify({ personalisation: true, analytics: false, advertising: false }))}; Path=/`;
    const { calls } = fakeApi({ 'PUT /session': () => ({ status: 200, body: apiSession() }) });
    renderWithApi(<CookiePreferences />, apiSession());
    const personalisation = await screen.findByRole('checkbox', { name: 'Personnalisation' });
    expect(personalisation).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();

    fireEvent.click(personalisation);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mesure d’audience' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));

    expect(await screen.findByText('Vos choix sont enregistrés.')).toBeInTheDocument();
    expect(storedChoice()).toEqual({ personalisation: false, analytics: true, advertising: false });
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: '/session', body: { property: 'cookieAccepted', value: true } }]));
    const last = Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer.at(-1) as IArguments);
    expect(last[2]).toMatchObject({ analytics_storage: 'granted', personalization_storage: 'denied', ad_storage: 'denied' });
  });

  it('shows the cookie alert again on request, even after a choice and without scrolling', async () => {
    document.cookie = `cookieConsent=${encodeURIComponent(JSON.stringify({ personalisation: false, analytics: false, advertising: false }))}; Path=/`;
    fakeApi({ 'PUT /session': () => ({ status: 200, body: apiSession() }) });
    renderWithApi(
      <>
        <ConsentHost />
        <CookiePreferences />
      </>,
      apiSession(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Revoir le bandeau cookies' }));
    expect(await screen.findByTestId('cookie-banner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Publicité' })).toBeChecked();
  });
});
