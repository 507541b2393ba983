// The one Stripe client and the one "is payment configured" check, shared by supply orders and
// invoices. Amounts always come from our database (decimal strings), never from the browser.
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig, StripeConfig } from '../config/app-config';
import { toCents } from '../common/money';
import { msg } from '../i18n/message';

export const PAYMENT_NOT_CONFIGURED = msg('errors.payments.paymentNotConfigured');

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

@Injectable()
export class PaymentsService {
  private readonly stripe: Stripe | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.stripe = config.stripe ? createStripeClient(config.stripe) : null;
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  /** A PaymentIntent in US dollars for `amount` (a decimal string), tagged with what it pays for. */
  async createIntent(amount: string, description: string, metadata: Record<string, string>): Promise<CreatedIntent> {
    const intent = await this.client().paymentIntents.create({
      amount: Number(toCents(amount)),
      currency: 'usd',
      description,
      metadata,
      automatic_payment_methods: { enabled: true },
    });
    if (!intent.client_secret) throw new ServiceUnavailableException(msg('errors.payments.noClientSecret'));
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  retrieveIntent(id: string): Promise<Stripe.PaymentIntent> {
    return this.client().paymentIntents.retrieve(id);
  }

  /** True when the intent succeeded for exactly `amount` dollars and carries `metadata`. */
  intentPays(intent: Stripe.PaymentIntent, amount: string, metadata: Record<string, string>): boolean {
    return (
      intent.status === 'succeeded' &&
      intent.currency === 'usd' &&
      BigInt(intent.amount_received ?? intent.amount) === toCents(amount) &&
      Object.entries(metadata).every(([key, value]) => intent.metadata?.[key] === value)
    );
  }

  /** Verifies a webhook's signature on the raw body; throws on a forged or stale one. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    const secret = this.config.stripe?.webhookSecret;
    if (!this.stripe || !secret) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);
    return this.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  }

  private client(): Stripe {
    if (!this.stripe) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);
    return this.stripe;
  }
}

function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}
