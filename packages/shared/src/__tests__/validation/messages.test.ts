import { VALIDATION_MESSAGES, quantityTooLargeMessage, tooLongMessage } from '../../validation/messages';
import * as validation from '../../validation';

describe('validation messages', () => {
  it.each([
    ['required', 'Ce champ est obligatoire'],
    ['lettersOnly', 'Ce champ ne peut contenir que des lettres'],
    ['relaiUnavailable', 'La livraison en point relai est momentanément indisponible.'],
    ['emailRequired', 'Vous devez saisir une adresse email'],
    ['emailInvalid', 'Saisissez une adresse email valide'],
    ['passwordRequired', 'Vous devez saisir un mot de passe'],
    [
      'passwordWeak',
      'Mot de passe trop faible (Règles : Au moins 8 caractères dont une lettre minuscule, une lettre majuscule un chiffre et un caractère spécial)',
    ],
    ['confirmationMismatch', 'Ce champ ne correspond pas au mot de passe saisie'],
    ['cguRequired', "Vous devez accepter nos conditions d'utilisation pour continuer"],
    ['loginFailed', "Echec de l'authentification"],
    ['forgotPasswordSuccessTitle', 'Changement de mot de passe réussi!'],
    ['forgotPasswordErrorTitle', 'Une erreur est survenue'],
    ['voucherInvalid', "Ce code n'est pas valide"],
    ['stockUnavailable', 'Nous ne sommes pas en mesure de fournir cette quantité actuellement'],
    ['orderNumberInvalid', "Le numero de commande n'est pas valide"],
    ['orderNotFound', "Aucune commande correspondant à ces critères n'a était trouvé"],
    ['contactRequired', 'Ce champ est requis'],
    ['contactEmailInvalid', 'Email non valide'],
    ['quoteRequestNeedsLogin', 'Fonctionalitée reservée aux utiliseurs connectés...'],
    ['quoteRequestEmptyCart', 'Votre panier est vide! ...'],
    ['contactSuccess', 'Votre message à été envoyé. Vous allez recevoir un email de confirmation!...'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text);
  });

  it('words the texts the spec only describes', () => {
    expect(VALIDATION_MESSAGES.quotationInvalid).toContain('22-ABCDEF');
    expect(VALIDATION_MESSAGES.quotationInvalid).toMatch(/connectez-vous/);
    expect(VALIDATION_MESSAGES.billingCountryNotDelivered).toMatch(/autre adresse/);
    expect(VALIDATION_MESSAGES.accountExists).toMatch(/existe déjà/);
    expect(tooLongMessage(32)).toBe('Ce champ ne peut pas dépasser 32 caractères');
    expect(quantityTooLargeMessage(999)).toBe('La quantité ne peut pas dépasser 999');
  });

  it('keeps every text distinct, so a message names one situation', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('exports the section-8 constants under their route names', () => {
    expect(validation.ORDER_NOT_FOUND).toBe("Aucune commande correspondant à ces critères n'a était trouvé");
    expect(validation.ORDER_NOT_FOUND_MESSAGE).toBe(validation.ORDER_NOT_FOUND);
    expect(validation.LOGIN_FAILED_MESSAGE).toBe("Echec de l'authentification");
    expect(validation.VOUCHER_INVALID_MESSAGE).toBe("Ce code n'est pas valide");
    expect(validation.RELAI_UNAVAILABLE_MESSAGE).toBe('La livraison en point relai est momentanément indisponible.');
    expect(validation.CONTACT_SUCCESS).toBe(
      'Votre message à été envoyé. Vous allez recevoir un email de confirmation!...',
    );
  });
});
