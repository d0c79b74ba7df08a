// The specs engine-groups.js lists under "cms-1", on one engine (../shared-engine.ts).
import { runGroup } from "../shared-engine"

runGroup("cms-1")
