import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { LoginInput } from "@shop/shared"

/** Who an e-mail and password belong to: a customer, else a staff user (the admin form uses the same login). */
export type LoginAccount = { kind: "customer"; customerId: string } | { kind: "staff"; userId: string }

function actorId(metadata: Record<string, unknown> | null | undefined, key: "customer_id" | "user_id"): string | null {
  const id = metadata?.[key]
  return typeof id === "string" && id ? id : null
}

/**
 * One password check on Medusa's emailpass provider, then the identity's actor: its customer when it has one,
 * otherwise its staff user (`app_metadata.user_id`, set by `medusa user` and the seed). An identity with
 * neither logs nobody in.
 */
export async function authenticateAccount(scope: MedusaContainer, { email, password }: LoginInput): Promise<LoginAccount | null> {
  const result = await scope.resolve(Modules.AUTH).authenticate("emailpass", { body: { email, password } })
  if (!result.success) return null
  const metadata = result.authIdentity?.app_metadata
  const customerId = actorId(metadata, "customer_id")
  if (customerId) return { kind: "customer", customerId }
  const userId = actorId(metadata, "user_id")
  return userId ? { kind: "staff", userId } : null
}
