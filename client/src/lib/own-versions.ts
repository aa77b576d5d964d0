/**
 * The record versions this tab's own writes produced. A screen whose record moves to one of them
 * learns of its own change (another part of the page wrote it, or the list marked a task read), not
 * of someone else's: it follows it without saying the record changed elsewhere.
 */
const MAX_KEPT = 200;
const versions = new Set<string>();

export function noteOwnVersion(version: string): void {
  versions.delete(version);
  versions.add(version);
  if (versions.size > MAX_KEPT) versions.delete(versions.values().next().value as string);
}

export function isOwnVersion(version: string): boolean {
  return versions.has(version);
}
