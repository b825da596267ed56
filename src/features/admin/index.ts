/** The operator's back office at /admin (issue 16): for operators only, one lazy chunk per section. */
export { AdminArea, type AdminAreaProps } from './AdminArea';
export { useOperator, type OperatorState } from './useOperator';
export { ADMIN_PATH, adminSections, adminUrl } from './admin';
