import type { MedusaContainer } from "@medusajs/framework/types"
import type { ApiMessageThread, MessageCategory } from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"
import { categoryLabel } from "./categories"
import { attachmentsByMessage } from "./files"
import { secretMatches } from "./secret"

export type ThreadRecord = {
  id: string
  customer_id: string | null
  state?: "new" | "answered" | "closed"
  subject: string
  email: string
  name: string
  order_number: string | null
  secret_hash: string
  lookup_secret_hash: string | null
  created_at: Date | string
  messages?: { id: string; author: "customer" | "staff"; content: string; created_at: Date | string }[]
}

/**
 * Who may open a thread: whoever holds its secret (the e-mailed link), or the logged-in customer who wrote it
 * (`customer_id`, set from the session when the thread was created, never from the request). Threads written
 * while logged out are NOT opened by an account with the same e-mail: sign-up does not prove the address.
 */
export type ThreadAccess = { secret?: unknown; customerId?: string }

function mayOpen(thread: ThreadRecord, access: ThreadAccess): boolean {
  if (access.customerId && thread.customer_id && access.customerId === thread.customer_id) return true
  if (secretMatches(access.secret, thread.secret_hash)) return true
  return thread.lookup_secret_hash !== null && secretMatches(access.secret, thread.lookup_secret_hash)
}

/** The thread when the caller may open it (constant-time secret check), else null: unknown id and no right look alike. */
export async function findThread(scope: MedusaContainer, id: string, access: ThreadAccess): Promise<ApiMessageThread | null> {
  if (typeof id !== "string" || id.length > 100) return null
  const messages = scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
  const [thread] = (await messages.listShopMessageThreads({ id }, { relations: ["messages"], take: 1 })) as unknown as ThreadRecord[]
  if (!thread || !mayOpen(thread, access)) return null
  return toApiThread(scope, thread)
}

export async function toApiThread(scope: MedusaContainer, thread: ThreadRecord): Promise<ApiMessageThread> {
  const attachments = await attachmentsByMessage(scope, thread.id)
  const sorted = [...(thread.messages ?? [])].sort(
    (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()
  )
  return {
    id: thread.id,
    subject: thread.subject as MessageCategory,
    subjectLabel: categoryLabel(thread.subject),
    name: thread.name,
    email: thread.email,
    orderNumber: thread.order_number,
    createdAt: new Date(thread.created_at).toISOString(),
    messages: sorted.map((message) => ({
      author: message.author,
      content: message.content,
      createdAt: new Date(message.created_at).toISOString(),
      attachments: attachments.get(message.id) ?? [],
    })),
  }
}

/** The logged-in customer's own threads (`customer_id`), newest first, at most 50. */
export async function listCustomerThreads(scope: MedusaContainer, customerId: string): Promise<ApiMessageThread[]> {
  const messages = scope.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
  const threads = (await messages.listShopMessageThreads(
    { customer_id: customerId },
    { relations: ["messages"], order: { created_at: "DESC" }, take: 50 }
  )) as unknown as ThreadRecord[]
  return Promise.all(threads.map((thread) => toApiThread(scope, thread)))
}
