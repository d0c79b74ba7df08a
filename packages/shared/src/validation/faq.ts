/**
 * Ours: the help page's F.A.Q. as the back-office edits it through `GET/PUT /api/guide/faq` (grant `faq`, spec 6).
 * The content is the whole list of questions grouped by category (the CMS's `faq-item` enumeration), in the order
 * readers see them; each question says whether it is published on /help. plugins/editorial writes it to Strapi.
 */
import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from './editorial';

export const FAQ_CATEGORIES = ['livraison', 'retours', 'garantie', 'paiement', 'commande', 'compte-pro'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Topic titles on /help and in the back-office. */
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  livraison: 'Livraison',
  retours: 'Retours',
  garantie: 'Garantie',
  paiement: 'Paiement',
  commande: 'Commande',
  'compte-pro': 'Compte professionnel',
};

export const FAQ_QUESTION_MAX = 250;
export const FAQ_ANSWER_MAX = 5000;
/** A generous bound: the help page is one static page. */
export const FAQ_MAX_QUESTIONS = 200;

export const FAQ_TEXTS = {
  invalidRequest: 'La demande est invalide.',
  question: `La question est obligatoire (${FAQ_QUESTION_MAX} caractères au plus).`,
  answer: 'La réponse est obligatoire (5 000 caractères au plus).',
  category: 'Catégorie inconnue : choisissez Livraison, Retours, Garantie, Paiement, Commande ou Compte professionnel.',
  categoryTwice: 'Chaque catégorie ne peut figurer qu’une fois.',
  published: 'La case « publiée » doit valoir vrai ou faux.',
  questionId: "L'identifiant de la question n'est pas valide.",
  questionTwice: 'Une question figure deux fois dans la liste.',
  tooMany: `La FAQ compte au plus ${FAQ_MAX_QUESTIONS} questions.`,
  unknownQuestion: 'Une des questions n’existe plus (supprimée entre-temps ?) : rechargez la page.',
} as const;

export function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === 'string' && (FAQ_CATEGORIES as readonly string[]).includes(value);
}

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const faqQuestionSchema = z.strictObject(
  {
    /** Strapi's documentId; absent for a question added in this edit. */
    id: z.string({ error: FAQ_TEXTS.questionId }).regex(DOCUMENT_ID_PATTERN, { error: FAQ_TEXTS.questionId }).nullish(),
    question: requiredText(FAQ_QUESTION_MAX, FAQ_TEXTS.question),
    answer: requiredText(FAQ_ANSWER_MAX, FAQ_TEXTS.answer),
    published: z.boolean({ error: FAQ_TEXTS.published }),
  },
  { error: FAQ_TEXTS.invalidRequest },
);
export type FaqQuestionInput = z.infer<typeof faqQuestionSchema>;

const faqGroupSchema = z.strictObject(
  {
    category: z.enum(FAQ_CATEGORIES, { error: FAQ_TEXTS.category }),
    questions: z.array(faqQuestionSchema, { error: FAQ_TEXTS.invalidRequest }),
  },
  { error: FAQ_TEXTS.invalidRequest },
);

/**
 * `PUT /api/guide/faq {content: {categories: [{category, questions: [{id?, question, answer, published}]}]}}`: the
 * whole list replaces the CMS's. Questions keep the order given (categories first, then questions); a question
 * left out is deleted; `published` puts it on /help or takes it off.
 */
export const faqUpdateSchema = z.strictObject(
  {
    content: z.strictObject(
      {
        categories: z
          .array(faqGroupSchema, { error: FAQ_TEXTS.invalidRequest })
          .superRefine((groups, ctx) => {
            const seenCategories = new Set<string>();
            const seenIds = new Set<string>();
            let count = 0;
            groups.forEach((group, g) => {
              if (seenCategories.has(group.category)) ctx.addIssue({ code: 'custom', message: FAQ_TEXTS.categoryTwice, path: [g, 'category'] });
              seenCategories.add(group.category);
              group.questions.forEach((question, q) => {
                count += 1;
                if (!question.id) return;
                if (seenIds.has(question.id)) ctx.addIssue({ code: 'custom', message: FAQ_TEXTS.questionTwice, path: [g, 'questions', q, 'id'] });
                seenIds.add(question.id);
              });
            });
            if (count > FAQ_MAX_QUESTIONS) ctx.addIssue({ code: 'custom', message: FAQ_TEXTS.tooMany });
          }),
      },
      { error: FAQ_TEXTS.invalidRequest },
    ),
  },
  { error: FAQ_TEXTS.invalidRequest },
);
export type FaqUpdateInput = z.infer<typeof faqUpdateSchema>;
