import { Module } from "@medusajs/framework/utils"
import NewsletterCampaignsModuleService from "./service"

export const NEWSLETTER_CAMPAIGNS_MODULE = "newsletterCampaigns"

export default Module(NEWSLETTER_CAMPAIGNS_MODULE, { service: NewsletterCampaignsModuleService })
