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

type RequestState = { state?: { route?: { info?: { type?: string } } } };

export function isContentApiRequest(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as RequestState | undefined;
  return ctx?.state?.route?.info?.type === 'content-api';
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
    if (context.uid.startsWith('api::') && READ_ACTIONS.has(context.action) && isContentApiRequest(strapi)) {
      const mutable = context as unknown as { params: ReadParams };
      mutable.params = restrictToPublished(context.uid, mutable.params ?? {});
    }
    return next();
  });
}
