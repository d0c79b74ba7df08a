import { MedusaService } from "@medusajs/framework/utils"
import { PageView } from "./models/page-view"

/** Generated CRUD of the consented page views; the counts are SQL (lib/stats.ts). */
class PageViewModuleService extends MedusaService({ PageView }) {}

export default PageViewModuleService
