import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { json } from "express"
import { MESSAGES } from "../messages"
import { compatApiOptions } from "../options"

type ParserError = { type?: unknown; status?: unknown }

/**
 * The answer to a body the JSON parser refused (body-parser's error types): a French message and the
 * status the parser chose. Null when the error is not a parser's.
 */
export function bodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  if (typeof error !== "object" || error === null) return null
  const { type } = error as ParserError
  switch (type) {
    case "entity.parse.failed":
      return { status: 400, message: MESSAGES.invalidJson }
    case "entity.too.large":
      return { status: 413, message: MESSAGES.bodyTooLarge }
    case "encoding.unsupported":
    case "charset.unsupported":
    case "request.size.invalid":
    case "request.aborted":
    case "entity.verify.failed":
      return { status: 400, message: MESSAGES.unsupportedBody }
    default:
      return null
  }
}

/** One parser per size limit (the limit comes from the plugin's options, read per request). */
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
 * Medusa's own body parser is switched off for /api (middlewares.ts): this one parses JSON bodies with the
 * plugin's size limit and answers parser failures itself, in French, before any route runs.
 */
export function parseJsonBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const parser = parserFor(compatApiOptions(req.scope).bodySizeLimit)
  parser(req, res, (error?: unknown) => {
    if (error) {
      const answer = bodyErrorAnswer(error)
      if (answer) {
        res.status(answer.status).json({ message: answer.message })
        return
      }
      next(error)
      return
    }
    next()
  })
}
