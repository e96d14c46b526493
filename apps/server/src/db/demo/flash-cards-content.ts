/** Original demo flash cards, in Hindi and English. Keys keep seeding idempotent. */

export type DemoCard = { key: string; front: { hi: string; en: string }; back: { hi: string; en: string } };
export type DemoDeck = {
  key: string;
  title: { hi: string; en: string };
  description: { hi: string; en: string };
  subject: string;
  topic: string | null;
  cards: DemoCard[];
};

const card = (key: string, frontHi: string, frontEn: string, backHi: string, backEn: string): DemoCard => ({
  key,
  front: { hi: frontHi, en: frontEn },
  back: { hi: backHi, en: backEn },
});

export const PUBLIC_DECKS: DemoDeck[] = [
  {
    key: 'demo-deck-polity-basics',
    title: { hi: 'भारतीय राजव्यवस्था की मूल बातें', en: 'Indian Polity basics' },
    description: {
      hi: 'संविधान, मौलिक अधिकार, संसद और राष्ट्रपति से जुड़े वे तथ्य जो हर परीक्षा में पूछे जाते हैं।',
      en: 'Facts about the Constitution, Fundamental Rights, Parliament and the President that every exam asks.',
    },
    subject: 'polity',
    topic: 'constitution',
    cards: [
      card('p01', 'भारत का संविधान कब लागू हुआ?', 'When did the Constitution of India come into force?', '26 जनवरी 1950', '26 January 1950'),
      card(
        'p02',
        'संविधान सभा की प्रारूप समिति के अध्यक्ष कौन थे?',
        'Who chaired the Drafting Committee of the Constituent Assembly?',
        'डॉ. भीमराव आंबेडकर',
        'Dr B. R. Ambedkar',
      ),
      card('p03', 'अस्पृश्यता का अंत किस अनुच्छेद में किया गया है?', 'Which Article abolishes untouchability?', 'अनुच्छेद 17', 'Article 17'),
      card(
        'p04',
        '42वें संविधान संशोधन (1976) ने उद्देशिका में कौन-से शब्द जोड़े?',
        'Which words did the 42nd Amendment (1976) add to the Preamble?',
        'समाजवादी, पंथनिरपेक्ष और अखंडता',
        'Socialist, Secular and Integrity',
      ),
      card(
        'p05',
        'संविधान में अभी कितने मौलिक कर्तव्य हैं?',
        'How many Fundamental Duties does the Constitution list now?',
        '11 (अनुच्छेद 51क)',
        '11 (Article 51A)',
      ),
      card(
        'p06',
        'डॉ. आंबेडकर ने किस अनुच्छेद को “संविधान का हृदय और आत्मा” कहा?',
        'Which Article did Dr Ambedkar call “the heart and soul of the Constitution”?',
        'अनुच्छेद 32 — संवैधानिक उपचारों का अधिकार',
        'Article 32 — the right to constitutional remedies',
      ),
      card(
        'p07',
        'भारत का राष्ट्रपति बनने के लिए न्यूनतम आयु कितनी है?',
        'What is the minimum age to become President of India?',
        '35 वर्ष',
        '35 years',
      ),
      card(
        'p08',
        'राज्यसभा का पदेन सभापति कौन होता है?',
        'Who is the ex officio Chairman of the Rajya Sabha?',
        'भारत का उपराष्ट्रपति',
        'The Vice-President of India',
      ),
      card(
        'p09',
        'राष्ट्रीय आपातकाल की घोषणा किस अनुच्छेद के अंतर्गत होती है?',
        'Under which Article is a National Emergency proclaimed?',
        'अनुच्छेद 352',
        'Article 352',
      ),
      card(
        'p10',
        'राज्य के नीति निदेशक तत्व संविधान के किस भाग में हैं?',
        'Which Part of the Constitution contains the Directive Principles of State Policy?',
        'भाग 4 (अनुच्छेद 36 से 51)',
        'Part IV (Articles 36 to 51)',
      ),
      card(
        'p11',
        'मौलिक अधिकार संविधान के किस भाग में हैं?',
        'Which Part of the Constitution contains the Fundamental Rights?',
        'भाग 3 (अनुच्छेद 12 से 35)',
        'Part III (Articles 12 to 35)',
      ),
      card(
        'p12',
        'किस संशोधन ने मतदान की आयु 21 से घटाकर 18 वर्ष की?',
        'Which amendment lowered the voting age from 21 to 18 years?',
        '61वाँ संविधान संशोधन अधिनियम, 1988',
        'The 61st Constitutional Amendment Act, 1988',
      ),
      card(
        'p13',
        'भारत के मुख्य न्यायाधीश की नियुक्ति कौन करता है?',
        'Who appoints the Chief Justice of India?',
        'राष्ट्रपति (अनुच्छेद 124)',
        'The President (Article 124)',
      ),
    ],
  },
  {
    key: 'demo-deck-modern-history-dates',
    title: { hi: 'आधुनिक इतिहास की महत्वपूर्ण तिथियाँ', en: 'Important dates of modern history' },
    description: {
      hi: 'प्लासी के युद्ध से स्वतंत्रता तक: वे तिथियाँ जो बार-बार पूछी जाती हैं।',
      en: 'From the Battle of Plassey to Independence: the dates that come up again and again.',
    },
    subject: 'modern history',
    topic: 'freedom struggle',
    cards: [
      card('h01', 'प्लासी का युद्ध कब हुआ?', 'When was the Battle of Plassey fought?', '23 जून 1757', '23 June 1757'),
      card('h02', 'बक्सर का युद्ध कब हुआ?', 'When was the Battle of Buxar fought?', '22 अक्टूबर 1764', '22 October 1764'),
      card(
        'h03',
        '1857 का विद्रोह मेरठ में किस दिन शुरू हुआ?',
        'On what date did the Revolt of 1857 break out at Meerut?',
        '10 मई 1857',
        '10 May 1857',
      ),
      card(
        'h04',
        'भारतीय राष्ट्रीय कांग्रेस की स्थापना कब और कहाँ हुई?',
        'When and where was the Indian National Congress founded?',
        '28 दिसंबर 1885, बंबई',
        '28 December 1885, Bombay',
      ),
      card('h05', 'बंगाल विभाजन कब प्रभावी हुआ?', 'When did the Partition of Bengal take effect?', '16 अक्टूबर 1905', '16 October 1905'),
      card(
        'h06',
        'अखिल भारतीय मुस्लिम लीग की स्थापना कब और कहाँ हुई?',
        'When and where was the All-India Muslim League founded?',
        '30 दिसंबर 1906, ढाका',
        '30 December 1906, Dhaka',
      ),
      card('h07', 'जलियाँवाला बाग हत्याकांड कब हुआ?', 'When did the Jallianwala Bagh massacre take place?', '13 अप्रैल 1919', '13 April 1919'),
      card(
        'h08',
        'चौरी-चौरा कांड कब हुआ, जिसके बाद असहयोग आंदोलन वापस लिया गया?',
        'When did the Chauri Chaura incident, after which the Non-Cooperation Movement was withdrawn, take place?',
        '5 फ़रवरी 1922',
        '5 February 1922',
      ),
      card('h09', 'साइमन कमीशन भारत कब पहुँचा?', 'When did the Simon Commission arrive in India?', '3 फ़रवरी 1928', '3 February 1928'),
      card('h10', 'पूर्ण स्वराज दिवस पहली बार कब मनाया गया?', 'When was Purna Swaraj Day first observed?', '26 जनवरी 1930', '26 January 1930'),
      card('h11', 'गांधीजी की दांडी यात्रा कब शुरू हुई?', "When did Gandhi's Dandi March begin?", '12 मार्च 1930', '12 March 1930'),
      card('h12', 'गांधी–इरविन समझौता कब हुआ?', 'When was the Gandhi–Irwin Pact signed?', '5 मार्च 1931', '5 March 1931'),
      card(
        'h13',
        'भारत छोड़ो प्रस्ताव कब और कहाँ पारित हुआ?',
        'When and where was the Quit India resolution passed?',
        '8 अगस्त 1942, बंबई (कांग्रेस अधिवेशन)',
        '8 August 1942, Bombay (Congress session)',
      ),
      card('h14', 'भारत को स्वतंत्रता कब मिली?', 'When did India become independent?', '15 अगस्त 1947', '15 August 1947'),
    ],
  },
  {
    key: 'demo-deck-english-idioms',
    title: { hi: 'अंग्रेज़ी मुहावरे', en: 'English idioms' },
    description: {
      hi: 'परीक्षाओं में पूछे जाने वाले आम अंग्रेज़ी मुहावरे और उनके अर्थ, हिंदी में भी।',
      en: 'Common English idioms asked in exams, with their meanings, also in Hindi.',
    },
    subject: 'english',
    topic: 'idioms',
    cards: [
      card('e01', '‘A piece of cake’ का अर्थ?', 'A piece of cake', 'बहुत आसान काम', 'Something very easy to do'),
      card(
        'e02',
        '‘Break the ice’ का अर्थ?',
        'Break the ice',
        'झिझक तोड़कर बातचीत शुरू करना',
        'To start a conversation and ease an awkward silence',
      ),
      card('e03', '‘Once in a blue moon’ का अर्थ?', 'Once in a blue moon', 'बहुत कम, कभी-कभार ही', 'Very rarely'),
      card('e04', '‘Hit the nail on the head’ का अर्थ?', 'Hit the nail on the head', 'बिल्कुल सही बात कहना', 'To say exactly the right thing'),
      card(
        'e05',
        '‘Burn the midnight oil’ का अर्थ?',
        'Burn the midnight oil',
        'देर रात तक पढ़ाई या काम करना',
        'To study or work late into the night',
      ),
      card(
        'e06',
        '‘Bite the bullet’ का अर्थ?',
        'Bite the bullet',
        'कठिन परिस्थिति का हिम्मत से सामना करना',
        'To face a painful situation bravely',
      ),
      card('e07', '‘Cry over spilt milk’ का अर्थ?', 'Cry over spilt milk', 'बीती बात पर पछताना', 'To regret what cannot be undone'),
      card('e08', '‘Let the cat out of the bag’ का अर्थ?', 'Let the cat out of the bag', 'भेद खोल देना', 'To reveal a secret by mistake'),
      card(
        'e09',
        '‘A blessing in disguise’ का अर्थ?',
        'A blessing in disguise',
        'जो पहले बुरा लगे पर अंत में भला निकले',
        'Something that seems bad at first but turns out well',
      ),
      card(
        'e10',
        '‘Beat around the bush’ का अर्थ?',
        'Beat around the bush',
        'घुमा-फिराकर बात करना, मुद्दे पर न आना',
        'To avoid coming to the point',
      ),
      card('e11', '‘Under the weather’ का अर्थ?', 'Under the weather', 'थोड़ा अस्वस्थ होना', 'Slightly unwell'),
      card('e12', '‘At the eleventh hour’ का अर्थ?', 'At the eleventh hour', 'ऐन मौके पर, आख़िरी समय में', 'At the last possible moment'),
      card('e13', '‘Add fuel to the fire’ का अर्थ?', 'Add fuel to the fire', 'आग में घी डालना', 'To make a bad situation worse'),
      card(
        'e14',
        '‘A bolt from the blue’ का अर्थ?',
        'A bolt from the blue',
        'अचानक और अप्रत्याशित घटना (वज्रपात)',
        'A complete and sudden surprise',
      ),
    ],
  },
  {
    key: 'demo-deck-science-units',
    title: { hi: 'विज्ञान के मात्रक', en: 'Science units' },
    description: {
      hi: 'भौतिक राशियों के SI मात्रक और कुछ विशेष इकाइयाँ।',
      en: 'SI units of physical quantities and a few special units.',
    },
    subject: 'physics',
    topic: 'units',
    cards: [
      card('s01', 'बल का SI मात्रक क्या है?', 'What is the SI unit of force?', 'न्यूटन (N)', 'newton (N)'),
      card('s02', 'कार्य और ऊर्जा का SI मात्रक क्या है?', 'What is the SI unit of work and energy?', 'जूल (J)', 'joule (J)'),
      card('s03', 'शक्ति का SI मात्रक क्या है?', 'What is the SI unit of power?', 'वाट (W)', 'watt (W)'),
      card('s04', 'दाब का SI मात्रक क्या है?', 'What is the SI unit of pressure?', 'पास्कल (Pa)', 'pascal (Pa)'),
      card('s05', 'विद्युत धारा का SI मात्रक क्या है?', 'What is the SI unit of electric current?', 'ऐम्पियर (A)', 'ampere (A)'),
      card('s06', 'विद्युत प्रतिरोध का SI मात्रक क्या है?', 'What is the SI unit of electrical resistance?', 'ओम (Ω)', 'ohm (Ω)'),
      card('s07', 'विद्युत आवेश का SI मात्रक क्या है?', 'What is the SI unit of electric charge?', 'कूलॉम (C)', 'coulomb (C)'),
      card('s08', 'आवृत्ति का SI मात्रक क्या है?', 'What is the SI unit of frequency?', 'हर्ट्ज़ (Hz)', 'hertz (Hz)'),
      card('s09', 'ताप का SI मूल मात्रक क्या है?', 'What is the SI base unit of temperature?', 'केल्विन (K)', 'kelvin (K)'),
      card('s10', 'ज्योति तीव्रता का SI मात्रक क्या है?', 'What is the SI unit of luminous intensity?', 'कैंडेला (cd)', 'candela (cd)'),
      card('s11', 'पदार्थ की मात्रा का SI मात्रक क्या है?', 'What is the SI unit of amount of substance?', 'मोल (mol)', 'mole (mol)'),
      card('s12', 'लेंस की क्षमता किस इकाई में मापी जाती है?', 'In what unit is the power of a lens measured?', 'डायोप्टर (D)', 'dioptre (D)'),
      card('s13', 'चुंबकीय फ्लक्स का SI मात्रक क्या है?', 'What is the SI unit of magnetic flux?', 'वेबर (Wb)', 'weber (Wb)'),
      card(
        's14',
        '‘प्रकाश वर्ष’ किस राशि की इकाई है?',
        'A light-year is a unit of what?',
        'दूरी की (प्रकाश द्वारा एक वर्ष में तय की गई दूरी)',
        'Distance (the distance light travels in one year)',
      ),
    ],
  },
];

/** Priya's own revision deck; `dueInDays` places some cards due today and some later. */
export const STUDENT_DECK: DemoDeck & { schedule: Record<string, number | null> } = {
  key: 'demo-deck-student-revision',
  title: { hi: 'SSC रिवीज़न: वन-लाइनर', en: 'SSC revision: one-liners' },
  description: { hi: 'सामान्य ज्ञान के छोटे तथ्य जो परीक्षा से पहले दोहराने हैं।', en: 'Short general-knowledge facts to revise before the exam.' },
  subject: 'static gk',
  topic: null,
  cards: [
    card('r01', 'भारत की सबसे लंबी नदी कौन-सी है?', 'Which is the longest river of India?', 'गंगा', 'The Ganga'),
    card(
      'r02',
      'भारत का राष्ट्रीय जलीय जीव कौन-सा है?',
      'What is the national aquatic animal of India?',
      'गंगा नदी डॉल्फ़िन',
      'The Ganges river dolphin',
    ),
    card('r03', '‘वंदे मातरम्’ किसने लिखा?', "Who wrote 'Vande Mataram'?", 'बंकिमचंद्र चट्टोपाध्याय', 'Bankim Chandra Chattopadhyay'),
    card('r04', 'क्षेत्रफल की दृष्टि से भारत का सबसे बड़ा राज्य कौन-सा है?', 'Which is the largest state of India by area?', 'राजस्थान', 'Rajasthan'),
    card('r05', 'भारतीय रिज़र्व बैंक का मुख्यालय कहाँ है?', 'Where is the headquarters of the Reserve Bank of India?', 'मुंबई', 'Mumbai'),
    card(
      'r06',
      'साधारण नमक का रासायनिक सूत्र क्या है?',
      'What is the chemical formula of common salt?',
      'NaCl (सोडियम क्लोराइड)',
      'NaCl (sodium chloride)',
    ),
    card('r07', 'स्कर्वी रोग किस विटामिन की कमी से होता है?', 'A deficiency of which vitamin causes scurvy?', 'विटामिन C', 'Vitamin C'),
    card(
      'r08',
      'नोबेल पुरस्कार पाने वाले पहले भारतीय कौन थे?',
      'Who was the first Indian to win a Nobel Prize?',
      'रवीन्द्रनाथ टैगोर (1913, साहित्य)',
      'Rabindranath Tagore (1913, Literature)',
    ),
  ],
  // Days from the seeding moment: negative = overdue (due today), positive = later, null = new.
  schedule: { r01: -1, r02: -2, r03: -0.1, r04: 3, r05: 7, r06: null, r07: null, r08: null },
};
