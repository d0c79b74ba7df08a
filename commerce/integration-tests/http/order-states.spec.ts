import { integrationTestRunner } from "../runner"
import type { IOrderModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_STATE_MODULE, transitionOrderStateWorkflow, type TransitionOrderStateInput } from "@shop/order-states"

jest.setTimeout(180 * 1000)

type Transition = { order_id: string; from: string | null; to: string; actor_type: string; actor_id: string | null; reason: string | null; created_at: Date }
type OrderStates = {
  listOrderStateTransitions(filters: { order_id: string }, config?: object): Promise<Transition[]>
}
type Run = { result?: any; errors: { error: { type?: string; message: string } }[] }

// A caller whose next step fails after the state was written: the transition must be rolled back.
const failingStep = createStep("test-fail-after-transition", async () => {
  throw new Error("étape suivante en échec")
})
createWorkflow("test-transition-then-fail", (input: TransitionOrderStateInput) => {
  transitionOrderStateWorkflow.runAsStep({ input })
  failingStep()
  return new WorkflowResponse(undefined)
})

// The plugin's workflows are run by name through the workflow engine, as the app registered them.
integrationTestRunner({
  inApp: true,
  testSuite: ({ getContainer }) => {
    const run = (workflow: string, input: object): Promise<Run> =>
      getContainer().resolve(Modules.WORKFLOW_ENGINE).run(workflow, { input, throwOnError: false }) as Promise<Run>
    const history = (orderId: string) =>
      getContainer()
        .resolve<OrderStates>(ORDER_STATE_MODULE)
        .listOrderStateTransitions({ order_id: orderId }, { order: { created_at: "ASC" } })
    const stateOf = async (orderId: string): Promise<string | undefined> => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["id", "order_state.state"], filters: { id: orderId } })
      return (data[0] as { order_state?: { state: string } }).order_state?.state
    }
    const newOrder = async (email: string): Promise<string> => {
      const orders = getContainer().resolve<IOrderModuleService>(Modules.ORDER)
      const order = await orders.createOrders({
        currency_code: "eur",
        email,
        items: [{ title: "Radiateur à inertie 1500 W", quantity: 1, unit_price: 499 }],
      })
      return order.id
    }

    // The runner empties the database after each test: every test makes its own orders.
    const startedOrder = async (email: string): Promise<string> => {
      const id = await newOrder(email)
      expect((await run("initialize-order-state", { order_id: id })).errors).toEqual([])
      return id
    }

    it("starts a new order in CHECK_OUT with a first history line, once", async () => {
      const orderId = await newOrder("nouvelle@maison-chaleur.test")
      expect(await stateOf(orderId)).toBeUndefined()
      const first = await run("initialize-order-state", { order_id: orderId })
      expect(first.errors).toEqual([])
      expect(first.result).toMatchObject({ state: "CHECK_OUT", created: true })
      const again = await run("initialize-order-state", { order_id: orderId })
      expect(again.result).toMatchObject({ state: "CHECK_OUT", created: false })
      expect(await stateOf(orderId)).toBe("CHECK_OUT")
      expect(await history(orderId)).toMatchObject([{ from: null, to: "CHECK_OUT", actor_type: "system" }])
    })

    it("follows CHECK_OUT → PAYED → READY → SENT → DELIVERED, records who and when, then stays DELIVERED", async () => {
      const orderId = await startedOrder("chaine@maison-chaleur.test")
      const before = Date.now()
      const steps = [
        { to: "PAYED", actor_type: "payment", actor_id: "pi_test_accepted", reason: "Paiement par carte accepté" },
        { to: "READY", actor_type: "staff", actor_id: "user_preparateur" },
        { to: "SENT", actor_type: "staff", actor_id: "user_preparateur", reason: "Colis remis au transporteur" },
        { to: "DELIVERED", actor_type: "system" },
      ]
      for (const step of steps) {
        const { errors, result } = await run("transition-order-state", { order_id: orderId, ...step })
        expect(errors).toEqual([])
        expect(result.to).toBe(step.to)
        expect(await stateOf(orderId)).toBe(step.to)
      }
      const lines = await history(orderId)
      expect(lines.map((l) => [l.from, l.to, l.actor_type, l.actor_id, l.reason])).toEqual([
        [null, "CHECK_OUT", "system", null, null],
        ["CHECK_OUT", "PAYED", "payment", "pi_test_accepted", "Paiement par carte accepté"],
        ["PAYED", "READY", "staff", "user_preparateur", null],
        ["READY", "SENT", "staff", "user_preparateur", "Colis remis au transporteur"],
        ["SENT", "DELIVERED", "system", null, null],
      ])
      for (const line of lines.slice(1)) {
        expect(new Date(line.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
      }

      const afterDelivery = await run("transition-order-state", { order_id: orderId, to: "CANCELLED", actor_type: "customer" })
      expect(afterDelivery.errors[0].error.message).toBe("Une commande « Livrée » ne peut pas passer à l'état « Annulée ».")
      expect(await stateOf(orderId)).toBe("DELIVERED")
      expect(await history(orderId)).toHaveLength(5)
    })

    it("refuses an illegal jump in French and writes nothing", async () => {
      const other = await startedOrder("saut@maison-chaleur.test")
      const jump = await run("transition-order-state", { order_id: other, to: "SENT", actor_type: "staff" })
      expect(jump.result).toBeUndefined()
      expect(jump.errors[0].error.type).toBe(MedusaError.Types.NOT_ALLOWED)
      expect(jump.errors[0].error.message).toBe(
        "Une commande « Paiement non abouti » ne peut pas passer à l'état « Expédiée »."
      )
      expect(await stateOf(other)).toBe("CHECK_OUT")
      expect(await history(other)).toHaveLength(1)
    })

    it("lets only one of two concurrent changes from the same state through", async () => {
      const raced = await startedOrder("course@maison-chaleur.test")
      // Whatever the interleaving, one wins: run one after the other, PAYED → PENDING is not in the table either.
      const runs = await Promise.all([
        run("transition-order-state", { order_id: raced, to: "PAYED", actor_type: "payment" }),
        run("transition-order-state", { order_id: raced, to: "PENDING", actor_type: "customer" }),
      ])
      expect(runs.filter((r) => r.errors.length === 0)).toHaveLength(1)
      const loser = runs.find((r) => r.errors.length > 0)!.errors[0].error
      expect([MedusaError.Types.CONFLICT, MedusaError.Types.NOT_ALLOWED]).toContain(loser.type)
      const lines = await history(raced)
      expect(lines).toHaveLength(2)
      expect(await stateOf(raced)).toBe(lines[1].to)
    })

    it("compensates: a failure after the transition puts the state back and removes the history line", async () => {
      const orderId = await startedOrder("retour@maison-chaleur.test")
      const { errors } = await run("test-transition-then-fail", { order_id: orderId, to: "PAYED", actor_type: "payment" })
      expect(errors[0].error.message).toBe("étape suivante en échec")
      expect(await stateOf(orderId)).toBe("CHECK_OUT")
      expect(await history(orderId)).toMatchObject([{ from: null, to: "CHECK_OUT" }])
    })

    it("answers NOT_FOUND for an order that never entered the machine", async () => {
      const { errors } = await run("transition-order-state", { order_id: "order_inconnue", to: "PAYED", actor_type: "payment" })
      expect(errors[0].error.type).toBe(MedusaError.Types.NOT_FOUND)
      expect(errors[0].error.message).toBe("Aucun état n'est enregistré pour cette commande.")
    })
  },
})
