// Stops the embedded cluster started by postgres-global-setup.cjs (its process group, so the
// postgres server goes with its launcher).
module.exports = async function stopTestPostgres() {
  const child = globalThis.__shopTestPostgres;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
};
