/**
 * Global set-up of the `unit` Vitest project: the seeded catalogue's signatures are
 * measured once, before the workers start, for every file of the run (signatureFile.ts).
 */
import { ensureSignatureFile, SHARED_DESIGNS } from './signatureFile';

export default async function measureSharedSignatures() {
  const started = performance.now();
  const measured = await ensureSignatureFile();
  if (measured > 0)
    console.log(
      `Measured the signatures of the first ${SHARED_DESIGNS} generated designs for every test file: ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}
