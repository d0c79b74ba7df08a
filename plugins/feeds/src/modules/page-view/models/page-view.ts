import { model } from "@medusajs/framework/utils"

/**
 * One page shown to a visitor who accepted the analytics cookies (the storefront sends the beacon only then). No
 * visitor id, no address, no cookie value: the path and the instant are all /api/stats/visit counts.
 */
export const PageView = model.define("page_view", {
  id: model.id({ prefix: "pgv" }).primaryKey(),
  path: model.text(),
})
