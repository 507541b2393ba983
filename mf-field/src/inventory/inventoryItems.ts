// Spec 9's checklist, in the spec's order.
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

/** The textarea's shortage lines: trimmed, blank lines dropped. */
export function shortageLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
