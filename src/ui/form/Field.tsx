import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  /** Shown under the field, announced, and marks the input invalid. */
  error?: ReactNode;
  /** type="password" with a show/hide button. */
  revealable?: boolean;
  /** A unit or asset shown inside the input's end (e.g. USDT). */
  suffix?: ReactNode;
}

/** A labelled text input with hint and error wired to aria-describedby: every form of the app. */
export function TextField({ label, hint, error, revealable, suffix, type = 'text', className, id: ownId, ...rest }: TextFieldProps) {
  const { t } = useLingui();
  const autoId = useId();
  const id = ownId ?? autoId;
  const noteId = useId();
  const [revealed, setRevealed] = useState(false);
  const note = error ?? hint;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? t`Hide` : t`Show`}
          </button>
        )}
        {suffix && <span className="field__suffix">{suffix}</span>}
      </div>
      {note && (
        <p id={noteId} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label (the label may hold links). */
export function CheckboxField({
  label,
  error,
  ...rest
}: { label: ReactNode; error?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const id = useId();
  const noteId = useId();
  return (
    <div className={['check-field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="check-field__box"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? noteId : undefined}
        {...rest}
      />
      <label htmlFor={id} className="check-field__label">
        {label}
      </label>
      {error && (
        <p id={noteId} className="field__error check-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled native select. */
export function SelectField({
  label,
  hint,
  options,
  id: ownId,
  className,
  ...select
}: { label: ReactNode; hint?: ReactNode; options: readonly { value: string; label: ReactNode }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const id = ownId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__input field__select" aria-describedby={hintId} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
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
    <div className={`ui-segmented ui-segmented--${size}`} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={['ui-segmented__option', option.className].filter(Boolean).join(' ')}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
