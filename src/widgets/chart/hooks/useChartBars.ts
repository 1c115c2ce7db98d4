/**
 * The chart controller and its bars: created for a symbol with its first page of history, paged
 * back as the visible range nears the first bar, fed by the market stream, and kept in step with
 * the palette and the indicators. It writes the legend (OHLC) and the integrity attributes of the
 * root (data-bars, data-gaps, data-duplicates, data-last-time, data-first-time, data-labels,
 * data-label-overlaps) on every bar without a React render. An init failure is logged (SPEC section 8) and the status says 'error'.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { Resolution } from '../../../api/endpoints/chart';
import { zeroRun, type Formatters } from '../../../i18n/format';
import { ChartController } from '../ChartController';
import { firstPageRange, PAGE_BARS, type Datafeed } from '../feed/datafeed';
import { waitForChartReady } from '../feed/readyWait';
import type { Bar } from '../indicators';
import { onLiveFrame } from '../../../lib/browser/liveFrame';
import type { ChartLayout } from '../layoutStore';
import type { ChartPalette } from '../theme/palette';
import { EVENT_TYPES, type EventType } from '../primitives/events';

export type ChartStatus = 'loading' | 'ready' | 'empty' | 'error';

/** What the crosshair points at: an event's or a trade marker's tooltip. */
export interface ChartHover {
  x: number;
  y: number;
  title: string;
  text?: string;
}

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
/** A long zero run as a count in subscript digits, for canvas and plain text (SPEC section 5). */
export function axisNumber(text: string): string {
  const run = zeroRun(text);
  if (!run) return text;
  const count = String(run.zeros).replace(/\d/g, (d) => SUBSCRIPT[Number(d)]!);
  return `${run.head}0${count}${run.tail}`;
}

type LegendBar = { open?: number; high?: number; low?: number; close?: number };

/** The legend's OHLC: the hovered bar, else the last one. */
function writeLegend(el: HTMLElement | null, controller: ChartController | null, decimals: number, format: Formatters, bar?: LegendBar) {
  const last = controller?.bars().at(-1);
  const b = bar?.close !== undefined ? bar : last;
  if (!el || !b || b.close === undefined) return;
  const f = (v: number | undefined) => (v === undefined ? '–' : axisNumber(format.number(v, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  el.textContent = `O ${f(b.open)}  H ${f(b.high)}  L ${f(b.low)}  C ${f(b.close)}`;
  el.className = `chart__ohlc ${b.close >= (b.open ?? b.close) ? 'rise' : 'fall'}`;
}

/** The bars' integrity on the root, for tests and support. */
function writeIntegrity(root: HTMLElement | null, controller: ChartController | null) {
  if (!root || !controller) return;
  const integrity = controller.integrity();
  root.dataset.bars = String(integrity.bars);
  root.dataset.gaps = String(integrity.gaps);
  root.dataset.duplicates = String(integrity.duplicates);
  root.dataset.lastTime = String(integrity.last ?? '');
  root.dataset.firstTime = String(integrity.first ?? '');
  // The labels the chart drew itself and how many pairs of them overlap (issue 39: never any).
  const labels = controller.labels();
  root.dataset.labels = String(labels.count);
  root.dataset.labelOverlaps = String(labels.overlaps);
}

export interface ChartBarsOptions {
  symbol: string;
  resolution: Resolution;
  pricePrecision: number;
  datafeed: Datafeed;
  /** Null until known: no chart is created before. */
  layout: ChartLayout | null;
  palette: ChartPalette;
  format: Formatters;
  rootRef: RefObject<HTMLElement | null>;
  canvasRef: RefObject<HTMLDivElement | null>;
  overlayRef: RefObject<HTMLDivElement | null>;
  legendRef: RefObject<HTMLSpanElement | null>;
}

export interface ChartBars {
  status: ChartStatus;
  hover: ChartHover | null;
  /** The live controller (null before the first page of bars, and between symbols). */
  controllerRef: RefObject<ChartController | null>;
}

export function useChartBars({ symbol, resolution, pricePrecision, datafeed, layout, palette, format, rootRef, canvasRef, overlayRef, legendRef }: ChartBarsOptions): ChartBars {
  const [status, setStatus] = useState<ChartStatus>('loading');
  const [hover, setHover] = useState<ChartHover | null>(null);
  const controllerRef = useRef<ChartController | null>(null);
  const precisionRef = useRef(pricePrecision);
  const teardownRef = useRef<(() => void) | null>(null);

  // The chart itself, for this symbol: created with its first page of bars, so that it draws once
  // with its candles instead of once empty (every canvas sized, the axes measured) and again when
  // they arrive, two long tasks of a phone's main thread (issue 15). Its box keeps its place in the
  // layout meanwhile (the canvas is absolutely positioned; the loading bars show there).
  // What it is created with, and what the legend is written with: the values of the last render,
  // not of the effect that asked.
  const latest = useRef({ palette, layout, format });
  useEffect(() => {
    latest.current = { palette, layout, format };
  });
  const legend = (bar?: LegendBar) => writeLegend(legendRef.current, controllerRef.current, precisionRef.current, latest.current.format, bar);
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
      legend(param.seriesData.get(controller.candles) as LegendBar | undefined);
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
  const create = useEffectEvent(createController);

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
        writeIntegrity(rootRef.current, controllerRef.current);
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
      controller ??= create();
      if (!controller) return;
      controller.setPrecision(precisionRef.current);
      controller.setHistory(page.bars, resolution);
      noOlder = page.noData;
      // To the latest bar without animation: scrollToRealTime() animates the scroll for 400 ms even
      // when there is nowhere to go, and every frame of it draws every pane again (about 25 frames
      // of 8-18 ms each on a phone's main thread right after the first drawing; issue 39).
      controller.chart.timeScale().scrollToPosition(controller.chart.timeScale().options().rightOffset, false);
      controller.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
      ranged = controller;
      writeIntegrity(rootRef.current, controllerRef.current);
      writeLegend(legendRef.current, controllerRef.current, precisionRef.current, latest.current.format);
      const live = controller;
      // Bars reach the chart at the live panels' cadence, in the chart's own lane half an interval
      // after the panels' (src/lib/browser/liveFrame.ts: its drawing gets a frame of its own), in
      // order: every bar since the last flush is applied (a new bar must not lose its
      // predecessor's close), then the chart paints once.
      const owner = {};
      let pending: Bar[] = [];
      unsubscribe = datafeed.subscribeBars(
        symbol,
        resolution,
        (bar) => {
          pending.push(bar);
          onLiveFrame(owner, () => {
            const bars = pending;
            pending = [];
            if (abort.signal.aborted) return;
            const applied = bars.filter((next) => live.applyLive(next) !== 'stale');
            if (applied.length === 0) return;
            writeIntegrity(rootRef.current, controllerRef.current);
            writeLegend(legendRef.current, controllerRef.current, precisionRef.current, latest.current.format);
          }, 'chart');
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
  }, [datafeed, symbol, resolution, layoutKnown, pricePrecision, rootRef, legendRef]);

  // Theme and rise/fall colours, re-applied without rebuilding the chart.
  useEffect(() => {
    controllerRef.current?.setPalette(palette);
  }, [palette, layoutKnown]);

  // Indicators and their inputs: when they change (compared by value), not on every layout change.
  const indicatorKey = JSON.stringify(layout?.indicators ?? null);
  const applyIndicators = useEffectEvent(() => {
    if (layout) controllerRef.current?.setIndicators(layout.indicators, layout.paneSizes);
  });
  useEffect(() => {
    applyIndicators();
  }, [indicatorKey, layoutKnown, symbol]);

  return { status, hover, controllerRef };
}
