import { oneClickUnsubscribeSchema, unsubscribeParamsSchema, unsubscribeTokenSchema } from '../../validation/newsletter';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('unsubscribeTokenSchema', () => {
  it('accepts the 43 URL-safe characters of a link token', () => {
    expect(TOKEN).toHaveLength(43);
    expect(unsubscribeParamsSchema.parse({ id: TOKEN })).toEqual({ id: TOKEN });
  });

  it.each(['', 'abc', `${TOKEN}a`, `${TOKEN.slice(0, 42)}=`, `${TOKEN.slice(0, 42)}/`, '../../../etc/passwd'])(
    'refuses %j with the French message',
    (id) => {
      const result = unsubscribeTokenSchema.safeParse(id);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Ce lien de désinscription n'est pas valide.");
    },
  );
});

describe('oneClickUnsubscribeSchema (RFC 8058)', () => {
  it('accepts exactly the one-click form a mail provider posts', () => {
    expect(oneClickUnsubscribeSchema.parse({ 'List-Unsubscribe': 'One-Click' })).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it.each([undefined, {}, { 'List-Unsubscribe': 'one-click' }, { 'List-Unsubscribe': ['One-Click', 'One-Click'] }, 'List-Unsubscribe=One-Click'])(
    'refuses %j with the French message',
    (body) => {
      const result = oneClickUnsubscribeSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Désinscription en un clic : le formulaire attendu est « List-Unsubscribe=One-Click ».');
    },
  );
});
