// The checklist's refusal reasons, how the form's answers become the check the server reads, and
// how an item is shown. The items themselves come from the server (GET /api/inventory/today), which
// checks submissions against them and matches them with the price database by their English names:
// a name is translated where it is shown, never in what is sent.
import type { ApiSchema } from 'shell/sdk';

import type { Translate } from '../messages';

export const MAX_SHORTAGE_QUANTITY = 10_000;

/** The server's checklist items, each with its text in the catalog (`inventory.items.*`). */
const ITEM_KEYS = {
  Hammers: 'hammers',
  Drills: 'drills',
  Saws: 'saws',
  'Measuring Tape': 'measuringTape',
  Level: 'level',
  'Safety Helmets': 'safetyHelmets',
  'Safety Glasses': 'safetyGlasses',
  Gloves: 'gloves',
  'First Aid Kit': 'firstAidKit',
  '2x4 Lumber': 'lumber2x4',
  Nails: 'nails',
  Screws: 'screws',
  'Concrete Mix': 'concreteMix',
  Paint: 'paint',
  Brushes: 'brushes',
} as const;

/** The server's checklist, by its English names (the names sent back and priced). */
export const CHECKLIST_ITEMS = Object.keys(ITEM_KEYS) as ReadonlyArray<keyof typeof ITEM_KEYS>;

function isKnownItem(name: string): name is keyof typeof ITEM_KEYS {
  return Object.prototype.hasOwnProperty.call(ITEM_KEYS, name);
}

/** An item as the reader sees it: a checklist item in their language, anything else as the server sent it. */
export function itemLabel(t: Translate, name: string): string {
  return isKnownItem(name) ? t(`inventory.items.${ITEM_KEYS[name]}`) : name;
}

/**
 * A stored shortage line (`Nails - 2 boxes`, as the server writes it) with a checklist item's name
 * in the reader's language; the quantity and unit stay as written, and any other line as typed.
 */
export function shortageLineLabel(t: Translate, line: string): string {
  const dash = line.indexOf(' - ');
  const name = dash > 0 ? line.slice(0, dash) : line;
  return isKnownItem(name) ? itemLabel(t, name) + line.slice(name.length) : line;
}

/** A checklist item marked short: how many are needed, in what unit (optional). */
export interface ItemShortage {
  quantity: number | null;
  unit: string;
}

/** A shortage as the server reads it (POST /api/inventory). */
export type ShortageInput = ApiSchema<'ShortageInput'>;

/** Why the form cannot be sent yet: an item neither ticked nor short, or a short item without a valid quantity. */
export type ChecklistProblem = { kind: 'checkAll' } | { kind: 'quantity'; item: string };

/** The textarea's shortage lines: trimmed, blank lines dropped. */
export function shortageLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Why the form cannot be sent yet, or null: every item ticked or marked short with a quantity. */
export function checklistProblem(checklist: readonly string[], ticked: ReadonlySet<string>, short: ReadonlyMap<string, ItemShortage>): ChecklistProblem | null {
  if (!checklist.every((item) => ticked.has(item) || short.has(item))) return { kind: 'checkAll' };
  const missing = [...short].find(([, { quantity }]) => !quantity || quantity < 1 || quantity > MAX_SHORTAGE_QUANTITY);
  return missing ? { kind: 'quantity', item: missing[0] } : null;
}

/** The items marked short as the server takes them, then the typed lines. */
export function shortagesToSend(short: ReadonlyMap<string, ItemShortage>, text: string): Array<string | ShortageInput> {
  const marked = [...short].map(([itemName, { quantity, unit }]) => ({ itemName, quantity: quantity ?? 1, ...(unit.trim() ? { unit: unit.trim() } : {}) }));
  return [...marked, ...shortageLines(text)];
}
