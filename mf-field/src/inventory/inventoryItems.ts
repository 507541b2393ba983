// The checklist's refusal message (spec 5) and how the shortage lines are read; the items
// themselves come from the server (GET /api/inventory/today), which checks submissions against them.
export const CHECK_ALL_ITEMS = 'Please check all items before submitting';

/** The textarea's shortage lines: trimmed, blank lines dropped. */
export function shortageLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
