import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { resetApiConfig } from '../../src/api/config';
import { contractScenarios } from '../../src/api/contract.scenarios';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { prepareDesign } from '../import/prepare';
import { commandLine, createAudit } from '../services/audit';
import { createOperators } from '../services/operators';
import { codeFromOutbox } from './memberSuite';
import { seedTestCatalogue } from './seeded';
import type { DatabaseLeg } from './storefrontSuite';

/**
 * The back office's contract on the real server: the same operator scenarios the MSW
 * world keeps (src/api/contract.scenarios.ts), against the listening server, with the
 * operator role granted as `npm run operator -- grant` grants it. Runs once per database leg.
 */
export function operatorContractSuite(leg: DatabaseLeg) {
  describe(`the server keeps the back office contract on ${leg.name} (same scenarios as the MSW world)`, () => {
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-operator-contract-'));
    const outbox = path.join(dataDir, 'outbox');

    beforeAll(async () => {
      database = await leg.open();
      await seedTestCatalogue(database.db, 40);
      app = await buildApp({ db: database.db, dataDir, importPreparer: prepareDesign });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      resetApiConfig();
      await app?.imports.idle();
      await app?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(contractScenarios.filter((s) => s.scope === 'operator'))('$name', async ({ run }) => {
      resetApiConfig();
      await run({
        baseUrl,
        readEmailCode: (email) => codeFromOutbox(outbox, email),
        grantOperator: async (email) => {
          await createOperators(database.db, { audit: createAudit(database.db) }).grant(email, commandLine);
        },
      });
    });
  });
}
