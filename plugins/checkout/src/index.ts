// What the app and other plugins import: the checkout's pure rules and its workflows.
export * from "./lib/checkout/abandoned"
export * from "./lib/checkout/rules"
export * from "./workflows"
