// Longest files first, so that at the end of the run neither jest worker is left alone with a long file. On a
// clean clone jest has no timing cache and orders by file size: checkout-concurrency.spec.ts (2 tests, over two
// minutes) then started near the end while the other worker sat idle for more than a minute.
// The times come from jest's own cache when this machine has run the file, else from file-durations.json (a full
// run on the 2-core machine; a group of specs on one engine, engine-groups.js, is one file); a file in neither runs
// first. Refresh the file after adding or reshaping suites:
// RECORD_FILE_DURATIONS=1 npm test (in commerce/).
const { writeFileSync } = require("node:fs")
const path = require("node:path")
const Sequencer = require("@jest/test-sequencer").default

const DURATIONS_FILE = path.join(__dirname, "file-durations.json")
const recorded = require(DURATIONS_FILE)

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = (test) => {
      const cached = this.time(test)
      if (cached != null) return cached / 1000
      return recorded[path.relative(test.context.config.rootDir, test.path)] ?? Infinity
    }
    return [...tests].sort((a, b) => seconds(b) - seconds(a))
  }

  cacheResults(tests, results) {
    super.cacheResults(tests, results)
    if (!process.env.RECORD_FILE_DURATIONS) return
    const durations = { ...recorded }
    for (const file of results.testResults) {
      if (!file.testExecError && file.perfStats.end > file.perfStats.start) {
        durations[path.relative(tests[0].context.config.rootDir, file.testFilePath)] = Math.round((file.perfStats.end - file.perfStats.start) / 100) / 10
      }
    }
    const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a))
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`)
  }
}

module.exports = LongestFirst
