/**
 * How large a design prints: its pixels at a resolution, in centimetres. The detail page
 * shows print sizes (docs: storefront §2, §9); the import warns about artwork that prints
 * too small to be a useful design (a bare repeat tile of a few pixels prints at a few
 * tenths of a millimetre at 300 dpi), and the mock's import says the same.
 */
import { formatNumber } from './numbers';

export const CM_PER_INCH = 2.54;

/** Centimetres covered by `pixels` printed at `dpi`. */
export const pixelsToCm = (pixels: number, dpi: number): number => (pixels / dpi) * CM_PER_INCH;

/**
 * Artwork whose longer side prints under this many centimetres is imported with a
 * warning: about two inches, the smallest repeat a textile printer usually runs (a small
 * ditsy is 2–5 cm a repeat, most repeats 15–64 cm). A narrow stripe or border is long on
 * one side, so it is the longer side that counts.
 */
export const MIN_PRINT_CM = 5;

/** The resolution an import assumes when neither the sheet nor the file says (the shop's print resolution). */
export const DEFAULT_IMPORT_DPI = 300;

export interface PrintedArtwork {
  /** The file as the sheet names it. */
  image: string;
  widthPx: number;
  heightPx: number;
  dpi: number;
  /** Vector artwork scales to any print size: never too small. */
  isVector: boolean;
}

/** The import's warning for artwork that prints smaller than MIN_PRINT_CM, else null. */
export function smallPrintWarning({ image, widthPx, heightPx, dpi, isVector }: PrintedArtwork): string | null {
  if (isVector || !(dpi > 0)) return null;
  const [width, height] = [pixelsToCm(widthPx, dpi), pixelsToCm(heightPx, dpi)];
  if (Math.max(width, height) >= MIN_PRINT_CM) return null;
  const cm = (value: number) => formatNumber(value, value < 1 ? 2 : 1);
  return `image '${image}' prints at only ${cm(width)} × ${cm(height)} cm (${widthPx} × ${heightPx} px at ${dpi} dpi), under the ${MIN_PRINT_CM} cm a design should print on its longer side: it was imported, but check the file is the full-size artwork and its dpi is right`;
}
