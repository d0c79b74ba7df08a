/**
 * The fixed api key of the CSV import (spec 7: "multipart CSV plus a fixed api key"): a machine call (the
 * marketplace feed, a script), not a staff session. `PRODUCT_IMPORT_API_KEY`; outside production mode the
 * documented development key below when it is unset; in production mode the engine refuses to start without one
 * (commerce/medusa-config.ts), as the import would otherwise be open with a published key.
 */
export const DEV_PRODUCT_IMPORT_API_KEY = "dev-cle-import-produits"
export const PRODUCT_IMPORT_KEY_VARIABLE = "PRODUCT_IMPORT_API_KEY"

export function productImportApiKey(env: NodeJS.ProcessEnv): string {
  const key = (env[PRODUCT_IMPORT_KEY_VARIABLE] ?? "").trim()
  if (key) {
    if (env.NODE_ENV === "production" && (key === DEV_PRODUCT_IMPORT_API_KEY || key.length < 24)) {
      throw new Error(`production mode: ${PRODUCT_IMPORT_KEY_VARIABLE} must be a secret of at least 24 characters, not the development key`)
    }
    return key
  }
  if (env.NODE_ENV === "production") throw new Error(`production mode: ${PRODUCT_IMPORT_KEY_VARIABLE} must be set (the CSV product import's api key)`)
  return DEV_PRODUCT_IMPORT_API_KEY
}
