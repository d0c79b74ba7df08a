// What the app and other plugins import: the CMS pages' half of /api/guide/{tag} (served by contact-messages' route).
export { getCmsPageGuide, putCmsPageGuide } from "./lib/guide-route"
export * from "./lib/cms-client"
