// The cost dialog's live Remaining Balance, in exact cents (sdk money helpers, never floats).
import { formatCents, toCents } from 'shell/sdk';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** True for what the server accepts: a non-negative amount with at most 2 decimals. */
export function isAmount(value: string | undefined | null): value is string {
  return typeof value === 'string' && AMOUNT.test(value.trim());
}

/** '$750.00' for total 1000 and paid 250; null until both are filled. */
export function remainingBalance(totalCost: string | undefined, paidAmount: string | undefined): string | null {
  if (!totalCost?.trim() || !paidAmount?.trim()) return null;
  return formatCents(toCents(totalCost) - toCents(paidAmount));
}

/** 585 minutes -> '9:45' (hours and minutes, as a timesheet shows them). */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The CSV of a site's labor breakdown: a plain link, so the browser downloads it with the session cookie. */
export function costsCsvUrl(apiBase: string, siteId: string): string {
  return `${apiBase}/job-sites/${siteId}/costs.csv`;
}
