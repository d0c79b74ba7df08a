/** Texts of the picture upload shared by the editorial screens (article, rich text, homepage). */
export const mediaMessages = {
  file: "Fichier de l'image (JPEG, PNG, WebP ou AVIF, 5 Mo au plus)",
  alt: "Texte alternatif (ce que montre l'image, pour qui ne la voit pas)",
  send: "Envoyer l'image",
  sending: 'Envoi…',
  cancel: 'Annuler',
  noFile: 'Choisissez une image.',
  altRequired: "Décrivez l'image en quelques mots (texte alternatif, 200 caractères au plus).",
  uploaded: (name: string) => `Image envoyée : ${name}.`,
} as const;
