import { hashUnsubscribeToken, newUnsubscribeToken, UNSUBSCRIBE_TOKEN_PATTERN, unsubscribeTokenMatches } from "../token"

describe("unsubscribe token", () => {
  it("is 256 random bits in URL-safe text, different every time", () => {
    const first = newUnsubscribeToken()
    const second = newUnsubscribeToken()
    expect(first.token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN)
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32)
    expect(first.token).not.toBe(second.token)
  })

  it("is stored only as its SHA-256, which does not contain it", () => {
    const { token, hash } = newUnsubscribeToken()
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(hashUnsubscribeToken(token))
    expect(hash).not.toContain(token)
  })

  it("matches its own hash only", () => {
    const { token, hash } = newUnsubscribeToken()
    const other = newUnsubscribeToken()
    expect(unsubscribeTokenMatches(token, hash)).toBe(true)
    expect(unsubscribeTokenMatches(other.token, hash)).toBe(false)
    expect(unsubscribeTokenMatches(token, other.hash)).toBe(false)
  })

  it("refuses what is not a token's shape, and a missing hash", () => {
    const { token, hash } = newUnsubscribeToken()
    expect(unsubscribeTokenMatches(undefined, hash)).toBe(false)
    expect(unsubscribeTokenMatches("", hash)).toBe(false)
    expect(unsubscribeTokenMatches(`${token}x`, hash)).toBe(false)
    expect(unsubscribeTokenMatches(hash, hash)).toBe(false)
    expect(unsubscribeTokenMatches(token, "")).toBe(false)
    expect(unsubscribeTokenMatches(token, null)).toBe(false)
  })
})
