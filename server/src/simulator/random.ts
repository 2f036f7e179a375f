// Counter-based randomness: every draw is a pure function of (seed, keys), so a signal can be evaluated at any
// time in any order and still agree with itself. A sequential generator is kept for tests and sampling.

/** 32-bit integer hash of a seed and up to four integer keys (murmur3 finaliser mixing). */
export function hash32(seed: number, a = 0, b = 0, c = 0, d = 0): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const k of [a, b, c, d]) {
    // Split keys beyond 32 bits so that hour and day indexes far from 1970 stay distinct.
    const lo = k >>> 0;
    const hi = Math.floor(k / 4_294_967_296) >>> 0;
    h = Math.imul(h ^ lo, 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h ^ hi, 0xc2b2ae35);
    h = (h ^ (h >>> 16)) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Uniform in [0, 1). */
export function unit(seed: number, a = 0, b = 0, c = 0, d = 0): number {
  return hash32(seed, a, b, c, d) / 4_294_967_296;
}

/** Standard normal (Box-Muller on two hashed uniforms). */
export function gaussian(seed: number, a = 0, b = 0, c = 0): number {
  const u1 = Math.max(unit(seed, a, b, c, 1), 1e-12);
  const u2 = unit(seed, a, b, c, 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A stable integer key for a text (FNV-1a). */
export function keyOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded sequential generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
