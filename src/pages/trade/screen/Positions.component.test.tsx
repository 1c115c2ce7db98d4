/** @vitest-environment jsdom */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';
import type { PositionLine } from '../../../widgets/chart';
import { usePositions } from './Positions';

afterEach(cleanupRendered);

describe("the trading screen's position lines (issue 35, section 3)", () => {
  it('are the same empty list from ticker to ticker without positions, so the chart does not redraw its layers', async () => {
    const seen: PositionLine[][] = [];
    let tick: (price: number) => void = () => undefined;
    function Screen() {
      const [price, setPrice] = useState(89_000.5);
      tick = setPrice;
      // A spot page (positions off) and a logged-out futures page alike: the endpoint is not read.
      seen.push(usePositions('BTC_USDT', false, price, 1).lines);
      return null;
    }
    await renderWithProviders(<Screen />);
    for (const price of [89_001.2, 89_003.7, 88_990.1]) act(() => tick(price));
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toEqual([]);
  });
});
