import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { InjectTransactionManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import { ORDER_STATE_MESSAGES } from "../../lib/messages"
import type { OrderState, OrderStateActor } from "../../lib/order-state"
import { OrderState as OrderStateModel } from "./models/order-state"
import { OrderStateTransition } from "./models/order-state-transition"

export type RecordTransitionInput = {
  order_id: string
  from: OrderState
  to: OrderState
  actor_type: OrderStateActor
  actor_id?: string | null
  reason?: string | null
}

export type RecordedTransition = { order_state_id: string; transition_id: string }

class OrderStateModuleService extends MedusaService({
  OrderState: OrderStateModel,
  OrderStateTransition,
}) {
  /**
   * Moves the order only if it is still in `from` (a compare-and-set: two concurrent changes cannot both
   * succeed from the same state) and writes the history line in the same transaction.
   */
  @InjectTransactionManager()
  async recordTransition(
    input: RecordTransitionInput,
    @MedusaContext() sharedContext: Context = {}
  ): Promise<RecordedTransition> {
    // One conditional UPDATE: a concurrent change from the same state waits on the row lock, then matches
    // nothing. (A read-then-write through the generated update method let both through.)
    const manager = sharedContext.transactionManager as SqlEntityManager
    const moved: { id: string }[] = await manager.execute(
      `update "order_state" set "state" = ?, "updated_at" = now()
        where "order_id" = ? and "state" = ? and "deleted_at" is null returning "id"`,
      [input.to, input.order_id, input.from]
    )
    if (moved.length !== 1) throw new MedusaError(MedusaError.Types.CONFLICT, ORDER_STATE_MESSAGES.changedMeanwhile)
    const line = await this.createOrderStateTransitions(
      {
        order_id: input.order_id,
        from: input.from,
        to: input.to,
        actor_type: input.actor_type,
        actor_id: input.actor_id ?? null,
        reason: input.reason ?? null,
      },
      sharedContext
    )
    return { order_state_id: moved[0].id, transition_id: line.id }
  }

  /** Undoes `recordTransition` (workflow compensation): back to `from`, history line removed. */
  @InjectTransactionManager()
  async revertTransition(
    input: { order_id: string; from: OrderState; to: OrderState; transition_id: string },
    @MedusaContext() sharedContext: Context = {}
  ): Promise<void> {
    await this.updateOrderStates(
      { selector: { order_id: input.order_id, state: input.to }, data: { state: input.from } },
      sharedContext
    )
    await this.deleteOrderStateTransitions([input.transition_id], sharedContext)
  }

  /** The state an order was in when it was BLOCKED: the `from` of its latest move into BLOCKED. */
  async heldState(orderId: string, sharedContext: Context = {}): Promise<OrderState | undefined> {
    const [latest] = await this.listOrderStateTransitions(
      { order_id: orderId, to: "BLOCKED" },
      { order: { created_at: "DESC" }, take: 1 },
      sharedContext
    )
    return latest?.from ?? undefined
  }
}

export default OrderStateModuleService
