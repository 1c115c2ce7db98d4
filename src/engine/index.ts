/**
 * The policy engine: `decide(facts) -> { decisions, trace }`. Pure: no DOM, no fetch, no clock,
 * no storage. The same call runs in the browser, in the `policy` CLI, in scenario replays and in
 * unit tests. See docs/policy-language.md.
 */
import { assembleBundle, type Bundle, type BundleFiles } from './bundle';
import { buildContext, UnknownSiteError, type Context, type Facts } from './context';
import { Evaluator, type Explanation } from './evaluate';
import { installOperators, withOperatorEnv, type OperatorEnv } from './logic/logic';
import type { Decisions } from './decisions';
import { arbitrate, explainArbitration } from './screen';
import { exposureWrites, type ExposureMoment, type ExposureWrite } from './throttles';
import type { Body, Policy } from '../generated/types/policy';

export type { Bundle, BundleFiles };
export { assembleBundle };
export { UnknownSiteError, parseRoute } from './context';
export { throttleWrite } from './throttles';
export type { Step } from './evaluate';

interface DecideResult {
  decisions: Decisions;
  /** Present only when asked for with `{ explain: true }`. */
  trace?: Record<string, Explanation>;
  /**
   * Decisions whose evaluation failed: each took its policy's `onError` value (or its kind's
   * default) and every other decision was decided as usual. Empty when all went well.
   */
  errors: readonly DecisionError[];
}

export interface DecisionError {
  readonly decision: string;
  readonly message: string;
}

/**
 * A failed decision's value: its policy's declared `onError`, else its kind's "show nothing"
 * (for a value or record, undefined: what every feature sees while the engine loads).
 */
export function fallbackOf(policy: Policy): unknown {
  if (policy.onError) return policy.onError.value;
  switch (policy.kind) {
    case 'boolean':
      return false;
    case 'first':
      return policy.otherwise ?? null;
    case 'list':
      return [];
    default:
      return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export interface Engine {
  readonly bundle: Bundle;
  decide(facts: Facts | object, options?: { explain?: boolean }): DecideResult;
  /** The context the rules see, for tools that show it. */
  context(facts: Facts | object): Context;
  /**
   * What an overlay stores at one moment of its life (shown, closed, acknowledged): the writes
   * of the throttles its policy declares for that moment and variant. Unknown overlay: none.
   */
  exposures(overlayId: string, facts: Facts | object, moment: ExposureMoment, variant?: string): ExposureWrite[];
}

function createEngine(bundle: Bundle): Engine {
  installOperators();
  const evaluator = new Evaluator(bundle);
  // The screen arbiter reads the other decisions' values, so it runs after all of them.
  const arbiters = bundle.policies.filter((policy) => policy.kind === 'screen');
  const policies = bundle.policies.filter((policy): policy is Policy & Body => policy.kind !== 'screen');
  const env: OperatorEnv = {
    features: bundle.complianceFeatures,
    gates: bundle.nativeGates,
    condition: (name, data) => evaluator.condition(name, data as Context),
  };
  return {
    bundle,
    context: (facts) => buildContext(bundle, facts),
    exposures(overlayId, facts, moment, variant) {
      const policy = policies.find((p) => p.id === overlayId);
      return policy ? exposureWrites(policy as never, buildContext(bundle, facts), moment, variant) : [];
    },
    decide(facts, options) {
      const errors: DecisionError[] = [];
      const decisions: Record<string, unknown> = {};
      const trace: Record<string, Explanation> = {};
      let ctx: Context | null = null;
      let contextError: unknown = null;
      try {
        ctx = buildContext(bundle, facts);
      } catch (error) {
        // An unknown site is the caller's mistake: decide nothing (the app never asks for one).
        if (error instanceof UnknownSiteError) throw error;
        contextError = error;
      }
      // Each decision on its own: one that fails takes its fail-safe value, the rest stand.
      const guarded = (policy: Policy, run: () => unknown, needsContext = true) => {
        try {
          if (needsContext && ctx === null) throw contextError;
          decisions[policy.id] = run();
        } catch (error) {
          decisions[policy.id] = fallbackOf(policy);
          errors.push({ decision: policy.id, message: messageOf(error) });
        }
      };
      return withOperatorEnv(env, () => {
        for (const policy of policies) {
          guarded(policy, () => {
            if (!options?.explain) return evaluator.body(policy, ctx!);
            const e = evaluator.explainBody(policy, ctx!);
            trace[policy.id] = e;
            return e.value;
          });
        }
        for (const policy of arbiters) {
          // The arbiter reads only the decisions above, which all have a value by now.
          guarded(policy, () => {
            if (!options?.explain) return arbitrate(policy, decisions);
            const e = explainArbitration(policy, decisions, trace);
            trace[policy.id] = e;
            return e.value;
          }, false);
        }
        return { decisions: decisions as unknown as Decisions, errors, ...(options?.explain ? { trace } : {}) };
      });
    },
  };
}

export function createEngineFromFiles(files: BundleFiles): Engine {
  return createEngine(assembleBundle(files));
}
