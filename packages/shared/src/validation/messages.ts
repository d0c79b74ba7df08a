/**
 * Every French text of the validation area (spec sections 5 and 8), in one place so a change is one edit.
 * Texts quoted by the spec are reproduced literally, typos included ("saisie", "Fonctionalitée", "à été",
 * "n'a était trouvé"); the others are ours, written where the spec only gives the idea (marked "ours").
 */
export const VALIDATION_MESSAGES = {
  /** Generic field rules (section 5, checkout). */
  required: 'Ce champ est obligatoire',
  lettersOnly: 'Ce champ ne peut contenir que des lettres',
  /** Ours: a value of the wrong type (a number where a text is expected...). */
  invalidValue: "Ce champ n'est pas valide",
  /** Ours: the spec names the rule (French phone, 0 or +33) but not its text. */
  phoneInvalid: 'Saisissez un numéro de téléphone français valide (commençant par 0 ou +33)',
  /** Ours: zip code, digits only, 4 to 10 (sections 5 and 9). */
  zipCodeInvalid: 'Le code postal doit contenir de 4 à 10 chiffres',
  /** Ours: city, letters, hyphens and dots (section 5). */
  cityInvalid: 'Ce champ ne peut contenir que des lettres, des tirets et des points',
  /** Ours: country code, ISO 3166-1 alpha-2. */
  countryCodeInvalid: "Ce code pays n'est pas valide",
  /** Ours: a delivery address in a country the shop does not deliver to. */
  deliveryCountryUnavailable: 'Nous ne livrons pas dans ce pays',
  /** Ours: the spec gives only the idea (section 5: "the user is asked to deliver to another address"). */
  billingCountryNotDelivered:
    'Nous ne livrons pas dans le pays de votre adresse de facturation : choisissez la livraison à une autre adresse',
  /** Section 4.2 and 8, literal. */
  relaiUnavailable: 'La livraison en point relai est momentanément indisponible.',
  /** Ours: a delivery type other than home, relai or custom. */
  deliveryTypeInvalid: "Ce mode de livraison n'est pas disponible",
  /** Ours: the request body as a whole is not what the call expects. */
  invalidRequest: 'Les informations envoyées ne sont pas valides',

  /** Login and sign-up (section 5), literal. */
  emailRequired: 'Vous devez saisir une adresse email',
  emailInvalid: 'Saisissez une adresse email valide',
  passwordRequired: 'Vous devez saisir un mot de passe',
  passwordWeak:
    'Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)',
  confirmationMismatch: 'Ce champ ne correspond pas au mot de passe saisie',
  cguRequired: "Vous devez accepter nos conditions d'utilisation pour continuer",
  /** Ours: pro sign-up, SIRET of 14 digits with a valid check (Luhn). */
  siretInvalid: "Ce numéro SIRET n'est pas valide (14 chiffres)",
  /** Section 8, literal. */
  loginFailed: "Echec de l'authentification",
  /** Ours: section 8 says only "account already exists for this e-mail". */
  accountExists: 'Un compte existe déjà pour cette adresse email',
  /** Section 8, literal title; the message under it is ours. */
  forgotPasswordSuccessTitle: 'Changement de mot de passe réussi!',
  forgotPasswordErrorTitle: 'Une erreur est survenue',
  forgotPasswordErrorMessage: 'Veuillez réessayer. Si le problème persiste, demandez un nouveau lien.',

  /** Promo input (section 8): wrong voucher literal; wrong quotation ours, after the idea given. */
  voucherInvalid: "Ce code n'est pas valide",
  quotationInvalid:
    'Ce devis est introuvable : vérifiez le format du numéro (22-ABCDEF) et connectez-vous au compte client auquel le devis est destiné',

  /** Cart (sections 4.3 and 8): stock text literal; quantity texts ours. */
  stockUnavailable: 'Nous ne sommes pas en mesure de fournir cette quantité actuellement',
  quantityInvalid: 'La quantité doit être un nombre entier positif',
  /** Ours: a product code that is not a valid EAN-13 (13 digits with the right check digit). */
  eanInvalid: "Ce code EAN n'est pas valide (13 chiffres)",

  /** Orders (sections 5 and 8), literal. */
  orderNumberInvalid: "Le numero de commande n'est pas valide",
  orderNotFound: "Aucune commande correspondant à ces critères n'a était trouvé",

  /** Contact form (sections 5 and 8), literal. */
  contactRequired: 'Ce champ est requis',
  contactEmailInvalid: 'Email non valide',
  quoteRequestNeedsLogin: 'Fonctionalitée reservée aux utiliseurs connectés...',
  quoteRequestEmptyCart: 'Votre panier est vide! ...',
  contactSuccess: 'Votre message à été envoyé. Vous allez recevoir un email de confirmation!...',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Ours: a text longer than the field allows (32 for the checkout's text fields, section 9). */
export function tooLongMessage(max: number): string {
  return `Ce champ ne peut pas dépasser ${max} caractères`;
}

/** Ours: a cart quantity above the shop's limit. */
export function quantityTooLargeMessage(max: number): string {
  return `La quantité ne peut pas dépasser ${max}`;
}

/** Literal texts of section 8 exported under the names the routes will use. */
export const ORDER_NOT_FOUND_MESSAGE = VALIDATION_MESSAGES.orderNotFound;
export const LOGIN_FAILED_MESSAGE = VALIDATION_MESSAGES.loginFailed;
export const VOUCHER_INVALID_MESSAGE = VALIDATION_MESSAGES.voucherInvalid;
export const RELAI_UNAVAILABLE_MESSAGE = VALIDATION_MESSAGES.relaiUnavailable;
export const CONTACT_SUCCESS_MESSAGE = VALIDATION_MESSAGES.contactSuccess;
