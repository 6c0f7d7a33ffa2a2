import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { CHOICE_CONTROL } from './choice-control';
import { cx } from '../class-names';

interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string | null;
  /** Keep the label for assistive tech only (the control must still be understandable on screen). */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and error, wired together by id. */
export function Field({ label, hint, error, hideLabel, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field', className)}>
      <label htmlFor={id} className={cx('field__label', hideLabel && 'visually-hidden')}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  hideLabel?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ label, hint, error, hideLabel, fieldClassName, className, type = 'text', ...props }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} className={fieldClassName}>
      {(control) => <input type={type} className={cx('input', className)} {...control} {...props} />}
    </Field>
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: ReactNode;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange(value: T): void;
  hint?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
}

export function Select<T extends string>({ label, value, options, onChange, hint, hideLabel, fieldClassName, className, ...props }: SelectProps<T>) {
  return (
    <Field label={label} hint={hint} hideLabel={hideLabel} className={fieldClassName}>
      {(control) => (
        <select className={cx('select', className)} value={value} onChange={(event) => onChange(event.target.value as T)} {...control} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange' | 'checked'> {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  /** Render as an on/off switch (role="switch"). */
  asSwitch?: boolean;
}

export function Checkbox({ label, checked, onChange, hint, asSwitch, className, ...props }: CheckboxProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx('checkbox', asSwitch && 'checkbox--switch', className)}>
      <input
        id={id}
        type="checkbox"
        className={asSwitch ? undefined : CHOICE_CONTROL}
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        {...props}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
