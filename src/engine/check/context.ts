/**
 * The schema of what rules read with `var` (docs/policy-language.md, "Where facts come from"):
 * the facts, with site, path, search and now replaced by the richer forms the engine derives.
 * `policy check` and the browser's check of a hot config bundle validate fact paths against it.
 */
import { NAV_LISTS } from '../bundle';
import type { SchemaDoc } from './logic';

const NAV_ITEM_FIELDS = ['id', 'label', 'href', 'docsKey', 'group', 'menuCode', 'condition', 'column'];

/** The schema of what rules read (docs/policy-language.md, "Where facts come from"). */
export function contextSchema(docs: ReadonlyMap<string, SchemaDoc>): SchemaDoc {
  const facts = docs.get('facts.schema.json')!;
  const factProps = { ...(facts.properties as Record<string, SchemaDoc>) };
  for (const k of ['$schema', 'site', 'path', 'search', 'now']) delete factProps[k];
  const navItem: SchemaDoc = { type: 'object', properties: Object.fromEntries(NAV_ITEM_FIELDS.map((f) => [f, { type: 'string' }])) };
  const navList: SchemaDoc = { type: 'array', items: navItem };
  return {
    type: 'object',
    $defs: facts.$defs,
    properties: {
      ...factProps,
      site: { $ref: 'site.schema.json' },
      nav: { type: 'object', properties: Object.fromEntries(NAV_LISTS.map((k) => [k, navList])) },
      route: {
        type: 'object',
        properties: { path: { type: 'string' }, locale: { type: 'string' }, query: { type: 'object', additionalProperties: { type: 'string' } } },
      },
      now: { type: 'number' },
      item: navItem,
    },
  };
}
