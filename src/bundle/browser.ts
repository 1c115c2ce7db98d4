/**
 * The policy bundle in the browser: every config and policy file, inlined at build time by
 * Vite's import.meta.glob (validated beforehand by `policy check`, so no Ajv ships), and the
 * engine built from it once.
 */
import { createEngineFromFiles, type Engine } from '../engine';
import type { Site } from '../engine/bundle';
import type { FactsPlan } from '../engine/factsPlan';
import { bundleFilesFrom, type FileMap } from './files';
import factsPlan from '../generated/factsPlan.json';
import common from '../../schemas/common.schema.json';

// policies/CHANGES.json is for reviewers of `policy diff`, never for the app.
const modules = import.meta.glob<unknown>(['../../config/**/*.json', '../../policies/*.json', '!../../policies/CHANGES.json'], {
  eager: true,
  import: 'default',
});

const files: FileMap = {};
for (const [path, json] of Object.entries(modules)) files[path.replace(/^(\.\.\/)+/, '')] = json;

export const engine: Engine = createEngineFromFiles(
  bundleFilesFrom(files, factsPlan as FactsPlan, common.$defs.localeCode.enum),
);

export const sites: readonly Site[] = engine.bundle.sites;
