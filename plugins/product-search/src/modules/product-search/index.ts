import { Module } from "@medusajs/framework/utils"
import ProductSearchModuleService from "./service"

export const PRODUCT_SEARCH_MODULE = "productSearch"

export default Module(PRODUCT_SEARCH_MODULE, { service: ProductSearchModuleService })
