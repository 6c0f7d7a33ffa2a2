/** URL-safe lower-case slug: "Speech & Audio" → "speech-audio", "São Paulo" → "sao-paulo". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within one catalog: a repeated base gets -2, -3, … */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  claim(text: string): string {
    const base = slugify(text) || 'dataset';
    let candidate = base;
    let suffix = this.nextSuffix.get(base) ?? 2;
    while (this.taken.has(candidate)) {
      candidate = `${base}-${suffix}`;
      suffix += 1;
    }
    this.nextSuffix.set(base, suffix);
    this.taken.add(candidate);
    return candidate;
  }
}
