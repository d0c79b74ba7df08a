import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { QuickResponse, StaffGuideTag } from "@shop/shared"
import { messagesService } from "./service"

/** Creates or replaces the guide of a tag; compensation restores the previous list (or removes the new row). */
export const saveGuideStep = createStep(
  "contact-save-guide",
  async (input: { tag: StaffGuideTag; quickResponses: QuickResponse[] }, { container }) => {
    const messages = messagesService(container)
    const [before] = (await messages.listShopGuides({ tag: input.tag }, { take: 1 })) as unknown as { id: string; quick_responses: unknown }[]
    if (before) {
      await messages.updateShopGuides({ id: before.id, quick_responses: input.quickResponses as never })
      return new StepResponse(undefined, { id: before.id, quick_responses: before.quick_responses, created: false })
    }
    const created = await messages.createShopGuides({ tag: input.tag, quick_responses: input.quickResponses as never })
    return new StepResponse(undefined, { id: created.id, quick_responses: null, created: true })
  },
  async (before, { container }) => {
    if (!before) return
    const messages = messagesService(container)
    if (before.created) await messages.deleteShopGuides([before.id])
    else await messages.updateShopGuides({ id: before.id, quick_responses: before.quick_responses as never })
  }
)
