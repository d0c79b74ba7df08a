import type { Core } from '@strapi/strapi';

/**
 * Readers of the content API (public role, API tokens, REST and GraphQL alike) only ever get published
 * versions, and only visible articles. Strapi lets the public role ask for drafts with `?status=draft`
 * (GraphQL: `status: DRAFT`), so draft-and-publish alone keeps nothing secret; a document-service
 * middleware catches every read path in one place, where route policies would miss GraphQL.
 * The admin panel (route type "admin") and server code outside a request are left alone.
 */

const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** Extra conditions a document must meet to be readable through the content API. */
export const PUBLIC_FILTERS: Readonly<Record<string, Record<string, unknown>>> = {
  'api::article.article': { visible: true },
};

type RequestState = {
  state?: { route?: { info?: { type?: string } }; auth?: { strategy?: { name?: string }; credentials?: { name?: string } } };
};

/** The engine's editor token (plugins/editorial) reads drafts and invisible articles: the back-office edits them. */
export const DRAFT_READER_TOKEN_NAME = 'Editor';

export function isContentApiRequest(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  return ctx?.state?.route?.info?.type === 'content-api';
}

export function isDraftReader(strapi: Core.Strapi): boolean {
  const auth = (strapi.requestContext.get() as RequestState | undefined)?.state?.auth;
  // Strapi 5.54 names the strategy `content-api-token` (older 5.x: `api-token`); user sessions never carry this name.
  return /(^|-)api-token$/.test(auth?.strategy?.name ?? '') && auth?.credentials?.name === DRAFT_READER_TOKEN_NAME;
}

type ReadParams = { status?: string; filters?: Record<string, unknown> } & Record<string, unknown>;

export function restrictToPublished(uid: string, params: ReadParams): ReadParams {
  const extra = PUBLIC_FILTERS[uid];
  const restricted: ReadParams = { ...params, status: 'published' };
  if (extra) restricted.filters = params.filters ? { $and: [params.filters, extra] } : { ...extra };
  return restricted;
}

export function registerPublishedOnlyReads(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid.startsWith('api::') && READ_ACTIONS.has(context.action) && isContentApiRequest(strapi) && !isDraftReader(strapi)) {
      const mutable = context as unknown as { params: ReadParams };
      mutable.params = restrictToPublished(context.uid, mutable.params ?? {});
    }
    return next();
  });
}
