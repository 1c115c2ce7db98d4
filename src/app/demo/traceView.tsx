/** The trace of a decision and its value, as the developer panel and the policy inspector show them. */
import type { TraceStep } from '../engine';

export function Steps({ steps }: { steps: TraceStep[] }) {
  return (
    <ol className="decision__steps">
      {steps.map((step, index) => (
        <li key={`${step.clause}-${index}`} className={step.held ? 'step step--held' : 'step'}>
          <span className="step__mark" aria-label={step.held ? 'held' : 'did not hold'}>
            {step.held ? '✓' : '✗'}
          </span>
          <span className="step__clause">{step.clause}</span>
          <span className="step__says">{step.says}</span>
          {Object.keys(step.reads).length > 0 && (
            <code className="step__reads">{compact(step.reads, 240)}</code>
          )}
          {step.notes?.map((note) => (
            <span key={note} className="step__note">
              {note}
            </span>
          ))}
          {step.steps !== undefined && step.steps.length > 0 && <Steps steps={step.steps} />}
        </li>
      ))}
    </ol>
  );
}

export function isScalar(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== 'object';
}

export function compact(value: unknown, max: number): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function Value({ value }: { value: unknown }) {
  if (typeof value === 'boolean') {
    return <span className={`decision__value decision__value--${value}`}>{String(value)}</span>;
  }
  if (Array.isArray(value)) {
    return <span className="decision__value">[{value.length}]</span>;
  }
  return <span className="decision__value">{compact(value, 48)}</span>;
}
