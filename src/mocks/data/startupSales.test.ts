import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startupProjectFor, startupProjects } from './catalog';

/** What a sale's status says about `now` (the Startup page shows the status and the dates side by side). */
function agrees(status: string, start: number, end: number, now: number): boolean {
  if (status === 'ongoing') return start <= now && now < end;
  if (status === 'upcoming') return now < start;
  return end <= now;
}

describe('Startup sales follow the demo clock (issue 36: two places must not disagree)', () => {
  it('on 2026-11-29 the ongoing sale has not ended, the upcoming one has not started', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const list = startupProjects(now);
    expect(list.map((p) => [p.id, p.status])).toEqual([
      ['meridian', 'ongoing'],
      ['hollow-games', 'upcoming'],
      ['lumen', 'ended'],
    ]);
    expect(list.find((p) => p.id === 'meridian')).toMatchObject({ starts_at: '2026-11-25T08:00:00Z', ends_at: '2026-12-02T08:00:00Z' });
    expect(startupProjectFor('meridian', now)).toEqual(list[0]);
  });

  it('at any time from the fixtures on, every listed sale’s dates agree with its status', () => {
    const from = Date.parse('2026-11-18T08:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * 365 * 86_400 }), (seconds) => {
        const now = from + seconds * 1000;
        for (const p of startupProjects(now)) expect(agrees(p.status, Date.parse(p.starts_at), Date.parse(p.ends_at), now)).toBe(true);
      }),
    );
  });
});
