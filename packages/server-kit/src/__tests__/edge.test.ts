import { formBodyErrorAnswer } from "../edge/form-body"
import { bodyErrorAnswer } from "../edge/json-body"
import { isForeignMutation } from "../edge/origin"

const allowed = ["http://localhost:8000", "https://www.maison-chaleur.fr"]
const own = "http://localhost:9000"

describe("isForeignMutation", () => {
  it("refuses a mutation from another site", () => {
    for (const method of ["POST", "PUT", "DELETE", "patch"]) {
      expect(isForeignMutation({ method, origin: "https://evil.example", ownOrigin: own, allowed })).toBe(true)
    }
    expect(isForeignMutation({ method: "PUT", origin: "null", ownOrigin: own, allowed })).toBe(true)
  })

  it("accepts the storefront, this server itself and clients that send no Origin", () => {
    expect(isForeignMutation({ method: "PUT", origin: "https://www.maison-chaleur.fr", ownOrigin: own, allowed })).toBe(false)
    expect(isForeignMutation({ method: "PUT", origin: "HTTP://LOCALHOST:8000", ownOrigin: own, allowed })).toBe(false)
    expect(isForeignMutation({ method: "POST", origin: own, ownOrigin: own, allowed })).toBe(false)
    expect(isForeignMutation({ method: "POST", origin: undefined, ownOrigin: own, allowed })).toBe(false)
  })

  it("never refuses reads", () => {
    expect(isForeignMutation({ method: "GET", origin: "https://evil.example", ownOrigin: own, allowed })).toBe(false)
  })
})

describe("bodyErrorAnswer", () => {
  it("answers bad JSON 400 and large bodies 413, in French", () => {
    expect(bodyErrorAnswer({ type: "entity.parse.failed" })).toEqual({
      status: 400,
      message: "Le contenu de la requête n'est pas un JSON valide.",
    })
    expect(bodyErrorAnswer({ type: "entity.too.large" })).toEqual({
      status: 413,
      message: "Le contenu de la requête est trop volumineux.",
    })
  })

  it("leaves other errors to Medusa", () => {
    expect(bodyErrorAnswer(new Error("boom"))).toBeNull()
    expect(bodyErrorAnswer(undefined)).toBeNull()
  })
})

describe("formBodyErrorAnswer", () => {
  it("answers a refused form 400 (413 when too large) in French, and leaves other errors to Medusa", () => {
    const unreadable = { status: 400, message: "Le contenu de la requête n'est pas lisible." }
    expect(formBodyErrorAnswer({ type: "parameters.too.many" })).toEqual(unreadable)
    expect(formBodyErrorAnswer({ type: "entity.parse.failed" })).toEqual(unreadable)
    expect(formBodyErrorAnswer({ type: "entity.too.large" })).toEqual({ status: 413, message: "Le contenu de la requête est trop volumineux." })
    expect(formBodyErrorAnswer(new Error("boom"))).toBeNull()
  })
})
