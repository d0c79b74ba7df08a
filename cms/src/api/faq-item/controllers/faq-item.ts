import { factories } from '@strapi/strapi';

const UID = 'api::faq-item.faq-item';

/**
 * The core actions, plus `unpublish`: Strapi's REST API can publish (`?status=published` on a write) but has no
 * unpublish, and the back-office takes a question off /help without deleting it (plugins/editorial). Only the
 * editor token holds this action (bootstrap/storefront-token.ts); the document service does the work, as the admin's
 * own "Unpublish" button does, so the draft is kept.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async unpublish(ctx) {
    const documentId = String(ctx.params.id ?? '');
    const draft = await strapi.documents(UID).findOne({ documentId, status: 'draft', fields: ['documentId'] });
    if (!draft) return ctx.notFound();
    await strapi.documents(UID).unpublish({ documentId });
    ctx.body = { data: { documentId, publishedAt: null } };
  },
}));
