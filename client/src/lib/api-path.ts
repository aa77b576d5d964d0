/** An endpoint path with its query string, skipping empty values: the SWR key of a list. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Matches every SWR key of an endpoint (its lists and its items), to revalidate them after a write. */
export function keysOf(path: string): (key: unknown) => boolean {
  return (key) => typeof key === 'string' && (key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`));
}
