// Builds the static storefront against running services described by the environment
// (used by the production build job; `npm start` calls the same function).
import { buildStorefront } from "./lib/storefront-build.ts";

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(2);
  }
  return value;
};

await buildStorefront(
  {
    medusaUrl: required("MEDUSA_URL"),
    adminEmail: required("MEDUSA_ADMIN_EMAIL"),
    adminPassword: required("MEDUSA_ADMIN_PASSWORD"),
    strapiUrl: required("STRAPI_URL"),
    strapiToken: required("STRAPI_TOKEN"),
  },
  "/dev/stdout",
);
