/**
 * The chart's controls: the resolution picker (quick choices plus all 20 of SPEC section 9), the
 * indicator form (inputs checked against their ranges, the message says which and why), the layer
 * switches, and the symbol search (answers SEARCH_DELAY_MS after the last keystroke).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { RESOLUTIONS, type ChartSearchItem, type Resolution } from '../../api/endpoints/chart';
import type { Datafeed } from './feed/datafeed';
import { GATE_MACD_DEFAULTS, KDJ_DEFAULTS, KDJ_RANGE, MACD_RANGE, SOURCES, TD_SEQUENTIAL_DEFAULTS, type Source } from './indicators';
import { LAYER_IDS, type LayerId, type Layers } from './layers';
import type { IndicatorSetting } from './layoutStore';

const QUICK: readonly Resolution[] = ['1S', '1', '15', '60', '240', '1D', '1W'];
const QUICK_MOBILE: readonly Resolution[] = ['15', '60', '1D'];

export function resolutionName(resolution: Resolution): string {
  if (resolution.endsWith('S')) return `${resolution.slice(0, -1)}s`;
  if (/^\d+$/.test(resolution)) {
    const minutes = Number(resolution);
    return minutes >= 60 ? `${minutes / 60}H` : `${minutes}m`;
  }
  return resolution;
}

export function ResolutionPicker({ value, compact, onChange }: { value: Resolution; compact: boolean; onChange: (value: Resolution) => void }) {
  const { t } = useLingui();
  const quick = compact ? QUICK_MOBILE : QUICK;
  return (
    <div className="chart__resolutions">
      <div className="chart__quick" role="radiogroup" aria-label={t`Chart interval`}>
        {quick.map((option) => (
          <button key={option} type="button" role="radio" aria-checked={value === option} className="chart__tool chart__tool--quick" onClick={() => onChange(option)}>
            {resolutionName(option)}
          </button>
        ))}
      </div>
      <label className="chart__select">
        <span className="visually-hidden">
          <Trans>All intervals</Trans>
        </span>
        <select value={value} onChange={(event) => onChange(event.target.value as Resolution)} data-testid="chart-resolution">
          {RESOLUTIONS.map((option) => (
            <option key={option} value={option}>
              {resolutionName(option)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function NumberInput({ label, value, min, max, onValid }: { label: string; value: number; min: number; max: number; onValid: (value: number) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The value changed from outside (a restored layout): show it.
    setShownValue(value);
    setText(String(value));
  }
  const parsed = Number(text);
  const valid = /^\d+$/.test(text) && parsed >= min && parsed <= max;
  return (
    <label className="chart__input" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          const n = Number(next);
          if (/^\d+$/.test(next) && n >= min && n <= max) onValid(n);
        }}
      />
      {!valid && (
        <span id={`${id}-error`} className="chart__input-error" role="alert">
          {t`${label}: enter a whole number from ${min} to ${max}.`}
        </span>
      )}
    </label>
  );
}

export function IndicatorPanel({ indicators, onChange }: { indicators: readonly IndicatorSetting[]; onChange: (next: IndicatorSetting[]) => void }) {
  const { t } = useLingui();
  const find = <K extends IndicatorSetting['id']>(id: K) => indicators.find((i) => i.id === id) as Extract<IndicatorSetting, { id: K }> | undefined;
  const kdj = find('KDJ');
  const macd = find('GATE_MACD');
  const td = find('TD_SEQUENTIAL');
  const replace = (setting: IndicatorSetting) => onChange(indicators.map((i) => (i.id === setting.id ? setting : i)));
  const toggle = (setting: IndicatorSetting, on: boolean) => onChange(on ? [...indicators.filter((i) => i.id !== setting.id), setting] : indicators.filter((i) => i.id !== setting.id));
  const kdjInputs = kdj?.inputs ?? KDJ_DEFAULTS;
  const macdInputs = macd?.inputs ?? GATE_MACD_DEFAULTS;
  const tdInputs = td?.inputs ?? TD_SEQUENTIAL_DEFAULTS;
  return (
    <div className="chart__panel" role="group" aria-label={t`Indicators`} data-testid="chart-indicators">
      <fieldset className="chart__fieldset">
        <legend>
          <label>
            <input type="checkbox" checked={kdj !== undefined} onChange={(e) => toggle({ id: 'KDJ', inputs: { ...kdjInputs } }, e.target.checked)} /> KDJ
          </label>
        </legend>
        {kdj &&
          (['n', 'm1', 'm2'] as const).map((key) => (
            <NumberInput key={key} label={key.toUpperCase()} value={kdj.inputs[key]} min={KDJ_RANGE.min} max={KDJ_RANGE.max} onValid={(v) => replace({ id: 'KDJ', inputs: { ...kdj.inputs, [key]: v } })} />
          ))}
      </fieldset>
      <fieldset className="chart__fieldset">
        <legend>
          <label>
            <input type="checkbox" checked={macd !== undefined} onChange={(e) => toggle({ id: 'GATE_MACD', inputs: { ...macdInputs } }, e.target.checked)} /> GATE_MACD
          </label>
        </legend>
        {macd && (
          <>
            {(
              [
                ['fastLength', t`Fast length`],
                ['slowLength', t`Slow length`],
                ['signalLength', t`Signal length`],
              ] as const
            ).map(([key, label]) => (
              <NumberInput key={key} label={label} value={macd.inputs[key]} min={MACD_RANGE.min} max={MACD_RANGE.max} onValid={(v) => replace({ id: 'GATE_MACD', inputs: { ...macd.inputs, [key]: v } })} />
            ))}
            <label className="chart__input">
              <span>
                <Trans>Source</Trans>
              </span>
              <select value={macd.inputs.source} onChange={(e) => replace({ id: 'GATE_MACD', inputs: { ...macd.inputs, source: e.target.value as Source } })}>
                {SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {source}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <fieldset className="chart__fieldset">
        <legend>
          <label>
            <input type="checkbox" checked={td !== undefined} onChange={(e) => toggle({ id: 'TD_SEQUENTIAL', inputs: { ...tdInputs } }, e.target.checked)} /> TD Sequential
          </label>
        </legend>
        {td && (
          <label className="chart__input chart__input--check">
            <input type="checkbox" checked={td.inputs.onlyNineAndThirteen} onChange={(e) => replace({ id: 'TD_SEQUENTIAL', inputs: { onlyNineAndThirteen: e.target.checked } })} />
            <span>
              <Trans>Only 9 and 13</Trans>
            </span>
          </label>
        )}
      </fieldset>
    </div>
  );
}

export function LayerPanel({ layers, onChange, background, onBackground }: { layers: Layers; onChange: (next: Layers) => void; background: string; onBackground: (colour: string | undefined) => void }) {
  const { t } = useLingui();
  const id = useId();
  const names: Record<LayerId, string> = {
    sb_point_widget: t`Buy and sell markers`,
    order_line_widget: t`Position lines`,
    important_events_widget: t`Important events`,
    liquidation_amount_indicator: t`Liquidation map`,
  };
  return (
    <div className="chart__panel" role="group" aria-label={t`Layers`} data-testid="chart-layers">
      {LAYER_IDS.map((id) => (
        <label key={id} className="chart__input chart__input--check">
          <input type="checkbox" name={id} checked={layers[id]} onChange={(e) => onChange({ ...layers, [id]: e.target.checked })} />
          <span>
            {names[id]} <code className="ui-faint">{id}</code>
          </span>
        </label>
      ))}
      <div className="chart__background">
        <label htmlFor={`${id}-bg`}>{t`Background`}</label>
        <input id={`${id}-bg`} type="color" value={background} onChange={(e) => onBackground(e.target.value)} data-testid="chart-background" />
        <button type="button" className="chart__tool" onClick={() => onBackground(undefined)}>
          {t`Theme default`}
        </button>
      </div>
    </div>
  );
}

export function SymbolSearch({ datafeed, onSelect }: { datafeed: Datafeed; onSelect: (item: ChartSearchItem) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; items: readonly ChartSearchItem[] } | null>(null);
  useEffect(() => {
    if (query.trim() === '') return;
    return datafeed.searchSymbols(query, (items) => setAnswer({ query, items }));
  }, [datafeed, query]);
  // Results belong to the query they answer; an empty box shows none.
  const results = query.trim() !== '' && answer?.query === query ? answer.items : null;
  return (
    <div className="chart__search">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search symbol</Trans>
      </label>
      <input
        id={id}
        type="search"
        placeholder={t`Search symbol`}
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
        aria-controls={results !== null ? `${id}-results` : undefined}
      />
      {results !== null && (
        <ul id={`${id}-results`} className="chart__results" data-testid="chart-search-results">
          {results.length === 0 && (
            <li className="ui-faint">
              <Trans>No matching symbol.</Trans>
            </li>
          )}
          {results.map((item) => (
            <li key={`${item.market}:${item.symbol}`}>
              <button
                type="button"
                onClick={() => {
                  setQuery('');
                  onSelect(item);
                }}
              >
                <strong>{item.symbol.replace('_', '/')}</strong> <span className="ui-faint">{item.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
