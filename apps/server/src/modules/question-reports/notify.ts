import type { FastifyInstance } from 'fastify';
import type { QuestionReport } from '@pariksha/shared/schemas/question-reports';

/** Tells the organisation's staff of a new report (filled in with the notifications service). */
export async function notifyStaff(_app: FastifyInstance, _organizationId: string, _report: QuestionReport): Promise<void> {}
