/**
 * The targets /blank may forward to (spec §2 route table); anything else — a stale or
 * forged value — goes home, so /blank can never become an open redirect.
 */
const allowed = [
  /^\/$/,
  /^\/store(\?.*)?$/,
  /^\/detail\/\d+$/,
  /^\/shoppingcar$/,
  /^\/personalCenter(\/[\w/]*)?$/,
  /^\/orderForm(\/[\w/]*)?$/,
  /^\/favorites$/,
  /^\/folder\?fid=-?\d+$/,
];

export function blankTarget(remembered: string | null): string {
  if (!remembered || !remembered.startsWith('/') || remembered.startsWith('//')) return '/';
  return allowed.some((pattern) => pattern.test(remembered)) ? remembered : '/';
}
