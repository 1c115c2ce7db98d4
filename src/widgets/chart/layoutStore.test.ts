// The IndexedDB globals (IDBRequest, IDBKeyRange...) idb needs; each test still opens its own factory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { GATE_MACD_DEFAULTS, KDJ_DEFAULTS } from './indicators';
import { DEFAULT_LAYOUT, defaultLayout, forTheme, LAYOUT_DB, LAYOUT_DB_VERSION, LAYOUT_STORE, layoutKey, loadLayout, parseLayout, RESOLUTIONS, saveLayout, THEME_BACKGROUNDS, type ChartLayout } from './layoutStore';

/** A layout with both indicator panes open, as a trader may save it. */
const PANES: ChartLayout = { ...DEFAULT_LAYOUT, indicators: [{ id: 'KDJ', inputs: { ...KDJ_DEFAULTS } }, { id: 'GATE_MACD', inputs: { ...GATE_MACD_DEFAULTS } }], paneSizes: [3, 1, 1] };

describe('chart layout store (SPEC sections 3, 4, 5)', () => {
  it('uses the names SPEC gives: gateio_db, gate_table, version 1672531; 20 resolutions, default 60', () => {
    expect([LAYOUT_DB, LAYOUT_STORE, LAYOUT_DB_VERSION]).toEqual(['gateio_db', 'gate_table', 1672531]);
    expect(RESOLUTIONS).toHaveLength(20);
    expect(DEFAULT_LAYOUT.resolution).toBe('60');
  });

  it('every device starts with the price pane alone (KDJ and MACD one tap away); each a copy', () => {
    expect(defaultLayout()).toEqual({ resolution: '60', indicators: [], paneSizes: [3] });
    const mine = defaultLayout();
    mine.indicators.push({ id: 'KDJ', inputs: { ...KDJ_DEFAULTS } });
    mine.paneSizes.push(1);
    expect(DEFAULT_LAYOUT).toEqual({ resolution: '60', indicators: [], paneSizes: [3] });
    expect(parseLayout(defaultLayout())).toEqual(defaultLayout());
  });

  it('saves only from a ready chart, and reads back what it saved', async () => {
    const factory = new IDBFactory();
    const layout: ChartLayout = { ...PANES, resolution: '15', paneSizes: [4, 1, 1] };
    expect(await saveLayout(layoutKey('spot'), layout, false, factory)).toBe(false);
    expect(await loadLayout(layoutKey('spot'), 'light', factory)).toBeNull();
    expect(await saveLayout(layoutKey('spot'), layout, true, factory)).toBe(true);
    expect(await loadLayout(layoutKey('spot'), 'light', factory)).toEqual(layout);
    // It is really in gateio_db / gate_table at version 1672531.
    const db = await (async () => {
      const saved = globalThis.indexedDB;
      globalThis.indexedDB = factory;
      try {
        return await openDB(LAYOUT_DB, LAYOUT_DB_VERSION);
      } finally {
        globalThis.indexedDB = saved;
      }
    })();
    expect(db.version).toBe(1672531);
    expect(await db.get(LAYOUT_STORE, 'chart_layout:spot')).toEqual(layout);
    db.close();
  });

  it('keeps the layer switches (sb_point_widget, order_line_widget, ...) with the layout', () => {
    const layout = { ...PANES, layers: { liquidation_amount_indicator: false, sb_point_widget: true } };
    expect(parseLayout(layout)?.layers).toEqual({ liquidation_amount_indicator: false, sb_point_widget: true });
  });

  it('a tampered record counts as absent', async () => {
    const factory = new IDBFactory();
    await saveLayout(layoutKey('futures'), PANES, true, factory);
    const saved = globalThis.indexedDB;
    globalThis.indexedDB = factory;
    const db = await openDB(LAYOUT_DB, LAYOUT_DB_VERSION);
    globalThis.indexedDB = saved;
    await db.put(LAYOUT_STORE, { resolution: '7', indicators: [], paneSizes: [1] }, 'chart_layout:futures');
    db.close();
    expect(await loadLayout(layoutKey('futures'), 'night', factory)).toBeNull();
  });

  it.each([
    [{ ...DEFAULT_LAYOUT, resolution: '2H' }],
    [{ ...DEFAULT_LAYOUT, indicators: [{ id: 'KDJ', inputs: { n: 0, m1: 3, m2: 3 } }] }],
    [{ ...DEFAULT_LAYOUT, indicators: [{ id: 'RSI', inputs: {} }] }],
    [{ ...DEFAULT_LAYOUT, paneSizes: [1, -1] }],
    [{ ...DEFAULT_LAYOUT, background: 'url(javascript:alert(1))' }],
    [{ ...DEFAULT_LAYOUT, layers: { sb_point_widget: 'yes' } }],
    [{ ...DEFAULT_LAYOUT, layers: { unknown_widget: true } }],
    ['a string'],
    [null],
  ])('parseLayout rejects %j', (value) => {
    expect(parseLayout(value)).toBeNull();
  });

  it("a background equal to another theme's default resets to the current theme's; a chosen colour stays", () => {
    const night = { ...DEFAULT_LAYOUT, background: THEME_BACKGROUNDS.night };
    expect(forTheme(night, 'light').background).toBe(THEME_BACKGROUNDS.light);
    expect(forTheme(night, 'night').background).toBe(THEME_BACKGROUNDS.night);
    const chosen = { ...DEFAULT_LAYOUT, background: '#123456' };
    expect(forTheme(chosen, 'light').background).toBe('#123456');
    expect(forTheme({ ...DEFAULT_LAYOUT }, 'light').background).toBeUndefined();
  });
});
