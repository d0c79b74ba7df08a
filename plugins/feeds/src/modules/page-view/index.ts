import { Module } from "@medusajs/framework/utils"
import PageViewModuleService from "./service"

export const PAGE_VIEW_MODULE = "pageView"

export default Module(PAGE_VIEW_MODULE, { service: PageViewModuleService })
