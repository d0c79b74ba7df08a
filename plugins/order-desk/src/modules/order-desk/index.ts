import { Module } from "@medusajs/framework/utils"
import OrderDeskModuleService from "./service"

export const ORDER_DESK_MODULE = "orderDesk"

export default Module(ORDER_DESK_MODULE, { service: OrderDeskModuleService })
