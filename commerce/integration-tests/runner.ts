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
import { seed } from "./helpers"
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

/** One test file's app, on its own clone of the template. */
class TemplateRun {
  private readonly dbName = `medusa-${randomBytes(8).toString("hex")}-integration-${process.env.JEST_WORKER_ID ?? "1"}`
  private readonly snapshotName = `${this.dbName}-template`
  private readonly cwd: string
  private readonly dbUtils = dbTestUtilFactory()
  private container: MedusaContainer | null = null
  private app: unknown = null
  private api: any = null
  private shutdown: () => Promise<void> = async () => undefined
  private restoreEnv: () => void = () => undefined
  private snapshotReady = false
  readonly writes = new WriteWatch()
  private skipNextRestore = false

  constructor(private readonly template: string, private readonly options: RunnerOptions) {
    this.cwd = options.cwd ?? options.medusaConfigFile ?? process.cwd()
  }

  async start(): Promise<void> {
    try {
      await configLoaderOverride(this.cwd, { clientUrl: getDatabaseURL(this.dbName), debug: false })
      this.restoreEnv = applyEnvVarsToProcess(this.options.env ?? {})
      const { container, MedusaAppLoader } = await import("@medusajs/framework")
      const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
      mergePluginModules(configModule, await getResolvedPlugins(this.cwd, configModule), this.cwd)
      container.register({ [ContainerRegistrationKeys.LOGGER]: asValue(logger) })
      await this.options.hooks?.beforeServerStart?.(container)

      // The clone replaces Medusa's per-file migrations + link sync.
      await copyDatabase(this.template, this.dbName)
      this.dbUtils.pgConnection_ = await initDb()

      await clearInstances()
      // As in Medusa's runner: the search index definitions are registered before the app loads.
      const { loadSearchIndexes } = require("@medusajs/medusa/loaders/search")
      await loadSearchIndexes({ plugins: await getResolvedPlugins(this.cwd, configModule, true), configModule, logger })
      this.app = await new MedusaAppLoader({ medusaConfigPath: this.cwd, cwd: this.cwd }).load()
      // A no-op on the migrated template; kept so a suite declaring its own index still gets it.
      await migrateSearchIndexes(container, logger)

      const app = await startApp({ cwd: this.cwd, env: this.options.env ?? {} })
      this.container = app.container
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
    } catch (error) {
      await this.stop()
      throw error
    }
  }

  async beforeEach(): Promise<void> {
    // Medusa's behaviour: the first test sees the state the file's beforeAll hooks made; it is kept as a
    // snapshot and every later test starts from it again.
    if (!this.snapshotReady) {
      await this.offline(() => copyDatabase(this.dbName, this.snapshotName))
      this.writes.reset()
      this.snapshotReady = true
      return
    }
    if (this.skipNextRestore) {
      this.skipNextRestore = false
      return
    }
    // Nothing written since the snapshot (the last test only read, or was refused): the copy would be identical.
    // Background work still running may yet write, so it is waited for first.
    const pool = this.pool()
    if (!this.writes.since() && pool && isBusy(pool)) await quiet(pool)
    if (!this.writes.since()) return
    await this.offline(() => copyDatabase(this.snapshotName, this.dbName))
    this.writes.reset()
  }

  /**
   * Copying or replacing the file's database needs every connection to it closed. Medusa's runner terminates them
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

  private pool(): Knex | undefined {
    return this.container?.resolve(ContainerRegistrationKeys.PG_CONNECTION, { allowUnregistered: true })
  }

  async afterEach(): Promise<void> {
    if (this.container) await waitWorkflowExecutions(this.container)
  }

  async stop(): Promise<void> {
    try {
      const pool = this.pool()
      // The last test's background work finishes before the app stops, instead of failing on a closed pool.
      if (pool) await quiet(pool)
      await this.shutdown()
      // Closed here too: the pool reopened after the last restore must not keep jest alive.
      await pool?.destroy()
      await clearInstances()
      await (this.container as any)?.dispose?.()
      if (this.snapshotReady) await this.dbUtils.dropTemplate(this.snapshotName)
      await this.dbUtils.shutdown(this.dbName)
      await closeWaitingroomClient()
    } catch (error) {
      logger.error(`Error during cleanup: ${String(error)}`)
    } finally {
      this.shutdown = async () => undefined
      this.container = null
      this.app = null
      this.api = null
      this.snapshotReady = false
      this.restoreEnv()
      this.restoreEnv = () => undefined
    }
  }

  suiteOptions(): SuiteOptions {
    const run = this
    return {
      api: new Proxy({}, { get: (_, prop) => run.api?.[prop] }),
      dbConnection: new Proxy({}, { get: (_, prop) => (run.dbUtils.pgConnection_ as any)?.[prop] }),
      getMedusaApp: () => run.app,
      getContainer: () => run.container as MedusaContainer,
      dbConfig: { dbName: run.dbName, schema: "public", clientUrl: getDatabaseURL(run.dbName) },
      dbUtils: {
        ...run.dbUtils,
        snapshot: async (o?: { templateName?: string }) => {
          await run.offline(() => copyDatabase(run.dbName, o?.templateName ?? run.snapshotName))
          if (!o?.templateName) run.writes.reset()
          run.snapshotReady = true
          run.skipNextRestore = true
        },
        restore: async (o?: { templateName?: string }) => {
          await run.offline(() => copyDatabase(o?.templateName ?? run.snapshotName, run.dbName))
          if (!o?.templateName) run.writes.reset()
        },
      },
      utils: { waitWorkflowExecutions: () => waitWorkflowExecutions(run.container as MedusaContainer) },
    } as SuiteOptions
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
