import { Module } from "@medusajs/framework/utils"
import { SELLER_MODULE } from "@shop/server-kit"
import CompanyModuleService from "./service"

/** The key the server kit resolves for the seller's e-mail line. */
export const COMPANY_MODULE = SELLER_MODULE

export default Module(COMPANY_MODULE, { service: CompanyModuleService })
