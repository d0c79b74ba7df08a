/**
 * Ours: the homepage blocks (spec 2.1: hero, banner, feature, best-sellers, category, compare table, video grid) as
 * the back-office edits them through `GET/PUT /api/guide/landing` (grant `home`, spec 6). One schema per block type,
 * the fields of the CMS's components (cms/src/components/blocks, elements); pictures are references to files already
 * in the CMS's media library (their numeric ids), never uploaded here.
 */
import { z } from 'zod';
import { isSafeLinkUrl } from './rich-text';

export const LANDING_BLOCK_TYPES = [
  'blocks.hero',
  'blocks.banner',
  'blocks.feature',
  'blocks.best-sellers',
  'blocks.category',
  'blocks.compare-table',
  'blocks.video-grid',
] as const;
export type LandingBlockType = (typeof LANDING_BLOCK_TYPES)[number];

export const LANDING_BLOCK_LABELS: Record<LandingBlockType, string> = {
  'blocks.hero': 'Bandeau principal (hero)',
  'blocks.banner': 'Bannière',
  'blocks.feature': 'Mise en avant',
  'blocks.best-sellers': 'Meilleures ventes',
  'blocks.category': 'Gammes',
  'blocks.compare-table': 'Tableau comparatif',
  'blocks.video-grid': 'Vidéos',
};

export const LANDING_MAX_SECTIONS = 30;
export const LANDING_MAX_ITEMS = 24;

export const LANDING_TEXTS = {
  invalidRequest: 'La demande est invalide.',
  pageTitle: "Le titre de la page d'accueil est obligatoire (200 caractères au plus).",
  seoDescription: 'La description pour les moteurs de recherche doit faire au plus 300 caractères.',
  blockType: 'Type de bloc inconnu.',
  tooManySections: `La page d'accueil compte au plus ${LANDING_MAX_SECTIONS} blocs.`,
  tooManyItems: `Un bloc compte au plus ${LANDING_MAX_ITEMS} éléments.`,
  title: 'Le titre doit faire au plus 200 caractères.',
  text: 'Le texte doit faire au plus 2 000 caractères.',
  buttonTitle: 'Le texte du bouton doit faire au plus 80 caractères.',
  link: 'Le lien doit commencer par / (une page de la boutique) ou https:// (500 caractères au plus).',
  buttonPair: "Un bouton a besoin d'un texte et d'un lien.",
  mediaId: "L'image choisie n'est pas valide.",
  alt: "Le texte de remplacement de l'image doit faire au plus 200 caractères.",
  itemTitle: 'Le titre de chaque élément est obligatoire (120 caractères au plus).',
  productTitle: 'Le nom de chaque produit est obligatoire (200 caractères au plus).',
  price: 'Le prix est un nombre entier de centimes, positif ou nul.',
  ean: "L'EAN doit compter 13 chiffres.",
  itemLink: 'Le lien de chaque gamme est obligatoire et doit commencer par / ou https:// (500 caractères au plus).',
  featureLabel: 'Le libellé de chaque critère est obligatoire (120 caractères au plus).',
  caption: 'La précision d’un critère doit faire au plus 250 caractères.',
  compareName: 'Le nom de chaque produit comparé est obligatoire (120 caractères au plus).',
  compareLabel: "L'étiquette d'un produit comparé doit faire au plus 120 caractères.",
  valueSymbol: 'Le symbole d’une valeur doit faire au plus 20 caractères.',
  valueTitle: 'Le texte d’une valeur doit faire au plus 120 caractères.',
  videoId: "L'identifiant de la vidéo est obligatoire : lettres, chiffres, - et _ (64 au plus).",
  videoTitle: 'Le titre de la vidéo doit faire au plus 200 caractères.',
} as const;

const T = LANDING_TEXTS;

/** Optional text: blanks become null (what Strapi stores for an empty field). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** A shop path (`/categories/radiateurs`) or an https address; never `javascript:` or a protocol-relative `//host`. */
const isBlockLink = (url: string) => url.length <= 500 && isSafeLinkUrl(url) && (url.startsWith('/') || /^https:\/\//i.test(url));
const optionalLink = optionalText(500, T.link).refine((url) => url === null || isBlockLink(url), { error: T.link });

const mediaId = z.number({ error: T.mediaId }).int({ error: T.mediaId }).positive({ error: T.mediaId }).nullish().transform((id) => id ?? null);

export const landingImageSchema = z.strictObject(
  { small: mediaId, medium: mediaId, large: mediaId, alt: optionalText(200, T.alt) },
  { error: T.invalidRequest },
);

const items = <S extends z.ZodType>(item: S) =>
  z.array(item, { error: T.invalidRequest }).max(LANDING_MAX_ITEMS, { error: T.tooManyItems }).default([]);

const heading = { title: optionalText(200, T.title), text: optionalText(2000, T.text) };
const buttons = {
  primaryButtonTitle: optionalText(80, T.buttonTitle),
  primaryButtonLink: optionalLink,
  secondaryButtonTitle: optionalText(80, T.buttonTitle),
  secondaryButtonLink: optionalLink,
};

/** A button shows only with both its text and its link: the missing half is named. */
function bothHalves(block: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const which of ['primary', 'secondary']) {
    const title = block[`${which}ButtonTitle`];
    const link = block[`${which}ButtonLink`];
    if (title && !link) ctx.addIssue({ code: 'custom', message: T.buttonPair, path: [`${which}ButtonLink`] });
    if (link && !title) ctx.addIssue({ code: 'custom', message: T.buttonPair, path: [`${which}ButtonTitle`] });
  }
}

const block = <C extends LandingBlockType, S extends z.ZodRawShape>(component: C, shape: S) =>
  z.strictObject({ __component: z.literal(component), ...shape }, { error: T.invalidRequest });

const heroLike = <C extends LandingBlockType>(component: C) =>
  block(component, { ...heading, ...buttons, image: landingImageSchema.nullish().transform((image) => image ?? null) }).superRefine(bothHalves);

export const heroBlockSchema = heroLike('blocks.hero');
export const bannerBlockSchema = heroLike('blocks.banner');

export const featureBlockSchema = block('blocks.feature', {
  ...heading,
  ...buttons,
  image: landingImageSchema.nullish().transform((image) => image ?? null),
  items: items(z.strictObject({ title: requiredText(120, T.itemTitle), text: optionalText(2000, T.text) }, { error: T.invalidRequest })),
}).superRefine(bothHalves);

export const bestSellersBlockSchema = block('blocks.best-sellers', {
  ...heading,
  ...buttons,
  items: items(
    z.strictObject(
      {
        title: requiredText(200, T.productTitle),
        image: mediaId,
        price: z.number({ error: T.price }).int({ error: T.price }).min(0, { error: T.price }).nullish().transform((p) => p ?? null),
        ean: optionalText(13, T.ean).refine((ean) => ean === null || /^\d{13}$/.test(ean), { error: T.ean }),
        to: optionalLink,
      },
      { error: T.invalidRequest },
    ),
  ),
}).superRefine(bothHalves);

export const categoryBlockSchema = block('blocks.category', {
  ...heading,
  ...buttons,
  items: items(
    z.strictObject(
      { title: requiredText(120, T.itemTitle), image: mediaId, to: requiredText(500, T.itemLink).refine(isBlockLink, { error: T.itemLink }) },
      { error: T.invalidRequest },
    ),
  ),
}).superRefine(bothHalves);

export const compareTableBlockSchema = block('blocks.compare-table', {
  ...heading,
  features: items(z.strictObject({ label: requiredText(120, T.featureLabel), caption: optionalText(250, T.caption) }, { error: T.invalidRequest })),
  items: items(
    z.strictObject(
      {
        label: optionalText(120, T.compareLabel),
        name: requiredText(120, T.compareName),
        values: items(z.strictObject({ symbol: optionalText(20, T.valueSymbol), title: optionalText(120, T.valueTitle) }, { error: T.invalidRequest })),
      },
      { error: T.invalidRequest },
    ),
  ),
});

export const videoGridBlockSchema = block('blocks.video-grid', {
  ...heading,
  items: items(
    z.strictObject(
      {
        videoId: z.string({ error: T.videoId }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: T.videoId }),
        title: optionalText(200, T.videoTitle),
        text: optionalText(2000, T.text),
      },
      { error: T.invalidRequest },
    ),
  ),
});

export const landingBlockSchema = z.discriminatedUnion(
  '__component',
  [heroBlockSchema, bannerBlockSchema, featureBlockSchema, bestSellersBlockSchema, categoryBlockSchema, compareTableBlockSchema, videoGridBlockSchema],
  { error: T.blockType },
);
export type LandingBlock = z.output<typeof landingBlockSchema>;
export type LandingBlockInput = z.input<typeof landingBlockSchema>;
export type LandingImage = z.output<typeof landingImageSchema>;

export const landingContentSchema = z.strictObject(
  {
    title: requiredText(200, T.pageTitle),
    seoDescription: optionalText(300, T.seoDescription),
    sections: z.array(landingBlockSchema, { error: T.invalidRequest }).max(LANDING_MAX_SECTIONS, { error: T.tooManySections }),
  },
  { error: T.invalidRequest },
);
export type LandingContent = z.output<typeof landingContentSchema>;

/** `PUT /api/guide/landing {content: {title, seoDescription, sections}, publish}`: saved as a draft, or published. */
export const landingUpdateSchema = z.strictObject(
  { content: landingContentSchema, publish: z.boolean({ error: T.invalidRequest }).optional() },
  { error: T.invalidRequest },
);
export type LandingUpdateInput = z.infer<typeof landingUpdateSchema>;
