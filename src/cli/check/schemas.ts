/**
 * Loads every JSON Schema in schemas/ into one Ajv instance and turns Ajv's errors into lines a
 * compliance editor can act on: file, JSON pointer, what was expected (with a "did you mean"
 * for misspelt property names).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The error lines are shared with the browser's schema checks (the demo's policy inspector).
export { closest, describeAjvErrors, formatError, type CheckError } from '../../engine/check/errors';

export type SchemaDoc = Record<string, unknown>;

export class SchemaSet {
  readonly ajv: Ajv2020;
  readonly docs = new Map<string, SchemaDoc>();

  constructor(readonly dir: string) {
    this.ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(this.ajv);
    // json-schema-to-typescript's hint; not a validation keyword.
    this.ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
      const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SchemaDoc;
      this.docs.set(file, doc);
      this.ajv.addSchema(doc);
    }
  }

  /** The validator for a file's `$schema` value (a relative path ending in the schema file name). */
  validatorFor(schemaRef: string): ValidateFunction | null {
    const file = schemaRef.split('/').pop() ?? '';
    const doc = this.docs.get(file);
    if (!doc || typeof doc.$id !== 'string') return null;
    return this.ajv.getSchema(doc.$id) ?? null;
  }
}
