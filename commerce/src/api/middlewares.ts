import { defineMiddlewares } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import express from "express"
import { uploadDir } from "../lib/paths"

/**
 * Medusa serves /static from `<cwd>/static`; a production start runs from .medusa/server, and
 * MEDUSA_UPLOAD_DIR may point anywhere. Files the local provider wrote are served from where they
 * really are (Medusa's own handler falls through to this one when it has no such file).
 */
const serveUploads = express.static(uploadDir(), { fallthrough: true, index: false, maxAge: "7d" })

export default defineMiddlewares({
  routes: [
    {
      matcher: "/static",
      middlewares: [
        (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => serveUploads(req, res, next),
      ],
    },
  ],
})
