import type { TestProject } from 'vitest/node';
import { startShop } from '../server/testing/startShop';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shop under test listens, e.g. http://127.0.0.1:41234. */
    shopUrl: string;
    /** Its DATA_DIR (the outbox with the mailed codes is under it). */
    shopDataDir: string;
  }
}

/**
 * One shop for every journey, started as a user starts it. A small catalogue (400
 * designs) keeps the first start and its similar-image signatures to seconds.
 */
export default async function setup(project: TestProject) {
  const shop = await startShop({ designs: 400 });
  project.provide('shopUrl', shop.baseUrl);
  project.provide('shopDataDir', shop.dataDir);
  return async () => {
    await shop.stop();
  };
}
