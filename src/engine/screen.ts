/**
 * The screen arbiter (DESIGN: one screen, one arbiter). Bars, dialogs and toasts compete for the
 * same screen; a `screen` policy (policies/screen.json) lists its slots and, per slot, the
 * overlay decisions that compete for it in precedence order. This runs after every other
 * decision and reads their values only: an overlay wants a slot when its decision is `true` or a
 * non-empty string (the variant it shows). A slot with `holds` keeps that many holders; every
 * other overlay that wanted it lost, and `lost` says to whom. Pure.
 */
import type { Policy } from '../generated/types/policy';
import type { Explanation, Step } from './evaluate';

interface SlotHolder {
  id: string;
  variant?: string;
}

export interface ScreenDecision {
  slots: Record<string, SlotHolder[]>;
  lost: Record<string, string>;
}

type Slot = NonNullable<Policy['slots']>[number];

/** What an overlay's decision says about the screen: it wants a slot (with its variant), or not. */
export function wantOf(value: unknown): string | true | null {
  if (value === true) return true;
  if (typeof value === 'string' && value !== '') return value;
  return null;
}

function holderOf(id: string, want: true | string): SlotHolder {
  return want === true ? { id } : { id, variant: want };
}

export function arbitrate(policy: Policy, decisions: Readonly<Record<string, unknown>>): ScreenDecision {
  const slots: Record<string, SlotHolder[]> = {};
  const lost: Record<string, string> = {};
  for (const slot of (policy.slots ?? []) as Slot[]) {
    const holders: SlotHolder[] = [];
    for (const id of slot.overlays) {
      const want = wantOf(decisions[id]);
      if (want === null) continue;
      if (slot.holds !== undefined && holders.length >= slot.holds) {
        lost[id] = `${slot.id} slot held by ${holders.map((h) => h.id).join(', ')}`;
        continue;
      }
      holders.push(holderOf(id, want));
    }
    slots[slot.id] = holders;
  }
  return { slots, lost };
}

/** The same answer, with a step per overlay saying whether it wanted its slot and what it got. */
export function explainArbitration(policy: Policy, decisions: Readonly<Record<string, unknown>>, traces: Readonly<Record<string, Explanation>> = {}): Explanation {
  const value = arbitrate(policy, decisions);
  const steps: Step[] = [];
  for (const slot of (policy.slots ?? []) as Slot[]) {
    const holders = value.slots[slot.id] ?? [];
    steps.push({
      clause: slot.id,
      says: slot.says,
      held: holders.length > 0,
      reads: Object.fromEntries(slot.overlays.map((id) => [`decisions.${id}`, decisions[id] ?? null])),
      notes: slot.overlays.map((id) => {
        const want = wantOf(decisions[id]);
        // Why it did not want the slot: its own decision's sentence, when it was explained.
        if (want === null) return `${id}: not wanted (its decision is ${JSON.stringify(decisions[id] ?? null)}${traces[id] ? `: ${traces[id].summary}` : ''})`;
        const place = holders.findIndex((h) => h.id === id);
        if (place >= 0) return `${id}: holds the ${slot.id} slot${holders.length > 1 ? ` (position ${place + 1})` : ''}${want === true ? '' : `, variant ${want}`}`;
        return `${id}: lost: ${value.lost[id] ?? 'no room'}`;
      }),
    });
  }
  const shown = Object.entries(value.slots)
    .filter(([, holders]) => holders.length > 0)
    .map(([slot, holders]) => `${slot}: ${holders.map((h) => (h.variant ? `${h.id} (${h.variant})` : h.id)).join(', ')}`);
  const losers = Object.entries(value.lost).map(([id, why]) => `${id} lost (${why})`);
  const summary = [shown.length ? shown.join('; ') : 'no overlay holds a slot', ...losers].join('; ');
  return { value, summary, steps };
}
