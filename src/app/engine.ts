/**
 * The app's one door to the policy bundle. Everything in src/app, src/routes and src/ui that
 * needs the engine imports it from here, so that if the bundle's export names move, only this
 * file changes. The site list at boot is src/site/sites.ts.
 */
export type { ShellSite } from '../site/types';
/** Facts the browser passes to `decide` (schemas/facts.schema.json). */
interface BrowserFacts {
  site: number;
  path: string;
  search: string;
  locale?: string;
  viewport: { width: number };
  inApp?: boolean;
  now?: string;
  user?: Record<string, unknown>;
  compliance?: Record<string, unknown>;
  storage?: {
    cookies?: Record<string, string>;
    localStorage?: Record<string, string>;
    sessionStorage?: Record<string, string>;
  };
}

export interface TraceStep {
  clause: string;
  says: string;
  held: boolean;
  reads: Record<string, unknown>;
  notes?: string[];
  /** A nested rule's own clauses. */
  steps?: TraceStep[];
}

export interface DecisionTrace {
  value: unknown;
  summary: string;
  steps: TraceStep[];
}

interface DecideResult {
  /** One entry per policy file (typed in src/engine/decisions.ts; the shell reads it generically). */
  decisions: object;
  trace?: Record<string, DecisionTrace>;
}

export interface Engine {
  decide(facts: BrowserFacts, options?: { explain?: boolean }): DecideResult;
}

/** The engine and its policies, in their own chunk: nothing on the first paint waits for them. */
export async function loadEngine(): Promise<Engine> {
  return (await (await import('../bundle/browser')).engineForThisView()).engine;
}
