import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  /** Shown under the field, announced, and marks the input invalid. */
  error?: ReactNode;
  /** type="password" with a show/hide button. */
  revealable?: boolean;
}

/** A labelled text input with hint and error wired to aria-describedby. */
export function TextField({ label, hint, error, revealable, type = 'text', className, ...rest }: TextFieldProps) {
  const { t } = useLingui();
  const id = useId();
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
