import { compileStrapi } from '@strapi/strapi';
import { APP_DIR } from './helpers/cms';

/**
 * Strapi loads the compiled app (dist/): compile it once for the whole run instead of once per test file (each
 * compile took 50–110 s on two cores), so a fresh clone still needs no prior `npm run build`.
 */
export default async function compileOnce(): Promise<void> {
  const { distDir } = await compileStrapi({ appDir: APP_DIR });
  process.env.CMS_TEST_DIST_DIR = distDir;
}
