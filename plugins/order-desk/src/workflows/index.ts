export * from "./order-desk/workflows/staff-change-order-state"
export * from "./order-desk/workflows/staff-refund-order"
export * from "./order-desk/workflows/staff-comment-order"
