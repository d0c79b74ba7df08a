import { ADMIN_ORDER_MESSAGES as M } from "@shop/shared"
import { parseDeliveryCsv } from "../delivery-csv"

const file = (text: string) => Buffer.from(text, "utf8")

describe("the delivery file", () => {
  it("reads a semicolon file with BOM, header and CRLF; quoted cells; line numbers as the sheet shows them", () => {
    const parsed = parseDeliveryCsv(file('\uFEFFcommande;transporteur;suivi\r\nMC-ABCD2345;Colissimo;6A12345678901\r\n"mc-efgh6789";"DPD";"250 123 456 789"\r\n'))
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { line: 2, ok: true, orderNumber: "MC-ABCD2345", row: { orderNumber: "MC-ABCD2345", carrier: "colissimo", trackingNumber: "6A12345678901" } },
        { line: 3, ok: true, orderNumber: "MC-EFGH6789", row: { orderNumber: "MC-EFGH6789", carrier: "dpd", trackingNumber: "250123456789" } },
      ],
    })
  })

  it("reads a comma file without header", () => {
    const parsed = parseDeliveryCsv(file("MC-ABCD2345,gls,ZX98765432\n"))
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ line: 1, ok: true, row: { carrier: "gls" } })
  })

  it("refuses each bad row with its reason, and a repeated order", () => {
    const parsed = parseDeliveryCsv(
      file(["MC-ABCD2345;Colissimo;6A12345678901", "12345;Colissimo;6A12345678901", "MC-EFGH6789;Pigeon;6A12345678901", "MC-JKLM2345;DHL", "MC-ABCD2345;DHL;1234567890"].join("\n"))
    )
    if (!parsed.ok) throw new Error("file refused")
    expect(parsed.rows.map((row) => (row.ok ? "ok" : row.message))).toEqual(["ok", M.orderNumberInvalid, M.carrierUnknown, M.csvColumns, M.csvDuplicate])
    expect(parsed.rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5])
  })

  it("refuses an empty, unreadable or oversized file as a whole", () => {
    expect(parseDeliveryCsv(file("commande;transporteur;suivi\n\n"))).toEqual({ ok: false, message: M.csvEmpty })
    expect(parseDeliveryCsv(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toEqual({ ok: false, message: M.csvUnreadable })
    expect(parseDeliveryCsv(file('MC-ABCD2345;"Colissimo;6A1\n'))).toEqual({ ok: false, message: M.csvUnreadable })
    const big = Array.from({ length: 2001 }, (_, i) => `MC-ABCD${String(i).padStart(4, "2")};dpd;1234567890`).join("\n")
    expect(parseDeliveryCsv(file(big))).toEqual({ ok: false, message: M.csvTooManyRows })
  })

  it("handles 1,000 rows", () => {
    const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    const number = (i: number) => `MC-${"ABCDE"}${alphabet[i % 32]}${alphabet[Math.floor(i / 32) % 32]}${alphabet[Math.floor(i / 1024) % 32]}`
    const text = Array.from({ length: 1000 }, (_, i) => `${number(i)};Colissimo;6A${String(i).padStart(11, "0")}`).join("\n")
    const parsed = parseDeliveryCsv(file(text))
    expect(parsed.ok && parsed.rows.filter((row) => row.ok)).toHaveLength(1000)
  })
})
