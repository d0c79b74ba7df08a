import { hashSecretToken, newSecretToken, sameSecret, SECRET_TOKEN_PATTERN, secretTokenMatches } from "../tokens/secret-token"

describe("secret tokens", () => {
  it("are 256 random bits, URL-safe, never twice the same, stored only as their SHA-256", () => {
    const tokens = Array.from({ length: 50 }, () => newSecretToken())
    for (const { token, hash } of tokens) {
      expect(token).toMatch(SECRET_TOKEN_PATTERN)
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      expect(hashSecretToken(token)).toBe(hash)
    }
    expect(new Set(tokens.map((t) => t.token)).size).toBe(50)
  })

  it("match their stored hash only, and refuse what is not a token", () => {
    const { token, hash } = newSecretToken()
    expect(secretTokenMatches(token, hash)).toBe(true)
    expect(secretTokenMatches(newSecretToken().token, hash)).toBe(false)
    expect(secretTokenMatches(`${token}x`, hash)).toBe(false)
    for (const bad of [undefined, null, 42, "", "x".repeat(201)]) expect(secretTokenMatches(bad, hash)).toBe(false)
    expect(secretTokenMatches(token, null)).toBe(false)
    expect(secretTokenMatches(token, "abc")).toBe(false)
  })

  it("compare two secrets kept in clear", () => {
    expect(sameSecret("abc", "abc")).toBe(true)
    expect(sameSecret("abd", "abc")).toBe(false)
    expect(sameSecret("abc", "")).toBe(false)
    expect(sameSecret(undefined, "abc")).toBe(false)
  })
})
