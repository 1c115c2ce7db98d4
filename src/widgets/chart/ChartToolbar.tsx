/**
 * The chart's controls: the resolution picker, the indicator and layer panels (one open at a
 * time) and, where the page handles it, the symbol search. Every change goes to the layout.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChartSearchItem, Resolution } from '../../api/endpoints/chart';
import { IndicatorPanel, LayerPanel, ResolutionPicker, SymbolSearch } from './ChartControls';
import type { Datafeed } from './feed/datafeed';
import type { Layers } from './layers';
import type { ChartLayout } from './layoutStore';

export interface ChartToolbarProps {
  layout: ChartLayout | null;
  resolution: Resolution;
  layers: Layers;
  /** The background the chart draws (the layout's, or the theme's). */
  background: string;
  compact: boolean;
  datafeed: Datafeed;
  onSymbolSelect?: (item: ChartSearchItem) => void;
  update: (change: Partial<ChartLayout>) => void;
  setBackground: (background: string | undefined) => void;
}

export function ChartToolbar({ layout, resolution, layers, background, compact, datafeed, onSymbolSelect, update, setBackground }: ChartToolbarProps) {
  const [panel, setPanel] = useState<'indicators' | 'layers' | null>(null);
  return (
    <>
      <div className="chart__toolbar">
        <ResolutionPicker value={resolution} compact={compact} onChange={(value: Resolution) => update({ resolution: value })} />
        <button type="button" className="chart__tool" aria-expanded={panel === 'indicators'} onClick={() => setPanel(panel === 'indicators' ? null : 'indicators')}>
          <Trans>Indicators</Trans>
        </button>
        <button type="button" className="chart__tool" aria-expanded={panel === 'layers'} onClick={() => setPanel(panel === 'layers' ? null : 'layers')}>
          <Trans>Layers</Trans>
        </button>
        {onSymbolSelect && <SymbolSearch datafeed={datafeed} onSelect={onSymbolSelect} />}
      </div>
      {panel === 'indicators' && layout && <IndicatorPanel indicators={layout.indicators} onChange={(indicators) => update({ indicators, paneSizes: [] })} />}
      {panel === 'layers' && <LayerPanel layers={layers} onChange={(next) => update({ layers: next })} background={background} onBackground={setBackground} />}
    </>
  );
}
