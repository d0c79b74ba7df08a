/** @jest-environment node */
import { fetchCompanyIdentity } from './company';
import { SourcingError, type SourceSettings } from './env';

const settings = { medusaUrl: 'http://engine.test' } as SourceSettings;
const identity = {
  name: 'Maison Chaleur SAS', legalForm: 'SAS', shareCapital: 5_000_000, address: '18 rue des Forges', addressExtra: null,
  zipCode: '69007', locality: 'Lyon', siren: '912345675', siret: '91234567500009', vatNumber: 'FR65912345675',
  rcs: 'RCS Lyon 912 345 675', email: 'contact@maison-chaleur.fr', phone: '0478601234',
  publicationDirector: 'Claire Vasseur', host: 'OVH SAS, Roubaix', latePaymentRate: 'trois fois le taux légal',
};
const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('company identity at build time', () => {
  it('reads the engine’s public GET /api/guide/societe', async () => {
    const fetchImpl = answer(200, { tag: 'societe', content: identity, updatedAt: null });
    await expect(fetchCompanyIdentity(settings, fetchImpl)).resolves.toEqual(identity);
    expect((fetchImpl as jest.Mock).mock.calls[0][0]).toBe('http://engine.test/api/guide/societe');
  });

  it('stops the build, saying why, on a refusal or an identity that is not valid', async () => {
    await expect(fetchCompanyIdentity(settings, answer(404, {}))).rejects.toThrow(SourcingError);
    await expect(fetchCompanyIdentity(settings, answer(200, { content: { ...identity, siret: '73282932000074' } }))).rejects.toThrow(/SIRET/);
  });
});
