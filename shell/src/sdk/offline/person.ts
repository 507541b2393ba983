// Whose device data this is: the id of the logged-in person, as the last GET /api/auth/user (or a
// login) answered. The answers kept on the device and the outbox are per person: nothing stored for
// one person is ever shown or sent under another's session.
type Listener = (personId: string | null) => void;

let current: string | null = null;
const listeners = new Set<Listener>();

export function devicePerson(): string | null {
  return current;
}

/** Called with the current user's id whenever the app learns who is logged in (null: nobody). */
export function setDevicePerson(personId: string | null): void {
  if (personId === current) return;
  current = personId;
  listeners.forEach((listener) => listener(personId));
}

/** Returns the unsubscribe function. */
export function onDevicePersonChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
