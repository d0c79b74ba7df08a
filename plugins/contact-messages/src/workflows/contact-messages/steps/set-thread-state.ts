import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ThreadState } from "@shop/shared"
import { messagesService } from "./service"

/** The thread's desk state (new / answered / closed); compensation puts the previous one back. */
export const setThreadStateStep = createStep(
  "contact-set-thread-state",
  async (input: { thread_id: string; state: ThreadState }, { container }) => {
    const messages = messagesService(container)
    const before = (await messages.retrieveShopMessageThread(input.thread_id, { select: ["id", "state"] })) as unknown as { id: string; state: ThreadState }
    await messages.updateShopMessageThreads({ id: input.thread_id, state: input.state })
    return new StepResponse(input.state, { id: before.id, state: before.state })
  },
  async (before, { container }) => {
    if (before) await messagesService(container).updateShopMessageThreads(before)
  }
)
