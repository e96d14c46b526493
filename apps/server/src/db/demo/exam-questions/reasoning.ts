import type { DemoQuestion } from './types.ts';

export const reasoningQuestions: DemoQuestion[] = [
  // ---------- analogy ----------
  {
    key: 'reasoning-001',
    subject: 'reasoning',
    topic: 'analogy',
    difficulty: 'easy',
    hi: {
      text: 'दिए गए विकल्पों में से वह शब्द चुनिए जो तीसरे शब्द से उसी प्रकार संबंधित है जैसे दूसरा शब्द पहले शब्द से संबंधित है। डॉक्टर : अस्पताल :: शिक्षक : ?',
      options: ['छात्र', 'विद्यालय', 'पुस्तक', 'चॉक'],
      explanation: 'डॉक्टर अस्पताल में काम करता है, उसी प्रकार शिक्षक विद्यालय में काम करता है। यह व्यक्ति और उसके कार्यस्थल का संबंध है।',
    },
    en: {
      text: 'Select the option that is related to the third word in the same way as the second word is related to the first word. Doctor : Hospital :: Teacher : ?',
      options: ['Student', 'School', 'Book', 'Chalk'],
      explanation: 'A doctor works in a hospital; similarly, a teacher works in a school. The relation is person : workplace.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-002',
    subject: 'reasoning',
    topic: 'analogy',
    difficulty: 'medium',
    hi: {
      text: 'दिए गए विकल्पों में से संबंधित संख्या चुनिए। 7 : 50 :: 9 : ?',
      options: ['80', '81', '82', '90'],
      explanation: 'यहाँ नियम है: संख्या का वर्ग + 1। $7^2 + 1 = 50$, उसी प्रकार $9^2 + 1 = 82$।',
    },
    en: {
      text: 'Select the related number from the given options. 7 : 50 :: 9 : ?',
      options: ['80', '81', '82', '90'],
      explanation: 'The rule is (number)² + 1: $7^2 + 1 = 50$, so $9^2 + 1 = 82$.',
    },
    correct: 2,
  },
  {
    key: 'reasoning-003',
    subject: 'reasoning',
    topic: 'analogy',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए विकल्पों में से संबंधित संख्या चुनिए। 6 : 222 :: 7 : ?',
      options: ['343', '336', '357', '350'],
      explanation: 'यहाँ नियम है: संख्या का घन + वही संख्या। $6^3 + 6 = 216 + 6 = 222$, उसी प्रकार $7^3 + 7 = 343 + 7 = 350$।',
    },
    en: {
      text: 'Select the related number from the given options. 6 : 222 :: 7 : ?',
      options: ['343', '336', '357', '350'],
      explanation: 'The rule is (number)³ + number: $6^3 + 6 = 216 + 6 = 222$, so $7^3 + 7 = 343 + 7 = 350$.',
    },
    correct: 3,
  },
  // ---------- classification ----------
  {
    key: 'reasoning-004',
    subject: 'reasoning',
    topic: 'classification',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से विषम शब्द चुनिए।',
      options: ['बुध', 'शुक्र', 'चंद्रमा', 'मंगल'],
      explanation: 'बुध, शुक्र और मंगल ग्रह हैं, जबकि चंद्रमा पृथ्वी का एक उपग्रह है।',
    },
    en: {
      text: 'Select the odd word from the following.',
      options: ['Mercury', 'Venus', 'Moon', 'Mars'],
      explanation: 'Mercury, Venus and Mars are planets, whereas the Moon is a satellite of the Earth.',
    },
    correct: 2,
  },
  {
    key: 'reasoning-005',
    subject: 'reasoning',
    topic: 'classification',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से विषम संख्या चुनिए।',
      options: ['51', '31', '37', '41'],
      explanation: '31, 37 और 41 अभाज्य संख्याएँ हैं, जबकि $51 = 3 \\times 17$ एक भाज्य संख्या है।',
    },
    en: {
      text: 'Select the odd number from the following.',
      options: ['51', '31', '37', '41'],
      explanation: '31, 37 and 41 are prime numbers, whereas $51 = 3 \\times 17$ is composite.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-006',
    subject: 'reasoning',
    topic: 'classification',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से विषम अक्षर-समूह चुनिए।',
      options: ['CFI', 'QTX', 'JMP', 'LOR'],
      explanation: 'CFI (3, 6, 9), JMP (10, 13, 16) और LOR (12, 15, 18) में अक्षरों के बीच +3 का अंतर है, जबकि QTX (17, 20, 24) में अंतर +3, +4 है।',
    },
    en: {
      text: 'Select the odd letter-cluster from the following.',
      options: ['CFI', 'QTX', 'JMP', 'LOR'],
      explanation:
        'CFI (3, 6, 9), JMP (10, 13, 16) and LOR (12, 15, 18) have a constant gap of +3, while QTX (17, 20, 24) has gaps of +3 and +4.',
    },
    correct: 1,
  },
  // ---------- number series ----------
  {
    key: 'reasoning-007',
    subject: 'reasoning',
    topic: 'number series',
    difficulty: 'easy',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सी संख्या आएगी? 3, 7, 15, 31, 63, ?',
      options: ['125', '126', '131', '127'],
      explanation: 'प्रत्येक पद = पिछला पद × 2 + 1। अतः $63 \\times 2 + 1 = 127$।',
    },
    en: {
      text: 'Which number will replace the question mark (?) in the given series? 3, 7, 15, 31, 63, ?',
      options: ['125', '126', '131', '127'],
      explanation: 'Each term = previous term × 2 + 1. So $63 \\times 2 + 1 = 127$.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-008',
    subject: 'reasoning',
    topic: 'number series',
    difficulty: 'easy',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सी संख्या आएगी? 2, 6, 12, 20, 30, ?',
      options: ['42', '40', '44', '36'],
      explanation: 'पदों के बीच अंतर 4, 6, 8, 10 है, अतः अगला अंतर 12 होगा: 30 + 12 = 42। (पद $n(n+1)$ के रूप में हैं: $6 \\times 7 = 42$।)',
    },
    en: {
      text: 'Which number will replace the question mark (?) in the given series? 2, 6, 12, 20, 30, ?',
      options: ['42', '40', '44', '36'],
      explanation:
        'The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = 42. (Also, the terms are $n(n+1)$ and $6 \\times 7 = 42$.)',
    },
    correct: 0,
  },
  {
    key: 'reasoning-009',
    subject: 'reasoning',
    topic: 'number series',
    difficulty: 'medium',
    hi: {
      text: 'दी गई श्रृंखला में गलत संख्या ज्ञात कीजिए। 5, 10, 17, 26, 37, 52, 65',
      options: ['17', '37', '52', '65'],
      explanation: 'श्रृंखला $n^2 + 1$ के रूप में है: $2^2+1, 3^2+1, \\ldots, 8^2+1$। छठा पद $7^2 + 1 = 50$ होना चाहिए, 52 नहीं।',
    },
    en: {
      text: 'Find the wrong number in the given series. 5, 10, 17, 26, 37, 52, 65',
      options: ['17', '37', '52', '65'],
      explanation: 'The terms are $n^2 + 1$: $2^2+1, 3^2+1, \\ldots, 8^2+1$. The sixth term should be $7^2 + 1 = 50$, not 52.',
    },
    correct: 2,
  },
  {
    key: 'reasoning-010',
    subject: 'reasoning',
    topic: 'number series',
    difficulty: 'hard',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सी संख्या आएगी? 4, 6, 12, 30, 90, ?',
      options: ['270', '315', '360', '300'],
      explanation: 'गुणक क्रमशः 1.5, 2, 2.5, 3 हैं, अतः अगला गुणक 3.5 होगा: $90 \\times 3.5 = 315$।',
    },
    en: {
      text: 'Which number will replace the question mark (?) in the given series? 4, 6, 12, 30, 90, ?',
      options: ['270', '315', '360', '300'],
      explanation: 'The multipliers are 1.5, 2, 2.5, 3, so the next one is 3.5: $90 \\times 3.5 = 315$.',
    },
    correct: 1,
  },
  // ---------- letter series ----------
  {
    key: 'reasoning-011',
    subject: 'reasoning',
    topic: 'letter series',
    difficulty: 'easy',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सा अक्षर आएगा? A, C, F, J, O, ?',
      options: ['S', 'T', 'V', 'U'],
      explanation: 'अक्षरों के स्थानीय मान 1, 3, 6, 10, 15 हैं और अंतर +2, +3, +4, +5 है। अगला अंतर +6 होगा: 15 + 6 = 21, अर्थात् U।',
    },
    en: {
      text: 'Which letter will replace the question mark (?) in the given series? A, C, F, J, O, ?',
      options: ['S', 'T', 'V', 'U'],
      explanation: 'The positions are 1, 3, 6, 10, 15 with gaps +2, +3, +4, +5. The next gap is +6: 15 + 6 = 21, which is U.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-012',
    subject: 'reasoning',
    topic: 'letter series',
    difficulty: 'medium',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सा अक्षर-युग्म आएगा? AZ, CX, EV, GT, ?',
      options: ['IR', 'HS', 'IS', 'JR'],
      explanation: 'पहला अक्षर हर बार 2 आगे बढ़ता है (A, C, E, G, I) और दूसरा अक्षर हर बार 2 पीछे जाता है (Z, X, V, T, R)। अतः उत्तर IR है।',
    },
    en: {
      text: 'Which letter pair will replace the question mark (?) in the given series? AZ, CX, EV, GT, ?',
      options: ['IR', 'HS', 'IS', 'JR'],
      explanation:
        'The first letter moves forward by 2 (A, C, E, G, I) and the second letter moves back by 2 (Z, X, V, T, R). So the answer is IR.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-013',
    subject: 'reasoning',
    topic: 'letter series',
    difficulty: 'medium',
    hi: {
      text: 'दी गई श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन सा पद आएगा? KM5, IP8, GS11, EV14, ?',
      options: ['DY17', 'CX17', 'CY17', 'CY16'],
      explanation:
        'पहला अक्षर 2-2 पीछे जाता है (K, I, G, E, C), दूसरा अक्षर 3-3 आगे बढ़ता है (M, P, S, V, Y) और संख्या में 3 जुड़ता है (5, 8, 11, 14, 17)। अतः उत्तर CY17 है।',
    },
    en: {
      text: 'Which term will replace the question mark (?) in the given series? KM5, IP8, GS11, EV14, ?',
      options: ['DY17', 'CX17', 'CY17', 'CY16'],
      explanation:
        'The first letter moves back by 2 (K, I, G, E, C), the second moves forward by 3 (M, P, S, V, Y) and the number increases by 3 (5, 8, 11, 14, 17). So the answer is CY17.',
    },
    correct: 2,
  },
  // ---------- coding decoding ----------
  {
    key: 'reasoning-014',
    subject: 'reasoning',
    topic: 'coding decoding',
    difficulty: 'easy',
    hi: {
      text: 'किसी कूट भाषा में CAT को DBU लिखा जाता है। उसी कूट भाषा में DOG को कैसे लिखा जाएगा?',
      options: ['EPG', 'FPH', 'DPH', 'EPH'],
      explanation: 'प्रत्येक अक्षर को वर्णमाला में एक स्थान आगे बढ़ाया गया है (C→D, A→B, T→U)। अतः D→E, O→P, G→H, यानी EPH।',
    },
    en: {
      text: 'In a certain code language, CAT is written as DBU. How will DOG be written in that language?',
      options: ['EPG', 'FPH', 'DPH', 'EPH'],
      explanation: 'Each letter is moved one place forward in the alphabet (C→D, A→B, T→U). So D→E, O→P, G→H, giving EPH.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-015',
    subject: 'reasoning',
    topic: 'coding decoding',
    difficulty: 'easy',
    hi: {
      text: 'किसी कूट भाषा में CAT को 24 लिखा जाता है। उसी कूट भाषा में DOG को क्या लिखा जाएगा?',
      options: ['24', '26', '27', '25'],
      explanation: 'कूट अक्षरों के स्थानीय मानों का योग है: C + A + T = 3 + 1 + 20 = 24। अतः DOG = 4 + 15 + 7 = 26।',
    },
    en: {
      text: 'In a certain code language, CAT is written as 24. What will DOG be written as in that language?',
      options: ['24', '26', '27', '25'],
      explanation: 'The code is the sum of the alphabet positions: C + A + T = 3 + 1 + 20 = 24. So DOG = 4 + 15 + 7 = 26.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-016',
    subject: 'reasoning',
    topic: 'coding decoding',
    difficulty: 'hard',
    hi: {
      text: 'किसी कूट भाषा में GOLD को TLOW लिखा जाता है। उसी कूट भाषा में SILVER को कैसे लिखा जाएगा?',
      options: ['HROEVI', 'HRPEVI', 'HROVEI', 'GROEVI'],
      explanation:
        'प्रत्येक अक्षर को उसके विपरीत अक्षर से बदला गया है (A↔Z, B↔Y, …): G→T, O→L, L→O, D→W। अतः S→H, I→R, L→O, V→E, E→V, R→I, यानी HROEVI।',
    },
    en: {
      text: 'In a certain code language, GOLD is written as TLOW. How will SILVER be written in that language?',
      options: ['HROEVI', 'HRPEVI', 'HROVEI', 'GROEVI'],
      explanation:
        'Each letter is replaced by its opposite letter (A↔Z, B↔Y, …): G→T, O→L, L→O, D→W. So S→H, I→R, L→O, V→E, E→V, R→I, giving HROEVI.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-017',
    subject: 'reasoning',
    topic: 'coding decoding',
    difficulty: 'medium',
    hi: {
      text: "किसी कूट भाषा में 'sky is blue' को 'ta na po', 'blue and green' को 'ri po la' और 'green is good' को 'la na ke' लिखा जाता है। उसी भाषा में 'sky' का कूट क्या है?",
      options: ['na', 'po', 'ta', 'la'],
      explanation:
        "पहले और दूसरे वाक्य में 'blue' तथा 'po' उभयनिष्ठ हैं; पहले और तीसरे वाक्य में 'is' तथा 'na' उभयनिष्ठ हैं। अतः पहले वाक्य में बचा हुआ 'sky' = 'ta' है।",
    },
    en: {
      text: "In a certain code language, 'sky is blue' is written as 'ta na po', 'blue and green' as 'ri po la' and 'green is good' as 'la na ke'. What is the code for 'sky'?",
      options: ['na', 'po', 'ta', 'la'],
      explanation:
        "'blue' and 'po' are common to the first and second sentences; 'is' and 'na' are common to the first and third. So the remaining word 'sky' in the first sentence = 'ta'.",
    },
    correct: 2,
  },
  // ---------- blood relations ----------
  {
    key: 'reasoning-018',
    subject: 'reasoning',
    topic: 'blood relations',
    difficulty: 'easy',
    hi: {
      text: 'एक व्यक्ति की ओर इशारा करते हुए रीना ने कहा, "वह मेरे पिता के इकलौते पुत्र का पुत्र है।" वह व्यक्ति रीना से किस प्रकार संबंधित है?',
      options: ['भाई', 'पुत्र', 'चचेरा भाई', 'भतीजा'],
      explanation: 'रीना के पिता का इकलौता पुत्र रीना का भाई है। भाई का पुत्र रीना का भतीजा होगा।',
    },
    en: {
      text: 'Pointing to a man, Rina said, "He is the son of my father\'s only son." How is the man related to Rina?',
      options: ['Brother', 'Son', 'Cousin', 'Nephew'],
      explanation: "Rina's father's only son is Rina's brother. The brother's son is Rina's nephew.",
    },
    correct: 3,
  },
  {
    key: 'reasoning-019',
    subject: 'reasoning',
    topic: 'blood relations',
    difficulty: 'easy',
    hi: {
      text: 'A, B का भाई है। B, C की बहन है। C, D का पिता है। A, D से किस प्रकार संबंधित है?',
      options: ['पिता', 'चाचा', 'दादा', 'भाई'],
      explanation: 'A, B और C भाई-बहन हैं और A पुरुष है। C, D का पिता है, इसलिए C का भाई A, D का चाचा है।',
    },
    en: {
      text: 'A is the brother of B. B is the sister of C. C is the father of D. How is A related to D?',
      options: ['Father', 'Uncle', 'Grandfather', 'Brother'],
      explanation: "A, B and C are siblings and A is male. Since C is D's father, C's brother A is D's uncle.",
    },
    correct: 1,
  },
  {
    key: 'reasoning-020',
    subject: 'reasoning',
    topic: 'blood relations',
    difficulty: 'medium',
    hi: {
      text: 'एक महिला का परिचय कराते हुए अमन ने कहा, "वह मेरे पिता के पिता के इकलौते पुत्र की पुत्री है।" वह महिला अमन से किस प्रकार संबंधित है?',
      options: ['चचेरी बहन', 'माँ', 'बहन', 'भतीजी'],
      explanation: 'अमन के पिता के पिता अमन के दादा हैं, और उनका इकलौता पुत्र अमन के पिता हैं। अमन के पिता की पुत्री अमन की बहन है।',
    },
    en: {
      text: 'Introducing a woman, Aman said, "She is the daughter of the only son of my father\'s father." How is the woman related to Aman?',
      options: ['Cousin', 'Mother', 'Sister', 'Niece'],
      explanation:
        "Aman's father's father is his grandfather, whose only son is Aman's father. The daughter of Aman's father is Aman's sister.",
    },
    correct: 2,
  },
  {
    key: 'reasoning-021',
    subject: 'reasoning',
    topic: 'blood relations',
    difficulty: 'hard',
    hi: {
      text: "'P + Q' का अर्थ है 'P, Q का पिता है', 'P − Q' का अर्थ है 'P, Q की पत्नी है', 'P × Q' का अर्थ है 'P, Q का भाई है' और 'P ÷ Q' का अर्थ है 'P, Q की पुत्री है'। यदि A + B × C ÷ D है, तो A, D से किस प्रकार संबंधित है?",
      options: ['पति', 'भाई', 'पिता', 'पुत्र'],
      explanation: 'A, B का पिता है; B, C का भाई है, अतः A, C का भी पिता है। C, D की पुत्री है, इसलिए D, C की माता है। अतः A, D का पति है।',
    },
    en: {
      text: "'P + Q' means 'P is the father of Q', 'P − Q' means 'P is the wife of Q', 'P × Q' means 'P is the brother of Q' and 'P ÷ Q' means 'P is the daughter of Q'. If A + B × C ÷ D, how is A related to D?",
      options: ['Husband', 'Brother', 'Father', 'Son'],
      explanation:
        "A is B's father and B is C's brother, so A is also C's father. C is D's daughter, so D is C's mother. Hence A is D's husband.",
    },
    correct: 0,
  },
  // ---------- direction sense ----------
  {
    key: 'reasoning-022',
    subject: 'reasoning',
    topic: 'direction sense',
    difficulty: 'easy',
    hi: {
      text: 'रवि 5 km उत्तर की ओर चलता है, फिर दाएँ मुड़कर 3 km चलता है, फिर दोबारा दाएँ मुड़कर 5 km चलता है। अब वह अपने प्रारंभिक बिंदु से कितनी दूरी पर और किस दिशा में है?',
      options: ['3 km पश्चिम', '13 km उत्तर', '5 km दक्षिण', '3 km पूर्व'],
      explanation:
        'उत्तर में 5 km, फिर दाएँ मुड़कर पूर्व में 3 km, फिर दाएँ मुड़कर दक्षिण में 5 km। उत्तर-दक्षिण की दूरी समाप्त हो जाती है, अतः वह प्रारंभिक बिंदु से 3 km पूर्व में है।',
    },
    en: {
      text: 'Ravi walks 5 km towards the north, turns right and walks 3 km, then turns right again and walks 5 km. How far and in which direction is he from his starting point?',
      options: ['3 km West', '13 km North', '5 km South', '3 km East'],
      explanation:
        'He goes 5 km north, turns right to go 3 km east, then turns right to go 5 km south. The north–south movements cancel, so he is 3 km east of the start.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-023',
    subject: 'reasoning',
    topic: 'direction sense',
    difficulty: 'medium',
    hi: {
      text: 'एक व्यक्ति 6 km पूर्व की ओर चलता है, फिर बाएँ मुड़कर 8 km चलता है। वह अपने प्रारंभिक बिंदु से कितनी दूरी पर है?',
      options: ['14 km', '10 km', '12 km', '2 km'],
      explanation:
        'पूर्व की ओर चलते हुए बाएँ मुड़ने पर दिशा उत्तर होती है। पूर्व में 6 km और उत्तर में 8 km से समकोण त्रिभुज बनता है: $\\sqrt{6^2 + 8^2} = \\sqrt{100} = 10$ km।',
    },
    en: {
      text: 'A man walks 6 km towards the east, then turns left and walks 8 km. How far is he from his starting point?',
      options: ['14 km', '10 km', '12 km', '2 km'],
      explanation:
        'Turning left while facing east means going north. 6 km east and 8 km north form a right triangle: $\\sqrt{6^2 + 8^2} = \\sqrt{100} = 10$ km.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-024',
    subject: 'reasoning',
    topic: 'direction sense',
    difficulty: 'medium',
    hi: {
      text: 'सुनीता दक्षिण की ओर मुख करके खड़ी है। वह दक्षिणावर्त दिशा में 135° घूमती है और फिर वामावर्त दिशा में 180° घूमती है। अब उसका मुख किस दिशा में है?',
      options: ['उत्तर-पश्चिम', 'उत्तर-पूर्व', 'दक्षिण-पूर्व', 'दक्षिण-पश्चिम'],
      explanation: 'कुल घुमाव = 135° दक्षिणावर्त − 180° = 45° वामावर्त। दक्षिण से 45° वामावर्त घूमने पर दिशा दक्षिण-पूर्व होती है।',
    },
    en: {
      text: 'Sunita is facing south. She turns 135° clockwise and then 180° anticlockwise. Which direction is she facing now?',
      options: ['North-West', 'North-East', 'South-East', 'South-West'],
      explanation: 'Net turn = 135° clockwise − 180° = 45° anticlockwise. Turning 45° anticlockwise from south gives south-east.',
    },
    correct: 2,
  },
  // ---------- order and ranking ----------
  {
    key: 'reasoning-025',
    subject: 'reasoning',
    topic: 'order and ranking',
    difficulty: 'easy',
    hi: {
      text: '40 विद्यार्थियों की एक पंक्ति में मोहन बाएँ छोर से 12वें स्थान पर है। दाएँ छोर से उसका स्थान क्या है?',
      options: ['29वाँ', '28वाँ', '30वाँ', '27वाँ'],
      explanation: 'दाएँ से स्थान = कुल − बाएँ से स्थान + 1 = 40 − 12 + 1 = 29।',
    },
    en: {
      text: 'In a row of 40 students, Mohan is 12th from the left end. What is his position from the right end?',
      options: ['29th', '28th', '30th', '27th'],
      explanation: 'Position from right = total − position from left + 1 = 40 − 12 + 1 = 29.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-026',
    subject: 'reasoning',
    topic: 'order and ranking',
    difficulty: 'medium',
    hi: {
      text: 'एक कक्षा में रिया का स्थान ऊपर से 15वाँ और नीचे से 26वाँ है। कक्षा में कुल कितने विद्यार्थी हैं?',
      options: ['41', '39', '42', '40'],
      explanation: 'कुल विद्यार्थी = ऊपर से स्थान + नीचे से स्थान − 1 = 15 + 26 − 1 = 40।',
    },
    en: {
      text: 'In a class, Riya is 15th from the top and 26th from the bottom. How many students are there in the class?',
      options: ['41', '39', '42', '40'],
      explanation: 'Total = position from top + position from bottom − 1 = 15 + 26 − 1 = 40.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-027',
    subject: 'reasoning',
    topic: 'order and ranking',
    difficulty: 'medium',
    hi: {
      text: 'एक पंक्ति में A बाएँ से 10वें और B दाएँ से 14वें स्थान पर है। दोनों अपने स्थान आपस में बदल लेते हैं, जिसके बाद A बाएँ से 21वें स्थान पर हो जाता है। पंक्ति में कुल कितने व्यक्ति हैं?',
      options: ['35', '34', '33', '31'],
      explanation: 'स्थान बदलने के बाद A, B के पुराने स्थान पर है। अतः वह स्थान बाएँ से 21वाँ और दाएँ से 14वाँ है। कुल = 21 + 14 − 1 = 34।',
    },
    en: {
      text: 'In a row, A is 10th from the left and B is 14th from the right. They interchange their positions, after which A becomes 21st from the left. How many persons are there in the row?',
      options: ['35', '34', '33', '31'],
      explanation:
        "After the swap, A is in B's old place, which is therefore 21st from the left and 14th from the right. Total = 21 + 14 − 1 = 34.",
    },
    correct: 1,
  },
  // ---------- syllogism ----------
  {
    key: 'reasoning-028',
    subject: 'reasoning',
    topic: 'syllogism',
    difficulty: 'easy',
    hi: {
      text: 'कथन: सभी पेन किताबें हैं। सभी किताबें थैले हैं। निष्कर्ष: I. सभी पेन थैले हैं। II. कुछ थैले पेन हैं। कथनों को सत्य मानते हुए तय कीजिए कि कौन सा/से निष्कर्ष कथनों का अनुसरण करता/करते है/हैं।',
      options: [
        'केवल निष्कर्ष I अनुसरण करता है',
        'केवल निष्कर्ष II अनुसरण करता है',
        'निष्कर्ष I और II दोनों अनुसरण करते हैं',
        'न तो निष्कर्ष I और न ही II अनुसरण करता है',
      ],
      explanation: 'सभी पेन किताबें हैं और सभी किताबें थैले हैं, अतः सभी पेन थैले हैं (I सही)। जब सभी पेन थैले हैं, तो कुछ थैले अवश्य पेन हैं (II सही)।',
    },
    en: {
      text: 'Statements: All pens are books. All books are bags. Conclusions: I. All pens are bags. II. Some bags are pens. Assuming the statements to be true, decide which conclusion(s) follow.',
      options: ['Only conclusion I follows', 'Only conclusion II follows', 'Both I and II follow', 'Neither I nor II follows'],
      explanation:
        'All pens are books and all books are bags, so all pens are bags (I follows). Since all pens are bags, some bags must be pens (II follows).',
    },
    correct: 2,
  },
  {
    key: 'reasoning-029',
    subject: 'reasoning',
    topic: 'syllogism',
    difficulty: 'medium',
    hi: {
      text: 'कथन: कुछ बिल्लियाँ कुत्ते हैं। कोई भी कुत्ता चूहा नहीं है। निष्कर्ष: I. कुछ बिल्लियाँ चूहे नहीं हैं। II. कोई भी बिल्ली चूहा नहीं है। कथनों को सत्य मानते हुए तय कीजिए कि कौन सा/से निष्कर्ष कथनों का अनुसरण करता/करते है/हैं।',
      options: [
        'केवल निष्कर्ष I अनुसरण करता है',
        'केवल निष्कर्ष II अनुसरण करता है',
        'निष्कर्ष I और II दोनों अनुसरण करते हैं',
        'न तो निष्कर्ष I और न ही II अनुसरण करता है',
      ],
      explanation:
        'जो बिल्लियाँ कुत्ते हैं वे चूहे नहीं हो सकतीं, अतः कुछ बिल्लियाँ चूहे नहीं हैं (I सही)। बाकी बिल्लियों के बारे में कुछ नहीं कहा गया, इसलिए II निश्चित नहीं है।',
    },
    en: {
      text: 'Statements: Some cats are dogs. No dog is a rat. Conclusions: I. Some cats are not rats. II. No cat is a rat. Assuming the statements to be true, decide which conclusion(s) follow.',
      options: ['Only conclusion I follows', 'Only conclusion II follows', 'Both I and II follow', 'Neither I nor II follows'],
      explanation:
        'The cats that are dogs cannot be rats, so some cats are not rats (I follows). Nothing is said about the other cats, so II is not certain.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-030',
    subject: 'reasoning',
    topic: 'syllogism',
    difficulty: 'hard',
    hi: {
      text: 'कथन: सभी गुलाब फूल हैं। कुछ फूल लाल हैं। निष्कर्ष: I. कुछ गुलाब लाल हैं। II. कुछ लाल वस्तुएँ फूल हैं। कथनों को सत्य मानते हुए तय कीजिए कि कौन सा/से निष्कर्ष कथनों का अनुसरण करता/करते है/हैं।',
      options: [
        'केवल निष्कर्ष I अनुसरण करता है',
        'केवल निष्कर्ष II अनुसरण करता है',
        'निष्कर्ष I और II दोनों अनुसरण करते हैं',
        'न तो निष्कर्ष I और न ही II अनुसरण करता है',
      ],
      explanation:
        'लाल फूल गुलाब से अलग फूल भी हो सकते हैं, इसलिए I निश्चित नहीं है। "कुछ फूल लाल हैं" का अर्थ ही है कि कुछ लाल वस्तुएँ फूल हैं, अतः केवल II अनुसरण करता है।',
    },
    en: {
      text: 'Statements: All roses are flowers. Some flowers are red. Conclusions: I. Some roses are red. II. Some red things are flowers. Assuming the statements to be true, decide which conclusion(s) follow.',
      options: ['Only conclusion I follows', 'Only conclusion II follows', 'Both I and II follow', 'Neither I nor II follows'],
      explanation:
        'The red flowers may all be flowers other than roses, so I is not certain. "Some flowers are red" directly implies "some red things are flowers", so only II follows.',
    },
    correct: 1,
  },
  // ---------- calendar ----------
  {
    key: 'reasoning-031',
    subject: 'reasoning',
    topic: 'calendar',
    difficulty: 'easy',
    hi: {
      text: 'यदि आज सोमवार है, तो 61 दिन बाद सप्ताह का कौन सा दिन होगा?',
      options: ['शुक्रवार', 'रविवार', 'गुरुवार', 'शनिवार'],
      explanation: '61 को 7 से भाग देने पर शेषफल 5 आता है ($61 = 7 \\times 8 + 5$)। सोमवार + 5 दिन = शनिवार।',
    },
    en: {
      text: 'If today is Monday, what day of the week will it be after 61 days?',
      options: ['Friday', 'Sunday', 'Thursday', 'Saturday'],
      explanation: '61 divided by 7 leaves a remainder of 5 ($61 = 7 \\times 8 + 5$). Monday + 5 days = Saturday.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-032',
    subject: 'reasoning',
    topic: 'calendar',
    difficulty: 'medium',
    hi: {
      text: 'यदि 1 जनवरी 2023 को रविवार था, तो 1 मार्च 2023 को सप्ताह का कौन सा दिन था?',
      options: ['मंगलवार', 'बुधवार', 'गुरुवार', 'सोमवार'],
      explanation:
        '2023 लीप वर्ष नहीं है। जनवरी के 31 दिन (3 विषम दिन) और फरवरी के 28 दिन (0 विषम दिन) मिलाकर 3 विषम दिन होते हैं। रविवार + 3 = बुधवार।',
    },
    en: {
      text: 'If 1 January 2023 was a Sunday, what day of the week was 1 March 2023?',
      options: ['Tuesday', 'Wednesday', 'Thursday', 'Monday'],
      explanation:
        '2023 is not a leap year. January has 31 days (3 odd days) and February has 28 days (0 odd days), giving 3 odd days. Sunday + 3 = Wednesday.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-033',
    subject: 'reasoning',
    topic: 'calendar',
    difficulty: 'hard',
    hi: {
      text: '26 जनवरी 1950 को सप्ताह का कौन सा दिन था?',
      options: ['बुधवार', 'शुक्रवार', 'गुरुवार', 'शनिवार'],
      explanation:
        '1949 तक विषम दिन: 1600 वर्ष → 0, 300 वर्ष → 1, 49 वर्ष (12 लीप + 37 सामान्य) → 24 + 37 = 61 → 5; कुल 6। जनवरी 1950 के 26 दिन → 5। कुल 11 → 4 विषम दिन, अतः गुरुवार।',
    },
    en: {
      text: 'What day of the week was 26 January 1950?',
      options: ['Wednesday', 'Friday', 'Thursday', 'Saturday'],
      explanation:
        'Odd days up to 1949: 1600 years → 0, 300 years → 1, 49 years (12 leap + 37 ordinary) → 24 + 37 = 61 → 5; total 6. 26 days of January 1950 → 5. Total 11 → 4 odd days, i.e. Thursday.',
    },
    correct: 2,
  },
  // ---------- clock ----------
  {
    key: 'reasoning-034',
    subject: 'reasoning',
    topic: 'clock',
    difficulty: 'easy',
    hi: {
      text: 'ठीक 4 बजे घड़ी की घंटे और मिनट की सुइयों के बीच कितना कोण होता है?',
      options: ['120°', '90°', '100°', '150°'],
      explanation: 'घड़ी के दो क्रमागत अंकों के बीच 30° का कोण होता है। 4 बजे सुइयों के बीच 4 अंकों का अंतर है: $4 \\times 30° = 120°$।',
    },
    en: {
      text: "What is the angle between the hour hand and the minute hand of a clock at exactly 4 o'clock?",
      options: ['120°', '90°', '100°', '150°'],
      explanation: 'Adjacent numbers on a clock are 30° apart. At 4:00 the hands are 4 numbers apart: $4 \\times 30° = 120°$.',
    },
    correct: 0,
  },
  {
    key: 'reasoning-035',
    subject: 'reasoning',
    topic: 'clock',
    difficulty: 'medium',
    hi: {
      text: '3:40 बजे घड़ी की घंटे और मिनट की सुइयों के बीच कितना कोण होगा?',
      options: ['120°', '140°', '150°', '130°'],
      explanation: 'सूत्र: कोण = $|30H - \\frac{11}{2}M|$ = $|30 \\times 3 - \\frac{11}{2} \\times 40|$ = $|90 - 220|$ = 130°।',
    },
    en: {
      text: 'What is the angle between the hour hand and the minute hand of a clock at 3:40?',
      options: ['120°', '140°', '150°', '130°'],
      explanation: 'Angle = $|30H - \\frac{11}{2}M|$ = $|30 \\times 3 - \\frac{11}{2} \\times 40|$ = $|90 - 220|$ = 130°.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-036',
    subject: 'reasoning',
    topic: 'clock',
    difficulty: 'hard',
    hi: {
      text: '4 बजे और 5 बजे के बीच किस समय घड़ी की घंटे और मिनट की सुइयाँ एक-दूसरे को ढकती (संपाती होती) हैं?',
      options: [
        '4 बजकर $20\\frac{10}{11}$ मिनट',
        '4 बजकर $21\\frac{3}{11}$ मिनट',
        '4 बजकर $21\\frac{9}{11}$ मिनट',
        '4 बजकर $22\\frac{2}{11}$ मिनट',
      ],
      explanation:
        '4 बजे मिनट की सुई घंटे की सुई से 20 मिनट-खाने पीछे है और प्रति मिनट $\\frac{11}{12}$ मिनट-खाना आगे बढ़ती है। समय = $20 \\times \\frac{12}{11} = \\frac{240}{11} = 21\\frac{9}{11}$ मिनट।',
    },
    en: {
      text: "At what time between 4 and 5 o'clock will the hour hand and the minute hand of a clock coincide?",
      options: [
        '$20\\frac{10}{11}$ minutes past 4',
        '$21\\frac{3}{11}$ minutes past 4',
        '$21\\frac{9}{11}$ minutes past 4',
        '$22\\frac{2}{11}$ minutes past 4',
      ],
      explanation:
        'At 4:00 the minute hand is 20 minute-spaces behind and gains $\\frac{11}{12}$ of a space per minute. Time = $20 \\times \\frac{12}{11} = \\frac{240}{11} = 21\\frac{9}{11}$ minutes.',
    },
    correct: 2,
  },
  // ---------- mathematical operations ----------
  {
    key: 'reasoning-037',
    subject: 'reasoning',
    topic: 'mathematical operations',
    difficulty: 'medium',
    hi: {
      text: "यदि '+' का अर्थ '×', '×' का अर्थ '−', '−' का अर्थ '÷' और '÷' का अर्थ '+' हो, तो 8 + 3 × 12 − 4 ÷ 5 का मान क्या होगा?",
      options: ['24', '26', '28', '20'],
      explanation: 'चिह्न बदलने पर: 8 × 3 − 12 ÷ 4 + 5 = 24 − 3 + 5 = 26।',
    },
    en: {
      text: "If '+' means '×', '×' means '−', '−' means '÷' and '÷' means '+', what is the value of 8 + 3 × 12 − 4 ÷ 5?",
      options: ['24', '26', '28', '20'],
      explanation: 'After replacing the signs: 8 × 3 − 12 ÷ 4 + 5 = 24 − 3 + 5 = 26.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-038',
    subject: 'reasoning',
    topic: 'mathematical operations',
    difficulty: 'hard',
    hi: {
      text: 'दिए गए समीकरण को सही बनाने के लिए किन दो चिह्नों को आपस में बदलना होगा? 12 ÷ 4 + 6 × 2 − 8 = 12',
      options: ['÷ और −', '+ और −', '÷ और ×', '+ और ×'],
      explanation: '+ और × को बदलने पर: 12 ÷ 4 × 6 + 2 − 8 = 3 × 6 + 2 − 8 = 18 + 2 − 8 = 12, जो सही है। अन्य विकल्पों से 12 प्राप्त नहीं होता।',
    },
    en: {
      text: 'Which two signs should be interchanged to make the given equation correct? 12 ÷ 4 + 6 × 2 − 8 = 12',
      options: ['÷ and −', '+ and −', '÷ and ×', '+ and ×'],
      explanation:
        'Interchanging + and × gives 12 ÷ 4 × 6 + 2 − 8 = 3 × 6 + 2 − 8 = 18 + 2 − 8 = 12, which is correct. No other option gives 12.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-039',
    subject: 'reasoning',
    topic: 'mathematical operations',
    difficulty: 'easy',
    hi: {
      text: "यदि 'P' का अर्थ '÷', 'Q' का अर्थ '×', 'R' का अर्थ '+' और 'S' का अर्थ '−' हो, तो 36 P 4 Q 3 R 10 S 5 का मान क्या होगा?",
      options: ['32', '22', '37', '30'],
      explanation: 'अक्षरों को चिह्नों से बदलने पर: 36 ÷ 4 × 3 + 10 − 5 = 9 × 3 + 10 − 5 = 27 + 10 − 5 = 32।',
    },
    en: {
      text: "If 'P' means '÷', 'Q' means '×', 'R' means '+' and 'S' means '−', what is the value of 36 P 4 Q 3 R 10 S 5?",
      options: ['32', '22', '37', '30'],
      explanation: 'Replacing the letters with signs: 36 ÷ 4 × 3 + 10 − 5 = 9 × 3 + 10 − 5 = 27 + 10 − 5 = 32.',
    },
    correct: 0,
  },
  // ---------- seating arrangement ----------
  {
    key: 'reasoning-040',
    subject: 'reasoning',
    topic: 'seating arrangement',
    difficulty: 'easy',
    hi: {
      text: 'पाँच मित्र A, B, C, D और E एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं। C ठीक बीच में बैठा है। A, C के ठीक बाएँ बैठा है। B दाएँ छोर पर बैठा है। E, C के ठीक दाएँ बैठा है। बाएँ छोर पर कौन बैठा है?',
      options: ['A', 'E', 'D', 'B'],
      explanation: 'बाएँ से दाएँ स्थान 1 से 5 मानें: C = 3, A = 2, E = 4, B = 5। बचा हुआ स्थान 1, D को मिलता है, अतः D बाएँ छोर पर है।',
    },
    en: {
      text: 'Five friends A, B, C, D and E are sitting in a row facing north. C is in the middle. A is to the immediate left of C. B is at the right end. E is to the immediate right of C. Who is sitting at the left end?',
      options: ['A', 'E', 'D', 'B'],
      explanation:
        'Number the seats 1 to 5 from left to right: C = 3, A = 2, E = 4, B = 5. The remaining seat 1 goes to D, so D is at the left end.',
    },
    correct: 2,
  },
  {
    key: 'reasoning-041',
    subject: 'reasoning',
    topic: 'seating arrangement',
    difficulty: 'medium',
    hi: {
      text: 'छह व्यक्ति P, Q, R, S, T और U एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं। P, Q के ठीक सामने बैठा है। R, P के ठीक बाएँ बैठा है। S, Q के ठीक बाएँ बैठा है। T, P के बगल में नहीं बैठा है। R के ठीक सामने कौन बैठा है?',
      options: ['T', 'U', 'Q', 'S'],
      explanation:
        'दक्षिणावर्त क्रम में स्थान: P, R, T, Q, S, U (केंद्र की ओर मुख होने पर बायाँ दक्षिणावर्त दिशा में होता है)। T, P के बगल में नहीं हो सकता, इसलिए T, R और Q के बीच है और U, S और P के बीच। 6 व्यक्तियों में ठीक सामने वाला 3 स्थान दूर होता है, अतः R के सामने S है।',
    },
    en: {
      text: 'Six persons P, Q, R, S, T and U are sitting around a circular table facing the centre. P sits directly opposite Q. R sits to the immediate left of P. S sits to the immediate left of Q. T is not an immediate neighbour of P. Who sits directly opposite R?',
      options: ['T', 'U', 'Q', 'S'],
      explanation:
        'Going clockwise (left is clockwise when facing the centre): P, R, T, Q, S, U. T cannot be next to P, so T is between R and Q and U is between S and P. With 6 seats, the person opposite is 3 places away, so S is opposite R.',
    },
    correct: 3,
  },
  {
    key: 'reasoning-042',
    subject: 'reasoning',
    topic: 'seating arrangement',
    difficulty: 'medium',
    hi: {
      text: 'सात व्यक्ति J, K, L, M, N, O और P एक पंक्ति में उत्तर की ओर मुख करके बैठे हैं। M ठीक बीच में बैठा है। K, M के दाएँ तीसरे स्थान पर बैठा है। J किसी एक छोर पर बैठा है। L, K के बाएँ दूसरे स्थान पर बैठा है। O, J के ठीक दाएँ बैठा है। N, M के बगल में नहीं बैठा है। O और M के ठीक बीच में कौन बैठा है?',
      options: ['P', 'N', 'L', 'K'],
      explanation:
        'बाएँ से स्थान 1 से 7: M = 4, K = 7, इसलिए J = 1, L = 5, O = 2। बचे स्थान 3 और 6 हैं; N, M के बगल में नहीं है, अतः N = 6 और P = 3। O (2) और M (4) के बीच P है।',
    },
    en: {
      text: 'Seven persons J, K, L, M, N, O and P are sitting in a row facing north. M sits exactly in the middle. K sits third to the right of M. J sits at one of the ends. L sits second to the left of K. O sits to the immediate right of J. N is not an immediate neighbour of M. Who sits exactly between O and M?',
      options: ['P', 'N', 'L', 'K'],
      explanation:
        'Seats 1 to 7 from the left: M = 4, K = 7, so J = 1, L = 5 and O = 2. Seats 3 and 6 remain; N is not next to M, so N = 6 and P = 3. P sits between O (2) and M (4).',
    },
    correct: 0,
  },
  // ---------- venn diagram ----------
  {
    key: 'reasoning-043',
    subject: 'reasoning',
    topic: 'venn diagram',
    difficulty: 'easy',
    hi: {
      text: '60 लोगों के एक समूह में 35 लोगों को चाय पसंद है, 30 लोगों को कॉफी पसंद है और 10 लोगों को दोनों पसंद हैं। कितने लोगों को इनमें से कोई भी पसंद नहीं है?',
      options: ['10', '5', '15', '0'],
      explanation: 'कम से कम एक पसंद करने वाले = 35 + 30 − 10 = 55। कोई भी पसंद न करने वाले = 60 − 55 = 5।',
    },
    en: {
      text: 'In a group of 60 people, 35 like tea, 30 like coffee and 10 like both. How many people like neither?',
      options: ['10', '5', '15', '0'],
      explanation: 'People who like at least one = 35 + 30 − 10 = 55. People who like neither = 60 − 55 = 5.',
    },
    correct: 1,
  },
  {
    key: 'reasoning-044',
    subject: 'reasoning',
    topic: 'venn diagram',
    difficulty: 'medium',
    hi: {
      text: '50 विद्यार्थियों की एक कक्षा में 28 क्रिकेट खेलते हैं, 22 फुटबॉल खेलते हैं और 8 इनमें से कोई भी खेल नहीं खेलते। कितने विद्यार्थी दोनों खेल खेलते हैं?',
      options: ['6', '10', '8', '12'],
      explanation: 'कम से कम एक खेल खेलने वाले = 50 − 8 = 42। दोनों खेलने वाले = 28 + 22 − 42 = 8।',
    },
    en: {
      text: 'In a class of 50 students, 28 play cricket, 22 play football and 8 play neither game. How many students play both games?',
      options: ['6', '10', '8', '12'],
      explanation: 'Students playing at least one game = 50 − 8 = 42. Students playing both = 28 + 22 − 42 = 8.',
    },
    correct: 2,
  },
  {
    key: 'reasoning-045',
    subject: 'reasoning',
    topic: 'venn diagram',
    difficulty: 'hard',
    hi: {
      text: '100 विद्यार्थियों में से 40 हिंदी, 35 अंग्रेज़ी और 30 संस्कृत पढ़ते हैं। 12 हिंदी और अंग्रेज़ी, 10 अंग्रेज़ी और संस्कृत, 8 हिंदी और संस्कृत पढ़ते हैं, तथा 5 तीनों भाषाएँ पढ़ते हैं। कितने विद्यार्थी ठीक एक भाषा पढ़ते हैं?',
      options: ['60', '55', '80', '65'],
      explanation:
        'केवल हिंदी = 40 − 12 − 8 + 5 = 25, केवल अंग्रेज़ी = 35 − 12 − 10 + 5 = 18, केवल संस्कृत = 30 − 10 − 8 + 5 = 17। ठीक एक भाषा = 25 + 18 + 17 = 60।',
    },
    en: {
      text: 'Out of 100 students, 40 study Hindi, 35 study English and 30 study Sanskrit. 12 study Hindi and English, 10 study English and Sanskrit, 8 study Hindi and Sanskrit, and 5 study all three. How many students study exactly one language?',
      options: ['60', '55', '80', '65'],
      explanation:
        'Only Hindi = 40 − 12 − 8 + 5 = 25, only English = 35 − 12 − 10 + 5 = 18, only Sanskrit = 30 − 10 − 8 + 5 = 17. Exactly one = 25 + 18 + 17 = 60.',
    },
    correct: 0,
  },
];
