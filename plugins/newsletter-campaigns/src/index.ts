// What the app and the tests import: the module key, the runner (the worker's job and subscriber use it) and the workflow.
export { NEWSLETTER_CAMPAIGNS_MODULE } from "./modules/newsletter-campaigns"
export * from "./lib/campaigns/audience"
export * from "./lib/campaigns/render"
export * from "./lib/campaigns/runner"
export * from "./lib/campaigns/throttle"
export * from "./workflows"
