/** `POST /api/faq-items/{documentId}/unpublish` (content API, editor token only): see the controller. */
export default {
  routes: [{ method: 'POST', path: '/faq-items/:id/unpublish', handler: 'api::faq-item.faq-item.unpublish' }],
};
