import { useState, type ReactNode } from 'react';
import { Field } from './field';
import { cx } from '../class-names';

export interface NumberInputProps {
  label: ReactNode;
  /** undefined = empty (no value). */
  value: number | undefined;
  onChange(value: number | undefined): void;
  min?: number;
  max?: number;
  step?: number;
  /** Shown before the number, e.g. "$". */
  prefix?: string;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

/**
 * A number box that only reports valid numbers: while the text is out of range or not a number it
 * says so and keeps the last valid value; an empty box means "no value".
 */
export function NumberInput({ label, value, onChange, min, max, step, prefix, placeholder, hint, className }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));
  const parsed = draft === null || draft.trim() === '' ? null : Number(draft);
  const outOfRange = parsed !== null && (!Number.isFinite(parsed) || (min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const rangeText =
    min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `of at least ${min}` : max !== undefined ? `up to ${max}` : '';

  return (
    <Field label={label} hint={hint} error={outOfRange ? `Enter a number ${rangeText}.`.replace('  ', ' ') : null} className={className}>
      {(control) => (
        <span className={cx('number-input', prefix && 'number-input--prefixed')}>
          {prefix && (
            <span className="number-input__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            type="number"
            inputMode="decimal"
            className="input"
            min={min}
            max={max}
            step={step}
            placeholder={placeholder}
            value={shown}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') return onChange(undefined);
              const next = Number(text);
              const valid = Number.isFinite(next) && (min === undefined || next >= min) && (max === undefined || next <= max);
              if (valid) onChange(next);
            }}
            onBlur={() => setDraft(null)}
            {...control}
          />
        </span>
      )}
    </Field>
  );
}
