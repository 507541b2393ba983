import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the server shutting down', new QueryFailedError('SELECT 1', [], Object.assign(new Error('terminating connection'), { code: '57P01' }))],
    ['a connection exception class', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a commit on a connection that died mid-transaction', new QueryRunnerAlreadyReleasedError()],
    ['a further query of a transaction whose connection died', new QueryRunnerProviderAlreadyReleasedError()],
  ])('%s is the database being unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a programming error', new TypeError('x is not a function')],
    ['nothing at all', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
