import type { Core } from '@strapi/strapi';
import { readActions } from './content-types';

export const STOREFRONT_TOKEN_NAME = 'Storefront';
/** The commerce engine's editorial calls (plugins/editorial): the back-office writes the shop's content with it. */
export const EDITOR_TOKEN_NAME = 'Editor';

/**
 * What the storefront build reads: the shop's content, media metadata, and the content-type schemas that
 * gatsby-source-strapi inspects. A "custom" token rather than Strapi's "read-only" type, which would also
 * let the key list users-permissions accounts (any action ending in find) yet not read the schemas.
 */
export function storefrontTokenPermissions(): string[] {
  return [
    ...readActions(),
    'plugin::upload.content-api.find',
    'plugin::upload.content-api.findOne',
    'plugin::content-type-builder.content-types.getContentTypes',
    'plugin::content-type-builder.content-types.getContentType',
    'plugin::content-type-builder.components.getComponents',
    'plugin::content-type-builder.components.getComponent',
  ];
}

/**
 * What the back-office's editorial calls need: read drafts, write articles, pages and guides, the homepage, FAQ items,
 * and upload pictures; take a FAQ question off the help page (`unpublish`, a route of ours: REST has none). No delete
 * on pages, guides or the homepage (those are the shop's fixed pages).
 */
export function editorTokenPermissions(): string[] {
  const write = (uid: string, actions: string[]) => actions.map((action) => `${uid}.${action}`);
  return [
    ...readActions(),
    ...write('api::article.article', ['create', 'update', 'delete']),
    ...write('api::page.page', ['create', 'update']),
    ...write('api::guide.guide', ['create', 'update']),
    ...write('api::faq-item.faq-item', ['create', 'update', 'delete', 'unpublish']),
    ...write('api::homepage.homepage', ['update']),
    'plugin::upload.content-api.find',
    'plugin::upload.content-api.findOne',
    'plugin::upload.content-api.upload',
  ];
}

type TokenRow = { id: number; accessKey: string; type: string; permissions?: { action: string }[] };

type TokenService = {
  hash(accessKey: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
};

type EncryptionService = { encrypt(value: string): string | null };

export type TokenOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

/**
 * Makes sure a token named "Storefront" exists whose access key is exactly `accessKey`.
 * Strapi only generates random keys, so the key is written the way the service stores its own:
 * an HMAC-SHA512 of the key salted with API_TOKEN_SALT, plus an encrypted copy for the admin panel.
 */
export function ensureStorefrontToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<TokenOutcome> {
  return ensureApiToken(strapi, accessKey, {
    name: STOREFRONT_TOKEN_NAME,
    description: 'Lecture seule du contenu pour la génération du site (créé au démarrage du CMS).',
    permissions: storefrontTokenPermissions(),
  });
}

/** The engine's editorial token (EDITOR_API_TOKEN): same rules, write permissions of `editorTokenPermissions`. */
export function ensureEditorToken(strapi: Core.Strapi, accessKey: string | undefined): Promise<TokenOutcome> {
  return ensureApiToken(strapi, accessKey, {
    name: EDITOR_TOKEN_NAME,
    description: "Écriture du contenu depuis le back-office de la boutique (créé au démarrage du CMS).",
    permissions: editorTokenPermissions(),
  });
}

type TokenSpec = { name: string; description: string; permissions: string[] };

/** A token named `spec.name` whose access key is exactly `accessKey`, with exactly these permissions (idempotent). */
async function ensureApiToken(strapi: Core.Strapi, accessKey: string | undefined, spec: TokenSpec): Promise<TokenOutcome> {
  if (!accessKey) return 'skipped';
  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;
  const permissions = spec.permissions;

  const existing = (await strapi.db.query('admin::api-token').findOne({
    where: { name: spec.name },
    populate: ['permissions'],
  })) as TokenRow | null;

  let outcome: TokenOutcome = 'unchanged';
  let id: number;
  if (!existing) {
    const created = await tokens.create({
      name: spec.name,
      description: spec.description,
      type: 'custom',
      lifespan: null,
      permissions,
    });
    id = created.id;
    outcome = 'created';
  } else {
    id = existing.id;
    const current = new Set((existing.permissions ?? []).map((permission) => permission.action));
    const samePermissions = current.size === permissions.length && permissions.every((action) => current.has(action));
    if (existing.type !== 'custom' || !samePermissions) {
      await tokens.update(id, { type: 'custom', permissions });
      outcome = 'updated';
    }
    if (existing.accessKey === tokens.hash(accessKey)) return outcome;
    outcome = 'updated';
  }

  await strapi.db.query('admin::api-token').update({
    where: { id },
    data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) },
  });
  return outcome;
}
