import type { Invoice } from 'shell/sdk';

/** Unpaid and past its due date (compared in the browser's calendar). */
export function isOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): boolean {
  return invoice.status === 'unpaid' && invoice.dueDate < today;
}

export const INVOICE_BADGES: Record<Invoice['status'], { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  void: { label: 'Void', color: 'default' },
};

export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
