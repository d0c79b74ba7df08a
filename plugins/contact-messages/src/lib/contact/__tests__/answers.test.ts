import type { MedusaResponse } from "@medusajs/framework/http"
import { answerRefusal } from "../answers"
import { categoryLabel } from "../categories"

/** The part of a response the answer writes. */
function response() {
  const sent: { status?: number; body?: unknown } = {}
  const res = {
    status(code: number) {
      sent.status = code
      return res
    },
    json(body: unknown) {
      sent.body = body
      return res
    },
  }
  return { res: res as unknown as MedusaResponse, sent }
}

describe("answers to a refused contact workflow", () => {
  it("gives the section-5 quote texts with 401 (logged out) and 409 (empty cart)", () => {
    const loggedOut = response()
    expect(answerRefusal(loggedOut.res, new Error("Fonctionalitée reservée aux utiliseurs connectés..."))).toBe(true)
    expect(loggedOut.sent).toEqual({ status: 401, body: { message: "Fonctionalitée reservée aux utiliseurs connectés..." } })
    const emptyCart = response()
    expect(answerRefusal(emptyCart.res, { message: "Votre panier est vide! ..." })).toBe(true)
    expect(emptyCart.sent).toEqual({ status: 409, body: { message: "Votre panier est vide! ..." } })
  })

  it("gives 400 with the field for an unknown or used attachment id", () => {
    const text = "Cette pièce jointe est introuvable ou déjà utilisée : envoyez le fichier à nouveau."
    const { res, sent } = response()
    expect(answerRefusal(res, new Error(text))).toBe(true)
    expect(sent).toEqual({ status: 400, body: { message: text, fields: { file: text } } })
  })

  it("leaves any other error to the caller, answering nothing", () => {
    for (const error of [new Error("connection refused"), "boom", null, undefined, { message: 42 }]) {
      const { res, sent } = response()
      expect(answerRefusal(res, error)).toBe(false)
      expect(sent).toEqual({})
    }
  })
})

describe("subject labels", () => {
  it("are the form's French labels; an unknown value shows as itself", () => {
    expect(categoryLabel("SAV")).toBe("Service après-vente")
    expect(categoryLabel("INCONNU")).toBe("INCONNU")
  })
})
