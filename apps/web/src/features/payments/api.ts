import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingProfile,
  Entitlement,
  OrderCreated,
  Payment,
  Plan,
  PlanCreate,
  PlanList,
  PlanUpdate,
  RevenueReport,
  VerifyResult,
} from '@pariksha/shared/schemas/payments';
import type { ExamList } from '@pariksha/shared/schemas/exams';
import type { NoteList, PdfList } from '@pariksha/shared/schemas/notes';
import { apiDelete, apiGet, apiPatch, apiSend, buildUrl, request } from '../../lib/api.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  plans: (signedIn: boolean, includeRetired = false) => [...paymentKeys.all, 'plans', signedIn, includeRetired] as const,
  mine: () => [...paymentKeys.all, 'mine'] as const,
  entitlements: () => [...paymentKeys.all, 'entitlements'] as const,
  revenue: () => [...paymentKeys.all, 'revenue'] as const,
  billing: () => [...paymentKeys.all, 'billing'] as const,
};

/** The plan chosen on /pricing, kept under the spec's `selectedSubscription` key until /purchase. */
export type SelectedSubscription = { planId: string };

/** `initial`: the plans already in hand (a visitor's /pricing drawn by /boot.js), with when they arrived. */
export const usePlans = (signedIn: boolean, includeRetired = false, initial?: { data: PlanList; at: number }) =>
  useQuery({
    queryKey: paymentKeys.plans(signedIn, includeRetired),
    queryFn: () => apiGet<PlanList>('/plans', { params: includeRetired ? { includeRetired: 'true' } : {} }),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.at,
  });

export const useMyPayments = () => useQuery({ queryKey: paymentKeys.mine(), queryFn: () => apiGet<{ data: Payment[] }>('/payments/me') });
export const useMyEntitlements = (enabled = true) =>
  useQuery({ queryKey: paymentKeys.entitlements(), queryFn: () => apiGet<{ data: Entitlement[] }>('/entitlements/me'), enabled });

export const createOrder = (planId: string) => apiSend<OrderCreated>('/payments/orders', { planId });
export const verifyPayment = (body: { orderId: string; paymentId: string; signature: string }) =>
  apiSend<VerifyResult>('/payments/verify', body);
export const completeTestOrder = (orderId: string) =>
  apiSend<{ orderId: string; paymentId: string; signature: string }>(`/payments/test/orders/${encodeURIComponent(orderId)}/complete`);
export const failTestOrder = (orderId: string) => apiSend<VerifyResult>(`/payments/test/orders/${encodeURIComponent(orderId)}/fail`);
export const startTrial = (planId: string) => apiSend<Entitlement>('/payments/trials', { planId });

/** After anything that changes what the caller owns: plans (their "mine"), payments, entitlements, exam lists. */
export function useRefreshOwned() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: paymentKeys.all });
    void client.invalidateQueries({ queryKey: ['exams'] });
  };
}

function usePlanWrite<V>(write: (vars: V) => Promise<Plan>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void client.invalidateQueries({ queryKey: [...paymentKeys.all, 'plans'] }) });
}
export const useCreatePlan = () => usePlanWrite((body: PlanCreate) => apiSend<Plan>('/plans', body));
export const useUpdatePlan = () => usePlanWrite(({ id, body }: { id: string; body: PlanUpdate }) => apiPatch<Plan>(`/plans/${id}`, body));
export const useRetirePlan = () => usePlanWrite((id: string) => apiDelete<Plan>(`/plans/${id}`));

export const useRevenue = () =>
  useQuery({ queryKey: paymentKeys.revenue(), queryFn: () => apiGet<RevenueReport>('/payments/organization') });
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => apiSend<Payment>(`/payments/${paymentId}/refunds`, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentKeys.revenue() }),
  });
}
export const useBillingProfile = () =>
  useQuery({ queryKey: paymentKeys.billing(), queryFn: () => apiGet<BillingProfile>('/payments/billing-profile') });
export function useSaveBillingProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingProfile) => request<BillingProfile>('PUT', buildUrl('/payments/billing-profile'), body),
    onSuccess: (data) => client.setQueryData(paymentKeys.billing(), data),
  });
}

/** The paid exams of the caller's organisation, for a plan's "unlocks" choice (staff). */
export const usePaidExams = () =>
  useQuery({
    queryKey: [...paymentKeys.all, 'paid-exams'],
    queryFn: () => apiGet<ExamList>('/exams', { params: { access: 'paid', limit: 50 } }),
  });

export type ContentKind = 'notes' | 'pdfs';
/** Notes or PDFs a plan may unlock, searched through the notes module's list APIs (staff see their organisation's). */
export const useOwnContent = (kind: ContentKind, search: string) =>
  useQuery({
    queryKey: [...paymentKeys.all, 'content', kind, search],
    queryFn: () =>
      apiGet<NoteList | PdfList>(`/${kind}`, { params: { search: search || undefined }, isPaginated: true, page: 1, limit: 50 }),
  });
