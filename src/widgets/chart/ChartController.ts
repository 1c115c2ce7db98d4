/**
 * The trading chart outside React: one lightweight-charts instance with the candles and volume in
 * the price pane, a pane per indicator (KDJ, GATE_MACD; TD Sequential draws on the price pane),
 * and the four layers of SPEC section 3. History arrives with `setHistory`/`prependHistory`; a
 * live bar goes through `applyLive`, which calls `update()` on each series (a new bar or a revised
 * last one), never `setData`: a tick never redraws the whole series. Indicators follow in O(1)
 * per tick with their streaming forms.
 */
import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type LineData,
  type HistogramData,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { bucketStart, type ChartEvent, type LiquidationRecord, type Resolution, type TradeMark } from '../../api/endpoints/chart';
import { BarFeed, type Applied } from './feed/barFeed';
import { createGateMacd, createKdj, createTdSequential, type Bar, type Streaming, type TdBar } from './indicators';
import type { IndicatorSetting } from './layoutStore';
import type { ChartPalette } from './theme/palette';
import type { LayerId } from './layers';
import { ImportantEventsLayer } from './primitives/events';
import { LiquidationMapLayer } from './primitives/liquidation';
import { PositionLinesLayer, type PositionLine } from './primitives/positionLines';
import { TdSequentialLayer } from './primitives/tdMarks';
import { overlappingPairs, type Box } from './primitives/labels';
import { PaneLegendLayer } from './primitives/paneLegend';

type LinePoint = LineData<Time> | WhitespaceData<Time>;

interface PaneIndicator {
  setting: IndicatorSetting;
  series: ISeriesApi<'Line' | 'Histogram'>[];
  /** The pane's name, inputs and last values (./primitives/paneLegend.ts). */
  legend: PaneLegendLayer;
  /** The values the legend shows: the last bar's. */
  last: Record<string, number | null>;
  stream: Streaming<Record<string, number | null>>;
  /** Values of a bar as points, one per series. */
  points(time: Time, value: Record<string, number | null>): (LinePoint | HistogramData<Time>)[];
}

export interface ControllerOptions {
  container: HTMLElement;
  /** Where the position labels go (over the chart, same size). */
  overlay: HTMLElement;
  palette: ChartPalette;
  resolution: Resolution;
  indicators: readonly IndicatorSetting[];
  paneSizes: readonly number[];
  pricePrecision: number;
  /** Number formatting of the price axis (the page's locale) at a number of decimals. */
  formatPrice: (price: number, decimals: number) => string;
  locale: string;
}

const time = (seconds: number) => seconds as UTCTimestamp;

function linePoint(t: Time, value: number | null): LinePoint {
  return value === null ? { time: t } : { time: t, value };
}

export class ChartController {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private feed: BarFeed;
  private palette: ChartPalette;
  private paneIndicators: PaneIndicator[] = [];
  private td: { stream: Streaming<TdBar>; counts: TdBar[]; only: boolean } | null = null;
  readonly events = new ImportantEventsLayer();
  private readonly tdLayer = new TdSequentialLayer(() => this.events.labelBoxes());
  readonly positions: PositionLinesLayer;
  readonly liquidation = new LiquidationMapLayer();
  /**
   * The fills' markers, attached only while there are some: lightweight-charts' markers plugin
   * asks for a full redraw (every pane and axis laid out, then a second frame) on every update of
   * the candles, a live tick included, even with no marker to show.
   */
  private trades: ISeriesMarkersPluginApi<Time> | null = null;
  private tradeMarks: readonly TradeMark[] = [];
  private tradesVisible = true;
  private ready = false;
  private readonly formatPrice: (price: number, decimals: number) => string;
  /** Price decimals: GATE_MACD's values are price differences and share them. */
  private decimals: number;

  constructor(options: ControllerOptions) {
    this.palette = options.palette;
    this.feed = new BarFeed(options.resolution);
    this.chart = createChart(options.container, {
      autoSize: true,
      localization: { locale: options.locale },
      timeScale: { timeVisible: true, secondsVisible: options.resolution.endsWith('S'), rightOffset: 6, borderVisible: false },
      // entireTextOnly: an axis label the pane's edge would cut is not drawn (issue 39).
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      crosshair: { mode: 0 },
      layout: { attributionLogo: false, fontSize: 11, panes: { separatorColor: options.palette.border, enableResize: true } },
    });
    this.formatPrice = options.formatPrice;
    this.decimals = options.pricePrecision;
    this.candles = this.chart.addSeries(CandlestickSeries, { priceFormat: this.priceFormat(options.pricePrecision) });
    this.volume = this.chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
    this.positions = new PositionLinesLayer(options.overlay);
    this.candles.attachPrimitive(this.liquidation);
    // The badges before the counts: the counts keep out of the badges' way (./primitives/labels.ts).
    this.candles.attachPrimitive(this.events);
    this.candles.attachPrimitive(this.tdLayer);
    this.candles.attachPrimitive(this.positions);
    this.setIndicators(options.indicators, options.paneSizes);
    this.setPalette(options.palette);
  }

  /** The symbol's own price decimals (from its symbol info), for the axis and the candles. */
  setPrecision(decimals: number): void {
    this.decimals = decimals;
    this.candles.applyOptions({ priceFormat: this.priceFormat(decimals) });
    for (const pane of this.paneIndicators) {
      if (pane.setting.id === 'GATE_MACD') for (const series of pane.series) series.applyOptions({ priceFormat: this.priceFormat(decimals) });
      this.writeLegend(pane);
    }
  }

  /** The candles' axis and labels in the page's locale, long zero runs as a count. */
  private priceFormat(decimals: number) {
    return { type: 'custom' as const, minMove: 10 ** -decimals, formatter: (price: number) => this.formatPrice(price, decimals) };
  }

  isReady(): boolean {
    return this.ready;
  }

  bars(): readonly Bar[] {
    return this.feed.bars;
  }

  integrity(): { bars: number; gaps: number; duplicates: number; first?: number; last?: number } {
    return { bars: this.feed.bars.length, gaps: this.feed.gaps, duplicates: this.feed.duplicates(), first: this.feed.bars[0]?.time, last: this.feed.last?.time };
  }

  lastTime(): number | undefined {
    return this.feed.last?.time;
  }

  /** The open time of the bar a moment falls in, at the chart's resolution. */
  snap = (seconds: number): number => bucketStart(seconds, this.feed.resolution);

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.chart.applyOptions({
      layout: { background: { color: palette.background }, textColor: palette.text, panes: { separatorColor: palette.border, separatorHoverColor: palette.border } },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      crosshair: { vertLine: { color: palette.crosshair, labelBackgroundColor: palette.crosshair }, horzLine: { color: palette.crosshair, labelBackgroundColor: palette.crosshair } },
    });
    this.candles.applyOptions({ upColor: palette.up, downColor: palette.down, borderUpColor: palette.up, borderDownColor: palette.down, wickUpColor: palette.up, wickDownColor: palette.down });
    this.recolourVolume();
    for (const pane of this.paneIndicators) this.colourIndicator(pane);
    this.tdLayer.setColors({ buy: palette.up, sell: palette.down });
    this.positions.setColors({ buy: palette.up, sell: palette.down, neutral: palette.crosshair });
    this.liquidation.setColors({ long: palette.downFaint, short: palette.upFaint });
    this.renderTradeMarks();
  }

  private volumePoint(bar: Bar): HistogramData<Time> {
    return { time: time(bar.time), value: bar.volume, color: bar.close >= bar.open ? this.palette.upSoft : this.palette.downSoft };
  }

  private recolourVolume(): void {
    if (this.feed.bars.length > 0) this.volume.setData(this.feed.bars.map((bar) => this.volumePoint(bar)));
  }

  /** A fresh history (first page, or after a resolution change). */
  setHistory(bars: readonly Bar[], resolution: Resolution = this.feed.resolution): void {
    if (resolution !== this.feed.resolution) {
      this.feed = new BarFeed(resolution);
      this.chart.applyOptions({ timeScale: { secondsVisible: resolution.endsWith('S') } });
    }
    this.feed.reset(bars);
    this.redrawAll();
    this.renderTradeMarks();
    if (!this.ready) requestAnimationFrame(() => (this.ready = true));
  }

  /** Older bars before the first (paging back while scrolling). Returns how many were added. */
  prependHistory(older: readonly Bar[]): number {
    const added = this.feed.prepend(older);
    if (added > 0) {
      const range = this.chart.timeScale().getVisibleLogicalRange();
      this.redrawAll();
      if (range) this.chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    return added;
  }

  private redrawAll(): void {
    const bars = this.feed.bars;
    this.candles.setData(bars.map((bar) => ({ time: time(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close })));
    this.volume.setData(bars.map((bar) => this.volumePoint(bar)));
    for (const pane of this.paneIndicators) this.fillIndicator(pane);
    this.fillTd();
  }

  /** A bar from the stream: update() on every series, O(1). */
  applyLive(bar: Bar): Applied {
    const kind = this.feed.apply(bar);
    if (kind === 'stale') return kind;
    const t = time(bar.time);
    this.candles.update({ time: t, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    this.volume.update(this.volumePoint(bar));
    for (const pane of this.paneIndicators) {
      const value = kind === 'push' ? pane.stream.push(bar) : pane.stream.update(bar);
      pane.points(t, value).forEach((point, i) => pane.series[i]!.update(point as LinePoint));
      pane.last = value;
      // The series' update() above redraws the pane, its legend with it (a light redraw).
      this.writeLegend(pane, { redraw: false });
    }
    if (this.td) {
      const counts = kind === 'push' ? this.td.stream.push(bar) : this.td.stream.update(bar);
      if (kind === 'push') this.td.counts.push(counts);
      else this.td.counts[this.td.counts.length - 1] = counts;
      this.tdLayer.setData(this.feed.bars, this.td.counts, this.td.only, { redraw: false });
    }
    return kind;
  }

  setIndicators(settings: readonly IndicatorSetting[], paneSizes?: readonly number[]): void {
    for (const pane of this.paneIndicators) for (const series of pane.series) this.chart.removeSeries(series);
    this.paneIndicators = [];
    for (let i = this.chart.panes().length - 1; i > 0; i--) this.chart.removePane(i);
    this.td = null;
    let paneIndex = 0;
    for (const setting of settings) {
      if (setting.id === 'TD_SEQUENTIAL') {
        this.td = { stream: createTdSequential(setting.inputs), counts: [], only: setting.inputs.onlyNineAndThirteen };
        continue;
      }
      paneIndex++;
      // No value tags on the axis (they covered its labels): the pane's legend shows the values.
      const line = () => this.chart.addSeries(LineSeries, { lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false }, paneIndex);
      const legend = new PaneLegendLayer();
      if (setting.id === 'KDJ') {
        const series = [line(), line(), line()];
        // KDJ's values (0 to 100, and past it) in the page's number format, with two decimals.
        for (const s of series) s.applyOptions({ priceFormat: { type: 'custom', minMove: 0.01, formatter: (value: number) => this.formatPrice(value, 2) } });
        series[0]!.attachPrimitive(legend);
        this.paneIndicators.push({
          setting,
          series,
          legend,
          last: {},
          stream: createKdj(setting.inputs) as unknown as Streaming<Record<string, number | null>>,
          points: (t, v) => [linePoint(t, v.k ?? null), linePoint(t, v.d ?? null), linePoint(t, v.j ?? null)],
        });
      } else {
        const hist = this.chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, paneIndex);
        const series = [hist, line(), line()];
        for (const s of series) s.applyOptions({ priceFormat: this.priceFormat(this.decimals) });
        hist.attachPrimitive(legend);
        this.paneIndicators.push({
          setting,
          series,
          legend,
          last: {},
          stream: createGateMacd(setting.inputs) as unknown as Streaming<Record<string, number | null>>,
          points: (t, v) => [
            v.hist === null || v.hist === undefined ? { time: t } : { time: t, value: v.hist, color: v.hist >= 0 ? this.palette.upSoft : this.palette.downSoft },
            linePoint(t, v.dif ?? null),
            linePoint(t, v.dea ?? null),
          ],
        });
      }
    }
    for (const pane of this.paneIndicators) this.colourIndicator(pane);
    this.applyPaneSizes(paneSizes ?? [3, ...this.paneIndicators.map(() => 1)]);
    if (this.feed.bars.length > 0) {
      for (const pane of this.paneIndicators) this.fillIndicator(pane);
      this.fillTd();
    }
    if (!this.td) this.tdLayer.setData([], [], false);
  }

  private colourIndicator(pane: PaneIndicator): void {
    const [a, b, c] = this.palette.lines;
    if (pane.setting.id === 'KDJ') pane.series.forEach((series, i) => series.applyOptions({ color: [a, b, c][i] }));
    else {
      pane.series[1]!.applyOptions({ color: b });
      pane.series[2]!.applyOptions({ color: a });
      if (this.feed.bars.length > 0) this.fillIndicator(pane);
    }
    this.writeLegend(pane);
  }

  private fillIndicator(pane: PaneIndicator): void {
    // A fresh streaming instance fed every bar: its values equal the batch function's (tested).
    pane.stream = (pane.setting.id === 'KDJ' ? createKdj(pane.setting.inputs) : createGateMacd(pane.setting.inputs as never)) as unknown as Streaming<Record<string, number | null>>;
    const columns: (LinePoint | HistogramData<Time>)[][] = pane.series.map(() => []);
    let last: Record<string, number | null> = {};
    for (const bar of this.feed.bars) {
      last = pane.stream.push(bar);
      pane.points(time(bar.time), last).forEach((point, i) => columns[i]!.push(point));
    }
    pane.series.forEach((series, i) => series.setData(columns[i] as LinePoint[]));
    pane.last = last;
    this.writeLegend(pane);
  }

  /** The pane's legend: name and inputs, then each line's last value in its colour. */
  private writeLegend(pane: PaneIndicator, options: { redraw?: boolean } = {}): void {
    const [a, b, c] = this.palette.lines;
    const value = (v: number | null | undefined, decimals: number) => (v === null || v === undefined ? '–' : this.formatPrice(v, decimals));
    const { setting, last } = pane;
    const items =
      setting.id === 'KDJ'
        ? [
            { text: `KDJ ${setting.inputs.n} · ${setting.inputs.m1} · ${setting.inputs.m2}`, color: this.palette.text },
            { text: `K ${value(last.k, 2)}`, color: a },
            { text: `D ${value(last.d, 2)}`, color: b },
            { text: `J ${value(last.j, 2)}`, color: c },
          ]
        : setting.id === 'GATE_MACD'
          ? [
              { text: `MACD ${setting.inputs.fastLength} · ${setting.inputs.slowLength} · ${setting.inputs.signalLength}`, color: this.palette.text },
              { text: `DIF ${value(last.dif, this.decimals)}`, color: b },
              { text: `DEA ${value(last.dea, this.decimals)}`, color: a },
              { text: `MACD ${value(last.hist, this.decimals)}`, color: (last.hist ?? 0) >= 0 ? this.palette.up : this.palette.down },
            ]
          : [];
    pane.legend.setItems(items, this.palette.background, options);
  }

  /** Every label the chart drew itself (counts, badges, legends), and how many pairs overlap. */
  labels(): { count: number; overlaps: number } {
    const mainPane: Box[] = [...this.events.labelBoxes(), ...this.tdLayer.labelBoxes()];
    const panes = this.paneIndicators.map((pane) => [...pane.legend.labelBoxes()]);
    return { count: mainPane.length + panes.reduce((n, boxes) => n + boxes.length, 0), overlaps: [mainPane, ...panes].reduce((n, boxes) => n + overlappingPairs(boxes), 0) };
  }

  private fillTd(): void {
    if (!this.td) return;
    const setting = { onlyNineAndThirteen: this.td.only };
    this.td.stream = createTdSequential(setting);
    this.td.counts = this.feed.bars.map((bar) => this.td!.stream.push(bar));
    this.tdLayer.setData(this.feed.bars, this.td.counts, this.td.only);
  }

  private applyPaneSizes(sizes: readonly number[]): void {
    const panes = this.chart.panes();
    panes.forEach((pane, i) => pane.setStretchFactor(sizes[i] ?? (i === 0 ? 3 : 1)));
  }

  paneSizes(): number[] {
    return this.chart.panes().map((pane) => Math.round(pane.getStretchFactor() * 1000) / 1000);
  }

  // --- Layers ------------------------------------------------------------------------------------

  setLayers(enabled: Readonly<Record<LayerId, boolean>>): void {
    this.positions.setVisible(enabled.order_line_widget);
    this.events.setVisible(enabled.important_events_widget);
    this.liquidation.setVisible(enabled.liquidation_amount_indicator);
    this.tradesVisible = enabled.sb_point_widget;
    this.renderTradeMarks();
  }

  setPositionLines(lines: readonly PositionLine[]): void {
    this.positions.setLines(lines);
  }

  setEvents(events: readonly ChartEvent[]): void {
    this.events.setEvents(events, this.snap);
  }

  setLiquidation(records: readonly LiquidationRecord[]): void {
    this.liquidation.setRecords(records);
  }

  /** Buy/sell markers (sb_point_widget): each fill on the bar its rawTimestamp falls in. */
  setTradeMarks(marks: readonly TradeMark[]): void {
    this.tradeMarks = marks;
    this.renderTradeMarks();
  }

  tradeMarkById(id: string): TradeMark | undefined {
    const index = Number(id.replace(/^trade:/, ''));
    return Number.isInteger(index) ? this.tradeMarks[index] : undefined;
  }

  private renderTradeMarks(): void {
    if (!this.tradesVisible || this.feed.bars.length === 0) {
      this.showMarkers([]);
      return;
    }
    const first = this.feed.bars[0]!.time;
    const markers: SeriesMarker<Time>[] = this.tradeMarks
      .map((mark, index) => ({ mark, index, at: this.snap(Math.floor(mark.rawTimestamp / 1000)) }))
      .filter(({ at }) => at >= first)
      .sort((a, b) => a.at - b.at)
      .map(({ mark, index, at }) => ({
        id: `trade:${index}`,
        time: time(at),
        position: mark.type === 'buy' ? 'belowBar' : 'aboveBar',
        shape: mark.type === 'buy' ? 'arrowUp' : 'arrowDown',
        color: mark.type === 'buy' ? this.palette.up : this.palette.down,
        text: mark.type === 'buy' ? 'B' : 'S',
        size: 1,
      }));
    this.showMarkers(markers);
  }

  private showMarkers(markers: SeriesMarker<Time>[]): void {
    if (markers.length === 0) {
      this.trades?.detach();
      this.trades = null;
    } else if (this.trades) this.trades.setMarkers(markers);
    else this.trades = createSeriesMarkers(this.candles, markers);
  }

  tradeMarkerCount(): number {
    return this.trades?.markers().length ?? 0;
  }

  destroy(): void {
    this.ready = false;
    this.chart.remove();
  }
}
