// Invoices' queries and their JSON: the lists, the money sums (added up by PostgreSQL on numeric
// values: exact, one row whatever the number of invoices), numbering, and the moves from unpaid.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { JobSite } from '../job-sites/job-site.entity';
import { User } from '../users/user.entity';
import { Invoice, InvoiceStatus } from './invoice.entity';

export interface InvoiceJson {
  id: string;
  invoiceNumber: string;
  clientId: string;
  jobSiteId: string | null;
  jobSite: { id: string; name: string } | null;
  description: string;
  dueDate: string;
  /** Decimal string, e.g. '1250.00'. */
  amount: string;
  status: InvoiceStatus;
  paidAt: Date | null;
  createdAt: Date;
  /** Admins' list only. */
  client?: { id: string; firstName: string; lastName: string; email: string };
}

/** The financial report's totals: revenue sums every invoice (void ones excepted), paid and pending by status. */
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

export type NewInvoice = Pick<Invoice, 'invoiceNumber' | 'clientId' | 'jobSiteId' | 'description' | 'dueDate' | 'amount'>;

/** `invoice.jobSite` (and, for admins, `invoice.client`) loaded. */
function toInvoiceJson(invoice: Invoice, withClient = false): InvoiceJson {
  const json: InvoiceJson = {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    jobSiteId: invoice.jobSiteId,
    jobSite: invoice.jobSite ? { id: invoice.jobSite.id, name: invoice.jobSite.name } : null,
    description: invoice.description,
    dueDate: invoice.dueDate,
    amount: invoice.amount,
    status: invoice.status,
    paidAt: invoice.paidAt,
    createdAt: invoice.createdAt,
  };
  if (withClient && invoice.client) {
    json.client = { id: invoice.client.id, firstName: invoice.client.firstName, lastName: invoice.client.lastName, email: invoice.client.email };
  }
  return json;
}

/** A sum of `amount` over the rows that pass `filter`, as a decimal string. */
function sumOf(filter: string): string {
  return `coalesce(sum(i.amount)${filter ? ` FILTER (WHERE ${filter})` : ''}, 0)::numeric(14,2)::text`;
}

@Injectable()
export class InvoicesRepository {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>) {}

  private withJobSite(limit: number): SelectQueryBuilder<Invoice> {
    return this.invoices.createQueryBuilder('invoice').leftJoinAndSelect('invoice.jobSite', 'jobSite').take(limit);
  }

  /** Every invoice with its client, newest first (at most `limit`). */
  async all(limit: number): Promise<InvoiceJson[]> {
    const found = await this.withJobSite(limit)
      .leftJoinAndSelect('invoice.client', 'client')
      .orderBy('invoice.createdAt', 'DESC')
      .addOrderBy('invoice.id', 'ASC')
      .getMany();
    return found.map((invoice) => toInvoiceJson(invoice, true));
  }

  /** A client's own invoices by due date, newest first (at most `limit`). */
  async ofClient(clientId: string, limit: number): Promise<InvoiceJson[]> {
    const own = await this.withJobSite(limit)
      .where('invoice.clientId = :clientId', { clientId })
      .orderBy('invoice.dueDate', 'DESC')
      .addOrderBy('invoice.invoiceNumber', 'DESC')
      .getMany();
    return own.map((invoice) => toInvoiceJson(invoice));
  }

  /** One invoice's JSON (with its client for admins). */
  async json(id: string, withClient = false): Promise<InvoiceJson> {
    const invoice = await this.invoices.findOneOrFail({ where: { id }, relations: { jobSite: true, client: withClient } });
    return toInvoiceJson(invoice, withClient);
  }

  findById(id: string): Promise<Invoice | null> {
    return this.invoices.findOneBy({ id });
  }

  findOfClient(id: string, clientId: string): Promise<Invoice | null> {
    return this.invoices.findOneBy({ id, clientId });
  }

  /** Sums of unpaid and paid invoices: of one client, or everyone's when `clientId` is null. */
  async summary(clientId: string | null): Promise<InvoiceSummary> {
    const query = this.invoices
      .createQueryBuilder('i')
      .select(sumOf(`i.status = 'unpaid'`), 'outstandingBalance')
      .addSelect(`count(*) FILTER (WHERE i.status = 'unpaid')::int`, 'unpaidCount')
      .addSelect(sumOf(`i.status = 'paid'`), 'totalPaid')
      .addSelect(`count(*) FILTER (WHERE i.status = 'paid')::int`, 'paidCount');
    if (clientId !== null) query.where('i.client_id = :clientId', { clientId });
    return (await query.getRawOne<InvoiceSummary>()) as InvoiceSummary;
  }

  /** The report's totals over every invoice but void ones. */
  async totals(): Promise<InvoiceTotals> {
    const row = await this.invoices
      .createQueryBuilder('i')
      .select(sumOf(''), 'revenue')
      .addSelect(sumOf(`i.status = 'paid'`), 'paid')
      .addSelect(sumOf(`i.status = 'unpaid'`), 'pending')
      .addSelect('count(*)::int', 'invoiceCount')
      .where(`i.status <> 'void'`)
      .getRawOne<InvoiceTotals>();
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

  /** The person an invoice would bill and the job site it would name (in the caller's transaction). */
  findClient(manager: EntityManager, id: string): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  findJobSite(manager: EntityManager, id: string): Promise<JobSite | null> {
    return manager.findOneBy(JobSite, { id });
  }

  /** Invoice numbering one creation at a time, until the caller's transaction ends. */
  async lockNumbering(manager: EntityManager): Promise<void> {
    // Raw SQL: a transaction lock is a function call on no table, which QueryBuilder cannot select.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:invoice-number'))`);
  }

  /** The sequence after the highest `<prefix><digits>` number. */
  async nextNumber(manager: EntityManager, prefix: string): Promise<number> {
    const row = await manager
      .createQueryBuilder(Invoice, 'i')
      .select(`coalesce(max(substring(i.invoice_number FROM '^' || :prefix || '([0-9]+)$')::int), 0) + 1`, 'next')
      .where(`i.invoice_number LIKE :prefix || '%'`, { prefix })
      .getRawOne<{ next: number }>();
    return row!.next;
  }

  /** A new unpaid invoice (in the caller's transaction). */
  insert(manager: EntityManager, invoice: NewInvoice): Promise<Invoice> {
    return manager.save(manager.create(Invoice, { ...invoice, status: 'unpaid', paidAt: null, paymentIntentId: null }));
  }

  /**
   * Unpaid -> paid (now, by `paymentIntentId` when a card paid it) or void; false when the
   * invoice is not unpaid any more, so a concurrent change loses cleanly.
   */
  async settle(id: string, to: { status: 'paid'; paymentIntentId?: string } | { status: 'void' }): Promise<boolean> {
    const result = await this.invoices
      .createQueryBuilder()
      .update(Invoice)
      .set(
        to.status === 'paid'
          ? { status: 'paid', paidAt: () => 'now()', ...(to.paymentIntentId ? { paymentIntentId: to.paymentIntentId } : {}) }
          : { status: 'void' },
      )
      .where('id = :id AND status = :unpaid', { id, unpaid: 'unpaid' })
      .execute();
    return Boolean(result.affected);
  }
}
