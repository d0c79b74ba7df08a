// The specs engine-groups.js lists under "group-3", on one engine (../shared-engine.ts).
import { runGroup } from "../shared-engine"

runGroup("group-3")
