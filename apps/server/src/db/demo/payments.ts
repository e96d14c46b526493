import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { Db } from '../client.ts';
import { exams, plans } from '../schema/index.ts';
import { DEMO_ORG_ID } from '../seed.ts';

/**
 * Demo plans: the platform's and Demo Institute's, each unlocking its paid demo test series,
 * so a new user can buy with the test provider in the embedded default. Keyed, so seeding
 * again changes nothing.
 */
export async function seedDemoPlans(db: Db): Promise<void> {
  const paid = await db
    .select({ id: exams.id, organizationId: exams.organizationId, sourceKey: exams.sourceKey })
    .from(exams)
    .where(and(inArray(exams.sourceKey, ['demo:paid-series-platform', 'demo:paid-series-institute']), eq(exams.visibility, 'paid')));
  const examOf = (org: string) => paid.find((e) => e.organizationId === org)?.id;
  const platformExam = examOf(DEFAULT_ORG_ID);
  const instituteExam = examOf(DEMO_ORG_ID);
  const rows: (typeof plans.$inferInsert)[] = [];
  if (platformExam) {
    rows.push({
      organizationId: DEFAULT_ORG_ID,
      sourceKey: 'demo:plan-platform-premium',
      name: { hi: 'प्रीमियम मासिक', en: 'Premium Monthly' },
      description: {
        hi: 'प्लेटफ़ॉर्म की सभी सशुल्क टेस्ट सीरीज़, 30 दिन के लिए। 7 दिन का मुफ़्त ट्रायल।',
        en: "All of the platform's paid test series for 30 days. 7-day free trial.",
      },
      pricePaise: 19_900,
      period: 'monthly',
      trialDays: 7,
      gstRateBps: 1800,
      gstInclusive: true,
      unlocks: { all: true, examIds: [], noteIds: [], pdfIds: [] },
    });
  }
  if (instituteExam) {
    rows.push({
      organizationId: DEMO_ORG_ID,
      sourceKey: 'demo:plan-institute-series',
      name: { hi: 'संस्थान टेस्ट सीरीज़', en: 'Institute Test Series' },
      description: {
        hi: 'डेमो इंस्टीट्यूट की प्रीमियम टेस्ट सीरीज़, एक बार का भुगतान, हमेशा के लिए।',
        en: "Demo Institute's premium test series: pay once, keep it.",
      },
      pricePaise: 49_900,
      period: 'oneTime',
      trialDays: 0,
      gstRateBps: 1800,
      gstInclusive: false,
      unlocks: { all: false, examIds: [instituteExam], noteIds: [], pdfIds: [] },
    });
  }
  if (rows.length) await db.insert(plans).values(rows).onConflictDoNothing();
}
