import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cookielessCmsProxy } from './cms-proxy';

/** Strapi's GraphQL endpoint, served on the storefront origin so the browser needs no CORS. */
export const GRAPHQL_PATH = '/graphql';

/** The blog's queries are well under 2 KB; anything much bigger is not ours. */
export const GRAPHQL_BODY_LIMIT_BYTES = 32 * 1024;

const ALLOWED_METHODS = ['GET', 'POST'];

export const graphqlProxyMessages = {
  unavailable: 'Le service est momentanément indisponible.',
  method: 'Méthode non autorisée.',
  tooLarge: 'Requête trop volumineuse.',
  lengthRequired: 'La taille de la requête doit être indiquée.',
} as const;

export function isGraphqlPath(pathname: string): boolean {
  return pathname === GRAPHQL_PATH || pathname === `${GRAPHQL_PATH}/`;
}

/** GraphQL-shaped error answer, so a GraphQL client shows it like any other error. */
function reject(res: Response, status: number, message: string): void {
  res.status(status).type('application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message }] }));
}

/**
 * Checks made before a byte reaches the CMS: GET and POST only, and a POST must announce a body of at most
 * GRAPHQL_BODY_LIMIT_BYTES (browsers always send Content-Length for fetch bodies; a chunked upload could not be
 * capped without buffering it).
 */
function guard(req: Request, res: Response, next: NextFunction): void {
  if (!isGraphqlPath(req.path)) return next();
  if (!ALLOWED_METHODS.includes(req.method)) {
    res.setHeader('Allow', ALLOWED_METHODS.join(', '));
    return reject(res, 405, graphqlProxyMessages.method);
  }
  if (req.method === 'POST') {
    const declared = req.headers['content-length'];
    if (declared === undefined) return reject(res, 411, graphqlProxyMessages.lengthRequired);
    const length = Number(declared);
    if (!Number.isFinite(length) || length > GRAPHQL_BODY_LIMIT_BYTES) return reject(res, 413, graphqlProxyMessages.tooLarge);
  }
  return next();
}

/** /graphql → the CMS, without the storefront's cookies (the CMS has no use for the shop session). */
export function graphqlProxy(cmsTarget: string): RequestHandler[] {
  const proxy = cookielessCmsProxy({
    cmsTarget,
    xfwd: true,
    pathFilter: isGraphqlPath,
    label: '/graphql',
    unavailable: { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ errors: [{ message: graphqlProxyMessages.unavailable }] }) },
  });
  return [guard, proxy];
}
