/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinIcon, coinIconUrl, setCoinIconSource } from './CoinIcon';

afterEach(() => {
  cleanup();
  setCoinIconSource(null);
});

const source = { base: 'https://static.exchange.example', version: 493_000, whitelist: new Set(['zk', 'btc']) };

describe('CoinIcon (SPEC section 9)', () => {
  it('width 28 and quality 75 by default; the hourly version only for whitelisted coins', () => {
    expect(coinIconUrl('ZK', source)).toBe('https://static.exchange.example/coin_icon/64/zk.png?w=28&q=75&v=493000');
    expect(coinIconUrl('LINK', source)).toBe('https://static.exchange.example/coin_icon/64/link.png?w=28&q=75');
    expect(coinIconUrl('ETH', source, 44, 60)).toBe('https://static.exchange.example/coin_icon/64/eth.png?w=44&q=60');
  });

  it('letters until the host is known; then the icon; a missing icon becomes coin_icon/64/0.png; then letters again', () => {
    const { container } = render(<CoinIcon symbol="LINK" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('LINK');
    act(() => setCoinIconSource(source));
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('https://static.exchange.example/coin_icon/64/link.png?w=28&q=75');
    expect(img()?.getAttribute('srcset')).toContain('link.png?w=56&q=75 2x');
    expect(img()?.getAttribute('width')).toBe('28');
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('https://static.exchange.example/coin_icon/64/0.png?w=28&q=75');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(container.textContent).toBe('LINK');
  });
});
