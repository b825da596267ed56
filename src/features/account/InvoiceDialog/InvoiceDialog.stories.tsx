import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { shopHandlers } from '../../../../mocks/handlers';
import { loggedInAs } from '../../session';
import { recordCalls, refuseWith, toastShown } from '../account.stories-support';
import { InvoiceDialog } from './InvoiceDialog';

const invoiceCall = recordCalls('post', '/api/shop/getInvoice');

/** Links the page clicked to save a file: where they pointed and the name they saved under. */
const saved: { href: string; download: string }[] = [];

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Via Roma',
  city: 'Milan',
  postCode: '20121',
  country: 'Italy',
  province: 'MI',
};

const meta = {
  title: 'Features/Account/InvoiceDialog',
  component: InvoiceDialog,
  args: { open: true, order: { id: 502, invoice: '' }, onClose: fn(), onIssued: fn() },
  parameters: {
    jotai: loggedInAs(fixtureSessions.ada),
    msw: { handlers: { shop: [invoiceCall.handler, ...shopHandlers.default] } },
  },
  beforeEach: () => {
    invoiceCall.calls.length = 0;
    saved.length = 0;
    // Record the save instead of letting the browser download.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    return () => click.mockRestore();
  },
} satisfies Meta<typeof InvoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Invoice Information' }));

/** Types the complete details except the fields named (left empty) and the values overridden. */
async function fill(dlg: ReturnType<typeof within>, values: Partial<typeof complete> = {}) {
  const all = { ...complete, ...values };
  const labels: Record<keyof typeof complete, string> = {
    name: 'Your name',
    email: 'Your email',
    address: 'address',
    city: 'City',
    postCode: 'Zip/postal code',
    country: 'Country/Region',
    province: 'State/Province',
  };
  for (const key of Object.keys(labels) as (keyof typeof complete)[]) {
    if (all[key]) await userEvent.type(dlg.getByRole('textbox', { name: labels[key] }), all[key]);
  }
}

/** The fields of the spec in order, Cancel and Download. */
export const Default: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    const names = dlg.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    await expect(names).toEqual(['name', 'email', 'address', 'city', 'postCode', 'country', 'province']);
    for (const label of ['Your name', 'Your email', 'address', 'City', 'Zip/postal code', 'Country/Region', 'State/Province']) {
      await expect(dlg.getByRole('textbox', { name: label })).not.toHaveAttribute('readonly');
    }
    await expect(dlg.getByRole('button', { name: 'Download' })).toBeVisible();
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * A complete form: the details go out with the order id, the PDF is saved as
 * '502.pdf', and the dialog reports the invoice path and closes.
 */
export const Success: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    await fill(dlg);
    await userEvent.click(dlg.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(args.onIssued).toHaveBeenCalledWith('/invoices/502.pdf'));
    await expect(invoiceCall.calls).toEqual([{ id: 502, ...complete }]);
    await expect(saved).toEqual([{ href: '/invoices/502.pdf', download: '502.pdf' }]);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** An order with an invoice: fields locked with its details; Download saves its PDF without a call. */
export const Locked: Story = {
  args: { order: { id: 501, invoice: '/invoices/501.pdf' }, initial: complete },
  play: async ({ args }) => {
    const dlg = await dialog();
    await expect(dlg.getByText('This order already has an invoice; its details can no longer be changed.')).toBeVisible();
    const name = dlg.getByRole('textbox', { name: 'Your name' });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveValue('Ada Lovelace');
    await userEvent.type(name, 'X');
    await expect(name).toHaveValue('Ada Lovelace');
    await userEvent.click(dlg.getByRole('button', { name: 'Download' }));
    await expect(saved).toEqual([{ href: '/invoices/501.pdf', download: '501.pdf' }]);
    await expect(invoiceCall.calls).toHaveLength(0);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The submit lock: while the call is out, Download spins and a second press sends nothing more. */
export const SubmitLock: Story = {
  parameters: {
    msw: {
      handlers: {
        shop: [
          invoiceCall.handler,
          http.post('*/api/shop/getInvoice', async () => {
            await delay('infinite');
          }),
        ],
      },
    },
  },
  play: async ({ args }) => {
    const dlg = await dialog();
    await fill(dlg);
    const download = dlg.getByRole('button', { name: 'Download' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
    // The mock records a request once it has read its body, a moment after it left.
    await waitFor(() => expect(invoiceCall.calls).toHaveLength(1));
    await userEvent.click(download);
    await expect(invoiceCall.calls).toHaveLength(1);
    await expect(dlg.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onIssued).not.toHaveBeenCalled();
  },
};

/** A refusal shows the server's desc, releases the lock, and a second try goes out. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: { shop: [invoiceCall.handler, refuseWith('post', '/api/shop/getInvoice', 404, 'This order does not exist')] } },
  },
  play: async () => {
    const dlg = await dialog();
    await fill(dlg);
    await userEvent.click(dlg.getByRole('button', { name: 'Download' }));
    await expect(await screen.findByText('This order does not exist')).toBeVisible();
    const download = dlg.getByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy'));
    await userEvent.click(download);
    await waitFor(() => expect(invoiceCall.calls).toHaveLength(2));
    await expect(saved).toHaveLength(0);
    await toastShown('This order does not exist');
  },
};

/** One story per rule of account §5, in the spec's order: the toast, focus on the field, nothing sent. */
function validationStory(message: string, values: Partial<typeof complete>, field: string): Story {
  return {
    play: async ({ args }) => {
      const dlg = await dialog();
      await fill(dlg, values);
      await userEvent.click(dlg.getByRole('button', { name: 'Download' }));
      await expect(await screen.findByText(message)).toBeVisible();
      await expect(dlg.getByRole('textbox', { name: field })).toHaveFocus();
      await expect(invoiceCall.calls).toHaveLength(0);
      await expect(args.onIssued).not.toHaveBeenCalled();
      await toastShown(message);
    },
  };
}

/** 1. Everything empty: the first rule wins, 'name format error'. */
export const EmptyName = validationStory(
  'name format error',
  { name: '', email: '', address: '', city: '', postCode: '', country: '', province: '' },
  'Your name',
);
/** 2. 'emails format error' */
export const EmptyEmail = validationStory('emails format error', { email: '' }, 'Your email');
/** 3. 'Email format error' (a domain ending of 2 to 6 alphanumerics is required) */
export const BadEmail = validationStory('Email format error', { email: 'ada@example' }, 'Your email');
/** 4. 'address format error' */
export const EmptyAddress = validationStory('address format error', { address: '' }, 'address');
/** 5. 'city format error' */
export const EmptyCity = validationStory('city format error', { city: '' }, 'City');
/** 6. 'postal code format error' */
export const EmptyPostCode = validationStory('postal code format error', { postCode: '' }, 'Zip/postal code');
/** 7. 'Region format error' */
export const EmptyCountry = validationStory('Region format error', { country: '' }, 'Country/Region');
/** 8. 'Province format error' */
export const EmptyProvince = validationStory('Province format error', { province: '' }, 'State/Province');
