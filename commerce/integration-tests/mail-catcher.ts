import MailDev from "maildev"
import { freePort } from "./free-port"

export type MailCatcher = {
  maildev: MailDev
  /** where the engine sends (SMTP_URL) */
  smtpUrl: string
  /** MailDev's REST API (/email), where a test reads what arrived */
  webUrl: string
  close(): Promise<void>
}

/** A MailDev listening on free local ports: the run's (global-setup.ts), a group's (shared-engine.ts) or a spec's. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const [smtp, web] = [await freePort(), await freePort()]
  const maildev = new MailDev({ smtp, web, ip: "127.0.0.1", webIp: "127.0.0.1", silent: true })
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())))
  return {
    maildev,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://127.0.0.1:${web}`,
    close: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  }
}
