export * from "./expire-abandoned-checkout/workflows/expire-abandoned-checkout"
