export { STATUS_COLOR, STATUSES } from '../../../components/attendance/status-colors.ts';
