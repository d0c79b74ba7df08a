import { NEWSLETTER_CAMPAIGN_TEXTS as T, newsletterCampaignParamsSchema, newsletterCampaignSchema, newsletterListQuerySchema } from '../../validation/newsletter-campaigns';

const template = { subject: 'Les soldes d’hiver', body: 'Bonjour,\n\n-20 % sur les radiateurs.' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('POST /api/newsletter/ {tag, filter, template}', () => {
  it('accepts every audience, sending by default', () => {
    for (const filter of [
      { audience: 'all' },
      { audience: 'consumers' },
      { audience: 'pros' },
      { audience: 'loyalty', tier: 5 },
      { audience: 'category', category: 'radiateurs/inertie' },
    ]) {
      const parsed = newsletterCampaignSchema.safeParse({ tag: ' soldes-hiver ', filter, template });
      expect(parsed.success).toBe(true);
      expect(parsed.data).toMatchObject({ tag: 'soldes-hiver', mode: 'send' });
    }
  });

  it('refuses in French: unknown audience, tier, category, mode; blank tag, subject, body', () => {
    const base = { tag: 'x', filter: { audience: 'all' }, template };
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, filter: { audience: 'vip' } }))).toBe(T.audienceInvalid);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, filter: { audience: 'loyalty', tier: 7 } }))).toBe(T.tierInvalid);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, filter: { audience: 'category', category: 'piscines' } }))).toBe(T.categoryInvalid);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, mode: 'now' }))).toBe(T.modeInvalid);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, tag: '  ' }))).toBe(T.tagRequired);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, template: { subject: '', body: 'x' } }))).toBe(T.subjectRequired);
    expect(firstError(newsletterCampaignSchema.safeParse({ ...base, template: { subject: 'x', body: ' ' } }))).toBe(T.bodyRequired);
  });

  it('pages from 1 and campaign ids', () => {
    expect(newsletterListQuerySchema.parse({}).page).toBe(1);
    expect(firstError(newsletterListQuerySchema.safeParse({ page: '0' }))).toBe(T.pageInvalid);
    expect(newsletterCampaignParamsSchema.safeParse({ id: 'nlcamp_01JABCDEFGHJKMNPQRSTVWXYZ' }).success).toBe(true);
    expect(firstError(newsletterCampaignParamsSchema.safeParse({ id: 'quo_1' }))).toBe(T.idInvalid);
  });
});
