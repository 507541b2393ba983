import { BadRequestException, ConflictException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource, Repository } from 'typeorm';
import { LIST_LIMIT_DEFAULT } from '../common/list-limit.dto';
import { isUuid } from '../common/pipes';
import { formatMoney, fromCents, toCents } from '../common/money';
import { JobSite } from '../job-sites/job-site.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { CreatedIntent, PAYMENT_NOT_CONFIGURED, PaymentsService } from '../payments/payments.service';
import { User } from '../users/user.entity';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { UpdateInvoiceDto } from './dto/update-invoice.dto';
import { Invoice, InvoiceStatus } from './invoice.entity';
import { InvoiceJson, toInvoiceJson } from './invoice-json';
import { invoiceIntentMetadata, NOT_AWAITING_PAYMENT, PAYMENT_DOES_NOT_MATCH, PAYMENT_NOT_VERIFIED } from './invoice-payments';

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** Spec 9's totals: revenue sums every invoice (void ones excepted), paid and pending by status. */
export interface InvoiceTotals {
  revenue: string;
  paid: string;
  pending: string;
  invoiceCount: number;
}

/** One invoice as a financial report lists it. */
export interface InvoiceReportLine {
  invoiceNumber: string;
  client: string;
  description: string;
  dueDate: string;
  amount: string;
  status: Exclude<InvoiceStatus, 'void'>;
}

/** The client home's two money cards: unpaid and paid invoices, summed by the server. */
export interface InvoiceSummary {
  outstandingBalance: string;
  unpaidCount: number;
  totalPaid: string;
  paidCount: number;
}

@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A client's own invoices by due date (newest first); for admins every invoice, newest first. */
  async list(viewer: User, limit = LIST_LIMIT_DEFAULT): Promise<InvoiceJson[]> {
    const query = this.invoices.createQueryBuilder('invoice').leftJoinAndSelect('invoice.jobSite', 'jobSite').take(limit);
    if (viewer.role === 'admin') {
      const found = await query.leftJoinAndSelect('invoice.client', 'client').orderBy('invoice.createdAt', 'DESC').addOrderBy('invoice.id', 'ASC').getMany();
      return found.map((invoice) => toInvoiceJson(invoice, true));
    }
    const own = await query
      .where('invoice.clientId = :clientId', { clientId: viewer.id })
      .orderBy('invoice.dueDate', 'DESC')
      .addOrderBy('invoice.invoiceNumber', 'DESC')
      .getMany();
    return own.map((invoice) => toInvoiceJson(invoice));
  }

  /** Sums of unpaid and paid invoices: the viewer's own for a client, everyone's for an admin. */
  async summary(viewer: User): Promise<InvoiceSummary> {
    const own = viewer.role !== 'admin';
    const [row] = await this.invoices.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE status = 'unpaid'), 0)::numeric(14,2)::text AS "outstandingBalance",
              count(*) FILTER (WHERE status = 'unpaid')::int AS "unpaidCount",
              coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::numeric(14,2)::text AS "totalPaid",
              count(*) FILTER (WHERE status = 'paid')::int AS "paidCount"
         FROM invoices
        WHERE ($1::uuid IS NULL OR client_id = $1)`,
      [own ? viewer.id : null],
    );
    return row as InvoiceSummary;
  }

  /**
   * Numbers are `INV-<year>-<sequence>`, the sequence counting per year. A transaction-scoped lock
   * makes concurrent creations take turns; the unique constraint on invoice_number backs it.
   */
  async create(body: CreateInvoiceDto): Promise<InvoiceJson> {
    const invoice = await this.dataSource.transaction(async (manager) => {
      const client = await manager.findOneBy(User, { id: body.clientId });
      if (!client || client.role !== 'client') throw new BadRequestException('The selected client does not exist');
      if (body.jobSiteId) {
        const site = await manager.findOneBy(JobSite, { id: body.jobSiteId });
        if (!site || site.clientId !== client.id) throw new BadRequestException('The job site does not belong to this client');
      }
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:invoice-number'))`);
      const prefix = `INV-${new Date().getFullYear()}-`;
      const [{ next }] = (await manager.query(
        `SELECT coalesce(max(substring(invoice_number FROM '^' || $1 || '([0-9]+)$')::int), 0) + 1 AS next
           FROM invoices WHERE invoice_number LIKE $1 || '%'`,
        [prefix],
      )) as Array<{ next: number }>;
      const saved = await manager.save(
        manager.create(Invoice, {
          invoiceNumber: `${prefix}${String(next).padStart(4, '0')}`,
          clientId: client.id,
          jobSiteId: body.jobSiteId ?? null,
          description: body.description,
          dueDate: body.dueDate,
          amount: fromCents(toCents(body.amount)),
          status: 'unpaid',
          paidAt: null,
          paymentIntentId: null,
        }),
      );
      return saved;
    });
    await this.notifications.notify(
      invoice.clientId,
      'New invoice',
      `Invoice ${invoice.invoiceNumber} for ${formatMoney(invoice.amount)} is due ${formatDay(invoice.dueDate)}.`,
      ['Invoice'],
      undefined,
      { kind: 'invoice', id: invoice.id },
    );
    return this.json(invoice.id, true);
  }

  /** Marks an unpaid invoice paid by hand (cheque, transfer) or voids it; nothing else moves. */
  async update(id: string, body: UpdateInvoiceDto): Promise<InvoiceJson> {
    const result = await this.invoices
      .createQueryBuilder()
      .update(Invoice)
      .set(body.status === 'paid' ? { status: 'paid', paidAt: () => 'now()' } : { status: 'void' })
      .where('id = :id AND status = :unpaid', { id, unpaid: 'unpaid' })
      .execute();
    const invoice = await this.invoices.findOneBy({ id });
    if (!invoice) throw new NotFoundException(INVOICE_NOT_FOUND);
    if (!result.affected) throw new ConflictException('Only unpaid invoices can be marked paid or void');
    await this.notifications.notify(
      invoice.clientId,
      body.status === 'paid' ? 'Invoice paid' : 'Invoice voided',
      body.status === 'paid' ? `Invoice ${invoice.invoiceNumber} is marked paid. Thank you!` : `Invoice ${invoice.invoiceNumber} was voided: nothing is due on it.`,
      ['Invoice'],
      undefined,
      { kind: 'invoice', id: invoice.id },
    );
    return this.json(id, true);
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
    if (invoice.status === 'paid' && invoice.paymentIntentId === paymentIntentId) return this.json(id);
    if (invoice.status !== 'unpaid') throw new ConflictException(NOT_AWAITING_PAYMENT);
    if (!this.payments.configured) throw new ServiceUnavailableException(PAYMENT_NOT_CONFIGURED);

    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.payments.retrieveIntent(paymentIntentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new BadRequestException(PAYMENT_NOT_VERIFIED);
      throw error;
    }
    if (intent.status !== 'succeeded') throw new BadRequestException(`The payment has not succeeded (status: ${intent.status})`);
    if (!this.payments.intentPays(intent, invoice.amount, invoiceIntentMetadata(invoice.id))) throw new BadRequestException(PAYMENT_DOES_NOT_MATCH);

    const paid = await this.markPaidByIntent(invoice, intent.id);
    if (!paid) {
      const now = await this.invoices.findOneByOrFail({ id });
      if (now.status === 'paid' && now.paymentIntentId === intent.id) return this.json(id);
      throw new ConflictException(NOT_AWAITING_PAYMENT);
    }
    return this.json(id);
  }

  /**
   * For the Stripe webhook (metadata kind 'invoice'): settles the invoice an intent names when the
   * intent pays it exactly. Returns whether this call marked it paid (false: not ours to settle,
   * not matching, or already settled).
   */
  async settleIntent(intent: Stripe.PaymentIntent): Promise<boolean> {
    const invoiceId = intent.metadata?.invoiceId;
    if (intent.metadata?.kind !== 'invoice' || !invoiceId || !isUuid(invoiceId)) return false;
    const invoice = await this.invoices.findOneBy({ id: invoiceId });
    if (!invoice || invoice.status !== 'unpaid') return false;
    if (!this.payments.intentPays(intent, invoice.amount, invoiceIntentMetadata(invoice.id))) return false;
    return this.markPaidByIntent(invoice, intent.id);
  }

  /** Unpaid -> paid by a verified PaymentIntent (false when it was no longer unpaid); admins hear of it. */
  private async markPaidByIntent(invoice: Invoice, paymentIntentId: string): Promise<boolean> {
    const result = await this.invoices
      .createQueryBuilder()
      .update(Invoice)
      .set({ status: 'paid', paidAt: () => 'now()', paymentIntentId })
      .where('id = :invoiceId AND status = :unpaid', { invoiceId: invoice.id, unpaid: 'unpaid' })
      .execute();
    if (!result.affected) return false;
    await this.notifications.notifyRole('admin', 'Invoice paid', `Invoice ${invoice.invoiceNumber} (${formatMoney(invoice.amount)}) was paid by card.`, ['Invoice'], null, {
      kind: 'invoice',
      id: invoice.id,
    });
    return true;
  }

  /** A client's own invoice; someone else's is "not found", so ids reveal nothing. */
  private async ownInvoice(client: User, id: string): Promise<Invoice> {
    const invoice = await this.invoices.findOneBy({ id, clientId: client.id });
    if (!invoice) throw new NotFoundException(INVOICE_NOT_FOUND);
    return invoice;
  }

  private async json(id: string, withClient = false): Promise<InvoiceJson> {
    const invoice = await this.invoices.findOneOrFail({ where: { id }, relations: { jobSite: true, client: withClient } });
    return toInvoiceJson(invoice, withClient);
  }

  /** Summed by PostgreSQL on numeric values: exact, one row, whatever the number of invoices. */
  async totals(): Promise<InvoiceTotals> {
    const [row] = await this.invoices.query(`
      SELECT coalesce(sum(amount), 0)::numeric(14,2)::text AS revenue,
             coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::numeric(14,2)::text AS paid,
             coalesce(sum(amount) FILTER (WHERE status = 'unpaid'), 0)::numeric(14,2)::text AS pending,
             count(*)::int AS "invoiceCount"
        FROM invoices
       WHERE status <> 'void'`);
    return row as InvoiceTotals;
  }

  /** The invoices behind the totals, by due date (at most `limit`). */
  async reportLines(limit: number): Promise<InvoiceReportLine[]> {
    const invoices = await this.invoices
      .createQueryBuilder('invoice')
      .leftJoinAndSelect('invoice.client', 'client')
      .where(`invoice.status <> 'void'`)
      .orderBy('invoice.dueDate', 'ASC')
      .addOrderBy('invoice.invoiceNumber', 'ASC')
      .take(limit)
      .getMany();
    return invoices.map((invoice) => ({
      invoiceNumber: invoice.invoiceNumber,
      client: invoice.client ? `${invoice.client.firstName} ${invoice.client.lastName}` : '',
      description: invoice.description,
      dueDate: invoice.dueDate,
      amount: invoice.amount,
      status: invoice.status as Exclude<InvoiceStatus, 'void'>,
    }));
  }
}

/** '2026-01-05' -> 'Jan 5, 2026'. */
function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
