import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fetchPublishableKey } from "./medusa-admin.ts";
import { runCommand } from "./processes.ts";
import { ROOT } from "./shop-config.ts";

export type StorefrontSources = {
  medusaUrl: string;
  adminEmail: string;
  adminPassword: string;
  strapiUrl: string;
  strapiToken: string;
};

/** Generates the static storefront from a running engine and CMS (`gatsby build`). */
export async function buildStorefront(
  sources: StorefrontSources,
  logFile: string,
  onSpawn?: (child: ChildProcess) => void,
): Promise<void> {
  const publishableKey = await fetchPublishableKey(sources.medusaUrl, sources.adminEmail, sources.adminPassword);
  await runCommand({
    name: "storefront-build",
    command: path.join(ROOT, "node_modules", ".bin", "gatsby"),
    args: ["build"],
    cwd: path.join(ROOT, "storefront"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      GATSBY_TELEMETRY_DISABLED: "1",
      MEDUSA_URL: sources.medusaUrl,
      MEDUSA_PUBLISHABLE_KEY: publishableKey,
      STRAPI_URL: sources.strapiUrl,
      STRAPI_TOKEN: sources.strapiToken,
    },
    logFile,
    onSpawn,
  });
}
