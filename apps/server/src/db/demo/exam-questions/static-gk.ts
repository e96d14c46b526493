import type { DemoQuestion } from './types.ts';

/** Static general knowledge: stable facts only (no "current" office holders or records that change). */
export const staticGkQuestions: DemoQuestion[] = [
  {
    key: 'sgk-001',
    subject: 'static gk',
    topic: 'national symbols',
    difficulty: 'medium',
    hi: {
      text: 'राष्ट्रीय प्रतीक के नीचे अंकित आदर्श वाक्य "सत्यमेव जयते" किस ग्रंथ से लिया गया है?',
      options: ['ऋग्वेद', 'मुंडक उपनिषद', 'भगवद्गीता', 'कठोपनिषद'],
      explanation:
        '"सत्यमेव जयते" (सत्य की ही विजय होती है) मुंडक उपनिषद से लिया गया है और देवनागरी लिपि में राष्ट्रीय प्रतीक के नीचे अंकित है। राष्ट्रीय प्रतीक सारनाथ के अशोक स्तंभ के सिंह शीर्ष से लिया गया है और 26 जनवरी 1950 को अपनाया गया।',
    },
    en: {
      text: 'The motto "Satyameva Jayate", inscribed below the National Emblem, is taken from which text?',
      options: ['Rigveda', 'Mundaka Upanishad', 'Bhagavad Gita', 'Katha Upanishad'],
      explanation:
        '"Satyameva Jayate" (Truth alone triumphs) comes from the Mundaka Upanishad and is written in Devanagari below the National Emblem. The emblem is adapted from the Lion Capital of Ashoka at Sarnath and was adopted on 26 January 1950.',
    },
    correct: 1,
  },
  {
    key: 'sgk-002',
    subject: 'static gk',
    topic: 'national symbols',
    difficulty: 'easy',
    hi: {
      text: 'राष्ट्रीय ध्वज के बीच में बने अशोक चक्र में कितनी तीलियाँ (आरे) हैं?',
      options: ['12', '16', '22', '24'],
      explanation:
        'राष्ट्रीय ध्वज की सफ़ेद पट्टी के बीच गहरे नीले रंग का अशोक चक्र है, जिसमें 24 तीलियाँ हैं। यह सारनाथ के सिंह शीर्ष पर बने धर्मचक्र से लिया गया है। ध्वज की लंबाई और चौड़ाई का अनुपात 3:2 है।',
    },
    en: {
      text: 'How many spokes does the Ashoka Chakra in the middle of the National Flag have?',
      options: ['12', '16', '22', '24'],
      explanation:
        "The navy-blue Ashoka Chakra in the centre of the white band of the National Flag has 24 spokes. It is taken from the wheel (dharmachakra) on the Sarnath Lion Capital. The ratio of the flag's length to its width is 3:2.",
    },
    correct: 3,
  },
  {
    key: 'sgk-003',
    subject: 'static gk',
    topic: 'awards',
    difficulty: 'hard',
    hi: {
      text: '1965 में पहला ज्ञानपीठ पुरस्कार किसे दिया गया था?',
      options: ['जी. शंकर कुरुप', 'सुमित्रानंदन पंत', 'ताराशंकर बंद्योपाध्याय', 'के. वी. पुट्टप्पा (कुवेम्पु)'],
      explanation:
        'पहला ज्ञानपीठ पुरस्कार 1965 में मलयालम कवि जी. शंकर कुरुप को उनके काव्य-संग्रह "ओडक्कुषल" के लिए मिला। यह भारतीय साहित्य का सर्वोच्च पुरस्कार माना जाता है। सुमित्रानंदन पंत हिंदी के पहले ज्ञानपीठ विजेता (1968) थे।',
    },
    en: {
      text: 'Who received the first Jnanpith Award in 1965?',
      options: ['G. Sankara Kurup', 'Sumitranandan Pant', 'Tarashankar Bandyopadhyay', 'K. V. Puttappa (Kuvempu)'],
      explanation:
        'The first Jnanpith Award went in 1965 to the Malayalam poet G. Sankara Kurup for his collection "Odakkuzhal". It is regarded as the highest award in Indian literature. Sumitranandan Pant was the first Hindi writer to win it (1968).',
    },
    correct: 0,
  },
  {
    key: 'sgk-004',
    subject: 'static gk',
    topic: 'awards',
    difficulty: 'easy',
    hi: {
      text: 'दादासाहेब फाल्के पुरस्कार किस क्षेत्र में आजीवन योगदान के लिए दिया जाता है?',
      options: ['साहित्य', 'खेल', 'सिनेमा', 'विज्ञान'],
      explanation:
        'दादासाहेब फाल्के पुरस्कार भारतीय सिनेमा में आजीवन योगदान के लिए दिया जाने वाला देश का सर्वोच्च फ़िल्म सम्मान है। इसका नाम भारत की पहली फ़ीचर फ़िल्म "राजा हरिश्चंद्र" (1913) बनाने वाले दादासाहेब फाल्के के नाम पर है। पहला पुरस्कार 1969 में देविका रानी को मिला।',
    },
    en: {
      text: 'The Dadasaheb Phalke Award is given for lifetime contribution to which field?',
      options: ['Literature', 'Sports', 'Cinema', 'Science'],
      explanation:
        'The Dadasaheb Phalke Award is India\'s highest film honour, given for lifetime contribution to Indian cinema. It is named after Dadasaheb Phalke, who made India\'s first feature film, "Raja Harishchandra" (1913). The first award went to Devika Rani in 1969.',
    },
    correct: 2,
  },
  {
    key: 'sgk-005',
    subject: 'static gk',
    topic: 'sports',
    difficulty: 'medium',
    hi: {
      text: '"थॉमस कप" किस खेल से संबंधित है?',
      options: ['टेबल टेनिस', 'बैडमिंटन', 'हॉकी', 'टेनिस'],
      explanation:
        'थॉमस कप पुरुषों की अंतरराष्ट्रीय टीम बैडमिंटन चैंपियनशिप है। महिलाओं के लिए इसी तरह की प्रतियोगिता "उबर कप" है। भारत ने 2022 में पहली बार थॉमस कप जीता।',
    },
    en: {
      text: 'The "Thomas Cup" is associated with which sport?',
      options: ['Table tennis', 'Badminton', 'Hockey', 'Tennis'],
      explanation:
        "The Thomas Cup is the international men's team badminton championship; the women's equivalent is the Uber Cup. India won the Thomas Cup for the first time in 2022.",
    },
    correct: 1,
  },
  {
    key: 'sgk-006',
    subject: 'static gk',
    topic: 'books and authors',
    difficulty: 'easy',
    hi: {
      text: 'हिंदी उपन्यास "गोदान" के लेखक कौन हैं?',
      options: ['जयशंकर प्रसाद', 'यशपाल', 'फणीश्वरनाथ रेणु', 'मुंशी प्रेमचंद'],
      explanation:
        '"गोदान" (1936) मुंशी प्रेमचंद का अंतिम पूर्ण उपन्यास है, जिसमें किसान होरी के माध्यम से ग्रामीण भारत के शोषण और संघर्ष का चित्रण है। प्रेमचंद के अन्य प्रसिद्ध उपन्यास "गबन", "निर्मला" और "रंगभूमि" हैं। "मैला आँचल" फणीश्वरनाथ रेणु का उपन्यास है।',
    },
    en: {
      text: 'Who wrote the Hindi novel "Godaan"?',
      options: ['Jaishankar Prasad', 'Yashpal', 'Phanishwar Nath Renu', 'Munshi Premchand'],
      explanation:
        '"Godaan" (1936) is Munshi Premchand\'s last completed novel; through the peasant Hori it portrays the exploitation and struggle of rural India. Premchand\'s other well-known novels include "Gaban", "Nirmala" and "Rangbhoomi". "Maila Anchal" is by Phanishwar Nath Renu.',
    },
    correct: 3,
  },
  {
    key: 'sgk-007',
    subject: 'static gk',
    topic: 'books and authors',
    difficulty: 'medium',
    hi: {
      text: 'पशु-पक्षियों की कहानियों के माध्यम से नीति की शिक्षा देने वाले संस्कृत ग्रंथ "पंचतंत्र" की रचना का श्रेय किसे दिया जाता है?',
      options: ['नारायण पंडित', 'विष्णु शर्मा', 'कालिदास', 'सोमदेव'],
      explanation:
        'पंचतंत्र की रचना का श्रेय विष्णु शर्मा को दिया जाता है, जिन्होंने इसे राजकुमारों को व्यावहारिक नीति सिखाने के लिए रचा था। इसके पाँच तंत्र (भाग) हैं। नारायण पंडित ने "हितोपदेश" और सोमदेव ने "कथासरित्सागर" की रचना की।',
    },
    en: {
      text: 'The Sanskrit work "Panchatantra", which teaches practical wisdom through animal fables, is attributed to:',
      options: ['Narayana Pandita', 'Vishnu Sharma', 'Kalidasa', 'Somadeva'],
      explanation:
        'The Panchatantra is attributed to Vishnu Sharma, who is said to have composed it to teach princes practical wisdom. It has five books (tantras). Narayana Pandita wrote the "Hitopadesha" and Somadeva the "Kathasaritsagara".',
    },
    correct: 1,
  },
  {
    key: 'sgk-008',
    subject: 'static gk',
    topic: 'important days',
    difficulty: 'medium',
    hi: {
      text: 'भारत में 12 जनवरी को राष्ट्रीय युवा दिवस किसकी जयंती पर मनाया जाता है?',
      options: ['स्वामी विवेकानंद', 'सुभाष चंद्र बोस', 'भगत सिंह', 'डॉ. ए. पी. जे. अब्दुल कलाम'],
      explanation:
        'स्वामी विवेकानंद का जन्म 12 जनवरी 1863 को हुआ था। युवाओं के लिए उनके विचारों की प्रेरणा के कारण 1985 से उनकी जयंती राष्ट्रीय युवा दिवस के रूप में मनाई जाती है।',
    },
    en: {
      text: 'National Youth Day in India, 12 January, marks the birth anniversary of:',
      options: ['Swami Vivekananda', 'Subhas Chandra Bose', 'Bhagat Singh', 'Dr. A. P. J. Abdul Kalam'],
      explanation:
        'Swami Vivekananda was born on 12 January 1863. Because his ideas inspire young people, his birth anniversary has been observed as National Youth Day since 1985.',
    },
    correct: 0,
  },
  {
    key: 'sgk-009',
    subject: 'static gk',
    topic: 'important days',
    difficulty: 'medium',
    hi: {
      text: 'विश्व स्वास्थ्य दिवस किस तिथि को मनाया जाता है?',
      options: ['1 दिसंबर', '5 जून', '7 अप्रैल', '21 जून'],
      explanation:
        'विश्व स्वास्थ्य दिवस हर वर्ष 7 अप्रैल को मनाया जाता है, क्योंकि 7 अप्रैल 1948 को विश्व स्वास्थ्य संगठन (WHO) की स्थापना हुई थी। 1 दिसंबर विश्व एड्स दिवस, 5 जून विश्व पर्यावरण दिवस और 21 जून अंतरराष्ट्रीय योग दिवस है।',
    },
    en: {
      text: 'On which date is World Health Day observed?',
      options: ['1 December', '5 June', '7 April', '21 June'],
      explanation:
        'World Health Day is observed every year on 7 April, the day the World Health Organization (WHO) was founded in 1948. 1 December is World AIDS Day, 5 June World Environment Day and 21 June International Day of Yoga.',
    },
    correct: 2,
  },
  {
    key: 'sgk-010',
    subject: 'static gk',
    topic: 'dances and music',
    difficulty: 'medium',
    hi: {
      text: 'शास्त्रीय नृत्य "सत्रिया" किस राज्य से संबंधित है?',
      options: ['ओडिशा', 'मणिपुर', 'केरल', 'असम'],
      explanation:
        'सत्रिया नृत्य असम का शास्त्रीय नृत्य है, जिसकी शुरुआत 15वीं–16वीं शताब्दी में संत श्रीमंत शंकरदेव ने वैष्णव सत्रों (मठों) में की। संगीत नाटक अकादमी ने 2000 में इसे शास्त्रीय नृत्य की मान्यता दी। ओडिसी ओडिशा का, मणिपुरी मणिपुर का और कथकली केरल का नृत्य है।',
    },
    en: {
      text: 'The classical dance "Sattriya" belongs to which state?',
      options: ['Odisha', 'Manipur', 'Kerala', 'Assam'],
      explanation:
        'Sattriya is the classical dance of Assam, begun in the 15th–16th century by the saint Srimanta Sankardeva in the Vaishnava satras (monasteries). The Sangeet Natak Akademi recognised it as a classical dance in 2000. Odissi is from Odisha, Manipuri from Manipur and Kathakali from Kerala.',
    },
    correct: 3,
  },
  {
    key: 'sgk-011',
    subject: 'static gk',
    topic: 'dances and music',
    difficulty: 'easy',
    hi: {
      text: 'भारत रत्न से सम्मानित उस्ताद बिस्मिल्लाह ख़ान किस वाद्य यंत्र के वादन के लिए प्रसिद्ध थे?',
      options: ['सितार', 'सरोद', 'शहनाई', 'तबला'],
      explanation:
        'उस्ताद बिस्मिल्लाह ख़ान शहनाई के महान वादक थे, जिन्होंने इस वाद्य को शास्त्रीय मंच पर प्रतिष्ठा दिलाई। वे वाराणसी से जुड़े थे और 2001 में उन्हें भारत रत्न मिला।',
    },
    en: {
      text: 'Ustad Bismillah Khan, a Bharat Ratna awardee, was famous for playing which instrument?',
      options: ['Sitar', 'Sarod', 'Shehnai', 'Tabla'],
      explanation:
        'Ustad Bismillah Khan was a great master of the shehnai who brought the instrument to the classical concert stage. He was associated with Varanasi and received the Bharat Ratna in 2001.',
    },
    correct: 2,
  },
  {
    key: 'sgk-012',
    subject: 'static gk',
    topic: 'festivals',
    difficulty: 'medium',
    hi: {
      text: 'हर वर्ष दिसंबर के पहले सप्ताह में मनाया जाने वाला "हॉर्नबिल महोत्सव" किस राज्य का है?',
      options: ['नागालैंड', 'मेघालय', 'मिज़ोरम', 'सिक्किम'],
      explanation:
        'हॉर्नबिल महोत्सव नागालैंड में हर वर्ष 1 से 10 दिसंबर तक कोहिमा के पास किसामा हेरिटेज विलेज में मनाया जाता है। इसमें राज्य की विभिन्न नगा जनजातियों की संस्कृति, नृत्य, भोजन और शिल्प प्रदर्शित होते हैं। इसका नाम हॉर्नबिल पक्षी पर है, जो नगा लोककथाओं में विशेष स्थान रखता है।',
    },
    en: {
      text: 'The "Hornbill Festival", held every year in the first week of December, belongs to which state?',
      options: ['Nagaland', 'Meghalaya', 'Mizoram', 'Sikkim'],
      explanation:
        "The Hornbill Festival is held in Nagaland every year from 1 to 10 December at the Kisama Heritage Village near Kohima. It showcases the culture, dances, food and crafts of the state's Naga tribes. It is named after the hornbill, a bird with a special place in Naga folklore.",
    },
    correct: 0,
  },
  {
    key: 'sgk-013',
    subject: 'static gk',
    topic: 'monuments',
    difficulty: 'medium',
    hi: {
      text: 'रथ के आकार में बना प्रसिद्ध कोणार्क सूर्य मंदिर किस राज्य में है?',
      options: ['तमिलनाडु', 'ओडिशा', 'कर्नाटक', 'गुजरात'],
      explanation:
        'कोणार्क सूर्य मंदिर ओडिशा में है और 13वीं शताब्दी में पूर्वी गंग वंश के राजा नरसिंहदेव प्रथम ने बनवाया था। यह 24 पहियों और सात घोड़ों वाले सूर्य के विशाल रथ के रूप में बना है। यह यूनेस्को विश्व धरोहर स्थल है। गुजरात में मोढेरा का सूर्य मंदिर भी प्रसिद्ध है।',
    },
    en: {
      text: 'The famous Konark Sun Temple, built in the shape of a chariot, is in which state?',
      options: ['Tamil Nadu', 'Odisha', 'Karnataka', 'Gujarat'],
      explanation:
        "The Konark Sun Temple is in Odisha and was built in the 13th century by King Narasimhadeva I of the Eastern Ganga dynasty. It is designed as the Sun god's huge chariot with 24 wheels and seven horses, and is a UNESCO World Heritage Site. Gujarat has another well-known sun temple at Modhera.",
    },
    correct: 1,
  },
  {
    key: 'sgk-014',
    subject: 'static gk',
    topic: 'first in india and world',
    difficulty: 'easy',
    hi: {
      text: 'अंतरिक्ष में जाने वाले पहले भारतीय कौन थे?',
      options: ['कल्पना चावला', 'राकेश शर्मा', 'रवीश मल्होत्रा', 'सुनीता विलियम्स'],
      explanation:
        'स्क्वाड्रन लीडर राकेश शर्मा अप्रैल 1984 में सोवियत अंतरिक्ष यान सोयुज़ टी-11 से सैल्यूत-7 अंतरिक्ष स्टेशन गए और अंतरिक्ष में जाने वाले पहले भारतीय बने। प्रधानमंत्री के पूछने पर कि अंतरिक्ष से भारत कैसा दिखता है, उन्होंने कहा था — "सारे जहाँ से अच्छा"। रवीश मल्होत्रा उनके बैकअप थे।',
    },
    en: {
      text: 'Who was the first Indian to travel into space?',
      options: ['Kalpana Chawla', 'Rakesh Sharma', 'Ravish Malhotra', 'Sunita Williams'],
      explanation:
        'Squadron Leader Rakesh Sharma flew to the Salyut 7 space station aboard the Soviet spacecraft Soyuz T-11 in April 1984, becoming the first Indian in space. Asked by the Prime Minister how India looked from space, he replied "Saare Jahan Se Achha". Ravish Malhotra was his back-up.',
    },
    correct: 1,
  },
  {
    key: 'sgk-015',
    subject: 'static gk',
    topic: 'first in india and world',
    difficulty: 'medium',
    hi: {
      text: 'ओलंपिक खेलों में व्यक्तिगत स्वर्ण पदक जीतने वाले पहले भारतीय कौन थे?',
      options: ['लिएंडर पेस', 'राज्यवर्धन सिंह राठौड़', 'सुशील कुमार', 'अभिनव बिंद्रा'],
      explanation:
        'अभिनव बिंद्रा ने 2008 के बीजिंग ओलंपिक में 10 मीटर एयर राइफ़ल स्पर्धा में स्वर्ण पदक जीता। यह किसी भारतीय का पहला व्यक्तिगत ओलंपिक स्वर्ण पदक था; इससे पहले भारत के स्वर्ण पदक हॉकी टीम ने जीते थे।',
    },
    en: {
      text: 'Who was the first Indian to win an individual gold medal at the Olympic Games?',
      options: ['Leander Paes', 'Rajyavardhan Singh Rathore', 'Sushil Kumar', 'Abhinav Bindra'],
      explanation:
        "Abhinav Bindra won gold in the 10 m air rifle event at the 2008 Beijing Olympics. It was India's first individual Olympic gold; India's earlier gold medals had been won by the hockey team.",
    },
    correct: 3,
  },
  {
    key: 'sgk-016',
    subject: 'static gk',
    topic: 'inventions and discoveries',
    difficulty: 'easy',
    hi: {
      text: 'डायनामाइट का आविष्कार किसने किया था, जिनकी वसीयत से बाद में नोबेल पुरस्कार शुरू हुए?',
      options: ['थॉमस एडिसन', 'माइकल फ़ैराडे', 'जेम्स वॉट', 'अल्फ़्रेड नोबेल'],
      explanation:
        'स्वीडन के रसायनज्ञ अल्फ़्रेड नोबेल ने 1867 में डायनामाइट का पेटेंट कराया, जिससे नाइट्रोग्लिसरीन जैसे अस्थिर विस्फोटक को सुरक्षित ढंग से उपयोग करना संभव हुआ। उनकी वसीयत के अनुसार 1901 से नोबेल पुरस्कार दिए जाते हैं। थॉमस एडिसन ने फ़ोनोग्राफ़ और व्यावहारिक विद्युत बल्ब बनाया तथा जेम्स वॉट ने भाप इंजन में सुधार किए।',
    },
    en: {
      text: 'Who invented dynamite and, through his will, later founded the Nobel Prizes?',
      options: ['Thomas Edison', 'Michael Faraday', 'James Watt', 'Alfred Nobel'],
      explanation:
        'The Swedish chemist Alfred Nobel patented dynamite in 1867, which made an unstable explosive like nitroglycerine safe to handle. Under his will the Nobel Prizes have been awarded since 1901. Thomas Edison made the phonograph and a practical electric bulb, and James Watt improved the steam engine.',
    },
    correct: 3,
  },
  {
    key: 'sgk-017',
    subject: 'static gk',
    topic: 'international organisations',
    difficulty: 'medium',
    hi: {
      text: 'विश्व व्यापार संगठन (WTO) का मुख्यालय कहाँ है?',
      options: ['न्यूयॉर्क', 'वॉशिंगटन डी.सी.', 'जिनेवा', 'पेरिस'],
      explanation:
        'विश्व व्यापार संगठन 1 जनवरी 1995 को गैट (GATT) के स्थान पर बना और इसका मुख्यालय जिनेवा (स्विट्ज़रलैंड) में है। भारत इसका संस्थापक सदस्य है। अंतरराष्ट्रीय मुद्रा कोष और विश्व बैंक के मुख्यालय वॉशिंगटन डी.सी. में हैं।',
    },
    en: {
      text: 'Where is the headquarters of the World Trade Organization (WTO)?',
      options: ['New York', 'Washington, D.C.', 'Geneva', 'Paris'],
      explanation:
        'The WTO replaced the GATT on 1 January 1995 and has its headquarters in Geneva, Switzerland. India is a founder member. The IMF and the World Bank are headquartered in Washington, D.C.',
    },
    correct: 2,
  },
  {
    key: 'sgk-018',
    subject: 'static gk',
    topic: 'international organisations',
    difficulty: 'hard',
    hi: {
      text: 'दक्षेस (SAARC) का सचिवालय कहाँ स्थित है?',
      options: ['काठमांडू', 'ढाका', 'नई दिल्ली', 'कोलंबो'],
      explanation:
        'दक्षिण एशियाई क्षेत्रीय सहयोग संगठन (दक्षेस) की स्थापना 8 दिसंबर 1985 को ढाका में हुई थी, पर इसका सचिवालय 1987 से काठमांडू (नेपाल) में है। इसके आठ सदस्य हैं: अफ़ग़ानिस्तान, बांग्लादेश, भूटान, भारत, मालदीव, नेपाल, पाकिस्तान और श्रीलंका।',
    },
    en: {
      text: 'Where is the Secretariat of SAARC located?',
      options: ['Kathmandu', 'Dhaka', 'New Delhi', 'Colombo'],
      explanation:
        'The South Asian Association for Regional Cooperation (SAARC) was founded at Dhaka on 8 December 1985, but its Secretariat has been in Kathmandu, Nepal, since 1987. Its eight members are Afghanistan, Bangladesh, Bhutan, India, the Maldives, Nepal, Pakistan and Sri Lanka.',
    },
    correct: 0,
  },
  {
    key: 'sgk-019',
    subject: 'static gk',
    topic: 'countries capitals and currencies',
    difficulty: 'medium',
    hi: {
      text: 'भूटान की मुद्रा का नाम क्या है?',
      options: ['टका', 'न्गुलट्रम', 'रुफ़िया', 'क्यात'],
      explanation:
        'भूटान की मुद्रा न्गुलट्रम है, जिसका मूल्य भारतीय रुपये के बराबर रखा गया है। बांग्लादेश की मुद्रा टका, मालदीव की रुफ़िया और म्यांमार की क्यात है।',
    },
    en: {
      text: 'What is the currency of Bhutan?',
      options: ['Taka', 'Ngultrum', 'Rufiyaa', 'Kyat'],
      explanation:
        "Bhutan's currency is the ngultrum, pegged at par with the Indian rupee. Bangladesh uses the taka, the Maldives the rufiyaa and Myanmar the kyat.",
    },
    correct: 1,
  },
  {
    key: 'sgk-020',
    subject: 'static gk',
    topic: 'countries capitals and currencies',
    difficulty: 'easy',
    hi: {
      text: '"रैंड" किस देश की मुद्रा है?',
      options: ['दक्षिण अफ़्रीका', 'ब्राज़ील', 'नाइजीरिया', 'ऑस्ट्रेलिया'],
      explanation:
        'रैंड दक्षिण अफ़्रीका की मुद्रा है; इसका नाम जोहान्सबर्ग के पास की सोने से समृद्ध "विटवॉटर्सरैंड" पर्वतश्रेणी से पड़ा। ब्राज़ील की मुद्रा रियाल, नाइजीरिया की नाइरा और ऑस्ट्रेलिया की ऑस्ट्रेलियाई डॉलर है।',
    },
    en: {
      text: 'The "rand" is the currency of which country?',
      options: ['South Africa', 'Brazil', 'Nigeria', 'Australia'],
      explanation:
        'The rand is the currency of South Africa; it is named after the gold-rich Witwatersrand ridge near Johannesburg. Brazil uses the real, Nigeria the naira and Australia the Australian dollar.',
    },
    correct: 0,
  },
  {
    key: 'sgk-021',
    subject: 'static gk',
    topic: 'famous personalities',
    difficulty: 'medium',
    hi: {
      text: '"सीमांत गांधी" (फ़्रंटियर गांधी) के नाम से कौन जाने जाते हैं?',
      options: ['मौलाना अबुल कलाम आज़ाद', 'ख़ान अब्दुल ग़फ़्फ़ार ख़ान', 'हकीम अजमल ख़ान', 'रफ़ी अहमद किदवई'],
      explanation:
        'ख़ान अब्दुल ग़फ़्फ़ार ख़ान उत्तर-पश्चिम सीमांत प्रांत के नेता थे, जिन्होंने अहिंसक "ख़ुदाई ख़िदमतगार" आंदोलन चलाया; गांधीजी के अहिंसा के मार्ग पर चलने के कारण वे "सीमांत गांधी" कहलाए। 1987 में उन्हें भारत रत्न दिया गया; वे यह सम्मान पाने वाले पहले ग़ैर-भारतीय नागरिक थे।',
    },
    en: {
      text: 'Who is known as the "Frontier Gandhi"?',
      options: ['Maulana Abul Kalam Azad', 'Khan Abdul Ghaffar Khan', 'Hakim Ajmal Khan', 'Rafi Ahmed Kidwai'],
      explanation:
        'Khan Abdul Ghaffar Khan, a leader of the North-West Frontier Province, led the non-violent "Khudai Khidmatgar" movement; because he followed Gandhiji\'s path of non-violence he was called the "Frontier Gandhi". In 1987 he received the Bharat Ratna, the first person who was not an Indian citizen to do so.',
    },
    correct: 1,
  },
  {
    key: 'sgk-022',
    subject: 'static gk',
    topic: 'famous personalities',
    difficulty: 'easy',
    hi: {
      text: 'अपनी कविताओं के लिए "भारत कोकिला" (नाइटिंगेल ऑफ़ इंडिया) किसे कहा जाता है?',
      options: ['सरोजिनी नायडू', 'लता मंगेशकर', 'महादेवी वर्मा', 'एनी बेसेंट'],
      explanation:
        'कवयित्री और स्वतंत्रता सेनानी सरोजिनी नायडू को उनकी मधुर कविताओं के कारण "भारत कोकिला" कहा जाता है। वे 1925 में भारतीय राष्ट्रीय कांग्रेस की अध्यक्ष बनने वाली पहली भारतीय महिला थीं और स्वतंत्रता के बाद उत्तर प्रदेश की पहली राज्यपाल बनीं।',
    },
    en: {
      text: 'Who is called the "Nightingale of India" for her poetry?',
      options: ['Sarojini Naidu', 'Lata Mangeshkar', 'Mahadevi Verma', 'Annie Besant'],
      explanation:
        'The poet and freedom fighter Sarojini Naidu is called the "Nightingale of India" for her lyrical poems. In 1925 she became the first Indian woman to be President of the Indian National Congress, and after independence she became the first Governor of Uttar Pradesh.',
    },
    correct: 0,
  },
];
