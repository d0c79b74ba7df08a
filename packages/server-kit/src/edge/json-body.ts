import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { json } from "express"
import { EDGE_MESSAGES } from "../messages"
import { edgeSettings } from "../settings"
import { sendError } from "./answers"

type ParserError = { type?: unknown }

/**
 * The answer to a body the JSON parser refused (body-parser's error types): a French message and the status the
 * parser chose. Null when the error is not a parser's.
 */
export function bodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  if (typeof error !== "object" || error === null) return null
  switch ((error as ParserError).type) {
    case "entity.parse.failed":
      return { status: 400, message: EDGE_MESSAGES.invalidJson }
    case "entity.too.large":
      return { status: 413, message: EDGE_MESSAGES.bodyTooLarge }
    case "encoding.unsupported":
    case "charset.unsupported":
    case "request.size.invalid":
    case "request.aborted":
    case "entity.verify.failed":
      return { status: 400, message: EDGE_MESSAGES.unsupportedBody }
    default:
      return null
  }
}

/** One parser per size limit (the limit is read per request from the edge settings). */
const parsers = new Map<number, ReturnType<typeof json>>()

function parserFor(limit: number): ReturnType<typeof json> {
  let parser = parsers.get(limit)
  if (!parser) {
    parser = json({ limit, strict: true })
    parsers.set(limit, parser)
  }
  return parser
}

/**
 * Medusa's own body parser is off for /api (`bodyParser: false` in the edge's middlewares): this one parses JSON
 * bodies with the edge's size limit and answers parser failures in French before any route runs.
 */
export function parseJsonBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  parserFor(edgeSettings(req.scope).bodySizeLimit)(req, res, (error?: unknown) => {
    if (!error) return next()
    const answer = bodyErrorAnswer(error)
    if (answer) return sendError(res, answer.status, answer.message)
    next(error)
  })
}
