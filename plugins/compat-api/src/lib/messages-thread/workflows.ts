import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { ATTACHMENT_TEXTS } from "@shop/shared"
import { SHOP_MESSAGES_MODULE } from "../../modules/shop-messages"
import type ShopMessagesModuleService from "../../modules/shop-messages/service"

export type NewThread = {
  subject: string
  email: string
  name: string
  order_number: string | null
  secret_hash: string
  customer_id: string | null
  content: string
  /** an upload id (POST /api/files) to attach to the first message */
  file_id?: string
}

const service = (container: { resolve<T>(key: string): T }) => container.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)

/** The thread and its first message together; the compensation removes both (messages cascade). */
const createThreadStep = createStep(
  "shop-create-message-thread",
  async ({ content, file_id: _file, ...thread }: NewThread, { container }) => {
    const messages = service(container)
    const created = await messages.createShopMessageThreads(thread)
    const first = await messages.createShopMessages({ thread_id: created.id, author: "customer", content })
    return new StepResponse({ id: created.id, message_id: first.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteShopMessageThreads([id])
  }
)

const addMessageStep = createStep(
  "shop-add-message",
  async ({ file_id: _file, ...input }: NewMessage, { container }) => {
    const created = await service(container).createShopMessages(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteShopMessages([id])
  }
)

export type NewMessage = { thread_id: string; author: "customer" | "staff"; content: string; file_id?: string }

/** Thrown (and answered 400) when the `file` id is unknown or already attached: the whole message is undone. */
export const ATTACHMENT_UNAVAILABLE = ATTACHMENT_TEXTS.unknownId

/** Attaches the upload once (conditional UPDATE); unknown or used id → error, so the message step is compensated. */
const claimFileStep = createStep(
  "shop-claim-message-file",
  async (input: { file_id?: string; thread_id: string; message_id: string }, { container }) => {
    if (!input.file_id) return new StepResponse(null, null)
    const claimed = await service(container).claimMessageFile({ id: input.file_id, thread_id: input.thread_id, message_id: input.message_id })
    if (!claimed) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, ATTACHMENT_UNAVAILABLE)
    return new StepResponse(input.file_id, input.file_id)
  },
  async (fileId, { container }) => {
    if (fileId) await service(container).releaseMessageFile(fileId)
  }
)

export type NewWarranty = { email: string; source: string; reference: string; first_name: string; last_name: string }

const registerWarrantyStep = createStep(
  "shop-register-warranty",
  async (input: NewWarranty, { container }) => {
    const created = await service(container).createWarrantyRegistrations(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteWarrantyRegistrations([id])
  }
)

/** POST /api/messages once validated and allowed: the thread (secret hash only) and the first message. */
export const createMessageThreadWorkflow = createWorkflow("shop-create-message-thread", (input: WorkflowData<NewThread>) => {
  const created = createThreadStep(input)
  claimFileStep({ file_id: input.file_id, thread_id: created.id, message_id: created.message_id })
  return new WorkflowResponse(created)
})

/** PUT /api/messages/{id}?secret=: a reply once the secret checked. */
export const addThreadMessageWorkflow = createWorkflow("shop-add-thread-message", (input: WorkflowData<NewMessage>) => {
  const created = addMessageStep(input)
  claimFileStep({ file_id: input.file_id, thread_id: input.thread_id, message_id: created.id })
  return new WorkflowResponse(created)
})

/** POST /api/waranty once validated. */
export const registerWarrantyWorkflow = createWorkflow("shop-register-warranty", (input: WorkflowData<NewWarranty>) =>
  new WorkflowResponse(registerWarrantyStep(input))
)
