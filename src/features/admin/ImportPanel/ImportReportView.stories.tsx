import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { smallPrintWarning } from '../../../domain/printSize';
import { ImportReportView } from './ImportReportView';

const meta = {
  title: 'Features/Admin/ImportPanel/ImportReportView',
  component: ImportReportView,
  args: {
    report: {
      file: 'designs.csv',
      total: 120,
      created: 80,
      updated: 30,
      unchanged: 8,
      refused: [
        { line: 14, field: 'price', message: "price '12,5.0' must be a number of dollars from 0.01 to 100,000, like 24.90" },
        { line: 57, field: 'image', message: "image 'florals/peony.png' is not in the folder" },
      ],
      warnings: [],
      designs: [],
      ignoredHeaders: ['Colour', 'Notes'],
      seconds: 46.3,
      interrupted: false,
    },
  },
} satisfies Meta<typeof ImportReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts, each refused row with its line and field, and the columns the import did not use. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('designs.csv: 120 rows read in 46.3 s.')).toBeVisible();
    const outcome = within(canvas.getByRole('table', { name: 'Outcome' }));
    await expect(outcome.getAllByRole('row').map((row) => row.textContent)).toEqual(['Created80', 'Updated30', 'Unchanged8', 'Refused2']);
    const refused = within(canvas.getByRole('table', { name: /^Refused rows/ }));
    await expect(refused.getByRole('row', { name: /^57 image/ })).toBeVisible();
    await expect(canvas.getByText('Notes')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** An interrupted import says so and how to carry on. */
export const Interrupted: Story = {
  args: {
    report: {
      file: 'designs.json',
      total: 500,
      created: 210,
      updated: 0,
      unchanged: 0,
      refused: [],
      warnings: [],
      designs: [],
      ignoredHeaders: [],
      seconds: 95,
      interrupted: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The import stopped before the end');
    await expect(canvas.getByText('designs.json: 500 rows read in 95 s.')).toBeVisible();
    await expect(canvas.queryByText('Every row was imported.')).toBeNull();
  },
};

/**
 * Artwork that prints very small (a bare repeat tile of a few pixels) is imported, and
 * the studio is told which rows to check, apart from the refused ones.
 */
export const WithWarnings: Story = {
  args: {
    report: {
      file: 'designs.csv',
      total: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused: [],
      warnings: [
        {
          line: 2,
          field: 'image',
          message: smallPrintWarning({ image: 'tiles/dots.png', widthPx: 6, heightPx: 6, dpi: 300, isVector: false })!,
        },
        {
          line: 4,
          field: 'image',
          message: smallPrintWarning({ image: 'tiles/ticking.png', widthPx: 24, heightPx: 480, dpi: 300, isVector: false })!,
        },
      ],
      designs: [],
      ignoredHeaders: [],
      seconds: 2.4,
      interrupted: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outcome = within(canvas.getByRole('table', { name: 'Outcome' }));
    await expect(outcome.getAllByRole('row').map((row) => row.textContent)).toEqual(['Created3', 'Updated0', 'Unchanged0', 'Refused0']);
    await expect(canvas.getByText('Every row was imported.')).toBeVisible();
    const warned = within(canvas.getByRole('table', { name: /^Imported with a warning/ }));
    await expect(warned.getByRole('columnheader', { name: 'Warning' })).toBeVisible();
    await expect(warned.getByRole('row', { name: /^2 image image 'tiles\/dots.png' prints at only 0.05 × 0.05 cm/ })).toBeVisible();
    await expect(warned.getByRole('row', { name: /^4 image image 'tiles\/ticking.png' prints at only 0.2 × 4.1 cm/ })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: /^Refused rows/ })).toBeNull();
  },
};
