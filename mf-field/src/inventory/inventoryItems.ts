// The checklist's refusal message and how the form's answers become the check the server
// reads; the items themselves come from the server (GET /api/inventory/today), which checks
// submissions against them and reads the typed lines.
import type { ApiSchema } from 'shell/sdk';

export const CHECK_ALL_ITEMS = 'Please check all items before submitting';
export const MAX_SHORTAGE_QUANTITY = 10_000;

/** A checklist item marked short: how many are needed, in what unit (optional). */
export interface ItemShortage {
  quantity: number | null;
  unit: string;
}

/** A shortage as the server reads it (POST /api/inventory). */
export type ShortageInput = ApiSchema<'ShortageInput'>;

/** The textarea's shortage lines: trimmed, blank lines dropped. */
export function shortageLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Why the form cannot be sent yet, or null: every item ticked or marked short with a quantity. */
export function checklistProblem(checklist: readonly string[], ticked: ReadonlySet<string>, short: ReadonlyMap<string, ItemShortage>): string | null {
  if (!checklist.every((item) => ticked.has(item) || short.has(item))) return CHECK_ALL_ITEMS;
  const missing = [...short].find(([, { quantity }]) => !quantity || quantity < 1 || quantity > MAX_SHORTAGE_QUANTITY);
  return missing ? `Enter how many ${missing[0]} are needed (1 to 10,000)` : null;
}

/** The items marked short as the server takes them, then the typed lines. */
export function shortagesToSend(short: ReadonlyMap<string, ItemShortage>, text: string): Array<string | ShortageInput> {
  const marked = [...short].map(([itemName, { quantity, unit }]) => ({ itemName, quantity: quantity ?? 1, ...(unit.trim() ? { unit: unit.trim() } : {}) }));
  return [...marked, ...shortageLines(text)];
}
