import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendWelcomeMail } from "../mail"
import { describeError } from "./errors"

/**
 * The welcome e-mail of a new account, sent after the sign-up's answer: a slow or absent SMTP server neither
 * delays nor fails the sign-up; a failure is logged.
 */
export function sendWelcomeMailInBackground(
  scope: MedusaContainer,
  input: { email: string; firstName?: string | null; isPro: boolean; unsubscribeUrl?: string | null }
): void {
  setImmediate(() => {
    sendWelcomeMail(scope, input).catch((error: unknown) => {
      const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
      logger.error(`welcome e-mail to a new account failed: ${describeError(error)}`)
    })
  })
}
