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
export interface SlugRegistry {
  claim(text: string): string;
}

export function createSlugRegistry(): SlugRegistry {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return {
    claim(text) {
      const base = slugify(text) || 'dataset';
      let candidate = base;
      let suffix = nextSuffix.get(base) ?? 2;
      while (taken.has(candidate)) {
        candidate = `${base}-${suffix}`;
        suffix += 1;
      }
      nextSuffix.set(base, suffix);
      taken.add(candidate);
      return candidate;
    },
  };
}
