/** Every French text shown to people by the local server's pages, in one place. */
export const messages = {
  pageTitle: 'Paiement sécurisé',
  testNotice: 'Environnement de test : aucune carte réelle n’est débitée.',
  amountLabel: 'Montant à payer',
  itemsCaption: 'Détail de la commande',
  itemColumn: 'Article',
  quantityColumn: 'Quantité',
  priceColumn: 'Prix',
  choiceLegend: 'Choisissez l’issue du paiement',
  pay: 'Payer',
  refuse: 'Refuser',
  abandon: 'Abandonner',
  sessionClosed: 'Cette session de paiement n’est plus disponible.',
  sessionNotFound: 'Session de paiement introuvable.',
  authenticationTitle: 'Authentification de la carte',
  authenticationText: 'Votre banque demande de confirmer ce paiement.',
  authenticate: 'Confirmer',
  failAuthentication: 'Échouer',
  authenticationDone: 'Authentification terminée, vous pouvez revenir sur le site marchand.',
} as const;

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
