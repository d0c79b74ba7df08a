export * from "./order-state/workflows/initialize-order-state"
export * from "./order-state/workflows/transition-order-state"
