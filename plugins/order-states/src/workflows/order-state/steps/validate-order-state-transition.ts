import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_STATE_MESSAGES } from "../../../lib/messages"
import type { OrderState } from "../../../lib/order-state"
import { orderStateMachine } from "../../../lib/state-machine"
import { ORDER_STATE_MODULE } from "../../../modules/order-state"
import type OrderStateModuleService from "../../../modules/order-state/service"

export type ValidateOrderStateTransitionInput = { order_id: string; to: string }
export type ValidatedOrderStateTransition = { order_id: string; from: OrderState; to: OrderState }

/** Reads the order's current state and asks the machine; refuses (NOT_ALLOWED, French) before anything is written. */
export const validateOrderStateTransitionStep = createStep(
  "validate-order-state-transition",
  async (input: ValidateOrderStateTransitionInput, { container }) => {
    const states = container.resolve<OrderStateModuleService>(ORDER_STATE_MODULE)
    const [current] = await states.listOrderStates({ order_id: input.order_id }, { take: 1 })
    if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_STATE_MESSAGES.noStateYet)
    const from = current.state as OrderState
    const heldIn = from === "BLOCKED" ? await states.heldState(input.order_id) : undefined
    orderStateMachine.assertTransition(from, input.to, heldIn)
    return new StepResponse<ValidatedOrderStateTransition>({
      order_id: input.order_id,
      from,
      to: input.to as OrderState,
    })
  }
)
