import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { initializeOrderStateWorkflow, ORDER_STATE_MODULE } from "@shop/order-states"
import { assertCartInStock } from "../../lib/checkout/stock-check"
import { deleteOrderAccess, writeOrderAccess } from "../../lib/order/access-row"

/**
 * Cart completion refuses a cart whose lines ask more than the channel's stock (issue 10 item 3): before Medusa
 * creates the order, so a refused cart leaves no order and no reservation. The checkout workflow runs the
 * completion under the variants' locks, so this read cannot be overtaken by another checkout.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  await assertCartInStock(container, (cart as { id: string }).id)
})

/** What the hook wrote, for its compensation. */
type Written = { order_id: string; state: boolean; access: boolean }

type OrderCreatedHook = (
  invoke: (input: { order_id: string; cart_id: string }, context: { container: MedusaContainer }) => Promise<StepResponse<unknown, Written>>,
  compensate: (written: Written, context: { container: MedusaContainer }) => Promise<void>
) => void
// Medusa declares this hook inside the completion's create-order branch but leaves it out of the workflow's types.
const completeCartHooks = completeCartWorkflow.hooks as unknown as { orderCreated: OrderCreatedHook }

/**
 * The order's CHECK_OUT state row is written inside the completion (issue 11 item 4): the number and the secret's
 * hash came with the cart's metadata in the same order row. So is its `order_access` row (number and secret hash in
 * indexed columns, issue 11 item 10). If anything after it fails, Medusa's compensation
 * deletes the order and its reservations and this step deletes the state row again.
 */
type OrderStateRows = {
  listOrderStates(filters: object): Promise<{ id: string }[]>
  listOrderStateTransitions(filters: object): Promise<{ id: string }[]>
  deleteOrderStates(ids: string[]): Promise<void>
  deleteOrderStateTransitions(ids: string[]): Promise<void>
}

/** Deletes an order's state row and history (the order itself is being undone by Medusa's compensation). */
async function deleteStateRows(container: MedusaContainer, orderId: string): Promise<void> {
  const states = container.resolve(ORDER_STATE_MODULE) as OrderStateRows
  const transitions = await states.listOrderStateTransitions({ order_id: orderId })
  if (transitions.length) await states.deleteOrderStateTransitions(transitions.map((row) => row.id))
  const rows = await states.listOrderStates({ order_id: orderId })
  if (rows.length) await states.deleteOrderStates(rows.map((row) => row.id))
}

completeCartHooks.orderCreated(
  async ({ order_id, cart_id }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "cart", fields: ["customer_id"], filters: { id: cart_id } })
    const customerId = (data[0] as { customer_id?: string | null } | undefined)?.customer_id ?? null
    let state = false
    try {
      const { result } = await initializeOrderStateWorkflow(container).run({
        input: { order_id, actor_type: "customer", actor_id: customerId },
      })
      state = result.created
      const access = await writeOrderAccess(container, order_id)
      return new StepResponse(result, { order_id, state, access })
    } catch (error) {
      // A step that fails is not compensated itself: what it half-wrote goes here.
      await deleteStateRows(container, order_id)
      await deleteOrderAccess(container, order_id)
      throw error
    }
  },
  async (written, { container }) => {
    if (!written) return
    if (written.state) await deleteStateRows(container, written.order_id)
    if (written.access) await deleteOrderAccess(container, written.order_id)
  }
)
