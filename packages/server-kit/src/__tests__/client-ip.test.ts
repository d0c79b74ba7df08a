import type { IncomingMessage } from "node:http"
import { clientIpOf } from "../edge/client-ip"

function request(remote: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress: remote }, connection: { remoteAddress: remote }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} } as never
}

describe("clientIpOf", () => {
  it("is the peer itself when it is no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientIpOf(request("203.0.113.9", "1.2.3.4"), ["loopback"])).toBe("203.0.113.9")
  })

  it("believes the entry a trusted proxy added, not what the client wrote before it", () => {
    expect(clientIpOf(request("127.0.0.1", "6.6.6.6, 198.51.100.7"), ["loopback"])).toBe("198.51.100.7")
  })

  it("walks back through every trusted hop of the topology: balancer, then nginx", () => {
    // nginx (10.0.0.5) saw the balancer (10.0.0.2), which saw the client.
    const chain = request("10.0.0.5", "6.6.6.6, 198.51.100.7, 10.0.0.2")
    expect(clientIpOf(chain, ["loopback", "10.0.0.0/8"])).toBe("198.51.100.7")
    // Trusting one hop only would take the balancer for the client: every client one IP.
    expect(clientIpOf(chain, ["10.0.0.5"])).toBe("10.0.0.2")
  })
})
