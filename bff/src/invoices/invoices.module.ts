import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { Invoice } from './invoice.entity';
import { InvoicePaymentWebhook } from './invoice-payment-webhook';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invoice]), PaymentsModule, NotificationsModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoicesService, InvoicePaymentWebhook],
  exports: [InvoicesService],
})
export class InvoicesModule {}
