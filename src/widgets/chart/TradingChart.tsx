/**
 * The trading chart (SPEC sections 2 item 8, 3, 4 "Chart widget", 9): candles on live data, the
 * 20 resolutions, KDJ / GATE_MACD / TD Sequential with their input form, the four switchable
 * layers, symbol search, and the layout saved in IndexedDB once the chart is ready. Loaded lazily
 * (lightweight-charts ships only with pages that have a chart). An init failure is logged (SPEC
 * section 8) and leaves a message in the chart's box; the rest of the page keeps working.
 *
 * The root element carries the chart's state for tests and support: data-state (loading, ready,
 * empty, error), data-resolution, data-theme, data-rise, and, updated on every bar without a React
 * render, data-bars, data-gaps, data-duplicates and data-last-time.
 *
 * Its parts: ./hooks/useChartLayout (the layout, read and saved), ./hooks/useChartBars (the
 * controller, its history and the stream), ./hooks/useChartLayers (markers, events, positions,
 * liquidation), ./hooks/useChartSize, ./hooks/useStreamStatus and ./ChartToolbar (the controls).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, type ReactNode } from 'react';
import { DEFAULT_RESOLUTION, type ChartSearchItem } from '../../api/endpoints/chart';
import { useQuery } from '../../api/hooks';
import { vipTierQuery } from '../../api/queries';
import { useDecision } from '../../facts/decisions';
import { useLoggedIn } from '../../facts/hooks';
import { useFormat } from '../../i18n/format';
import { useLocale } from '../../i18n/useLocale';
import { useRiseFall, useTheme } from '../../theme/theme';
import { resolutionName } from './ChartControls';
import { ChartToolbar } from './ChartToolbar';
import { createDatafeed } from './feed/datafeed';
import { useChartBars } from './hooks/useChartBars';
import { useChartLayers } from './hooks/useChartLayers';
import { useChartLayout, useLayoutAutosave } from './hooks/useChartLayout';
import { useChartSize } from './hooks/useChartSize';
import { useStreamStatus } from './hooks/useStreamStatus';
import type { PositionLine } from './primitives/positionLines';
import { ALL_LAYERS_ON, type Layers } from './layers';
import { chartPalette } from './theme/palette';
import './chart.css';

export interface TradingChartProps {
  /** BASE_QUOTE (spot, alpha) or the contract (futures). */
  symbol: string;
  /** The stream host: the site config's ws.spot, ws.futures or ws.delivery. */
  streamUrl: string;
  /** Which saved layout to use (one per page kind: spot, futures, alpha...). */
  layoutKey: string;
  pricePrecision: number;
  /** Position lines to draw (the page builds them, with their buttons' callbacks). */
  positions?: readonly PositionLine[];
  /** Whether the liquidation map applies (futures). */
  liquidation?: boolean;
  onSymbolSelect?: (item: ChartSearchItem) => void;
}

export default function TradingChart({ symbol, streamUrl, layoutKey, pricePrecision, positions, liquidation = false, onSymbolSelect }: TradingChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const format = useFormat();
  const { theme } = useTheme();
  const { convention } = useRiseFall(locale);
  const loggedIn = useLoggedIn();
  const rootRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLSpanElement>(null);
  const size = useChartSize(rootRef);
  const streamStatus = useStreamStatus(streamUrl);
  const datafeed = useMemo(() => createDatafeed({ streamUrl }), [streamUrl]);
  const vipEnabled = useDecision('vipTierFetch') === true;
  const vip = useQuery(vipTierQuery({ enabled: vipEnabled }));
  const vipTier = vip.data?.data?.tier ?? 0;

  const { layout, update, setBackground } = useChartLayout(layoutKey, theme);
  const resolution = layout?.resolution ?? DEFAULT_RESOLUTION;
  const layers: Layers = { ...ALL_LAYERS_ON, ...layout?.layers };
  const palette = useMemo(() => chartPalette(theme, convention, layout?.background), [theme, convention, layout]);

  const { status, hover, controllerRef } = useChartBars({ symbol, resolution, pricePrecision, datafeed, layout, palette, format, rootRef, canvasRef, overlayRef, legendRef });
  useChartLayers({ symbol, resolution, status, layers, positions, liquidation, loggedIn, controllerRef, rootRef });
  const save = useLayoutAutosave({ layoutKey, layout, status, controllerRef, rootRef });

  const display = symbol.replace('_', '/');
  return (
    <section
      ref={rootRef}
      className={`chart chart--${size}`}
      aria-label={t`Price chart for ${display}`}
      data-testid="trading-chart"
      data-state={status}
      data-resolution={resolution}
      data-theme={theme}
      data-rise={convention}
      data-up-color={palette.up}
      data-background={palette.background}
      data-size={size}
      data-stream={streamStatus}
    >
      <ChartToolbar
        layout={layout}
        resolution={resolution}
        layers={layers}
        background={palette.background}
        compact={size === 'mobile'}
        datafeed={datafeed}
        onSymbolSelect={onSymbolSelect}
        update={update}
        setBackground={setBackground}
      />
      <div className="chart__legend">
        <strong>{display}</strong>
        <span className="ui-faint">{resolutionName(resolution)}</span>
        {vipTier > 0 && <VipBadge tier={vipTier} />}
        <span ref={legendRef} className="chart__ohlc" />
        {streamStatus === 'reconnecting' && (
          <span className="chart__stream" role="status">
            <Trans>Reconnecting…</Trans>
          </span>
        )}
      </div>
      <div className="chart__stage" onPointerUp={save}>
        <div ref={canvasRef} className="chart__canvas" />
        <div ref={overlayRef} className="chart__overlay" />
        {status === 'loading' && <ChartLoading />}
        {status === 'empty' && (
          <ChartMessage>
            <Trans>This market has no chart data.</Trans>
          </ChartMessage>
        )}
        {status === 'error' && (
          <ChartMessage>
            <Trans>The chart could not be loaded. Prices and trading below still work.</Trans>
          </ChartMessage>
        )}
        {hover && (
          <div className="chart__tooltip" role="tooltip" style={{ insetInlineStart: Math.max(4, hover.x + 12), insetBlockStart: Math.max(4, hover.y - 40) }}>
            <strong>{hover.title}</strong>
            {hover.text && <span>{hover.text}</span>}
          </div>
        )}
      </div>
    </section>
  );
}

function ChartLoading() {
  const { t } = useLingui();
  return (
    <div className="chart__loading" role="status" aria-label={t`Loading chart`}>
      <span className="chart__loading-bars" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}

function ChartMessage({ children }: { children: ReactNode }) {
  return (
    <div className="chart__message" role="status">
      {children}
    </div>
  );
}

/** SPEC section 9: VIP icons are 16 px high. */
function VipBadge({ tier }: { tier: number }) {
  const { t } = useLingui();
  return (
    <svg className="chart__vip" height="16" viewBox="0 0 34 16" role="img" aria-label={t`VIP ${tier}`} data-testid="chart-vip">
      <rect width="34" height="16" rx="4" fill="#f0b90b" />
      <text x="17" y="12" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1a1300">
        VIP{tier}
      </text>
    </svg>
  );
}
