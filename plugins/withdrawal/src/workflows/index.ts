export * from "./withdrawal/workflows/customer-withdraw"
export * from "./withdrawal/workflows/staff-record-return"
