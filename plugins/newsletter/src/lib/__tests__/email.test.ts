import { maskEmail, normalizeEmail } from "../email"

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("jean.dupont@exemple.fr")).toBe("j***@exemple.fr")
    expect(maskEmail("j@exemple.fr")).toBe("j***@exemple.fr")
  })

  it("shows the stored spelling: lower case, no spaces", () => {
    expect(maskEmail("  Marie@Exemple.FR ")).toBe("m***@exemple.fr")
  })

  it("gives nothing away for something that is not an address", () => {
    expect(maskEmail("sans-arobase")).toBe("***")
    expect(maskEmail("@exemple.fr")).toBe("***")
  })
})

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail(" Jean@Exemple.FR")).toBe("jean@exemple.fr")
  })
})
