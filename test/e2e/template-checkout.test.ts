/**
 * The checkout's payment step as one types: the card number spaced in fours, the expiry's slash,
 * the caret where the user types.
 */
import t from 'tap';
import { demoAccount, newPage, setupFile, signIn } from './harness.js';
import { fillAddress } from './shop-helpers.js';

const setup = setupFile(t);

t.test('checkout: the card number is spaced in fours and the expiry gets its slash as they are typed; the caret stays where the user types', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.request.post(`${setup.bff.url}api/ecommerce/cart/add`, { headers: { 'x-csrf': '1' }, data: { productId: 2, quantity: 1 } });
  await page.goto(`${setup.bff.url}ecommerce/checkout`);
  await page.getByTestId('to-address').click();
  await fillAddress(page);
  const card = page.getByLabel('Numéro de carte');
  const expiry = page.getByLabel('Expiration (MM/AA)');
  const caret = (field: typeof card) => field.evaluate((input: HTMLInputElement) => [input.value, input.selectionStart]);

  await card.pressSequentially('4111111111111111');
  t.equal(await card.inputValue(), '4111 1111 1111 1111', 'spaced in fours as typed');
  await card.press('End');
  for (let i = 0; i < 5; i += 1) await card.press('Backspace');
  t.equal(await card.inputValue(), '4111 1111 111', 'Backspace over a space takes the digit before it');
  // Editing in the middle: the caret stays after what was typed, not thrown to the end.
  await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
  await card.press('9');
  t.same(await caret(card), ['4191 1111 1111', 3], 'a digit typed in the middle');
  await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
  await card.press('8');
  t.same(await caret(card), ['4191 8111 1111 1', 6], 'typed at the end of a group: the caret follows the digit past the space');
  await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
  await card.press('Backspace');
  t.same(await caret(card), ['4198 1111 1111', 3], 'Backspace just after a space deletes the digit before it');
  await card.fill('');
  await card.pressSequentially('4111-1111 1111.1111');
  t.equal(await card.inputValue(), '4111 1111 1111 1111', 'other separators become spaces');

  await expiry.pressSequentially('1228');
  t.equal(await expiry.inputValue(), '12/28', 'typing 1228 gives 12/28');
  await expiry.press('Backspace');
  await expiry.press('Backspace');
  t.equal(await expiry.inputValue(), '12', 'erasing the year leaves the month, the slash can go too');
  await expiry.fill('');
  await expiry.pressSequentially('9');
  t.equal(await expiry.inputValue(), '09/', 'a month that can only be one digit gets its 0 and its slash');
  await expiry.pressSequentially('30');
  t.equal(await expiry.inputValue(), '09/30');

  // What the BFF receives is as before: the number with its spaces, MM/YY.
  await page.getByLabel('Titulaire de la carte').fill('CLAIRE DUBOIS');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  const sent = page.waitForRequest((request) => request.url().endsWith('api/ecommerce/checkout'));
  await page.getByTestId('pay').click();
  const body = (await sent).postDataJSON() as { payment: { cardNumber: string; expiry: string } };
  t.same([body.payment.cardNumber, body.payment.expiry], ['4111 1111 1111 1111', '09/30']);
  await page.getByTestId('order-summary').waitFor();
});

