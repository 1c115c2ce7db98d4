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
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_RESOLUTION, fetchChartEvents, fetchChartMarks, fetchLiquidationMap, type ChartSearchItem, type Resolution } from '../../api/endpoints/chart';
import { useQuery } from '../../api/hooks';
import { vipTierQuery } from '../../api/queries';
import { marketStream, type StreamStatus } from '../../api/stream';
import { useDecision } from '../../facts/decisions';
import { useLoggedIn } from '../../facts/hooks';
import { useFormat, zeroRun } from '../../i18n/format';
import { useLocale } from '../../i18n/useLocale';
import { useRiseFall, useTheme } from '../../theme/theme';
import { ChartController } from './ChartController';
import { createDatafeed, firstPageRange, PAGE_BARS } from './feed/datafeed';
import { IndicatorPanel, LayerPanel, ResolutionPicker, resolutionName, SymbolSearch } from './ChartControls';
import { EVENT_TYPES, type EventType } from './primitives/events';
import type { PositionLine } from './primitives/positionLines';
import { ALL_LAYERS_ON, type Layers } from './layers';
import { DEFAULT_LAYOUT, forTheme, loadLayout, saveLayout, type ChartLayout } from './layoutStore';
import { chartPalette } from './palette';
import { waitForChartReady } from './feed/readyWait';
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

type Status = 'loading' | 'ready' | 'empty' | 'error';

/** The layout with a chosen background, or without one (the theme's default). */
function withBackground(layout: ChartLayout, background: string | undefined): ChartLayout {
  const next = { ...layout };
  if (background === undefined) delete next.background;
  else next.background = background;
  return next;
}

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
/** A long zero run as a count in subscript digits, for canvas and plain text (SPEC section 5). */
export function axisNumber(text: string): string {
  const run = zeroRun(text);
  if (!run) return text;
  const count = String(run.zeros).replace(/\d/g, (d) => SUBSCRIPT[Number(d)]!);
  return `${run.head}0${count}${run.tail}`;
}

/** SPEC section 9: breakpoints of the chart area. */
export const CHART_MOBILE_MAX = 539;
export const CHART_TABLET_MAX = 992;

function sizeClass(width: number): 'mobile' | 'tablet' | 'desktop' {
  if (width <= CHART_MOBILE_MAX) return 'mobile';
  if (width <= CHART_TABLET_MAX) return 'tablet';
  return 'desktop';
}

interface Hover {
  x: number;
  y: number;
  title: string;
  text?: string;
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
  const controllerRef = useRef<ChartController | null>(null);
  const precisionRef = useRef(pricePrecision);
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  // A first guess from the window (a phone's chart is about as wide as its screen), so that the
  // measure below changes nothing on a phone: a state change in a layout effect re-renders the
  // chart synchronously inside the commit that mounts the trading screen (issue 15).
  const [size, setSize] = useState<'mobile' | 'tablet' | 'desktop'>(() => sizeClass(typeof window === 'undefined' ? Infinity : window.innerWidth));
  // The stream's status, for the "reconnecting" badge.
  const stream = marketStream(streamUrl);
  const streamStatus: StreamStatus = useSyncExternalStore(
    useCallback((onChange: () => void) => stream.onStatus(onChange), [stream]),
    () => stream.getStatus(),
    () => 'idle',
  );
  const [hover, setHover] = useState<Hover | null>(null);
  const [panel, setPanel] = useState<'indicators' | 'layers' | null>(null);
  const datafeed = useMemo(() => createDatafeed({ streamUrl }), [streamUrl]);
  const vipEnabled = useDecision('vipTierFetch') === true;
  const vip = useQuery(vipTierQuery({ enabled: vipEnabled }));
  const vipTier = vip.data?.data?.tier ?? 0;

  const resolution = layout?.resolution ?? DEFAULT_RESOLUTION;
  const layers: Layers = { ...ALL_LAYERS_ON, ...layout?.layers };
  // SPEC section 5: a background equal to another theme's default resets to this theme's, when the
  // layout is read back (layoutStore.loadLayout) and when the theme switches under it.
  const [layoutTheme, setLayoutTheme] = useState(theme);
  if (layoutTheme !== theme) {
    setLayoutTheme(theme);
    if (layout) setLayout(forTheme(layout, theme));
  }
  const palette = useMemo(() => chartPalette(theme, convention, layout?.background), [theme, convention, layout]);

  // The saved layout first (IndexedDB answers in milliseconds; a second is the most we wait).
  useEffect(() => {
    let live = true;
    const fallback = setTimeout(() => live && setLayout((current) => current ?? { ...DEFAULT_LAYOUT }), 1000);
    void loadLayout(layoutKey, theme).then((saved) => {
      if (live) setLayout((current) => current ?? saved ?? { ...DEFAULT_LAYOUT });
    });
    return () => {
      live = false;
      clearTimeout(fallback);
    };
    // The theme only picks the background reset; reading once per key is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layoutKey]);

  // Width classes at SPEC's chart breakpoints: measured before the first paint (a phone's toolbar
  // must not first draw as a desk's and then re-flow: issue 15, no layout shift), then observed.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setSize(sizeClass(root.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => entry && setSize(sizeClass(entry.contentRect.width)));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const writeLegend = (bar?: { open?: number; high?: number; low?: number; close?: number }) => {
    const el = legendRef.current;
    const last = controllerRef.current?.bars().at(-1);
    const b = bar?.close !== undefined ? bar : last;
    if (!el || !b || b.close === undefined) return;
    const decimals = precisionRef.current;
    const f = (v: number | undefined) => (v === undefined ? '–' : axisNumber(format.number(v, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
    el.textContent = `O ${f(b.open)}  H ${f(b.high)}  L ${f(b.low)}  C ${f(b.close)}`;
    el.className = `chart__ohlc ${b.close >= (b.open ?? b.close) ? 'rise' : 'fall'}`;
  };

  const writeIntegrity = () => {
    const root = rootRef.current;
    const controller = controllerRef.current;
    if (!root || !controller) return;
    const integrity = controller.integrity();
    root.dataset.bars = String(integrity.bars);
    root.dataset.gaps = String(integrity.gaps);
    root.dataset.duplicates = String(integrity.duplicates);
    root.dataset.lastTime = String(integrity.last ?? '');
    root.dataset.firstTime = String(integrity.first ?? '');
  };

  // The chart itself, for this symbol: created with its first page of bars, so that it draws once
  // with its candles instead of once empty (every canvas sized, the axes measured) and again when
  // they arrive, two long tasks of a phone's main thread (issue 15). Its box keeps its place in the
  // layout meanwhile (the canvas is absolutely positioned; the loading bars show there).
  // What it is created with: the values of the last render, not of the effect that asked.
  const latest = useRef({ palette, layout, format });
  useEffect(() => {
    latest.current = { palette, layout, format };
  });
  const teardownRef = useRef<(() => void) | null>(null);
  const createController = (): ChartController | null => {
    const { palette: colours, layout: current, format: numbers } = latest.current;
    if (!current || !canvasRef.current || !overlayRef.current) return null;
    let controller: ChartController;
    try {
      controller = new ChartController({
        container: canvasRef.current,
        overlay: overlayRef.current,
        palette: colours,
        resolution: current.resolution,
        indicators: current.indicators,
        paneSizes: current.paneSizes,
        pricePrecision: precisionRef.current,
        formatPrice: (price, decimals) => axisNumber(numbers.number(price, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })),
        locale: numbers.locale,
      });
    } catch (error) {
      // SPEC section 8: logged only; the box says so and the rest of the page keeps working.
      console.error('Chart init failure', error);
      setStatus('error');
      return null;
    }
    const onMove = (param: Parameters<Parameters<typeof controller.chart.subscribeCrosshairMove>[0]>[0]) => {
      const id = typeof param.hoveredObjectId === 'string' ? param.hoveredObjectId : '';
      const point = param.point;
      if (point && id.startsWith('event:')) {
        const event = controller.events.eventAt(Number(id.slice(6)));
        if (event) return setHover({ x: point.x, y: point.y, title: `${EVENT_TYPES[event.type as EventType]?.name ?? ''} · ${event.data.title}`, text: event.data.text });
      }
      if (point && id.startsWith('trade:')) {
        const mark = controller.tradeMarkById(id);
        if (mark) return setHover({ x: point.x, y: point.y, title: mark.tooltip ?? `${mark.type} ${mark.quantity} @ ${mark.price}` });
      }
      setHover(null);
      const bar = param.seriesData.get(controller.candles) as { open?: number; high?: number; low?: number; close?: number } | undefined;
      writeLegend(bar);
    };
    controller.chart.subscribeCrosshairMove(onMove);
    controllerRef.current = controller;
    teardownRef.current = () => {
      controller.chart.unsubscribeCrosshairMove(onMove);
      controller.destroy();
      controllerRef.current = null;
    };
    return controller;
  };
  // A new symbol (or its precision) gets a new chart, created by the history effect below.
  const layoutKnown = layout !== null;
  useEffect(
    () => () => {
      teardownRef.current?.();
      teardownRef.current = null;
    },
    [layoutKnown, symbol, pricePrecision],
  );

  // History and the live stream for the symbol and resolution.
  useEffect(() => {
    if (!layoutKnown) return;
    const abort = new AbortController();
    let controller = controllerRef.current;
    let unsubscribe: (() => void) | null = null;
    let noOlder = false;
    let loadingOlder = false;
    // A new symbol or resolution shows the loading state until its bars are drawn.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('loading');
    // Page back through history when the visible range nears the first bar.
    const onRange = (range: { from: number } | null) => {
      if (range && rootRef.current) rootRef.current.dataset.visibleFrom = String(Math.round(range.from));
      if (!controller || !range || range.from > 20 || noOlder || loadingOlder || controller.bars().length === 0) return;
      loadingOlder = true;
      const first = controller.bars()[0]!.time;
      const span = (first - (controller.bars()[1]?.time ?? first - 60)) || 60;
      const chart = controller;
      void datafeed.getBars(symbol, resolution, first - PAGE_BARS * Math.abs(span), first, abort.signal).then((older) => {
        loadingOlder = false;
        if (abort.signal.aborted) return;
        noOlder = older.noData || older.bars.length === 0;
        chart.prependHistory(older.bars);
        writeIntegrity();
      });
    };
    let ranged: ChartController | null = null;
    void (async () => {
      // The symbol's details and its first page of bars in parallel (one round trip, not two).
      const { from, to } = firstPageRange(resolution, Date.now() / 1000);
      const [info, page] = await Promise.all([datafeed.resolveSymbol(symbol, abort.signal), datafeed.getBars(symbol, resolution, from, to, abort.signal)]);
      if (abort.signal.aborted) return;
      if (info === null) return setStatus('empty');
      precisionRef.current = Math.max(pricePrecision, info.price_precision);
      if (!page.ok) {
        console.warn('chart history unavailable', symbol, resolution);
        return setStatus('error');
      }
      controller ??= createController();
      if (!controller) return;
      controller.setPrecision(precisionRef.current);
      controller.setHistory(page.bars, resolution);
      noOlder = page.noData;
      controller.chart.timeScale().scrollToRealTime();
      controller.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
      ranged = controller;
      writeIntegrity();
      writeLegend();
      const live = controller;
      unsubscribe = datafeed.subscribeBars(
        symbol,
        resolution,
        (bar) => {
          if (live.applyLive(bar) === 'stale') return;
          writeIntegrity();
          writeLegend();
        },
        () => live.lastTime(),
      );
      const ready = await waitForChartReady(() => live.isReady(), { signal: abort.signal });
      if (!abort.signal.aborted) setStatus(ready ? 'ready' : 'error');
    })();
    return () => {
      abort.abort();
      unsubscribe?.();
      ranged?.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [datafeed, symbol, resolution, layoutKnown, pricePrecision]);

  // Theme and rise/fall colours, re-applied without rebuilding the chart.
  useEffect(() => {
    controllerRef.current?.setPalette(palette);
  }, [palette, layoutKnown]);

  // Indicators and their inputs.
  const indicatorKey = JSON.stringify(layout?.indicators ?? null);
  useEffect(() => {
    if (layout) controllerRef.current?.setIndicators(layout.indicators, layout.paneSizes);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [indicatorKey, layoutKnown, symbol]);

  // Layers, position lines, markers, events and the liquidation map: once the chart is ready.
  const marks = useQuery({ queryKey: ['api', 'user', 'chartMarks', symbol], queryFn: ({ signal }) => fetchChartMarks({ symbol, signal }), enabled: loggedIn && status === 'ready' });
  const events = useQuery({ queryKey: ['api', 'public', 'chartEvents', symbol], queryFn: ({ signal }) => fetchChartEvents({ symbol, signal }), enabled: status === 'ready' });
  const liq = useQuery({ queryKey: ['api', 'public', 'liquidationMap', symbol], queryFn: ({ signal }) => fetchLiquidationMap({ symbol, signal }), enabled: liquidation && status === 'ready' });
  const layersKey = JSON.stringify(layers);
  useEffect(() => {
    const controller = controllerRef.current;
    if (status !== 'ready' || !controller) return;
    controller.setLayers(layers);
    controller.setPositionLines(positions ?? []);
    controller.setTradeMarks(marks.data?.data ?? []);
    controller.setEvents(events.data?.data ?? []);
    controller.setLiquidation(liquidation ? (liq.data?.data ?? []) : []);
    const root = rootRef.current;
    if (root) {
      root.dataset.markers = String(controller.tradeMarkerCount());
      // What is drawn: a switched-off layer counts 0.
      root.dataset.events = String(layers.important_events_widget ? controller.events.count() : 0);
      root.dataset.liquidationBuckets = String(layers.liquidation_amount_indicator ? controller.liquidation.bucketCount() : 0);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, layersKey, positions, marks.data, events.data, liq.data, liquidation, resolution]);

  // Autosave: only from a ready chart (SPEC section 4), whenever the layout changes, and after a
  // pane resize (a pointer released over the chart).
  const save = (next: ChartLayout | null) => {
    const controller = controllerRef.current;
    if (!next || !controller) return;
    const paneSizes = controller.paneSizes();
    if (rootRef.current) rootRef.current.dataset.paneSizes = paneSizes.join(',');
    void saveLayout(layoutKey, { ...next, paneSizes }, status === 'ready' && controller.isReady());
  };
  useEffect(() => {
    save(layout);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, status]);

  const update = (change: Partial<ChartLayout>) => setLayout((current) => (current ? { ...current, ...change } : current));

  const rootClass = `chart chart--${size}`;
  const display = symbol.replace('_', '/');
  return (
    <section
      ref={rootRef}
      className={rootClass}
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
      <div className="chart__toolbar">
        <ResolutionPicker value={resolution} compact={size === 'mobile'} onChange={(value: Resolution) => update({ resolution: value })} />
        <button type="button" className="chart__tool" aria-expanded={panel === 'indicators'} onClick={() => setPanel(panel === 'indicators' ? null : 'indicators')}>
          <Trans>Indicators</Trans>
        </button>
        <button type="button" className="chart__tool" aria-expanded={panel === 'layers'} onClick={() => setPanel(panel === 'layers' ? null : 'layers')}>
          <Trans>Layers</Trans>
        </button>
        {onSymbolSelect && <SymbolSearch datafeed={datafeed} onSelect={onSymbolSelect} />}
      </div>
      {panel === 'indicators' && layout && <IndicatorPanel indicators={layout.indicators} onChange={(indicators) => update({ indicators, paneSizes: [] })} />}
      {panel === 'layers' && (
        <LayerPanel
          layers={layers}
          onChange={(next) => update({ layers: next })}
          background={palette.background}
          onBackground={(background) => setLayout((current) => (current ? withBackground(current, background) : current))}
        />
      )}
      <div className="chart__legend">
        <strong>{display}</strong>
        <span className="pg-faint">{resolutionName(resolution)}</span>
        {vipTier > 0 && <VipBadge tier={vipTier} />}
        <span ref={legendRef} className="chart__ohlc" />
        {streamStatus === 'reconnecting' && (
          <span className="chart__stream" role="status">
            <Trans>Reconnecting…</Trans>
          </span>
        )}
      </div>
      <div className="chart__stage" onPointerUp={() => save(layout)}>
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
