import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// A content hash of what decides the database's shape and seed: when it has not changed since
// the last successful migration + seed, a warm start skips both (they cost ~25 s even as no-ops).
function addTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === "node_modules") continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      addTree(hash, full);
    } else {
      hash.update(full).update(readFileSync(full));
    }
  }
}

export function fingerprint(paths: string[], extra: string): string {
  const hash = createHash("sha256").update(extra);
  for (const dir of paths) addTree(hash, dir);
  return hash.digest("hex");
}
