import { formatZodError } from '../../validation/errors';
import { FAQ_TEXTS, faqUpdateSchema } from '../../validation/faq';
import { LANDING_TEXTS, landingBlockSchema, landingUpdateSchema } from '../../validation/landing';

const ID = 'abcdefghijklmnopqrstuvwx';
const question = (over: Record<string, unknown> = {}) => ({ id: ID, question: 'Quels sont les délais ?', answer: 'Cinq jours ouvrés.', published: true, ...over });
const faq = (questions: unknown[], category = 'livraison') => ({ content: { categories: [{ category, questions }] } });
const fieldErrors = (result: { success: boolean; error?: unknown }) => formatZodError(result.error as never).fields;

describe('the F.A.Q. edited from /admin/faq', () => {
  it('accepts questions grouped by category, trimmed, new ones without an id', () => {
    const parsed = faqUpdateSchema.parse(faq([question({ question: '  Quels sont les délais ?  ' }), question({ id: undefined, published: false })]));
    expect(parsed.content.categories[0].questions.map((q) => [q.id ?? null, q.question, q.published])).toEqual([
      [ID, 'Quels sont les délais ?', true],
      [null, 'Quels sont les délais ?', false],
    ]);
  });

  it('requires a question of at most 250 characters and an answer, in French, under the field', () => {
    const result = faqUpdateSchema.safeParse(faq([question({ question: ' ', answer: '' }), question({ id: null, question: 'x'.repeat(251) })]));
    expect(fieldErrors(result)).toEqual({
      'content.categories.0.questions.0.question': FAQ_TEXTS.question,
      'content.categories.0.questions.0.answer': FAQ_TEXTS.answer,
      'content.categories.0.questions.1.question': FAQ_TEXTS.question,
    });
    expect(FAQ_TEXTS.question).toBe('La question est obligatoire (250 caractères au plus).');
    expect(faqUpdateSchema.safeParse(faq([question({ question: 'x'.repeat(250) })])).success).toBe(true);
  });

  it('refuses an unknown category, a category twice and a question twice', () => {
    expect(fieldErrors(faqUpdateSchema.safeParse(faq([question()], 'meteo')))).toEqual({ 'content.categories.0.category': FAQ_TEXTS.category });
    const twice = { content: { categories: [{ category: 'retours', questions: [question()] }, { category: 'retours', questions: [question()] }] } };
    expect(fieldErrors(faqUpdateSchema.safeParse(twice))).toEqual({
      'content.categories.1.category': FAQ_TEXTS.categoryTwice,
      'content.categories.1.questions.0.id': FAQ_TEXTS.questionTwice,
    });
  });

  it('refuses unknown keys and malformed ids', () => {
    expect(faqUpdateSchema.safeParse({ ...faq([question()]), extra: 1 }).success).toBe(false);
    expect(fieldErrors(faqUpdateSchema.safeParse(faq([question({ id: '../x' })])))).toEqual({ 'content.categories.0.questions.0.id': FAQ_TEXTS.questionId });
  });
});

const hero = (over: Record<string, unknown> = {}) => ({
  __component: 'blocks.hero',
  title: 'La chaleur douce',
  text: '',
  primaryButtonTitle: 'Découvrir',
  primaryButtonLink: '/categories/radiateurs',
  image: { small: 3, medium: 4, large: null, alt: 'Un salon' },
  ...over,
});
const landing = (sections: unknown[]) => ({ content: { title: 'Accueil', seoDescription: '', sections }, publish: true });

describe('the homepage blocks edited from /admin/landing', () => {
  it('keeps each block type with its fields; blanks become null and missing lists empty', () => {
    const parsed = landingUpdateSchema.parse(landing([hero(), { __component: 'blocks.video-grid', title: 'Nos vidéos', items: [{ videoId: 'dQw4w9WgXcQ' }] }]));
    expect(parsed.content.seoDescription).toBeNull();
    expect(parsed.content.sections[0]).toEqual({
      __component: 'blocks.hero',
      title: 'La chaleur douce',
      text: null,
      primaryButtonTitle: 'Découvrir',
      primaryButtonLink: '/categories/radiateurs',
      secondaryButtonTitle: null,
      secondaryButtonLink: null,
      image: { small: 3, medium: 4, large: null, alt: 'Un salon' },
    });
    expect(parsed.content.sections[1]).toEqual({ __component: 'blocks.video-grid', title: 'Nos vidéos', text: null, items: [{ videoId: 'dQw4w9WgXcQ', title: null, text: null }] });
  });

  it('requires the page title and names an unknown block type', () => {
    const result = landingUpdateSchema.safeParse({ content: { title: '', sections: [{ __component: 'blocks.carousel' }] } });
    expect(fieldErrors(result)).toEqual({ 'content.title': LANDING_TEXTS.pageTitle, 'content.sections.0.__component': LANDING_TEXTS.blockType });
  });

  it.each(['javascript:alert(1)', '//evil.example', 'http://exemple.fr', 'data:text/html,x'])('refuses the button link %s', (link) => {
    expect(fieldErrors(landingBlockSchema.safeParse(hero({ primaryButtonLink: link })))).toEqual({ primaryButtonLink: LANDING_TEXTS.link });
  });

  it('wants both halves of a button', () => {
    expect(fieldErrors(landingBlockSchema.safeParse(hero({ primaryButtonLink: '' })))).toEqual({ primaryButtonLink: LANDING_TEXTS.buttonPair });
    expect(fieldErrors(landingBlockSchema.safeParse(hero({ secondaryButtonLink: 'https://exemple.fr' })))).toEqual({ secondaryButtonTitle: LANDING_TEXTS.buttonPair });
  });

  it('checks the items of each block type', () => {
    const bestSellers = { __component: 'blocks.best-sellers', items: [{ title: '', price: -1, ean: '123', image: 0 }] };
    expect(fieldErrors(landingBlockSchema.safeParse(bestSellers))).toEqual({
      'items.0.title': LANDING_TEXTS.productTitle,
      'items.0.price': LANDING_TEXTS.price,
      'items.0.ean': LANDING_TEXTS.ean,
      'items.0.image': LANDING_TEXTS.mediaId,
    });
    expect(fieldErrors(landingBlockSchema.safeParse({ __component: 'blocks.category', items: [{ title: 'Radiateurs', to: '' }] }))).toEqual({ 'items.0.to': LANDING_TEXTS.itemLink });
    const table = { __component: 'blocks.compare-table', features: [{ label: '' }], items: [{ name: 'Inertie', values: [{ symbol: 'x'.repeat(21) }] }] };
    expect(fieldErrors(landingBlockSchema.safeParse(table))).toEqual({ 'features.0.label': LANDING_TEXTS.featureLabel, 'items.0.values.0.symbol': LANDING_TEXTS.valueSymbol });
    expect(fieldErrors(landingBlockSchema.safeParse({ __component: 'blocks.video-grid', items: [{ videoId: 'a b' }] }))).toEqual({ 'items.0.videoId': LANDING_TEXTS.videoId });
    expect(fieldErrors(landingBlockSchema.safeParse({ __component: 'blocks.feature', items: Array.from({ length: 25 }, () => ({ title: 'x' })) }))).toEqual({ items: LANDING_TEXTS.tooManyItems });
  });

  it('refuses fields a block type does not have', () => {
    expect(landingBlockSchema.safeParse({ __component: 'blocks.video-grid', primaryButtonTitle: 'x' }).success).toBe(false);
  });
});
