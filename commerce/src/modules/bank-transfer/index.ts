import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import BankTransferProviderService from "./service"

// Registered under id "default": Medusa names it pp_bank-transfer_default.
export default ModuleProvider(Modules.PAYMENT, { services: [BankTransferProviderService] })
