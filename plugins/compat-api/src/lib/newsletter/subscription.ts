import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { subscribeToNewsletterWorkflow, unsubscribeFromNewsletterWorkflow, type NewsletterSource } from "@shop/newsletter"
import { describeError } from "../account/errors"
import { compatApiOptions } from "../options"
import { unsubscribeUrl } from "./link"

/**
 * Subscribes a customer (plugin @shop/newsletter); the unsubscribe link when a new token was issued, else null.
 * `rotateToken`: the caller is about to e-mail the link, so it needs one even for an address already subscribed.
 */
export async function subscribeCustomer(
  scope: MedusaContainer,
  input: { email: string; customerId: string; source: NewsletterSource; rotateToken?: boolean }
): Promise<string | null> {
  const { result } = await subscribeToNewsletterWorkflow(scope).run({
    input: { email: input.email, customer_id: input.customerId, source: input.source, rotate_token: input.rotateToken ?? false },
  })
  return result.token ? unsubscribeUrl(compatApiOptions(scope).storefrontUrl, result.token) : null
}

/**
 * Sign-up with the box ticked: the consent is recorded (source `signup`, today's date). The account exists by
 * then; a failure here is logged and the sign-up still succeeds (the customer metadata keeps the choice too).
 */
export async function subscribeAtSignup(scope: MedusaContainer, input: { email: string; customerId: string }): Promise<string | null> {
  try {
    return await subscribeCustomer(scope, { ...input, source: "signup", rotateToken: true })
  } catch (error) {
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`newsletter subscription at sign-up failed: ${describeError(error)}`)
    return null
  }
}

export async function unsubscribeCustomer(scope: MedusaContainer, customerId: string): Promise<void> {
  await unsubscribeFromNewsletterWorkflow(scope).run({ input: { customer_id: customerId } })
}

/**
 * The /me box: subscribes (source `account`) or unsubscribes the customer. Ticking it while subscribed changes
 * nothing, so the token of the e-mailed link stays valid.
 */
export async function setNewsletterChoice(scope: MedusaContainer, customerId: string, email: string, subscribed: boolean): Promise<void> {
  if (subscribed) await subscribeCustomer(scope, { email, customerId, source: "account" })
  else await unsubscribeCustomer(scope, customerId)
}
