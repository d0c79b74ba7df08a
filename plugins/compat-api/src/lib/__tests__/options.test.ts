import { optionsFromConfig, originList } from "../options"

describe("optionsFromConfig", () => {
  it("defaults the storefront origins to the app's storeCors and the limits to 10/5 per 15 min", () => {
    const options = optionsFromConfig({ projectConfig: { http: { storeCors: "http://localhost:8000, https://shop.test/" } } })
    expect(options).toEqual({
      cmsUrl: "http://localhost:1337",
      allowedOrigins: ["http://localhost:8000", "https://shop.test"],
      bodySizeLimit: 65536,
      loginRateLimit: { perIp: 10, perAccount: 5, windowMs: 900000 },
      storefrontUrl: "http://localhost:8000",
    })
  })

  it("takes the plugin's own options first", () => {
    const options = optionsFromConfig({
      projectConfig: { http: { storeCors: "http://localhost:8000" } },
      plugins: [
        {
          resolve: "@shop/compat-api",
          options: { cmsUrl: "http://cms:1337/", allowedOrigins: ["https://a.test"], bodySizeLimit: 1000, loginRateLimit: { perIp: 3 } },
        },
      ],
    })
    expect(options.cmsUrl).toBe("http://cms:1337")
    expect(options.allowedOrigins).toEqual(["https://a.test"])
    expect(options.bodySizeLimit).toBe(1000)
    expect(options.loginRateLimit).toEqual({ perIp: 3, perAccount: 5, windowMs: 900000 })
  })

  it("ignores malformed values", () => {
    expect(originList(42)).toEqual([])
    const options = optionsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: { bodySizeLimit: -1 } }] })
    expect(options.bodySizeLimit).toBe(65536)
    expect(options.allowedOrigins).toEqual([])
  })
})
