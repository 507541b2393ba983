// What the admin's client pickers (Assign Client, Create Invoice) search: the server's bounded,
// name-ordered list of clients, each shown as first name, last name and email.
import type { User } from '../types';
import type { RemoteSearchOption } from './RemoteSearchSelect';

/** For `RemoteSearchSelect`'s `path`; reads `search` (name or email) and `limit` (max 100). */
export const CLIENT_OPTIONS_PATH = '/users/clients';

export const clientOptionOf = (client: User): RemoteSearchOption => ({ value: client.id, label: `${client.firstName} ${client.lastName} (${client.email})` });
