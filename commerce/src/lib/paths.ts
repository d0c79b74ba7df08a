import { existsSync } from "node:fs"
import path from "node:path"

/**
 * The commerce/ folder, whether this file runs from the sources (ts-node, jest) or from the build
 * in commerce/.medusa/server (production start): relative settings such as MEDUSA_UPLOAD_DIR must
 * mean the same folder in both cases, not a copy inside the build output.
 */
export function commerceRoot(from: string = __dirname): string {
  const buildMarker = `${path.sep}.medusa${path.sep}server`
  const markerAt = from.indexOf(buildMarker)
  let dir = markerAt >= 0 ? from.slice(0, markerAt) : from
  for (;;) {
    if (existsSync(path.join(dir, "medusa-config.ts"))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

/** Where the local file provider writes uploads (product images); served under /static. */
export function uploadDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(commerceRoot(), env.MEDUSA_UPLOAD_DIR || "static")
}

/**
 * Where the local file provider writes PRIVATE files (contact-message attachments: invoices, photos): never under the
 * public folder Medusa serves at /static. MEDUSA_PRIVATE_UPLOAD_DIR, else a sibling of the upload folder
 * (`static` → `static-private`, `.data/medusa-uploads` → `.data/medusa-uploads-private`).
 */
export function privateUploadDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MEDUSA_PRIVATE_UPLOAD_DIR) return path.resolve(commerceRoot(), env.MEDUSA_PRIVATE_UPLOAD_DIR)
  return `${uploadDir(env)}-private`
}
