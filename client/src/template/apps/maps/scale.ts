/** The choropleth's classes: 0 (no client) then up to five ranges of equal width up to the largest count. */
export interface Bucket {
  index: number;
  from: number;
  to: number;
}

export const BUCKETS = 5;

export function bucketsFor(max: number): Bucket[] {
  if (max <= 0) return [];
  const classes = Math.min(BUCKETS, max);
  const width = max / classes;
  const buckets: Bucket[] = [];
  let from = 1;
  for (let index = 1; index <= classes; index += 1) {
    const to = index === classes ? max : Math.max(from, Math.round(width * index));
    if (to >= from) buckets.push({ index, from, to });
    from = to + 1;
  }
  return buckets;
}

/** 0 for no client, else the class whose range holds the count. */
export function bucketOf(count: number, buckets: readonly Bucket[]): number {
  if (count <= 0) return 0;
  return buckets.find((bucket) => count <= bucket.to)?.index ?? buckets.length;
}
