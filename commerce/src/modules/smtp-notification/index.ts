import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import SmtpNotificationProviderService from "./service"

// Registered under id "smtp" for the "email" channel (see ../config.ts).
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationProviderService] })
