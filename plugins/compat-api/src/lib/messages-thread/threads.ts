import type { MedusaContainer } from "@medusajs/framework/types"
import {
  MESSAGE_CATEGORIES,
  quoteRequestError,
  type ApiMessageThread,
  type ContactMessageInput,
  type MessageCategory,
} from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"
import { findOpenCart } from "../cart/query"
import type { ShopSession } from "../session/state"
import { attachmentsByMessage } from "./files"
import { sendContactConfirmation } from "./mail"
import { newThreadSecret, secretMatches } from "./secret"
import { addThreadMessageWorkflow, ATTACHMENT_UNAVAILABLE, createMessageThreadWorkflow } from "./workflows"

export function categoryLabel(subject: string): string {
  return MESSAGE_CATEGORIES.find((category) => category.value === subject)?.label ?? subject
}

/** A quote request (QUOTE) needs a logged-in customer and a non-empty session cart: the section-5 text, else undefined. */
export async function quoteRequestRefusal(scope: MedusaContainer, session: ShopSession): Promise<{ status: 401 | 409; message: string } | undefined> {
  const isLogged = Boolean(session.customerId)
  const cart = isLogged && session.cartId ? await findOpenCart(scope, session.cartId) : null
  const cartLineCount = (cart?.items ?? []).filter((line) => line && Number(line.quantity) > 0).length
  const message = quoteRequestError({ isLogged, cartLineCount })
  if (!message) return undefined
  return { status: isLogged ? 409 : 401, message }
}

/**
 * Creates the thread and e-mails its link. The secret is answered once (201) and e-mailed; only its hash is kept.
 * The e-mail is sent after the thread exists: a failing SMTP server is logged, the message is not lost.
 */
export async function createThread(
  scope: MedusaContainer,
  input: Omit<ContactMessageInput, "subject"> & { subject: MessageCategory },
  customerId: string | undefined
): Promise<{ id: string; secret: string }> {
  const { secret, hash } = newThreadSecret()
  const { result } = await createMessageThreadWorkflow(scope).run({
    input: {
      subject: input.subject,
      email: input.email,
      name: input.name,
      order_number: input.orderNumber ?? null,
      secret_hash: hash,
      customer_id: customerId ?? null,
      content: input.message,
      file_id: input.file,
    },
  })
  try {
    await sendContactConfirmation(scope, {
      to: input.email,
      id: result.id,
      secret,
      name: input.name,
      subjectLabel: categoryLabel(input.subject),
      message: input.message,
    })
  } catch (error) {
    scope.resolve("logger").warn(`contact confirmation e-mail of thread ${result.id} not sent: ${String(error)}`)
  }
  return { id: result.id, secret }
}

type ThreadRecord = {
  id: string
  customer_id: string | null
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

async function toApiThread(scope: MedusaContainer, thread: ThreadRecord): Promise<ApiMessageThread> {
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

/** Adds the customer's reply (and its upload, once) to a thread the caller may open. */
export async function addCustomerReply(scope: MedusaContainer, threadId: string, content: string, fileId?: string): Promise<void> {
  await addThreadMessageWorkflow(scope).run({ input: { thread_id: threadId, author: "customer", content, file_id: fileId } })
}

/** True for the workflow error of an unknown or already attached `file` id (answered 400, nothing kept). */
export function isAttachmentUnavailable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { message?: unknown }).message === ATTACHMENT_UNAVAILABLE
}
