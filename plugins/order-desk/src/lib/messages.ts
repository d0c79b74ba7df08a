/** The desk's own French texts beyond the shared ones (ADMIN_ORDER_MESSAGES in @shop/shared). */
export const ORDER_DESK_MESSAGES = {
  noTransferAwaited: "Aucun virement n'est attendu pour cette commande.",
  pendingOnlyFromBlocked: "Une commande ne repasse « En attente de votre virement » qu'à la sortie d'une vérification.",
  shipmentMissing: "Indiquez le transporteur et le numéro de suivi pour expédier la commande.",
} as const
