import { cmsCall, CmsRefusedError, CmsUnavailableError, cmsSettings, strapiQuery } from "../cms-client"

describe("the CMS client", () => {
  it("writes Strapi's bracket query strings", () => {
    expect(strapiQuery({ status: "draft", filters: { slug: { $eq: "a b" }, documentId: { $in: ["x", "y"] } }, sort: ["updatedAt:desc"] })).toBe(
      "status=draft&filters[slug][$eq]=a%20b&filters[documentId][$in][0]=x&filters[documentId][$in][1]=y&sort[0]=updatedAt%3Adesc"
    )
    expect(strapiQuery({ filters: undefined, page: 2 })).toBe("page=2")
  })

  it("reads CMS_URL and CMS_EDITOR_TOKEN", () => {
    expect(cmsSettings({ CMS_URL: "http://cms:1337/", CMS_EDITOR_TOKEN: " k " })).toEqual({ url: "http://cms:1337", token: "k" })
    expect(cmsSettings({})).toEqual({ url: "http://localhost:1337", token: "" })
  })

  it("sends the token, answers null on 404, refuses on 4xx, fails on 5xx and without a token", async () => {
    const calls: [string, RequestInit][] = []
    const answer = (status: number, body: unknown = {}) =>
      (async (url: string, init: RequestInit) => {
        calls.push([url, init])
        return new Response(status === 204 ? null : JSON.stringify(body), { status })
      }) as unknown as typeof fetch
    const settings = { url: "http://cms", token: "secret" }
    expect(await cmsCall(settings, answer(200, { data: [] }))("GET", "articles", { status: "draft" })).toEqual({ data: [] })
    expect(calls[0][0]).toBe("http://cms/api/articles?status=draft")
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBe("Bearer secret")
    expect(await cmsCall(settings, answer(404))("GET", "articles/x")).toBeNull()
    await expect(cmsCall(settings, answer(400, { error: {} }))("PUT", "articles/x", undefined, {})).rejects.toBeInstanceOf(CmsRefusedError)
    await expect(cmsCall(settings, answer(500))("GET", "articles")).rejects.toBeInstanceOf(CmsUnavailableError)
    await expect(cmsCall({ url: "http://cms", token: "" }, answer(200))("GET", "articles")).rejects.toBeInstanceOf(CmsUnavailableError)
  })
})
