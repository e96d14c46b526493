import type { DemoQuestion } from './types.ts';

export const englishQuestions: DemoQuestion[] = [
  // ---------- synonyms ----------
  {
    key: 'english-001',
    subject: 'english',
    topic: 'synonyms',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए शब्द का समानार्थी शब्द चुनिए: "Candid"',
      options: ['Rude', 'Frank', 'Secret', 'Timid'],
      explanation: '"Candid" का अर्थ है स्पष्टवादी, अर्थात् बिना छिपाए खुलकर सच कहने वाला। "Frank" का भी यही अर्थ है।',
    },
    en: {
      text: 'Select the synonym of the given word: "Candid"',
      options: ['Rude', 'Frank', 'Secret', 'Timid'],
      explanation: '"Candid" means honest and open in what one says; "Frank" has the same meaning.',
    },
    correct: 1,
  },
  {
    key: 'english-002',
    subject: 'english',
    topic: 'synonyms',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए शब्द का समानार्थी शब्द चुनिए: "Ephemeral"',
      options: ['Eternal', 'Fragile', 'Ancient', 'Transient'],
      explanation:
        '"Ephemeral" का अर्थ है क्षणिक या बहुत कम समय तक रहने वाला। "Transient" का अर्थ भी अस्थायी/क्षणिक है, जबकि "Eternal" इसका विलोम है।',
    },
    en: {
      text: 'Select the synonym of the given word: "Ephemeral"',
      options: ['Eternal', 'Fragile', 'Ancient', 'Transient'],
      explanation: '"Ephemeral" means lasting for a very short time; "Transient" means the same. "Eternal" is its opposite.',
    },
    correct: 3,
  },
  // ---------- antonyms ----------
  {
    key: 'english-003',
    subject: 'english',
    topic: 'antonyms',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए शब्द का विलोम शब्द चुनिए: "Ancient"',
      options: ['Modern', 'Old', 'Historic', 'Aged'],
      explanation: '"Ancient" का अर्थ है प्राचीन या बहुत पुराना। इसका विलोम "Modern" (आधुनिक) है; बाकी विकल्प पुराने होने का ही अर्थ देते हैं।',
    },
    en: {
      text: 'Select the antonym of the given word: "Ancient"',
      options: ['Modern', 'Old', 'Historic', 'Aged'],
      explanation: '"Ancient" means very old, so its opposite is "Modern". The other options all suggest age.',
    },
    correct: 0,
  },
  {
    key: 'english-004',
    subject: 'english',
    topic: 'antonyms',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए शब्द का विलोम शब्द चुनिए: "Benevolent"',
      options: ['Kind', 'Generous', 'Malevolent', 'Charitable'],
      explanation: '"Benevolent" का अर्थ है परोपकारी या दूसरों का भला चाहने वाला। "Malevolent" का अर्थ है दूसरों का बुरा चाहने वाला, अतः यही विलोम है।',
    },
    en: {
      text: 'Select the antonym of the given word: "Benevolent"',
      options: ['Kind', 'Generous', 'Malevolent', 'Charitable'],
      explanation: '"Benevolent" means well-meaning and kind; "Malevolent" means wishing harm to others, so it is the opposite.',
    },
    correct: 2,
  },
  // ---------- spelling ----------
  {
    key: 'english-005',
    subject: 'english',
    topic: 'spelling',
    difficulty: 'easy',
    hi: {
      text: 'सही वर्तनी (spelling) वाले शब्द का चयन कीजिए।',
      options: ['Accomodate', 'Acommodate', 'Accommodate', 'Acomodate'],
      explanation: 'सही वर्तनी "Accommodate" है, जिसमें "c" और "m" दोनों दो-दो बार आते हैं।',
    },
    en: {
      text: 'Select the correctly spelt word.',
      options: ['Accomodate', 'Acommodate', 'Accommodate', 'Acomodate'],
      explanation: 'The correct spelling is "Accommodate", with a double "c" and a double "m".',
    },
    correct: 2,
  },
  {
    key: 'english-006',
    subject: 'english',
    topic: 'spelling',
    difficulty: 'medium',
    hi: {
      text: 'सही वर्तनी (spelling) वाले शब्द का चयन कीजिए।',
      options: ['Occurence', 'Ocurrence', 'Occurrance', 'Occurrence'],
      explanation: 'सही वर्तनी "Occurrence" है: शुरुआत में "cc", बीच में "rr" और अंत में "-ence" आता है।',
    },
    en: {
      text: 'Select the correctly spelt word.',
      options: ['Occurence', 'Ocurrence', 'Occurrance', 'Occurrence'],
      explanation: 'The correct spelling is "Occurrence": double "c", double "r" and the ending "-ence".',
    },
    correct: 3,
  },
  // ---------- prepositions ----------
  {
    key: 'english-007',
    subject: 'english',
    topic: 'prepositions',
    difficulty: 'easy',
    hi: {
      text: 'रिक्त स्थान में उपयुक्त पूर्वसर्ग (preposition) भरिए: "She is fond ___ music."',
      options: ['of', 'for', 'with', 'in'],
      explanation: '"Fond" के साथ सदैव "of" का प्रयोग होता है: "fond of" का अर्थ है किसी चीज़ का शौकीन होना।',
    },
    en: {
      text: 'Fill in the blank with the appropriate preposition: "She is fond ___ music."',
      options: ['of', 'for', 'with', 'in'],
      explanation: 'The adjective "fond" is always followed by "of": "fond of music".',
    },
    correct: 0,
  },
  {
    key: 'english-008',
    subject: 'english',
    topic: 'prepositions',
    difficulty: 'medium',
    hi: {
      text: 'रिक्त स्थान में उपयुक्त पूर्वसर्ग (preposition) भरिए: "He has been living in Delhi ___ 2015."',
      options: ['for', 'from', 'since', 'by'],
      explanation:
        'Perfect continuous tense में समय के निश्चित प्रारंभिक बिंदु (जैसे 2015) के साथ "since" लगता है, जबकि समय की अवधि (जैसे five years) के साथ "for" लगता है।',
    },
    en: {
      text: 'Fill in the blank with the appropriate preposition: "He has been living in Delhi ___ 2015."',
      options: ['for', 'from', 'since', 'by'],
      explanation:
        'With the perfect continuous tense, "since" is used before a point of time (2015), while "for" is used before a period of time (five years).',
    },
    correct: 2,
  },
  // ---------- voice change ----------
  {
    key: 'english-009',
    subject: 'english',
    topic: 'voice change',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए वाक्य का कर्मवाच्य (passive voice) रूप चुनिए: "The cat chased the mouse."',
      options: [
        'The mouse is chased by the cat.',
        'The mouse was chased by the cat.',
        'The mouse has been chased by the cat.',
        'The mouse was being chased by the cat.',
      ],
      explanation: 'वाक्य simple past tense में है, इसलिए passive में "was + V3" (was chased) का प्रयोग होगा और object "the mouse" कर्ता बनेगा।',
    },
    en: {
      text: 'Select the passive voice form of the given sentence: "The cat chased the mouse."',
      options: [
        'The mouse is chased by the cat.',
        'The mouse was chased by the cat.',
        'The mouse has been chased by the cat.',
        'The mouse was being chased by the cat.',
      ],
      explanation:
        'The sentence is in the simple past, so the passive uses "was + past participle" (was chased), with "the mouse" as the subject.',
    },
    correct: 1,
  },
  {
    key: 'english-010',
    subject: 'english',
    topic: 'voice change',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए वाक्य का कर्मवाच्य (passive voice) रूप चुनिए: "Who wrote this letter?"',
      options: [
        'By whom this letter was written?',
        'By whom has this letter been written?',
        'Whom was this letter written?',
        'By whom was this letter written?',
      ],
      explanation:
        '"Who" से शुरू होने वाले प्रश्न का passive "By whom" से शुरू होता है। simple past होने के कारण प्रश्नवाचक क्रम "was + subject + V3" होगा: "By whom was this letter written?"',
    },
    en: {
      text: 'Select the passive voice form of the given sentence: "Who wrote this letter?"',
      options: [
        'By whom this letter was written?',
        'By whom has this letter been written?',
        'Whom was this letter written?',
        'By whom was this letter written?',
      ],
      explanation:
        'A question beginning with "Who" becomes "By whom" in the passive. Being simple past, the question order is "was + subject + past participle": "By whom was this letter written?"',
    },
    correct: 3,
  },
  // ---------- tenses ----------
  {
    key: 'english-011',
    subject: 'english',
    topic: 'tenses',
    difficulty: 'easy',
    hi: {
      text: 'रिक्त स्थान के लिए क्रिया का सही रूप चुनिए: "She ___ to school every day."',
      options: ['go', 'going', 'gone', 'goes'],
      explanation:
        '"every day" आदत को दर्शाता है, इसलिए simple present tense होगा। कर्ता "She" third person singular है, अतः क्रिया "goes" होगी।',
    },
    en: {
      text: 'Select the correct form of the verb to fill in the blank: "She ___ to school every day."',
      options: ['go', 'going', 'gone', 'goes'],
      explanation:
        '"Every day" shows a habit, so the simple present is used; with the third person singular subject "She", the verb is "goes".',
    },
    correct: 3,
  },
  {
    key: 'english-012',
    subject: 'english',
    topic: 'tenses',
    difficulty: 'medium',
    hi: {
      text: 'रिक्त स्थान के लिए क्रिया का सही रूप चुनिए: "By the time we reached the station, the train ___."',
      options: ['left', 'has left', 'had left', 'leaves'],
      explanation: 'भूतकाल की दो घटनाओं में जो पहले घटित हुई (ट्रेन का जाना), उसके लिए past perfect tense "had left" का प्रयोग होता है।',
    },
    en: {
      text: 'Select the correct form of the verb to fill in the blank: "By the time we reached the station, the train ___."',
      options: ['left', 'has left', 'had left', 'leaves'],
      explanation: 'Of two past actions, the earlier one (the train leaving) takes the past perfect: "had left".',
    },
    correct: 2,
  },
  // ---------- conjunctions ----------
  {
    key: 'english-013',
    subject: 'english',
    topic: 'conjunctions',
    difficulty: 'easy',
    hi: {
      text: 'रिक्त स्थान के लिए उपयुक्त संयोजक (conjunction) चुनिए: "He worked hard, ___ he failed the exam."',
      options: ['so', 'yet', 'because', 'or'],
      explanation: 'दोनों भाग विरोधाभास दर्शाते हैं (मेहनत की, फिर भी असफल हुआ), इसलिए "yet" (फिर भी) उपयुक्त है।',
    },
    en: {
      text: 'Select the appropriate conjunction to fill in the blank: "He worked hard, ___ he failed the exam."',
      options: ['so', 'yet', 'because', 'or'],
      explanation: 'The two clauses show a contrast (hard work, but failure), so "yet" is correct.',
    },
    correct: 1,
  },
  {
    key: 'english-014',
    subject: 'english',
    topic: 'conjunctions',
    difficulty: 'medium',
    hi: {
      text: 'रिक्त स्थान के लिए उपयुक्त संयोजक (conjunction) चुनिए: "___ it was raining, the match continued."',
      options: ['Although', 'Because', 'Unless', 'Since'],
      explanation: 'बारिश के बावजूद मैच जारी रहा, यह विरोधाभास दर्शाता है। इसलिए "Although" (यद्यपि) सही है; "Because" और "Since" कारण बताते हैं।',
    },
    en: {
      text: 'Select the appropriate conjunction to fill in the blank: "___ it was raining, the match continued."',
      options: ['Although', 'Because', 'Unless', 'Since'],
      explanation:
        'The match continued in spite of the rain, which is a contrast, so "Although" fits. "Because" and "Since" show a reason.',
    },
    correct: 0,
  },
  // ---------- one word substitution ----------
  {
    key: 'english-015',
    subject: 'english',
    topic: 'one word substitution',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए वाक्यांश के लिए एक शब्द चुनिए: "A person who can speak two languages"',
      options: ['Polyglot', 'Linguist', 'Translator', 'Bilingual'],
      explanation: 'दो भाषाएँ बोल सकने वाले व्यक्ति को "Bilingual" कहते हैं। "Polyglot" कई भाषाएँ जानने वाले व्यक्ति के लिए प्रयुक्त होता है।',
    },
    en: {
      text: 'Select the one word for the given phrase: "A person who can speak two languages"',
      options: ['Polyglot', 'Linguist', 'Translator', 'Bilingual'],
      explanation: 'A person who speaks two languages is "Bilingual"; a "Polyglot" knows many languages.',
    },
    correct: 3,
  },
  {
    key: 'english-016',
    subject: 'english',
    topic: 'one word substitution',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए वाक्यांश के लिए एक शब्द चुनिए: "An abnormal fear of heights"',
      options: ['Claustrophobia', 'Hydrophobia', 'Acrophobia', 'Xenophobia'],
      explanation: 'ऊँचाई के अत्यधिक डर को "Acrophobia" कहते हैं। Claustrophobia बंद स्थानों का, Hydrophobia पानी का और Xenophobia विदेशियों का डर है।',
    },
    en: {
      text: 'Select the one word for the given phrase: "An abnormal fear of heights"',
      options: ['Claustrophobia', 'Hydrophobia', 'Acrophobia', 'Xenophobia'],
      explanation:
        '"Acrophobia" is the fear of heights. Claustrophobia is fear of closed spaces, hydrophobia of water and xenophobia of foreigners.',
    },
    correct: 2,
  },
  // ---------- direct indirect speech ----------
  {
    key: 'english-017',
    subject: 'english',
    topic: 'direct indirect speech',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए वाक्य का अप्रत्यक्ष कथन (indirect speech) रूप चुनिए: He said, "I am tired."',
      options: ['He said that he had been tired.', 'He said that he was tired.', 'He said that I was tired.', 'He says that he was tired.'],
      explanation: 'Reporting verb "said" भूतकाल में है, इसलिए "am" बदलकर "was" होगा और "I" बदलकर कर्ता के अनुसार "he" होगा।',
    },
    en: {
      text: 'Select the indirect speech form of the given sentence: He said, "I am tired."',
      options: ['He said that he had been tired.', 'He said that he was tired.', 'He said that I was tired.', 'He says that he was tired.'],
      explanation: 'Since the reporting verb "said" is in the past, "am" changes to "was", and "I" changes to "he" to match the speaker.',
    },
    correct: 1,
  },
  {
    key: 'english-018',
    subject: 'english',
    topic: 'direct indirect speech',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए वाक्य का अप्रत्यक्ष कथन (indirect speech) रूप चुनिए: She said to me, "Where do you live?"',
      options: [
        'She asked me where did I live.',
        'She asked me that where I lived.',
        'She told me where I lived.',
        'She asked me where I lived.',
      ],
      explanation:
        'प्रश्नवाचक वाक्य में "said to" बदलकर "asked" होता है, "that" नहीं लगता और वाक्य सामान्य (assertive) क्रम में आता है। "do you live" बदलकर "I lived" होगा।',
    },
    en: {
      text: 'Select the indirect speech form of the given sentence: She said to me, "Where do you live?"',
      options: [
        'She asked me where did I live.',
        'She asked me that where I lived.',
        'She told me where I lived.',
        'She asked me where I lived.',
      ],
      explanation:
        'For a question, "said to" becomes "asked", "that" is not used and the clause takes statement order; "do you live" becomes "I lived".',
    },
    correct: 3,
  },
  // ---------- articles ----------
  {
    key: 'english-019',
    subject: 'english',
    topic: 'articles',
    difficulty: 'easy',
    hi: {
      text: 'रिक्त स्थान के लिए उपयुक्त article चुनिए: "It took me ___ hour to finish the work."',
      options: ['a', 'an', 'the', 'no article'],
      explanation: '"hour" में "h" मूक (silent) है और इसका उच्चारण स्वर ध्वनि "औ" से शुरू होता है, इसलिए "an" का प्रयोग होगा।',
    },
    en: {
      text: 'Select the appropriate article to fill in the blank: "It took me ___ hour to finish the work."',
      options: ['a', 'an', 'the', 'no article'],
      explanation: 'The "h" in "hour" is silent, so the word begins with a vowel sound and takes "an".',
    },
    correct: 1,
  },
  {
    key: 'english-020',
    subject: 'english',
    topic: 'articles',
    difficulty: 'medium',
    hi: {
      text: 'रिक्त स्थान के लिए उपयुक्त article चुनिए: "___ Ganga is a sacred river."',
      options: ['A', 'An', 'No article', 'The'],
      explanation: 'नदियों, समुद्रों और महासागरों के नाम से पहले "The" का प्रयोग होता है, जैसे "The Ganga"।',
    },
    en: {
      text: 'Select the appropriate article to fill in the blank: "___ Ganga is a sacred river."',
      options: ['A', 'An', 'No article', 'The'],
      explanation: 'Names of rivers, seas and oceans take "the", as in "The Ganga".',
    },
    correct: 3,
  },
  // ---------- phrasal verbs ----------
  {
    key: 'english-021',
    subject: 'english',
    topic: 'phrasal verbs',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए वाक्य में प्रयुक्त phrasal verb "called off" का सही अर्थ चुनिए: "The meeting was called off due to heavy rain."',
      options: ['postponed', 'started', 'shortened', 'cancelled'],
      explanation: '"Call off" का अर्थ है किसी कार्यक्रम को रद्द करना। अतः "called off" = "cancelled"। स्थगित करने के लिए "put off" प्रयुक्त होता है।',
    },
    en: {
      text: 'Select the correct meaning of the phrasal verb "called off" in the given sentence: "The meeting was called off due to heavy rain."',
      options: ['postponed', 'started', 'shortened', 'cancelled'],
      explanation: '"Call off" means to cancel an event, so "called off" = "cancelled". "Put off" is the phrasal verb for postponing.',
    },
    correct: 3,
  },
  {
    key: 'english-022',
    subject: 'english',
    topic: 'phrasal verbs',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए वाक्य में प्रयुक्त phrasal verb "takes after" का सही अर्थ चुनिए: "Meera takes after her grandmother."',
      options: ['resembles', 'looks after', 'respects', 'follows'],
      explanation:
        '"Take after" का अर्थ है रूप-रंग या स्वभाव में परिवार के किसी बड़े सदस्य जैसा होना, अर्थात् "resembles"। "Look after" का अर्थ देखभाल करना है।',
    },
    en: {
      text: 'Select the correct meaning of the phrasal verb "takes after" in the given sentence: "Meera takes after her grandmother."',
      options: ['resembles', 'looks after', 'respects', 'follows'],
      explanation:
        '"Take after" means to resemble an older family member in looks or nature, i.e. "resembles". "Look after" means to take care of.',
    },
    correct: 0,
  },
  // ---------- idioms ----------
  {
    key: 'english-023',
    subject: 'english',
    topic: 'idioms',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए मुहावरे (idiom) का सही अर्थ चुनिए: "A piece of cake"',
      options: ['A tasty dish', 'A small share', 'Something very easy', 'A costly affair'],
      explanation: '"A piece of cake" का प्रयोग ऐसे काम के लिए होता है जो करने में बहुत आसान हो।',
    },
    en: {
      text: 'Select the correct meaning of the given idiom: "A piece of cake"',
      options: ['A tasty dish', 'A small share', 'Something very easy', 'A costly affair'],
      explanation: '"A piece of cake" describes a task that is very easy to do.',
    },
    correct: 2,
  },
  {
    key: 'english-024',
    subject: 'english',
    topic: 'idioms',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए मुहावरे (idiom) का सही अर्थ चुनिए: "To burn the midnight oil"',
      options: ['To work or study late into the night', 'To waste money', 'To start a fire', 'To be very angry'],
      explanation: '"To burn the midnight oil" का अर्थ है देर रात तक जागकर पढ़ना या काम करना।',
    },
    en: {
      text: 'Select the correct meaning of the given idiom: "To burn the midnight oil"',
      options: ['To work or study late into the night', 'To waste money', 'To start a fire', 'To be very angry'],
      explanation: '"To burn the midnight oil" means to stay up late at night working or studying.',
    },
    correct: 0,
  },
  // ---------- error spotting ----------
  {
    key: 'english-025',
    subject: 'english',
    topic: 'error spotting',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए वाक्य के उस भाग को चुनिए जिसमें त्रुटि है। यदि कोई त्रुटि नहीं है, तो "No error" चुनिए: "She do not / like coffee / in the morning."',
      options: ['She do not', 'like coffee', 'in the morning', 'No error'],
      explanation: 'कर्ता "She" third person singular है, इसलिए "do not" के स्थान पर "does not" होना चाहिए।',
    },
    en: {
      text: 'Identify the segment of the sentence that contains an error. If there is no error, select "No error": "She do not / like coffee / in the morning."',
      options: ['She do not', 'like coffee', 'in the morning', 'No error'],
      explanation: 'The subject "She" is third person singular, so "do not" should be "does not".',
    },
    correct: 0,
  },
  {
    key: 'english-026',
    subject: 'english',
    topic: 'error spotting',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए वाक्य के उस भाग को चुनिए जिसमें त्रुटि है। यदि कोई त्रुटि नहीं है, तो "No error" चुनिए: "One of my friends / are going / to Shimla next week."',
      options: ['One of my friends', 'are going', 'to Shimla next week', 'No error'],
      explanation:
        '"One of + plural noun" के साथ क्रिया एकवचन होती है, क्योंकि वास्तविक कर्ता "One" है। अतः "are going" के स्थान पर "is going" होना चाहिए।',
    },
    en: {
      text: 'Identify the segment of the sentence that contains an error. If there is no error, select "No error": "One of my friends / are going / to Shimla next week."',
      options: ['One of my friends', 'are going', 'to Shimla next week', 'No error'],
      explanation: 'With "one of + plural noun" the real subject is "one", which is singular, so "are going" should be "is going".',
    },
    correct: 1,
  },
  {
    key: 'english-027',
    subject: 'english',
    topic: 'error spotting',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए वाक्य के उस भाग को चुनिए जिसमें त्रुटि है। यदि कोई त्रुटि नहीं है, तो "No error" चुनिए: "Hardly had he reached / the station / than the train left."',
      options: ['Hardly had he reached', 'the station', 'than the train left', 'No error'],
      explanation:
        '"Hardly" के साथ "when" का प्रयोग होता है, "than" का नहीं ("than" का प्रयोग "No sooner" के साथ होता है)। अतः "than the train left" के स्थान पर "when the train left" होना चाहिए।',
    },
    en: {
      text: 'Identify the segment of the sentence that contains an error. If there is no error, select "No error": "Hardly had he reached / the station / than the train left."',
      options: ['Hardly had he reached', 'the station', 'than the train left', 'No error'],
      explanation: '"Hardly" is followed by "when", not "than" ("than" goes with "No sooner"). So it should be "when the train left".',
    },
    correct: 2,
  },
  // ---------- fill in the blanks ----------
  {
    key: 'english-028',
    subject: 'english',
    topic: 'fill in the blanks',
    difficulty: 'easy',
    hi: {
      text: 'रिक्त स्थान के लिए सबसे उपयुक्त शब्द चुनिए: "The teacher asked the students to ___ attention to the lesson."',
      options: ['do', 'pay', 'take', 'make'],
      explanation: '"Attention" के साथ मानक संयोजन (collocation) "pay attention" है, जिसका अर्थ है ध्यान देना।',
    },
    en: {
      text: 'Select the most appropriate word to fill in the blank: "The teacher asked the students to ___ attention to the lesson."',
      options: ['do', 'pay', 'take', 'make'],
      explanation: 'The standard collocation is "pay attention", meaning to listen or watch carefully.',
    },
    correct: 1,
  },
  {
    key: 'english-029',
    subject: 'english',
    topic: 'fill in the blanks',
    difficulty: 'medium',
    hi: {
      text: 'रिक्त स्थान के लिए सबसे उपयुक्त शब्द चुनिए: "The speech was so ___ that many people in the audience were moved to tears."',
      options: ['loud', 'brief', 'touching', 'boring'],
      explanation: 'श्रोताओं की आँखों में आँसू आ गए, अतः भाषण भावुक कर देने वाला था। "Touching" का अर्थ है हृदय को छूने वाला।',
    },
    en: {
      text: 'Select the most appropriate word to fill in the blank: "The speech was so ___ that many people in the audience were moved to tears."',
      options: ['loud', 'brief', 'touching', 'boring'],
      explanation: 'The audience was moved to tears, so the speech must have been emotionally moving, i.e. "touching".',
    },
    correct: 2,
  },
  {
    key: 'english-030',
    subject: 'english',
    topic: 'fill in the blanks',
    difficulty: 'hard',
    hi: {
      text: 'रिक्त स्थान के लिए सबसे उपयुक्त शब्द चुनिए: "The scientist\'s theory was initially met with ___, but later it was widely accepted."',
      options: ['scepticism', 'enthusiasm', 'applause', 'approval'],
      explanation:
        '"but later it was widely accepted" से स्पष्ट है कि शुरुआत में सिद्धांत पर संदेह किया गया था। "Scepticism" का अर्थ है संदेह या अविश्वास; बाकी विकल्प स्वीकृति दर्शाते हैं।',
    },
    en: {
      text: 'Select the most appropriate word to fill in the blank: "The scientist\'s theory was initially met with ___, but later it was widely accepted."',
      options: ['scepticism', 'enthusiasm', 'applause', 'approval'],
      explanation:
        'The contrast with "but later it was widely accepted" shows the theory was first doubted. "Scepticism" means doubt; the other options all suggest acceptance.',
    },
    correct: 0,
  },
];
