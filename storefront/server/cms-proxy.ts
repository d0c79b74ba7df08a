import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type CmsProxyOptions = {
  cmsTarget: string;
  /** the paths this proxy takes */
  pathFilter: (pathname: string) => boolean;
  /** for the log line: `/graphql`, `/uploads` */
  label: string;
  /** the 502 answered when the CMS does not answer */
  unavailable: { contentType: string; body: string };
  xfwd?: boolean;
};

/** A path of the storefront origin proxied to the CMS, without the shop's cookies either way (the CMS has no use for the session). */
export function cookielessCmsProxy({ cmsTarget, pathFilter, label, unavailable, xfwd = false }: CmsProxyOptions): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target: cmsTarget,
    changeOrigin: true,
    xfwd,
    pathFilter: (pathname) => pathFilter(pathname),
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.removeHeader('cookie');
      },
      proxyRes: (proxyRes) => {
        delete proxyRes.headers['set-cookie'];
      },
      error: (error, _req, res) => {
        if ('writeHead' in res && !(res as ServerResponse).headersSent) {
          (res as ServerResponse).writeHead(502, { 'Content-Type': unavailable.contentType });
          (res as ServerResponse).end(unavailable.body);
        } else {
          (res as Socket | ServerResponse).end?.();
        }
        console.error(`[storefront] ${label} proxy to ${cmsTarget} failed: ${error.message}`);
      },
    },
  });
}
