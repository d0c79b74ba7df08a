import { rmSync } from "node:fs"

/** Stops the embedded cluster (its whole process group) and removes the throwaway folders. */
export default async function globalTeardown(): Promise<void> {
  const uploads = globalThis.__COMMERCE_TEST_UPLOADS__
  if (uploads) rmSync(uploads, { recursive: true, force: true })
  const pg = globalThis.__COMMERCE_TEST_PG__
  if (!pg) return
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
