import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { createCustomerAddressesWorkflow, updateCustomerAddressesWorkflow } from "@medusajs/medusa/core-flows"
import { subscribeToNewsletterWorkflow, unsubscribeFromNewsletterWorkflow } from "@shop/newsletter"
import type { PersonalDataChanges } from "../../../lib/account/profile"
import { updateCustomerDetailsStep } from "../steps/update-customer-details"

/**
 * `PUT /api/me` in one piece: the customer's names, phone, company and metadata, its default address (updated, or
 * created as default billing and shipping) and the newsletter box. A failing step puts the earlier ones back, so
 * the account never keeps half a form.
 */
export const updatePersonalDataWorkflow = createWorkflow(
  "shop-update-personal-data",
  (input: WorkflowData<PersonalDataChanges>) => {
    updateCustomerDetailsStep(input)
    when({ input }, ({ input }) => Boolean(input.address && input.mainAddressId)).then(() => {
      updateCustomerAddressesWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({
          selector: { id: input.mainAddressId!, customer_id: input.customerId },
          update: { ...input.address!, is_default_billing: true },
        })),
      })
    })
    when({ input }, ({ input }) => Boolean(input.address && !input.mainAddressId)).then(() => {
      createCustomerAddressesWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({
          addresses: [{ ...input.address!, customer_id: input.customerId, is_default_billing: true, is_default_shipping: true }],
        })),
      })
    })
    when({ input }, ({ input }) => input.newsletter === true).then(() => {
      subscribeToNewsletterWorkflow.runAsStep({
        input: transform({ input }, ({ input }) => ({
          email: input.email,
          customer_id: input.customerId,
          source: "account" as const,
          rotate_token: false,
        })),
      })
    })
    when({ input }, ({ input }) => input.newsletter === false).then(() => {
      unsubscribeFromNewsletterWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ customer_id: input.customerId })) })
    })
    return new WorkflowResponse(undefined)
  }
)
