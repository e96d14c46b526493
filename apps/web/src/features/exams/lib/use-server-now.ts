// Shared with the home's live tests.
export { useServerNow } from '../../../lib/use-server-now.ts';
