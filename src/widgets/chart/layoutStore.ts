/**
 * The chart layout, saved in the browser (SPEC sections 3 and 4): IndexedDB database gateio_db,
 * store gate_table, version 1672531, through `idb` (a small, well-kept wrapper over IndexedDB's
 * requests). Saved only from a ready chart (a chart still loading has no layout worth keeping);
 * read back validated: a malformed or tampered record counts as absent. A saved background equal
 * to another theme's default is reset to the current theme's (SPEC section 5), so a layout saved
 * at night does not paint a light page dark.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { gateMacdProblems, kdjProblems, tdSequentialProblems, type GateMacdInputs, type KdjInputs, type TdSequentialInputs } from './indicators';

/** SPEC section 3: "Local database: gateio_db, store gate_table, version 1672531." */
export const LAYOUT_DB = 'gateio_db';
export const LAYOUT_STORE = 'gate_table';
export const LAYOUT_DB_VERSION = 1672531;

import { DEFAULT_RESOLUTION, RESOLUTIONS, type Resolution } from '../../api/endpoints/chart';
import { LAYER_IDS, type Layers } from './layers';
import { token } from './theme/themeTokens';

export { RESOLUTIONS };

export type ChartTheme = 'light' | 'night';
/** Each theme's default chart background (the page background of ui/styles/tokens.css). */
export const THEME_BACKGROUNDS: Readonly<Record<ChartTheme, string>> = { light: token('light', '--bg'), night: token('night', '--bg') };

export type IndicatorSetting =
  | { id: 'KDJ'; inputs: KdjInputs }
  | { id: 'GATE_MACD'; inputs: GateMacdInputs }
  | { id: 'TD_SEQUENTIAL'; inputs: TdSequentialInputs };

export interface ChartLayout {
  resolution: Resolution;
  indicators: IndicatorSetting[];
  /** Relative heights of the panes, top to bottom (the price pane first). */
  paneSizes: number[];
  /** The background colour, when the user chose one. */
  background?: string;
  /** Which layers show (absent: all). */
  layers?: Partial<Layers>;
}

/**
 * The first layout, a phone's and a desk's alike: the price pane with its volume; KDJ, GATE_MACD and
 * TD Sequential one tap away in the chart's Indicators panel, and a saved layout wins (issues 35
 * and 39, docs/choices.md). Binance's, OKX's and Gate's trading pages open the same way. Each
 * indicator pane is drawn again, with its price axis, on every live bar: with KDJ and MACD open by
 * default they were about a third of a desk's chart drawing and two points of the trading page's
 * main-thread share under a busy market (bench/trade.mjs), and on a phone three stacked panes left
 * the candles about 200 px (docs/performance.md).
 */
export const DEFAULT_LAYOUT: Readonly<ChartLayout> = Object.freeze({
  resolution: DEFAULT_RESOLUTION,
  indicators: [],
  paneSizes: [3],
});

/** The trading screen's phone layout (src/pages/trade/screen/tradeLayout.css, SPEC section 9). */
export const PHONE_QUERY = '(max-width: 768px)';

/** A fresh copy of the default layout. */
export function defaultLayout(): ChartLayout {
  return { ...DEFAULT_LAYOUT, indicators: [...DEFAULT_LAYOUT.indicators], paneSizes: [...DEFAULT_LAYOUT.paneSizes] };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function validIndicator(value: unknown): IndicatorSetting | null {
  if (!isRecord(value) || !isRecord(value.inputs)) return null;
  const inputs = value.inputs;
  switch (value.id) {
    case 'KDJ':
      return kdjProblems(inputs).length === 0 ? { id: 'KDJ', inputs: inputs as unknown as KdjInputs } : null;
    case 'GATE_MACD':
      return gateMacdProblems(inputs).length === 0 ? { id: 'GATE_MACD', inputs: inputs as unknown as GateMacdInputs } : null;
    case 'TD_SEQUENTIAL':
      return tdSequentialProblems(inputs).length === 0 ? { id: 'TD_SEQUENTIAL', inputs: inputs as unknown as TdSequentialInputs } : null;
    default:
      return null;
  }
}

/** A stored value as a layout, or null when anything in it is not one (tampered: absent). */
export function parseLayout(value: unknown): ChartLayout | null {
  if (!isRecord(value)) return null;
  if (!(RESOLUTIONS as readonly unknown[]).includes(value.resolution)) return null;
  if (!Array.isArray(value.indicators) || !Array.isArray(value.paneSizes)) return null;
  const indicators = value.indicators.map(validIndicator);
  if (indicators.some((i) => i === null)) return null;
  if (!value.paneSizes.every((size) => typeof size === 'number' && Number.isFinite(size) && size > 0)) return null;
  if (value.background !== undefined && (typeof value.background !== 'string' || !/^#[0-9a-f]{6}$/i.test(value.background))) return null;
  if (value.layers !== undefined && (!isRecord(value.layers) || Object.entries(value.layers).some(([k, v]) => !(LAYER_IDS as readonly string[]).includes(k) || typeof v !== 'boolean'))) return null;
  return {
    resolution: value.resolution as Resolution,
    indicators: indicators as IndicatorSetting[],
    paneSizes: value.paneSizes as number[],
    ...(typeof value.background === 'string' ? { background: value.background } : {}),
    ...(isRecord(value.layers) ? { layers: value.layers as Partial<Layers> } : {}),
  };
}

/** SPEC section 5: a background equal to another theme's default resets to this theme's. */
export function forTheme(layout: ChartLayout, theme: ChartTheme): ChartLayout {
  if (layout.background === undefined) return layout;
  const other = (Object.keys(THEME_BACKGROUNDS) as ChartTheme[]).filter((t) => t !== theme);
  const isOtherDefault = other.some((t) => THEME_BACKGROUNDS[t].toLowerCase() === layout.background!.toLowerCase());
  return isOtherDefault ? { ...layout, background: THEME_BACKGROUNDS[theme] } : layout;
}

let db: Promise<IDBPDatabase> | null = null;

function database(factory?: IDBFactory): Promise<IDBPDatabase> {
  if (factory) return openWith(factory);
  db ??= openWith();
  return db;
}

function openWith(factory?: IDBFactory): Promise<IDBPDatabase> {
  const open = () =>
    openDB(LAYOUT_DB, LAYOUT_DB_VERSION, {
      upgrade(upgrading) {
        if (!upgrading.objectStoreNames.contains(LAYOUT_STORE)) upgrading.createObjectStore(LAYOUT_STORE);
      },
    });
  if (!factory) return open();
  // Tests pass their own factory (fake-indexeddb): swap it in for the open call only.
  const saved = globalThis.indexedDB;
  globalThis.indexedDB = factory;
  try {
    return open();
  } finally {
    globalThis.indexedDB = saved;
  }
}

/** The key a layout is saved under: one per page kind (spot, futures...), shared across symbols. */
export const layoutKey = (page: string) => `chart_layout:${page}`;

/**
 * Save the layout, only from a ready chart. Returns whether it was saved (false when the chart
 * is not ready, or the browser refuses: private mode, quota). Never throws.
 */
export async function saveLayout(key: string, layout: ChartLayout, chartReady: boolean, factory?: IDBFactory): Promise<boolean> {
  if (!chartReady || parseLayout(layout) === null) return false;
  try {
    await (await database(factory)).put(LAYOUT_STORE, layout, key);
    return true;
  } catch (error) {
    console.warn('chart layout not saved', error);
    return false;
  }
}

/** The saved layout for this theme, or null (nothing saved, unreadable, or not a layout). */
export async function loadLayout(key: string, theme: ChartTheme, factory?: IDBFactory): Promise<ChartLayout | null> {
  try {
    const layout = parseLayout(await (await database(factory)).get(LAYOUT_STORE, key));
    return layout === null ? null : forTheme(layout, theme);
  } catch {
    return null;
  }
}
