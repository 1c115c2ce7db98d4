/**
 * The generators' last step (scripts/gen-*.ts): write each output under src/generated/ that
 * changed, or with --check name each stale one and count them, writing nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Returns how many outputs were stale (with `check`) or written. */
export function writeGenerated(outDir: string, outputs: ReadonlyMap<string, string>, check: boolean, command: string): number {
  let changed = 0;
  for (const [file, text] of outputs) {
    const path = join(outDir, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    changed++;
    if (check) console.error(`stale: src/generated/${file} (run \`${command}\`)`);
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      console.log(`wrote src/generated/${file}`);
    }
  }
  return changed;
}
