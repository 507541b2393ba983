import { itemKey } from './shortage-lines';

// The daily checklist and the rule that every item is ticked, or marked short, before a check
// is accepted.

export const INVENTORY_ITEMS = [
  'Hammers',
  'Drills',
  'Saws',
  'Measuring Tape',
  'Level',
  'Safety Helmets',
  'Safety Glasses',
  'Gloves',
  'First Aid Kit',
  '2x4 Lumber',
  'Nails',
  'Screws',
  'Concrete Mix',
  'Paint',
  'Brushes',
] as const;

export const CHECK_ALL_ITEMS = 'Please check all items before submitting';

/**
 * The reason a checklist is refused, or null when every one of the 15 items is ticked or among
 * `markedShort` (item keys: an item found short need not be ticked).
 */
export function checklistProblem(items: Record<string, unknown>, markedShort: ReadonlySet<string> = new Set()): string | null {
  const known = new Set<string>(INVENTORY_ITEMS);
  const unknown = Object.keys(items).find((name) => !known.has(name));
  if (unknown !== undefined) return `Unknown inventory item: ${unknown.slice(0, 100)}`;
  const wrongType = Object.entries(items).find(([, checked]) => typeof checked !== 'boolean');
  if (wrongType) return `Item ${wrongType[0]} must be checked (true) or not (false)`;
  return INVENTORY_ITEMS.every((name) => items[name] === true || markedShort.has(itemKey(name))) ? null : CHECK_ALL_ITEMS;
}
