/**
 * Explicit GraphQL types (@dontInfer): the pages' queries keep working when the CMS or the
 * catalogue happens to lack a field, and Int/String types do not drift with the data.
 */
export const NODE_TYPES = {
  category: 'ShopCategory',
  product: 'ShopProduct',
  article: 'CmsArticle',
  articleCategory: 'CmsArticleCategory',
  faq: 'CmsFaqItem',
  page: 'CmsPage',
  homepage: 'CmsHomepage',
  company: 'ShopCompany',
} as const;

/** The one ShopCompany node's key: only the pages below name it in their page context (create-pages.ts). */
export const COMPANY_NODE_KEY = 'shop';

/**
 * The CMS pages that print the company identity above their text (CompanyPublisher): the legal notice (publisher),
 * the terms of sale (seller) and the privacy policy (data controller). Their CMS texts do not repeat it.
 */
export const COMPANY_PAGE_SLUGS: readonly string[] = ['legal', 'cgv', 'privacy'];

export const typeDefs = /* GraphQL */ `
  type ShopCategory implements Node @dontInfer {
    categoryId: String!
    name: String!
    handle: String!
    description: String!
    path: String!
    slug: String!
    depth: Int!
    parentPath: String
    menuTag: String
    rank: Int!
  }

  type ShopImage {
    url: String!
    alt: String!
    file: File @link(from: "fileId")
  }

  type ShopProduct implements Node @dontInfer {
    productId: String!
    variantId: String
    slug: String!
    title: String!
    subtitle: String
    description: String
    ean: String
    sku: String
    priceCents: Int
    stock: Int
    categoryPaths: [String!]!
    primaryCategoryPath: String
    brand: String
    powerW: Int
    colour: String
    features: [String!]!
    bestSeller: Boolean!
    widthMm: Int
    heightMm: Int
    depthMm: Int
    weightG: Int
    images: [ShopImage!]!
    "the first image: cards ask only for this one, so sharp does not size the others for grids"
    cardImage: ShopImage
  }

  type CmsMedia {
    url: String!
    alt: String
    width: Int
    height: Int
    file: File @link(from: "fileId")
  }

  type CmsRichText {
    format: String!
    value: JSON
  }

  type CmsArticleCategory implements Node @dontInfer {
    slug: String!
    name: String!
    description: String
  }

  type CmsArticle implements Node @dontInfer {
    slug: String!
    title: String!
    author: String
    excerpt: String
    content: CmsRichText!
    publishedAt: Date @dateformat
    categorySlug: String
    category: CmsArticleCategory @link(by: "slug", from: "categorySlug")
    image: CmsMedia
  }

  type CmsFaqItem implements Node @dontInfer {
    question: String!
    answer: CmsRichText!
    category: String
    order: Int!
  }

  type CmsPage implements Node @dontInfer {
    slug: String!
    title: String!
    content: CmsRichText!
    seoDescription: String
  }

  "The company identity of /admin/societe (engine): the legal notice, terms of sale and privacy policy print it. shareCapital in cents."
  type ShopCompany implements Node @dontInfer {
    key: String!
    name: String!
    legalForm: String!
    shareCapital: Float!
    address: String!
    addressExtra: String
    zipCode: String!
    locality: String!
    siren: String!
    siret: String!
    vatNumber: String!
    rcs: String!
    email: String!
    phone: String!
    publicationDirector: String!
    host: String!
  }

  type CmsHomepage implements Node @dontInfer {
    title: String
    seoDescription: String
    sections: JSON!
    media: [CmsMedia!]!
  }
`;
