// What the app and the tests import: the module key and the feeds' pure rules.
export { PAGE_VIEW_MODULE } from "./modules/page-view"
export * from "./lib/feed-money"
export * from "./lib/google-feed"
export * from "./lib/blog-rss"
export * from "./lib/mano"
export * from "./lib/stats-range"
