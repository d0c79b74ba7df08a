import { Module } from "@medusajs/framework/utils"
import OrderAccessModuleService from "./service"

export const ORDER_ACCESS_MODULE = "orderAccess"

export default Module(ORDER_ACCESS_MODULE, { service: OrderAccessModuleService })
