import { PROMO_TEXTS } from "@shop/shared"

/** French answers of the promo desk (the field messages are the shared schema's, `PROMO_TEXTS`). */
export const PROMO_MESSAGES = {
  ...PROMO_TEXTS,
  noProGroup: "Le groupe de clients « pro » est introuvable : la boutique n'est pas initialisée.",
} as const
