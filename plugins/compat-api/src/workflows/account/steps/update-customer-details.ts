import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PersonalDataChanges } from "../../../lib/account/profile"

const FIELDS = ["first_name", "last_name", "phone", "company_name", "metadata"] as const

/**
 * The customer's names, phone, company and metadata. Compensation puts every one of them back as it was: Medusa's
 * own update step restores neither `company_name` nor the metadata keys that the update left out.
 */
export const updateCustomerDetailsStep = createStep(
  "shop-update-customer-details",
  async (input: Pick<PersonalDataChanges, "customerId" | "customer">, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER)
    const before = await customers.retrieveCustomer(input.customerId, { select: ["id", ...FIELDS] })
    await customers.updateCustomers(input.customerId, input.customer)
    return new StepResponse(undefined, before)
  },
  async (before, { container }) => {
    if (!before) return
    const { id, first_name, last_name, phone, company_name, metadata } = before
    await container.resolve(Modules.CUSTOMER).updateCustomers(id, { first_name, last_name, phone, company_name, metadata })
  }
)
