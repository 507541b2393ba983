// Failed reads must not pass for empty data: pages show the error, and a 401 Unauthorized read
// applies the logged-out rule (notice, then /api/login after 500 ms) like a failed action does.
import { useEffect } from 'react';

import { errorMessage } from './errors';
import { handleUnauthorized } from './notify';

interface ReadResult {
  isError: boolean;
  error?: unknown;
}

/** The message of the first failed read among `results` (null when none failed). */
export function useReadError(fallback: string, ...results: ReadResult[]): string | null {
  const failed = results.find((result) => result.isError);
  const error = failed?.error;
  useEffect(() => {
    if (error !== undefined) handleUnauthorized(error);
  }, [error]);
  return failed ? errorMessage(error, fallback) : null;
}
