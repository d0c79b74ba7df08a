import { execFile } from "node:child_process"

/** The git revision the running engine was built from, and its commit date when known. */
export type BuildRevision = { revision: string; date: Date | null }

const REVISION_PATTERN = /^[0-9a-f]{7,40}$/

/** A date text, or null when missing or unreadable. */
function dateOrNull(text: string | undefined): Date | null {
  if (!text?.trim()) return null
  const date = new Date(text.trim())
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The revision the deployment says (`SHOP_REVISION`, with `SHOP_REVISION_DATE`: what a Docker build passes, having
 * no .git), else null. A value that is not a commit hash is ignored rather than recorded.
 */
export function revisionFromEnv(env: NodeJS.ProcessEnv): BuildRevision | null {
  const revision = env.SHOP_REVISION?.trim().toLowerCase()
  if (!revision || !REVISION_PATTERN.test(revision)) return null
  return { revision, date: dateOrNull(env.SHOP_REVISION_DATE) }
}

/** `git log -1 --format=%H%x09%cI` read back: hash, tab, ISO date. */
export function parseGitLog(output: string): BuildRevision | null {
  const [hash, date] = output.trim().split("\t")
  if (!hash || !REVISION_PATTERN.test(hash)) return null
  return { revision: hash, date: dateOrNull(date) }
}

/** The checkout's HEAD when the engine runs from a git working copy (`npm start`, the tests); null otherwise. */
function revisionFromGit(cwd: string): Promise<BuildRevision | null> {
  return new Promise((resolve) => {
    execFile("git", ["log", "-1", "--format=%H%x09%cI"], { cwd, timeout: 5000 }, (error, stdout) => {
      resolve(error ? null : parseGitLog(String(stdout)))
    })
  })
}

export async function currentRevision(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Promise<BuildRevision | null> {
  return revisionFromEnv(env) ?? (await revisionFromGit(cwd))
}
