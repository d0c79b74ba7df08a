export * from "./product-desk/workflows/create-product"
export * from "./product-desk/workflows/update-product"
export * from "./product-desk/workflows/delete-product"
