/** Form controls with their labels, hints and errors wired for assistive technology. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './pages.css';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  suffix?: ReactNode;
}

export function TextField({ label, hint, error, suffix, id, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className="pg-field">
      <label className="pg-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="pg-field__control">
        <input
          id={fieldId}
          className="pg-field__input"
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        {suffix && <span className="pg-field__suffix">{suffix}</span>}
      </div>
      {hint && (
        <p className="pg-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="pg-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  options,
  id,
  ...select
}: Omit<FieldFrame, 'suffix' | 'error'> & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: ReactNode }[] }) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="pg-field">
      <label className="pg-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="pg-field__control">
        <select id={fieldId} className="pg-field__input pg-field__select" aria-describedby={hintId} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p className="pg-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Pick one of a few options, shown as a row of buttons (a radio group). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  size = 'md',
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode; className?: string }[];
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <div className={`pg-segmented pg-segmented--${size}`} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={['pg-segmented__option', option.className].filter(Boolean).join(' ')}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
