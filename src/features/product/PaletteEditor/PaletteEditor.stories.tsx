import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { colourName } from '../../../domain/colour';
import { seasonalPalettes } from '../../../domain/seasonalPalettes';
import { palettes, patternSvg, svgDataUrl } from '../../../patterns/artwork';
import { createRandom } from '../../../patterns/random';
import { RecolourPreview } from '../RecolourPreview/RecolourPreview';
import { PaletteEditor } from './PaletteEditor';
import { usePaletteEdits } from './usePaletteEdits';

/** A floral of the catalogue's artwork in Midnight Ink, and that palette as the design's measured colours. */
const palette = palettes['Midnight Ink'];
const design = svgDataUrl(patternSvg('Floral', 'Midnight Ink', createRandom(3)));
const sorbet = seasonalPalettes.find((season) => season.name === 'Sorbet')!;

/** The recolouring panel as the detail page composes it: the preview above, the editor below, one set of colours. */
function RecolourPanel() {
  const edits = usePaletteEdits(palette);
  return (
    <div style={{ display: 'grid', gap: 16, width: 'min(100%, 4.8rem)' }}>
      <RecolourPreview src={design} palette={palette} colours={edits.colours} alt="Midnight Ink floral" size={480} />
      <PaletteEditor edits={edits} />
    </div>
  );
}

const meta = {
  title: 'Features/Product/PaletteEditor',
  component: RecolourPanel,
} satisfies Meta<typeof RecolourPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Recolour' }));
const preview = async (canvasElement: HTMLElement) => {
  const canvas = await within(canvasElement).findByRole('img', { name: /^Midnight Ink floral, in / });
  await waitFor(() => expect(canvas).toHaveAttribute('data-drawn'));
  return canvas;
};

/** The design's five colours, the first chosen; nothing to undo or reset yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const swatches = view.getAllByRole('radio');
    await expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual(
      palette.map((hex, i) => `Colour ${i + 1}: ${colourName(hex)}`),
    );
    await expect(swatches[0]).toBeChecked();
    await expect(view.getByRole('textbox', { name: 'Hex' })).toHaveValue(palette[0].toUpperCase());
    await expect(view.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(await preview(canvasElement)).toHaveAttribute('data-drawn', palette.join(','));
  },
};

/** A colour from the platform's picker redraws the preview at once; Undo takes it back. */
export const PickAColour: Story = {
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const canvas = await preview(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: `Colour 3: ${colourName(palette[2])}` }));
    await expect(view.getByRole('textbox', { name: 'Hex' })).toHaveValue(palette[2].toUpperCase());
    // What the picker's sheet does when the shopper settles on a colour.
    fireEvent.input(view.getByLabelText('New colour for colour 3'), { target: { value: '#2e6f5e' } });
    await expect(view.getByRole('radio', { name: `Colour 3: ${colourName(palette[2])}, now #2E6F5E` })).toBeChecked();
    await waitFor(() =>
      expect(canvas).toHaveAttribute('data-drawn', [palette[0], palette[1], '#2e6f5e', palette[3], palette[4]].join(',')),
    );
    await expect(view.getByRole('button', { name: 'Reset' })).toBeEnabled();

    await userEvent.click(view.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', palette.join(',')));
    await expect(view.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** A hex code: a malformed one is refused with the format to use and changes nothing; a good one is applied. */
export const TypedHex: Story = {
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const canvas = await preview(canvasElement);
    const hex = view.getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'teal{Enter}');
    await expect(await view.findByText('Enter a colour as # and six hex digits, e.g. #1f3a5f.')).toBeVisible();
    await expect(canvas).toHaveAttribute('data-drawn', palette.join(','));
    await expect(view.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await userEvent.clear(hex);
    await userEvent.type(hex, '#F4D35E');
    await userEvent.click(view.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', ['#f4d35e', ...palette.slice(1)].join(',')));
    await expect(view.queryByText('Enter a colour as # and six hex digits, e.g. #1f3a5f.')).toBeNull();
    await expect(view.getByRole('radio', { name: `Colour 1: ${colourName(palette[0])}, now #F4D35E` })).toBeChecked();
  },
};

/** A season's palette recolours every colour at once, in order; Reset brings the design's own back, Undo the season's. */
export const SeasonalPalette: Story = {
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const canvas = await preview(canvasElement);
    await userEvent.click(view.getByRole('button', { name: /^Sorbet/ }));
    const sorbetColours = sorbet.colours.slice(0, palette.length);
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', sorbetColours.join(',')));
    await userEvent.click(view.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', palette.join(',')));
    await userEvent.click(view.getByRole('button', { name: 'Undo' }));
    // The baseline shows the design in Sorbet.
    await waitFor(() => expect(canvas).toHaveAttribute('data-drawn', sorbetColours.join(',')));
  },
};

/** On a phone: one column, every control a finger's size, the touch path, nothing wider than the window. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const view = panel(canvasElement);
    const canvas = await preview(canvasElement);
    for (const swatch of view.getAllByRole('radio')) await expectTouchTarget(swatch.closest('label')!);
    await expectTouchTarget(view.getByLabelText('New colour for colour 1'));
    for (const button of view.getAllByRole('button')) await expectTouchTarget(button);
    await tap(view.getByRole('radio', { name: `Colour 2: ${colourName(palette[1])}` }).closest('label')!);
    await expect(view.getByRole('radio', { name: `Colour 2: ${colourName(palette[1])}` })).toBeChecked();
    await tap(view.getByRole('button', { name: /^Lagoon/ }));
    await waitFor(() => expect(canvas).not.toHaveAttribute('data-drawn', palette.join(',')));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
