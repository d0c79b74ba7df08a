import type { ApiPrice } from './product';

/** A cart line of section 3; `price` is the unit price, `quantity` units of it are in the cart. */
export type ApiCartLine = {
  ean: string | null;
  designation: string;
  /** absolute image URL, or null when the product has none */
  image: string | null;
  quantity: number;
  price: ApiPrice;
  /** true when the storefront's stock cannot serve `quantity`: the cart cannot be ordered */
  inventoryError: boolean;
};

/** A discount applied to the cart (voucher, quotation, pro rule), in cents. */
export type ApiCartDiscount = {
  name: string;
  ht: number;
  ttc: number;
};

/** Totals of section 3, integer cents. `net.vat` is `net.ttc - net.ht`. */
export type ApiCartTotal = {
  articles: ApiPrice;
  delivery: ApiPrice;
  net: ApiPrice & { vat: number };
};

/** The whole cart, as every cart call answers it (section 3). */
export type ApiCart = {
  products: ApiCartLine[];
  discounts: ApiCartDiscount[];
  total: ApiCartTotal;
};
