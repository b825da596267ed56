/**
 * `npm run operator -- grant EMAIL` / `revoke EMAIL` / `list`: who may use the back
 * office (/admin). The member must have signed up in the shop first. Every change is
 * written to the audit log as done from the command line.
 */
import { loadConfig } from '../config';
import { DatabaseInUse, openDatabase } from '../db/client';
import { commandLine, createAudit } from '../services/audit';
import { createOperators, NoSuchMember } from '../services/operators';

const usage = `Usage:
  npm run operator -- grant EMAIL    let a member use the back office (/admin)
  npm run operator -- revoke EMAIL   take it back
  npm run operator -- list           the operators`;

const [command, email] = process.argv.slice(2);
if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  console.error(error instanceof DatabaseInUse ? error.message : `The database could not be opened: ${(error as Error).message}`);
  process.exit(1);
}
const operators = createOperators(database.db, { audit: createAudit(database.db) });
let status = 0;
try {
  if (command === 'list') {
    const list = await operators.list();
    console.log(list.length ? list.join('\n') : 'No operators yet: npm run operator -- grant EMAIL');
  } else if (command === 'grant') {
    const { changed } = await operators.grant(email!, commandLine);
    console.log(changed ? `${email} is now an operator: the back office is at /admin.` : `${email} was already an operator.`);
  } else {
    const { changed } = await operators.revoke(email!, commandLine);
    console.log(changed ? `${email} is no longer an operator.` : `${email} was not an operator.`);
  }
} catch (error) {
  console.error(error instanceof NoSuchMember ? error.message : `Failed: ${(error as Error).message}`);
  status = 1;
} finally {
  await database.close();
}
process.exit(status);
