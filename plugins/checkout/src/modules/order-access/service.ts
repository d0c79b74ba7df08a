import { MedusaService } from "@medusajs/framework/utils"
import { OrderAccess } from "./models/order-access"

/** Generated CRUD only: rows are written by the checkout's completion hook and read by `lib/order/secret-access.ts`. */
class OrderAccessModuleService extends MedusaService({ OrderAccess }) {}

export default OrderAccessModuleService
