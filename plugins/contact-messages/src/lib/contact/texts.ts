/** Ours (the spec does not show them): answers of the contact and warranty routes besides the section-5/8 texts. */
export const THREAD_TEXTS = {
  threadNotFound: "Cette conversation est introuvable. Utilisez le lien reçu par e-mail.",
  tooManyMessages: "Trop de messages envoyés. Veuillez réessayer plus tard.",
  tooManyLookups: "Trop de recherches de conversations. Veuillez réessayer plus tard.",
  tooManyWarranties: "Trop d'enregistrements de garantie. Veuillez réessayer plus tard.",
} as const
