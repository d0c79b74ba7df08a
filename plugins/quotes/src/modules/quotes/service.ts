import { MedusaService } from "@medusajs/framework/utils"
import { Quote } from "./models/quote"
import { QuoteComment } from "./models/quote-comment"
import { QuoteLine } from "./models/quote-line"

/** Generated CRUD of the three tables; the rules are in lib/states.ts and the workflows. */
class QuotesModuleService extends MedusaService({ Quote, QuoteLine, QuoteComment }) {}

export default QuotesModuleService
