import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqPage } from './FaqPage';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { expectReadableOnTouch } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/FaqPage',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: { path: '/faq' } },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** The answer a question's button controls. */
const answerOf = (button: HTMLElement) => button.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;

/**
 * `/faq`: the spec's twelve topics in its order, all closed. Opening 'What file types will I
 * receive?' shows the 95% layered PSD/TIFF/AI/EPS and 5% JPG or flat PSD answer; a second
 * question opens beside it; clicking again closes.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
    const questions = canvas.getAllByRole('button');
    await expect(questions.map((button) => button.textContent)).toEqual([
      'What file types will I receive?',
      'What if I cannot download or open a file?',
      'How accurate are the design descriptions?',
      'Are the files layered?',
      'Do you provide colour separations?',
      'What does an exclusive license mean?',
      'How long does a license last?',
      'Can I modify a design?',
      'Do I need to credit the designer?',
      'Can I return a design?',
      'Can I sell my designs here?',
      'Where do your designs come from?',
    ]);
    for (const button of questions) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(answerOf(button)).not.toBeVisible();
    }

    const fileTypes = question(canvasElement, 'What file types will I receive?');
    await userEvent.click(fileTypes);
    await expect(fileTypes).toHaveAttribute('aria-expanded', 'true');
    await expect(answerOf(fileTypes)).toBeVisible();
    await expect(answerOf(fileTypes)).toHaveTextContent(/Over 95% of our designs come as layered, editable PSD, TIFF, AI or EPS files/);
    await expect(answerOf(fileTypes)).toHaveTextContent(/remaining 5% or so are high-resolution JPG files or flat PSD files/);

    const returns = question(canvasElement, 'Can I return a design?');
    await userEvent.click(returns);
    await expect(answerOf(returns)).toHaveTextContent(/within 15 days of purchase/);
    await expect(within(answerOf(returns)).getByRole('link', { name: 'Returns Policy' })).toHaveAttribute('href', '/Returns');
    await expect(answerOf(fileTypes)).toBeVisible();

    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await expect(answerOf(returns)).not.toBeVisible();
    returns.blur();
  },
};

/**
 * With the keyboard: Tab reaches the questions in order, Enter and Space open them. The
 * answers give the spec's facts: no colour separation, permanent licences, modifications
 * allowed, the contributor portal not yet open, half in-house and half partner designs.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = question(canvasElement, 'What file types will I receive?');
    first.focus();
    await userEvent.tab();
    await expect(question(canvasElement, 'What if I cannot download or open a file?')).toHaveFocus();

    const facts: Array<[string, RegExp]> = [
      ['Do you provide colour separations?', /colour separation is not provided/],
      ['How long does a license last?', /licenses are permanent/],
      ['Can I modify a design?', /^Yes\./],
      ['Can I sell my designs here?', /contributor portal is planned for 2023-2024 and is not available/],
      ['Where do your designs come from?', /About half .* in-house designers and the other half come from partner studios/],
    ];
    for (const [name, fact] of facts) {
      const button = question(canvasElement, name);
      button.focus();
      await userEvent.keyboard(name.startsWith('Can I') ? ' ' : '{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(answerOf(button)).toHaveTextContent(fact);
    }
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(facts.length);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone or tablet: one readable column inside the window, with targets a finger can hit. */
async function touchPage(canvasElement: HTMLElement) {
  await expectReadableOnTouch(canvasElement);
  // A finger opens an answer and closes it again; each question is a 44 px target.
  const canvas = within(canvasElement);
  for (const button of canvas.getAllByRole('button')) await expectTouchTarget(button);
  const fileTypes = canvas.getByRole('button', { name: 'What file types will I receive?' });
  await tap(fileTypes);
  await expect(fileTypes).toHaveAttribute('aria-expanded', 'true');
  await expectReadableOnTouch(canvasElement);
  await tap(fileTypes);
  await expect(fileTypes).toHaveAttribute('aria-expanded', 'false');
  fileTypes.blur();
}

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};
