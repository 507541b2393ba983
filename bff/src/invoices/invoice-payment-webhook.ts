// Stripe's signed webhook for invoice PaymentIntents (metadata kind 'invoice'): the other way an
// invoice becomes paid, for when the browser closed before confirm-payment ran. settleIntent
// applies the confirmation's rule: succeeded, for exactly this invoice's amount.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { PaymentWebhookHandlers } from '../payments/payment-webhook-handlers';
import { InvoicesService } from './invoices.service';

@Injectable()
export class InvoicePaymentWebhook implements OnModuleInit {
  private readonly logger = new Logger(InvoicePaymentWebhook.name);

  constructor(
    private readonly webhooks: PaymentWebhookHandlers,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    this.webhooks.register('invoice', async (type, intent) => {
      if (type !== 'payment_intent.succeeded') return;
      if (!(await this.invoices.settleIntent(intent))) this.logger.warn(`Webhook: ${intent.id} settled no invoice (unknown, already paid, or not matching)`);
    });
  }
}
