import { AbstractPaymentProvider, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { randomUUID } from "node:crypto"

/** The shop's bank account, printed on the transfer instructions (the reference is the order number). */
export type BankTransferOptions = { iban: string; bic: string; holder: string }

/**
 * Bank transfer (`pp_bank-transfer_default`). Nothing to call: money arrives on the shop's account days later.
 * Authorisation is deferred (Medusa's `pending_authorization`): the cart completes into an order with no payment
 * yet, and the order waits. The staff records the transfer when it arrives by authorising and capturing the
 * session (authorise → `authorized` once the session data says `received`). Each checkout starts with this
 * session so the order exists before the shopper picks card or transfer (docs/adr/002-payment-flow.md).
 */
export default class BankTransferProviderService extends AbstractPaymentProvider<BankTransferOptions> {
  static identifier = "bank-transfer"

  static validateOptions(options: Record<string, unknown>): void {
    for (const key of ["iban", "bic", "holder"]) {
      if (typeof options[key] !== "string" || !(options[key] as string).trim()) {
        throw new Error(`bank-transfer provider: option "${key}" is required`)
      }
    }
  }

  constructor(cradle: Record<string, unknown>, protected readonly options_: BankTransferOptions) {
    super(cradle, options_)
  }

  /** The instructions travel in the session data, so the order's answer can show them without reading options. */
  async initiatePayment(_input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const { iban, bic, holder } = this.options_
    return { id: randomUUID(), data: { iban, bic, holder, received: false } }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const received = input.data?.received === true
    return {
      data: input.data ?? {},
      status: received ? PaymentSessionStatus.AUTHORIZED : PaymentSessionStatus.PENDING_AUTHORIZATION,
    }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.authorizePayment(input)
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: input.data ?? {} }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data ?? {} }
  }

  /** A transfer is refunded by a transfer made by hand from the bank: nothing to call. */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return { data: input.data ?? {} }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: input.data ?? {} }
  }

  /** Banks send no webhooks here. */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }
}
