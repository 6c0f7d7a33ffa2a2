/** `compute`'s value, computed at the first call and kept. */
export function once<T>(compute: () => T): () => T {
  let value: { computed: T } | null = null;
  return () => (value ??= { computed: compute() }).computed;
}
