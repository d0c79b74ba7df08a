/** Populate tree reaching every field of every homepage block (REST `populate` parameter, also usable in qs form). */
const imageVariants = { populate: { small: true, medium: true, large: true } };

export const HOMEPAGE_POPULATE = {
  sections: {
    on: {
      'blocks.hero': { populate: { image: imageVariants } },
      'blocks.banner': { populate: { image: imageVariants } },
      'blocks.feature': { populate: { image: imageVariants, items: true } },
      'blocks.best-sellers': { populate: { items: { populate: { image: true } } } },
      'blocks.category': { populate: { items: { populate: { image: true } } } },
      'blocks.compare-table': { populate: { features: true, items: { populate: { values: true } } } },
      'blocks.video-grid': { populate: { items: true } },
    },
  },
};
