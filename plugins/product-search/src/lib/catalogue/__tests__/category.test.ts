import { productCategory } from "../category"

const solena = {
  id: "prod_01",
  handle: "radiateur-inertie-ceramique-solena-1000w",
  title: "Radiateur à inertie céramique Solena 1000 W",
}

describe("productCategory", () => {
  it("takes the deepest known path: the leaf, not its parent", () => {
    const category = productCategory({
      ...solena,
      categories: [
        { id: "pcat_1", name: "Radiateurs", handle: "radiateurs", metadata: { path: "radiateurs", menuTag: "rd" } },
        { id: "pcat_2", name: "Inertie céramique", handle: "radiateurs-inertie-ceramique", metadata: { path: "radiateurs/inertie/ceramique" } },
      ],
    })
    expect(category?.path).toBe("radiateurs/inertie/ceramique")
    expect(category?.name).toBe("Inertie céramique")
  })

  it("takes the nearest menu tag: mobile radiators are 'mob', not 'rd'", () => {
    const category = productCategory({
      ...solena,
      categories: [{ id: "c", name: "Radiateurs mobiles", handle: "radiateurs-inertie-mobiles", metadata: null }],
    })
    expect(category).toEqual({ path: "radiateurs/inertie-mobiles", name: "Radiateurs mobiles", tag: "mob" })
  })

  it("is null for a product outside the menu's tree", () => {
    expect(productCategory({ ...solena, categories: [{ id: "x", name: "Divers", handle: "divers", metadata: null }] })).toBeNull()
    expect(productCategory({ ...solena, categories: null })).toBeNull()
  })
})
