import { z } from "@medusajs/framework/zod"
import { VALIDATION_MESSAGES, type ApiSessionProperties } from "@shop/shared"
import { MESSAGES } from "../messages"
import type { ShopSessionData } from "@shop/server-kit"

/** Body of `PUT /api/session`: one known property and a value of its type. */
const sessionPropertySchema = z.discriminatedUnion(
  "property",
  [
    z.object({
      property: z.literal("cookieAccepted"),
      value: z.boolean({ error: VALIDATION_MESSAGES.invalidValue }),
    }),
  ],
  { error: MESSAGES.unknownSessionProperty }
)

export type SessionPropertyUpdate = {
  [K in keyof ApiSessionProperties]: { property: K; value: ApiSessionProperties[K] }
}[keyof ApiSessionProperties]

export type ParsedSessionUpdate = { ok: true; value: SessionPropertyUpdate } | { ok: false; message: string }

export function parseSessionUpdate(body: unknown): ParsedSessionUpdate {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: VALIDATION_MESSAGES.invalidRequest }
  }
  const parsed = sessionPropertySchema.safeParse(body)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.unknownSessionProperty }
  return { ok: true, value: parsed.data }
}

/** Writes the property where the session keeps it. */
export function applySessionUpdate(session: ShopSessionData, update: SessionPropertyUpdate): void {
  switch (update.property) {
    case "cookieAccepted":
      session.extras = { ...session.extras, cookieAccepted: update.value }
      break
  }
}
