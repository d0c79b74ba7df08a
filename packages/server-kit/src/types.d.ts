declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http"
  type Trust = (address: string, hop: number) => boolean
  function proxyaddr(req: IncomingMessage, trust: Trust | string | string[]): string
  namespace proxyaddr {
    function compile(value: string | string[]): Trust
    function all(req: IncomingMessage, trust?: Trust | string | string[]): string[]
  }
  export = proxyaddr
}
