/** Build-time settings (the shared contract's names). Defaults match `npm start`'s local services. */
export type SourceSettings = {
  medusaUrl: string;
  medusaPublishableKey: string;
  strapiUrl: string;
  strapiToken: string;
  /** the region whose TTC prices the static pages show */
  regionName: string;
  countryCode: string;
};

export class SourcingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourcingError';
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readSourceSettings(env: NodeJS.ProcessEnv = process.env): SourceSettings {
  const settings: SourceSettings = {
    medusaUrl: trimSlash(env.MEDUSA_URL || 'http://localhost:9000'),
    medusaPublishableKey: env.MEDUSA_PUBLISHABLE_KEY ?? '',
    strapiUrl: trimSlash(env.STRAPI_URL || 'http://localhost:1337'),
    strapiToken: env.STRAPI_TOKEN ?? '',
    regionName: env.MEDUSA_REGION_NAME || 'France',
    countryCode: (env.MEDUSA_COUNTRY_CODE || 'fr').toLowerCase(),
  };
  if (!settings.medusaPublishableKey) {
    // Medusa's store API answers 400 to every call without it: say so before the first request.
    throw new SourcingError(
      'MEDUSA_PUBLISHABLE_KEY is not set: the storefront build reads the catalogue through Medusa\'s store API, ' +
        'which needs the publishable key titled "Storefront" (Medusa admin > Settings > Publishable API keys).',
    );
  }
  return settings;
}

/** Turns a network failure into a message that names the service, the URL and the variable to fix. */
export function unreachable(service: 'Medusa' | 'Strapi', url: string, variable: string, cause: unknown): SourcingError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new SourcingError(
    `${service} is unreachable at ${url} (${reason}). The storefront is built from ${service}'s data: ` +
      `start it first (npm start does) or point ${variable} at a running instance.`,
  );
}
