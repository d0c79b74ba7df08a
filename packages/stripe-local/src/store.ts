import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  Charge,
  CheckoutLineItem,
  CheckoutSession,
  Customer,
  PaymentIntent,
  PaymentMethod,
  Refund,
  SetupIntent,
  StripeEvent,
} from './types';

export interface IdempotencyRecord {
  method: string;
  path: string;
  params: string;
  status: number;
  body: string;
}

/** A webhook still to deliver: kept in the state so a restart resumes it. */
export interface PendingDelivery {
  eventId: string;
  url: string;
  attempt: number;
  nextAttemptAt: number;
}

export interface State {
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  customers: Record<string, Customer>;
  paymentMethods: Record<string, PaymentMethod>;
  setupIntents: Record<string, SetupIntent>;
  checkoutSessions: Record<string, CheckoutSession>;
  checkoutLineItems: Record<string, CheckoutLineItem[]>;
  events: Record<string, StripeEvent>;
  idempotency: Record<string, IdempotencyRecord>;
  deliveries: PendingDelivery[];
}

export function emptyState(): State {
  return {
    paymentIntents: {},
    charges: {},
    refunds: {},
    customers: {},
    paymentMethods: {},
    setupIntents: {},
    checkoutSessions: {},
    checkoutLineItems: {},
    events: {},
    idempotency: {},
    deliveries: [],
  };
}

/** In-memory state, written whole to `stateFile` (temp file + rename, so a crash never leaves half a file). */
export class Store {
  readonly state: State;

  constructor(private readonly stateFile?: string) {
    this.state = emptyState();
    if (stateFile && existsSync(stateFile)) {
      Object.assign(this.state, JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<State>);
    }
  }

  save(): void {
    if (!this.stateFile) return;
    mkdirSync(dirname(this.stateFile), { recursive: true });
    const temporary = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.stateFile);
  }
}
