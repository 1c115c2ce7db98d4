/**
 * The policy inspector (demo and dev only: opened from the developer panel, loaded with it, never
 * in the production build). For compliance staff and developers: every decision with its policy
 * as plain sentences (the same text as `policy show ID`), the trace of the current page's facts,
 * and the facts themselves as JSON checked against schemas/facts.schema.json as you type. A valid
 * edit re-decides at once: the page behind follows (overlays included), because the edit is laid
 * over the gathered facts (`factsOverrideAtom`). "Copy as scenario" gives a scenario file body
 * with the facts and the decisions as its expectations. Developer tooling, so not translated.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { renderPolicy } from '../../engine/explain/describe';
import type { Policy } from '../../generated/types/policy';
import { factsAtom, factsOverrideAtom, gatheredFactsAtom } from '../../facts';
import { explainedAtom, pageEngineAtom } from './explained';
import { changedPaths, checkFactsText, factsPatch, scenarioBody, type Json } from './inspectorFacts';
import { Steps, Value, isScalar } from './traceView';
import './policyInspector.css';

function setInspectParam(id: string | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete('inspect');
  else url.searchParams.set('inspect', id);
  window.history.replaceState(window.history.state, '', url.toString());
}

export default function PolicyInspector({ onClose }: { onClose: () => void }) {
  const facts = useAtomValue(factsAtom);
  const gathered = useAtomValue(gatheredFactsAtom);
  const [override, setOverride] = useAtom(factsOverrideAtom);
  const [selected, setSelected] = useState(() => new URLSearchParams(window.location.search).get('inspect') ?? 'screen');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [scenario, setScenario] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  // Until edited by hand, the text follows the page's facts (navigation, width, the clock).
  const shownText = editing ? text : JSON.stringify(facts, null, 2);

  // The engine the page runs, and what it decided (shared with the developer panel).
  const engine = useAtomValue(pageEngineAtom);
  const outcome = useAtomValue(explainedAtom);

  const ids = outcome.ok ? Object.keys(outcome.decisions).sort() : [];
  const policy = engine.bundle.policies.find((p) => p.id === selected) as Policy | undefined;
  const sentences = useMemo(() => (policy ? renderPolicy(policy, engine.bundle) : ''), [policy, engine]);
  const changed = changedPaths(override);

  const edit = (next: string) => {
    setText(next);
    setEditing(true);
    setScenario(null);
    const checked = checkFactsText(next);
    if ('errors' in checked) {
      // The last valid facts stay in force while the text is wrong.
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setOverride(factsPatch(gathered as Json, checked.facts));
  };

  const reset = () => {
    setOverride(null);
    setEditing(false);
    setErrors([]);
    setScenario(null);
  };

  const select = (id: string) => {
    setSelected(id);
    setInspectParam(id);
  };

  const copyScenario = async () => {
    if (!outcome.ok) return;
    const body = scenarioBody(facts as Json, outcome.decisions, selected);
    setScenario(body);
    try {
      await navigator.clipboard.writeText(body);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard (permissions, an insecure origin): the text below is selectable.
    }
  };

  const trace = outcome.ok ? outcome.trace[selected] : undefined;
  const value = outcome.ok ? outcome.decisions[selected] : undefined;

  return (
    <section className="inspector" role="dialog" aria-modal="false" aria-labelledby="inspector-title" data-testid="policy-inspector" dir="ltr" lang="en">
      <header className="inspector__head">
        <h2 id="inspector-title" ref={headingRef} tabIndex={-1}>
          Policy inspector
        </h2>
        <span className="inspector__status" data-testid="inspector-status" role="status">
          {changed.length === 0 ? 'Facts as the page gathered them' : `Edited: ${changed.join(', ')}`}
        </span>
        <div className="inspector__actions">
          <button type="button" onClick={() => void copyScenario()} data-testid="inspector-copy-scenario" disabled={!outcome.ok}>
            {copied ? 'Copied' : 'Copy as scenario'}
          </button>
          <button type="button" onClick={reset} disabled={!editing && !override} data-testid="inspector-reset">
            Reset facts
          </button>
          <button type="button" onClick={onClose} aria-label="Close the policy inspector" data-testid="inspector-close">
            ×
          </button>
        </div>
      </header>

      <div className="inspector__grid">
        <nav className="inspector__list" aria-label="Decisions">
          <ul>
            {ids.map((id) => (
              <li key={id}>
                <button type="button" aria-current={id === selected ? 'true' : undefined} onClick={() => select(id)} data-testid={`inspector-pick-${id}`}>
                  <span className="inspector__id">{id}</span>
                  <Value value={outcome.ok ? outcome.decisions[id] : undefined} />
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <div className="inspector__main">
          {!outcome.ok && (
            <p className="inspector__error" role="alert">
              decide() failed: {outcome.message}
            </p>
          )}
          <section aria-labelledby="inspector-decision" data-testid="inspector-decision">
            <h3 id="inspector-decision">
              {selected} <Value value={value} />
            </h3>
            {trace && <p className="inspector__summary">{trace.summary}</p>}
            {trace && trace.steps.length > 0 && <Steps steps={trace.steps} />}
            {!isScalar(value) && <pre className="inspector__json">{JSON.stringify(value, null, 2)}</pre>}
          </section>

          <section aria-labelledby="inspector-policy">
            <h3 id="inspector-policy">The policy, as it reads</h3>
            <pre className="inspector__policy" data-testid="inspector-policy">
              {sentences || `No policy file for "${selected}".`}
            </pre>
          </section>

          <section aria-labelledby="inspector-facts">
            <h3 id="inspector-facts">Facts</h3>
            <p className="inspector__hint">
              Edit the JSON: each valid change re-decides at once, and the page behind follows. Checked against schemas/facts.schema.json.
            </p>
            <textarea
              className="inspector__facts"
              spellCheck={false}
              value={shownText}
              onChange={(event) => edit(event.target.value)}
              aria-label="Facts (JSON)"
              aria-invalid={errors.length > 0}
              aria-describedby={errors.length ? 'inspector-errors' : undefined}
              data-testid="inspector-facts"
            />
            {errors.length > 0 && (
              <ul id="inspector-errors" className="inspector__errors" data-testid="inspector-errors">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
          </section>

          {scenario !== null && (
            <section aria-labelledby="inspector-scenario">
              <h3 id="inspector-scenario">Scenario file</h3>
              <p className="inspector__hint">Save it under scenarios/ and run `npm run -s policy -- test`.</p>
              <textarea className="inspector__facts inspector__facts--short" readOnly value={scenario} data-testid="inspector-scenario" aria-label="Scenario file (JSON)" />
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
