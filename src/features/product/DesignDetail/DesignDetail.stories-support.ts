/**
 * Checks the design detail's stories share (the body, the dialog and the page) for a
 * touch screen: what a buyer needs first is near the top and big enough for a finger.
 */
import { expect, within } from 'storybook/test';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';

const box = (element: Element) => element.getBoundingClientRect();

/**
 * On a phone: one column of the cover, then the licences, the price and Add To Bag, and
 * only then the facts; each licence and Add To Bag is a 44 px target.
 */
export async function expectBuyingFirst(scope: HTMLElement) {
  const canvas = within(scope);
  const cover = canvas.getByRole('img', { name: /^Design PT-\d{5}:/ });
  const licences = canvas.getByRole('group', { name: 'License' });
  const price = canvas.getByRole('status', { name: 'Price' });
  const addToBag = canvas.getByRole('button', { name: 'Add To Bag' });
  const facts = canvas.getByText('Pattern ID', { selector: 'dt' });
  const inOrder = [cover, licences, price, addToBag, facts].map(box);
  await expect(inOrder.slice(1).map((next, index) => next.top >= inOrder[index]!.bottom - 1)).toEqual([true, true, true, true]);
  for (const radio of within(licences).getAllByRole('radio')) await expectTouchTarget(radio.closest('label')!);
  await expectTouchTarget(addToBag);
}

/** A finger picks the licence named `name`: it is chosen, and the price becomes its price. */
export async function tapLicence(scope: HTMLElement, name: RegExp) {
  const canvas = within(scope);
  const radio = canvas.getByRole('radio', { name });
  const option = radio.closest('label')!;
  await tap(option);
  await expect(radio).toBeChecked();
  const optionPrice = option.lastElementChild!.textContent;
  await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent(optionPrice!);
}
