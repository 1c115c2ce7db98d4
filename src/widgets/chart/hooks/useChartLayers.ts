/**
 * The four switchable layers, drawn once the chart is ready: position lines, the user's trade
 * markers (logged in), important events and the liquidation map (futures). Their data comes from
 * the api layer's chart queries; the counts of what is drawn go on the root (data-markers,
 * data-events, data-liquidation-buckets), a switched-off layer counting 0.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { chartEventsQuery, chartMarksQuery, liquidationMapQuery, type Resolution } from '../../../api/endpoints/chart';
import { useQuery } from '../../../api/hooks';
import type { ChartController } from '../ChartController';
import type { Layers } from '../layers';
import type { PositionLine } from '../primitives/positionLines';
import type { ChartStatus } from './useChartBars';

export interface ChartLayersOptions {
  symbol: string;
  resolution: Resolution;
  status: ChartStatus;
  layers: Layers;
  positions: readonly PositionLine[] | undefined;
  /** Whether the liquidation map applies (futures). */
  liquidation: boolean;
  loggedIn: boolean;
  controllerRef: RefObject<ChartController | null>;
  rootRef: RefObject<HTMLElement | null>;
}

export function useChartLayers({ symbol, resolution, status, layers, positions, liquidation, loggedIn, controllerRef, rootRef }: ChartLayersOptions): void {
  const ready = status === 'ready';
  const marks = useQuery(chartMarksQuery({ symbol, enabled: loggedIn && ready }));
  const events = useQuery(chartEventsQuery({ symbol, enabled: ready }));
  const liq = useQuery(liquidationMapQuery({ symbol, enabled: liquidation && ready }));

  const draw = useEffectEvent(() => {
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
  });
  // Redrawn when any of them changes (the layers compared by value), and after a new resolution's
  // history has replaced the bars.
  const layersKey = JSON.stringify(layers);
  useEffect(() => {
    draw();
  }, [status, layersKey, positions, marks.data, events.data, liq.data, liquidation, resolution]);
}
