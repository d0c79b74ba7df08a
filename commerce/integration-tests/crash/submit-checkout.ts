import type { ExecArgs } from "@medusajs/framework/types"
import { customerSubmitCheckoutWorkflow } from "@shop/checkout/workflows"

/**
 * Run by checkout-crash.spec.ts with `medusa exec` in a child process: the engine's container, the checkout
 * workflow on the cart CRASH_CART_ID. The test kills this process (SIGKILL) while the workflow is inside Medusa's
 * cart completion. Test code only.
 */
export default async function submitCheckout({ container }: ExecArgs): Promise<void> {
  console.log("CRASH-CHILD READY")
  await customerSubmitCheckoutWorkflow(container).run({
    input: {
      cart_id: process.env.CRASH_CART_ID!,
      email: "crash@exemple.fr",
      billing_address: { first_name: "Claire", last_name: "Dupont", address_1: "3 rue des Lilas", postal_code: "69003", city: "Lyon", country_code: "fr" },
      shipping_address: { first_name: "Claire", last_name: "Dupont", address_1: "3 rue des Lilas", postal_code: "69003", city: "Lyon", country_code: "fr" },
      delivery_type: "home",
      customer_id: null,
      client_ip: "127.0.0.1",
      unpaid_order_caps: { perAccount: 3, perIp: 10 },
      lock_owner: "crash-child",
    },
  })
  console.log("CRASH-CHILD DONE")
}
