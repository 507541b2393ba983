import { Module } from '@nestjs/common';
import { PaymentWebhookHandlers } from './payment-webhook-handlers';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentsService } from './payments.service';

@Module({
  controllers: [PaymentWebhookController],
  providers: [PaymentsService, PaymentWebhookHandlers],
  exports: [PaymentsService, PaymentWebhookHandlers],
})
export class PaymentsModule {}
