/** SPEC section 3: the chart's widget layers, each switchable (and remembered in the layout). */
export const LAYER_IDS = ['sb_point_widget', 'order_line_widget', 'important_events_widget', 'liquidation_amount_indicator'] as const;
export type LayerId = (typeof LAYER_IDS)[number];
export type Layers = Readonly<Record<LayerId, boolean>>;
export const ALL_LAYERS_ON: Layers = Object.freeze({ sb_point_widget: true, order_line_widget: true, important_events_widget: true, liquidation_amount_indicator: true });
