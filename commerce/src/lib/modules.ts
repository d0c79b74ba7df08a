import type { InputConfigModules } from "@medusajs/framework/types"
import { privateUploadDir, uploadDir } from "./paths"

/**
 * Local file storage: public files land in MEDUSA_UPLOAD_DIR and Medusa serves them under /static; private ones
 * (`access: "private"`, message attachments) in a folder nothing serves (the provider's default would be `static`).
 */
export function fileModule(backendUrl: string): InputConfigModules[number] {
  return {
    resolve: "@medusajs/medusa/file",
    options: {
      providers: [
        {
          resolve: "@medusajs/medusa/file-local",
          id: "local",
          options: { upload_dir: uploadDir(), private_upload_dir: privateUploadDir(), backend_url: `${backendUrl}/static` },
        },
      ],
    },
  }
}

/**
 * With Redis, every process of a deployment (N servers + 1 worker) shares events, workflow state,
 * locks and cache; without it Medusa's in-memory defaults stay (one process, nothing to share).
 */
export function redisModules(redisUrl: string | undefined): InputConfigModules {
  if (!redisUrl) return []
  return [
    { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
    { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
    {
      resolve: "@medusajs/medusa/locking",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/locking-redis", id: "locking-redis", is_default: true, options: { redisUrl } },
        ],
      },
    },
    { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
    {
      resolve: "@medusajs/medusa/caching",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } },
        ],
      },
    },
  ]
}

export type WorkerMode = "shared" | "server" | "worker"

export function workerMode(value: string | undefined): WorkerMode {
  if (value === undefined || value === "") return "shared"
  if (value === "shared" || value === "server" || value === "worker") return value
  throw new Error(`MEDUSA_WORKER_MODE must be shared, server or worker (got "${value}")`)
}
