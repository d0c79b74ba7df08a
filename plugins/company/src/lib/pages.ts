/**
 * The static pages that print the identity (the legal notice's publisher, the terms of sale's seller, the privacy
 * policy's data controller, each in the shop's and the pro area's layouts): a save asks the storefront builder
 * (ADR 006) to rebuild them. Invoices and quotes read the record when they are made.
 */
export const COMPANY_PAGES = [
  "/about/legal/",
  "/pro/v1/about/legal/",
  "/about/cgv/",
  "/pro/v1/about/cgv/",
  "/about/privacy/",
  "/pro/v1/about/privacy/",
] as const
