import type { FastifyInstance } from 'fastify';
import { rooms } from '@pariksha/shared/realtime';
import type { QuestionReport, ReportReason } from '@pariksha/shared/schemas/question-reports';
import * as notifications from '../notifications/service.ts';
import { staffOf } from './service.ts';

/** The notifications API takes at most this many chosen recipients. */
const MAX_RECIPIENTS = 500;
const QUOTE = 160;

const REASONS: Record<ReportReason, { hi: string; en: string }> = {
  wrongAnswer: { hi: 'उत्तर कुंजी गलत', en: 'wrong answer key' },
  wrongQuestion: { hi: 'प्रश्न गलत', en: 'wrong question' },
  translation: { hi: 'अनुवाद में गलती', en: 'translation error' },
  other: { hi: 'अन्य', en: 'other' },
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The notification's text in both languages: who, why, the question's opening words and theirs. */
export function reportMessage(report: QuestionReport) {
  const question = (lang: 'hi' | 'en') =>
    clip((report.questionText[lang] || report.questionText.hi || report.questionText.en || '').trim(), QUOTE);
  const details = report.details ? `\n“${clip(report.details, 600)}”` : '';
  const who = `${report.reporter.name} (@${report.reporter.username})`;
  return {
    hi: {
      title: 'एक प्रश्न रिपोर्ट किया गया',
      body: `${who} ने कारण "${REASONS[report.reason].hi}" के साथ यह प्रश्न रिपोर्ट किया: ${question('hi')}${details}\nएग्ज़ाम डैशबोर्ड › रिपोर्ट किए गए प्रश्न में देखें।`,
    },
    en: {
      title: 'A question was reported',
      body: `${who} reported this question as "${REASONS[report.reason].en}": ${question('en')}${details}\nSee Exam Dashboard › Reported questions.`,
    },
  };
}

/**
 * Tells the organisation's staff of a new report through the notifications service: in-app only,
 * addressed to the staff themselves (students never see it), pushed live to their own rooms.
 */
export async function notifyStaff(app: FastifyInstance, organizationId: string, report: QuestionReport): Promise<void> {
  const staff = (await staffOf(app.deps.db, organizationId)).slice(0, MAX_RECIPIENTS);
  if (staff.length === 0) return;
  const created = await notifications.create(app.deps.db, app.deps.queue, organizationId, report.reporter.id, {
    ...reportMessage(report),
    audience: { kind: 'students', userIds: staff },
  });
  const { scheduledFor: _scheduledFor, ...notification } = created.notification;
  app.deps.io.to(staff.map(rooms.user)).emit('notification', { ...notification, read: false });
}
