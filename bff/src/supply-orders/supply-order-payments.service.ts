// Card payment of a supply order: the PaymentIntent is made for the order's own total, and the
// order becomes paid only when Stripe says so (its signed webhook, or the intent retrieved here).
import { BadRequestException, ConflictException, Injectable, Logger, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { toCents } from '../common/money';
import { isUuid } from '../common/pipes';
import { NotificationsService } from '../notifications/notifications.service';
import { PaymentIntentEventType, PaymentWebhookHandlers } from '../payments/payment-webhook-handlers';
import { PAYMENT_NOT_CONFIGURED, PaymentsService } from '../payments/payments.service';
import { VENDOR_NAMES } from './price-comparison';
import { orderNumber, SupplyOrderJson, SupplyOrdersRepository } from './supply-orders.repository';
import { SupplyOrdersService } from './supply-orders.service';
import { msg } from '../i18n/message';

export const PAYMENT_KIND = 'supply_order';
/** Intents in these states can still be paid, so a second Pay Now reuses them (one order, one charge). */
const PAYABLE_INTENT_STATES = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export interface OrderPaymentIntent {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: string;
}

@Injectable()
export class SupplyOrderPaymentsService implements OnModuleInit {
  private readonly logger = new Logger(SupplyOrderPaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly webhooks: PaymentWebhookHandlers,
    private readonly orders: SupplyOrdersService,
    private readonly repository: SupplyOrdersRepository,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.webhooks.register(PAYMENT_KIND, (type, intent) => this.onWebhook(type, intent));
  }

  /** A PaymentIntent for the order's total; the row lock makes two Pay Now clicks share one intent. */
  async startPayment(orderId: string): Promise<OrderPaymentIntent> {
    await this.orders.find(orderId);
    if (!this.payments.configured) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);
    return this.dataSource.transaction(async (manager) => {
      const order = await this.repository.findForUpdate(manager, orderId);
      if (!order) throw new ConflictException(msg('errors.supplyOrders.orderWasRemoved'));
      if (order.paymentStatus === 'paid') throw new ConflictException(msg('errors.supplyOrders.orderAlreadyPaid'));
      if (order.status === 'cancelled') throw new ConflictException(msg('errors.supplyOrders.cancelledNotPayable'));
      const metadata = this.metadataFor(order.id);
      if (order.paymentIntentId) {
        const existing = await this.payments.retrieveIntent(order.paymentIntentId);
        if (PAYABLE_INTENT_STATES.has(existing.status) && BigInt(existing.amount) === toCents(order.totalCost) && existing.client_secret) {
          return { orderId: order.id, paymentIntentId: existing.id, clientSecret: existing.client_secret, amount: order.totalCost };
        }
      }
      const description = `Supply order ${orderNumber(order.id)} (${VENDOR_NAMES[order.vendor]}): ${order.items.join(', ')}`.slice(0, 1000);
      const created = await this.payments.createIntent(order.totalCost, description, metadata);
      await this.repository.setPaymentIntent(manager, order.id, created.id);
      return { orderId: order.id, paymentIntentId: created.id, clientSecret: created.clientSecret, amount: order.totalCost };
    });
  }

  /** After Stripe.js reports success: the server asks Stripe itself before marking anything paid. */
  async confirmPayment(orderId: string, paymentIntentId: string): Promise<SupplyOrderJson> {
    const order = await this.orders.find(orderId);
    if (order.paymentStatus === 'paid') return this.orders.get(orderId);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.payments.retrieveIntent(paymentIntentId);
    } catch (error) {
      if ((error as { type?: string }).type === 'StripeInvalidRequestError') throw new BadRequestException(msg('errors.supplyOrders.unknownPayment'));
      throw error;
    }
    if (intent.metadata?.kind !== PAYMENT_KIND || intent.metadata?.orderId !== order.id) {
      throw new BadRequestException(msg('errors.supplyOrders.paymentNotOrder'));
    }
    if (this.payments.intentPays(intent, order.totalCost, this.metadataFor(order.id))) {
      await this.repository.markPaid(order.id, intent.id);
    } else if (intent.status === 'processing') {
      await this.repository.setPaymentStatus(order.id, 'processing', ['pending', 'failed']);
    } else {
      throw new BadRequestException(msg('errors.supplyOrders.paymentNotCompleted'));
    }
    return this.orders.get(order.id);
  }

  private async onWebhook(type: PaymentIntentEventType, intent: Stripe.PaymentIntent): Promise<void> {
    const orderId = intent.metadata?.orderId;
    const order = isUuid(orderId) ? await this.orders.find(orderId).catch(() => null) : null;
    if (!order) {
      this.logger.warn(`Webhook ${type} for ${intent.id} names no known supply order`);
      return;
    }
    if (type === 'payment_intent.succeeded') {
      if (!this.payments.intentPays(intent, order.totalCost, this.metadataFor(order.id))) {
        this.logger.warn(`Webhook: ${intent.id} does not pay supply order ${order.id} (amount or metadata differ)`);
        return;
      }
      if ((await this.repository.markPaid(order.id, intent.id)) && order.createdById) {
        await this.notifications.notify(
          order.createdById,
          msg('notifications.supplyOrders.paid.title'),
          msg('notifications.supplyOrders.paid.message', { number: orderNumber(order.id), vendor: VENDOR_NAMES[order.vendor] }),
          ['SupplyOrder'],
          undefined,
          { kind: 'supply_order', id: order.id },
        );
      }
    } else if (type === 'payment_intent.processing') {
      await this.repository.setPaymentStatus(order.id, 'processing', ['pending', 'failed'], intent.id);
    } else {
      await this.repository.setPaymentStatus(order.id, 'failed', ['pending', 'processing'], intent.id);
    }
  }

  private metadataFor(orderId: string): Record<string, string> {
    return { kind: PAYMENT_KIND, orderId };
  }
}
