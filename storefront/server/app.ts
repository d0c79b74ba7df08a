import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { graphqlProxy } from './graphql-proxy';
import { mediaProxy } from './media-proxy';
import { findMatchPath, REVALIDATE, setStaticHeaders, type MatchPath } from './static-files';

export type StorefrontServerOptions = {
  /** Gatsby's build output */
  publicDir: string;
  /** where /api goes: the commerce engine */
  apiTarget: string;
  /** where /graphql (the blog search) and /uploads/ (the CMS's media library) go: the CMS; neither when absent */
  cmsTarget?: string;
  /** client-only routes; defaults to none */
  matchPaths?: MatchPath[];
};

/** True for /api and /api/… but not for /apis or /api-docs. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The storefront origin: Gatsby's static files, and /api proxied to the commerce engine so the
 * browser sees one origin (the session cookie is first-party).
 */
export function createStorefrontApp({ publicDir, apiTarget, cmsTarget, matchPaths = [] }: StorefrontServerOptions): Express {
  const app = express();
  app.disable('x-powered-by');

  // Host is kept as the browser sent it (cookies are the storefront's); X-Forwarded-* tell Medusa
  // the original host, protocol and client address. Bodies are streamed through untouched.
  app.use(
    createProxyMiddleware<Request, Response>({
      target: apiTarget,
      changeOrigin: false,
      xfwd: true,
      pathFilter: (pathname) => isApiPath(pathname),
      on: {
        error: (error, _req, res) => {
          const message = JSON.stringify({ message: 'Le service est momentanément indisponible.' });
          if ('writeHead' in res && !(res as ServerResponse).headersSent) {
            (res as ServerResponse).writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
            (res as ServerResponse).end(message);
          } else {
            (res as Socket | ServerResponse).end?.();
          }
          console.error(`[storefront] /api proxy to ${apiTarget} failed: ${error.message}`);
        },
      },
    }),
  );

  if (cmsTarget) app.use(graphqlProxy(cmsTarget), mediaProxy(cmsTarget));

  app.use(compression());
  app.use(
    express.static(publicDir, {
      index: 'index.html',
      // /products -> 301 /products/ (query kept), as Gatsby's trailingSlash: 'always' expects
      redirect: true,
      setHeaders: setStaticHeaders(publicDir),
    }),
  );

  const notFoundPage = path.join(publicDir, '404.html');
  app.use((req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = findMatchPath(req.path, matchPaths);
    if (match) {
      res.setHeader('Cache-Control', REVALIDATE);
      return res.sendFile(path.join(publicDir, match.path, 'index.html'));
    }
    res.status(404).setHeader('Cache-Control', REVALIDATE);
    if (fs.existsSync(notFoundPage)) return res.sendFile(notFoundPage);
    return res.type('text/plain; charset=utf-8').send('La page que vous recherchez n\'existe pas.');
  });
  return app;
}
