import { mkdir, mkdtemp, rm } from 'fs/promises';
import type { Server } from 'http';
import os from 'os';
import path from 'path';
import { compileStrapi, createStrapi, type Core } from '@strapi/strapi';
import type { BootstrapEnv } from '../../src/bootstrap';

export const APP_DIR = path.resolve(__dirname, '..', '..');

export type TestCms = { strapi: Core.Strapi; http: Server; env: Required<Omit<BootstrapEnv, 'CMS_SEED'>>; workDir: string };

/** The contract's variables with throwaway values; no external database (CMS_DATABASE_URL is removed). */
function testEnvironment(workDir: string) {
  const bootstrapEnv = {
    STOREFRONT_API_TOKEN: 'test-storefront-key-0123456789abcdef',
    EDITOR_API_TOKEN: 'test-editor-key-0123456789abcdef',
    STRAPI_ADMIN_EMAIL: 'admin@maison-chaleur.test',
    STRAPI_ADMIN_PASSWORD: 'Essai-Mot2Passe!',
  };
  Object.assign(process.env, {
    ...bootstrapEnv,
    HOST: '127.0.0.1',
    PORT: '0',
    APP_KEYS: 'testKeyOne,testKeyTwo',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key',
    CMS_SQLITE_FILE: path.join(workDir, 'cms.db'),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    CMS_LOG_LEVEL: process.env.CMS_LOG_LEVEL ?? 'warn',
  });
  delete process.env.CMS_DATABASE_URL;
  delete process.env.CMS_SEED;
  return bootstrapEnv;
}

export async function startCms(): Promise<TestCms> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cms-test-'));
  await mkdir(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const env = testEnvironment(workDir);
  // Strapi loads the compiled app (dist/): the run's global setup compiled it once (tests/global-setup.ts); a file
  // run by other means compiles it here.
  const distDir = process.env.CMS_TEST_DIST_DIR ?? (await compileStrapi({ appDir: APP_DIR })).distDir;
  const strapi = await createStrapi({ appDir: APP_DIR, distDir, autoReload: false, serveAdminPanel: false }).load();
  strapi.server.mount();
  return { strapi, http: strapi.server.httpServer as unknown as Server, env, workDir };
}

export async function stopCms(cms: TestCms | undefined): Promise<void> {
  if (!cms) return;
  await cms.strapi.destroy();
  await rm(cms.workDir, { recursive: true, force: true });
}
