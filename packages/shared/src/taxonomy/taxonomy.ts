/**
 * Subject/topic taxonomy. Subjects and topics are keyed by lowercase English names; each carries a
 * Hindi and an English display label. English-language topics keep English labels in both languages.
 */
export type Label = { hi: string; en: string };
export type Subject = { key: string; label: Label; topics: Record<string, Label> };

const l = (hi: string, en: string): Label => ({ hi, en });
/** English-subject topics: the label is English in both languages. */
const e = (en: string): Label => ({ hi: en, en });

export const SUBJECTS: readonly Subject[] = [
  {
    key: 'indian geography',
    label: l('भारतीय भूगोल', 'Indian Geography'),
    topics: {
      physiography: l('भौतिक विभाजन', 'Physiography'),
      rivers: l('नदियाँ', 'Rivers'),
      mountains: l('पर्वत', 'Mountains'),
      climate: l('जलवायु', 'Climate'),
      soils: l('मृदा', 'Soils'),
      'natural vegetation': l('प्राकृतिक वनस्पति', 'Natural Vegetation'),
      'national parks and sanctuaries': l('राष्ट्रीय उद्यान एवं अभयारण्य', 'National Parks and Sanctuaries'),
      agriculture: l('कृषि', 'Agriculture'),
      'minerals and energy': l('खनिज एवं ऊर्जा संसाधन', 'Minerals and Energy'),
      industries: l('उद्योग', 'Industries'),
      transport: l('परिवहन', 'Transport'),
      population: l('जनसंख्या', 'Population'),
      'states and capitals': l('राज्य एवं राजधानियाँ', 'States and Capitals'),
    },
  },
  {
    key: 'world geography',
    label: l('विश्व भूगोल', 'World Geography'),
    topics: {
      'solar system': l('सौरमंडल', 'Solar System'),
      'earth and its structure': l('पृथ्वी एवं उसकी आंतरिक संरचना', 'Earth and Its Structure'),
      'latitudes and longitudes': l('अक्षांश एवं देशांतर', 'Latitudes and Longitudes'),
      'continents and oceans': l('महाद्वीप एवं महासागर', 'Continents and Oceans'),
      rocks: l('चट्टानें', 'Rocks'),
      'volcanoes and earthquakes': l('ज्वालामुखी एवं भूकंप', 'Volcanoes and Earthquakes'),
      atmosphere: l('वायुमंडल', 'Atmosphere'),
      winds: l('पवनें', 'Winds'),
      'ocean currents': l('महासागरीय धाराएँ', 'Ocean Currents'),
      'world rivers and lakes': l('विश्व की नदियाँ एवं झीलें', 'World Rivers and Lakes'),
      'deserts and grasslands': l('मरुस्थल एवं घास के मैदान', 'Deserts and Grasslands'),
      'countries and capitals': l('देश एवं राजधानियाँ', 'Countries and Capitals'),
    },
  },
  {
    key: 'polity',
    label: l('राजव्यवस्था', 'Polity'),
    topics: {
      constitution: l('संविधान', 'Constitution'),
      preamble: l('उद्देशिका', 'Preamble'),
      citizenship: l('नागरिकता', 'Citizenship'),
      'fundamental rights': l('मौलिक अधिकार', 'Fundamental Rights'),
      'directive principles': l('राज्य के नीति निदेशक तत्व', 'Directive Principles of State Policy'),
      'fundamental duties': l('मौलिक कर्तव्य', 'Fundamental Duties'),
      president: l('राष्ट्रपति', 'President'),
      'prime minister and council of ministers': l('प्रधानमंत्री एवं मंत्रिपरिषद', 'Prime Minister and Council of Ministers'),
      parliament: l('संसद', 'Parliament'),
      judiciary: l('न्यायपालिका', 'Judiciary'),
      'state government': l('राज्य सरकार', 'State Government'),
      'local self government': l('स्थानीय स्वशासन', 'Local Self-Government'),
      'constitutional bodies': l('संवैधानिक निकाय', 'Constitutional Bodies'),
      'emergency provisions': l('आपातकालीन उपबंध', 'Emergency Provisions'),
      'constitutional amendments': l('संविधान संशोधन', 'Constitutional Amendments'),
    },
  },
  {
    key: 'ancient history',
    label: l('प्राचीन इतिहास', 'Ancient History'),
    topics: {
      'prehistoric period': l('प्रागैतिहासिक काल', 'Prehistoric Period'),
      'indus valley': l('सिंधु घाटी सभ्यता', 'Indus Valley Civilisation'),
      'vedic period': l('वैदिक काल', 'Vedic Period'),
      'buddhism and jainism': l('बौद्ध एवं जैन धर्म', 'Buddhism and Jainism'),
      mahajanapadas: l('महाजनपद', 'Mahajanapadas'),
      'mauryan empire': l('मौर्य साम्राज्य', 'Mauryan Empire'),
      'post mauryan period': l('मौर्योत्तर काल', 'Post-Mauryan Period'),
      'gupta empire': l('गुप्त साम्राज्य', 'Gupta Empire'),
      harshavardhana: l('हर्षवर्धन', 'Harshavardhana'),
      'sangam age': l('संगम काल', 'Sangam Age'),
      'south indian kingdoms': l('दक्षिण भारत के राजवंश', 'South Indian Kingdoms'),
      'art and culture': l('कला एवं संस्कृति', 'Art and Culture'),
    },
  },
  {
    key: 'medieval history',
    label: l('मध्यकालीन इतिहास', 'Medieval History'),
    topics: {
      'rajput kingdoms': l('राजपूत राजवंश', 'Rajput Kingdoms'),
      'arab and turkish invasions': l('अरब एवं तुर्क आक्रमण', 'Arab and Turkish Invasions'),
      'delhi sultanate': l('दिल्ली सल्तनत', 'Delhi Sultanate'),
      'vijayanagara empire': l('विजयनगर साम्राज्य', 'Vijayanagara Empire'),
      'bahmani kingdom': l('बहमनी साम्राज्य', 'Bahmani Kingdom'),
      'mughal empire': l('मुगल साम्राज्य', 'Mughal Empire'),
      'maratha empire': l('मराठा साम्राज्य', 'Maratha Empire'),
      'sikh gurus': l('सिख गुरु', 'Sikh Gurus'),
      'bhakti and sufi movements': l('भक्ति एवं सूफ़ी आंदोलन', 'Bhakti and Sufi Movements'),
      'medieval architecture': l('मध्यकालीन स्थापत्य कला', 'Medieval Architecture'),
      'administration and economy': l('प्रशासन एवं अर्थव्यवस्था', 'Administration and Economy'),
    },
  },
  {
    key: 'modern history',
    label: l('आधुनिक इतिहास', 'Modern History'),
    topics: {
      'advent of europeans': l('यूरोपीयों का आगमन', 'Advent of Europeans'),
      'british expansion': l('ब्रिटिश सत्ता का विस्तार', 'British Expansion'),
      'governor generals': l('गवर्नर जनरल एवं वायसराय', 'Governor-Generals and Viceroys'),
      'revolt of 1857': l('1857 का विद्रोह', 'Revolt of 1857'),
      'socio religious reform movements': l('सामाजिक-धार्मिक सुधार आंदोलन', 'Socio-Religious Reform Movements'),
      'peasant and tribal movements': l('किसान एवं जनजातीय आंदोलन', 'Peasant and Tribal Movements'),
      'indian national congress': l('भारतीय राष्ट्रीय कांग्रेस', 'Indian National Congress'),
      'freedom struggle': l('स्वतंत्रता संग्राम', 'Freedom Struggle'),
      'gandhian era': l('गांधी युग', 'Gandhian Era'),
      'revolutionary movements': l('क्रांतिकारी आंदोलन', 'Revolutionary Movements'),
      'constitutional developments': l('संवैधानिक विकास', 'Constitutional Developments'),
      'partition and independence': l('विभाजन एवं स्वतंत्रता', 'Partition and Independence'),
    },
  },
  {
    key: 'hindi',
    label: l('हिंदी', 'Hindi'),
    topics: {
      sandhi: l('सन्धि', 'Sandhi'),
      samas: l('समास', 'Samas (Compounds)'),
      'upsarg pratyay': l('उपसर्ग एवं प्रत्यय', 'Upsarg and Pratyay (Prefixes and Suffixes)'),
      'tatsam tadbhav': l('तत्सम एवं तद्भव', 'Tatsam and Tadbhav'),
      paryayvachi: l('पर्यायवाची', 'Paryayvachi (Synonyms)'),
      vilom: l('विलोम', 'Vilom (Antonyms)'),
      'vakyansh ke liye shabd': l('वाक्यांश के लिए एक शब्द', 'One Word Substitution'),
      ling: l('लिंग', 'Ling (Gender)'),
      vachan: l('वचन', 'Vachan (Number)'),
      karak: l('कारक', 'Karak (Case)'),
      'vakya shuddhi': l('वाक्य शुद्धि', 'Vakya Shuddhi (Sentence Correction)'),
      muhavare: l('मुहावरे', 'Muhavare (Idioms)'),
      lokoktiyan: l('लोकोक्तियाँ', 'Lokoktiyan (Proverbs)'),
      alankar: l('अलंकार', 'Alankar (Figures of Speech)'),
      ras: l('रस', 'Ras'),
      chhand: l('छन्द', 'Chhand (Metre)'),
    },
  },
  {
    key: 'biology',
    label: l('जीव विज्ञान', 'Biology'),
    topics: {
      cell: l('कोशिका', 'Cell'),
      'classification of organisms': l('जीवों का वर्गीकरण', 'Classification of Organisms'),
      microorganisms: l('सूक्ष्मजीव', 'Microorganisms'),
      'plant biology': l('वनस्पति विज्ञान', 'Plant Biology'),
      'animal kingdom': l('जंतु जगत', 'Animal Kingdom'),
      'human body': l('मानव शरीर', 'Human Body'),
      nutrition: l('पोषण', 'Nutrition'),
      'vitamins and minerals': l('विटामिन एवं खनिज लवण', 'Vitamins and Minerals'),
      hormones: l('हार्मोन', 'Hormones'),
      diseases: l('रोग', 'Diseases'),
      reproduction: l('जनन', 'Reproduction'),
      genetics: l('आनुवंशिकी', 'Genetics'),
      evolution: l('जैव विकास', 'Evolution'),
    },
  },
  {
    key: 'static gk',
    label: l('स्थैतिक सामान्य ज्ञान', 'Static GK'),
    topics: {
      'national symbols': l('राष्ट्रीय प्रतीक', 'National Symbols'),
      awards: l('पुरस्कार एवं सम्मान', 'Awards and Honours'),
      sports: l('खेल', 'Sports'),
      'books and authors': l('पुस्तकें एवं लेखक', 'Books and Authors'),
      'important days': l('महत्वपूर्ण दिवस', 'Important Days'),
      'dances and music': l('नृत्य एवं संगीत', 'Dances and Music'),
      festivals: l('त्योहार', 'Festivals'),
      monuments: l('प्रमुख स्मारक', 'Monuments'),
      'first in india and world': l('भारत एवं विश्व में प्रथम', 'First in India and the World'),
      'inventions and discoveries': l('आविष्कार एवं खोजें', 'Inventions and Discoveries'),
      'international organisations': l('अंतरराष्ट्रीय संगठन', 'International Organisations'),
      'countries capitals and currencies': l('देश, राजधानियाँ एवं मुद्राएँ', 'Countries, Capitals and Currencies'),
      'famous personalities': l('प्रसिद्ध व्यक्तित्व', 'Famous Personalities'),
    },
  },
  {
    key: 'economics',
    label: l('अर्थशास्त्र', 'Economics'),
    topics: {
      'basic concepts': l('मूल अवधारणाएँ', 'Basic Concepts'),
      'demand and supply': l('माँग एवं पूर्ति', 'Demand and Supply'),
      'national income': l('राष्ट्रीय आय', 'National Income'),
      inflation: l('मुद्रास्फीति', 'Inflation'),
      banking: l('बैंकिंग', 'Banking'),
      'monetary policy': l('मौद्रिक नीति एवं भारतीय रिज़र्व बैंक', 'Monetary Policy and RBI'),
      budget: l('बजट', 'Budget'),
      taxation: l('कराधान', 'Taxation'),
      'five year plans': l('पंचवर्षीय योजनाएँ', 'Five Year Plans'),
      'poverty and unemployment': l('गरीबी एवं बेरोज़गारी', 'Poverty and Unemployment'),
      'international trade': l('अंतरराष्ट्रीय व्यापार', 'International Trade'),
      'government schemes': l('सरकारी योजनाएँ', 'Government Schemes'),
    },
  },
  {
    key: 'physics',
    label: l('भौतिकी', 'Physics'),
    topics: {
      units: l('मात्रक एवं मापन', 'Units and Measurement'),
      motion: l('गति', 'Motion'),
      'laws of motion': l('बल एवं गति के नियम', 'Force and Laws of Motion'),
      'work energy and power': l('कार्य, ऊर्जा एवं शक्ति', 'Work, Energy and Power'),
      gravitation: l('गुरुत्वाकर्षण', 'Gravitation'),
      'properties of matter': l('द्रव्य के गुण', 'Properties of Matter'),
      heat: l('ऊष्मा', 'Heat'),
      sound: l('ध्वनि', 'Sound'),
      light: l('प्रकाश', 'Light'),
      electricity: l('विद्युत', 'Electricity'),
      magnetism: l('चुंबकत्व', 'Magnetism'),
      'modern physics': l('आधुनिक भौतिकी', 'Modern Physics'),
      'scientific instruments': l('वैज्ञानिक उपकरण', 'Scientific Instruments'),
    },
  },
  {
    key: 'reasoning',
    label: l('तर्कशक्ति', 'Reasoning'),
    topics: {
      analogy: l('सादृश्यता', 'Analogy'),
      classification: l('वर्गीकरण', 'Classification'),
      'number series': l('संख्या शृंखला', 'Number Series'),
      'letter series': l('अक्षर शृंखला', 'Letter Series'),
      'coding decoding': l('कोडिंग-डिकोडिंग', 'Coding-Decoding'),
      'blood relations': l('रक्त संबंध', 'Blood Relations'),
      'direction sense': l('दिशा ज्ञान', 'Direction Sense'),
      'order and ranking': l('क्रम एवं रैंकिंग', 'Order and Ranking'),
      syllogism: l('न्याय निगमन', 'Syllogism'),
      'statement and conclusion': l('कथन एवं निष्कर्ष', 'Statement and Conclusion'),
      'seating arrangement': l('बैठक व्यवस्था', 'Seating Arrangement'),
      'venn diagram': l('वेन आरेख', 'Venn Diagram'),
      'mathematical operations': l('गणितीय संक्रियाएँ', 'Mathematical Operations'),
      calendar: l('कैलेंडर', 'Calendar'),
      clock: l('घड़ी', 'Clock'),
      'mirror and water images': l('दर्पण एवं जल प्रतिबिंब', 'Mirror and Water Images'),
    },
  },
  {
    key: 'chemistry',
    label: l('रसायन विज्ञान', 'Chemistry'),
    topics: {
      'matter and its states': l('द्रव्य एवं उसकी अवस्थाएँ', 'Matter and Its States'),
      'atomic structure': l('परमाणु संरचना', 'Atomic Structure'),
      'periodic table': l('आवर्त सारणी', 'Periodic Table'),
      'chemical bonding': l('रासायनिक आबंधन', 'Chemical Bonding'),
      'chemical reactions': l('रासायनिक अभिक्रियाएँ', 'Chemical Reactions'),
      'acids bases and salts': l('अम्ल, क्षार एवं लवण', 'Acids, Bases and Salts'),
      'metals and non-metals': l('धातु एवं अधातु', 'Metals and Non-metals'),
      metallurgy: l('धातुकर्म', 'Metallurgy'),
      'carbon and its compounds': l('कार्बन एवं उसके यौगिक', 'Carbon and Its Compounds'),
      solutions: l('विलयन', 'Solutions'),
      electrochemistry: l('वैद्युत रसायन', 'Electrochemistry'),
      radioactivity: l('रेडियोधर्मिता', 'Radioactivity'),
      polymers: l('बहुलक', 'Polymers'),
      'chemistry in everyday life': l('दैनिक जीवन में रसायन', 'Chemistry in Everyday Life'),
    },
  },
  {
    key: 'environment',
    label: l('पर्यावरण', 'Environment'),
    topics: {
      ecology: l('पारिस्थितिकी', 'Ecology'),
      biodiversity: l('जैव विविधता', 'Biodiversity'),
      pollution: l('प्रदूषण', 'Pollution'),
      'climate change': l('जलवायु परिवर्तन', 'Climate Change'),
      conservation: l('संरक्षण', 'Conservation'),
    },
  },
  {
    key: 'computer',
    label: l('कंप्यूटर', 'Computer'),
    topics: {
      'computer fundamentals': l('कंप्यूटर के मूल सिद्धांत', 'Computer Fundamentals'),
    },
  },
  {
    key: 'english',
    label: l('अंग्रेज़ी', 'English'),
    topics: {
      'reading comprehension': e('Reading Comprehension'),
      'cloze test': e('Cloze Test'),
      'error spotting': e('Error Spotting'),
      'sentence improvement': e('Sentence Improvement'),
      'fill in the blanks': e('Fill in the Blanks'),
      synonyms: e('Synonyms'),
      antonyms: e('Antonyms'),
      spelling: e('Spelling'),
      'one word substitution': e('One Word Substitution'),
      idioms: e('Idioms and Phrases'),
      'phrasal verbs': e('Phrasal Verbs'),
      analogy: e('Analogy'),
      articles: e('Articles'),
      pronouns: e('Pronouns'),
      adjectives: e('Adjectives'),
      prepositions: e('Prepositions'),
      conjunctions: e('Conjunctions'),
      tenses: e('Tenses'),
      'voice change': e('Active and Passive Voice'),
      'direct indirect speech': e('Direct and Indirect Speech'),
    },
  },
  {
    key: 'math',
    label: l('गणित', 'Mathematics'),
    topics: {
      arithmetic: l('अंकगणित', 'Arithmetic'),
      'number system': l('संख्या पद्धति', 'Number System'),
      simplification: l('सरलीकरण', 'Simplification'),
      'lcm and hcf': l('लघुत्तम समापवर्त्य एवं महत्तम समापवर्तक', 'LCM and HCF'),
      percentage: l('प्रतिशत', 'Percentage'),
      'profit and loss': l('लाभ एवं हानि', 'Profit and Loss'),
      'simple interest': l('साधारण ब्याज', 'Simple Interest'),
      'compound interest': l('चक्रवृद्धि ब्याज', 'Compound Interest'),
      'ratio and proportion': l('अनुपात एवं समानुपात', 'Ratio and Proportion'),
      partnership: l('साझेदारी', 'Partnership'),
      'mixture and alligation': l('मिश्रण एवं एलीगेशन', 'Mixture and Alligation'),
      average: l('औसत', 'Average'),
      'time and work': l('समय एवं कार्य', 'Time and Work'),
      'time speed and distance': l('समय, चाल एवं दूरी', 'Time, Speed and Distance'),
      mensuration: l('क्षेत्रमिति', 'Mensuration'),
      algebra: l('बीजगणित', 'Algebra'),
      geometry: l('ज्यामिति', 'Geometry'),
      trigonometry: l('त्रिकोणमिति', 'Trigonometry'),
      statistics: l('सांख्यिकी', 'Statistics'),
      'data interpretation': l('आँकड़ों की व्याख्या', 'Data Interpretation'),
      'sets and functions': l('समुच्चय एवं फलन', 'Sets and Functions'),
      'permutation and combination': l('क्रमचय एवं संचय', 'Permutation and Combination'),
      probability: l('प्रायिकता', 'Probability'),
    },
  },
];

export const SUBJECT_KEYS: string[] = SUBJECTS.map((s) => s.key);

const BY_KEY = new Map<string, Subject>(SUBJECTS.map((s) => [s.key, s]));

export function findSubject(key: string): Subject | undefined {
  return BY_KEY.get(key);
}

function findTopic(subject: string, topic: string): Label | undefined {
  const s = BY_KEY.get(subject);
  return s && Object.hasOwn(s.topics, topic) ? s.topics[topic] : undefined;
}

export function isKnownTopic(subject: string, topic: string): boolean {
  return findTopic(subject, topic) !== undefined;
}

/** The subject's display label; the key itself when the subject is unknown. */
export function subjectLabel(key: string, lang: 'hi' | 'en'): string {
  return BY_KEY.get(key)?.label[lang] ?? key;
}

/** The topic's display label; the topic key itself when the subject or topic is unknown. */
export function topicLabel(subject: string, topic: string, lang: 'hi' | 'en'): string {
  return findTopic(subject, topic)?.[lang] ?? topic;
}
