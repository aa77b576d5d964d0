// The checkout's card fields as they are typed: the number spaced in fours (4-6-5 for American
// Express), the expiry MM/YY with its slash, and where the caret goes after each change.
import t from 'tap';
import { applyDigitMask } from '@/lib/digit-mask';
import { CARD_NUMBER_MASK, EXPIRY_MASK } from '@/lib/card-masks';

/** `text` with the caret at `|`, typed (insertText) or erased (deleteContentBackward...). */
function edit(mask: typeof CARD_NUMBER_MASK, text: string, inputType = 'insertText'): string {
  const caret = text.indexOf('|');
  const out = applyDigitMask(mask, text.replace('|', ''), caret, inputType);
  return `${out.value.slice(0, out.caret)}|${out.value.slice(out.caret)}`;
}

t.test('card number: spaced in fours as typed, at most 19 digits', async (t) => {
  t.equal(edit(CARD_NUMBER_MASK, '4|'), '4|');
  t.equal(edit(CARD_NUMBER_MASK, '4111|'), '4111|', 'no space before the fifth digit');
  t.equal(edit(CARD_NUMBER_MASK, '41111|'), '4111 1|');
  t.equal(edit(CARD_NUMBER_MASK, '4111 1111 1111 11111|'), '4111 1111 1111 1111 1|');
  t.equal(edit(CARD_NUMBER_MASK, '4111 1111 1111 1111 1111|'), '4111 1111 1111 1111 111|', '19 digits at most');
  t.equal(edit(CARD_NUMBER_MASK, '4111-1111.1111 1111|', 'insertFromPaste'), '4111 1111 1111 1111|', 'a pasted number with other separators');
  t.equal(edit(CARD_NUMBER_MASK, 'x4a1|'), '41|', 'letters are dropped');
  t.equal(edit(CARD_NUMBER_MASK, '|'), '|');
  t.equal(edit(CARD_NUMBER_MASK, '3782822463100055|'), '3782 822463 10005|', 'American Express: 4-6-5, 15 digits');
});

t.test('card number: the caret stays after what was typed or erased', async (t) => {
  t.equal(edit(CARD_NUMBER_MASK, '419|11 1111 111'), '419|1 1111 1111', 'a digit typed in the middle');
  t.equal(edit(CARD_NUMBER_MASK, '41918| 1111 111'), '4191 8|111 1111', 'typed before a space: the caret follows the digit past it');
  t.equal(edit(CARD_NUMBER_MASK, '4191|8111 1111 1', 'deleteContentBackward'), '419|8 1111 1111', 'Backspace on a space takes the digit before it');
  t.equal(edit(CARD_NUMBER_MASK, '4191|8111 1111 1', 'deleteContentForward'), '4191| 1111 1111', 'Delete on a space takes the digit after it');
  t.equal(edit(CARD_NUMBER_MASK, '41|1 1111 1', 'deleteContentBackward'), '41|11 1111', 'a digit erased in the middle: the groups close up');
  t.equal(edit(CARD_NUMBER_MASK, '4111 |', 'deleteContentBackward'), '4111|', 'the last digit erased: no space left at the end');
});

t.test('expiry: MM/YY, the slash comes with the month', async (t) => {
  t.equal(edit(EXPIRY_MASK, '1|'), '1|');
  t.equal(edit(EXPIRY_MASK, '12|'), '12/|', 'the month typed: its slash');
  t.equal(edit(EXPIRY_MASK, '12/2|'), '12/2|');
  t.equal(edit(EXPIRY_MASK, '12/28|'), '12/28|');
  t.equal(edit(EXPIRY_MASK, '1228|', 'insertFromPaste'), '12/28|', 'typing (or pasting) 1228 gives 12/28');
  t.equal(edit(EXPIRY_MASK, '12/289|'), '12/28|', 'four digits at most');
  t.equal(edit(EXPIRY_MASK, '9|'), '09/|', 'a month that can only have one digit');
  t.equal(edit(EXPIRY_MASK, '12|', 'deleteContentBackward'), '12|', 'Backspace on the slash: the slash only');
  t.equal(edit(EXPIRY_MASK, '1|/28', 'deleteContentBackward'), '1|2/8', 'a month digit erased: the rest closes up');
  t.equal(edit(EXPIRY_MASK, '1|2/28'), '1|2/28', 'the caret moved in: nothing changes');
});
