import { z } from "@medusajs/framework/zod"
import { MESSAGES } from "../../../../lib/messages"

/** Medusa handles as the seed writes them: lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const ProductLookupParams = z.object({
  slug: z.string({ error: MESSAGES.invalidProductSlug }).max(200, MESSAGES.invalidProductSlug).regex(SLUG, MESSAGES.invalidProductSlug),
})

/** `?pro=true` asks for the trade view; any other value than true/false is a client error. */
export const ProductLookupQuery = z.object({
  pro: z
    .enum(["true", "false"], { error: MESSAGES.invalidProFlag })
    .optional()
    .transform((value) => value === "true"),
})

export type ProductLookup = { slug: string; pro: boolean }

export type ParsedLookup = { ok: true; value: ProductLookup } | { ok: false; message: string }

export function parseProductLookup(params: unknown, query: unknown): ParsedLookup {
  const parsedParams = ProductLookupParams.safeParse(params)
  if (!parsedParams.success) return { ok: false, message: parsedParams.error.issues[0]?.message ?? MESSAGES.invalidProductSlug }
  const parsedQuery = ProductLookupQuery.safeParse(query ?? {})
  if (!parsedQuery.success) return { ok: false, message: parsedQuery.error.issues[0]?.message ?? MESSAGES.invalidProFlag }
  return { ok: true, value: { slug: parsedParams.data.slug, pro: parsedQuery.data.pro } }
}
