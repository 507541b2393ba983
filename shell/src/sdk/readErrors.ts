// Failed reads must not pass for empty data: pages show the error, and a 401 Unauthorized read
// applies the logged-out rule (notice, then /api/login after 500 ms) like a failed action does.
// A refetch that failed for the network while the page still has the data loaded before is not an
// error: the page shows that data with the sdk's OfflineNotice.
import { useEffect } from 'react';

import { errorMessage, isApiError } from './errors';
import { handleUnauthorized } from './notify';

interface ReadResult {
  isError: boolean;
  error?: unknown;
  data?: unknown;
}

const showsLastKnownData = (result: ReadResult) => result.data !== undefined && isApiError(result.error) && result.error.status === 'FETCH_ERROR';

/** The message of the first failed read among `results` (null when none failed). */
export function useReadError(fallback: string, ...results: ReadResult[]): string | null {
  const failed = results.find((result) => result.isError && !showsLastKnownData(result));
  const error = failed?.error;
  useEffect(() => {
    if (error !== undefined) handleUnauthorized(error);
  }, [error]);
  return failed ? errorMessage(error, fallback) : null;
}
