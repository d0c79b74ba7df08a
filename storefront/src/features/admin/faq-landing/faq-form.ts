import { FAQ_CATEGORIES, faqUpdateSchema, type ApiFaq, type FaqCategory, type FaqUpdateInput } from '@shop/shared';

/**
 * The F.A.Q. form holds one flat list (react-hook-form's field array: moving a question to another category is
 * changing its select), shown grouped by category; the API wants it grouped. These helpers convert both ways and
 * bring a refusal's path (`content.categories.1.questions.0.answer`) back to the form's (`questions.3.answer`).
 */
export type FaqFormQuestion = { id: string | null; question: string; answer: string; category: FaqCategory; published: boolean };
export type FaqFormValues = { questions: FaqFormQuestion[] };

export function faqFormValues(faq: ApiFaq): FaqFormValues {
  return {
    questions: faq.content.categories.flatMap((group) =>
      group.questions.map((q) => ({ id: q.id, question: q.question, answer: q.answer, category: group.category, published: q.published })),
    ),
  };
}

/** The body of `PUT /api/guide/faq` and, for each (category, position), the form's index. */
export function faqBody(values: FaqFormValues): { body: { content: { categories: unknown[] } }; formIndex: number[][] } {
  const formIndex: number[][] = [];
  const categories = FAQ_CATEGORIES.map((category, g) => {
    formIndex[g] = [];
    const questions = values.questions.flatMap((q, index) => {
      if (q.category !== category) return [];
      formIndex[g].push(index);
      return [{ ...(q.id ? { id: q.id } : {}), question: q.question, answer: q.answer, published: q.published }];
    });
    return { category, questions };
  });
  return { body: { content: { categories } }, formIndex };
}

/** `content.categories.G.questions.Q.field` → `questions.N.field`; other paths stay with the whole form (null). */
export function formPathOf(apiPath: string, formIndex: number[][]): string | null {
  const match = /^content\.categories\.(\d+)\.questions\.(\d+)\.(question|answer|published|id)$/.exec(apiPath);
  if (!match) return null;
  const index = formIndex[Number(match[1])]?.[Number(match[2])];
  if (index === undefined) return null;
  return `questions.${index}.${match[3] === 'id' ? 'question' : match[3]}`;
}

/** The shared schema's verdict on the form, as the form's field errors (and the first general message). */
export function checkFaq(values: FaqFormValues):
  | { ok: true; body: FaqUpdateInput }
  | { ok: false; fields: Record<string, string>; message: string | null } {
  const { body, formIndex } = faqBody(values);
  const parsed = faqUpdateSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, ...placeErrors(parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]), formIndex) };
}

export function placeErrors(entries: [path: string, message: string][], formIndex: number[][]) {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const [path, text] of entries) {
    const field = formPathOf(path, formIndex);
    if (field) fields[field] ??= text;
    else message ??= text;
  }
  return { fields, message };
}

/** The index of the question above `index` in the same category (where "Monter" moves it), or -1. */
export function neighbourIndex(questions: FaqFormQuestion[], index: number, direction: -1 | 1): number {
  const category = questions[index]?.category;
  for (let i = index + direction; i >= 0 && i < questions.length; i += direction) if (questions[i].category === category) return i;
  return -1;
}
