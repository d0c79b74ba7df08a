export * from "./cart/workflows/delete-stale-empty-carts"
