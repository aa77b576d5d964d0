/** The row a dialog was opened on, as the list holds it now (a revalidation or a write may have brought a newer version). */
export function latestRow<T extends { id: number | string }>(rows: readonly T[] | undefined, shown: T): T {
  return rows?.find((row) => row.id === shown.id) ?? shown;
}
