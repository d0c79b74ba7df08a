// What the app and the tests import: the desk's reads, the import's plan and key, the workflows.
export * from "./lib/read"
export * from "./lib/creation"
export * from "./lib/csv-import"
export * from "./lib/import-key"
export * from "./workflows"
export * from "./lib/csv-read"
export * from "./lib/keyed-upload"
export { applyImport } from "./lib/import"
