/**
 * What the bag says about lines that cannot be paid as they stand, and what it tells
 * the server the buyer saw (issue 39). Apart from cartLines.ts because only the cart
 * and checkout routes need them: cartLines.ts is in every page's first load.
 */
import type { CartSummary } from '../../api/types';
import type { SeenLine } from '../../domain/checkout';
import { licenceNames, licenceOptions } from '../../domain/licence';
import { fromServerLine, isPayable, type ReadyCartLine } from './cartLines';

/**
 * What the bag shows the buyer will pay, line by line, for startPayment's `lines`
 * (issue 39): the server refuses to charge a price the bag did not show.
 */
export function shownLines(summary: CartSummary): SeenLine[] {
  return summary.aaData
    .map(fromServerLine)
    .filter(isPayable)
    .map((line) => ({ productId: line.productId, amount: line.linePrice }));
}

/**
 * What a line whose licence its design no longer offers says (issue 39): what happened,
 * and the licences the buyer can pick instead.
 */
export function licenceWithdrawnNote(line: Pick<ReadyCartLine, 'imgType' | 'isBuyout'>): string {
  const why = line.isBuyout === 1 ? 'it is now sold as an exclusive' : 'it is no longer sold as an exclusive';
  const choices = licenceOptions(line)
    .map((type) => `the ${licenceNames[type]}`)
    .join(' or ');
  return `The ${licenceNames[line.imgType]} is no longer offered for this design: ${why}. Choose ${choices} to buy it.`;
}
