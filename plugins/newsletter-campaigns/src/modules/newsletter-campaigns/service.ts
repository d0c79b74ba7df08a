import { MedusaService } from "@medusajs/framework/utils"
import { NewsletterCampaign } from "./models/newsletter-campaign"
import { NewsletterDelivery } from "./models/newsletter-delivery"

/** CRUD of campaigns and deliveries; the sending (claims, leases) is SQL in lib/campaigns/runner.ts. */
class NewsletterCampaignsModuleService extends MedusaService({ NewsletterCampaign, NewsletterDelivery }) {}

export default NewsletterCampaignsModuleService
