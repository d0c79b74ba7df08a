import { PRO_CUSTOMER_GROUP } from "@shop/shared"

/**
 * Names by which the plugin finds its Medusa records (customer groups, price list, promotions).
 * The setup creates them once and every later run looks them up by these names, so staff may
 * edit them in the Medusa admin without the plugin making twins.
 */
export { PRO_CUSTOMER_GROUP }

/** The price list holding every variant's EUR price less 2 %, for members of the `pro` group. */
export const PRO_PRICE_LIST_TITLE = "Tarif professionnel"
export const PRO_PRICE_LIST_DESCRIPTION = "Prix catalogue moins 2 % pour les clients professionnels (groupe pro)."

/**
 * Medusa's attribute for "the customer's groups" in price-list and promotion rules. Upstream bug
 * #16822: a rule written as `customer_group_id` is accepted and then silently ignored.
 */
export const CUSTOMER_GROUPS_RULE = "customer.groups.id"

/**
 * The cart names a discount after its promotion's code, so the codes are the French labels the
 * customer reads. They are automatic promotions: typing one as a voucher adds nothing.
 */
export const FREE_DELIVERY_PROMOTION_CODE = "Livraison offerte pro"

/** Locking key of the price-list sync: one writer at a time, so a variant never gets two pro prices. */
export const PRO_PRICE_SYNC_LOCK = "pro-pricing:price-list-sync"
