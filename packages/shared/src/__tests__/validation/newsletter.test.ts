import { unsubscribeParamsSchema, unsubscribeTokenSchema } from '../../validation/newsletter';

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
