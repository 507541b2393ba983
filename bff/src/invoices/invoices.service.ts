import { BadRequestException, ConflictException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { LIST_LIMIT_DEFAULT } from '../common/list-limit.dto';
import { isUuid } from '../common/pipes';
import { fromCents, toCents } from '../common/money';
import { NotificationsService } from '../notifications/notifications.service';
import { CreatedIntent, PAYMENT_NOT_CONFIGURED, PaymentsService } from '../payments/payments.service';
import { User } from '../users/user.entity';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { UpdateInvoiceDto } from './dto/update-invoice.dto';
import { Invoice } from './invoice.entity';
import { invoiceIntentMetadata, NOT_AWAITING_PAYMENT, PAYMENT_DOES_NOT_MATCH, PAYMENT_NOT_VERIFIED } from './invoice-payments';
import { InvoiceJson, InvoiceReportLine, InvoicesRepository, InvoiceSummary, InvoiceTotals } from './invoices.repository';
import { msg } from '../i18n/message';

export type { InvoiceJson, InvoiceReportLine, InvoiceSummary, InvoiceTotals } from './invoices.repository';

export const INVOICE_NOT_FOUND = msg('errors.invoices.notFound');

@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A client's own invoices by due date (newest first); for admins every invoice, newest first. */
  list(viewer: User, limit = LIST_LIMIT_DEFAULT): Promise<InvoiceJson[]> {
    return viewer.role === 'admin' ? this.invoices.all(limit) : this.invoices.ofClient(viewer.id, limit);
  }

  /** Sums of unpaid and paid invoices: the viewer's own for a client, everyone's for an admin. */
  summary(viewer: User): Promise<InvoiceSummary> {
    return this.invoices.summary(viewer.role === 'admin' ? null : viewer.id);
  }

  /**
   * Numbers are `INV-<year>-<sequence>`, the sequence counting per year. A transaction-scoped lock
   * makes concurrent creations take turns; the unique constraint on invoice_number backs it.
   */
  async create(body: CreateInvoiceDto): Promise<InvoiceJson> {
    const invoice = await this.dataSource.transaction(async (manager) => {
      const client = await this.invoices.findClient(manager, body.clientId);
      if (!client || client.role !== 'client') throw new BadRequestException(msg('errors.invoices.noSuchClient'));
      if (body.jobSiteId) {
        const site = await this.invoices.findJobSite(manager, body.jobSiteId);
        if (!site || site.clientId !== client.id) throw new BadRequestException(msg('errors.invoices.siteNotClients'));
      }
      await this.invoices.lockNumbering(manager);
      const prefix = `INV-${new Date().getFullYear()}-`;
      const next = await this.invoices.nextNumber(manager, prefix);
      return this.invoices.insert(manager, {
        invoiceNumber: `${prefix}${String(next).padStart(4, '0')}`,
        clientId: client.id,
        jobSiteId: body.jobSiteId ?? null,
        description: body.description,
        dueDate: body.dueDate,
        amount: fromCents(toCents(body.amount)),
      });
    });
    await this.notifications.notify(
      invoice.clientId,
      msg('notifications.invoices.created.title'),
      msg('notifications.invoices.created.message', { number: invoice.invoiceNumber, amount: { $money: invoice.amount }, due: { $shortDay: invoice.dueDate } }),
      ['Invoice'],
      undefined,
      { kind: 'invoice', id: invoice.id },
    );
    return this.invoices.json(invoice.id, true);
  }

  /** Marks an unpaid invoice paid by hand (cheque, transfer) or voids it; nothing else moves. */
  async update(id: string, body: UpdateInvoiceDto): Promise<InvoiceJson> {
    const settled = await this.invoices.settle(id, { status: body.status });
    const invoice = await this.invoices.findById(id);
    if (!invoice) throw new NotFoundException(INVOICE_NOT_FOUND);
    if (!settled) throw new ConflictException(msg('errors.invoices.onlyUnpaidSettle'));
    await this.notifications.notify(
      invoice.clientId,
      body.status === 'paid' ? msg('notifications.invoices.paid.title') : msg('notifications.invoices.voided.title'),
      body.status === 'paid'
        ? msg('notifications.invoices.paid.message', { number: invoice.invoiceNumber })
        : msg('notifications.invoices.voided.message', { number: invoice.invoiceNumber }),
      ['Invoice'],
      undefined,
      { kind: 'invoice', id: invoice.id },
    );
    return this.invoices.json(id, true);
  }

  /** A PaymentIntent for the client's own unpaid invoice, for its amount as stored. */
  async createPaymentIntent(client: User, id: string): Promise<{ clientSecret: string; paymentIntentId: string; amount: string }> {
    const invoice = await this.ownInvoice(client, id);
    if (invoice.status !== 'unpaid') throw new ConflictException(NOT_AWAITING_PAYMENT);
    if (!this.payments.configured) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);
    const intent: CreatedIntent = await this.payments.createIntent(invoice.amount, `Invoice ${invoice.invoiceNumber}`, invoiceIntentMetadata(invoice.id));
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: invoice.amount };
  }

  /**
   * The server-side confirmation: asks Stripe for the intent and marks the invoice paid only when
   * it succeeded for exactly this invoice's amount and names this invoice. Idempotent for the
   * intent that paid it (the webhook may have been first).
   */
  async confirmPayment(client: User, id: string, paymentIntentId: string): Promise<InvoiceJson> {
    const invoice = await this.ownInvoice(client, id);
    if (invoice.status === 'paid' && invoice.paymentIntentId === paymentIntentId) return this.invoices.json(id);
    if (invoice.status !== 'unpaid') throw new ConflictException(NOT_AWAITING_PAYMENT);
    if (!this.payments.configured) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);

    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.payments.retrieveIntent(paymentIntentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new BadRequestException(PAYMENT_NOT_VERIFIED);
      throw error;
    }
    if (intent.status !== 'succeeded') throw new BadRequestException(msg('errors.invoices.paymentNotSucceeded', { status: intent.status }));
    if (!this.payments.intentPays(intent, invoice.amount, invoiceIntentMetadata(invoice.id))) throw new BadRequestException(PAYMENT_DOES_NOT_MATCH);

    const paid = await this.markPaidByIntent(invoice, intent.id);
    if (!paid) {
      const now = await this.invoices.findById(id);
      if (now?.status === 'paid' && now.paymentIntentId === intent.id) return this.invoices.json(id);
      throw new ConflictException(NOT_AWAITING_PAYMENT);
    }
    return this.invoices.json(id);
  }

  /**
   * For the Stripe webhook (metadata kind 'invoice'): settles the invoice an intent names when the
   * intent pays it exactly. Returns whether this call marked it paid (false: not ours to settle,
   * not matching, or already settled).
   */
  async settleIntent(intent: Stripe.PaymentIntent): Promise<boolean> {
    const invoiceId = intent.metadata?.invoiceId;
    if (intent.metadata?.kind !== 'invoice' || !invoiceId || !isUuid(invoiceId)) return false;
    const invoice = await this.invoices.findById(invoiceId);
    if (!invoice || invoice.status !== 'unpaid') return false;
    if (!this.payments.intentPays(intent, invoice.amount, invoiceIntentMetadata(invoice.id))) return false;
    return this.markPaidByIntent(invoice, intent.id);
  }

  /** Unpaid -> paid by a verified PaymentIntent (false when it was no longer unpaid); admins hear of it. */
  private async markPaidByIntent(invoice: Invoice, paymentIntentId: string): Promise<boolean> {
    if (!(await this.invoices.settle(invoice.id, { status: 'paid', paymentIntentId }))) return false;
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.invoices.paid.title'),
      msg('notifications.invoices.paidByCard.message', { number: invoice.invoiceNumber, amount: { $money: invoice.amount } }),
      ['Invoice'],
      null,
      {
        kind: 'invoice',
        id: invoice.id,
      },
    );
    return true;
  }

  /** A client's own invoice; someone else's is "not found", so ids reveal nothing. */
  private async ownInvoice(client: User, id: string): Promise<Invoice> {
    const invoice = await this.invoices.findOfClient(id, client.id);
    if (!invoice) throw new NotFoundException(INVOICE_NOT_FOUND);
    return invoice;
  }

  /** The financial report's totals over every invoice but void ones. */
  totals(): Promise<InvoiceTotals> {
    return this.invoices.totals();
  }

  /** The invoices behind the totals, by due date (at most `limit`). */
  reportLines(limit: number): Promise<InvoiceReportLine[]> {
    return this.invoices.reportLines(limit);
  }
}
