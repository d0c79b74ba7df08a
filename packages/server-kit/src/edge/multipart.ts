import type { IncomingHttpHeaders } from "node:http"
import type { Readable } from "node:stream"
import busboy from "busboy"

/** The one file part of a multipart body, read into memory (at most `maxFileBytes` kept). */
export type UploadedPart = { name: string | undefined; declaredType: string; bytes: Buffer; tooLarge: boolean }
export type MultipartBody = { fields: Record<string, string>; file: UploadedPart | undefined }

export class MultipartError extends Error {
  constructor(readonly reason: "not-multipart" | "malformed" | "too-many-parts") {
    super(`multipart body refused: ${reason}`)
  }
}

export function isMultipart(headers: IncomingHttpHeaders): boolean {
  return /^multipart\/form-data\b/i.test(headers["content-type"] ?? "")
}

/**
 * Streams a multipart/form-data body through busboy: the part named `file` is kept up to `maxFileBytes` (beyond it,
 * the rest is read and dropped and `tooLarge` is set, so the client gets an answer rather than a reset connection);
 * other file parts are drained; small text fields are kept. One file, at most 10 fields of 10 000 characters.
 */
export function readMultipart(
  request: Readable & { headers: IncomingHttpHeaders },
  maxFileBytes: number
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    if (!isMultipart(request.headers)) {
      reject(new MultipartError("not-multipart"))
      return
    }
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: request.headers,
        // browsers send file names in UTF-8 (busboy's default reading is latin1: "été" came out as "Ã©tÃ©")
        defParamCharset: "utf8",
        limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 10_000, parts: 12 },
      })
    } catch {
      reject(new MultipartError("malformed"))
      return
    }
    const fields: Record<string, string> = {}
    let file: UploadedPart | undefined
    let pending: Promise<void> = Promise.resolve()
    let failed = false
    const fail = (error: MultipartError) => {
      if (failed) return
      failed = true
      request.unpipe(parser)
      request.resume()
      reject(error)
    }

    parser.on("field", (name, value) => {
      fields[name] = value
    })
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || file) {
        stream.resume()
        return
      }
      const part: UploadedPart = { name: info.filename, declaredType: info.mimeType, bytes: Buffer.alloc(0), tooLarge: false }
      file = part
      const chunks: Buffer[] = []
      stream.on("limit", () => {
        part.tooLarge = true
      })
      pending = new Promise<void>((done) => {
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("close", () => {
          part.bytes = Buffer.concat(chunks)
          done()
        })
      })
    })
    parser.on("partsLimit", () => fail(new MultipartError("too-many-parts")))
    parser.on("filesLimit", () => undefined)
    parser.on("fieldsLimit", () => fail(new MultipartError("too-many-parts")))
    parser.on("error", () => fail(new MultipartError("malformed")))
    parser.on("close", () => {
      if (failed) return
      void pending.then(() => resolve({ fields, file }))
    })
    request.on("aborted", () => fail(new MultipartError("malformed")))
    request.pipe(parser)
  })
}
