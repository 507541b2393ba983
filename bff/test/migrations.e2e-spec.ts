// Several BFF instances starting together on an empty database: one migrates, all come up.
import request from 'supertest';
import { bootApp, createTestDatabase, testConfig } from './helpers';

it('boots two instances at once on an empty database, migrating it once', async () => {
  const databaseUrl = await createTestDatabase();
  const apps = await Promise.all([bootApp(testConfig(databaseUrl)), bootApp(testConfig(databaseUrl))]);
  try {
    for (const app of apps) {
      expect((await request(app.baseUrl).get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    }
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
});
