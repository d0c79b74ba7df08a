import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Work the app does after the request that caused it, so possibly after that request's test: events emitted with a
 * delay (Medusa handles a payment webhook 5 s after answering it, and a capture sends Stripe's next one) and the
 * subscriber runs of every event. Left alone, it would act on the next test's database copy: Medusa then logs
 * "PaymentSession … was not found" for a session the copy no longer holds, and a pending delay keeps the jest worker
 * alive after its last file.
 *
 * So between two tests, the subscribers still running finish, and the delayed events not yet handed out are
 * dropped, as if the process had stopped there: the test that caused them is over, and one that needs them waits
 * for their effect (a state, a capture) before it ends. During a test the delays are the app's own.
 *
 * Reads the local event bus of the test engine (its emitter is not public API: checked, and skipped if it changes).
 */
type Listener = (...args: unknown[]) => unknown
type EventBusEmit = (events: unknown, options?: { delay?: number } & Record<string, unknown>) => Promise<void>
type LocalEventBus = {
  emit: EventBusEmit
  eventEmitter_?: {
    eventNames(): (string | symbol)[]
    listeners(name: string | symbol): Listener[]
    removeAllListeners(name: string | symbol): void
    on(name: string | symbol, listener: Listener): void
  }
}

const SETTLE_LIMIT_MS = 60_000

const delayed = new Set<NodeJS.Timeout>()
let subscriberRuns = 0
const whenIdle: Array<() => void> = []

function maybeIdle(): void {
  if (subscriberRuns) return
  for (const resolve of whenIdle.splice(0)) resolve()
}

/** From now on, holds the engine's delayed events itself and counts each subscriber run until it ends. */
export function watchDelayedEvents(container: MedusaContainer): void {
  const bus = container.resolve(Modules.EVENT_BUS, { allowUnregistered: true }) as LocalEventBus | undefined
  const emitter = bus?.eventEmitter_
  if (!bus || !emitter) return
  for (const name of emitter.eventNames()) {
    const listeners = emitter.listeners(name)
    emitter.removeAllListeners(name)
    for (const listener of listeners) {
      emitter.on(name, async (...args: unknown[]) => {
        subscriberRuns++
        try {
          return await listener(...args)
        } finally {
          subscriberRuns--
          maybeIdle()
        }
      })
    }
  }
  const emit = bus.emit.bind(bus)
  bus.emit = async (events, options) => {
    if (!options?.delay) return emit(events, options)
    const timer = setTimeout(() => {
      delayed.delete(timer)
      void emit(events, { ...options, delay: 0 })
    }, options.delay)
    delayed.add(timer)
  }
}

/** Drops the delayed events not handed out yet and waits for the running subscribers (at most a minute, then says so). */
export async function settleDelayedEvents(): Promise<void> {
  for (const timer of delayed) clearTimeout(timer)
  delayed.clear()
  if (!subscriberRuns) return
  let timer: NodeJS.Timeout | undefined
  const idle = new Promise<void>((resolve) => whenIdle.push(resolve))
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`event subscribers still running after ${SETTLE_LIMIT_MS / 1000} s (${subscriberRuns})`)
      resolve()
    }, SETTLE_LIMIT_MS)
  })
  await Promise.race([idle, limit])
  clearTimeout(timer)
}
