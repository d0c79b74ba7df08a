import { MedusaService } from "@medusajs/framework/utils"
import { InvoiceDocument } from "./models/invoice-document"

/** Generated reads of the issued documents; issuing (numbering under a row lock) is lib/issue.ts. */
class InvoicesModuleService extends MedusaService({ InvoiceDocument }) {}

export default InvoicesModuleService
