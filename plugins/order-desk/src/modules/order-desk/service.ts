import { MedusaService } from "@medusajs/framework/utils"
import { OrderComment } from "./models/order-comment"
import { OrderShipment } from "./models/order-shipment"

/** Generated CRUD of the desk's two tables; the rules are in the workflows. */
class OrderDeskModuleService extends MedusaService({ OrderComment, OrderShipment }) {}

export default OrderDeskModuleService
