// What the app and the tests import: the mapping to Medusa's promotions, the reads and the workflows.
export * from "./lib/medusa-promotion"
export * from "./lib/read"
export * from "./workflows"
