export * from "./customer-desk/workflows/staff-updates-customer"
