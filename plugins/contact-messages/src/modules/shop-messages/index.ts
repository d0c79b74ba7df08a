import { Module } from "@medusajs/framework/utils"
import ShopMessagesModuleService from "./service"

export const SHOP_MESSAGES_MODULE = "shopMessages"

export default Module(SHOP_MESSAGES_MODULE, { service: ShopMessagesModuleService })
