export * from "./dev-desk/workflows/staff-todos"
export * from "./dev-desk/workflows/staff-comment-version"
