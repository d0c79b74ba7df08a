import { MedusaService } from "@medusajs/framework/utils"
import type { Logger } from "@medusajs/framework/types"
import { currentRevision } from "../../lib/revision"
import { ShopVersion } from "./models/shop-version"
import { Todo } from "./models/todo"
import { TodoComment } from "./models/todo-comment"

type VersionRow = { id: string; revision: string }

/** Generated CRUD of the three tables; the version of the running build is recorded when the engine starts. */
class DevDeskModuleService extends MedusaService({ TodoItem: Todo, TodoComment, ShopVersion }) {
  protected readonly logger_: Logger | undefined

  constructor(container: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.logger_ = container.logger as Logger | undefined
  }

  __hooks = {
    onApplicationStart: async (): Promise<void> => {
      try {
        await this.recordRunningVersion()
      } catch (error) {
        this.logger_?.warn(`dev-desk: version not recorded (${(error as Error).message})`)
      }
    },
  }

  /** One row per revision: a restart or a second replica on the same build adds nothing (unique index on revision). */
  async recordRunningVersion(): Promise<VersionRow | null> {
    const build = await currentRevision()
    if (!build) return null
    const [known] = (await this.listShopVersions({ revision: build.revision }, { take: 1 })) as unknown as VersionRow[]
    if (known) return known
    try {
      return (await this.createShopVersions({ revision: build.revision, revision_date: build.date })) as unknown as VersionRow
    } catch (error) {
      const [raced] = (await this.listShopVersions({ revision: build.revision }, { take: 1 })) as unknown as VersionRow[]
      if (raced) return raced
      throw error
    }
  }
}

export default DevDeskModuleService
