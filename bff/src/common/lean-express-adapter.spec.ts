import { Controller, Get, Header, HttpCode, INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { LeanExpressAdapter } from './lean-express-adapter';

const PAYLOAD = { name: 'Zoë', when: new Date('2026-01-02T03:04:05.000Z'), list: [1, 2] };

@Controller()
class ReplyController {
  @Get('object')
  object() {
    return PAYLOAD;
  }

  @Get('array')
  array() {
    return [PAYLOAD];
  }

  @Get('text')
  text() {
    return 'plain';
  }

  @Get('csv')
  @Header('Content-Type', 'text/csv')
  csv() {
    return { not: 'json' };
  }

  @Get('empty')
  @HttpCode(204)
  empty() {
    return { ignored: true };
  }
}

@Module({ controllers: [ReplyController] })
class ReplyModule {}

describe('LeanExpressAdapter', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await NestFactory.create(ReplyModule, new LeanExpressAdapter(), { logger: false });
    await app.init();
  });

  afterAll(() => app.close());

  it('writes objects and arrays as JSON with type and exact length, and no ETag', async () => {
    for (const [path, body] of [['/object', PAYLOAD], ['/array', [PAYLOAD]]] as const) {
      const response = await request(app.getHttpServer()).get(path);
      const text = JSON.stringify(body);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(text)));
      expect(response.headers.etag).toBeUndefined();
      expect(response.text).toBe(text);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const response = await request(app.getHttpServer()).head('/object');
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(PAYLOAD))));
    expect(response.text).toBeUndefined();
  });

  it("leaves strings, a handler's own Content-Type and bodiless statuses to express", async () => {
    const text = await request(app.getHttpServer()).get('/text');
    expect(text.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text.text).toBe('plain');
    const csv = await request(app.getHttpServer()).get('/csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const empty = await request(app.getHttpServer()).get('/empty');
    expect(empty.status).toBe(204);
    expect(empty.headers['content-length']).toBeUndefined();
    expect(empty.text).toBe('');
  });
});
