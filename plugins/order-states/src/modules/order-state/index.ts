import { Module } from "@medusajs/framework/utils"
import OrderStateModuleService from "./service"

export const ORDER_STATE_MODULE = "orderState"

export default Module(ORDER_STATE_MODULE, { service: OrderStateModuleService })
