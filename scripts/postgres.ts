// Runs the embedded PostgreSQL as a foreground process: `tsx scripts/postgres.ts --data-dir D --port P [--db name]...`
// Prints `READY <admin url>` once it accepts connections, and stops the cluster cleanly on SIGINT/SIGTERM.
// Used by `npm start` and by the test setups that need a database when no server is given.
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.ts";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    port: { type: "string", default: "5433" },
    db: { type: "string", multiple: true, default: [] },
    verbose: { type: "boolean", default: false },
    // A test run's cluster, deleted afterwards: no need to survive a power cut (fsync off is much faster).
    throwaway: { type: "boolean", default: false },
  },
});
if (!values["data-dir"]) {
  console.error("usage: tsx scripts/postgres.ts --data-dir <dir> [--port 5433] [--db name]...");
  process.exit(2);
}

const cluster = await startEmbeddedPostgres({
  dataDir: values["data-dir"],
  port: Number(values.port),
  databases: values.db,
  throwaway: values.throwaway,
  onLog: values.verbose ? (line) => process.stderr.write(line) : undefined,
});
console.log(`READY ${cluster.url("postgres")}`);
// embedded-postgres registers its own exit hook that stops the cluster on SIGINT/SIGTERM.
