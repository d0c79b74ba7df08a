// MailDev 2 ships no types: the part of its JS API the tests use.
declare module "maildev" {
  type MailDevOptions = { smtp?: number; web?: number; ip?: string; webIp?: string; silent?: boolean; disableWeb?: boolean }
  class MailDev {
    constructor(options?: MailDevOptions)
    listen(callback?: (error?: Error) => void): void
    close(callback?: (error?: Error) => void): void
  }
  export = MailDev
}
