import { EVERYTHING, TaggedCache } from './tagged-cache';

function cacheAt(epoch: { now: number | null }, maxEntries = 100, maxWeight?: number) {
  return new TaggedCache<string>(() => epoch.now, { ttlMs: 60_000, maxEntries, maxWeight, weigh: (text) => text.length });
}

describe('TaggedCache', () => {
  it('serves what it kept until one of its tags is invalidated, then only what the invalidation spared', () => {
    const cache = cacheAt({ now: 1 });
    cache.keep('week', 'w', ['schedules:worker:1', 'job_site:a'], cache.startRead());
    cache.keep('day', 'd', ['schedules:date:2026-01-05', 'job_site:b'], cache.startRead());
    expect(cache.get('week')).toBe('w');
    cache.invalidate('job_site:a');
    expect(cache.get('week')).toBeUndefined();
    expect(cache.get('day')).toBe('d');
    cache.invalidate(EVERYTHING);
    expect(cache.get('day')).toBeUndefined();
  });

  it('does not keep a read during which one of its tags was invalidated, but keeps one during an unrelated change', () => {
    const cache = cacheAt({ now: 1 });
    const stale = cache.startRead();
    const unrelated = cache.startRead();
    cache.invalidate('user:1');
    expect(cache.keep('mine', 'old', ['user:1'], stale)).toBe(false);
    expect(cache.keep('theirs', 'fine', ['user:2'], unrelated)).toBe(true);
    expect(cache.get('mine')).toBeUndefined();
    expect(cache.get('theirs')).toBe('fine');
    const afterClear = cache.startRead();
    cache.clear();
    expect(cache.keep('theirs', 'fine', ['user:2'], afterClear)).toBe(false);
  });

  it('uses and keeps nothing while LISTEN is down, nor across a reconnect', () => {
    const epoch: { now: number | null } = { now: 1 };
    const cache = cacheAt(epoch);
    cache.keep('a', 'A', ['t'], cache.startRead());
    epoch.now = null;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.keep('b', 'B', ['t'], cache.startRead())).toBe(false);
    const beforeReconnect = cache.startRead();
    cache.keep('c', 'C', ['t'], { sequence: beforeReconnect.sequence, epoch: 1 });
    epoch.now = 2;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.keep('d', 'D', ['t'], { sequence: beforeReconnect.sequence, epoch: 1 })).toBe(false);
  });

  it('stops at its bounds by dropping the oldest entries', () => {
    const counted = cacheAt({ now: 1 }, 2);
    for (const key of ['a', 'b', 'c']) counted.keep(key, key, [`tag:${key}`], counted.startRead());
    expect([counted.get('a'), counted.get('b'), counted.get('c')]).toEqual([undefined, 'b', 'c']);
    const weighed = cacheAt({ now: 1 }, 100, 10);
    for (const key of ['a', 'b', 'c']) weighed.keep(key, 'xxxx', [], weighed.startRead());
    expect([weighed.get('a'), weighed.get('b'), weighed.get('c')]).toEqual([undefined, 'xxxx', 'xxxx']);
    expect(weighed.keep('huge', 'x'.repeat(11), [], weighed.startRead())).toBe(false);
    weighed.invalidate(EVERYTHING);
    for (const key of ['d', 'e']) weighed.keep(key, 'xxxxx', [], weighed.startRead());
    expect(weighed.size).toBe(2);
  });

  it('does not serve an entry past its own validity', () => {
    const cache = cacheAt({ now: 1 });
    cache.keep('session', 'user', ['s:1'], cache.startRead(), Date.now() - 1);
    expect(cache.get('session')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
