/**
 * The engine's side of the CMS: Strapi's REST API at CMS_URL with the editor token (CMS_EDITOR_TOKEN, created by
 * the CMS bootstrap from EDITOR_API_TOKEN). Strapi stays the source of truth: nothing is copied into the engine's
 * database, and its own admin keeps working on the same documents.
 */
export class CmsUnavailableError extends Error {}

/** A 4xx of Strapi, kept so routes can answer it (unique slug taken, validation). */
export class CmsRefusedError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`the CMS refused the request (${status})`)
  }
}

export type CmsSettings = { url: string; token: string }

export function cmsSettings(env: NodeJS.ProcessEnv = process.env): CmsSettings {
  return {
    url: (env.CMS_URL || "http://localhost:1337").split(",")[0].trim().replace(/\/+$/, ""),
    token: (env.CMS_EDITOR_TOKEN ?? "").trim(),
  }
}

type Query = Record<string, unknown>

/** Strapi's bracket query string (`filters[slug][$eq]=x`, `populate[0]=category`) from a nested object. */
export function strapiQuery(query: Query): string {
  const params: string[] = []
  const add = (prefix: string, value: unknown) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) value.forEach((item, index) => add(`${prefix}[${index}]`, item))
    else if (typeof value === "object") for (const [key, inner] of Object.entries(value as Query)) add(prefix ? `${prefix}[${key}]` : key, inner)
    else params.push(`${encodeURIComponent(prefix).replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%24/g, "$")}=${encodeURIComponent(String(value))}`)
  }
  add("", query)
  return params.join("&")
}

export type CmsCall = (method: string, path: string, query?: Query, body?: unknown) => Promise<unknown>

/** One call to Strapi's content API; 404 answers null, other 4xx throw CmsRefusedError, the rest CmsUnavailableError. */
export function cmsCall(settings: CmsSettings = cmsSettings(), fetchImpl: typeof fetch = fetch): CmsCall {
  return async (method, path, query, body) => {
    if (!settings.token) throw new CmsUnavailableError("CMS_EDITOR_TOKEN is not set")
    const qs = query ? strapiQuery(query) : ""
    let response: Response
    try {
      response = await fetchImpl(`${settings.url}/api/${path}${qs ? `?${qs}` : ""}`, {
        method,
        headers: {
          Accept: "application/json",
          Authorization: `Bearer ${settings.token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new CmsUnavailableError(`the CMS did not answer: ${(error as Error).message}`)
    }
    if (response.status === 404) return null
    if (response.status === 204) return {}
    const payload = await response.json().catch(() => null)
    if (response.status >= 400 && response.status < 500) throw new CmsRefusedError(response.status, payload)
    if (!response.ok) throw new CmsUnavailableError(`the CMS answered ${response.status} for ${method} ${path}`)
    return payload
  }
}
