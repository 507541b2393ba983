// How a shortage is written and read. A checklist item marked short arrives as an object; a line
// typed by a person reads `<item> - <quantity> [unit]` (`Nails - 2 boxes`) or
// `<quantity> [unit] <item>` (`3 Safety Vests`, `4 boxes of Screws`); a line with no quantity is
// one of the item (`Nails`).

/** The most of one item a single shortage may ask for. */
export const MAX_SHORTAGE_QUANTITY = 10_000;

export interface Shortage {
  itemName: string;
  quantity: number;
  /** As written (`boxes`, `each`), or null; the price database prices one unit of the item. */
  unit: string | null;
}

/**
 * Units a leading quantity may carry: in `3 Safety Vests` the word after the number is part of the
 * item, in `3 boxes Nails` it is the unit, and only a known unit word tells the two apart.
 */
const UNIT_WORDS = new Set(
  'box boxes each ea pc pcs piece pieces bag bags pack packs roll rolls can cans gallon gallons gal lb lbs pound pounds ft feet sheet sheets bundle bundles case cases pair pairs set sets bucket buckets tube tubes kit kits unit units board boards bottle bottles carton cartons'.split(
    ' ',
  ),
);

/** A unit as written after a quantity: letters, spaces and dots, at most 30 characters. */
export const UNIT_PATTERN = /^\p{L}[\p{L} .]{0,29}$/u;

const ITEM_THEN_QUANTITY = /^(?<item>.*?\S)\s*[-\u2013\u2014]\s*(?<quantity>\d+)(?:\s+(?<unit>\p{L}[\p{L} .]*))?$/u;
const QUANTITY_THEN_ITEM = /^(?<quantity>\d+)\s+(?<rest>.+)$/u;

/** A typed shortage line read as an item and a quantity, or null when it names no item or asks for none. */
export function parseShortageLine(raw: string): Shortage | null {
  const line = raw.trim().replace(/\s+/g, ' ');
  const trailing = ITEM_THEN_QUANTITY.exec(line)?.groups;
  if (trailing) return shortage(trailing.item, trailing.quantity, trailing.unit ?? null);
  const leading = QUANTITY_THEN_ITEM.exec(line)?.groups;
  if (leading) {
    const [first, ...others] = leading.rest.split(' ');
    // `5 boxes` says how many, not of what.
    if (others.length === 0 && UNIT_WORDS.has(first.toLowerCase())) return null;
    const hasUnit = others.length > 0 && UNIT_WORDS.has(first.toLowerCase());
    const item = hasUnit ? others.join(' ').replace(/^of /i, '') : leading.rest;
    return shortage(item, leading.quantity, hasUnit ? first : null);
  }
  return shortage(line, '1', null);
}

function shortage(item: string, quantityText: string, unit: string | null): Shortage | null {
  const itemName = item.trim();
  const quantity = Number(quantityText);
  // An item is named by words: a line of digits or punctuation alone names nothing.
  if (!/\p{L}/u.test(itemName) || itemName.length > 200) return null;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_SHORTAGE_QUANTITY) return null;
  return { itemName, quantity, unit: unit?.trim() || null };
}

/** The line a shortage is stored and shown as; parseShortageLine reads it back to the same shortage. */
export function shortageLine({ itemName, quantity, unit }: Shortage): string {
  return `${itemName} - ${quantity}${unit ? ` ${unit}` : ''}`;
}

/** The key items are matched by: the price database's names, without regard to case or surrounding spaces. */
export function itemKey(name: string): string {
  return name.trim().toLowerCase();
}

/** A check's shortages: each as stored (a line), as read (an item and a quantity), and the lines naming no item. */
export interface ReportedShortages {
  lines: string[];
  shortages: Shortage[];
  unreadable: string[];
}

/** Reads a check's shortages, typed lines (blank ones dropped) and items marked short alike. */
export function readShortages(entries: ReadonlyArray<string | { itemName: string; quantity: number; unit?: string | null }> | undefined): ReportedShortages {
  const read: ReportedShortages = { lines: [], shortages: [], unreadable: [] };
  for (const entry of entries ?? []) {
    if (typeof entry === 'string') {
      const line = entry.trim();
      if (!line) continue;
      read.lines.push(line);
      const shortage = parseShortageLine(line);
      if (shortage) read.shortages.push(shortage);
      else read.unreadable.push(line);
    } else {
      const shortage = { itemName: entry.itemName.trim(), quantity: entry.quantity, unit: entry.unit?.trim() || null };
      read.lines.push(shortageLine(shortage));
      read.shortages.push(shortage);
    }
  }
  return read;
}
