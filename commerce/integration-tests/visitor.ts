/** The HTTP client of Medusa's test runner, as far as a visitor uses it. */
export type VisitorApi = {
  request(config: Record<string, unknown>): Promise<{ status: number; data: unknown; headers: Record<string, unknown> }>
}

export type Answer<T = any> = { status: number; data: T; headers: Record<string, unknown> }

/**
 * A browser of sorts for the /api specs: keeps the session cookie between calls and claims an IP through
 * X-Forwarded-For (Medusa trusts one proxy; the rate limits count per IP). Extra headers (an Origin) per call.
 */
export class Visitor {
  cookie: string | undefined
  constructor(private readonly api: VisitorApi, private readonly ip = "127.0.0.1") {}

  call<T = any>(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return this.send<T>({ method, url, data, headers })
  }

  /** Sends a body exactly as written (axios would otherwise re-encode a string), JSON unless told otherwise. */
  raw<T = { message: string }>(method: string, url: string, body: string, contentType = "application/json"): Promise<Answer<T>> {
    return this.send<T>({ method, url, data: body, headers: { "content-type": contentType }, transformRequest: [(d: unknown) => d] })
  }

  /** A call that does not follow redirects, to see where it sends the browser. */
  unfollowed<T = unknown>(method: string, url: string): Promise<Answer<T>> {
    return this.send<T>({ method, url, headers: {}, maxRedirects: 0 })
  }

  private async send<T>({ headers, ...config }: { headers: Record<string, string> } & Record<string, unknown>): Promise<Answer<T>> {
    const res = await this.api.request({
      ...config,
      validateStatus: () => true,
      headers: { "x-forwarded-for": this.ip, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    })
    const setCookie = (res.headers["set-cookie"] as string[] | undefined)?.find((c) => c.startsWith("connect.sid="))
    if (setCookie) this.cookie = setCookie.split(";")[0]
    return res as Answer<T>
  }
}
