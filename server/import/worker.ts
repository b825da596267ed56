/** A worker thread of the import pool: prepares one design's artwork per task (prepare.ts). */
import { prepareDesign, type PrepareTask } from './prepare';

export default async function prepare(task: PrepareTask) {
  return prepareDesign(task);
}
