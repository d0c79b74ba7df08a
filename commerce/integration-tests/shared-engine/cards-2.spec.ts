// The specs engine-groups.js lists under "cards-2", on one engine with the card gateway (../shared-engine.ts).
import { runGroup } from "../shared-engine"

runGroup("cards-2")
