/**
 * One copy of each repeated text of a list's rows. JSON.parse makes a new string for every value,
 * so 60 000 contracts hold 60 000 copies of « Virement bancaire » and 26 000 CRM entries as many of
 * « Appel entrant ». A field's texts are pooled while it has few distinct ones (a state, a payment
 * method, a service, a city); a field that shows itself to be of many (names, e-mails, times) is no
 * longer pooled, so the pool never grows with the firm.
 */

/** Distinct texts a field may have and still be pooled. */
const MAX_DISTINCT = 2000;

export class StringPool {
  /** each field's pool; null once the field has shown too many distinct texts */
  private readonly fields = new Map<string, Map<string, string> | null>();

  /** The record with its texts (its arrays' and nested objects' too) replaced by their pooled copies, in place. */
  intern<T>(record: T): T {
    if (record !== null && typeof record === 'object') this.internObject(record as Record<string, unknown>, '');
    return record;
  }

  private internObject(record: Record<string, unknown>, prefix: string): void {
    for (const name of Object.keys(record)) {
      const value = record[name];
      const field = prefix + name;
      // Always assigned: two equal strings are === whichever copy they are.
      if (typeof value === 'string') record[name] = this.pooled(field, value);
      else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (typeof item === 'string') value[i] = this.pooled(`${field}[]`, item);
        }
      } else if (value !== null && typeof value === 'object') this.internObject(value as Record<string, unknown>, `${field}.`);
    }
  }

  private pooled(field: string, text: string): string {
    let pool = this.fields.get(field);
    if (pool === null) return text;
    if (pool === undefined) this.fields.set(field, (pool = new Map()));
    const known = pool.get(text);
    if (known !== undefined) return known;
    if (pool.size >= MAX_DISTINCT) {
      this.fields.set(field, null);
      return text;
    }
    pool.set(text, text);
    return text;
  }
}
