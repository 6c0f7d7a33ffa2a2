/**
 * A saved screen state that does not pass the contract's schema keeps every part that does: one
 * bad filter costs that filter, one bad saved search that search, an unknown view the view — not
 * the theme, the tray and the rest. Parts that cannot be read fall back to the first start's.
 */
import { z } from 'zod';
import { DEFAULT_UI_STATE, type UiState } from '../../../shared/ipc/ipc-contract';
import { uiStateSchema } from '../../../shared/ipc/ipc-schemas';
import { hasOwnKey, ownValue } from '../../../shared/domain/own-keys';

export interface RepairedUiState {
  state: UiState;
  /** Where parts were dropped or reset, e.g. `search.sort`, `savedSearches[2]`. */
  dropped: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema under a default or an optional wrapper. */
function inner(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) return inner(schema.unwrap() as z.ZodType);
  return schema;
}

function salvage(schema: z.ZodType, value: unknown, fallback: unknown, where: string, dropped: string[]): unknown {
  const whole = schema.safeParse(value);
  if (whole.success) return whole.data;
  const core = inner(schema);
  if (core instanceof z.ZodObject && isRecord(value)) {
    const fallbackRecord = isRecord(fallback) ? fallback : {};
    const kept = new Map<string, unknown>();
    for (const [key, field] of Object.entries(core.shape as Record<string, z.ZodType>)) {
      const part = salvage(field, ownValue(value, key), ownValue(fallbackRecord, key), where === '' ? key : `${where}.${key}`, dropped);
      if (part !== undefined) kept.set(key, part);
    }
    for (const key of Object.keys(value)) if (!hasOwnKey(core.shape, key)) dropped.push(where === '' ? key : `${where}.${key}`);
    const parsed = schema.safeParse(Object.fromEntries(kept));
    if (parsed.success) return parsed.data;
  }
  if (core instanceof z.ZodArray && Array.isArray(value)) {
    const element = core.element as z.ZodType;
    const kept = value.flatMap((entry, index) => {
      const parsed = element.safeParse(entry);
      if (!parsed.success) dropped.push(`${where}[${index}]`);
      return parsed.success ? [parsed.data] : [];
    });
    const parsed = schema.safeParse(kept);
    if (parsed.success) return parsed.data;
  }
  // A part that was never there takes its default without a word; one that was there was dropped.
  if (value !== undefined) dropped.push(where);
  return fallback;
}

export function repairUiState(raw: unknown): RepairedUiState {
  const dropped: string[] = [];
  const repaired = salvage(uiStateSchema, raw, DEFAULT_UI_STATE, '', dropped);
  const checked = uiStateSchema.safeParse(repaired);
  return checked.success ? { state: checked.data, dropped } : { state: DEFAULT_UI_STATE, dropped: ['everything'] };
}
