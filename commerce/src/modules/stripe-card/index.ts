import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import StripeCardProviderService from "./service"

// Registered under id "stripe": Medusa names it pp_stripe_stripe and receives its webhooks on
// /hooks/payment/stripe_stripe.
export default ModuleProvider(Modules.PAYMENT, { services: [StripeCardProviderService] })
