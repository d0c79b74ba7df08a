import { factories } from '@strapi/strapi';
import { HOMEPAGE_POPULATE } from '../populate';

/**
 * The dynamic zone nests components three levels deep (block → items → media), which `populate=*` does not
 * reach: without an explicit populate the homepage answers with every block fully populated.
 */
export default factories.createCoreController('api::homepage.homepage', () => ({
  async find(ctx) {
    if (ctx.query.populate === undefined) {
      ctx.query = { ...ctx.query, populate: HOMEPAGE_POPULATE };
    }
    return super.find(ctx);
  },
}));
