import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls } from '../../../../mocks/handlers/record';
import { route } from '../../../../mocks/handlers/route';
import { world } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { ImportPanel } from './ImportPanel';
import type { DroppedEntry } from './importFolder';

const uploadCall = recordCalls('post', '/api/admin/import');
const jobCall = recordCalls('get', '/api/admin/import/job');
const recorders = [uploadCall, jobCall];

const meta = {
  title: 'Features/Admin/ImportPanel',
  component: ImportPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <ImportPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/import' },
    jotai: loggedInAs(fixtureSessions.operator),
    msw: { handlers: { admin: [uploadCall.handler, jobCall.handler, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
  },
} satisfies Meta<typeof ImportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file as a folder picker hands it over: its path inside the chosen folder, top folder first. */
const inFolder = (path: string, content: BlobPart = 'artwork') => {
  const file = new File([content], path.split('/').pop()!);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
};

/** Four rows: two good, one naming an image that is not in the folder, one with a price that is not one; and an unknown column. */
const sheet = [
  'image,label,price,Colour',
  'florals/rose.png,Rose garden,24.90,red',
  'florals/leaf.png,Leaf study,$18,green',
  'missing.png,Lost one,20,blue',
  'florals/rose.png,Free rose,free,red',
].join('\n');

const springFolder = () => [
  inFolder('spring/designs.csv', sheet),
  inFolder('spring/florals/rose.png'),
  inFolder('spring/florals/leaf.png'),
];

const chooseFolder = async (canvasElement: HTMLElement, files: File[]) =>
  userEvent.upload(within(canvasElement).getByLabelText('Choose a folder'), files);

/** Before anything is chosen: the folder and file pickers, the drop zone and the sheet's columns explained. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Import designs' })).toBeVisible();
    const zone = within(canvas.getByRole('group', { name: 'Choose what to import' }));
    await expect(zone.getByText('Drop a folder here, or')).toBeVisible();
    await expect(canvas.getByLabelText('Choose a folder')).toHaveAttribute('webkitdirectory');
    await expect(canvas.getByLabelText('Choose files')).not.toHaveAttribute('webkitdirectory');
    const columns = within(canvas.getByRole('table', { name: 'Sheet columns' }));
    await expect(columns.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'image',
      'imgSn',
      'label',
      'price',
      'priceOnce',
      'isBuyout',
      'Product type, Style, Scene, Motif, Season, Trend, Brand',
      'tags',
      'isRepeat, isLayer, isVector',
      'source files',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Upload and import' })).toBeNull();
  },
};

/**
 * A folder is chosen: how many files, from which folder, the sheet found; the upload
 * sends each file as 'files/<path in the folder>' and the import runs to its report.
 */
export const ChooseFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFolder(canvasElement, [...springFolder(), inFolder('spring/.DS_Store')]);
    await expect(await canvas.findByText('3 files from the folder “spring”.')).toBeVisible();
    await expect(canvas.getByText('Sheet found: designs.csv')).toBeVisible();
    await expect(uploadCall.calls).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Upload and import' }));
    await expect(await canvas.findByRole('heading', { name: 'Import report' }, { timeout: 15_000 })).toBeVisible();
    await expect(uploadCall.calls).toEqual([
      {
        'files/designs.csv': ['designs.csv'],
        'files/florals/rose.png': ['rose.png'],
        'files/florals/leaf.png': ['leaf.png'],
      },
    ]);
  },
};

/** Loose files without a sheet: said clearly, and nothing can be uploaded. */
export const MissingSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFolder(canvasElement, [inFolder('autumn/rose.png'), inFolder('autumn/leaf.png')]);
    await expect(await canvas.findByText('2 files from the folder “autumn”.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There is no designs.csv or designs.json at the top of this folder: the import needs one row per design.',
    );
    await expect(canvas.queryByRole('button', { name: 'Upload and import' })).toBeNull();
    await expect(uploadCall.calls).toHaveLength(0);
  },
};

/**
 * The upload starts a job that is polled: a progress bar with done of total, designs a
 * second and time left; then the report — 2 created, the refused rows by line and field,
 * the unknown column — and the catalogue holds the new designs' audit entry.
 */
export const ImportProgressAndReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFolder(canvasElement, springFolder());
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload and import' }));

    const bar = await canvas.findByRole('progressbar', { name: 'Import progress' }, { timeout: 15_000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'), { timeout: 15_000 });
    await expect(canvas.getByText('2 of 4 designs · 2.5 designs a second · about 1 s left')).toBeVisible();

    await expect(await canvas.findByRole('heading', { name: 'Import report' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('designs.csv: 4 rows read in 1.2 s.')).toBeVisible();
    const outcome = within(canvas.getByRole('table', { name: 'Outcome' }));
    await expect(outcome.getAllByRole('row').map((row) => row.textContent)).toEqual(['Created2', 'Updated0', 'Unchanged0', 'Refused2']);
    const refused = within(canvas.getByRole('table', { name: /^Refused rows/ }));
    await expect(
      refused
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['4', 'image', "image 'missing.png' is not in the folder"],
      ['5', 'price', "price 'free' must be a number of dollars from 0.01 to 100,000, like 24.90"],
    ]);
    await expect(canvas.getByText('Colour')).toBeVisible();
    const jobId = (jobCall.calls[0] as { jobId: string }).jobId;
    await expect(jobId).toMatch(/^imp_mock\d+$/);
    await expect(jobCall.calls.every((call) => call.jobId === jobId)).toBe(true);
    // Polling stopped with the job: no more questions once it is done.
    const asked = jobCall.calls.length;
    // As on the server: one entry for each design the import created, naming it.
    await expect(
      world()
        .audit.slice(0, 2)
        .map(({ action, target }) => ({ action, target })),
    ).toEqual([
      { action: 'design.import.create', target: expect.stringMatching(/^design IM-\d+$/) },
      { action: 'design.import.create', target: expect.stringMatching(/^design IM-\d+$/) },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Import another folder' }));
    await expect(canvas.getByLabelText('Choose a folder')).toBeInTheDocument();
    await expect(jobCall.calls).toHaveLength(asked);
  },
};

/** A real 6 × 6 px PNG: a dark dot on a light ground, as a studio ships a seamless tile. */
async function dotTilePng(): Promise<Blob> {
  const canvas = new OffscreenCanvas(6, 6);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ebebeb';
  context.fillRect(0, 0, 6, 6);
  context.fillStyle = '#141414';
  context.fillRect(3, 2, 1, 1);
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * A tile of a few pixels prints at a fraction of a millimetre: the row is imported, and
 * the report lists it apart from the refused rows, with its printed size and what to check.
 */
export const SmallArtworkWarned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await dotTilePng();
    await chooseFolder(canvasElement, [
      inFolder('tiles/designs.csv', 'image,label,price,seamless\ndots.png,Dots,12,yes\n'),
      inFolder('tiles/dots.png', tile),
    ]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload and import' }));
    await expect(await canvas.findByRole('heading', { name: 'Import report' }, { timeout: 15_000 })).toBeVisible();
    const outcome = within(canvas.getByRole('table', { name: 'Outcome' }));
    await expect(outcome.getAllByRole('row').map((row) => row.textContent)).toEqual(['Created1', 'Updated0', 'Unchanged0', 'Refused0']);
    const warned = within(canvas.getByRole('table', { name: /^Imported with a warning/ }));
    await expect(
      warned
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      [
        '2',
        'image',
        "image 'dots.png' prints at only 0.05 × 0.05 cm (6 × 6 px at 300 dpi), under the 5 cm a design should print on its longer side: it was imported, but check the file is the full-size artwork and its dpi is right",
      ],
    ]);
  },
};

/** The job fails on the server: its reason is shown, and another folder can be chosen. */
export const ImportFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          uploadCall.handler,
          route('adminImportJob', ({ request }) => ({
            data: {
              jobId: new URL(request.url).searchParams.get('jobId'),
              state: 'failed',
              done: 0,
              total: 0,
              rate: 0,
              etaSeconds: null,
              report: null,
              error: 'The folder could not be read: designs.csv is empty.',
            },
          })),
          ...adminHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFolder(canvasElement, springFolder());
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload and import' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The import failed: The folder could not be read: designs.csv is empty.',
    );
    await expect(canvas.queryByRole('heading', { name: 'Import report' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Import another folder' })).toBeVisible();
  },
};

/** A file entry as a drop hands it over. */
const droppedFile = (name: string, content: BlobPart = 'artwork') => ({
  isFile: true,
  isDirectory: false,
  name,
  fullPath: `/${name}`,
  file: (ok: (file: File) => void) => ok(new File([content], name)),
});
const droppedFolder = (name: string, children: DroppedEntry[]) => ({
  isFile: false,
  isDirectory: true,
  name,
  fullPath: `/${name}`,
  createReader: () => {
    let read = false;
    return {
      readEntries: (ok: (entries: DroppedEntry[]) => void) => {
        ok(read ? [] : children);
        read = true;
      },
    };
  },
});

/** A folder dropped on the zone is walked through, sub-folders too; a designs.json sheet is found. */
export const DropFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const json = JSON.stringify([{ image: 'prints/wave.png', label: 'Wave', price: 30 }]);
    const folder = droppedFolder('summer', [droppedFile('designs.json', json), droppedFolder('prints', [droppedFile('wave.png')])]);
    // A browser builds a drop's DataTransfer itself: a stand-in holding the folder's entry takes its place.
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { items: [{ kind: 'file', webkitGetAsEntry: () => folder }] } });
    canvas.getByRole('group', { name: 'Choose what to import' }).dispatchEvent(drop);
    await expect(await canvas.findByText('2 files from the folder “summer”.')).toBeVisible();
    await expect(canvas.getByText('Sheet found: designs.json')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and import' }));
    await expect(await canvas.findByRole('heading', { name: 'Import report' }, { timeout: 15_000 })).toBeVisible();
    await expect(uploadCall.calls).toEqual([{ 'files/designs.json': ['designs.json'], 'files/prints/wave.png': ['wave.png'] }]);
    await expect(canvas.getByText('Every row was imported.')).toBeVisible();
  },
};
