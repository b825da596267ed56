/**
 * Journeys of a shopper beyond the purchase: a forgotten password reset with the code
 * from the outbox; a search by an uploaded catalogue picture, and by a photo of its print; the newsletter; a
 * moodboard made, filled from a store card, emptied and deleted.
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { resetApiConfig } from '../src/api/config';
import type { AlikeEnvelope } from '../src/api/types';
import { imageSearchStillMeasuring } from '../src/domain/imageSearch';
import { latestMailTo } from '../server/services/mail';
import { codeFromOutbox } from '../server/testing/memberSuite';
import { photographOf } from '../server/testing/alteredQueries';
import {
  existingMember,
  firstSimilarAfterUpload,
  newShopper,
  shopDataDir,
  shopUrl,
  signIn,
  SIGNATURES_READY_MS,
  withShopper,
} from './browser';

const session = withShopper();
afterAll(() => {
  resetApiConfig();
});

const outbox = () => path.join(shopDataDir(), 'outbox');

describe('a shopper', () => {
  it('resets a forgotten password with the mailed code and signs in with the new one', async () => {
    const { page } = session.shopper;
    const email = await existingMember('forgetful');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('banner').first().getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    await forgot.getByRole('button', { name: 'Get verification code' }).click();
    await forgot.getByRole('button', { name: /^Waiting for verification/ }).waitFor();
    // The sign-up code is in the outbox too: wait for the reset code, the newest mail.
    await expect.poll(async () => (await latestMailTo(outbox(), email))?.subject ?? '').toMatch(/^Your password-reset code/);
    await forgot.getByLabel('Verification code', { exact: true }).fill(await codeFromOutbox(outbox(), email));
    await forgot.getByRole('button', { name: 'Next Step' }).click();
    await forgot.getByLabel('New password', { exact: true }).fill('second123');
    await forgot.getByLabel('Confirm password', { exact: true }).fill('second123');
    await forgot.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('status').waitFor();
    await signIn(page, email, 'second123');
    expect(session.shopper.problems).toEqual([]);
  });

  it('finds a design by uploading its picture: while a new shop measures its designs, among those measured so far, then among all', async () => {
    const { page } = session.shopper;
    await page.goto('/store?upload=1', { waitUntil: 'networkidle' });
    const cover = await (await fetch(`${shopUrl()}/img/cover/1123.webp?w=640`)).arrayBuffer();
    const photo = await sharp(Buffer.from(cover)).resize(480).jpeg({ quality: 80 }).toBuffer();
    const searchAlike = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'swatch.jpg');
      const response = await fetch(`${shopUrl()}/api/product/selectAlike`, { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as AlikeEnvelope };
    };
    // A new shop measures its designs for search by image in its first minutes. Before the
    // first is measured it refuses (503, "getting ready… try again in a minute", not counted
    // against the shopper's searches); from then on it answers.
    let answer = await searchAlike();
    await expect
      .poll(
        async () => {
          if (answer.status === 503) answer = await searchAlike();
          return answer.status;
        },
        { timeout: SIGNATURES_READY_MS, interval: 1000 },
      )
      .toBe(200);
    // While it measures, the answer comes from the designs measured so far and says how far along the shop is.
    if (answer.body.measuring) {
      const { done, total } = answer.body.measuring;
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThan(total);
      expect(answer.body.desc).toBe(imageSearchStillMeasuring(done, total));
    }
    // "Try again in a minute for all of them": once every design is measured, the shopper's upload finds its design first.
    await expect
      .poll(async () => (await (await page.request.get('/api/health')).json()).data.checks.imageSignatures.ok, {
        timeout: SIGNATURES_READY_MS,
        interval: 1000,
      })
      .toBe(true);
    await expect.poll(await firstSimilarAfterUpload(page, 'swatch.jpg', photo)).toBe('Quick view PT-01123');
    await page.getByText('Designs with the same pattern, in any colours').waitFor();
    expect(await page.getByText(/^Search by image is still getting ready/).count()).toBe(0);
    expect(session.shopper.problems).toEqual([]);
  });

  it('finds a design from a photo of its print: a swatch on a table, in perspective, in uneven light', async () => {
    const { page } = session.shopper;
    const productId = 1207;
    const cover = Buffer.from(await (await fetch(`${shopUrl()}/img/cover/${productId}.webp?w=640`)).arrayBuffer());
    // The bench's photo (server/testing/alteredQueries.ts) with one tile leaning 10°; the table,
    // light, white balance, blur, noise and JPEG quality are drawn from the seed.
    const { image: photo } = await photographOf(cover, 7, { tiles: 1, tiltDegrees: 10 });
    await page.goto('/store?upload=1', { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: 'Same pattern' }).check();
    await page.getByTestId('image-file-input').setInputFiles({ name: 'swatch-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    const similar = page.getByRole('list', { name: 'Similar designs' });
    await similar.waitFor();
    await page.getByText('Designs with the same pattern, in any colours').waitFor();
    // The top row as the shopper sees it: the cards level with the first one.
    const cards = similar.getByRole('button', { name: /^Quick view PT-/ });
    await cards.first().waitFor();
    const boxes = await Promise.all(
      (await cards.all()).slice(0, 12).map(async (card) => ({
        name: await card.getAttribute('aria-label'),
        top: (await card.boundingBox())!.y,
      })),
    );
    const topRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 8).map((box) => box.name);
    expect(topRow.length).toBeGreaterThan(1);
    expect(topRow).toContain(`Quick view PT-0${productId}`);
    expect(session.shopper.problems).toEqual([]);
  });

  it('subscribes to the newsletter from the footer', async () => {
    const { page } = session.shopper;
    await page.goto('/faq', { waitUntil: 'networkidle' });
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await box.getByRole('textbox', { name: 'Email address' }).fill(`reader.${Date.now().toString(36)}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscription succeeded').first().waitFor();
    expect(await box.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('');
    expect(session.shopper.problems).toEqual([]);
  });

  it('makes a moodboard, saves a design into it from the store, removes it and deletes the moodboard', async () => {
    // A browser of their own: the shopper above is signed in already.
    const collector = await newShopper(session.browser);
    const { page } = collector;
    const email = await existingMember('collector');
    await page.goto('/favorites', { waitUntil: 'networkidle' });
    await signIn(page, email, 'first123');
    await page.goto('/favorites', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Create Moodboard' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Moodboard' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Summer florals');
    await create.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('article', { name: 'Summer florals' }).getByText('0 patterns').waitFor();

    await page.goto('/store?q=floral', { waitUntil: 'networkidle' });
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    const serial = (await card.getByRole('button', { name: /^Quick view PT-/ }).getAttribute('aria-label'))!.replace('Quick view ', '');
    await card.getByRole('button', { name: 'SAVE' }).click();
    const picker = page.getByRole('dialog', { name: 'Save to board' });
    await picker.getByRole('button', { name: 'SAVE to Summer florals' }).click();
    await picker.getByRole('button', { name: 'Saved in Summer florals' }).waitFor();
    await picker.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: 'Saved' }).waitFor();

    await page.goto('/favorites', { waitUntil: 'networkidle' });
    const board = page.getByRole('article', { name: 'Summer florals' });
    await board.getByText('1 pattern').waitFor();
    await board.getByRole('link', { name: 'Summer florals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Summer florals' }).waitFor();
    await page.getByText(serial, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${serial}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Pattern' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('0 patterns').waitFor();

    await page.goto('/favorites', { waitUntil: 'networkidle' });
    await page.getByRole('article', { name: 'Summer florals' }).getByRole('button', { name: 'Delete Summer florals' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Moodboard' });
    await confirm.getByText('Are you sure you want to delete this moodboard?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Summer florals' }).count()).toBe(0);
    expect(collector.problems).toEqual([]);
    await collector.context.close();
  });
});
