import { optionsFromConfig } from "../options"

describe("optionsFromConfig", () => {
  it("defaults the storefront to the app's storeCors and the login limits to 10 per IP, 5 free per account + IP", () => {
    const options = optionsFromConfig({ projectConfig: { http: { storeCors: "http://localhost:8000, https://shop.test/" } } })
    expect(options).toEqual({
      cmsUrl: "http://localhost:1337",
      loginRateLimit: { perIp: 10, freeAttempts: 5, baseDelayMs: 30000, maxDelayMs: 900000, windowMs: 900000 },
      signupRateLimit: { perIp: 10, windowMs: 3600000 },
      checkoutRateLimit: { perIp: 30, windowMs: 3600000 },
      storefrontUrl: "http://localhost:8000",
    })
  })

  it("takes the plugin's own options first", () => {
    const options = optionsFromConfig({
      projectConfig: { http: { storeCors: "http://localhost:8000" } },
      plugins: [{ resolve: "@shop/compat-api", options: { cmsUrl: "http://cms:1337/", loginRateLimit: { perIp: 3 } } }],
    })
    expect(options.cmsUrl).toBe("http://cms:1337")
    expect(options.loginRateLimit).toMatchObject({ perIp: 3, freeAttempts: 5 })
  })

  it("takes the sign-up and checkout limits from the options (the journeys' shop raises them), defaults otherwise", () => {
    const options = optionsFromConfig({
      plugins: [{ resolve: "@shop/compat-api", options: { signupRateLimit: { perIp: 500 }, checkoutRateLimit: { perIp: 0, windowMs: 60000 } } }],
    })
    expect(options.signupRateLimit).toEqual({ perIp: 500, windowMs: 3600000 })
    expect(options.checkoutRateLimit).toEqual({ perIp: 30, windowMs: 60000 })
  })

  it("ignores malformed values", () => {
    const options = optionsFromConfig({ plugins: [{ resolve: "@shop/compat-api", options: { loginRateLimit: { perIp: -1 } } }] })
    expect(options.loginRateLimit.perIp).toBe(10)
  })
})
