import { MedusaService } from "@medusajs/framework/utils"
import { ShopMessage } from "./models/message"
import { ShopMessageThread } from "./models/message-thread"
import { WarrantyRegistration } from "./models/warranty-registration"

/** Generated CRUD only; the rules (secret, subjects, quote requests) live in lib/messages-thread. */
class ShopMessagesModuleService extends MedusaService({ ShopMessageThread, ShopMessage, WarrantyRegistration }) {}

export default ShopMessagesModuleService
