import { useId, type ReactNode } from 'react';
import { CHOICE_CONTROL } from './choice-control';
import { cx } from '../class-names';

interface RadioOption<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
}

export interface RadioGroupProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<RadioOption<T>>;
  onChange(value: T): void;
  /** Lays the options side by side (short labels only). */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between options, the legend names the group,
 * each option's description is read with it.
 */
export function RadioGroup<T extends string>({ legend, value, options, onChange, inline, disabled, className }: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('radio-group', inline && 'radio-group--inline', className)} disabled={disabled}>
      <legend className="radio-group__legend">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <div key={option.value} className={cx('radio-group__option', option.value === value && 'radio-group__option--checked')}>
              <input
                type="radio"
                className={CHOICE_CONTROL}
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-describedby={descriptionId}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className="radio-group__label">
                {option.label}
              </label>
              {option.description && (
                <span id={descriptionId} className="radio-group__description">
                  {option.description}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
