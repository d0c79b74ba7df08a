import { contactConfirmationMail, threadUrl } from "../mail"
import { hashThreadSecret, newThreadSecret, secretMatches } from "../secret"

describe("thread secrets", () => {
  it("are 256 random bits, URL-safe, stored as their SHA-256 only", () => {
    const { secret, hash } = newThreadSecret()
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hash).toBe(hashThreadSecret(secret))
    expect(hash).not.toContain(secret)
    expect(newThreadSecret().secret).not.toBe(secret)
  })

  it("match only the thread's own secret", () => {
    const { secret, hash } = newThreadSecret()
    expect(secretMatches(secret, hash)).toBe(true)
    expect(secretMatches(`${secret}x`, hash)).toBe(false)
    expect(secretMatches(newThreadSecret().secret, hash)).toBe(false)
    for (const wrong of [undefined, "", ["a", "b"], 42]) expect(secretMatches(wrong, hash)).toBe(false)
  })
})

describe("contact confirmation e-mail", () => {
  it("links the thread with its secret and escapes the customer's text in HTML", () => {
    const url = threadUrl("http://boutique.test/", "msgthr_1", "abc-DEF_1")
    expect(url).toBe("http://boutique.test/contact/msgthr_1?secret=abc-DEF_1")
    const mail = contactConfirmationMail(
      { name: "Marie <b>", subjectLabel: "Service après-vente", message: "Bonjour <script>x</script>", threadUrl: url },
      "http://boutique.test"
    )
    expect(mail.subject).toBe("Nous avons bien reçu votre message (Service après-vente)")
    expect(mail.text).toContain(`Suivre la conversation et répondre : ${url}`)
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("Bonjour &lt;script&gt;x&lt;/script&gt;")
    expect(mail.html).toContain("Marie &lt;b&gt;")
  })
})
