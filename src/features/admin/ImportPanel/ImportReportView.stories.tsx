import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
