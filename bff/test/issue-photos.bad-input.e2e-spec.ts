// The photo upload under garbage: JSON of every shape and broken multipart bodies are a 400 with a
// message, never a 500, and store nothing. (The photo reads take no body nor query; malformed ids
// in their paths are rows of issue-photos.access.e2e-spec.ts.)
import { sql } from './helpers';
import { BadInputEndpoint, describeBadInput } from './support/bad-input';
import { smallPng } from './support/test-photos';

interface Ids {
  issue: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  { method: 'post', path: (ids) => `/api/issues/${ids.issue}/photos`, as: 'worker', fields: ['photo'], multipart: true },
];

describeBadInput(ENDPOINTS, {
  setup: async ({ databaseUrl, people }) => {
    const [issue] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO issues (title, description, reported_by_id) VALUES ('Bad input', 'x', $1) RETURNING id`,
      [people.worker.user.id],
    );
    // One photo already there: the fingerprint shows none is added or lost.
    const response = await people.worker.agent.post(`/api/issues/${issue.id}/photos`).attach('photo', await smallPng(), 'p.png');
    if (response.status !== 201) throw new Error(`photo upload failed: ${response.status}`);
    return { issue: issue.id };
  },
  fingerprint: (databaseUrl) => sql(databaseUrl, `SELECT (SELECT json_agg(p ORDER BY p.id) FROM issue_photos p) AS photos`),
});
