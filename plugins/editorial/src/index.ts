// What the app and other plugins import: the CMS pages' half of /api/guide/{tag} (served by contact-messages' route).
export { getCmsPageGuide, putCmsPageGuide } from "./lib/guide-route"
// The F.A.Q. and homepage halves of /api/guide/{tag} (same route).
export { getEditorialGuide, putEditorialGuide } from "./lib/faq-landing-route"
export * from "./lib/cms-client"
