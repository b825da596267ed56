import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { coverSources, thumbnailSizes } from '../../../api/covers';
import { downloadFile, downloadFileName, extensionOf, saveByLink, secureFileUrl } from '../../../api/download';
import { downUrl } from '../../../api/product';
import type { OrderQuery } from '../../../api/shop';
import { ORDERS_PAGE_SIZE } from '../../../api/shop';
import type { Order, OrderLine } from '../../../api/types';
import { designFilesName } from '../../../domain/download';
import { formatPrice } from '../../../domain/licence';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { ColourwayNote } from '../../../ui/ColourwayNote/ColourwayNote';
import { Image } from '../../../ui/Image/Image';
import { Pagination } from '../../../ui/Pagination';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { cardTableCell, cardTableHidden, pressedButton } from '../../../ui/styles/records.css';
import { userAtom } from '../../session';
import { invoiceFileName, orderTime, payRange, quickFilters, type QuickFilterDays } from '../account';
import { ordersQuery } from '../account.queries';
import { InvoiceDialog } from '../InvoiceDialog/InvoiceDialog';
import { errorMessage, MembersOnly, rememberReturnTo, useFailure } from '../../session';
import * as styles from './OrdersPage.css';
import { pageTitle } from '../../../ui/styles/textRoles.css';

/** The list's column headings (account §2). */
export const orderColumns = ['Pattern List', 'Information and authorization', 'Seat', 'price', 'File download'] as const;

/**
 * Order history (/personalCenter/orderForm, account §2): search by order number,
 * quick filters, a payment-date range, and the paid orders 4 a page with their
 * invoices and file downloads. Unlike the spec's never-shown pager, this one works,
 * so every order can be reached. Members only.
 */
export function OrdersPage() {
  return (
    <MembersOnly title="Sign in to see your orders" description="Your orders, invoices and downloads are kept in your account.">
      <OrderHistory />
    </MembersOnly>
  );
}

function OrderHistory() {
  const [page, setPage] = useState(1);
  const [orderNo, setOrderNo] = useState('');
  const [days, setDays] = useState<QuickFilterDays | ''>('');
  const [rangeStart, setRangeStart] = useState('');
  const [rangeEnd, setRangeEnd] = useState('');
  const [invoiceFor, setInvoiceFor] = useState<Order | null>(null);
  const user = useAtomValue(userAtom);

  const query: OrderQuery = { page, dayAgo: days, orderNo, datePayRange: payRange(rangeStart, rangeEnd) };
  const orders = useQuery(ordersQuery(query));
  // Any change of the filters starts again at the first page (account §4).
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack as="section" gap="lg" className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={pageTitle}>
        Order form
      </h1>
      <TitleTabs />
      <Inline gap="md" align="end" wrap>
        <SearchBox
          className={styles.search}
          aria-label="Search by order number"
          placeholder="Order number"
          name="orderNo"
          onSearch={refilter(setOrderNo)}
        />
        <Inline role="group" aria-label="Quick filters" gap="xs" wrap>
          {quickFilters.map((filter) => (
            <Button
              key={filter.days}
              variant="secondary"
              size="sm"
              // The chosen quick filter is highlighted (account §2).
              className={pressedButton}
              aria-pressed={days === filter.days}
              // Pressing the chosen filter again lifts it.
              onClick={() => refilter(setDays)(days === filter.days ? '' : filter.days)}
            >
              {filter.label}
            </Button>
          ))}
        </Inline>
        <Inline as="fieldset" gap="sm" align="center" wrap frameless>
          <Text as="legend" size="sm" tone="muted" className={styles.legend}>
            Payment date
          </Text>
          {/* No date-picker library is installed: native inputs with seconds, sent as yyyy-MM-dd HH:mm:ss. */}
          <input
            type="datetime-local"
            step={1}
            aria-label="From"
            className={styles.dateInput}
            value={rangeStart}
            onChange={(event) => refilter(setRangeStart)(event.target.value)}
          />
          <span aria-hidden="true" className={styles.rangeDash}>
            –
          </span>
          <input
            type="datetime-local"
            step={1}
            aria-label="To"
            className={styles.dateInput}
            value={rangeEnd}
            onChange={(event) => refilter(setRangeEnd)(event.target.value)}
          />
        </Inline>
      </Inline>

      <QueryState
        data={orders.data}
        error={orders.isError ? errorMessage(orders.error) : null}
        errorTitle="Your orders could not be loaded"
        onRetry={() => void orders.refetch()}
        loadingLabel="Loading orders"
        loadingClassName={styles.state}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{ icon: 'cart', title: 'No orders found', description: 'Paid orders appear here with their files and invoices.' }}
      >
        {(data) => (
          <>
            <table className={styles.table} aria-label="Paid orders" aria-busy={orders.isPlaceholderData || undefined}>
              <thead className={cardTableHidden}>
                <tr>
                  {orderColumns.map((column) => (
                    <Text as="th" key={column} scope="col" align="start" weight="semibold" className={styles.heading}>
                      {column}
                    </Text>
                  ))}
                </tr>
              </thead>
              {data.aaData.map((order) => (
                <OrderRows key={order.id} order={order} onGetInvoice={() => setInvoiceFor(order)} />
              ))}
            </table>
            <Pagination
              aria-label="Order pages"
              page={page - 1}
              total={data.iTotalRecords}
              pageSize={ORDERS_PAGE_SIZE}
              onPageChange={(next) => setPage(next + 1)}
            />
          </>
        )}
      </QueryState>
      {invoiceFor ? (
        <InvoiceDialog
          key={invoiceFor.id}
          open
          order={invoiceFor}
          initial={{ email: user?.email ?? '' }}
          onClose={() => setInvoiceFor(null)}
        />
      ) : null}
    </Stack>
  );
}

interface OrderRowsProps {
  order: Order;
  onGetInvoice: () => void;
}

/** One order: its header (time, number, invoice, status) and a row per design. */
function OrderRows({ order, onGetInvoice }: OrderRowsProps) {
  return (
    <tbody aria-label={`Order ${order.orderNo}`} className={styles.order}>
      <tr className={styles.orderHeaderRow}>
        <Text as="th" scope="rowgroup" colSpan={orderColumns.length} align="start" weight="regular" className={styles.orderHeader}>
          <Inline gap="lg" align="center" wrap>
            <time dateTime={order.dateCreate.replace(' ', 'T')}>{orderTime(order.dateCreate)}</time>
            <span>Order number: {order.orderNo}</span>
            {order.invoice ? (
              <Button variant="text" size="sm" onClick={() => saveByLink(order.invoice, invoiceFileName(order.id))}>
                Download Invoice
              </Button>
            ) : (
              <Button variant="text" size="sm" onClick={onGetInvoice}>
                Get Invoice
              </Button>
            )}
            {/* Only paid orders are listed (status P,Y), so the label is always this one (account §4). */}
            <Text tone="success" weight="medium" className={styles.paid}>
              Payment completed
            </Text>
          </Inline>
        </Text>
      </tr>
      {order.orderList.map((line) => (
        <OrderLineRow key={`${line.productId}-${line.colourway ?? ''}`} line={line} />
      ))}
    </tbody>
  );
}

function OrderLineRow({ line }: { line: OrderLine }) {
  return (
    <tr className={styles.line}>
      <td className={`${styles.cell} ${styles.coverCell}`}>
        <a
          href={`/detail/${line.productId}`}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.cover}
          aria-label={`Design ${line.imgSn} (opens in a new tab)`}
        >
          <Image src={line.productCover} {...coverSources(line.productCover, thumbnailSizes)} alt="" width={1} height={1} fit="cover" />
        </a>
      </td>
      <td className={styles.cell}>
        <Stack gap="xxs">
          <span>{line.imgSn}</span>
          <Text tone="muted">Format: {line.format}</Text>
          <Text tone="muted">Size: {line.imgSize}</Text>
          <Text tone="muted">Mode: {line.mode}</Text>
          <ColourwayNote colourway={line.colourway ?? ''} />
        </Stack>
      </td>
      <td className={`${styles.cell} ${cardTableCell}`} data-label={orderColumns[2]}>
        {line.productNum}
      </td>
      <td className={`${styles.cell} ${cardTableCell}`} data-label={orderColumns[3]}>
        {formatPrice(line.orderAmount)}
      </td>
      <td className={`${styles.cell} ${styles.downloadCell}`} data-label={orderColumns[4]}>
        {line.refunded === 1 ? (
          <Stack gap="xs" align="start" className={styles.download}>
            <Badge tone="danger">Refunded</Badge>
            <Text tone="muted">This line was refunded: its files are no longer offered.</Text>
          </Stack>
        ) : (
          <LineDownload line={line} />
        )}
      </td>
    </tr>
  );
}

/** The order area's two views (account §2: the list and its /paid alias). */
const titleTabs = [
  { label: 'All orders', path: '/personalCenter/orderForm' },
  { label: 'Paid orders', path: '/personalCenter/orderForm/paid' },
] as const;

/**
 * The title tabs (account §2): both go through /blank with /orderForm remembered, so a
 * tab starts the list over — filters cleared, first page, fetched afresh. Every listed
 * order is a paid one, so both views show the same orders; the tab of the current
 * address is highlighted.
 */
function TitleTabs() {
  const { pathname } = useLocation();
  return (
    <Inline as="nav" gap="lg" aria-label="Order views" className={styles.tabs}>
      {titleTabs.map((tab) => (
        <Link
          key={tab.path}
          to="/blank"
          className={styles.tab}
          aria-current={pathname.replace(/\/$/, '') === tab.path ? 'page' : undefined}
          onClick={() => rememberReturnTo('/personalCenter/orderForm')}
        >
          {tab.label}
        </Link>
      ))}
    </Inline>
  );
}

/**
 * Download File with its progress bar (account §4, §7): asks for the file's URL
 * (POST /api/product/downUrl), then saves it as the serial number plus the URL's
 * extension — a zip through a plain link (the browser streams it to disk and shows its
 * own progress, nothing held in the page's memory), any other type fetched here with
 * the progress bar. A line with a replacement file (a defective file the shop replaced)
 * offers that file instead: the same URL call answers it, saved under its own name.
 */
function LineDownload({ line }: { line: OrderLine }) {
  const toast = useToast();
  const onFailure = useFailure();
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const replacementId = useId();

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // A design bought in more than one colourway: the files of this line's colours.
      const { data: url } = await downUrl({ id: line.productId, ...(line.colourway !== undefined ? { colourway: line.colourway } : {}) });
      const fileName = line.replacementName || downloadFileName(designFilesName(line.imgSn, line.colourway), url);
      if (extensionOf(url) === 'zip') {
        saveByLink(secureFileUrl(url), fileName);
        toast.success(`Downloading ${fileName}`);
        return;
      }
      const result = await downloadFile(secureFileUrl(url), fileName, { onProgress: setProgress });
      if (result.outcome === 'success') toast.success(result.message);
      else if (result.message) toast.error(result.message);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" className={styles.download}>
      {line.replacementName ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={() => void start()}
            aria-label={`Download replacement ${line.imgSn}`}
            aria-describedby={replacementId}
          >
            Download replacement
          </Button>
          <Text id={replacementId} size="xs" tone="muted" className={styles.replacementName}>
            {line.replacementName}
          </Text>
        </>
      ) : (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void start()} aria-label={`Download File ${line.imgSn}`}>
          Download File
        </Button>
      )}
      <ProgressBar value={progress} label={`Download progress ${line.imgSn}`} showValue />
    </Stack>
  );
}
