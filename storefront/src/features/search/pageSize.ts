/**
 * Products per page of a list: the static first page of /products and of a category has as many, and
 * every later page comes from POST /api/product/query with this page size (its maximum, which a test
 * keeps equal to the shared schema's). A module of its own so static pages import no zod schema.
 */
export const LIST_PAGE_SIZE = 48;
