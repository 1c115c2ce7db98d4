import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_BY_PLACE, SENSITIVE_VALUES, sensitiveShapes } from '../test/sensitiveCorpus';
import { MASK, maskSensitive, maskText } from './mask';
import { configureMonitoring, CUSTOM_REPORT_CAP, ERROR_EXTRAS_TTL_MS, keepErrorExtras, monitoringLog, reportCustom, reportError, reportVital, resetMonitoring, startPageView } from './monitor';

afterEach(() => resetMonitoring());

function collect(): string[] {
  const bodies: string[] = [];
  let now = 1_000;
  configureMonitoring({ enabled: true, site: 0, monitorId: 'main', now: () => now, send: async (body) => void bodies.push(body) });
  Object.assign(collect, { advance: (ms: number) => (now += ms) });
  return bodies;
}
const advance = (ms: number) => (collect as unknown as { advance: (ms: number) => void }).advance(ms);

describe('masking (issue 15: nothing sensitive leaves the page)', () => {
  it.each([...SENSITIVE_VALUES.map((v) => [v, true] as const), ...SECRET_BY_PLACE.map((v) => [v, false] as const)])('%s never survives, whatever shape carries it', (value, selfEvident) => {
    for (const shape of sensitiveShapes(value, selfEvident)) {
      const out = JSON.stringify(maskSensitive(shape));
      expect(out, JSON.stringify(shape)).not.toContain(value);
    }
  });

  it('keeps what is not sensitive, and says where a secret was', () => {
    expect(maskSensitive({ path: '/trade/BTC_USDT', value: 2450.5, rating: 'good' })).toEqual({ path: '/trade/BTC_USDT', value: 2450.5, rating: 'good' });
    expect(maskText('GET /api/x?token=abc123&lang=en')).toBe(`GET /api/x?token=${MASK}&lang=en`);
    expect(maskSensitive({ password: 'x' })).toEqual({ password: MASK });
  });

  it('any string with an e-mail address or a secret query parameter inside comes out without it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (email, before, after) => {
        const masked = maskText(`${before} ${email} ${after}`);
        return !masked.includes(email);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{6,30}$/), (secret) => !maskText(`/cb?code=${secret}&state=1`).includes(`code=${secret}`)),
    );
  });

  it('survives cycles and depth', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(() => JSON.stringify(maskSensitive(a))).not.toThrow();
  });
});

describe('monitoring module (SPEC section 9)', () => {
  it('caps custom reports at 10 per page view; a new view starts again', async () => {
    const bodies = collect();
    for (let i = 0; i < CUSTOM_REPORT_CAP + 3; i++) reportCustom('probe', { i });
    await Promise.resolve();
    expect(bodies).toHaveLength(CUSTOM_REPORT_CAP);
    expect(monitoringLog().filter((r) => r.outcome === 'capped')).toHaveLength(3);
    startPageView();
    expect(reportCustom('probe')).toBe('pending');
  });

  it('vitals are not custom reports: never capped', async () => {
    const bodies = collect();
    for (let i = 0; i < CUSTOM_REPORT_CAP; i++) reportCustom('probe');
    expect(reportVital('LCP', 1800, 'good')).toBe('pending');
    await Promise.resolve();
    expect(bodies.at(-1)).toContain('"name":"LCP"');
  });

  it('error extras ride along for 5 s, then are dropped', async () => {
    const bodies = collect();
    keepErrorExtras({ render: 'ssr', route: '/trade' });
    reportError(new Error('boom'));
    advance(ERROR_EXTRAS_TTL_MS + 1);
    reportError(new Error('later'));
    await Promise.resolve();
    expect(JSON.parse(bodies[0]!)).toMatchObject({ kind: 'error', extras: { render: 'ssr' } });
    expect(JSON.parse(bodies[1]!)).not.toHaveProperty('extras');
  });

  it('nothing is sent where the site does not monitor; payloads are masked', async () => {
    expect(reportCustom('x')).toBe('disabled');
    const bodies = collect();
    reportCustom('login', { email: 'trader.two@example.com', url: '/api?token=abc12345' });
    await Promise.resolve();
    expect(bodies[0]).not.toContain('trader.two@example.com');
    expect(bodies[0]).not.toContain('abc12345');
  });
});
