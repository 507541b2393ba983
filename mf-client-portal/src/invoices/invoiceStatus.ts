import type { Invoice } from 'shell/sdk';

/** Unpaid and past its due date (compared in the browser's calendar). */
export function isOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): boolean {
  return invoice.status === 'unpaid' && invoice.dueDate < today;
}

/** Each status's badge colour; its text is `invoices.status.<status>`. */
export const INVOICE_BADGE_COLORS: Record<Invoice['status'], string> = { unpaid: 'orange', paid: 'green', void: 'default' };
