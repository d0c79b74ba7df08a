/**
 * Body of `PUT /api/cart {ean, quantity, fixed?}` (sections 4.3 and 7): a valid EAN-13, a quantity parsed by
 * the shared cart rule (integer, 1 when absent, 0 removes) and the `fixed` flag the cart drawer's edit sends.
 */
import { z } from 'zod';
import { isValidEan13 } from '../ean13';
import { VALIDATION_MESSAGES as M } from './messages';
import { cartQuantitySchema } from './quantity';

export const cartLineRequestSchema = z.object(
  {
    ean: z
      .string({ error: M.eanInvalid })
      .trim()
      .refine((ean) => isValidEan13(ean), { error: M.eanInvalid }),
    quantity: cartQuantitySchema,
    /** true from the cart's own edit: the quantity replaces the line's and the line becomes "fixed" */
    fixed: z.boolean({ error: M.invalidValue }).optional().default(false),
  },
  { error: M.invalidRequest },
);

export type CartLineRequest = z.output<typeof cartLineRequestSchema>;
