export { useCurrentTabInView } from './useCurrentTabInView';
