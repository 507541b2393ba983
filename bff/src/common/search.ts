// Searching people by what users type: a case-insensitive "contains", the typed text taken literally.

/** The ILIKE pattern matching `text` anywhere; its own %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}
