// Routes a verified Stripe webhook event to the domain that made the PaymentIntent, by the `kind`
// in the intent's metadata ('supply_order', 'invoice', ...). Each domain registers its handler at
// start-up, so the one webhook endpoint needs no knowledge of orders or invoices.
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';

/** The PaymentIntent events a domain may act on. */
export const PAYMENT_INTENT_EVENTS = ['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed'] as const;
export type PaymentIntentEventType = (typeof PAYMENT_INTENT_EVENTS)[number];

export type PaymentIntentHandler = (type: PaymentIntentEventType, intent: Stripe.PaymentIntent) => Promise<void>;

export type WebhookOutcome = 'handled' | 'ignored';

@Injectable()
export class PaymentWebhookHandlers {
  private readonly logger = new Logger(PaymentWebhookHandlers.name);
  private readonly handlers = new Map<string, PaymentIntentHandler>();

  register(kind: string, handler: PaymentIntentHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A payment webhook handler for "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  async dispatch(event: Stripe.Event): Promise<WebhookOutcome> {
    if (!(PAYMENT_INTENT_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
    const intent = event.data.object as Stripe.PaymentIntent;
    const kind = intent.metadata?.kind;
    const handler = kind ? this.handlers.get(kind) : undefined;
    if (!handler) {
      this.logger.warn(`Ignored ${event.type} for ${intent.id}: no handler for kind "${kind ?? ''}"`);
      return 'ignored';
    }
    await handler(event.type as PaymentIntentEventType, intent);
    return 'handled';
  }
}
