import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_STATE_MODULE } from "../../../modules/order-state"
import type OrderStateModuleService from "../../../modules/order-state/service"
import type { RecordTransitionInput, RecordedTransition } from "../../../modules/order-state/service"

type Undo = Pick<RecordTransitionInput, "order_id" | "from" | "to"> & { transition_id: string }

/** Writes the new state and its history line; compensation puts the old state back and removes the line. */
export const writeOrderStateStep = createStep(
  "write-order-state",
  async (input: RecordTransitionInput, { container }) => {
    const states = container.resolve<OrderStateModuleService>(ORDER_STATE_MODULE)
    const recorded = await states.recordTransition(input)
    return new StepResponse<RecordedTransition, Undo>(recorded, {
      order_id: input.order_id,
      from: input.from,
      to: input.to,
      transition_id: recorded.transition_id,
    })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve<OrderStateModuleService>(ORDER_STATE_MODULE).revertTransition(undo)
  }
)
