/** The feeds' and statistics' French texts (one place, so a change is one edit). */
export const FEED_TEXTS = {
  shopTitle: "Maison Chaleur",
  shopDescription: "Chauffage électrique et eau chaude : radiateurs, chauffe-eau, sèche-serviettes.",
  feedFailed: "Le flux Google Shopping n'a pas pu être produit.",
  cmsUnavailable: "Le blog est momentanément indisponible.",
} as const
