import { useId, useState } from 'react';
import { cx } from '../class-names';

export interface RangeFieldProps {
  /** Names the slider; the number box is named "<label> (number)". */
  label: string;
  min: number;
  max: number;
  step?: number;
  /** undefined = no value (the slider rests at `min`). */
  value: number | undefined;
  onChange(value: number | undefined): void;
  /** Shown in the empty number box, e.g. "Any". */
  placeholder?: string;
  className?: string;
}

/** A slider paired with a number box; typing out of range shows an error and keeps the last valid value. */
export function RangeField({ label, min, max, step = 1, value, onChange, placeholder, className }: RangeFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));
  const draftNumber = draft === null || draft.trim() === '' ? null : Number(draft);
  const invalid = draftNumber !== null && (!Number.isFinite(draftNumber) || draftNumber < min || draftNumber > max);
  const errorId = `${id}-error`;

  return (
    <div className={cx('range-field', className)}>
      <label htmlFor={`${id}-range`} className="field__label">
        {label}
      </label>
      <div className="range-field__controls">
        <input
          id={`${id}-range`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          onChange={(event) => {
            setDraft(null);
            const next = Number(event.target.value);
            onChange(next === min ? undefined : next);
          }}
        />
        <input
          type="number"
          className="input range-field__number"
          aria-label={`${label} (number)`}
          min={min}
          max={max}
          step={step}
          value={shown}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text.trim() === '') return onChange(undefined);
            const next = Number(text);
            if (Number.isFinite(next) && next >= min && next <= max) onChange(next);
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
      {invalid && (
        <span id={errorId} className="field__error">
          Enter a number from {min} to {max}.
        </span>
      )}
    </div>
  );
}
