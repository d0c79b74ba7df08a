import { readdirSync } from "node:fs"
import path from "node:path"

// Medusa records every module's applied migrations in one table, by name: a second plugin's migration that shares a
// name with one already applied is skipped silently and its tables never exist (the withdrawal and feeds plugins
// were hit this way). Every migration of every plugin needs a name of its own.
const PLUGINS = path.resolve(__dirname, "../../../plugins")

function migrationNames(): { name: string; where: string }[] {
  const found: { name: string; where: string }[] = []
  for (const plugin of readdirSync(PLUGINS)) {
    const modules = path.join(PLUGINS, plugin, "src", "modules")
    let moduleNames: string[] = []
    try {
      moduleNames = readdirSync(modules)
    } catch {
      continue
    }
    for (const moduleName of moduleNames) {
      const folder = path.join(modules, moduleName, "migrations")
      let files: string[] = []
      try {
        files = readdirSync(folder)
      } catch {
        continue
      }
      for (const file of files.filter((entry) => /^Migration\d+\.ts$/.test(entry))) {
        found.push({ name: file.replace(/\.ts$/, ""), where: `${plugin}/${moduleName}` })
      }
    }
  }
  return found
}

describe("plugin migrations", () => {
  it("each has a name no other plugin's migration has", () => {
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const { name, where } of migrationNames()) {
      const first = seen.get(name)
      if (first) clashes.push(`${name}: ${first} and ${where}`)
      else seen.set(name, where)
    }
    expect(migrationNames().length).toBeGreaterThan(10)
    expect(clashes).toEqual([])
  })
})
