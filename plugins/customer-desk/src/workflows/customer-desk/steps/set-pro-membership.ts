import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Membership = { customer_id: string; group_id: string; member: boolean }

/**
 * The customer in or out of the `pro` group (its price list and free delivery follow). Writes only when it
 * changes; compensation puts the membership back as it was.
 */
export const setProMembershipStep = createStep(
  "customer-desk-set-pro-membership",
  async (input: Membership, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const pair = { customer_id: input.customer_id, customer_group_id: input.group_id }
    const [current] = await customers.listCustomerGroupCustomers(pair, { take: 1 })
    const wasMember = Boolean(current)
    if (wasMember === input.member) return new StepResponse(wasMember, null)
    if (input.member) await customers.addCustomerToGroup(pair)
    else await customers.removeCustomerFromGroup(pair)
    return new StepResponse(input.member, { ...input, member: wasMember })
  },
  async (previous, { container }) => {
    if (!previous) return
    const customers = container.resolve(Modules.CUSTOMER)
    const pair = { customer_id: previous.customer_id, customer_group_id: previous.group_id }
    if (previous.member) await customers.addCustomerToGroup(pair)
    else await customers.removeCustomerFromGroup(pair)
  }
)
