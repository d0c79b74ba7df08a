import type { OrderState } from "./order-state"

/**
 * Every French text of the order states, in one place: the labels a shopper reads in /me and the refusals the
 * workflows throw. Tests spell them out literally, so a change here is a change they see.
 */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  CHECK_OUT: "Paiement non abouti",
  PENDING: "En attente de votre virement",
  PAYED: "Payée",
  READY: "En préparation",
  SENT: "Expédiée",
  DELIVERED: "Livrée",
  CANCELLED: "Annulée",
  BLOCKED: "En cours de vérification",
}

export const ORDER_STATE_MESSAGES = {
  transitionNotAllowed: (from: OrderState, to: OrderState): string =>
    `Une commande « ${ORDER_STATE_LABELS[from]} » ne peut pas passer à l'état « ${ORDER_STATE_LABELS[to]} ».`,
  releaseToOtherState: (held: OrderState, to: OrderState): string =>
    `Cette commande était « ${ORDER_STATE_LABELS[held]} » avant sa vérification : elle ne peut en sortir que vers cet état ou « ${ORDER_STATE_LABELS.CANCELLED} », pas vers « ${ORDER_STATE_LABELS[to]} ».`,
  unknownState: (value: string): string => `L'état de commande « ${value} » n'existe pas.`,
  noStateYet: "Aucun état n'est enregistré pour cette commande.",
  changedMeanwhile: "L'état de cette commande vient d'être modifié : rechargez-la puis recommencez.",
} as const
