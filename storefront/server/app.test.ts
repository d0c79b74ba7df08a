/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStorefrontApp, isApiPath } from './app';
import { GRAPHQL_BODY_LIMIT_BYTES, isGraphqlPath } from './graphql-proxy';
import { isMediaPath } from './media-proxy';
import { cacheControlFor, findMatchPath } from './static-files';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function request(port: number, urlPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

let publicDir: string;
let upstream: http.Server;
let storefront: http.Server;
let port: number;
const seen: Seen[] = [];

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-public-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, rel), content);
  };
  write('index.html', `<html lang="fr"><body>Accueil ${'chaleur '.repeat(400)}</body></html>`);
  write('404.html', "<html><body>La page que vous recherchez n'existe pas.</body></html>");
  write('products/index.html', '<html><body>Nos produits</body></html>');
  write('me/index.html', '<html><body>Mon compte</body></html>');
  write('static/abc123/logo.webp', 'webp');
  write('app-4f2a.js', 'console.log(1)');
  write('page-data/index/page-data.json', '{}');

  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.setHeader('Set-Cookie', 'connect.sid=s%3Aabc; Path=/; HttpOnly');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', path: req.url }));
    });
  });
  const upstreamPort = await listen(upstream);
  storefront = http.createServer(
    createStorefrontApp({ publicDir, apiTarget: `http://127.0.0.1:${upstreamPort}`, matchPaths: [{ matchPath: '/me/*', path: '/me/' }] }),
  );
  port = await listen(storefront);
});

afterAll(async () => {
  await new Promise((r) => storefront.close(r));
  await new Promise((r) => upstream.close(r));
  fs.rmSync(publicDir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

describe('/api proxy', () => {
  it('forwards /api and /api/* with path, query, cookies and the browser Host', async () => {
    const health = await request(port, '/api', { headers: { Host: 'boutique.test:8000', Cookie: 'connect.sid=s%3Aold' } });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', path: '/api' });
    expect(health.headers['set-cookie']).toEqual(['connect.sid=s%3Aabc; Path=/; HttpOnly']);

    await request(port, '/api/product/solena-1000?pro=true', { headers: { Host: 'boutique.test:8000' } });
    expect(seen.map((s) => s.url)).toEqual(['/api', '/api/product/solena-1000?pro=true']);
    expect(seen[0].headers.host).toBe('boutique.test:8000');
    expect(seen[0].headers.cookie).toBe('connect.sid=s%3Aold');
    expect(seen[0].headers['x-forwarded-host']).toBe('boutique.test:8000');
    expect(seen[0].headers['x-forwarded-proto']).toBe('http');
  });

  it('streams request bodies through', async () => {
    const body = JSON.stringify({ email: 'client@example.fr', password: 'motdepasse' });
    await request(port, '/api/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/auth', body });
  });

  it('does not proxy paths that only start with "api"', async () => {
    const reply = await request(port, '/apis/x');
    expect(seen).toHaveLength(0);
    expect(reply.status).toBe(404);
    expect(isApiPath('/api-docs')).toBe(false);
  });
});

describe('static files', () => {
  it('serves the home page gzipped and revalidated on every visit', async () => {
    const reply = await request(port, '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body).toContain('Accueil');
    expect(reply.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects a page path without trailing slash, keeping the query', async () => {
    const reply = await request(port, '/products?q=fonte');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/products/?q=fonte');
    expect((await request(port, '/products/')).body).toContain('Nos produits');
  });

  it('caches hashed assets for a year', async () => {
    expect((await request(port, '/static/abc123/logo.webp')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(port, '/app-4f2a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(port, '/page-data/index/page-data.json')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor(path.join(publicDir, 'sw.js'), publicDir)).toBe('public, max-age=0, must-revalidate');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const reply = await request(port, '/nulle-part/');
    expect(reply.status).toBe(404);
    expect(reply.body).toContain("La page que vous recherchez n'existe pas.");
  });

  it('serves client-only routes from their page', async () => {
    const reply = await request(port, '/me/orders/');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('Mon compte');
    expect(findMatchPath('/me', [{ matchPath: '/me/*', path: '/me/' }])).toBeDefined();
    expect(findMatchPath('/meuble/', [{ matchPath: '/me/*', path: '/me/' }])).toBeUndefined();
  });
});

describe('when the commerce engine is down', () => {
  it('answers /api with 502 and a French message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createStorefrontApp({ publicDir, apiTarget: 'http://127.0.0.1:1' });
    const server = http.createServer(app);
    const downPort = await listen(server);
    try {
      const reply = await request(downPort, '/api');
      expect(reply.status).toBe(502);
      expect(JSON.parse(reply.body)).toEqual({ message: 'Le service est momentanément indisponible.' });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('/api proxy to http://127.0.0.1:1 failed'));
    } finally {
      log.mockRestore();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('/graphql proxy to the CMS', () => {
  let cms: http.Server;
  let shop: http.Server;
  let shopPort: number;
  const cmsSeen: Seen[] = [];

  beforeAll(async () => {
    cms = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        cmsSeen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('Set-Cookie', 'koa.sess=cms; Path=/; HttpOnly');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ data: { articles: [{ slug: 'fil-pilote' }] } }));
      });
    });
    const cmsPort = await listen(cms);
    shop = http.createServer(createStorefrontApp({ publicDir, apiTarget: 'http://127.0.0.1:1', cmsTarget: `http://127.0.0.1:${cmsPort}` }));
    shopPort = await listen(shop);
  });

  afterAll(async () => {
    await new Promise((r) => shop.close(r));
    await new Promise((r) => cms.close(r));
  });

  beforeEach(() => {
    cmsSeen.length = 0;
  });

  const query = JSON.stringify({ query: '{ articles { slug } }' });
  const json = { 'Content-Type': 'application/json' };
  /** what a browser's fetch sends: the body's size up front */
  const sized = (body: string, headers: Record<string, string> = {}) => ({ ...json, ...headers, 'Content-Length': String(Buffer.byteLength(body)) });

  it('forwards a POST query to the CMS and answers its result, without the shop cookies either way', async () => {
    const reply = await request(shopPort, '/graphql', { method: 'POST', headers: sized(query, { Cookie: 'connect.sid=s%3Asecret' }), body: query });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ data: { articles: [{ slug: 'fil-pilote' }] } });
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(cmsSeen).toHaveLength(1);
    expect(cmsSeen[0]).toMatchObject({ method: 'POST', url: '/graphql', body: query });
    expect(cmsSeen[0].headers.cookie).toBeUndefined();
  });

  it('forwards a GET query with its parameters', async () => {
    const reply = await request(shopPort, '/graphql?query=%7Barticles%7Bslug%7D%7D');
    expect(reply.status).toBe(200);
    expect(cmsSeen.map((s) => s.url)).toEqual(['/graphql?query=%7Barticles%7Bslug%7D%7D']);
  });

  it('refuses other methods without reaching the CMS', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const reply = await request(shopPort, '/graphql', { method, headers: sized(query), body: query });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe('GET, POST');
      expect(JSON.parse(reply.body)).toEqual({ errors: [{ message: 'Méthode non autorisée.' }] });
    }
    expect(cmsSeen).toHaveLength(0);
  });

  it('refuses a body over the cap, and a POST that does not say its size', async () => {
    const big = JSON.stringify({ query: `{ articles { slug } } # ${'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES)}` });
    const tooLarge = await request(shopPort, '/graphql', { method: 'POST', headers: sized(big), body: big });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ errors: [{ message: 'Requête trop volumineuse.' }] });

    const chunked = await request(shopPort, '/graphql', { method: 'POST', headers: { ...json, 'Transfer-Encoding': 'chunked' }, body: query });
    expect(chunked.status).toBe(411);
    expect(cmsSeen).toHaveLength(0);
  });

  it('proxies /graphql only, and not without a CMS target', async () => {
    expect(isGraphqlPath('/graphql')).toBe(true);
    expect(isGraphqlPath('/graphqlx')).toBe(false);
    expect((await request(shopPort, '/graphql-ide')).status).toBe(404);
    expect((await request(port, '/graphql', { method: 'POST', headers: sized(query), body: query })).status).toBe(404);
    expect(cmsSeen).toHaveLength(0);
  });

  it('answers 502 with a French GraphQL error when the CMS is down', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = http.createServer(createStorefrontApp({ publicDir, apiTarget: 'http://127.0.0.1:1', cmsTarget: 'http://127.0.0.1:1' }));
    const downPort = await listen(server);
    try {
      const reply = await request(downPort, '/graphql', { method: 'POST', headers: sized(query), body: query });
      expect(reply.status).toBe(502);
      expect(JSON.parse(reply.body)).toEqual({ errors: [{ message: 'Le service est momentanément indisponible.' }] });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('/graphql proxy to http://127.0.0.1:1 failed'));
    } finally {
      log.mockRestore();
      await new Promise((r) => server.close(r));
    }
  });
  it('serves the CMS media library under /uploads/ (reading only, no shop cookie sent)', async () => {
    const reply = await request(shopPort, '/uploads/radiateur_ab12.png', { headers: { Cookie: 'connect.sid=s%3Asecret' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(cmsSeen).toHaveLength(1);
    expect(cmsSeen[0]).toMatchObject({ method: 'GET', url: '/uploads/radiateur_ab12.png' });
    expect(cmsSeen[0].headers.cookie).toBeUndefined();

    const upload = await request(shopPort, '/uploads/autre.png', { method: 'POST', headers: { 'Content-Length': '1' }, body: 'x' });
    expect(upload.status).toBe(405);
    expect(isMediaPath('/uploads/../admin')).toBe(false);
    expect(isMediaPath('/uploadsx/a.png')).toBe(false);
    expect(cmsSeen).toHaveLength(1);
  });
});
