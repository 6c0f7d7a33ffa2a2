import { USE_CASES, type UseCase } from '../../shared/wire/api-types';

export const USE_CASE_LABELS: Record<UseCase, string> = {
  commercial_training: 'Commercial model training',
  research: 'Research',
  internal_evaluation: 'Internal evaluation',
  redistribution: 'Redistribution',
};

/** The same uses in fewer words, for narrow controls and chips. */
export const USE_CASE_SHORT_LABELS: Record<UseCase, string> = {
  commercial_training: 'Commercial training',
  research: 'Research',
  internal_evaluation: 'Internal evaluation',
  redistribution: 'Redistribution',
};

export const USE_CASE_OPTIONS: ReadonlyArray<{ value: UseCase; label: string }> = USE_CASES.map((value) => ({
  value,
  label: USE_CASE_LABELS[value],
}));
