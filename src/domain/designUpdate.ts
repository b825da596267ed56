/**
 * What an operator's change to a design (the back office's design form) writes to it,
 * its words aside: the server's update and the MSW world's both apply these columns, so
 * the two cannot disagree on, say, what making a design exclusive does to its licences.
 */

type Flag = 0 | 1;

/** The fields of a design update that map onto the design's own columns (words are written per group). */
export interface DesignChange {
  label?: string;
  price?: number;
  priceOnce?: number;
  isBuyout?: Flag;
  tags?: string[];
  isRepeat?: Flag;
  isLayer?: Flag;
  isVector?: Flag;
}

export interface DesignColumns {
  label: string;
  price: number;
  priceOnce: number;
  isBuyout: Flag;
  /** Above 0 the design's default licence is 5, at 0 it is 3 (licence.ts `defaultLicence`). */
  isUse: Flag;
  /** Comma-separated. */
  tags: string;
  isRepeat: Flag;
  isLayer: Flag;
  isVector: Flag;
}

/** The columns a change sets, and only those: a field the operator did not send is left as it is. */
export function designUpdateColumns(change: DesignChange): Partial<DesignColumns> {
  const set: Partial<DesignColumns> = {};
  if (change.label !== undefined) set.label = change.label;
  if (change.price !== undefined) set.price = change.price;
  if (change.priceOnce !== undefined) set.priceOnce = change.priceOnce;
  if (change.isBuyout !== undefined) {
    set.isBuyout = change.isBuyout;
    // Made exclusive, it defaults to licence 3, the only one it offers; made non-exclusive, to 5.
    set.isUse = change.isBuyout ? 0 : 1;
  }
  if (change.tags !== undefined) set.tags = change.tags.join(',');
  if (change.isRepeat !== undefined) set.isRepeat = change.isRepeat;
  if (change.isLayer !== undefined) set.isLayer = change.isLayer;
  if (change.isVector !== undefined) set.isVector = change.isVector;
  return set;
}
