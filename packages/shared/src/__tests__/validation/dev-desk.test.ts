import {
  DEV_DESK_TEXTS,
  historyQuerySchema,
  referencesQuerySchema,
  todoCommentError,
  todoCreateSchema,
  todoListQuerySchema,
  todoUpdateSchema,
  versionCommentSchema,
} from "../../validation/dev-desk"

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe("todoCreateSchema", () => {
  it("takes a title alone: no content, nobody assigned, no due day", () => {
    expect(todoCreateSchema.parse({ title: "  Relancer le transporteur " })).toEqual({ title: "Relancer le transporteur", content: "", assigneeId: null, dueDate: null })
  })

  it("refuses a missing or blank title in French", () => {
    expect(firstMessage(todoCreateSchema.safeParse({}))).toBe("Le titre est obligatoire (200 caractères au plus).")
    expect(firstMessage(todoCreateSchema.safeParse({ title: "   " }))).toBe(DEV_DESK_TEXTS.title)
  })

  it("takes a real day as due date and refuses 2026-02-30 and 2026-13-01", () => {
    expect(todoCreateSchema.parse({ title: "x", dueDate: "2026-12-01" }).dueDate).toBe("2026-12-01")
    expect(firstMessage(todoCreateSchema.safeParse({ title: "x", dueDate: "2026-02-30" }))).toBe("L'échéance doit être une date valide (AAAA-MM-JJ).")
    expect(firstMessage(todoCreateSchema.safeParse({ title: "x", dueDate: "2026-13-01" }))).toBe(DEV_DESK_TEXTS.dueDate)
  })

  it("refuses an assignee that is not a user id and unknown fields", () => {
    expect(firstMessage(todoCreateSchema.safeParse({ title: "x", assigneeId: "cus_01" }))).toBe("La personne assignée doit être un membre de l'équipe.")
    expect(todoCreateSchema.safeParse({ title: "x", status: "done" }).success).toBe(false)
  })
})

describe("todoUpdateSchema", () => {
  it("marks done, or unassigns with null", () => {
    expect(todoUpdateSchema.parse({ status: "done" })).toEqual({ status: "done" })
    expect(todoUpdateSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null })
  })

  it("refuses an empty change and an unknown status", () => {
    expect(firstMessage(todoUpdateSchema.safeParse({}))).toBe("Indiquez au moins un champ à modifier.")
    expect(firstMessage(todoUpdateSchema.safeParse({ status: "closed" }))).toBe("Le statut doit être « open » (à faire) ou « done » (fait).")
  })
})

describe("todoListQuerySchema", () => {
  it("reads the spec's filters as a JSON object", () => {
    expect(todoListQuerySchema.parse({ filters: '{"status":"open","assignee":"user_01"}' })).toEqual({ filters: { status: "open", assignee: "user_01" }, page: 1 })
    expect(todoListQuerySchema.parse({ filters: "{}", page: "2" })).toEqual({ filters: {}, page: 2 })
    expect(todoListQuerySchema.parse({})).toEqual({ filters: {}, page: 1 })
  })

  it("refuses filters that are not JSON, or hold an unknown key or status", () => {
    expect(firstMessage(todoListQuerySchema.safeParse({ filters: "status=open" }))).toBe("Les filtres doivent être un objet JSON { status, assignee }.")
    expect(todoListQuerySchema.safeParse({ filters: '{"owner":"x"}' }).success).toBe(false)
    expect(firstMessage(todoListQuerySchema.safeParse({ filters: '{"status":"late"}' }))).toBe(DEV_DESK_TEXTS.status)
  })
})

describe("todoCommentError", () => {
  it("wants words or a file", () => {
    expect(todoCommentError("  ", false)).toBe("Écrivez un commentaire ou joignez un fichier.")
    expect(todoCommentError("", true)).toBeUndefined()
    expect(todoCommentError("Fait", false)).toBeUndefined()
  })
})

describe("versionCommentSchema, historyQuerySchema, referencesQuerySchema", () => {
  it("take what the screens send and refuse the rest in French", () => {
    expect(versionCommentSchema.parse({ comments: " Mise en ligne des devis " })).toEqual({ comments: "Mise en ligne des devis" })
    expect(firstMessage(versionCommentSchema.safeParse({ comments: 12 }))).toBe("Le commentaire de version doit faire au plus 5000 caractères.")
    expect(historyQuerySchema.parse({ kind: "states", page: "3" })).toEqual({ kind: "states", page: 3 })
    expect(firstMessage(historyQuerySchema.safeParse({ kind: "orders" }))).toBe("Le type doit être « states » (états des commandes) ou « staff » (actions de l’équipe).")
    expect(referencesQuerySchema.parse({})).toEqual({ search: "", page: 1 })
    expect(firstMessage(referencesQuerySchema.safeParse({ page: "0" }))).toBe("La page doit être un nombre entier de 1 à 1000.")
  })
})
