/**
 * One worker thread of `policy diff` (./diff.ts, `diffInWorkers`): decides its share of the
 * population (every n-th visit of the same matrix) and posts the groups it found.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { collect, type Scenario } from './diff';
import type { BundleFiles } from '../engine';

const data = workerData as { beforeFiles: BundleFiles; afterFiles: BundleFiles; scenarios: Scenario[]; root: string; shard: number; shards: number };
parentPort!.postMessage(collect(data.beforeFiles, data.afterFiles, data.scenarios, data.root, { shard: data.shard, shards: data.shards }));
