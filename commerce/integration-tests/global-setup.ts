import { spawn, type ChildProcess } from "node:child_process"
import { chmodSync, mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

declare global {
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_PG__: { child: ChildProcess; dir: string } | undefined
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_UPLOADS__: string | undefined
}

const ROOT = path.resolve(__dirname, "..", "..")

/**
 * Runs the repository's embedded PostgreSQL (scripts/postgres.ts, an ES module run by tsx) in its own
 * process group and waits for its READY line.
 */
async function startEmbeddedPostgres(): Promise<void> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), "commerce-test-pg-"))
  // As root the cluster runs as the `postgres` OS user, which must be able to enter this folder.
  chmodSync(dir, 0o755)
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["scripts/postgres.ts", "--data-dir", path.join(dir, "data"), "--port", String(port)],
    { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "inherit"] }
  )
  globalThis.__COMMERCE_TEST_PG__ = { child, dir }
  await new Promise<void>((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => reject(new Error("embedded PostgreSQL did not start within 120 s")), 120_000)
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("READY ")) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`embedded PostgreSQL exited (${code})`))
    })
  })
  child.stdout!.resume()
  // "localhost", not 127.0.0.1: Medusa's runner turns SSL on for any other host name.
  Object.assign(process.env, { DB_HOST: "localhost", DB_PORT: String(port), DB_USERNAME: "postgres", DB_PASSWORD: "postgres" })
}

/**
 * Medusa's test runner creates one database per test file on the server named by DB_* variables. With
 * DB_HOST set that server is used; otherwise (a bare machine, CI) a private embedded cluster is started.
 */
export default async function globalSetup(): Promise<void> {
  // Product images the seed uploads during tests go to a throwaway folder, not commerce/static.
  const uploads = mkdtempSync(path.join(os.tmpdir(), "commerce-test-uploads-"))
  process.env.MEDUSA_UPLOAD_DIR = uploads
  globalThis.__COMMERCE_TEST_UPLOADS__ = uploads
  if (process.env.DB_HOST) return
  const started = Date.now()
  await startEmbeddedPostgres()
  console.log(`\nembedded PostgreSQL for the integration tests on port ${process.env.DB_PORT} (${Date.now() - started} ms)`)
}
