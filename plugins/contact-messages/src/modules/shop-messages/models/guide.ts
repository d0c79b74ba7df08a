import { model } from "@medusajs/framework/utils"

/**
 * A back-office guide edited by staff: today only the one tagged `messages`, whose `quick_responses`
 * ([{title, text}]) are the message desk's quick answers. Kept here rather than in the CMS (ADR 005-customer-desk):
 * staff-only content, edited with the `messages` grant, which the engine can write without a CMS credential.
 */
export const ShopGuide = model.define("shop_guide", {
  id: model.id({ prefix: "guide" }).primaryKey(),
  tag: model.text().unique(),
  quick_responses: model.json(),
})
