/**
 * The policy engine: `decide(facts) -> { decisions, trace }`. Pure: no DOM, no fetch, no clock,
 * no storage. The same call runs in the browser, in the `policy` CLI, in scenario replays and in
 * unit tests. See docs/policy-language.md.
 */
import { assembleBundle, type Bundle, type BundleFiles } from './bundle';
import { buildContext, type Context, type Facts } from './context';
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
      const ctx = buildContext(bundle, facts);
      return withOperatorEnv(env, () => {
        const decisions: Record<string, unknown> = {};
        if (!options?.explain) {
          for (const policy of policies) decisions[policy.id] = evaluator.body(policy, ctx);
          for (const policy of arbiters) decisions[policy.id] = arbitrate(policy, decisions);
          return { decisions: decisions as unknown as Decisions };
        }
        const trace: Record<string, Explanation> = {};
        for (const policy of policies) {
          const e = evaluator.explainBody(policy, ctx);
          decisions[policy.id] = e.value;
          trace[policy.id] = e;
        }
        for (const policy of arbiters) {
          const e = explainArbitration(policy, decisions);
          decisions[policy.id] = e.value;
          trace[policy.id] = e;
        }
        return { decisions: decisions as unknown as Decisions, trace };
      });
    },
  };
}

export function createEngineFromFiles(files: BundleFiles): Engine {
  return createEngine(assembleBundle(files));
}
