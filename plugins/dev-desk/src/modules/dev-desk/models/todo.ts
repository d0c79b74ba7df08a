import { model } from "@medusajs/framework/utils"

/** A staff task: title, content, open or done, who wrote it, who it is for (a staff user id) and its due day. */
export const Todo = model.define("dev_todo", {
  id: model.id({ prefix: "todo" }).primaryKey(),
  title: model.text(),
  content: model.text().default(""),
  status: model.enum(["open", "done"]).default("open"),
  author_id: model.text().nullable(),
  assignee_id: model.text().nullable(),
  /** AAAA-MM-JJ: a day, not a moment */
  due_date: model.text().nullable(),
})
