// A translatable message as code passes it around: a catalog key and its arguments, written as
// one string (`key|{json}`) so that it fits wherever a message string goes: an HttpException, a
// class-validator `message`, a column. The error filter, the notifications and the mails turn
// it into the reader's language (Translator.text).
import type enCatalog from './catalog-en';

/** The dotted paths to the texts of a catalog tree. */
type TextPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPaths<T[K]>}` }[keyof T & string];

/** Every key of the catalog: a key that does not exist is a compile error. */
export type MessageKey = TextPaths<typeof enCatalog>;

/**
 * An argument: a plain value (a name, a count: never translated), or one translated or formatted
 * in the reader's language when the message is: `{ $t }` a message of its own (a field's label,
 * a status word), `{ $day }` / `{ $shortDay }` a YYYY-MM-DD date, `{ $time }` an HH:mm time,
 * `{ $dayRange }` two dates, `{ $money }` a decimal amount of dollars, `{ $instant }` an ISO
 * date-time (day and time of day, in the server's time zone), `{ $all }` several messages (each a
 * msg() string) one after the other, separated by a space.
 */
export type MessageArg =
  | string
  | number
  | { $t: string }
  | { $day: string }
  | { $shortDay: string }
  | { $time: string }
  | { $dayRange: [string, string] }
  | { $money: string }
  | { $instant: string }
  | { $all: string[] };
export type MessageArgs = Record<string, MessageArg>;

/** The message `key` with `args`: what to throw, or to give a validator as its message. */
export function msg(key: MessageKey, args?: MessageArgs): string {
  return args && Object.keys(args).length > 0 ? `${key}|${JSON.stringify(args)}` : key;
}

/** A message as the argument of another (a field label inside a validation message). */
export function ref(key: MessageKey, args?: MessageArgs): { $t: string } {
  return { $t: msg(key, args) };
}

/** A catalog key: dotted lowercase-first words (`errors.schedules.notFound`). */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** The key and arguments of a message string, or null when it is plain text (a library's own message). */
export function parseMessage(text: string): { key: string; args: MessageArgs | undefined } | null {
  const bar = text.indexOf('|');
  const key = bar === -1 ? text : text.slice(0, bar);
  if (!KEY.test(key)) return null;
  if (bar === -1) return { key, args: undefined };
  try {
    const args = JSON.parse(text.slice(bar + 1)) as unknown;
    return args && typeof args === 'object' && !Array.isArray(args) ? { key, args: args as MessageArgs } : null;
  } catch {
    return null;
  }
}
