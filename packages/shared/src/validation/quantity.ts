/** The cart quantity rule (cart-quantity.ts) as a zod field, for request bodies such as `PUT /api/cart {ean, quantity}`. */
import { z } from 'zod';
import { parseCartQuantity } from './cart-quantity';

export const cartQuantitySchema = z
  .unknown()
  .optional()
  .transform((raw, ctx): number => {
    const result = parseCartQuantity(raw);
    if (result.success) return result.quantity;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
