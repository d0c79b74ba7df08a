import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DESK_MODULE } from "../../../modules/order-desk"
import type OrderDeskModuleService from "../../../modules/order-desk/service"

export type RecordShipmentInput = { order_id: string; carrier: string; tracking_number: string; created_by: string | null }

/** The parcel of a SENT order; compensation removes it (the move to SENT is undone by its own step). */
export const recordShipmentStep = createStep(
  "order-desk-record-shipment",
  async (input: RecordShipmentInput, { container }) => {
    const desk = container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
    const shipment = await desk.createOrderShipments(input)
    return new StepResponse({ shipment_id: shipment.id }, shipment.id)
  },
  async (shipmentId, { container }) => {
    if (!shipmentId) return
    await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).deleteOrderShipments([shipmentId])
  }
)
