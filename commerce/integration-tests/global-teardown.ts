import { rmSync } from "node:fs"
import { onServer, quoted, SEEDED_TEMPLATE_ENV, TEMPLATE_ENV } from "./database"

/** Stops MailDev and the embedded cluster (its whole process group), drops the templates, removes the throwaway folders. */
export default async function globalTeardown(): Promise<void> {
  for (const folder of [globalThis.__COMMERCE_TEST_UPLOADS__, globalThis.__COMMERCE_TEST_PRIVATE_UPLOADS__]) {
    if (folder) rmSync(folder, { recursive: true, force: true })
  }
  const maildev = globalThis.__COMMERCE_TEST_MAILDEV__
  globalThis.__COMMERCE_TEST_MAILDEV__ = undefined
  if (maildev) await new Promise<void>((resolve) => maildev.close(() => resolve()))
  const pg = globalThis.__COMMERCE_TEST_PG__
  if (!pg) {
    // A server we did not start outlives the run: leave it as we found it.
    for (const template of [process.env[SEEDED_TEMPLATE_ENV], process.env[TEMPLATE_ENV]]) {
      if (template) await onServer(`DROP DATABASE IF EXISTS ${quoted(template)}`)
    }
    return
  }
  globalThis.__COMMERCE_TEST_PG__ = undefined
  const { child, dir } = pg
  if (child.exitCode === null && child.pid) {
    let timer: NodeJS.Timeout | undefined
    const exited = new Promise((resolve) => child.once("exit", resolve))
    const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))
    try {
      process.kill(-child.pid, "SIGTERM")
      await Promise.race([exited, gaveUp])
    } catch {
      // already gone
    } finally {
      // A pending timer would keep jest alive for its whole duration.
      clearTimeout(timer)
    }
  }
  rmSync(dir, { recursive: true, force: true })
}
