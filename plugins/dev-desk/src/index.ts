// What the app and the tests import: the module key, the pure rules and the workflows.
export { DEV_DESK_MODULE } from "./modules/dev-desk"
export * from "./lib/revision"
export * from "./workflows"
