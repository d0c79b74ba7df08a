import { execFileSync } from "node:child_process";
import net from "node:net";

export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function whoListens(port: number): string {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const owner = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    return owner ? ` by ${owner[1]} (pid ${owner[2]})` : "";
  } catch {
    return "";
  }
}

/** Fails early with the name of the process holding a port, instead of a service crashing later. */
export async function assertPortsFree(ports: { port: number; role: string; override: string }[]): Promise<void> {
  const taken: string[] = [];
  for (const { port, role, override } of ports) {
    if (!(await isPortFree(port))) {
      taken.push(`port ${port} (${role}) is already taken${whoListens(port)}; free it or set ${override}`);
    }
  }
  if (taken.length > 0) throw new Error(taken.join("\n"));
}

export async function findFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port found from ${from}`);
}
