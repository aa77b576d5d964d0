/**
 * A contract's reference, as printed on it and offered in the pickers ("C-421"), and how a search
 * text names one: "C-421", "c421", "c 421", "Réf. C-421" or the bare number "421".
 */
export function contractReference(id: number): string {
  return `C-${id}`;
}

const TYPED_REFERENCE = /^(?:r[ée]f\.?\s*)?(?:c\s*-?\s*)?0*(\d{1,9})$/i;

/** The contract id a search text names as a reference, or null when it is not one. */
export function referencedContractId(query: string): number | null {
  const match = TYPED_REFERENCE.exec(query.trim());
  return match ? Number(match[1]) : null;
}
