// What the app and its tests import: the rules and the workflow (routes and the admin widget are found by Medusa).
export * from "./lib/users/search"
export * from "./lib/users/detail"
export * from "./lib/users/changes"
export * from "./workflows"
