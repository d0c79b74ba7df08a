export * from "./checkout/workflows/customer-submit-checkout"
export * from "./expire-abandoned-checkout/workflows/expire-abandoned-checkout"
export * from "./payment/workflows/customer-pay-order"
export * from "./expire-pending-transfer/workflows/expire-pending-transfer"
