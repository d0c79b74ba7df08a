import { Module } from "@medusajs/framework/utils"
import AdminGrantModuleService from "./service"

export const ADMIN_GRANT_MODULE = "adminGrant"

export default Module(ADMIN_GRANT_MODULE, { service: AdminGrantModuleService })
