import { productQuerySchema } from '@shop/shared';
import type { SearchFields } from './searchState';

/** The filters' checks: zod and the shared schema, a chunk the screen loads only when a URL or the filters need it. */
export const searchFields: SearchFields = productQuerySchema.shape;
