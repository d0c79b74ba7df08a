import { model } from "@medusajs/framework/utils"

/**
 * A deployed version of the shop: the git revision an engine started on (once per revision, `created_at` is the
 * first start), its commit date when known, and the staff's comment on it.
 */
export const ShopVersion = model.define("dev_shop_version", {
  id: model.id({ prefix: "ver" }).primaryKey(),
  revision: model.text().unique(),
  revision_date: model.dateTime().nullable(),
  comments: model.text().default(""),
  commented_by: model.text().nullable(),
  commented_at: model.dateTime().nullable(),
})
