import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@pariksha/shared/schemas/admin';
import { apiGet } from '../../lib/api.ts';

/** GET /api/admin/stats: the platform overview (superAdmin only). */
export const fetchAdminStats = () => apiGet<AdminStats>('/admin/stats');

export const adminStatsQuery = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: fetchAdminStats });
