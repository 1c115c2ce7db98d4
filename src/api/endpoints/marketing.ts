/**
 * Marketing, welfare and home-page calls (SPEC sections 3, 7): download and register reward
 * tasks, targeted popup plans (banners, VIP popup), alpha banner cards, share metadata, newbie
 * prizes and the home page statistics.
 */
import {
  validateExperimentVariableResponse,
  validateAlphaUserPlansResponse,
  validateDownloadTaskResponse,
  validateHomeStaticTradeDataResponse,
  validateNewbiePrizeGuideResponse,
  validateNewbiePrizePopupResponse,
  validateOgShowResponse,
  validateTargetedPopupPlansResponse,
  validateTaskEmbedRegisterResponse,
} from '../../generated/validatorLoaders';
import {
  type AlphaPlans,
  type HomeStats,
  type NewbiePrizeGuide,
  type NewbiePrizePopup,
  type OgShow,
  type PopupPlan,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { ALPHA_SPREAD_SCENE, PATHS } from '../paths';

export type { AlphaPlans, HomeStats, NewbiePrizeGuide, NewbiePrizePopup, OgShow, PopupPlan };

const text = (value: string | number | undefined, fallback: string): string =>
  value === undefined ? fallback : String(value);

// --- Download reward task -----------------------------------------------------------------------

export interface DownloadTask {
  /** 1 a reward exists, 2 none. */
  readonly has_dl_task: 1 | 2;
  readonly reward_num: string;
  readonly reward_currency: string;
}

/** SPEC section 8: a failure means no reward task (has_dl_task 2). */
const DOWNLOAD_TASK_DEFAULT: DownloadTask = /* @__PURE__ */ frozen({ has_dl_task: 2, reward_num: '0', reward_currency: '' });

export const downloadTaskEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'downloadTask',
  method: 'GET',
  path: PATHS.downloadTask,
  validate: validateDownloadTaskResponse,
  query: (p: { const_id: string }) => ({ const_id: p.const_id }),
  select: (body): DownloadTask => ({
    has_dl_task: body.data.has_dl_task,
    reward_num: text(body.data.reward_num, '0'),
    reward_currency: body.data.reward_currency ?? '',
  }),
  fallback: DOWNLOAD_TASK_DEFAULT,
});
export const fetchDownloadTask = /* @__PURE__ */ endpointFn(downloadTaskEndpoint);

// --- Embedded register task ---------------------------------------------------------------------

export interface RegisterTask {
  /** 1 a task exists, 2 none. */
  readonly has_register_task: 1 | 2;
  readonly reward_num: string;
  readonly reward_currency: string;
  readonly newbie_prize_num: string;
}

/** Like the download task: a failure means no task (SPEC gives no default of its own). */
const REGISTER_TASK_DEFAULT: RegisterTask = /* @__PURE__ */ frozen({
  has_register_task: 2,
  reward_num: '0',
  reward_currency: '',
  newbie_prize_num: '0',
});

export const taskEmbedRegisterEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'taskEmbedRegister',
  method: 'GET',
  path: PATHS.taskEmbedRegister,
  validate: validateTaskEmbedRegisterResponse,
  query: (p: { const_id: string }) => ({ const_id: p.const_id }),
  select: (body): RegisterTask => ({
    has_register_task: body.data.has_register_task,
    reward_num: text(body.data.reward_num, '0'),
    reward_currency: body.data.reward_currency ?? '',
    newbie_prize_num: text(body.data.newbie_prize_num, '0'),
  }),
  fallback: REGISTER_TASK_DEFAULT,
});
export const fetchTaskEmbedRegister = /* @__PURE__ */ endpointFn(taskEmbedRegisterEndpoint);

// --- Targeted popup plans -----------------------------------------------------------------------

/** SPEC section 7 resource_type values. */
export const RESOURCE_TYPE = { banner: 2, popup: 3, homepageBanner: 4, alphaOrVip: 5 } as const;

export interface PopupPlanParams {
  readonly position: string;
  readonly device_id: string;
  /** 2 banner, 3, 4 homepage banner, 5 alpha/VIP. */
  readonly resource_type: number;
}

export const targetedPopupPlansEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'targetedPopupPlans',
  method: 'GET',
  path: PATHS.targetedPopupPlans,
  validate: validateTargetedPopupPlansResponse,
  query: (p: PopupPlanParams) => ({ position: p.position, device_id: p.device_id, resource_type: p.resource_type }),
  // SPEC section 7: the app reads list[0]; no plan, nothing shown.
  select: (body): PopupPlan | null => body.data.list[0] ?? null,
  fallback: null,
});
export const fetchTargetedPopupPlan = /* @__PURE__ */ endpointFn(targetedPopupPlansEndpoint);

// --- Alpha banner cards ----------------------------------------------------------------------------

export interface AlphaPlansParams {
  readonly device_id: string;
  readonly currency: string;
}

export const alphaUserPlansEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'alphaUserPlans',
  method: 'GET',
  path: PATHS.alphaUserPlans,
  validate: validateAlphaUserPlansResponse,
  query: (p: AlphaPlansParams) => ({
    spread_scene: ALPHA_SPREAD_SCENE,
    device_id: p.device_id,
    resource_type: RESOURCE_TYPE.alphaOrVip,
    currency: p.currency,
  }),
  select: (body): AlphaPlans | null => body.data,
  fallback: null,
});
export const fetchAlphaUserPlans = /* @__PURE__ */ endpointFn(alphaUserPlansEndpoint);

// --- Share metadata ------------------------------------------------------------------------------

export const ogShowEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ogShow',
  method: 'GET',
  path: PATHS.ogShow,
  validate: validateOgShowResponse,
  query: (p: { url: string }) => ({ url: p.url }),
  select: (body): OgShow | null => body.data,
  fallback: null,
});
export const fetchOgShow = /* @__PURE__ */ endpointFn(ogShowEndpoint);

// --- Newbie prizes -----------------------------------------------------------------------------------

export const newbiePrizeGuideEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'newbiePrizeGuide',
  method: 'GET',
  path: PATHS.newbiePrizeGuide,
  validate: validateNewbiePrizeGuideResponse,
  select: (body): NewbiePrizeGuide | null => body.data,
  fallback: null,
});
export const fetchNewbiePrizeGuide = /* @__PURE__ */ endpointFn(newbiePrizeGuideEndpoint);

export const newbiePrizePopupEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'newbiePrizePopup',
  method: 'GET',
  path: PATHS.newbiePrizePopup,
  validate: validateNewbiePrizePopupResponse,
  select: (body): NewbiePrizePopup | null => body.data,
  fallback: null,
});
export const fetchNewbiePrizePopup = /* @__PURE__ */ endpointFn(newbiePrizePopupEndpoint);

// --- Home statistics ---------------------------------------------------------------------------------

export const homeStaticTradeDataEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'homeStaticTradeData',
  method: 'GET',
  path: PATHS.homeStaticTradeData,
  validate: validateHomeStaticTradeDataResponse,
  select: (body): HomeStats | null => body.data,
  fallback: null,
});
export const fetchHomeStaticTradeData = /* @__PURE__ */ endpointFn(homeStaticTradeDataEndpoint);

// --- Experiments -------------------------------------------------------------------------------------

/** The welcome pop-up's experiment variable (SPEC section 4: 1 variant A, 2 variant B). */
export const WELCOME_EXPERIMENT = 'welcome_popup';

/** A failure is null: the experiment did not resolve, and what waits for it is dismissed. */
export const experimentVariableEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'experimentVariable',
  method: 'GET',
  path: PATHS.experimentVariable,
  validate: validateExperimentVariableResponse,
  query: (p: { name: string }) => ({ name: p.name }),
  select: (body): string | number | null => body.data.value,
  fallback: null,
});
export const fetchExperimentVariable = /* @__PURE__ */ endpointFn(experimentVariableEndpoint);
