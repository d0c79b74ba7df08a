export * from "./pro-pricing/workflows/sync-pro-prices"
export * from "./pro-pricing/workflows/recompute-loyalty-tier"
