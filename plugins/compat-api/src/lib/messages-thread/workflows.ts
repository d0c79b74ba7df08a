import { createStep, createWorkflow, StepResponse, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
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
}

const service = (container: { resolve<T>(key: string): T }) => container.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)

/** The thread and its first message together; the compensation removes both (messages cascade). */
const createThreadStep = createStep(
  "shop-create-message-thread",
  async ({ content, ...thread }: NewThread, { container }) => {
    const messages = service(container)
    const created = await messages.createShopMessageThreads(thread)
    await messages.createShopMessages({ thread_id: created.id, author: "customer", content })
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteShopMessageThreads([id])
  }
)

const addMessageStep = createStep(
  "shop-add-message",
  async (input: { thread_id: string; author: "customer" | "staff"; content: string }, { container }) => {
    const created = await service(container).createShopMessages(input)
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteShopMessages([id])
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
export const createMessageThreadWorkflow = createWorkflow("shop-create-message-thread", (input: WorkflowData<NewThread>) =>
  new WorkflowResponse(createThreadStep(input))
)

/** PUT /api/messages/{id}?secret=: a reply once the secret checked. */
export const addThreadMessageWorkflow = createWorkflow(
  "shop-add-thread-message",
  (input: WorkflowData<{ thread_id: string; author: "customer" | "staff"; content: string }>) =>
    new WorkflowResponse(addMessageStep(input))
)

/** POST /api/waranty once validated. */
export const registerWarrantyWorkflow = createWorkflow("shop-register-warranty", (input: WorkflowData<NewWarranty>) =>
  new WorkflowResponse(registerWarrantyStep(input))
)
