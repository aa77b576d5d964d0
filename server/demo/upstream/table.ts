/**
 * One of the demo upstream's tables, as a database keeps it: the rows (the data set's own array,
 * which stays the truth), found by primary key, ids given by an auto-increment, and the rows in
 * the API's order kept until they change, as an index would. So a read by id costs one lookup and
 * a list one pass, whatever the firm's size.
 */
export class Table<Row extends { id: number }> {
  private readonly byId = new Map<number, Row>();
  private lastId = 0;
  private ordered: Row[] | null = null;
  /** one more at every change: what is derived from the rows is made again when it moved */
  version = 0;

  constructor(
    readonly rows: Row[],
    /** the order of the API's lists; none: the rows' own */
    private readonly order?: (a: Row, b: Row) => number,
  ) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (row.id > this.lastId) this.lastId = row.id;
    }
  }

  get(id: number): Row | undefined {
    return this.byId.get(id);
  }

  /** The next id: one more than any id this table ever held, never one given before. */
  nextId(): number {
    return this.lastId + 1;
  }

  add(row: Row): void {
    this.rows.push(row);
    this.byId.set(row.id, row);
    if (row.id > this.lastId) this.lastId = row.id;
    this.changed();
  }

  /** false when there is no such row */
  remove(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.rows.splice(this.rows.indexOf(row), 1);
    this.byId.delete(id);
    this.changed();
    return true;
  }

  /** Call after changing a row in place: the API's order may have changed with it. */
  changed(): void {
    this.ordered = null;
    this.version++;
  }

  /** The rows in the API's order (do not change the array). */
  sorted(): readonly Row[] {
    if (!this.order) return this.rows;
    this.ordered ??= [...this.rows].sort(this.order);
    return this.ordered;
  }
}
