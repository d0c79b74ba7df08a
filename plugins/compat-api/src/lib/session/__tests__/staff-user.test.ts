import { ANONYMOUS_USER, toStaffSessionUser } from "../user"

describe("toStaffSessionUser", () => {
  it("makes a staff user holding grants an admin with those grants, in table order", () => {
    expect(
      toStaffSessionUser({
        id: "user_1",
        email: "equipe@maison-chaleur.fr",
        first_name: "Équipe",
        last_name: "Maison Chaleur",
        admin_grant: { grants: ["orders", "dev", "faq"] },
      })
    ).toEqual({
      ...ANONYMOUS_USER,
      email: "equipe@maison-chaleur.fr",
      firstName: "Équipe",
      lastName: "Maison Chaleur",
      isAdmin: true,
      grants: ["dev", "orders", "faq"],
    })
  })

  it("leaves a staff user without grants (or with unknown ones only) logged in but no admin", () => {
    for (const admin_grant of [null, undefined, { grants: [] }, { grants: ["root"] }]) {
      const user = toStaffSessionUser({ id: "user_2", email: "stagiaire@maison-chaleur.fr", admin_grant })
      expect(user.isAdmin).toBe(false)
      expect(user.grants).toEqual([])
      expect(user.email).toBe("stagiaire@maison-chaleur.fr")
    }
  })

  it("is never pro and carries no customer data", () => {
    const user = toStaffSessionUser({ id: "user_3", admin_grant: { grants: ["dev"] } })
    expect(user).toMatchObject({ isPro: false, company: "", siret: "", address: "", phone: "" })
  })
})
