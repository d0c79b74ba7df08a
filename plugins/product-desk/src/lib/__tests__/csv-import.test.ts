import { completeEan13, PRODUCT_CSV_TEXTS, PRODUCT_DESK_TEXTS } from "@shop/shared"
import { IMPORT_MAX_ROWS, IMPORT_TEXTS, planImport } from "../csv-import"

const A = completeEan13("376099900001")
const B = completeEan13("376099900002")
const csv = (text: string) => Buffer.from(text, "utf8")

describe("planImport (the CSV file, before anything is written)", () => {
  it("reads a French spreadsheet: BOM, ';', decimal comma, quoted cells with separators and line breaks", () => {
    const plan = planImport(
      csv(`\uFEFFEAN;Title;Price;Stock;Category;Description\r\n${A};"Radiateur ""Sirius""; 1000 W";299,90;4;radiateurs/inertie/ceramique;"Deux lignes\r\net un ; point-virgule"\r\n`)
    )
    expect(plan).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          ean: A,
          ok: true,
          row: {
            ean: A,
            change: {
              title: 'Radiateur "Sirius"; 1000 W',
              priceCents: 29990,
              stock: 4,
              category: "radiateurs/inertie/ceramique",
              description: "Deux lignes\r\net un ; point-virgule",
            },
          },
        },
      ],
    })
  })

  it("reads a ',' file (decimal point) and reports each bad row with its line, a repeated EAN included", () => {
    const plan = planImport(csv(`ean,price,stock\n${A},12.50,3\n123,10,1\n${B},10,-2\n${A},11,1\n`))
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    expect(plan.rows.map((r) => [r.line, r.ok ? "ok" : r.message])).toEqual([
      [2, "ok"],
      [3, PRODUCT_DESK_TEXTS.ean],
      [4, PRODUCT_DESK_TEXTS.stock],
      [5, PRODUCT_CSV_TEXTS.duplicateEan],
    ])
  })

  it.each([
    ["a file without an ean column", `title;price\nA;1\n`, PRODUCT_CSV_TEXTS.noEan],
    ["an unknown column (a typo would keep the stored value)", `ean;prix\n${A};1\n`, `${PRODUCT_CSV_TEXTS.unknownColumns}prix.`],
    ["a header alone", `ean;price\n`, IMPORT_TEXTS.empty],
    ["an unclosed quote", `ean;title\n${A};"Radiateur\n`, IMPORT_TEXTS.unreadable],
    ["a row with more cells than the header", `ean;title\n${A};a;b\n`, IMPORT_TEXTS.unreadable],
  ])("refuses %s as a whole", (_, text, message) => {
    expect(planImport(csv(text))).toEqual({ ok: false, message })
  })

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${completeEan13(String(376000000000 + i))};1`)
    expect(planImport(csv(`ean;stock\n${rows.join("\n")}\n`))).toEqual({ ok: false, message: IMPORT_TEXTS.tooManyRows })
  })
})
