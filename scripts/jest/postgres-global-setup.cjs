// Jest globalSetup for suites that need PostgreSQL (Medusa's integration runner reads DB_*).
// With DB_HOST set, the given server is used; otherwise an embedded cluster is started on a free
// port in a throwaway folder, so `npm test` needs no database server on the machine.
const { spawn } = require("node:child_process");
const { mkdtempSync } = require("node:fs");
const net = require("node:net");
const os = require("node:os");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..", "..");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = async function startTestPostgres() {
  if (process.env.DB_HOST) return;
  const port = await freePort();
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-test-pg-")), "data");
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/postgres.ts", "--data-dir", dataDir, "--port", String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("embedded PostgreSQL did not start within 120 s")), 120_000);
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      if (output.includes("READY ")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`embedded PostgreSQL exited (${code})`)));
  });
  child.stdout.resume();
  Object.assign(process.env, {
    DB_HOST: "localhost",
    DB_PORT: String(port),
    DB_USERNAME: "postgres",
    DB_PASSWORD: "postgres",
    SHOP_TEST_PG_PID: String(child.pid),
  });
  globalThis.__shopTestPostgres = child;
};
