/** SPEC section 3: the chart's order types and sides, and what a position line carries. */
export const ORDER_TYPE = { Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6 } as const;
export const SIDE = { Buy: 1, Sell: -1 } as const;
type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
type Side = (typeof SIDE)[keyof typeof SIDE];

export interface PositionLine {
  id: string;
  type: OrderType;
  side: Side;
  avgPrice: number;
  visible?: boolean;
  sideText: string;
  /** A ready text, or a value the line formats (its sign picks the colour). */
  pnlText?: string;
  pnlValue?: number;
  qtyText?: string;
  qty?: number;
  tpslText?: string;
  tooltips?: { pnl?: string; close?: string; tpsl?: string; reverse?: string };
  showCloseButton?: boolean;
  showTPSLButton?: boolean;
  showReverseButton?: boolean;
  onCloseClick?: (line: PositionLine) => void;
  onTPSLClick?: (line: PositionLine) => void;
  onReverseClick?: (line: PositionLine) => void;
}

