export * from "./company/workflows/staff-saves-company-identity"
