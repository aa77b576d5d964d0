/** 'Camille Martin' -> 'CM', 'admin' -> 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._@-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}
