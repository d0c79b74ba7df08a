import { model } from "@medusajs/framework/utils"

/** A warranty registration (spec section 3): who, where the product was bought, its reference. */
export const WarrantyRegistration = model.define("warranty_registration", {
  id: model.id({ prefix: "warr" }).primaryKey(),
  email: model.text().index(),
  source: model.text(),
  reference: model.text(),
  first_name: model.text(),
  last_name: model.text(),
})
