import type { ApiAdminProduct } from "@shop/shared"
import { gatherImages, manoItemAsProductRecord, manoPriceCsv, planManoImport, MANO_TEXTS } from "../mano"

const EAN = "3760123456784"

describe("ManoMano item images", () => {
  it("gathers image_1 … image_7 in order, skipping empty cells and repeats", () => {
    expect(gatherImages({ image_1: " https://cdn.test/a.jpg ", image_2: "", image_3: "https://cdn.test/b.jpg", image_4: "https://cdn.test/a.jpg" })).toEqual([
      "https://cdn.test/a.jpg",
      "https://cdn.test/b.jpg",
    ])
  })

  it("keeps at most 7 images: image_8 and beyond are not ours", () => {
    const record = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`image_${i + 1}`, `https://cdn.test/${i + 1}.jpg`]))
    const images = gatherImages(record)
    expect(images).toHaveLength(7)
    expect(images[6]).toBe("https://cdn.test/7.jpg")
  })

  it("maps an item to the product import's columns: sku as EAN, quantity as stock, images packed from image_1", () => {
    expect(manoItemAsProductRecord({ sku: EAN, title: "Radiateur", price: "499,90", quantity: "3", image_2: "https://cdn.test/x.jpg", mm_category: "x" })).toEqual({
      ean: EAN,
      title: "Radiateur",
      description: undefined,
      brand: undefined,
      price: "499,90",
      stock: "3",
      category: undefined,
      image_1: "https://cdn.test/x.jpg",
    })
  })
})

describe("ManoMano upload plan", () => {
  const file = (text: string) => Buffer.from(text, "utf8")

  it("checks each row on its own and reports its line", () => {
    const plan = planManoImport(
      file(`sku;title;price;quantity;image_1;image_2\n${EAN};Radiateur;499,90;3;https://cdn.test/a.jpg;https://cdn.test/b.jpg\n123;Faux;10;1;;\n${EAN};Doublon;1;1;;\n`)
    )
    if (!plan.ok) throw new Error(plan.message)
    expect(plan.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
    ])
    const first = plan.rows[0]
    if (!first.ok) throw new Error("first row refused")
    expect(first.row.change.images).toEqual(["https://cdn.test/a.jpg", "https://cdn.test/b.jpg"])
    expect(first.row.change.priceCents).toBe(49990)
  })

  it("refuses a file without an EAN or SKU column, or without rows, in French", () => {
    expect(planManoImport(file("title;price\nA;1\n"))).toEqual({ ok: false, message: MANO_TEXTS.noEan })
    expect(planManoImport(file(""))).toEqual({ ok: false, message: MANO_TEXTS.empty })
  })
})

describe("ManoMano price feed", () => {
  const product: ApiAdminProduct = {
    id: "prod_1", slug: "radiateur", status: "published", ean: EAN, sku: null, title: "Radiateur; 1500 W", subtitle: null,
    description: null, brand: "Atlantic", category: null, priceCents: 49990, stock: 4, images: ["/api/dev/a.jpg"], updatedAt: "",
  }
  it("writes one ; line per product with an EAN and a price, prices with a dot, texts quoted when needed", () => {
    const csv = manoPriceCsv([product, { ...product, ean: null }], 1990)
    expect(csv.split("\r\n")).toEqual([
      "sku;ean;title;brand;price;quantity;shipping_price;image_1",
      `${EAN};${EAN};"Radiateur; 1500 W";Atlantic;499.90;4;19.90;/api/dev/a.jpg`,
      "",
    ])
  })
})
