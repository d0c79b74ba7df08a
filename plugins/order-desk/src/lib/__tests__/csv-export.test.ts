import { CSV_BOM, csvCell, frenchAmount, frenchDate, ordersCsv, ordersCsvFileName, type CsvOrder } from "../csv-export"

describe("French spreadsheet formats", () => {
  it("writes amounts with a decimal comma and no thousands separator", () => {
    expect(frenchAmount(123456)).toBe("1234,56")
    expect(frenchAmount(5)).toBe("0,05")
    expect(frenchAmount(-1990)).toBe("-19,90")
    expect(frenchAmount(0)).toBe("0,00")
    expect(() => frenchAmount(1.5)).toThrow(RangeError)
  })

  it("writes dates dd/mm/yyyy on the Paris calendar", () => {
    expect(frenchDate("2026-03-07T10:00:00Z")).toBe("07/03/2026")
    // 23:30 UTC on 1 March is already 2 March in Paris (winter: UTC+1); in summer UTC+2.
    expect(frenchDate(new Date("2026-03-01T23:30:00Z"))).toBe("02/03/2026")
    expect(frenchDate("2026-07-31T22:30:00Z")).toBe("01/08/2026")
  })

  it("quotes cells holding a separator, a quote or a line break, and defuses formulas", () => {
    expect(csvCell("Dupont")).toBe("Dupont")
    expect(csvCell('Radiateur "Cosy"; 1000 W')).toBe('"Radiateur ""Cosy""; 1000 W"')
    expect(csvCell("ligne\nsuivante")).toBe('"ligne\nsuivante"')
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)")
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell("-19,90")).toBe("-19,90")
    expect(csvCell(null)).toBe("")
  })
})

describe("ordersCsv", () => {
  const order: CsvOrder = {
    orderNumber: "MC-ABCD2345",
    createdAt: "2026-11-24T09:05:00Z",
    stateLabel: "Payée",
    customerName: "Claire Dupont",
    email: "claire@exemple.fr",
    isPro: false,
    lines: [
      { ean: "3700000000017", designation: "Radiateur à inertie; 1500 W", quantity: 2, unitPrice: 49990, total: 99980 },
      { ean: null, designation: "Thermostat", quantity: 1, unitPrice: 2990, total: 2990 },
    ],
    delivery: 1990,
    total: 104960,
    vat: 17493,
    refunded: 0,
  }

  it("starts with the BOM, separates with semicolons, ends lines with CRLF, one row per line", () => {
    const csv = ordersCsv([order])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const rows = csv.slice(1).split("\r\n")
    expect(rows).toHaveLength(4) // header, two lines, final empty string
    expect(rows[3]).toBe("")
    expect(rows[0].split(";")).toHaveLength(16)
    expect(rows[1]).toBe(
      'MC-ABCD2345;24/11/2026;10:05;Payée;Claire Dupont;claire@exemple.fr;Particulier;3700000000017;"Radiateur à inertie; 1500 W";2;499,90;999,80;19,90;1049,60;174,93;0,00'
    )
    // The order's own figures only on its first line: a column sum counts them once.
    expect(rows[2]).toBe("MC-ABCD2345;24/11/2026;10:05;Payée;Claire Dupont;claire@exemple.fr;Particulier;;Thermostat;1;29,90;29,90;;;;")
  })

  it("keeps an order without lines as one row, and writes only the header when nothing matches", () => {
    const rows = ordersCsv([{ ...order, lines: [], isPro: true }]).slice(1).split("\r\n")
    expect(rows[1]).toContain(";Pro;;;;;;19,90;1049,60;174,93;0,00")
    expect(ordersCsv([]).slice(1).split("\r\n")).toHaveLength(2)
  })

  it("names the file after the period", () => {
    expect(ordersCsvFileName("2026-11-01", "2026-11-30")).toBe("commandes-2026-11-01-au-2026-11-30.csv")
  })
})
