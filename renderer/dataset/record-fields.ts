/** Readers for records of unknown shape: a value of the expected type, or undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);
export const obj = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
