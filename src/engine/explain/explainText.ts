/**
 * Explanations as plain text, for people: the CLI's --explain, failing scenario tests, the dev
 * panel's copy button. Answers first (issue 38): a short summary of what the screen shows, each
 * slot's holder and the sentence that put it there, each overlay that wanted a slot and lost, and
 * then one block per decision: its value, the sentence that settled it, then every clause with ✓
 * (held) or ✗ (did not hold) and what it read.
 */
import type { Context } from '../context';
import type { Explanation, Step } from '../evaluate';
import { short } from '../evaluate';

function stepLines(step: Step, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  out.push(`${pad}${step.held ? '✓' : '✗'} ${step.says}`);
  for (const n of step.notes ?? []) out.push(`${pad}    · ${n}`);
  // The screen's notes already say each overlay's decision; its reads would repeat them.
  for (const [k, v] of Object.entries(step.reads)) if (!k.startsWith('decisions.')) out.push(`${pad}    · ${k} = ${short(v, 100)}`);
  for (const s of step.steps ?? []) stepLines(s, depth + 1, out);
}

export function explainDecision(id: string, e: Explanation): string {
  const out = [`${id} = ${short(e.value, 200)}`, `  why: ${e.summary}`];
  for (const s of e.steps) stepLines(s, 2, out);
  return out.join('\n');
}

interface ScreenValue {
  slots: Record<string, Array<{ id: string; variant?: string }>>;
  lost: Record<string, string>;
}

const isScreen = (v: unknown): v is ScreenValue =>
  typeof v === 'object' && v !== null && typeof (v as ScreenValue).slots === 'object' && typeof (v as ScreenValue).lost === 'object';

/**
 * The answer in a few lines: what the screen shows (each slot's holders, each with the sentence
 * that decided it), who lost a slot to whom, and the other decisions asked for, one line each.
 */
export function explainSummary(trace: Readonly<Record<string, Explanation>>, all: Readonly<Record<string, Explanation>> = trace): string[] {
  const out: string[] = [];
  const screen = all.screen;
  const screenAsked = 'screen' in trace;
  if (screen && isScreen(screen.value)) {
    const slots = Object.entries(screen.value.slots);
    const filled = slots.filter(([, holders]) => holders.length > 0);
    const empty = slots.filter(([, holders]) => holders.length === 0).map(([slot]) => slot);
    out.push(`The screen shows ${filled.length ? filled.map(([slot, holders]) => `${holders.map((h) => h.id).join(' and ')} in ${slot}`).join(', ') : 'no overlay'}${empty.length ? ` (empty: ${empty.join(', ')})` : ''}.`);
    for (const [slot, holders] of filled) {
      for (const h of holders) {
        const why = all[h.id]?.summary;
        out.push(`- ${slot}: ${h.id}${h.variant ? ` (${h.variant})` : ''}${why ? `, because ${why}` : ''}.`);
      }
    }
    for (const [id, why] of Object.entries(screen.value.lost)) out.push(`- ${id} wanted a slot and lost: ${why}.`);
  }
  // Every decision was asked for: the screen is the answer, the detail follows. A few were
  // (--only): one line each.
  if (Object.keys(trace).length === Object.keys(all).length && screen) {
    out.push(`(${Object.keys(all).length} decisions in the detail below; --only ID,ID for a few)`);
    return out;
  }
  for (const [id, e] of Object.entries(trace)) {
    if (id === 'screen' && screenAsked) continue;
    const value = JSON.stringify(e.value);
    out.push(`- ${id} = ${e.summary.startsWith(`${value}:`) ? '' : `${short(e.value, 80)}: `}${e.summary}`);
  }
  return out;
}

export function renderExplanation(
  ctx: Pick<Context, 'site' | 'route' | 'locale' | 'viewport'>,
  trace: Record<string, Explanation>,
  note = '',
  all: Readonly<Record<string, Explanation>> = trace,
): string {
  const head = [
    `site: ${ctx.site.name} (${ctx.site.key}, sub_website_id ${ctx.site.id})`,
    `page: ${ctx.route.path}${ctx.route.locale ? ` (locale prefix /${ctx.route.locale})` : ''}, locale ${ctx.locale}, viewport ${ctx.viewport.width}px`,
  ];
  if (note) head.push(note);
  const summary = explainSummary(trace, all);
  return [head.join('\n'), ['ANSWER', ...summary].join('\n'), 'DETAIL (every decision, every clause: ✓ held, ✗ did not)', ...Object.entries(trace).map(([id, e]) => explainDecision(id, e))].join('\n\n');
}
