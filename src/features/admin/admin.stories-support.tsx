/**
 * Helpers for the back office's stories only. Stories take the operator's session
 * with `loggedInAs(fixtureSessions.operator)` and record calls with
 * mocks/handlers/record.ts (stories may import mocks; this file may not).
 */
export { imagesLoaded, toastShown } from '../../../.storybook/waits';
