/**
 * The integration runner every `http/*.spec.ts` uses: Medusa's `medusaIntegrationTestRunner`, same options and
 * same `testSuite` arguments, but each file's database is cloned (`CREATE DATABASE ... WITH TEMPLATE`) from the
 * template the global setup migrated once for the whole run (migrations, link tables, search indexes), instead of
 * migrating a fresh database per file (see global-setup.ts and README.md).
 *
 * A file that declares `seeded: true` clones the seeded copy of that template instead (the shop seeded once per run).
 *
 * Everything else is Medusa's: the app is booted the same way, the database is snapshotted after the file's own
 * `beforeAll` hooks and restored before each later test, and the file's database is dropped at the end.
 * Files listed in engine-groups.js run several to a jest file and share one engine (shareOneEngine below).
 * Without a template (TEST_TEMPLATE_DB unset: a run without the global setup) it falls back to Medusa's runner.
 */
import { asValue } from "@medusajs/framework/awilix"
import { logger } from "@medusajs/framework/logger"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getResolvedPlugins, mergePluginModules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { dbTestUtilFactory, getDatabaseURL } from "@medusajs/test-utils/dist/database"
import {
  applyEnvVarsToProcess,
  clearInstances,
  closeWaitingroomClient,
  configLoaderOverride,
  initDb,
  migrateSearchIndexes,
  startApp,
} from "@medusajs/test-utils/dist/medusa-test-runner-utils"
import { waitWorkflowExecutions } from "@medusajs/test-utils/dist/medusa-test-runner-utils/wait-workflow-executions"
import { copyDatabase, SEEDED_TEMPLATE_ENV, TEMPLATE_ENV } from "./database"
import { settleDelayedEvents, watchDelayedEvents } from "./delayed-events"
import { seed } from "./helpers"
import { closeRateLimitStore } from "@shop/server-kit"
import { randomBytes } from "node:crypto"

type MedusaRunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]
type SuiteOptions = Parameters<MedusaRunnerOptions["testSuite"]>[0]
type RunnerOptions = MedusaRunnerOptions & {
  /** Start from the seeded shop (helpers.ts `seed`: catalogue, staff user, vouchers) cloned from the run's seeded template. */
  seeded?: boolean
}

export function integrationTestRunner(options: RunnerOptions): void {
  const template = process.env[options.seeded ? SEEDED_TEMPLATE_ENV : TEMPLATE_ENV]
  if (!template) {
    // No global setup: Medusa's own runner, seeding first when the file expects a seeded shop.
    const testSuite: MedusaRunnerOptions["testSuite"] = (suite) => {
      if (options.seeded) beforeAll(() => seed(suite.getContainer()))
      options.testSuite(suite)
    }
    medusaIntegrationTestRunner({ ...options, testSuite })
    return
  }
  const run = new TemplateRun(template, options)
  describe("", () => {
    beforeAll(() => run.start())
    beforeEach(() => run.beforeEach())
    afterEach(() => run.afterEach())
    afterAll(() => run.stop())
    options.testSuite(run.suiteOptions())
  })
}

/**
 * Several spec files in one jest file share one booted engine (engine-groups.js, shared-engine.ts): the first file
 * boots it, each later one swaps its database for a fresh clone of the template, and the engine stops after the
 * last. Booting costs ~9 s of CPU a file (jest loading Medusa's modules, then the app's own start).
 */
const sharing: { enabled: boolean; engine: Engine | null } = { enabled: false, engine: null }

/** Called by a group's jest file before it loads its specs; registers the engine's stop after the last one. */
export function shareOneEngine(): void {
  sharing.enabled = true
  afterAll(async () => {
    const engine = sharing.engine
    sharing.engine = null
    await engine?.stop()
  })
}

/** One booted app on its own database (a clone of a template), reached over HTTP on a free port. */
class Engine {
  readonly dbName = `medusa-${randomBytes(8).toString("hex")}-integration-${process.env.JEST_WORKER_ID ?? "1"}`
  readonly dbUtils = dbTestUtilFactory()
  readonly writes = new WriteWatch()
  container: MedusaContainer | null = null
  app: unknown = null
  api: any = null
  private shutdown: () => Promise<void> = async () => undefined
  private restoreEnv: () => void = () => undefined

  static async boot(template: string, options: RunnerOptions): Promise<Engine> {
    const engine = new Engine()
    try {
      await engine.start(template, options)
      return engine
    } catch (error) {
      await engine.stop()
      throw error
    }
  }

  private async start(template: string, options: RunnerOptions): Promise<void> {
    const cwd = options.cwd ?? options.medusaConfigFile ?? process.cwd()
    await configLoaderOverride(cwd, { clientUrl: getDatabaseURL(this.dbName), debug: false })
    this.restoreEnv = applyEnvVarsToProcess(options.env ?? {})
    const { container, MedusaAppLoader } = await import("@medusajs/framework")
    const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    mergePluginModules(configModule, await getResolvedPlugins(cwd, configModule), cwd)
    container.register({ [ContainerRegistrationKeys.LOGGER]: asValue(logger) })
    await options.hooks?.beforeServerStart?.(container)

    // The clone replaces Medusa's per-file migrations + link sync.
    await copyDatabase(template, this.dbName)
    this.dbUtils.pgConnection_ = await initDb()

    await clearInstances()
    // As in Medusa's runner: the search index definitions are registered before the app loads.
    const { loadSearchIndexes } = require("@medusajs/medusa/loaders/search")
    await loadSearchIndexes({ plugins: await getResolvedPlugins(cwd, configModule, true), configModule, logger })
    this.app = await new MedusaAppLoader({ medusaConfigPath: cwd, cwd }).load()
    // A no-op on the migrated template; kept so a suite declaring its own index still gets it.
    await migrateSearchIndexes(container, logger)

    const app = await startApp({ cwd, env: options.env ?? {} })
    this.container = app.container
    watchDelayedEvents(this.container)
    this.writes.watch(this.pool())
    this.writes.watch(this.dbUtils.pgConnection_ as Knex | undefined)
    const { default: axios } = await import("axios")
    const cancel = axios.CancelToken.source()
    this.api = axios.create({ baseURL: `http://localhost:${app.port}`, cancelToken: cancel.token })
    this.shutdown = async () => {
      await app.shutdown()
      cancel.cancel("Request canceled by shutdown")
    }
    await waitWorkflowExecutions(this.container)
  }

  /** The next file of a group: a fresh clone of its template under the running app, and no rate-limit counts. */
  async reuseFor(template: string): Promise<void> {
    await settleDelayedEvents()
    if (this.container) await waitWorkflowExecutions(this.container)
    await this.offline(() => copyDatabase(template, this.dbName))
    await closeRateLimitStore()
    this.writes.reset()
  }

  /**
   * Copying or replacing the database needs every connection to it closed. Medusa's runner terminates them
   * under the app's feet: each idle pooled connection then logs "Connection ended unexpectedly", and background work
   * the last test started (the search index's stock refresh, debounced 200 ms) fails on a dead connection. Here the
   * app waits until its pool (one knex shared by every module) has been quiet for a moment, then closes it, and
   * opens it again on the new copy.
   */
  async offline(swap: () => Promise<void>): Promise<void> {
    const pool = this.pool()
    if (pool) await quiet(pool)
    const reopen = pool ? holdAcquisitions(pool) : () => undefined
    await pool?.destroy()
    try {
      await swap()
    } finally {
      pool?.initialize()
      reopen()
    }
  }

  pool(): Knex | undefined {
    return this.container?.resolve(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true })
  }

  async stop(): Promise<void> {
    try {
      const pool = this.pool()
      // The last test's background work finishes before the app stops, instead of failing on a closed pool.
      await settleDelayedEvents()
      if (pool) await quiet(pool)
      await this.shutdown()
      // Closed here too: the pool reopened after the last restore must not keep jest alive.
      await pool?.destroy()
      await clearInstances()
      await (this.container as any)?.dispose?.()
      await this.dbUtils.shutdown(this.dbName)
      await closeWaitingroomClient()
    } catch (error) {
      logger.error(`Error during cleanup: ${String(error)}`)
    } finally {
      this.shutdown = async () => undefined
      this.container = null
      this.app = null
      this.api = null
      this.restoreEnv()
      this.restoreEnv = () => undefined
    }
  }
}

/** One test file's run: its engine (its own, or the group's), and the snapshot its tests start from. */
class TemplateRun {
  private engine: Engine | null = null
  private snapshotName = ""
  private snapshotReady = false
  private skipNextRestore = false

  constructor(private readonly template: string, private readonly options: RunnerOptions) {}

  async start(): Promise<void> {
    if (sharing.enabled && (this.options.env || this.options.hooks || this.options.cwd || this.options.medusaConfigFile)) {
      throw new Error("a spec with its own engine options (env, hooks, cwd) cannot share its group's engine: run it alone (engine-groups.js)")
    }
    if (sharing.enabled && sharing.engine) {
      this.engine = sharing.engine
      await this.engine.reuseFor(this.template)
    } else {
      this.engine = await Engine.boot(this.template, this.options)
      if (sharing.enabled) sharing.engine = this.engine
    }
    this.snapshotName = `${this.engine.dbName}-snapshot-${randomBytes(4).toString("hex")}`
  }

  async beforeEach(): Promise<void> {
    const engine = this.engine
    if (!engine) return
    // Medusa's behaviour: the first test sees the state the file's beforeAll hooks made; it is kept as a
    // snapshot and every later test starts from it again.
    if (!this.snapshotReady) {
      await engine.offline(() => copyDatabase(engine.dbName, this.snapshotName))
      engine.writes.reset()
      this.snapshotReady = true
      return
    }
    if (this.skipNextRestore) {
      this.skipNextRestore = false
      return
    }
    // Nothing written since the snapshot (the last test only read, or was refused): the copy would be identical.
    // Background work still running may yet write, so it is waited for first.
    const pool = engine.pool()
    if (!engine.writes.since() && pool && isBusy(pool)) await quiet(pool)
    if (!engine.writes.since()) return
    await engine.offline(() => copyDatabase(this.snapshotName, engine.dbName))
    engine.writes.reset()
  }

  async afterEach(): Promise<void> {
    await settleDelayedEvents()
    if (this.engine?.container) await waitWorkflowExecutions(this.engine.container)
  }

  async stop(): Promise<void> {
    const engine = this.engine
    this.engine = null
    if (!engine) return
    try {
      if (this.snapshotReady) await engine.dbUtils.dropTemplate(this.snapshotName)
    } catch (error) {
      logger.error(`Error during cleanup: ${String(error)}`)
    } finally {
      this.snapshotReady = false
    }
    // A group's engine serves its next file; it stops after the last (shareOneEngine).
    if (sharing.engine !== engine) await engine.stop()
  }

  suiteOptions(): SuiteOptions {
    const run = this
    const engine = () => run.engine ?? sharing.engine
    const snapshot = async (o?: { templateName?: string }) => {
      const current = run.engine!
      await current.offline(() => copyDatabase(current.dbName, o?.templateName ?? run.snapshotName))
      if (!o?.templateName) current.writes.reset()
      run.snapshotReady = true
      run.skipNextRestore = true
    }
    const restore = async (o?: { templateName?: string }) => {
      const current = run.engine!
      await current.offline(() => copyDatabase(o?.templateName ?? run.snapshotName, current.dbName))
      if (!o?.templateName) current.writes.reset()
    }
    return {
      api: new Proxy({}, { get: (_, prop) => engine()?.api?.[prop] }),
      dbConnection: new Proxy({}, { get: (_, prop) => (engine()?.dbUtils.pgConnection_ as any)?.[prop] }),
      getMedusaApp: () => engine()?.app,
      getContainer: () => engine()?.container as MedusaContainer,
      get dbConfig() {
        const dbName = engine()?.dbName ?? ""
        return { dbName, schema: "public", clientUrl: getDatabaseURL(dbName) }
      },
      get dbUtils() {
        return { ...engine()?.dbUtils, snapshot, restore }
      },
      utils: { waitWorkflowExecutions: () => waitWorkflowExecutions(engine()?.container as MedusaContainer) },
    } as unknown as SuiteOptions
  }
}

type Knex = {
  on(event: "query", listener: (query: { sql: string }) => void): void
  destroy(): Promise<void>
  initialize(): void
  client: {
    pool?: { numUsed(): number; numPendingAcquires(): number; numPendingCreates(): number }
    acquireConnection(): Promise<unknown>
  }
}

/** Statements that only read (or frame a transaction); `nextval` reads but moves a sequence, so it counts as a write. */
const READ_ONLY_SQL = /^\s*(select|show|set|begin|commit|rollback|savepoint|release)\b/i

/**
 * Counts the statements that may have written to the file's database since its snapshot was taken or restored.
 * Every query of the app's modules and of the suite's `dbConnection` goes through one of the watched knex instances
 * (no plugin opens a pg client of its own), so a zero means the database is still the snapshot.
 */
class WriteWatch {
  private count = 0
  private readonly watched = new Set<Knex>()

  watch(knex: Knex | undefined): void {
    if (!knex || this.watched.has(knex)) return
    this.watched.add(knex)
    knex.on("query", ({ sql }) => {
      if (!READ_ONLY_SQL.test(sql) || /\bnextval\s*\(/i.test(sql)) this.count++
    })
  }

  since(): number {
    return this.count
  }

  reset(): void {
    this.count = 0
  }
}

/**
 * Work that starts while the pool is closed for a swap (a scheduled job firing, like the newsletter campaigns'
 * minute job) waits for the pool to reopen on the new copy instead of failing with "Unable to acquire a connection".
 * Returns the function that reopens.
 */
function holdAcquisitions(knex: Knex): () => void {
  const client = knex.client
  const acquire = client.acquireConnection
  let reopen!: () => void
  const reopened = new Promise<void>((resolve) => (reopen = resolve))
  client.acquireConnection = async function (this: unknown) {
    await reopened
    return acquire.call(this)
  }
  return () => {
    client.acquireConnection = acquire
    reopen()
  }
}

/** A connection of the pool is lent, or asked for. */
function isBusy(knex: Knex): boolean {
  const pool = knex.client.pool
  return !!pool && pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0
}

/** Background work starts up to 200 ms after the event that asks for it (sync-queue.ts): a quiet pool for 300 ms. */
const QUIET_MS = 300

/** Resolves once the pool has lent no connection and been asked for none during QUIET_MS (at most 10 s). */
async function quiet(knex: Knex): Promise<void> {
  const busy = () => isBusy(knex)
  const deadline = Date.now() + 10_000
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (busy()) quietSince = Date.now()
    else if (Date.now() - quietSince >= QUIET_MS) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
