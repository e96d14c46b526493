export { STATUS_COLOR, STATUSES } from '../../../components/attendance/status-colors.ts';

/** primary.main on the page's grey background is 4.3:1; the darker shade passes 4.5:1. */
export const onPageBackground = { minHeight: 44, color: 'primary.dark', borderColor: 'primary.dark' } as const;
