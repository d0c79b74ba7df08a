import { execFile, spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { chmodSync, mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import MailDev from "maildev"
import { freePort } from "./free-port"
import { copyDatabase, onServer, quoted, SEEDED_TEMPLATE_ENV, TEMPLATE_ENV } from "./database"
import { startMailCatcher } from "./mail-catcher"

declare global {
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_PG__: { child: ChildProcess; dir: string } | undefined
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_UPLOADS__: string | undefined
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_PRIVATE_UPLOADS__: string | undefined
  // eslint-disable-next-line no-var
  var __COMMERCE_TEST_MAILDEV__: MailDev | undefined
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
    ["scripts/postgres.ts", "--data-dir", path.join(dir, "data"), "--port", String(port), "--throwaway"],
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

/** Runs Medusa's CLI on one database of the test server, in a child process so the app's module registry stays out of jest's process. */
async function medusaOn(database: string, args: string[], what: string): Promise<void> {
  const { DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD } = process.env
  const url = `postgres://${DB_USERNAME}:${encodeURIComponent(DB_PASSWORD ?? "")}@${DB_HOST}:${DB_PORT}/${database}`
  try {
    await promisify(execFile)(path.join(ROOT, "node_modules", ".bin", "medusa"), args, {
      cwd: path.resolve(__dirname, ".."),
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: url, LOG_LEVEL: "error" },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${what} failed:\n${stdout ?? ""}${stderr ?? ""}`)
  }
}

/** Migrates the run's template database once (Medusa's migrations, link tables, search indexes). runner.ts clones it per file. */
async function migrateTemplate(): Promise<string> {
  const name = `commerce-test-template-${randomBytes(6).toString("hex")}`
  await onServer(`CREATE DATABASE ${quoted(name)}`)
  await medusaOn(name, ["db:migrate", "--skip-scripts", "--execute-all-links"], "migrating the template database")
  return name
}

/** A copy of the migrated template with the shop seeded once (seed-template.ts), for files that declare `seeded: true`. */
async function seedTemplate(migrated: string): Promise<string> {
  const name = `${migrated}-seeded`
  await copyDatabase(migrated, name)
  await medusaOn(name, ["exec", "./integration-tests/seed-template.ts"], "seeding the template database")
  return name
}

/**
 * One MailDev for the whole run: suites that send e-mail without reading it (a welcome mail, an order
 * confirmation) really deliver it here instead of failing to connect. Suites that read mail start their own
 * (http/kit/accounts.ts) and point SMTP_URL at it for their file.
 */
async function startMailDev(): Promise<void> {
  const catcher = await startMailCatcher()
  globalThis.__COMMERCE_TEST_MAILDEV__ = catcher.maildev
  process.env.SMTP_URL = catcher.smtpUrl
}

/**
 * One PostgreSQL server for the run: the one named by DB_* variables, otherwise (a bare machine, CI) a private
 * embedded cluster. On it, one migrated template database and its seeded copy that test files clone (runner.ts).
 */
export default async function globalSetup(): Promise<void> {
  // Product images the seed uploads during tests go to a throwaway folder, not commerce/static.
  const uploads = mkdtempSync(path.join(os.tmpdir(), "commerce-test-uploads-"))
  process.env.MEDUSA_UPLOAD_DIR = uploads
  globalThis.__COMMERCE_TEST_UPLOADS__ = uploads
  // Private files (message attachments) in a folder per jest worker (setup.js): a test that counts the files stored
  // must not see those of a test running at the same time in the other worker.
  const privateUploads = mkdtempSync(path.join(os.tmpdir(), "commerce-test-private-uploads-"))
  process.env.COMMERCE_TEST_PRIVATE_UPLOADS = privateUploads
  globalThis.__COMMERCE_TEST_PRIVATE_UPLOADS__ = privateUploads
  await startMailDev()
  let started = Date.now()
  if (!process.env.DB_HOST) {
    await startEmbeddedPostgres()
    console.log(`\nembedded PostgreSQL for the integration tests on port ${process.env.DB_PORT} (${Date.now() - started} ms)`)
  }
  started = Date.now()
  process.env[TEMPLATE_ENV] = await migrateTemplate()
  console.log(`template database ${process.env[TEMPLATE_ENV]} migrated (${Date.now() - started} ms)`)
  started = Date.now()
  process.env[SEEDED_TEMPLATE_ENV] = await seedTemplate(process.env[TEMPLATE_ENV])
  console.log(`seeded template ${process.env[SEEDED_TEMPLATE_ENV]} (${Date.now() - started} ms)`)
}
