/**
 * Issue 20's journey on the real shop: a member opens a design, recolours two of its
 * colours, sees the dress drawn again in them, saves the colourway to a moodboard, buys
 * it, downloads it — and the downloaded file's dominant colours are the ones chosen
 * (CIEDE2000 ≤ 3, measured here on the PNG in the zip).
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab } from '../src/domain/colour';
import { distanceToDominantColours } from '../server/testing/dominantColours';
import { withShopper, withSignedInMember, payWithTestCard } from './browser';

const session = withShopper({ withFirstShopper: false });
const member = withSignedInMember(session, 'colourway');

/** Two colours far from any of the seeded palettes' and from each other. */
const chosen = ['#2e6f40', '#6a4c93'];

describe('a design bought in the buyer’s colours', () => {
  it('recolours two swatches, sees the dress change, saves the colourway, buys it and downloads it in those colours', async () => {
    const { page, problems } = member.shopper;
    await page.goto('/detail/1011', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Recolour this design' }).click();
    const swatches = page
      .getByRole('group', { name: 'The design’s colours' })
      .or(page.getByRole('group', { name: "The design's colours" }));
    const dress = page.getByRole('img', { name: /on a dress, repeat / });
    await expect.poll(() => dress.getAttribute('data-drawn')).toMatch(/^dress\|/);
    const dressBefore = await dress.getAttribute('data-drawn');

    // The two most covering colours, each given a new one through its hex field.
    for (const [index, hex] of chosen.entries()) {
      // The swatch is its label (the radio inside is visually hidden), as a shopper clicks it.
      await swatches.getByTitle(new RegExp(`^Colour ${index + 1}:`)).click();
      await expect.poll(() => swatches.getByRole('radio', { name: new RegExp(`^Colour ${index + 1}:`) }).isChecked()).toBe(true);
      const field = page.getByRole('textbox', { name: 'Hex' });
      await field.fill(hex);
      await field.press('Enter');
      await swatches.getByRole('radio', { name: new RegExp(`^Colour ${index + 1}: .*, now ${hex.toUpperCase()}$`) }).waitFor();
    }
    await expect.poll(() => dress.getAttribute('data-drawn')).not.toBe(dressBefore);
    // The dress is drawn from the recoloured picture: the chosen colours are on it.
    const onDress = await dress.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += 4 * 7)
        seen.add(((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!).toString(16).padStart(6, '0'));
      return [...seen];
    });
    for (const hex of chosen) {
      const nearest = Math.min(...onDress.map((drawn) => deltaE2000(hexToLab(`#${drawn}`), hexToLab(hex))));
      expect(nearest, `${hex} on the dress`).toBeLessThanOrEqual(3);
    }

    // Saved to a moodboard (a new member has none: the panel offers one).
    await page.getByRole('button', { name: 'Save colourway' }).click();
    await page.getByRole('menuitem', { name: 'New moodboard “Colourways”' }).click();
    await page.getByText('Colourway saved to Colourways.').waitFor();

    // Into the bag and paid for.
    await page.getByRole('button', { name: 'Add to bag in these colours' }).click();
    await page.getByText('Added to your bag in these colours.').waitFor();
    await page.goto('/shoppingcar', { waitUntil: 'networkidle' });
    const line = page.getByRole('article', { name: /^PT-01011/ });
    await line.getByText('Colourway').waitFor();
    const orderNo = await payWithTestCard(page, 'Colourway Buyer');

    // My Order: the colourway's files.
    await page.getByRole('link', { name: /Download your files/ }).click();
    const order = page.getByRole('rowgroup', { name: `Order ${orderNo}` });
    await order.getByText('Colourway').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      order.getByRole('button', { name: 'Download File PT-01011' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('PT-01011-colourway.zip');
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(strFromU8(zip['README.txt']!)).toContain(`Colourway ${chosen[0]!.toUpperCase()} · ${chosen[1]!.toUpperCase()}`);
    const png = zip['PT-01011-colourway-300dpi.png']!;
    const distances = await distanceToDominantColours(png, chosen);
    for (const [i, hex] of chosen.entries()) expect(distances[i], `${hex} among the file's dominant colours`).toBeLessThanOrEqual(3);

    // The moodboard holds the colourway, drawn in its colours.
    await page.goto('/favorites', { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /Colourways/ })
      .first()
      .click();
    const saved = page.getByRole('list', { name: 'Designs' });
    await saved.getByText('Colourway').waitFor();
    expect(await saved.getByRole('img').first().getAttribute('src')).toContain('cw=');

    expect(problems).toEqual([]);
  });
});
