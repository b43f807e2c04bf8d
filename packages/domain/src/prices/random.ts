// Seeded randomness for the price simulator. mulberry32 (Tommy Ettinger's 32-bit generator) gives
// the uniforms; seeds are mixed with FNV-1a and murmur3's 32-bit finaliser. Everything uses 32-bit
// integer maths (Math.imul, >>>) and the four IEEE operations, so a seed gives the same numbers on
// every platform: no Math.random, no Math.log/exp/sin (whose last bit may differ between engines).

export interface Rng {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** A uniform float in [0, 1) with 32 random bits. */
  nextFloat(): number;
}

/** murmur3's fmix32: spreads every input bit over the whole word. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units of `text`, starting from `basis`. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A sub-seed for `key` under `seed`, e.g. an instrument's seed from the global seed and the
 * instrument's symbol (`MY:1155`: unique across markets, where a bare code may not be). Each key depends only on (seed, key): adding an instrument leaves every other
 * instrument's series unchanged, and different keys give unrelated streams.
 */
export function deriveSeed(seed: number, key: string): number {
  return mix32(fnv1a(key, mix32(seed ^ 0x9e3779b9) ^ 0x811c9dc5) ^ key.length);
}

/** The seed of an instant (ms): a tick's randomness depends on the instrument and the instant only. */
export function deriveInstantSeed(seed: number, instant: number): number {
  const high = Math.floor(instant / 0x1_0000_0000);
  const low = instant - high * 0x1_0000_0000;
  return mix32(mix32(seed ^ mix32(low >>> 0)) ^ (high >>> 0));
}

/** mulberry32 from a 32-bit seed. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { nextUint32, nextFloat: () => nextUint32() / 0x1_0000_0000 };
}

/** The generator for the tick of an instrument at an instant. */
export function rngForInstant(instrumentSeed: number, instant: number): Rng {
  return mulberry32(deriveInstantSeed(instrumentSeed, instant));
}

/**
 * An approximately standard normal number: the Irwin–Hall sum of 12 uniforms minus 6 (mean 0,
 * variance 1, tails cut at ±6). Additions only, so it is bit-for-bit reproducible.
 */
export function standardNormal(rng: Rng): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += rng.nextFloat();
  return sum - 6;
}

/**
 * Rounds a non-negative float to an integer up or down at random, up with probability equal to its
 * fractional part: the expectation is the float itself, so moves smaller than one tick still happen
 * as often as they should instead of always rounding to nothing.
 */
export function stochasticRound(value: number, rng: Rng): number {
  const whole = Math.floor(value);
  return rng.nextFloat() < value - whole ? whole + 1 : whole;
}
