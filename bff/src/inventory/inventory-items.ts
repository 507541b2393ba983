// Spec 9's daily checklist and the rule that every item is ticked before a check is accepted.

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

/** The reason a checklist is refused, or null when it names exactly the 15 items, all ticked. */
export function checklistProblem(items: Record<string, unknown>): string | null {
  const known = new Set<string>(INVENTORY_ITEMS);
  const unknown = Object.keys(items).find((name) => !known.has(name));
  if (unknown !== undefined) return `Unknown inventory item: ${unknown.slice(0, 100)}`;
  const wrongType = Object.entries(items).find(([, checked]) => typeof checked !== 'boolean');
  if (wrongType) return `Item ${wrongType[0]} must be checked (true) or not (false)`;
  return INVENTORY_ITEMS.every((name) => items[name] === true) ? null : CHECK_ALL_ITEMS;
}

/** Shortage lines as typed: trimmed, blank lines dropped. */
export function shortageLines(lines: readonly string[] | undefined): string[] {
  return (lines ?? []).map((line) => line.trim()).filter((line) => line.length > 0);
}
