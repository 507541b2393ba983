import { MAX_PAYLOAD_BYTES, payloadText } from './push-payload';

describe('payloadText', () => {
  const base = { title: 'Shift updated', body: 'Your shift is now at Lakeshore Lofts.', url: '/schedule', tag: 'shift:1', kind: 'notification' as const };

  it('keeps a small payload as it is', () => expect(JSON.parse(payloadText(base))).toEqual(base));

  it('cuts long texts by characters (never inside one) and stays under the byte limit', () => {
    const text = payloadText({ ...base, title: 'T'.repeat(500), body: '🪜'.repeat(5000) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = JSON.parse(text) as typeof base;
    expect(Array.from(parsed.title)).toHaveLength(120);
    expect(parsed.body).toMatch(/^🪜+…$/u);
  });

  it('shortens the body further when escapes make it large', () => {
    const text = payloadText({ ...base, body: '\u0001'.repeat(600) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });
});
