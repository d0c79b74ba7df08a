/** Shapes of the French seed content; bodies are in the markdown subset of ../blocks-text. */

export type ArticleCategorySeed = { slug: string; name: string; description: string };

export type ArticleSeed = {
  slug: string;
  title: string;
  author: string;
  categorySlug: string;
  excerpt: string;
  /** Key of a generated picture (see ../images/catalogue). */
  image: string;
  body: string;
};

export const FAQ_CATEGORIES = ['livraison', 'retours', 'garantie', 'paiement', 'commande', 'compte-pro'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export type FaqSeed = { question: string; answer: string; category: FaqCategory; order: number };

export type PageSeed = { slug: string; title: string; seoDescription: string; body: string };

export type QuickResponseSeed = { title: string; text: string };

export type GuideSeed = { tag: string; title: string; body: string; quickResponses: QuickResponseSeed[] };
