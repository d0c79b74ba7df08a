import { edgeSettingsFromConfig, originList } from "../settings"

describe("edgeSettingsFromConfig", () => {
  it("defaults the origins to storeCors, the body to 64 KiB and the trusted proxies to loopback", () => {
    expect(edgeSettingsFromConfig({ projectConfig: { http: { storeCors: "http://localhost:8000, https://shop.test/" } } }, {})).toEqual({
      allowedOrigins: ["http://localhost:8000", "https://shop.test"],
      bodySizeLimit: 65536,
      trustedProxies: ["loopback"],
    })
  })

  it("takes the edge plugin's options first, then the environment", () => {
    const config = {
      projectConfig: { http: { storeCors: "http://localhost:8000" } },
      plugins: [{ resolve: "@shop/compat-api", options: { allowedOrigins: ["https://a.test"], bodySizeLimit: 1000 } }],
    }
    const settings = edgeSettingsFromConfig(config, { TRUSTED_PROXIES: "loopback, 10.0.0.0/8" })
    expect(settings.allowedOrigins).toEqual(["https://a.test"])
    expect(settings.bodySizeLimit).toBe(1000)
    expect(settings.trustedProxies).toEqual(["loopback", "10.0.0.0/8"])
    const own = { plugins: [{ resolve: "@shop/compat-api", options: { trustedProxies: ["uniquelocal"] } }] }
    expect(edgeSettingsFromConfig(own, { TRUSTED_PROXIES: "10.0.0.1" }).trustedProxies).toEqual(["uniquelocal"])
  })

  it("ignores malformed values", () => {
    expect(originList(42)).toEqual([])
    const settings = edgeSettingsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: { bodySizeLimit: -1 } }] }, {})
    expect(settings.bodySizeLimit).toBe(65536)
    expect(settings.allowedOrigins).toEqual([])
  })
})
