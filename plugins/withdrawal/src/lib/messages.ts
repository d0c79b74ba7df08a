/** Every French text of the withdrawal function's answers (the form's own texts are in @shop/shared). */
export const WITHDRAWAL_REFUSALS = {
  pro: "Cette commande a été passée par un client professionnel : le droit de rétractation est réservé aux consommateurs (article L221-3 du Code de la consommation).",
  alreadyRequested: "Une rétractation a déjà été enregistrée pour cette commande : vous l’avez reçue par e-mail.",
  notPaid: "Cette commande n’est pas payée : il n’y a pas de contrat dont se rétracter, vous pouvez simplement ne pas la régler.",
  cancelled: "Cette commande est annulée : aucune rétractation n’est nécessaire.",
  unknownLine: "Un des articles choisis ne fait pas partie de cette commande.",
  expired: (deliveredOn: string, lastDay: string) =>
    `Le délai de rétractation de 14 jours est écoulé : la commande a été livrée le ${deliveredOn}, la rétractation était possible jusqu’au ${lastDay} inclus.`,
  tooMany: (title: string, ordered: number) => `Vous ne pouvez pas renvoyer plus de ${ordered} « ${title} ».`,
  noRequest: "Aucune rétractation n’a été enregistrée pour cette commande.",
  alreadyReturned: "Le retour de cette commande est déjà enregistré.",
} as const

export const TOO_MANY_WITHDRAWAL_TRIES = "Trop de tentatives. Réessayez dans quelques minutes."
