import type { Coworker } from './swapsApi';

/**
 * A person's full name on My Schedule's plain markup: the sdk's `fullNameOf` lives in `shell/sdk/ui`,
 * whose antd components a worker's first screen must not download.
 */
export const personName = (person: Coworker): string => `${person.firstName} ${person.lastName}`;
