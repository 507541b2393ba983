import type { Invoice, InvoiceStatus } from './invoice.entity';

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

/** `invoice.jobSite` (and, for admins, `invoice.client`) loaded. */
export function toInvoiceJson(invoice: Invoice, withClient = false): InvoiceJson {
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
