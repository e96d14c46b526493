import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS, SUBJECTS, findSubject, isKnownTopic, subjectLabel, topicLabel } from './taxonomy.ts';

const ENGLISH_SPEC_TOPICS = [
  'synonyms',
  'antonyms',
  'spelling',
  'prepositions',
  'voice change',
  'tenses',
  'conjunctions',
  'one word substitution',
  'direct indirect speech',
  'articles',
  'phrasal verbs',
  'idioms',
  'analogy',
  'pronouns',
  'adjectives',
];

const MATH_SPEC_TOPICS = [
  'arithmetic',
  'algebra',
  'geometry',
  'trigonometry',
  'statistics',
  'number system',
  'data interpretation',
  'mensuration',
  'ratio and proportion',
  'permutation and combination',
  'probability',
  'sets and functions',
];

// Topic keys the demo content relies on: they must exist exactly.
const REQUIRED: Record<string, string[]> = {
  math: [
    ...MATH_SPEC_TOPICS,
    'simplification',
    'percentage',
    'profit and loss',
    'simple interest',
    'compound interest',
    'average',
    'time and work',
    'time speed and distance',
  ],
  reasoning: [
    'analogy',
    'classification',
    'number series',
    'letter series',
    'coding decoding',
    'blood relations',
    'direction sense',
    'order and ranking',
    'syllogism',
    'calendar',
    'clock',
    'mathematical operations',
    'seating arrangement',
    'venn diagram',
  ],
  english: [...ENGLISH_SPEC_TOPICS, 'error spotting', 'fill in the blanks'],
  polity: ['constitution', 'fundamental rights', 'parliament', 'president', 'judiciary'],
  'modern history': ['freedom struggle', 'governor generals'],
  'ancient history': ['indus valley', 'mauryan empire', 'gupta empire'],
  'medieval history': ['delhi sultanate', 'mughal empire'],
  'indian geography': ['rivers', 'mountains', 'soils', 'climate'],
  'world geography': ['continents and oceans', 'solar system'],
  physics: ['motion', 'light', 'electricity', 'units'],
  chemistry: ['acids bases and salts', 'metals and non-metals', 'periodic table'],
  biology: ['human body', 'nutrition', 'diseases', 'plant biology'],
  economics: ['banking', 'national income', 'budget'],
  'static gk': ['awards', 'sports', 'books and authors', 'important days'],
  environment: ['ecology', 'biodiversity', 'pollution', 'climate change', 'conservation'],
  computer: ['computer fundamentals'],
  hindi: ['sandhi', 'samas', 'muhavare', 'paryayvachi', 'vilom', 'vakya shuddhi', 'alankar', 'ras'],
};

const DEVANAGARI = /[\u0900-\u097F]/;
const topicCount = (key: string) => Object.keys(findSubject(key)?.topics ?? {}).length;

describe('SUBJECTS', () => {
  it('lists the subjects in the spec order', () => {
    expect(SUBJECT_KEYS).toEqual([
      'indian geography',
      'world geography',
      'polity',
      'ancient history',
      'medieval history',
      'modern history',
      'hindi',
      'biology',
      'static gk',
      'economics',
      'physics',
      'reasoning',
      'chemistry',
      'environment',
      'computer',
      'english',
      'math',
    ]);
  });

  it('gives every subject and topic non-empty hi and en labels', () => {
    for (const s of SUBJECTS) {
      expect(s.label.hi.trim(), s.key).not.toBe('');
      expect(s.label.en.trim(), s.key).not.toBe('');
      expect(s.label.hi, s.key).toMatch(DEVANAGARI);
      for (const [topic, label] of Object.entries(s.topics)) {
        expect(label.hi.trim(), `${s.key}/${topic}`).not.toBe('');
        expect(label.en.trim(), `${s.key}/${topic}`).not.toBe('');
      }
    }
  });

  it('uses lowercase, trimmed, unique keys', () => {
    expect(new Set(SUBJECT_KEYS).size).toBe(SUBJECT_KEYS.length);
    for (const s of SUBJECTS) {
      expect(s.key).toBe(s.key.toLowerCase().trim());
      for (const topic of Object.keys(s.topics)) expect(topic, s.key).toBe(topic.toLowerCase().trim());
    }
  });

  it('gives non-English topics Devanagari Hindi labels', () => {
    for (const s of SUBJECTS.filter((x) => x.key !== 'english')) {
      for (const [topic, label] of Object.entries(s.topics)) expect(label.hi, `${s.key}/${topic}`).toMatch(DEVANAGARI);
    }
  });

  it('has exactly 14 chemistry, 5 environment and 1 computer topics', () => {
    expect(topicCount('chemistry')).toBe(14);
    expect(topicCount('environment')).toBe(5);
    expect(topicCount('computer')).toBe(1);
  });

  it('gives the other subjects 8–16 topics, except english and math which must hold their required lists', () => {
    for (const s of SUBJECTS) {
      if (['chemistry', 'environment', 'computer', 'english', 'math'].includes(s.key)) continue;
      expect(topicCount(s.key), s.key).toBeGreaterThanOrEqual(8);
      expect(topicCount(s.key), s.key).toBeLessThanOrEqual(16);
    }
  });

  it('keeps English labels (in both languages) for the english topics', () => {
    const english = findSubject('english')!;
    for (const topic of ENGLISH_SPEC_TOPICS) expect(english.topics[topic], topic).toBeDefined();
    for (const [topic, label] of Object.entries(english.topics)) {
      expect(label.hi, topic).toBe(label.en);
      expect(label.en, topic).not.toMatch(DEVANAGARI);
    }
  });

  it('includes the spec math topics', () => {
    for (const topic of MATH_SPEC_TOPICS) expect(isKnownTopic('math', topic), topic).toBe(true);
  });

  it('knows every topic the demo content uses', () => {
    for (const [subject, topics] of Object.entries(REQUIRED)) {
      expect(findSubject(subject), subject).toBeDefined();
      for (const topic of topics) expect(isKnownTopic(subject, topic), `${subject}/${topic}`).toBe(true);
    }
  });
});

describe('lookups', () => {
  it('finds subjects by key', () => {
    expect(findSubject('polity')?.label).toEqual({ hi: 'राजव्यवस्था', en: 'Polity' });
    expect(findSubject('Polity')).toBeUndefined();
    expect(findSubject('astrology')).toBeUndefined();
  });

  it('rejects unknown topics and prototype keys', () => {
    expect(isKnownTopic('math', 'percentage')).toBe(true);
    expect(isKnownTopic('math', 'synonyms')).toBe(false);
    expect(isKnownTopic('nope', 'percentage')).toBe(false);
    expect(isKnownTopic('math', 'constructor')).toBe(false);
    expect(isKnownTopic('math', 'toString')).toBe(false);
  });

  it('labels subjects, falling back to the key', () => {
    expect(subjectLabel('indian geography', 'hi')).toBe('भारतीय भूगोल');
    expect(subjectLabel('indian geography', 'en')).toBe('Indian Geography');
    expect(subjectLabel('astrology', 'hi')).toBe('astrology');
  });

  it('labels topics, falling back to the topic key', () => {
    expect(topicLabel('hindi', 'sandhi', 'hi')).toBe('सन्धि');
    expect(topicLabel('math', 'time speed and distance', 'en')).toBe('Time, Speed and Distance');
    expect(topicLabel('english', 'synonyms', 'hi')).toBe('Synonyms');
    expect(topicLabel('math', 'calculus', 'hi')).toBe('calculus');
    expect(topicLabel('nope', 'calculus', 'en')).toBe('calculus');
    expect(topicLabel('math', 'constructor', 'en')).toBe('constructor');
  });
});
