/** A person as every screen names them, the card's title included: "Jean-Édouard Lemaître". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
