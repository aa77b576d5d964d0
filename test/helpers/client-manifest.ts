/**
 * What a page of the built client loads first, read from Vite's manifest (dist/client/.vite/manifest.json,
 * client/vite.config.ts build.manifest): the chunks a set of modules import statically, their CSS,
 * and their bytes as the BFF sends them (the build's .br copy). Depends on the build only, not on
 * the machine or on timing: the byte budgets of test/server/asset-budgets.test.ts stand on it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILT_CLIENT_DIR = join(import.meta.dirname, '../../dist/client');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir = BUILT_CLIENT_DIR): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of a source module (client/src/...), e.g. 'src/app/app.tsx'. */
function keyOf(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const found = Object.keys(manifest).find((key) => key.endsWith(`/${source}`) || manifest[key].src === source);
  if (!found) throw new Error(`${source} is not in the client's manifest`);
  return found;
}

export interface FirstLoad {
  /** built files (relative to dist/client): JavaScript chunks */
  scripts: string[];
  stylesheets: string[];
}

/** The given modules' chunks with every chunk they import statically (transitively), and their CSS. */
export function firstLoad(manifest: Manifest, sources: string[]): FirstLoad {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client's manifest`);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    else if (chunk.file.endsWith('.css')) stylesheets.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(keyOf(manifest, source));
  return { scripts: [...scripts].sort(), stylesheets: [...stylesheets].sort() };
}

/** The built file of a source module (e.g. the Sass sheet 'src/styles/bootstrap.scss'). */
export function builtFile(manifest: Manifest, source: string): string {
  return manifest[keyOf(manifest, source)].file;
}

/** A built file's size as sent: its .br or .gz copy (the build writes both) or itself. */
export function sentBytes(file: string, encoding: 'br' | 'gz', clientDir = BUILT_CLIENT_DIR): number {
  const path = join(clientDir, file);
  try {
    return statSync(`${path}.${encoding}`).size;
  } catch {
    return statSync(path).size;
  }
}
