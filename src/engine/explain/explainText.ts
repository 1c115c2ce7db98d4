/**
 * Explanations as plain text, for people: the CLI's --explain, failing scenario tests, the dev
 * panel's copy button. One block per decision: its value, the sentence that settled it, then
 * every clause with ✓ (held) or ✗ (did not hold) and what it read.
 */
import type { Context } from '../context';
import type { Explanation, Step } from '../evaluate';
import { short } from '../evaluate';

function stepLines(step: Step, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  out.push(`${pad}${step.held ? '✓' : '✗'} ${step.says}`);
  for (const n of step.notes ?? []) out.push(`${pad}    · ${n}`);
  for (const [k, v] of Object.entries(step.reads)) out.push(`${pad}    · ${k} = ${short(v, 100)}`);
  for (const s of step.steps ?? []) stepLines(s, depth + 1, out);
}

export function explainDecision(id: string, e: Explanation): string {
  const out = [`${id} = ${short(e.value, 200)}`, `  why: ${e.summary}`];
  for (const s of e.steps) stepLines(s, 2, out);
  return out.join('\n');
}

export function renderExplanation(ctx: Pick<Context, 'site' | 'route' | 'locale' | 'viewport'>, trace: Record<string, Explanation>, note = ''): string {
  const head = [
    `site: ${ctx.site.name} (${ctx.site.key}, sub_website_id ${ctx.site.id})`,
    `page: ${ctx.route.path}${ctx.route.locale ? ` (locale prefix /${ctx.route.locale})` : ''}, locale ${ctx.locale}, viewport ${ctx.viewport.width}px`,
  ];
  if (note) head.push(note);
  return [head.join('\n'), ...Object.entries(trace).map(([id, e]) => explainDecision(id, e))].join('\n\n');
}
