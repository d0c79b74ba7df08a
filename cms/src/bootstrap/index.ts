import type { Core } from '@strapi/strapi';
import { grantPublicReadAccess } from './public-permissions';
import { seedContent, type SeedReport } from './seed';
import { ensureEditorToken, ensureStorefrontToken, type TokenOutcome } from './storefront-token';
import { ensureSuperAdmin } from './super-admin';

export type BootstrapEnv = {
  STOREFRONT_API_TOKEN?: string;
  /** The commerce engine's write token (plugins/editorial); no token when unset. */
  EDITOR_API_TOKEN?: string;
  STRAPI_ADMIN_EMAIL?: string;
  STRAPI_ADMIN_PASSWORD?: string;
  /** `false` skips the demo content (an empty CMS for production). */
  CMS_SEED?: string;
};

export type BootstrapReport = {
  publicActionsGranted: string[];
  storefrontToken: TokenOutcome;
  editorToken: TokenOutcome;
  superAdminCreated: boolean;
  seed: SeedReport | null;
};

/** Everything the CMS needs to serve the shop, made idempotent so it runs on every start. */
export async function runBootstrap(strapi: Core.Strapi, env: BootstrapEnv = process.env): Promise<BootstrapReport> {
  const log = (message: string) => strapi.log.info(`[shop] ${message}`);

  const publicActionsGranted = await grantPublicReadAccess(strapi);
  log(`public read access: ${publicActionsGranted.length} permission(s) added`);

  const storefrontToken = await ensureStorefrontToken(strapi, env.STOREFRONT_API_TOKEN);
  log(`storefront API token: ${storefrontToken}`);

  const editorToken = await ensureEditorToken(strapi, env.EDITOR_API_TOKEN);
  log(`editor API token: ${editorToken}`);

  const superAdminCreated = await ensureSuperAdmin(strapi, {
    email: env.STRAPI_ADMIN_EMAIL,
    password: env.STRAPI_ADMIN_PASSWORD,
  });
  if (superAdminCreated) log(`super admin created: ${env.STRAPI_ADMIN_EMAIL}`);

  let seed: SeedReport | null = null;
  if (env.CMS_SEED !== 'false') {
    const started = Date.now();
    seed = await seedContent(strapi);
    log(
      `seed: ${seed.articles} articles, ${seed.faqItems} FAQ items, ${seed.pages} pages, ${seed.guides} guides, ` +
        `texts of an earlier seed replaced: ${seed.pagesUpgraded.join(', ') || 'none'}, ` +
        `homepage ${seed.homepage ? 'created' : 'kept'}, ${seed.uploads} pictures uploaded (${Date.now() - started} ms)`,
    );
  }
  return { publicActionsGranted, storefrontToken, editorToken, superAdminCreated, seed };
}
