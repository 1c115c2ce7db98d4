import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `sideEffects` tells the bundler which of our modules do something when merely
 * imported: CSS, and the few modules imported for their effect alone (`import './x'`). Every other
 * module may be left out when nothing uses what it exports: a feature's index re-exporting a page
 * no longer drags that page, its CSS and its shared blocks into every chunk that imports the
 * index (the shell's effects pulled the restricted-region page's 8 KB into every first visit).
 * A module imported for its effect alone that the list forgets would silently vanish from the
 * build: this keeps the list and the code in step.
 */
const root = resolve(import.meta.dirname, '..');
const listed: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sideEffects;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  return `./${relative(root, file ?? base)}`;
}

describe('package.json sideEffects', () => {
  it('lists CSS and every module of src imported for its effect alone', () => {
    expect(listed).toContain('**/*.css');
    const effectOnly = new Set<string>();
    for (const file of sources(join(root, 'src'))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import\s+['"](\.[^'"]+)['"];?$/gm)) {
        if (specifier && !specifier.endsWith('.css')) effectOnly.add(resolveModule(file, specifier));
      }
    }
    expect(effectOnly.size).toBeGreaterThan(0);
    expect([...effectOnly].filter((module) => !listed.includes(module))).toEqual([]);
  });
});
