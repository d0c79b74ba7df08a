// The specs engine-groups.js lists under "group-1", on one engine (../shared-engine.ts).
import { runGroup } from "../shared-engine"

runGroup("group-1")
