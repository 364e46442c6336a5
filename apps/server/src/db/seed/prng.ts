/** A small seeded pseudo-random generator (mulberry32) with the helpers the demo data needs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A new independent stream derived from this seed and a label, so adding draws in one part never shifts another. */
  static derive(seed: number, label: string): Random {
    let hash = 2166136261 ^ (seed >>> 0);
    for (let i = 0; i < label.length; i++) {
      hash ^= label.charCodeAt(i);
      hash = Math.imul(hash, 16777619);
    }
    return new Random(hash >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform real in [min, max). */
  real(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a value by relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Roughly normal (sum of three uniforms), centred on mean. */
  around(mean: number, spread: number): number {
    return mean + (this.next() + this.next() + this.next() - 1.5) * spread;
  }

  /** A string of decimal digits. */
  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }

  /** A version-4 UUID made of seeded bits. */
  uuid(): string {
    const hex: string[] = [];
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 4294967296)
          .toString(16)
          .padStart(8, '0'),
      );
    const all = hex.join('');
    const variant = ((parseInt(all[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${all.slice(0, 8)}-${all.slice(8, 12)}-4${all.slice(13, 16)}-${variant}${all.slice(17, 20)}-${all.slice(20, 32)}`;
  }
}

/** Rounds to a number of decimals, the way the numeric columns store it. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
