import { Module } from "@medusajs/framework/utils"
import DevDeskModuleService from "./service"

export const DEV_DESK_MODULE = "dev_desk"

export default Module(DEV_DESK_MODULE, { service: DevDeskModuleService })
