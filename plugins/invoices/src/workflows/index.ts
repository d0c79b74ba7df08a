export * from "./invoices/workflows/issue-invoice"
export * from "./invoices/workflows/issue-credit-note"
