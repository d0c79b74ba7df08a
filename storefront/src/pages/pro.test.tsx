import { render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { LOYALTY_TIERS } from '../../../plugins/pro-pricing/src/lib/tiers';
import { renderWithProviders } from '../../test/render';
import { LOYALTY_TIERS_SHOWN } from '../features/pro/loyalty';
import ProPage, { Head } from './pro';

function renderPro() {
  (useStaticQuery as jest.Mock).mockReturnValue({ allShopCategory: { nodes: [] } });
  return renderWithProviders(<ProPage />);
}

describe('/pro: entry to the professional offer (spec 2.1)', () => {
  it("lists the pro advantages of the spec with their figures: HT prices, 2 %, up to 15 %, free delivery, transfer, quotes, phone line", () => {
    renderPro();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("L'offre professionnelle Maison Chaleur");
    const advantages = within(screen.getByRole('region', { name: 'Vos avantages' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(advantages).toEqual([
      'Prix hors taxes',
      '2 % de remise sur tout le catalogue',
      "Jusqu'à 15 % de remise de fidélité",
      'Livraison offerte',
      'Paiement par virement',
      'Devis sur mesure',
      'Une ligne téléphonique dédiée',
    ]);
    expect(screen.getByRole('region', { name: 'Pour qui ?' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Comment ça marche ?' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Créez votre compte professionnel en indiquant le nom de votre société et votre numéro SIRET.',
    );
  });

  it('shows the loyalty tiers 5 / 10 / 15 % from 2 000 / 10 000 / 30 000 € paid over 12 months', () => {
    renderPro();
    const rows = within(screen.getByRole('table', { name: 'Paliers de la remise de fidélité' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['à partir de 2\u202f000\u00a0€', '5 %'],
      ['à partir de 10\u202f000\u00a0€', '10 %'],
      ['à partir de 30\u202f000\u00a0€', '15 %'],
    ]);
  });

  it('shows the tiers the engine applies (plugins/pro-pricing)', () => {
    const engine = [...LOYALTY_TIERS].map(({ percent, minPaidCents }) => ({ percent, minPaidCents })).sort((a, b) => a.percent - b.percent);
    expect(LOYALTY_TIERS_SHOWN.map(({ percent, minPaidCents }) => ({ percent, minPaidCents }))).toEqual(engine);
  });

  it("leads to the pro sign-up and to the login, and not to the pro area of a later issue", () => {
    renderPro();
    expect(screen.getByRole('link', { name: 'Créer un compte professionnel' })).toHaveAttribute('href', '/login/?compte=pro');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login/');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/pro/v1'))).toEqual([]);
  });

  it('shows no phone number (the dedicated line is not published) and no contact banner (spec 2.5)', () => {
    renderPro();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).not.toMatch(/(?:\+33|0)\s?[1-9](?:[\s.-]?\d{2}){4}/);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Nous contacter' })).not.toBeInTheDocument();
    // the payment banner of the default layout is still there
    expect(screen.getByRole('complementary', { name: 'Moyens de paiement acceptés' })).toBeInTheDocument();
  });

  it('has its own title and description', () => {
    render(<Head {...({} as React.ComponentProps<typeof Head>)} />);
    expect(document.title).toBe('Offre professionnelle | Maison Chaleur');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      "Installateurs et entreprises : prix HT, 2 % de remise sur le catalogue, fidélité jusqu'à 15 %, livraison offerte, devis et paiement par virement.",
    );
  });
});
