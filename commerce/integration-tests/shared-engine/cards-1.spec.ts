// The specs engine-groups.js lists under "cards-1", on one engine with the card gateway (../shared-engine.ts).
import { runGroup } from "../shared-engine"

runGroup("cards-1")
