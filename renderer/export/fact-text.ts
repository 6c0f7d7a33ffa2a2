/**
 * Facts in an export, in their state (shared/domain/fact-state.ts): a cell gives the value, "not stated"
 * (only for a record received) or "not loaded" and why in short; one line of the export's facts
 * gives each reason in full, with when the records can load.
 */
import type { FactState } from '../../shared/domain/fact-state';
import { notKnownWords } from '../ui/display/not-known';
import type { ExportTable } from './export-table';

export function factText<T>(fact: FactState<T>, format: (value: T) => string): string {
  if (fact.state === 'not-stated') return 'not stated';
  if (fact.state === 'not-known') return notKnownWords(fact.why).short.toLowerCase();
  return format(fact.fact.value);
}

/** "Not loaded: Today’s request quota is used up: the rest can load after …", once per reason of the facts shown; nothing when all are in. */
export function notLoadedMeta(facts: ReadonlyArray<FactState<unknown> | undefined>, timeZone?: string): ExportTable['meta'] {
  const reasons = new Set<string>();
  for (const fact of facts) if (fact?.state === 'not-known') reasons.add(notKnownWords(fact.why, 'the rest', timeZone).long);
  return reasons.size === 0 ? [] : [['Not loaded', [...reasons].join(' ')]];
}
