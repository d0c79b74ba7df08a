import { eanOfQuery, MAX_QUERY_TOKENS, normalizeText, queryTokens } from "../normalize"

describe("normalizeText", () => {
  it("drops accents and case, as a French shopper types", () => {
    expect(normalizeText("Radiateur à inertie céramique")).toBe("radiateur a inertie ceramique")
    expect(normalizeText("Double cœur FONTE-aluminium")).toBe("double coeur fonte aluminium")
  })

  it("reads hyphens, apostrophes and punctuation as spaces", () => {
    expect(normalizeText("Sèche-serviettes")).toBe("seche serviettes")
    expect(normalizeText("Chauffage d’appoint, l'hiver!")).toBe("chauffage d appoint l hiver")
  })

  it("separates figures from units", () => {
    expect(normalizeText("1000W")).toBe("1000 w")
    expect(normalizeText("Climatiseur 3,5 kW")).toBe("climatiseur 3 5 kw")
  })

  it("is empty for nothing", () => {
    expect(normalizeText(null)).toBe("")
    expect(normalizeText("  -- ")).toBe("")
  })
})

describe("queryTokens", () => {
  it("keeps the words that count", () => {
    expect(queryTokens("radiateur à inertie")).toEqual(["radiateur", "inertie"])
    expect(queryTokens("Sèche-serviette")).toEqual(["seche", "serviette"])
  })

  it("keeps stop words when there is nothing else", () => {
    expect(queryTokens("de la")).toEqual(["de", "la"])
  })

  it("drops repeats and caps the number of words", () => {
    expect(queryTokens("radiateur radiateur")).toEqual(["radiateur"])
    expect(queryTokens("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10").length).toBe(MAX_QUERY_TOKENS)
  })

  it("gives only [a-z0-9] words, safe inside a tsquery", () => {
    for (const token of queryTokens("radia:* & !(x) | 'y' <-> z")) expect(token).toMatch(/^[a-z0-9]+$/)
  })
})

describe("eanOfQuery", () => {
  it("recognises a code, spaces allowed", () => {
    expect(eanOfQuery("3760891101015")).toBe("3760891101015")
    expect(eanOfQuery(" 3 760891 101015 ")).toBe("3760891101015")
  })

  it("ignores words and short numbers", () => {
    expect(eanOfQuery("radiateur 1000")).toBeNull()
    expect(eanOfQuery("2000")).toBeNull()
  })
})
