import { inspect } from "node:util"

/** A readable text for a log line: workflow runs reject with plain serialized objects, not Errors. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message
  if (error && typeof error === "object" && "message" in error) {
    const { message, stack } = error as { message?: unknown; stack?: unknown }
    return typeof stack === "string" ? stack : String(message)
  }
  return inspect(error, { depth: 4 })
}

/** Turns a workflow's serialized error back into an Error (so callers and Medusa's error handler see a message). */
export function asError(error: unknown): Error {
  if (error instanceof Error) return error
  const wrapped = new Error(describeError(error))
  return Object.assign(wrapped, typeof error === "object" ? error : {})
}
