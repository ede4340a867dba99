/*
 * The sandbox's dice are a seedable generator, so a rules question can be replayed roll for roll:
 * open the page with `?seed=42` and the same drags get the same dice. Without a seed one is drawn
 * once from the browser and shown, so a surprising roll can still be reproduced.
 */

/** mulberry32: small, fast, and good enough for dice; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed a URL asks for (`?seed=<whole number>`), or null when it names none or a bad one. */
export function seedFromUrl(search: string): number | null {
  const raw = new URLSearchParams(search).get("seed");
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n <= 0xffffffff ? n : null;
}

/** A seed for a page opened without one (the host may roll: only the engine may not). */
export const freshSeed = (random: () => number = Math.random): number => Math.floor(random() * 1_000_000);
