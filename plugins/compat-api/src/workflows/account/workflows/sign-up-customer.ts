import { createWorkflow, transform, when, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { createCustomerAccountWorkflow, linkCustomersToCustomerGroupStep } from "@medusajs/medusa/core-flows"
import { subscribeToNewsletterWorkflow } from "@shop/newsletter"
import type { SignupRequest } from "@shop/shared"
import { findProGroupStep } from "../steps/find-pro-group"
import { registerLoginIdentityStep } from "../steps/register-login-identity"

export type SignUpCustomerInput = Pick<SignupRequest, "email" | "password" | "isPro" | "company" | "siret" | "newsletter">

/**
 * A new customer account in one piece: the login identity, the customer tied to it (company, SIRET and the
 * newsletter choice in its metadata), for a pro the `pro` group, and with the box ticked the newsletter consent
 * (source `signup`, dated; a new unsubscribe token for the welcome e-mail). A failing step undoes the earlier ones,
 * so a sign-up either makes the whole account or leaves nothing (the e-mail stays free).
 */
export const signUpCustomerWorkflow = createWorkflow("shop-sign-up-customer", (input: WorkflowData<SignUpCustomerInput>) => {
  // Found first: a shop without its pro group refuses a pro sign-up before writing anything.
  const proGroupId = when({ input }, ({ input }) => input.isPro).then(() => findProGroupStep())
  const authIdentityId = registerLoginIdentityStep(
    transform({ input }, ({ input }) => ({ email: input.email, password: input.password }))
  )
  const customerData = transform({ input }, ({ input }) => ({
    email: input.email,
    company_name: input.company ?? null,
    metadata: {
      newsletter: input.newsletter,
      isPro: input.isPro,
      ...(input.company ? { company: input.company } : {}),
      ...(input.siret ? { siret: input.siret } : {}),
    },
  }))
  const customer = createCustomerAccountWorkflow.runAsStep({ input: { authIdentityId, customerData } })
  when({ proGroupId }, ({ proGroupId }) => Boolean(proGroupId)).then(() => {
    linkCustomersToCustomerGroupStep(transform({ proGroupId, customer }, ({ proGroupId, customer }) => ({ id: proGroupId!, add: [customer.id] })))
  })
  const subscription = when({ input }, ({ input }) => input.newsletter).then(() =>
    subscribeToNewsletterWorkflow.runAsStep({
      input: transform({ input, customer }, ({ input, customer }) => ({
        email: input.email,
        customer_id: customer.id,
        source: "signup" as const,
        rotate_token: true,
      })),
    })
  )
  return new WorkflowResponse(
    transform({ customer, subscription }, ({ customer, subscription }) => ({
      customerId: customer.id,
      /** the unsubscribe token for the welcome e-mail's link, when the box was ticked */
      unsubscribeToken: subscription?.token ?? null,
    }))
  )
})
