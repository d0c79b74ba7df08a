import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cookielessCmsProxy } from './cms-proxy';

/**
 * The CMS's media library (Strapi's local provider serves it under /uploads/), on the storefront origin: the
 * back-office shows the pictures it uploads, and the rich text's image blocks name them by this path.
 */
export const MEDIA_PATH = '/uploads/';

export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith(MEDIA_PATH) && !pathname.includes('..');
}

/** Reading only: uploads go through the engine's `POST /api/images/`, never straight to the CMS. */
function readOnly(req: Request, res: Response, next: NextFunction): void {
  if (!isMediaPath(req.path)) return next();
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).type('text/plain; charset=utf-8').send('Méthode non autorisée.');
}

/** /uploads/… → the CMS, without the shop's cookies either way. */
export function mediaProxy(cmsTarget: string): RequestHandler[] {
  const proxy = cookielessCmsProxy({
    cmsTarget,
    pathFilter: isMediaPath,
    label: '/uploads',
    unavailable: { contentType: 'text/plain; charset=utf-8', body: 'Le service est momentanément indisponible.' },
  });
  return [readOnly, proxy];
}
