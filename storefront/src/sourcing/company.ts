import { companyIdentitySchema, type CompanyIdentity } from '@shop/shared';
import { SourcingError, unreachable, type SourceSettings } from './env';

/**
 * The company identity staff keep at /admin/societe (engine, plugins/company): the legal notice, the terms of sale and the privacy policy print it. Read
 * from the engine's public `GET /api/guide/societe` at build time; a save there asks for an incremental build.
 */
export async function fetchCompanyIdentity(settings: SourceSettings, fetchImpl: typeof fetch = fetch): Promise<CompanyIdentity> {
  const url = `${settings.medusaUrl}/api/guide/societe`;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw unreachable('Medusa', settings.medusaUrl, 'MEDUSA_URL', error);
  }
  if (!response.ok) throw new SourcingError(`Medusa answered ${response.status} for the company identity (${url}).`);
  const parsed = companyIdentitySchema.safeParse(((await response.json()) as { content?: unknown }).content);
  if (!parsed.success) throw new SourcingError(`Medusa's company identity (${url}) is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
