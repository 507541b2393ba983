import { itemKey } from './shortage-lines';
import { msg } from '../i18n/message';

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

export const CHECK_ALL_ITEMS = msg('validation.inventory.checkAllItems');

/**
 * The reason a checklist is refused, or null when every one of the 15 items is ticked or among
 * `markedShort` (item keys: an item found short need not be ticked).
 */
export function checklistProblem(items: Record<string, unknown>, markedShort: ReadonlySet<string> = new Set()): string | null {
  const known = new Set<string>(INVENTORY_ITEMS);
  const unknown = Object.keys(items).find((name) => !known.has(name));
  if (unknown !== undefined) return msg('validation.inventory.unknownItem', { item: unknown.slice(0, 100) });
  const wrongType = Object.entries(items).find(([, checked]) => typeof checked !== 'boolean');
  if (wrongType) return msg('validation.inventory.itemNotBoolean', { item: wrongType[0] });
  return INVENTORY_ITEMS.every((name) => items[name] === true || markedShort.has(itemKey(name))) ? null : CHECK_ALL_ITEMS;
}
