import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../../../server/src/lib/expiring-cache';

describe('ExpiringCache', () => {
  it('drops the oldest entry once past its limit', () => {
    const cache = new ExpiringCache<string, number>({ maxEntries: 3, ttlMs: 60_000 });
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, index);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([1, 2, 3]);
  });

  it('keeps an entry that was just read and drops the least recently used instead', () => {
    const cache = new ExpiringCache<string, number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets an expired entry and frees its slot', () => {
    let now = 1_000;
    const cache = new ExpiringCache<string, number>({ maxEntries: 10, ttlMs: 500, now: () => now });
    cache.set('a', 1);
    now += 499;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replacing a key neither grows the cache nor keeps the old value', () => {
    const cache = new ExpiringCache<string, number>({ maxEntries: 2, ttlMs: 60_000 });
    for (let round = 0; round < 100; round += 1) cache.set('same', round);
    expect(cache.size).toBe(1);
    expect(cache.get('same')).toBe(99);
  });

  it('reads at the instant a caller names, so what it stored at that instant is still there', () => {
    const cache = new ExpiringCache<string, string>({ maxEntries: 10, ttlMs: 1000, now: () => 5000 });
    cache.set('point', 'project', 0);
    expect(cache.get('point', 999)).toBe('project');
    expect(cache.get('point', 1000)).toBeUndefined();
  });

  it('holds no more than its limit however many distinct keys arrive', () => {
    const cache = new ExpiringCache<string, true>({ maxEntries: 100, ttlMs: 60_000 });
    for (let i = 0; i < 10_000; i += 1) cache.set(`k${i}`, true);
    expect(cache.size).toBe(100);
    expect(cache.get('k9999')).toBe(true);
    expect(cache.get('k0')).toBeUndefined();
  });
});
