export * from "./promos/workflows/create-promo"
export * from "./promos/workflows/update-promo"
export * from "./promos/workflows/delete-promo"
