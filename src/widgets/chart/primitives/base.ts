/**
 * What every layer of the chart shares: a series primitive (lightweight-charts' plugin interface)
 * that can be switched off, asks for a redraw when its data changes, and draws through one
 * renderer. Each layer has the name SPEC section 3 gives it (sb_point_widget, order_line_widget,
 * important_events_widget, liquidation_amount_indicator).
 */
import type { IChartApi, IPrimitivePaneRenderer, IPrimitivePaneView, ISeriesApi, ISeriesPrimitive, PrimitivePaneViewZOrder, SeriesAttachedParameter, SeriesType, Time } from 'lightweight-charts';

/** The media-space drawing scope: CSS pixels, a context and the pane size. */
export interface MediaScope {
  readonly context: CanvasRenderingContext2D;
  readonly mediaSize: { readonly width: number; readonly height: number };
}

export abstract class LayerPrimitive implements ISeriesPrimitive<Time> {
  protected chart: IChartApi | null = null;
  protected series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  protected visible = true;
  private readonly views: readonly IPrimitivePaneView[];

  constructor(zOrder: PrimitivePaneViewZOrder = 'top') {
    const renderer: IPrimitivePaneRenderer = {
      draw: (target) => {
        if (!this.visible || !this.chart || !this.series) return;
        target.useMediaCoordinateSpace((scope) => this.draw(scope as MediaScope));
      },
    };
    this.views = [{ zOrder: () => zOrder, renderer: () => renderer }];
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart as IChartApi;
    this.series = param.series as ISeriesApi<SeriesType>;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  /** The chart redraws: layers that place DOM elements move them here. */
  updateAllViews(): void {}

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.redraw();
  }

  isVisible(): boolean {
    return this.visible;
  }

  protected redraw(): void {
    this.requestUpdate?.();
  }

  protected abstract draw(scope: MediaScope): void;
}
