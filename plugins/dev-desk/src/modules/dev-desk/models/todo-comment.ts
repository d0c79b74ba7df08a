import { model } from "@medusajs/framework/utils"

/**
 * A comment on a todo by a staff user, with its optional attachment: stored privately by Medusa's file module
 * (`file_key`), shown under the visitor's cleaned name, type read from the bytes.
 */
export const TodoComment = model.define("dev_todo_comment", {
  id: model.id({ prefix: "todocom" }).primaryKey(),
  todo_id: model.text().index(),
  author_id: model.text().nullable(),
  content: model.text().default(""),
  file_key: model.text().nullable(),
  file_name: model.text().nullable(),
  file_size: model.number().nullable(),
  file_type: model.text().nullable(),
})
