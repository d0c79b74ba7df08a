/** Version of the installed Medusa, read once from its package.json. */
export const ENGINE_VERSION: string = (require("@medusajs/medusa/package.json") as { version: string }).version
