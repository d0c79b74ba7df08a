/**
 * Names of the Medusa records the seed creates and the `/api` layer looks up: the storefront's
 * sales channel (and its publishable key, titled the same), its region, and the trade customers' group.
 */
export const STOREFRONT_SALES_CHANNEL = 'Storefront';
export const STOREFRONT_REGION = 'France';
export const PRO_CUSTOMER_GROUP = 'pro';
