import { findRedisServer, startRedisServer, type RedisServer } from '../../scripts/lib/redis-server';
import { startTestApp, type TestApp } from './helpers/test-app';

const binary = findRedisServer();
if (!binary && process.env.REQUIRE_REDIS === '1') throw new Error('REQUIRE_REDIS=1 but redis-server is not installed');

const CONTACT = { name: 'Ravi', email: 'ravi@example.org', contact: '9876543210', message: 'Namaste' };

(binary ? describe : describe.skip)('API replicas sharing Redis', () => {
  let redis: RedisServer;
  let replicas: TestApp[];

  beforeAll(async () => {
    redis = await startRedisServer(binary!);
    const start = () =>
      startTestApp({ backend: 'sqlite', env: { REDIS_URL: redis.url }, rateLimit: { formsPerIpMax: 3, windowMs: 60_000 } });
    replicas = [await start(), await start()];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await redis.stop();
  });

  test('enforce one limit: a client spreading its posts over two replicas is stopped at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const replica = replicas[attempt % 2];
      statuses.push((await replica.browser({ ip: '203.0.113.7' }).post('/api/forms/contact', CONTACT)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another client has its own budget, on either replica.
    expect((await replicas[1].browser({ ip: '203.0.113.8' }).post('/api/forms/contact', CONTACT)).statusCode).toBe(201);
  });

  test('are ready while Redis answers and not ready once it is gone', async () => {
    expect((await replicas[0].get('/api/ready')).json()).toEqual({ ok: true, database: 'up', redis: 'up' });
    await redis.stop();
    const notReady = await replicas[0].get('/api/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: 'Not ready: Redis cannot be reached' });
  });
});
