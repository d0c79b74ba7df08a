import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MessageLookupInput } from "@shop/shared"
import type { LookupMailThread } from "../../../lib/contact/lookup"
import { threadUrl } from "../../../lib/contact/mail"
import { categoryLabel } from "../../../lib/contact/categories"
import { newThreadSecret } from "../../../lib/contact/secret"
import { messagesService } from "./service"

/** At most this many threads (newest first) in one lookup e-mail. */
export const LOOKUP_MAX_THREADS = 20

type LookupRow = { id: string; subject: string; order_number: string | null; created_at: Date | string; lookup_secret_hash: string | null }

/**
 * The threads of this e-mail (and subject, and order number when given) each get a fresh lookup secret (only its
 * hash kept; the thread's first link keeps working). Compensation puts the previous lookup hashes back.
 */
export const renewLookupSecretsStep = createStep(
  "contact-renew-lookup-secrets",
  async (input: MessageLookupInput & { storefrontUrl: string }, { container }) => {
    const messages = messagesService(container)
    const filters: Record<string, unknown> = { email: input.email, subject: input.subject }
    if (input.orderNumber) filters.order_number = input.orderNumber
    const threads = (await messages.listShopMessageThreads(filters, {
      order: { created_at: "DESC" },
      take: LOOKUP_MAX_THREADS,
    })) as unknown as LookupRow[]
    const links: LookupMailThread[] = []
    for (const thread of threads) {
      const { secret, hash } = newThreadSecret()
      await messages.updateShopMessageThreads({ id: thread.id, lookup_secret_hash: hash })
      links.push({
        url: threadUrl(input.storefrontUrl, thread.id, secret),
        subjectLabel: categoryLabel(thread.subject),
        orderNumber: thread.order_number,
        createdAt: new Date(thread.created_at),
      })
    }
    const previous = threads.map((thread) => ({ id: thread.id, lookup_secret_hash: thread.lookup_secret_hash }))
    return new StepResponse(links, previous)
  },
  async (previous, { container }) => {
    if (previous?.length) await messagesService(container).updateShopMessageThreads(previous)
  }
)
