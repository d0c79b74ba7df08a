import {
  guideUpdateSchema,
  isStaffGuideTag,
  messageListQuerySchema,
  staffAnswerSchema,
  staffUserUpdateSchema,
  userSearchQuerySchema,
} from '../../validation/staff-desk';
import { fieldErrors } from './helpers';

const REQUIRED = 'Ce champ est obligatoire';
const THREAD = 'msgthr_01JABCDEFGHJKMNPQRSTVWXYZ0';

const person = { firstName: 'Paul', lastName: 'Durand', countryCode: 'FR' };

describe('staffUserUpdateSchema (PUT /api/users/{id})', () => {
  it('takes the /me personal data plus the pro fields; SIRET compacted, country named', () => {
    expect(
      staffUserUpdateSchema.parse({ ...person, isPro: true, company: 'SARL Durand', siret: '732 829 320 00074', tva: 'FR12732829320', proVerified: true }),
    ).toMatchObject({ isPro: true, proVerified: true, company: 'SARL Durand', siret: '73282932000074', tva: 'FR12732829320', country: 'France' });
  });

  it('never carries the newsletter consent (the customer ticks it, not staff)', () => {
    expect(staffUserUpdateSchema.parse({ ...person, isPro: false, newsletter: true })).not.toHaveProperty('newsletter');
  });

  it('asks a pro for company and SIRET as the sign-up does, and checks the SIRET', () => {
    expect(fieldErrors(staffUserUpdateSchema, { ...person, isPro: true })).toEqual({ company: REQUIRED, siret: REQUIRED });
    expect(fieldErrors(staffUserUpdateSchema, { ...person, isPro: true, company: 'SARL', siret: '12345678901234' })).toEqual({
      siret: "Ce numéro SIRET n'est pas valide (14 chiffres)",
    });
  });

  it('verifies only pros, and needs the pro flag said explicitly', () => {
    expect(fieldErrors(staffUserUpdateSchema, { ...person, isPro: false, proVerified: true })).toEqual({
      proVerified: 'Seul un client professionnel peut être marqué comme vérifié',
    });
    expect(fieldErrors(staffUserUpdateSchema, { ...person })).toEqual({ isPro: "Ce champ n'est pas valide" });
    expect(staffUserUpdateSchema.parse({ ...person, isPro: false }).proVerified).toBe(false);
  });

  it('keeps the /me rules: letters-only names and a whole address', () => {
    expect(fieldErrors(staffUserUpdateSchema, { ...person, firstName: 'P4ul', isPro: false, zipCode: '69003' })).toEqual({
      firstName: 'Ce champ ne peut contenir que des lettres',
      address: REQUIRED,
      locality: REQUIRED,
    });
  });
});

describe('userSearchQuerySchema and messageListQuerySchema', () => {
  it('reads page and search from the query string, blank meaning none', () => {
    expect(userSearchQuerySchema.parse({})).toEqual({ page: 1, search: undefined });
    expect(userSearchQuerySchema.parse({ page: '3', search: '  durand ' })).toEqual({ page: 3, search: 'durand' });
    expect(fieldErrors(userSearchQuerySchema, { page: '0' })).toEqual({ page: "Ce numéro de page n'est pas valide" });
    expect(fieldErrors(userSearchQuerySchema, { page: '1.5' })).toEqual({ page: "Ce numéro de page n'est pas valide" });
    expect(fieldErrors(userSearchQuerySchema, { search: 'x'.repeat(101) })).toEqual({
      search: 'La recherche est trop longue (100 caractères au plus)',
    });
  });

  it('reads filters as a comma list of states, once each', () => {
    expect(messageListQuerySchema.parse({ filters: 'new, ANSWERED,new' }).filters).toEqual(['new', 'answered']);
    expect(messageListQuerySchema.parse({}).filters).toEqual([]);
    expect(fieldErrors(messageListQuerySchema, { filters: 'new,archived' })).toEqual({
      'filters.1': "Cet état de conversation n'existe pas (new, answered ou closed)",
    });
  });
});

describe('staffAnswerSchema (PUT /api/messages/)', () => {
  it('answers by default, drops the secret, lower-cases the e-mail', () => {
    expect(staffAnswerSchema.parse({ id: THREAD, value: ' Bonjour ', secret: 'x', email: 'Marie@Exemple.FR' })).toEqual({
      id: THREAD,
      type: 'answer',
      value: 'Bonjour',
      email: 'marie@exemple.fr',
      file: undefined,
    });
  });

  it('needs a text to answer or to send a file, not to close', () => {
    expect(fieldErrors(staffAnswerSchema, { id: THREAD, type: 'answer', value: '  ' })).toEqual({ value: 'Saisissez votre réponse' });
    expect(staffAnswerSchema.parse({ id: THREAD, type: 'close' })).toMatchObject({ type: 'close', value: undefined });
    expect(
      fieldErrors(staffAnswerSchema, { id: THREAD, type: 'close', file: `msgfile_${'A'.repeat(32)}` }),
    ).toEqual({ value: 'Saisissez votre réponse' });
  });

  it('refuses an unknown type and a malformed thread id', () => {
    expect(fieldErrors(staffAnswerSchema, { id: 'msgthr_x', type: 'delete', value: 'a' })).toEqual({
      id: "Cette conversation n'existe pas",
      type: "Ce type de réponse n'existe pas (answer ou close)",
    });
  });
});

describe('guideUpdateSchema (PUT /api/guide/{tag})', () => {
  it('takes a list of {title, text}, at most 50', () => {
    const list = [{ title: 'Délai', text: 'Sous 48 h.' }];
    expect(guideUpdateSchema.parse({ content: { quickResponses: list } })).toEqual({ content: { quickResponses: list } });
    expect(fieldErrors(guideUpdateSchema, { content: { quickResponses: [{ title: 'Délai' }] } })).toEqual({
      'content.quickResponses.0.text': REQUIRED,
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ title: `T${i}`, text: 'x' }));
    expect(fieldErrors(guideUpdateSchema, { content: { quickResponses: tooMany } })).toEqual({
      'content.quickResponses': 'Pas plus de 50 réponses rapides',
    });
  });

  it('edits only the message desk guide here', () => {
    expect(isStaffGuideTag('messages')).toBe(true);
    expect(isStaffGuideTag('faq')).toBe(false);
  });
});
