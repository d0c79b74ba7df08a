import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DESK_MODULE } from "../../../modules/order-desk"
import type OrderDeskModuleService from "../../../modules/order-desk/service"

export type AddCommentInput = { order_id: string; author_id: string; content: string }

export const addOrderCommentStep = createStep(
  "order-desk-add-comment",
  async (input: AddCommentInput, { container }) => {
    const comment = await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).createOrderComments(input)
    return new StepResponse({ id: comment.id, created_at: comment.created_at as unknown as string }, comment.id)
  },
  async (commentId, { container }) => {
    if (commentId) await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).deleteOrderComments([commentId])
  }
)
