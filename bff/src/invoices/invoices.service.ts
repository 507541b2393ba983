import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Invoice, InvoiceStatus } from './invoice.entity';

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

@Injectable()
export class InvoicesService {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>) {}

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
