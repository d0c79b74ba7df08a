import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createStorefrontApp } from './app';
import { readMatchPaths } from './static-files';

/** `tsx server/serve.ts`: serves the built storefront on PORT and proxies /api to API_TARGET, /graphql and /uploads/ to CMS_TARGET. */
const siteRoot = path.resolve(__dirname, '..');
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(siteRoot, 'public'));
const port = Number(process.env.PORT ?? 8000);
const apiTarget = process.env.API_TARGET ?? 'http://localhost:9000';
const cmsTarget = process.env.CMS_TARGET ?? 'http://localhost:1337';
const SHUTDOWN_GRACE_MS = 5000;

if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`[storefront] ${publicDir} has no index.html: build the site first (npm run build -w @shop/storefront).`);
  process.exit(1);
}

const app = createStorefrontApp({ publicDir, apiTarget, cmsTarget, matchPaths: readMatchPaths(siteRoot) });
const server: Server = app.listen(port, () => {
  console.log(`[storefront] http://localhost:${port} (static files: ${publicDir}; /api -> ${apiTarget}; /graphql, /uploads/ -> ${cmsTarget})`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`[storefront] port ${port} is already taken: stop what uses it or set PORT.`);
  else console.error(`[storefront] server error: ${error.message}`);
  process.exit(1);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`[storefront] ${signal}: finishing open requests, then stopping`);
  // Stop accepting, let requests in flight end, drop idle keep-alive sockets at once.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
