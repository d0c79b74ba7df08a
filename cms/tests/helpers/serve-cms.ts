/**
 * A real CMS for other workspaces' tests (the engine's editorial spec): the same throwaway Strapi as this folder's
 * tests (helpers/cms.ts: SQLite in a temp folder, seeded, the storefront and editor tokens), listening on a free
 * loopback port. Prints `CMS_READY <url> <editor token> <admin e-mail> <admin password>` once it answers (the super
 * admin lets a test work as an editor in Strapi's own admin), stops on SIGTERM and cleans its folder.
 * Run: `npx tsx tests/helpers/serve-cms.ts` from cms/.
 */
import type { AddressInfo } from 'net';
import { startCms, stopCms, type TestCms } from './cms';

async function main(): Promise<void> {
  const cms: TestCms = await startCms();
  await new Promise<void>((resolve) => cms.http.listen(0, '127.0.0.1', resolve));
  const { port } = cms.http.address() as AddressInfo;
  process.stdout.write(`CMS_READY http://127.0.0.1:${port} ${cms.env.EDITOR_API_TOKEN} ${cms.env.STRAPI_ADMIN_EMAIL} ${cms.env.STRAPI_ADMIN_PASSWORD}\n`);
  const stop = async () => {
    await stopCms(cms).catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
