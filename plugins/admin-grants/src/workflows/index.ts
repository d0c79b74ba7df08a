export * from "./admin-grant/workflows/set-staff-grants"
