import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"

export type CmsServer = {
  url: string
  editorToken: string
  /** Strapi's super admin: a test works in Strapi's own admin API as an editor would in its panel */
  admin: { email: string; password: string }
  stop(): Promise<void>
}

const CMS_DIR = path.resolve(__dirname, "..", "..", "..", "..", "cms")

/**
 * A real Strapi for the engine's editorial spec (no mock: the CMS is ours and runnable): cms/tests/helpers/serve-cms.ts
 * in a child process, the CMS's own test setup (throwaway SQLite, seed, editor token). Resolves once it answers.
 */
export function startCmsServer(timeoutMs = 280_000): Promise<CmsServer> {
  const child: ChildProcess = spawn(process.execPath, [require.resolve("tsx/cli"), "tests/helpers/serve-cms.ts"], {
    cwd: CMS_DIR,
    env: { ...process.env, NODE_ENV: "test", NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let errors = ""
  child.stderr!.on("data", (chunk) => (errors = (errors + chunk).slice(-4000)))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      child.kill("SIGTERM")
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`the CMS did not start in ${timeoutMs} ms: ${errors}`))
    }, timeoutMs)
    let out = ""
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const ready = /CMS_READY (\S+) (\S+) (\S+) (\S+)\n/.exec(out)
      if (ready) {
        clearTimeout(timer)
        resolve({ url: ready[1], editorToken: ready[2], admin: { email: ready[3], password: ready[4] }, stop })
      }
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`the CMS exited (${code}): ${errors}`))
    })
  })
}
