/**
 * The monthly guardian digest: what a guardian reads about their student, in Hindi or English.
 * Pure (the server gathers the figures), so the wording of both languages is tested.
 */
export type DigestLanguage = 'hi' | 'en';

export type DigestFigures = {
  studentName: string;
  organizationName: string;
  guardianName: string | null;
  /** YYYY-MM */
  month: string;
  attendance: { percentage: number | null; marked: number };
  tests: Array<{ title: string; percent: number | null; rank: number | null; participants: number }>;
  streak: { current: number; max: number };
};

export type DigestMessage = { subject: string; text: string; sms: string };

const MONTHS = {
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export function monthLabel(month: string, lang: DigestLanguage): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[lang][m - 1]} ${y}`;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

const words = {
  hi: {
    subject: (f: DigestFigures, label: string) => `${f.studentName}: ${label} की मासिक रिपोर्ट — ${f.organizationName}`,
    greeting: (name: string | null) => (name ? `नमस्ते ${name} जी,` : 'नमस्ते,'),
    intro: (f: DigestFigures, label: string) => `${label} में ${f.studentName} की प्रगति:`,
    attendance: (f: DigestFigures) =>
      f.attendance.percentage === null
        ? 'उपस्थिति: इस महीने कोई दिन दर्ज नहीं हुआ'
        : `उपस्थिति: ${fmt(f.attendance.percentage)}% (${f.attendance.marked} दिन दर्ज)`,
    testsHeading: (n: number) => (n ? `टेस्ट (${n}):` : 'टेस्ट: इस महीने कोई टेस्ट नहीं दिया'),
    test: (t: DigestFigures['tests'][number]) =>
      `- ${t.title}: ${t.percent === null ? '—' : `${fmt(t.percent)}%`}${t.rank ? `, रैंक ${t.rank}/${t.participants}` : ''}`,
    streak: (f: DigestFigures) => `दैनिक प्रश्न: लगातार ${f.streak.current} दिन (सर्वाधिक ${f.streak.max})`,
    closing: (f: DigestFigures) => `— ${f.organizationName}`,
    sms: (f: DigestFigures, label: string) =>
      `${f.studentName} (${label}): उपस्थिति ${f.attendance.percentage === null ? '—' : `${fmt(f.attendance.percentage)}%`}, टेस्ट ${f.tests.length}${bestRank(f) ? `, सर्वश्रेष्ठ रैंक ${bestRank(f)}` : ''}, स्ट्रीक ${f.streak.current}। ${f.organizationName}`,
  },
  en: {
    subject: (f: DigestFigures, label: string) => `${f.studentName}: monthly report for ${label} — ${f.organizationName}`,
    greeting: (name: string | null) => (name ? `Dear ${name},` : 'Dear guardian,'),
    intro: (f: DigestFigures, label: string) => `${f.studentName}'s progress in ${label}:`,
    attendance: (f: DigestFigures) =>
      f.attendance.percentage === null
        ? 'Attendance: no day was marked this month'
        : `Attendance: ${fmt(f.attendance.percentage)}% (${f.attendance.marked} days marked)`,
    testsHeading: (n: number) => (n ? `Tests (${n}):` : 'Tests: none taken this month'),
    test: (t: DigestFigures['tests'][number]) =>
      `- ${t.title}: ${t.percent === null ? '—' : `${fmt(t.percent)}%`}${t.rank ? `, rank ${t.rank} of ${t.participants}` : ''}`,
    streak: (f: DigestFigures) => `Daily problem: ${f.streak.current}-day streak (best ${f.streak.max})`,
    closing: (f: DigestFigures) => `— ${f.organizationName}`,
    sms: (f: DigestFigures, label: string) =>
      `${f.studentName} (${label}): attendance ${f.attendance.percentage === null ? '—' : `${fmt(f.attendance.percentage)}%`}, tests ${f.tests.length}${bestRank(f) ? `, best rank ${bestRank(f)}` : ''}, streak ${f.streak.current}. ${f.organizationName}`,
  },
};

function bestRank(f: DigestFigures): number | null {
  const ranks = f.tests.map((t) => t.rank).filter((r): r is number => r !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

export function buildDigest(f: DigestFigures, lang: DigestLanguage): DigestMessage {
  const w = words[lang];
  const label = monthLabel(f.month, lang);
  const lines = [
    w.greeting(f.guardianName),
    '',
    w.intro(f, label),
    w.attendance(f),
    w.testsHeading(f.tests.length),
    ...f.tests.map(w.test),
    w.streak(f),
    '',
    w.closing(f),
  ];
  return { subject: w.subject(f, label), text: lines.join('\n'), sms: w.sms(f, label) };
}

/** The month before the one `today` (YYYY-MM-DD) is in: on the 1st the digest reports the month just ended. */
export function previousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
