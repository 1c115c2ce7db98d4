/**
 * The chart bench's page (npm run bench): the production ChartController with ?bars= bars (100 000 by default) and
 * the three indicators. Reports, on window.__bench: time from creating the chart to the first
 * frame drawn with the data, and the median cost of a streamed tick (update) and a new bar (push).
 */
import { ChartController } from '../../src/widgets/chart/ChartController';
import { GATE_MACD_DEFAULTS, KDJ_DEFAULTS } from '../../src/widgets/chart/indicators';
import { chartPalette } from '../../src/widgets/chart/theme/palette';
import { realisticBars } from '../../src/test/indicatorReference';

declare global {
  interface Window {
    __bench?: Record<string, number>;
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run() {
  const count = Number(new URLSearchParams(location.search).get('bars') ?? 100_000);
  const history = realisticBars(count, 7).map((bar, i) => ({ ...bar, time: 1_600_000_000 + i * 60 }));
  await frame();
  const start = performance.now();
  const controller = new ChartController({
    container: document.getElementById('chart')!,
    overlay: document.getElementById('overlay')!,
    palette: chartPalette('light', 'green-up'),
    resolution: '1',
    indicators: [
      { id: 'KDJ', inputs: { ...KDJ_DEFAULTS } },
      { id: 'GATE_MACD', inputs: { ...GATE_MACD_DEFAULTS } },
      { id: 'TD_SEQUENTIAL', inputs: { onlyNineAndThirteen: false } },
    ],
    paneSizes: [3, 1, 1],
    pricePrecision: 2,
    formatPrice: (price, decimals) => price.toFixed(decimals),
    locale: 'en',
  });
  controller.setHistory(history, '1');
  const setData = performance.now() - start;
  await frame();
  await frame();
  const firstFrame = performance.now() - start;
  // Streamed ticks: revise the last bar, then open new ones.
  const last = history[history.length - 1]!;
  const updates: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    controller.applyLive({ ...last, close: last.close * (1 + (i % 7) / 10_000), high: last.high * 1.001 });
    updates.push(performance.now() - t0);
  }
  const pushes: number[] = [];
  for (let i = 1; i <= 300; i++) {
    const t0 = performance.now();
    controller.applyLive({ ...last, time: last.time + i * 60 });
    pushes.push(performance.now() - t0);
  }
  await frame();
  window.__bench = { bars: history.length, setDataMs: setData, firstFrameMs: firstFrame, tickMs: median(updates), newBarMs: median(pushes) };
}

void run();
