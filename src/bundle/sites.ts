/**
 * The 12 site configs alone, for the first paint (logo, name, default language). The engine and
 * the policies load later, in their own chunk (src/bundle/browser.ts), to keep the home route's
 * first JavaScript small.
 */
import type { Site } from '../engine/bundle';

const modules = import.meta.glob<Site>('../../config/sites/*.json', { eager: true, import: 'default' });

export const sites: readonly Site[] = Object.values(modules).sort((a, b) => a.id - b.id);
