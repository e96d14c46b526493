import type { DemoQuestion } from './types.ts';

/** Indian polity and economics. */
export const polityEconomicsQuestions: DemoQuestion[] = [
  // ── Polity ───────────────────────────────────────────────────────────────────
  {
    key: 'pol-001',
    subject: 'polity',
    topic: 'constitution',
    difficulty: 'easy',
    hi: {
      text: 'संविधान सभा के स्थायी अध्यक्ष कौन थे?',
      options: ['डॉ. बी. आर. अंबेडकर', 'डॉ. सच्चिदानंद सिन्हा', 'डॉ. राजेंद्र प्रसाद', 'जवाहरलाल नेहरू'],
      explanation:
        'डॉ. राजेंद्र प्रसाद 11 दिसंबर 1946 को संविधान सभा के स्थायी अध्यक्ष चुने गए। पहली बैठक (9 दिसंबर 1946) की अध्यक्षता अस्थायी अध्यक्ष डॉ. सच्चिदानंद सिन्हा ने की थी। डॉ. अंबेडकर प्रारूप समिति के अध्यक्ष थे।',
    },
    en: {
      text: 'Who was the permanent President of the Constituent Assembly?',
      options: ['Dr. B. R. Ambedkar', 'Dr. Sachchidananda Sinha', 'Dr. Rajendra Prasad', 'Jawaharlal Nehru'],
      explanation:
        'Dr. Rajendra Prasad was elected permanent President of the Constituent Assembly on 11 December 1946. The first meeting (9 December 1946) was chaired by the interim President, Dr. Sachchidananda Sinha. Dr. Ambedkar was chairman of the Drafting Committee.',
    },
    correct: 2,
  },
  {
    key: 'pol-002',
    subject: 'polity',
    topic: 'preamble',
    difficulty: 'medium',
    hi: {
      text: 'किस संविधान संशोधन द्वारा उद्देशिका (प्रस्तावना) में "समाजवादी", "पंथनिरपेक्ष" और "अखंडता" शब्द जोड़े गए?',
      options: ['24वाँ संशोधन', '42वाँ संशोधन', '44वाँ संशोधन', '52वाँ संशोधन'],
      explanation:
        '1976 के 42वें संविधान संशोधन द्वारा उद्देशिका में "समाजवादी", "पंथनिरपेक्ष" और "अखंडता" शब्द जोड़े गए। उद्देशिका में अब तक केवल यही एक संशोधन हुआ है।',
    },
    en: {
      text: 'Which constitutional amendment added the words "Socialist", "Secular" and "Integrity" to the Preamble?',
      options: ['24th Amendment', '42nd Amendment', '44th Amendment', '52nd Amendment'],
      explanation:
        'The 42nd Amendment of 1976 added the words "Socialist", "Secular" and "Integrity" to the Preamble. It is the only amendment made to the Preamble so far.',
    },
    correct: 1,
  },
  {
    key: 'pol-003',
    subject: 'polity',
    topic: 'preamble',
    difficulty: 'medium',
    hi: {
      text: 'संविधान सभा में "उद्देश्य प्रस्ताव" (Objectives Resolution), जो आगे चलकर उद्देशिका का आधार बना, किसने प्रस्तुत किया था?',
      options: ['जवाहरलाल नेहरू', 'डॉ. बी. आर. अंबेडकर', 'सरदार वल्लभभाई पटेल', 'बी. एन. राव'],
      explanation:
        'जवाहरलाल नेहरू ने 13 दिसंबर 1946 को संविधान सभा में उद्देश्य प्रस्ताव प्रस्तुत किया, जिसे 22 जनवरी 1947 को स्वीकार किया गया। इसमें व्यक्त आदर्श ही आगे चलकर उद्देशिका के रूप में सामने आए। बी. एन. राव संविधान सभा के संवैधानिक सलाहकार थे।',
    },
    en: {
      text: 'Who moved the "Objectives Resolution" in the Constituent Assembly, which later became the basis of the Preamble?',
      options: ['Jawaharlal Nehru', 'Dr. B. R. Ambedkar', 'Sardar Vallabhbhai Patel', 'B. N. Rau'],
      explanation:
        'Jawaharlal Nehru moved the Objectives Resolution on 13 December 1946, and it was adopted on 22 January 1947. The ideals it set out later took shape as the Preamble. B. N. Rau was the Constitutional Adviser to the Assembly.',
    },
    correct: 0,
  },
  {
    key: 'pol-004',
    subject: 'polity',
    topic: 'citizenship',
    difficulty: 'easy',
    hi: {
      text: 'भारतीय संविधान का कौन-सा भाग नागरिकता से संबंधित है?',
      options: ['भाग I', 'भाग III', 'भाग IV', 'भाग II'],
      explanation:
        'संविधान का भाग II (अनुच्छेद 5 से 11) नागरिकता से संबंधित है। अनुच्छेद 11 संसद को नागरिकता के विषय में क़ानून बनाने का अधिकार देता है, जिसके अंतर्गत नागरिकता अधिनियम 1955 बना। भाग I संघ और उसके राज्यक्षेत्र से तथा भाग III मौलिक अधिकारों से संबंधित है।',
    },
    en: {
      text: 'Which Part of the Indian Constitution deals with citizenship?',
      options: ['Part I', 'Part III', 'Part IV', 'Part II'],
      explanation:
        'Part II (Articles 5 to 11) deals with citizenship. Article 11 empowers Parliament to make laws on citizenship, under which the Citizenship Act, 1955 was passed. Part I deals with the Union and its territory and Part III with Fundamental Rights.',
    },
    correct: 3,
  },
  {
    key: 'pol-005',
    subject: 'polity',
    topic: 'fundamental rights',
    difficulty: 'medium',
    hi: {
      text: '6 से 14 वर्ष के बच्चों को निःशुल्क और अनिवार्य शिक्षा का मौलिक अधिकार किस अनुच्छेद में दिया गया है?',
      options: ['अनुच्छेद 21A', 'अनुच्छेद 29', 'अनुच्छेद 45', 'अनुच्छेद 51A'],
      explanation:
        'अनुच्छेद 21A, जिसे 2002 के 86वें संविधान संशोधन द्वारा जोड़ा गया, 6 से 14 वर्ष के सभी बच्चों को निःशुल्क और अनिवार्य शिक्षा का अधिकार देता है। इसे लागू करने के लिए शिक्षा का अधिकार अधिनियम 2009 बना।',
    },
    en: {
      text: 'Which Article gives children aged 6 to 14 years the Fundamental Right to free and compulsory education?',
      options: ['Article 21A', 'Article 29', 'Article 45', 'Article 51A'],
      explanation:
        'Article 21A, inserted by the 86th Amendment of 2002, gives all children aged 6 to 14 the right to free and compulsory education. The Right to Education Act, 2009 was passed to give effect to it.',
    },
    correct: 0,
  },
  {
    key: 'pol-006',
    subject: 'polity',
    topic: 'fundamental rights',
    difficulty: 'hard',
    hi: {
      text: '44वें संविधान संशोधन (1978) द्वारा मौलिक अधिकारों की सूची से हटाए जाने के बाद संपत्ति का अधिकार अब किस रूप में है?',
      options: ['अनुच्छेद 19 के अंतर्गत मौलिक अधिकार', 'अनुच्छेद 300A के अंतर्गत संवैधानिक (विधिक) अधिकार', 'एक नीति निदेशक तत्व', 'एक मौलिक कर्तव्य'],
      explanation:
        '44वें संशोधन ने अनुच्छेद 19(1)(f) और अनुच्छेद 31 को हटाकर संपत्ति के अधिकार को मौलिक अधिकार नहीं रहने दिया। अब यह भाग XII के अनुच्छेद 300A के अंतर्गत संवैधानिक अधिकार है: किसी व्यक्ति को विधि के प्राधिकार के बिना उसकी संपत्ति से वंचित नहीं किया जा सकता।',
    },
    en: {
      text: 'After the 44th Amendment (1978) removed it from the list of Fundamental Rights, what is the status of the right to property?',
      options: [
        'A Fundamental Right under Article 19',
        'A constitutional (legal) right under Article 300A',
        'A Directive Principle',
        'A Fundamental Duty',
      ],
      explanation:
        'The 44th Amendment deleted Article 19(1)(f) and Article 31, so property ceased to be a Fundamental Right. It is now a constitutional right under Article 300A in Part XII: no person can be deprived of property except by authority of law.',
    },
    correct: 1,
  },
  {
    key: 'pol-007',
    subject: 'polity',
    topic: 'directive principles',
    difficulty: 'easy',
    hi: {
      text: 'राज्य के नीति निदेशक तत्वों का विचार किस देश के संविधान से लिया गया है?',
      options: ['संयुक्त राज्य अमेरिका', 'ब्रिटेन', 'आयरलैंड', 'कनाडा'],
      explanation:
        'नीति निदेशक तत्व (भाग IV, अनुच्छेद 36–51) आयरलैंड के संविधान से प्रेरित हैं। ये न्यायालय द्वारा लागू नहीं कराए जा सकते, पर देश के शासन में मूलभूत हैं। मौलिक अधिकारों की प्रेरणा अमेरिका के संविधान से और संसदीय शासन प्रणाली ब्रिटेन से ली गई।',
    },
    en: {
      text: 'The idea of the Directive Principles of State Policy was borrowed from the constitution of which country?',
      options: ['United States', 'Britain', 'Ireland', 'Canada'],
      explanation:
        'The Directive Principles (Part IV, Articles 36–51) were inspired by the Irish Constitution. They cannot be enforced by courts but are fundamental in the governance of the country. Fundamental Rights drew on the US Constitution and the parliamentary system on Britain.',
    },
    correct: 2,
  },
  {
    key: 'pol-008',
    subject: 'polity',
    topic: 'directive principles',
    difficulty: 'medium',
    hi: {
      text: 'कौन-सा अनुच्छेद राज्य को ग्राम पंचायतों का गठन करने और उन्हें स्वशासन की इकाई के रूप में शक्तियाँ देने का निर्देश देता है?',
      options: ['अनुच्छेद 38', 'अनुच्छेद 39A', 'अनुच्छेद 48', 'अनुच्छेद 40'],
      explanation:
        'नीति निदेशक तत्वों में अनुच्छेद 40 राज्य को ग्राम पंचायतों का गठन करने और उन्हें स्वशासन की इकाई बनाने का निर्देश देता है। 73वें संशोधन (1992) ने इसी विचार को संवैधानिक रूप दिया। अनुच्छेद 39A निःशुल्क विधिक सहायता और अनुच्छेद 48 कृषि तथा पशुपालन के संगठन से संबंधित है।',
    },
    en: {
      text: 'Which Article directs the State to organise village panchayats and give them powers to function as units of self-government?',
      options: ['Article 38', 'Article 39A', 'Article 48', 'Article 40'],
      explanation:
        'Among the Directive Principles, Article 40 directs the State to organise village panchayats as units of self-government. The 73rd Amendment (1992) gave this idea constitutional form. Article 39A concerns free legal aid and Article 48 the organisation of agriculture and animal husbandry.',
    },
    correct: 3,
  },
  {
    key: 'pol-009',
    subject: 'polity',
    topic: 'fundamental duties',
    difficulty: 'medium',
    hi: {
      text: 'मौलिक कर्तव्य किस समिति की सिफ़ारिश पर संविधान में जोड़े गए थे?',
      options: ['सरकारिया आयोग', 'स्वर्ण सिंह समिति', 'बलवंत राय मेहता समिति', 'कोठारी आयोग'],
      explanation:
        'स्वर्ण सिंह समिति की सिफ़ारिश पर 1976 के 42वें संशोधन द्वारा भाग IVA (अनुच्छेद 51A) में मौलिक कर्तव्य जोड़े गए। आरंभ में 10 कर्तव्य थे; 2002 के 86वें संशोधन ने 11वाँ कर्तव्य जोड़ा — 6 से 14 वर्ष के बच्चों को शिक्षा के अवसर देना। इनकी प्रेरणा पूर्व सोवियत संघ के संविधान से ली गई।',
    },
    en: {
      text: 'On whose recommendation were the Fundamental Duties added to the Constitution?',
      options: ['Sarkaria Commission', 'Swaran Singh Committee', 'Balwant Rai Mehta Committee', 'Kothari Commission'],
      explanation:
        "On the Swaran Singh Committee's recommendation, the 42nd Amendment of 1976 added Fundamental Duties in Part IVA (Article 51A). There were 10 at first; the 86th Amendment of 2002 added an 11th, to provide opportunities for education to children aged 6 to 14. The idea came from the constitution of the former USSR.",
    },
    correct: 1,
  },
  {
    key: 'pol-010',
    subject: 'polity',
    topic: 'president',
    difficulty: 'hard',
    hi: {
      text: 'निम्नलिखित में से कौन भारत के राष्ट्रपति के निर्वाचन में मतदान करते हैं?',
      options: ['राज्यसभा के मनोनीत सदस्य', 'राज्य विधान परिषदों के सदस्य', 'राज्य विधानसभाओं के निर्वाचित सदस्य', 'नगर निगमों के निर्वाचित पार्षद'],
      explanation:
        'अनुच्छेद 54 के अनुसार राष्ट्रपति का निर्वाचन एक निर्वाचक मंडल करता है, जिसमें संसद के दोनों सदनों के निर्वाचित सदस्य और राज्यों (दिल्ली तथा पुडुचेरी सहित) की विधानसभाओं के निर्वाचित सदस्य होते हैं। मनोनीत सदस्य और विधान परिषदों के सदस्य इसमें भाग नहीं लेते।',
    },
    en: {
      text: 'Which of the following vote in the election of the President of India?',
      options: [
        'Nominated members of the Rajya Sabha',
        'Members of the State Legislative Councils',
        'Elected members of the State Legislative Assemblies',
        'Elected councillors of municipal corporations',
      ],
      explanation:
        'Under Article 54 the President is elected by an electoral college of the elected members of both Houses of Parliament and the elected members of the Legislative Assemblies of the States (including Delhi and Puducherry). Nominated members and members of Legislative Councils do not take part.',
    },
    correct: 2,
  },
  {
    key: 'pol-011',
    subject: 'polity',
    topic: 'prime minister and council of ministers',
    difficulty: 'hard',
    hi: {
      text: '91वें संविधान संशोधन (2003) के अनुसार केंद्रीय मंत्रिपरिषद में प्रधानमंत्री सहित मंत्रियों की कुल संख्या अधिकतम कितनी हो सकती है?',
      options: [
        'लोकसभा की कुल सदस्य संख्या का 10%',
        'लोकसभा की कुल सदस्य संख्या का 15%',
        'संसद की कुल सदस्य संख्या का 15%',
        'लोकसभा की कुल सदस्य संख्या का 20%',
      ],
      explanation:
        '91वें संशोधन ने अनुच्छेद 75(1A) जोड़कर यह सीमा तय की कि प्रधानमंत्री सहित मंत्रियों की कुल संख्या लोकसभा की कुल सदस्य संख्या के 15% से अधिक नहीं होगी। राज्यों के लिए भी अनुच्छेद 164(1A) में विधानसभा के 15% की सीमा है, पर वहाँ न्यूनतम संख्या 12 रखी गई है।',
    },
    en: {
      text: 'Under the 91st Amendment (2003), what is the maximum size of the Union Council of Ministers, including the Prime Minister?',
      options: [
        '10% of the total membership of the Lok Sabha',
        '15% of the total membership of the Lok Sabha',
        '15% of the total membership of Parliament',
        '20% of the total membership of the Lok Sabha',
      ],
      explanation:
        'The 91st Amendment inserted Article 75(1A): the total number of ministers, including the Prime Minister, must not exceed 15% of the total membership of the Lok Sabha. For States, Article 164(1A) sets a similar 15% limit of the Assembly, with a minimum of 12.',
    },
    correct: 1,
  },
  {
    key: 'pol-012',
    subject: 'polity',
    topic: 'parliament',
    difficulty: 'medium',
    hi: {
      text: 'संसदीय कार्यवाही में "शून्यकाल" (Zero Hour) के बारे में कौन-सा कथन सही है?',
      options: [
        'यह संविधान के अनुच्छेद 118 में वर्णित है',
        'यह भारतीय संसदीय व्यवहार की देन है और सदन के नियमों में इसका उल्लेख नहीं है',
        'इसमें केवल लिखित प्रश्नों के लिखित उत्तर दिए जाते हैं',
        'यह केवल बजट सत्र में होता है',
      ],
      explanation:
        'शून्यकाल भारतीय संसदीय व्यवहार का नवाचार है, जो 1960 के दशक में शुरू हुआ; प्रक्रिया नियमों में इसका औपचारिक उल्लेख नहीं है। यह प्रश्नकाल के तुरंत बाद (सामान्यतः दोपहर 12 बजे) आरंभ होता है और इसमें सदस्य बिना पूर्व सूचना के अत्यावश्यक सार्वजनिक मामले उठाते हैं।',
    },
    en: {
      text: 'Which statement about the "Zero Hour" in Parliament is correct?',
      options: [
        'It is described in Article 118 of the Constitution',
        'It is an innovation of Indian parliamentary practice and is not mentioned in the rules of procedure',
        'Only written answers to written questions are given in it',
        'It takes place only in the Budget session',
      ],
      explanation:
        'Zero Hour is an Indian parliamentary innovation that began in the 1960s; it is not formally mentioned in the rules of procedure. It starts right after Question Hour (usually at 12 noon), and members raise urgent public matters without prior notice.',
    },
    correct: 1,
  },
  {
    key: 'pol-013',
    subject: 'polity',
    topic: 'judiciary',
    difficulty: 'easy',
    hi: {
      text: 'सर्वोच्च न्यायालय के न्यायाधीश किस आयु तक पद पर रहते हैं?',
      options: ['60 वर्ष', '62 वर्ष', '65 वर्ष', '70 वर्ष'],
      explanation:
        'अनुच्छेद 124 के अनुसार सर्वोच्च न्यायालय के न्यायाधीश 65 वर्ष की आयु तक पद पर रहते हैं। उच्च न्यायालय के न्यायाधीश 62 वर्ष की आयु तक पद पर रहते हैं। इन्हें केवल संसद के दोनों सदनों द्वारा विशेष बहुमत से पारित प्रस्ताव के बाद राष्ट्रपति के आदेश से हटाया जा सकता है।',
    },
    en: {
      text: 'Up to what age does a judge of the Supreme Court hold office?',
      options: ['60 years', '62 years', '65 years', '70 years'],
      explanation:
        'Under Article 124, Supreme Court judges hold office until the age of 65. High Court judges hold office until 62. They can be removed only by an order of the President after an address passed by each House of Parliament by a special majority.',
    },
    correct: 2,
  },
  {
    key: 'pol-014',
    subject: 'polity',
    topic: 'state government',
    difficulty: 'easy',
    hi: {
      text: 'किसी राज्य के राज्यपाल की नियुक्ति कौन करता है?',
      options: ['राष्ट्रपति', 'प्रधानमंत्री', 'राज्य का मुख्यमंत्री', 'भारत के मुख्य न्यायाधीश'],
      explanation:
        'अनुच्छेद 155 के अनुसार राज्यपाल की नियुक्ति राष्ट्रपति अपने हस्ताक्षर और मुहर सहित अधिपत्र द्वारा करते हैं। राज्यपाल राष्ट्रपति के प्रसादपर्यंत पद धारण करते हैं; सामान्यतः कार्यकाल पाँच वर्ष का होता है।',
    },
    en: {
      text: 'Who appoints the Governor of a State?',
      options: ['The President', 'The Prime Minister', 'The Chief Minister of the State', 'The Chief Justice of India'],
      explanation:
        'Under Article 155 the Governor is appointed by the President by warrant under his hand and seal. The Governor holds office during the pleasure of the President; the normal term is five years.',
    },
    correct: 0,
  },
  {
    key: 'pol-015',
    subject: 'polity',
    topic: 'local self government',
    difficulty: 'medium',
    hi: {
      text: 'किस संविधान संशोधन द्वारा पंचायती राज संस्थाओं को संवैधानिक दर्जा दिया गया?',
      options: ['73वाँ संशोधन', '74वाँ संशोधन', '61वाँ संशोधन', '86वाँ संशोधन'],
      explanation:
        '1992 के 73वें संशोधन ने संविधान में भाग IX और ग्यारहवीं अनुसूची (29 विषय) जोड़कर पंचायती राज को संवैधानिक दर्जा दिया; यह 24 अप्रैल 1993 से लागू हुआ, इसलिए यह दिन राष्ट्रीय पंचायती राज दिवस है। 74वें संशोधन ने नगरपालिकाओं के लिए भाग IXA जोड़ा।',
    },
    en: {
      text: 'Which constitutional amendment gave constitutional status to Panchayati Raj institutions?',
      options: ['73rd Amendment', '74th Amendment', '61st Amendment', '86th Amendment'],
      explanation:
        'The 73rd Amendment of 1992 added Part IX and the Eleventh Schedule (29 subjects), giving Panchayati Raj constitutional status; it came into force on 24 April 1993, now observed as National Panchayati Raj Day. The 74th Amendment added Part IXA for municipalities.',
    },
    correct: 0,
  },
  {
    key: 'pol-016',
    subject: 'polity',
    topic: 'constitutional bodies',
    difficulty: 'medium',
    hi: {
      text: 'वित्त आयोग का गठन संविधान के किस अनुच्छेद के अंतर्गत किया जाता है?',
      options: ['अनुच्छेद 148', 'अनुच्छेद 280', 'अनुच्छेद 315', 'अनुच्छेद 324'],
      explanation:
        'अनुच्छेद 280 के अंतर्गत राष्ट्रपति हर पाँच वर्ष (या आवश्यकता हो तो पहले) वित्त आयोग गठित करते हैं, जो केंद्र और राज्यों के बीच करों के बँटवारे की सिफ़ारिश करता है। अनुच्छेद 148 नियंत्रक-महालेखापरीक्षक, 315 लोक सेवा आयोगों और 324 निर्वाचन आयोग से संबंधित है।',
    },
    en: {
      text: 'Under which Article of the Constitution is the Finance Commission constituted?',
      options: ['Article 148', 'Article 280', 'Article 315', 'Article 324'],
      explanation:
        'Under Article 280 the President constitutes a Finance Commission every five years (or earlier if needed); it recommends how taxes are shared between the Union and the States. Article 148 concerns the Comptroller and Auditor-General, 315 the Public Service Commissions and 324 the Election Commission.',
    },
    correct: 1,
  },
  {
    key: 'pol-017',
    subject: 'polity',
    topic: 'emergency provisions',
    difficulty: 'medium',
    hi: {
      text: 'संविधान में वर्णित किस प्रकार का आपातकाल भारत में अब तक कभी घोषित नहीं हुआ है?',
      options: [
        'राष्ट्रीय आपातकाल (अनुच्छेद 352)',
        'राज्यों में राष्ट्रपति शासन (अनुच्छेद 356)',
        'वित्तीय आपातकाल (अनुच्छेद 360)',
        'तीनों प्रकार के आपातकाल कम से कम एक बार घोषित हो चुके हैं',
      ],
      explanation:
        'अनुच्छेद 360 के अंतर्गत वित्तीय आपातकाल भारत में अब तक कभी घोषित नहीं हुआ। राष्ट्रीय आपातकाल (अनुच्छेद 352) तीन बार — 1962, 1971 और 1975 में — घोषित हुआ है, और राज्यों में राष्ट्रपति शासन (अनुच्छेद 356) कई बार लगाया गया है।',
    },
    en: {
      text: 'Which type of emergency provided for in the Constitution has never been proclaimed in India so far?',
      options: [
        'National Emergency (Article 352)',
        "President's Rule in States (Article 356)",
        'Financial Emergency (Article 360)',
        'All three types have been proclaimed at least once',
      ],
      explanation:
        "A Financial Emergency under Article 360 has never been proclaimed in India. A National Emergency (Article 352) has been proclaimed three times — in 1962, 1971 and 1975 — and President's Rule (Article 356) has been imposed in States many times.",
    },
    correct: 2,
  },
  {
    key: 'pol-018',
    subject: 'polity',
    topic: 'constitutional amendments',
    difficulty: 'hard',
    hi: {
      text: 'सर्वोच्च न्यायालय ने संविधान के "मूल ढाँचे" (Basic Structure) का सिद्धांत किस मामले में प्रतिपादित किया?',
      options: [
        'गोलकनाथ बनाम पंजाब राज्य (1967)',
        'मिनर्वा मिल्स बनाम भारत संघ (1980)',
        'केशवानंद भारती बनाम केरल राज्य (1973)',
        'मेनका गांधी बनाम भारत संघ (1978)',
      ],
      explanation:
        '1973 में केशवानंद भारती मामले में 13 न्यायाधीशों की पीठ ने 7:6 के बहुमत से कहा कि संसद अनुच्छेद 368 के अंतर्गत संविधान में संशोधन कर सकती है, पर उसके मूल ढाँचे को नहीं बदल सकती। मिनर्वा मिल्स मामले (1980) में इस सिद्धांत की पुष्टि हुई।',
    },
    en: {
      text: 'In which case did the Supreme Court lay down the "Basic Structure" doctrine of the Constitution?',
      options: [
        'Golaknath v. State of Punjab (1967)',
        'Minerva Mills v. Union of India (1980)',
        'Kesavananda Bharati v. State of Kerala (1973)',
        'Maneka Gandhi v. Union of India (1978)',
      ],
      explanation:
        'In the Kesavananda Bharati case (1973) a 13-judge bench held, by 7 to 6, that Parliament can amend the Constitution under Article 368 but cannot alter its basic structure. The doctrine was reaffirmed in the Minerva Mills case (1980).',
    },
    correct: 2,
  },

  // ── Economics ────────────────────────────────────────────────────────────────
  {
    key: 'eco-001',
    subject: 'economics',
    topic: 'basic concepts',
    difficulty: 'easy',
    hi: {
      text: 'कृषि, मत्स्यपालन और खनन जैसी गतिविधियाँ अर्थव्यवस्था के किस क्षेत्रक में आती हैं?',
      options: ['प्राथमिक क्षेत्रक', 'द्वितीयक क्षेत्रक', 'तृतीयक क्षेत्रक', 'चतुर्थक क्षेत्रक'],
      explanation:
        'जो गतिविधियाँ सीधे प्राकृतिक संसाधनों का उपयोग करती हैं — जैसे कृषि, मत्स्यपालन, वानिकी और खनन — वे प्राथमिक क्षेत्रक में आती हैं। विनिर्माण द्वितीयक क्षेत्रक में और बैंकिंग, परिवहन जैसी सेवाएँ तृतीयक क्षेत्रक में आती हैं।',
    },
    en: {
      text: 'Activities such as agriculture, fishing and mining belong to which sector of the economy?',
      options: ['Primary sector', 'Secondary sector', 'Tertiary sector', 'Quaternary sector'],
      explanation:
        'Activities that directly use natural resources — agriculture, fishing, forestry and mining — form the primary sector. Manufacturing is the secondary sector, and services such as banking and transport form the tertiary sector.',
    },
    correct: 0,
  },
  {
    key: 'eco-002',
    subject: 'economics',
    topic: 'basic concepts',
    difficulty: 'medium',
    hi: {
      text: 'किसी विकल्प को चुनने पर जो अगला सर्वश्रेष्ठ विकल्प छोड़ना पड़ता है, उसके मूल्य को क्या कहते हैं?',
      options: ['सीमांत लागत', 'औसत लागत', 'अवसर लागत', 'स्थिर लागत'],
      explanation:
        'अवसर लागत वह मूल्य है जो किसी एक विकल्प को चुनने पर अगले सर्वश्रेष्ठ विकल्प को छोड़ने से खोया जाता है। उदाहरण: यदि कोई किसान एक खेत में गेहूँ उगाता है, तो उसी खेत में सरसों से होने वाली आय उसकी अवसर लागत है। संसाधनों की दुर्लभता के कारण ही हर चुनाव की कोई अवसर लागत होती है।',
    },
    en: {
      text: 'What is the value of the next best alternative given up when a choice is made called?',
      options: ['Marginal cost', 'Average cost', 'Opportunity cost', 'Fixed cost'],
      explanation:
        'Opportunity cost is the value of the next best alternative given up when one option is chosen. For example, if a farmer grows wheat on a field, the income he could have earned from mustard on the same field is his opportunity cost. Because resources are scarce, every choice has an opportunity cost.',
    },
    correct: 2,
  },
  {
    key: 'eco-003',
    subject: 'economics',
    topic: 'demand and supply',
    difficulty: 'easy',
    hi: {
      text: 'माँग के नियम के अनुसार, अन्य बातें समान रहने पर किसी वस्तु की कीमत बढ़ने पर उसकी माँगी गई मात्रा पर क्या प्रभाव पड़ता है?',
      options: ['मात्रा बढ़ जाती है', 'मात्रा पर कोई प्रभाव नहीं पड़ता', 'पहले बढ़ती है, फिर घटती है', 'मात्रा घट जाती है'],
      explanation:
        'माँग का नियम बताता है कि अन्य बातें समान रहने पर कीमत और माँगी गई मात्रा में विपरीत संबंध होता है: कीमत बढ़ने पर माँग घटती है और कीमत घटने पर माँग बढ़ती है। इसीलिए माँग वक्र बाएँ से दाएँ नीचे की ओर ढलान वाला होता है।',
    },
    en: {
      text: 'According to the law of demand, other things remaining equal, what happens to the quantity demanded of a good when its price rises?',
      options: ['It increases', 'It is not affected', 'It first rises, then falls', 'It decreases'],
      explanation:
        'The law of demand states that, other things being equal, price and quantity demanded are inversely related: when the price rises demand falls, and when the price falls demand rises. That is why the demand curve slopes downward from left to right.',
    },
    correct: 3,
  },
  {
    key: 'eco-004',
    subject: 'economics',
    topic: 'demand and supply',
    difficulty: 'hard',
    hi: {
      text: 'ऐसी निम्नस्तरीय वस्तु, जिसकी कीमत बढ़ने पर उसकी माँग भी बढ़ जाती है, क्या कहलाती है?',
      options: ['विलासिता वस्तु', 'गिफ़ेन वस्तु', 'पूरक वस्तु', 'सामान्य वस्तु'],
      explanation:
        'गिफ़ेन वस्तुएँ माँग के नियम का अपवाद हैं। ये ऐसी निम्नस्तरीय वस्तुएँ हैं (जैसे बहुत ग़रीब परिवारों के लिए मोटा अनाज) जिनकी कीमत बढ़ने पर वास्तविक आय इतनी घट जाती है कि लोग महँगे विकल्प छोड़कर इन्हीं को अधिक ख़रीदते हैं। इनका नाम रॉबर्ट गिफ़ेन के नाम पर पड़ा।',
    },
    en: {
      text: 'What is an inferior good whose demand rises when its price rises called?',
      options: ['Luxury good', 'Giffen good', 'Complementary good', 'Normal good'],
      explanation:
        'Giffen goods are an exception to the law of demand. They are inferior goods (such as a coarse staple grain for very poor households) whose price rise cuts real income so much that people give up costlier alternatives and buy more of them. They are named after Robert Giffen.',
    },
    correct: 1,
  },
  {
    key: 'eco-005',
    subject: 'economics',
    topic: 'national income',
    difficulty: 'medium',
    hi: {
      text: 'सकल राष्ट्रीय उत्पाद (GNP) में से क्या घटाने पर शुद्ध राष्ट्रीय उत्पाद (NNP) प्राप्त होता है?',
      options: ['अप्रत्यक्ष कर', 'मूल्यह्रास', 'विदेशों से शुद्ध साधन आय', 'सरकारी सब्सिडी'],
      explanation:
        'उत्पादन के दौरान मशीनों और पूँजीगत वस्तुओं में होने वाली टूट-फूट को मूल्यह्रास (घिसावट) कहते हैं। सकल राष्ट्रीय उत्पाद में से मूल्यह्रास घटाने पर शुद्ध राष्ट्रीय उत्पाद मिलता है: NNP = GNP − मूल्यह्रास।',
    },
    en: {
      text: 'What is subtracted from Gross National Product (GNP) to obtain Net National Product (NNP)?',
      options: ['Indirect taxes', 'Depreciation', 'Net factor income from abroad', 'Government subsidies'],
      explanation:
        'The wear and tear of machines and other capital goods during production is called depreciation. Subtracting depreciation from GNP gives Net National Product: NNP = GNP − depreciation.',
    },
    correct: 1,
  },
  {
    key: 'eco-006',
    subject: 'economics',
    topic: 'national income',
    difficulty: 'hard',
    hi: {
      text: 'बाज़ार मूल्य पर सकल घरेलू उत्पाद (GDP) में से शुद्ध अप्रत्यक्ष कर (अप्रत्यक्ष कर − सब्सिडी) घटाने पर क्या प्राप्त होता है?',
      options: ['साधन लागत पर GDP', 'बाज़ार मूल्य पर GNP', 'बाज़ार मूल्य पर NDP', 'व्यक्तिगत प्रयोज्य आय'],
      explanation:
        'बाज़ार मूल्य में अप्रत्यक्ष कर शामिल होते हैं और सब्सिडी के कारण कीमतें घटी होती हैं। इसलिए बाज़ार मूल्य पर GDP में से शुद्ध अप्रत्यक्ष कर घटाने पर साधन लागत पर GDP मिलता है, जो उत्पादन के साधनों को मिली आय दर्शाता है।',
    },
    en: {
      text: 'What is obtained when net indirect taxes (indirect taxes minus subsidies) are subtracted from GDP at market prices?',
      options: ['GDP at factor cost', 'GNP at market prices', 'NDP at market prices', 'Personal disposable income'],
      explanation:
        'Market prices include indirect taxes and are lowered by subsidies. So subtracting net indirect taxes from GDP at market prices gives GDP at factor cost, which shows the income earned by the factors of production.',
    },
    correct: 0,
  },
  {
    key: 'eco-007',
    subject: 'economics',
    topic: 'inflation',
    difficulty: 'medium',
    hi: {
      text: 'अर्थव्यवस्था की वह स्थिति, जिसमें ऊँची मुद्रास्फीति के साथ आर्थिक वृद्धि ठहर जाती है और बेरोज़गारी ऊँची रहती है, क्या कहलाती है?',
      options: ['अपस्फीति', 'अवस्फीति (मुद्रास्फीति की दर में कमी)', 'स्टैगफ़्लेशन (मुद्रास्फीतिजनित मंदी)', 'अति मुद्रास्फीति'],
      explanation:
        'जब ऊँची मुद्रास्फीति के साथ-साथ आर्थिक वृद्धि ठहर जाए और बेरोज़गारी ऊँची हो, तो उसे स्टैगफ़्लेशन कहते हैं। 1970 के दशक में तेल संकट के बाद कई देशों में ऐसी स्थिति बनी थी। अपस्फीति में सामान्य कीमत स्तर गिरता है।',
    },
    en: {
      text: 'What is the situation called in which high inflation exists along with stagnant economic growth and high unemployment?',
      options: ['Deflation', 'Disinflation', 'Stagflation', 'Hyperinflation'],
      explanation:
        'When high inflation coexists with stagnant growth and high unemployment, it is called stagflation. Many countries faced it after the oil shocks of the 1970s. In deflation the general price level falls.',
    },
    correct: 2,
  },
  {
    key: 'eco-008',
    subject: 'economics',
    topic: 'inflation',
    difficulty: 'easy',
    hi: {
      text: 'मज़दूरी, कच्चे माल या ईंधन जैसी उत्पादन लागतों के बढ़ने से होने वाली मुद्रास्फीति को क्या कहते हैं?',
      options: ['माँग-जनित मुद्रास्फीति', 'लागत-जनित मुद्रास्फीति', 'संरचनात्मक बेरोज़गारी', 'अपस्फीति'],
      explanation:
        'जब उत्पादन लागत — जैसे मज़दूरी, कच्चा माल या ईंधन — बढ़ने से उत्पादक कीमतें बढ़ाते हैं, तो उसे लागत-जनित (कॉस्ट-पुश) मुद्रास्फीति कहते हैं। जब कुल माँग उपलब्ध पूर्ति से अधिक हो जाती है, तो माँग-जनित (डिमांड-पुल) मुद्रास्फीति होती है।',
    },
    en: {
      text: 'What is inflation caused by a rise in production costs such as wages, raw materials or fuel called?',
      options: ['Demand-pull inflation', 'Cost-push inflation', 'Structural unemployment', 'Deflation'],
      explanation:
        'When producers raise prices because production costs such as wages, raw materials or fuel have gone up, it is cost-push inflation. When total demand exceeds the available supply, it is demand-pull inflation.',
    },
    correct: 1,
  },
  {
    key: 'eco-009',
    subject: 'economics',
    topic: 'banking',
    difficulty: 'medium',
    hi: {
      text: 'नकद आरक्षित अनुपात (CRR) क्या है?',
      options: [
        'बैंकों द्वारा सोना और सरकारी प्रतिभूतियों के रूप में अपने पास रखी जाने वाली जमाराशि का अंश',
        'वह दर जिस पर भारतीय रिज़र्व बैंक बैंकों को अल्पकालिक ऋण देता है',
        'बैंकों की जमाराशि का वह अंश जो उन्हें भारतीय रिज़र्व बैंक के पास नकद रूप में रखना होता है',
        'बैंकों द्वारा ग्राहकों को दिए गए ऋण पर ली जाने वाली न्यूनतम ब्याज दर',
      ],
      explanation:
        'CRR बैंकों की शुद्ध माँग और सावधि देयताओं (NDTL) का वह प्रतिशत है जिसे उन्हें भारतीय रिज़र्व बैंक के पास नकद रखना होता है; इस पर कोई ब्याज नहीं मिलता। CRR बढ़ाने पर बैंकों के पास ऋण देने के लिए कम धन बचता है। सोना और सरकारी प्रतिभूतियों के रूप में बैंक स्वयं जो अंश रखते हैं, वह SLR है।',
    },
    en: {
      text: 'What is the Cash Reserve Ratio (CRR)?',
      options: [
        'The share of deposits banks keep with themselves as gold and government securities',
        'The rate at which the Reserve Bank of India lends short-term funds to banks',
        'The share of deposits that banks must keep with the Reserve Bank of India as cash',
        'The minimum interest rate banks charge on loans to customers',
      ],
      explanation:
        "CRR is the percentage of banks' net demand and time liabilities (NDTL) that they must keep with the RBI as cash, on which no interest is paid. Raising the CRR leaves banks less money to lend. The share banks keep themselves in gold and government securities is the SLR.",
    },
    correct: 2,
  },
  {
    key: 'eco-010',
    subject: 'economics',
    topic: 'banking',
    difficulty: 'medium',
    hi: {
      text: '19 जुलाई 1969 को भारत में कितने प्रमुख वाणिज्यिक बैंकों का राष्ट्रीयकरण किया गया?',
      options: ['6', '10', '14', '20'],
      explanation:
        '19 जुलाई 1969 को 50 करोड़ रुपये से अधिक जमाराशि वाले 14 प्रमुख वाणिज्यिक बैंकों का राष्ट्रीयकरण किया गया, ताकि बैंकिंग सेवाएँ गाँवों, कृषि और छोटे उद्योगों तक पहुँचें। 1980 में 6 और बैंकों का राष्ट्रीयकरण हुआ।',
    },
    en: {
      text: 'How many major commercial banks were nationalised in India on 19 July 1969?',
      options: ['6', '10', '14', '20'],
      explanation:
        'On 19 July 1969, 14 major commercial banks with deposits of over ₹50 crore each were nationalised so that banking would reach villages, agriculture and small industry. Six more banks were nationalised in 1980.',
    },
    correct: 2,
  },
  {
    key: 'eco-011',
    subject: 'economics',
    topic: 'monetary policy',
    difficulty: 'hard',
    hi: {
      text: 'भारतीय रिज़र्व बैंक की मौद्रिक नीति समिति (MPC) में कुल कितने सदस्य होते हैं?',
      options: ['4', '5', '7', '6'],
      explanation:
        'संशोधित भारतीय रिज़र्व बैंक अधिनियम, 1934 के अंतर्गत गठित MPC में 6 सदस्य होते हैं — गवर्नर (अध्यक्ष) सहित रिज़र्व बैंक के 3 सदस्य और केंद्र सरकार द्वारा नियुक्त 3 बाहरी सदस्य। यह नीतिगत रेपो दर तय करती है; मत बराबर होने पर गवर्नर का निर्णायक मत होता है।',
    },
    en: {
      text: 'How many members does the Monetary Policy Committee (MPC) of the Reserve Bank of India have?',
      options: ['4', '5', '7', '6'],
      explanation:
        'The MPC, set up under the amended RBI Act, 1934, has 6 members: 3 from the RBI, including the Governor who chairs it, and 3 external members appointed by the Central Government. It sets the policy repo rate; in a tie the Governor has a casting vote.',
    },
    correct: 3,
  },
  {
    key: 'eco-012',
    subject: 'economics',
    topic: 'monetary policy',
    difficulty: 'medium',
    hi: {
      text: 'भारतीय रिज़र्व बैंक द्वारा खुले बाज़ार में सरकारी प्रतिभूतियाँ ख़रीदने का अर्थव्यवस्था पर क्या प्रभाव पड़ता है?',
      options: [
        'बैंकिंग प्रणाली में नकदी (तरलता) बढ़ती है',
        'बैंकिंग प्रणाली से नकदी घटती है',
        'रेपो दर अपने-आप बढ़ जाती है',
        'सरकार का राजकोषीय घाटा समाप्त हो जाता है',
      ],
      explanation:
        'खुले बाज़ार की क्रियाओं (OMO) में जब रिज़र्व बैंक सरकारी प्रतिभूतियाँ ख़रीदता है, तो वह बदले में भुगतान करता है और बैंकिंग प्रणाली में तरलता बढ़ती है। प्रतिभूतियाँ बेचने पर इसके उलट तरलता घटती है; इसलिए मुद्रास्फीति रोकने के लिए प्रायः बिक्री की जाती है।',
    },
    en: {
      text: 'What is the effect of the Reserve Bank of India buying government securities in the open market?',
      options: [
        'Cash (liquidity) in the banking system increases',
        'Cash is drained from the banking system',
        'The repo rate rises automatically',
        "The government's fiscal deficit is eliminated",
      ],
      explanation:
        'In open market operations (OMO), when the RBI buys government securities it pays for them, and liquidity in the banking system rises. Selling securities does the opposite and reduces liquidity, so sales are generally used to curb inflation.',
    },
    correct: 0,
  },
  {
    key: 'eco-013',
    subject: 'economics',
    topic: 'budget',
    difficulty: 'medium',
    hi: {
      text: 'राजकोषीय घाटा (Fiscal Deficit) किसके बराबर होता है?',
      options: ['राजस्व व्यय − राजस्व प्राप्तियाँ', 'कुल व्यय − (राजस्व प्राप्तियाँ + ग़ैर-ऋण पूँजीगत प्राप्तियाँ)', 'कुल व्यय − ब्याज भुगतान', 'आयात − निर्यात'],
      explanation:
        'राजकोषीय घाटा = कुल व्यय − (राजस्व प्राप्तियाँ + ग़ैर-ऋण पूँजीगत प्राप्तियाँ)। यह दर्शाता है कि सरकार को अपने ख़र्च पूरे करने के लिए कुल कितना उधार लेना पड़ेगा। राजस्व व्यय में से राजस्व प्राप्तियाँ घटाने पर राजस्व घाटा मिलता है।',
    },
    en: {
      text: 'Fiscal deficit is equal to:',
      options: [
        'Revenue expenditure − revenue receipts',
        'Total expenditure − (revenue receipts + non-debt capital receipts)',
        'Total expenditure − interest payments',
        'Imports − exports',
      ],
      explanation:
        'Fiscal deficit = total expenditure − (revenue receipts + non-debt capital receipts). It shows how much the government must borrow in all to meet its spending. Revenue expenditure minus revenue receipts gives the revenue deficit.',
    },
    correct: 1,
  },
  {
    key: 'eco-014',
    subject: 'economics',
    topic: 'budget',
    difficulty: 'hard',
    hi: {
      text: 'राजकोषीय घाटे में से ब्याज भुगतान घटाने पर कौन-सा घाटा प्राप्त होता है?',
      options: ['राजस्व घाटा', 'बजट घाटा', 'प्रभावी राजस्व घाटा', 'प्राथमिक घाटा'],
      explanation:
        'प्राथमिक घाटा = राजकोषीय घाटा − ब्याज भुगतान। यह दर्शाता है कि पिछले ऋणों पर ब्याज को छोड़कर, वर्तमान वर्ष की नीतियों के कारण सरकार को कितना उधार लेना पड़ रहा है। प्राथमिक घाटा शून्य हो तो उधारी केवल ब्याज चुकाने के लिए ली जा रही है।',
    },
    en: {
      text: 'Which deficit is obtained when interest payments are subtracted from the fiscal deficit?',
      options: ['Revenue deficit', 'Budget deficit', 'Effective revenue deficit', 'Primary deficit'],
      explanation:
        "Primary deficit = fiscal deficit − interest payments. It shows how much the government is borrowing because of the current year's policies, leaving aside interest on past debt. A zero primary deficit means borrowing is only to pay interest.",
    },
    correct: 3,
  },
  {
    key: 'eco-015',
    subject: 'economics',
    topic: 'taxation',
    difficulty: 'medium',
    hi: {
      text: 'वस्तु एवं सेवा कर (GST) किस संविधान संशोधन अधिनियम के द्वारा लाया गया?',
      options: ['99वाँ संशोधन', '100वाँ संशोधन', '101वाँ संशोधन', '103वाँ संशोधन'],
      explanation:
        '2016 के 101वें संविधान संशोधन अधिनियम ने GST का मार्ग खोला और अनुच्छेद 279A के अंतर्गत GST परिषद का प्रावधान किया। GST 1 जुलाई 2017 से लागू हुआ और इसने उत्पाद शुल्क, सेवा कर, वैट जैसे अनेक अप्रत्यक्ष करों का स्थान लिया।',
    },
    en: {
      text: 'Goods and Services Tax (GST) was introduced through which Constitutional Amendment Act?',
      options: ['99th Amendment', '100th Amendment', '101st Amendment', '103rd Amendment'],
      explanation:
        'The 101st Constitutional Amendment Act of 2016 paved the way for GST and provided for the GST Council under Article 279A. GST came into force on 1 July 2017, replacing many indirect taxes such as excise duty, service tax and VAT.',
    },
    correct: 2,
  },
  {
    key: 'eco-016',
    subject: 'economics',
    topic: 'taxation',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से कौन-सा प्रत्यक्ष कर है?',
      options: ['आयकर', 'वस्तु एवं सेवा कर (GST)', 'सीमा शुल्क', 'उत्पाद शुल्क'],
      explanation:
        'प्रत्यक्ष कर का भार वही व्यक्ति उठाता है जिस पर वह लगाया जाता है और उसे दूसरे पर डाला नहीं जा सकता — जैसे आयकर और निगम कर। GST, सीमा शुल्क और उत्पाद शुल्क अप्रत्यक्ष कर हैं, जिनका भार अंततः उपभोक्ता पर पड़ता है।',
    },
    en: {
      text: 'Which of the following is a direct tax?',
      options: ['Income tax', 'Goods and Services Tax (GST)', 'Customs duty', 'Excise duty'],
      explanation:
        'The burden of a direct tax is borne by the person on whom it is levied and cannot be passed on, as with income tax and corporation tax. GST, customs duty and excise duty are indirect taxes whose burden finally falls on the consumer.',
    },
    correct: 0,
  },
  {
    key: 'eco-017',
    subject: 'economics',
    topic: 'five year plans',
    difficulty: 'medium',
    hi: {
      text: 'भारी और आधारभूत उद्योगों पर ज़ोर देने वाली दूसरी पंचवर्षीय योजना (1956–61) किस मॉडल पर आधारित थी?',
      options: ['हैरड-डोमर मॉडल', 'महालनोबिस मॉडल', 'गाडगिल मॉडल', 'लुईस मॉडल'],
      explanation:
        'दूसरी पंचवर्षीय योजना पी. सी. महालनोबिस के मॉडल पर आधारित थी और इसमें तीव्र औद्योगीकरण तथा भारी उद्योगों पर ज़ोर दिया गया। पहली योजना (1951–56) हैरड-डोमर मॉडल पर आधारित थी और उसमें कृषि को प्राथमिकता दी गई।',
    },
    en: {
      text: 'The Second Five Year Plan (1956–61), which stressed heavy and basic industries, was based on which model?',
      options: ['Harrod-Domar model', 'Mahalanobis model', 'Gadgil model', 'Lewis model'],
      explanation:
        'The Second Plan was based on the model of P. C. Mahalanobis and stressed rapid industrialisation and heavy industry. The First Plan (1951–56) was based on the Harrod-Domar model and gave priority to agriculture.',
    },
    correct: 1,
  },
  {
    key: 'eco-018',
    subject: 'economics',
    topic: 'five year plans',
    difficulty: 'easy',
    hi: {
      text: '1 जनवरी 2015 को योजना आयोग का स्थान किस संस्था ने लिया?',
      options: ['वित्त आयोग', 'राष्ट्रीय विकास परिषद', 'नीति आयोग', 'भारतीय रिज़र्व बैंक'],
      explanation:
        '1950 में स्थापित योजना आयोग का स्थान 1 जनवरी 2015 को नीति आयोग (राष्ट्रीय भारत परिवर्तन संस्थान) ने लिया। नीति आयोग सरकार के थिंक टैंक के रूप में काम करता है और सहकारी संघवाद को बढ़ावा देता है; प्रधानमंत्री इसके अध्यक्ष होते हैं।',
    },
    en: {
      text: 'Which body replaced the Planning Commission on 1 January 2015?',
      options: ['Finance Commission', 'National Development Council', 'NITI Aayog', 'Reserve Bank of India'],
      explanation:
        "The Planning Commission, set up in 1950, was replaced on 1 January 2015 by NITI Aayog (National Institution for Transforming India). It works as the government's think tank and promotes cooperative federalism; the Prime Minister is its chairperson.",
    },
    correct: 2,
  },
  {
    key: 'eco-019',
    subject: 'economics',
    topic: 'poverty and unemployment',
    difficulty: 'medium',
    hi: {
      text: 'जब किसी कार्य में आवश्यकता से अधिक लोग लगे हों और कुछ लोगों को हटा देने पर भी कुल उत्पादन न घटे, तो इसे किस प्रकार की बेरोज़गारी कहते हैं?',
      options: ['मौसमी बेरोज़गारी', 'संरचनात्मक बेरोज़गारी', 'घर्षणात्मक बेरोज़गारी', 'प्रच्छन्न (छिपी) बेरोज़गारी'],
      explanation:
        'प्रच्छन्न बेरोज़गारी में लोग काम करते दिखते हैं, पर उनकी सीमांत उत्पादकता लगभग शून्य होती है — उन्हें हटा देने पर भी उत्पादन नहीं घटता। भारत की कृषि में, जहाँ एक छोटे खेत पर पूरा परिवार काम करता है, यह आम है।',
    },
    en: {
      text: 'When more people are engaged in a job than needed and removing some of them would not reduce total output, what kind of unemployment is it?',
      options: ['Seasonal unemployment', 'Structural unemployment', 'Frictional unemployment', 'Disguised unemployment'],
      explanation:
        'In disguised unemployment people appear to be working but their marginal productivity is nearly zero — output does not fall if they are withdrawn. It is common in Indian agriculture, where a whole family works on a small plot.',
    },
    correct: 3,
  },
  {
    key: 'eco-020',
    subject: 'economics',
    topic: 'international trade',
    difficulty: 'easy',
    hi: {
      text: 'किसी देश के वस्तुओं के निर्यात और आयात के मूल्य के अंतर को क्या कहते हैं?',
      options: ['व्यापार संतुलन', 'भुगतान संतुलन', 'चालू खाता', 'विदेशी मुद्रा भंडार'],
      explanation:
        'वस्तुओं के निर्यात और आयात के मूल्य का अंतर व्यापार संतुलन कहलाता है; आयात अधिक हो तो व्यापार घाटा होता है। भुगतान संतुलन इससे व्यापक है — इसमें सेवाएँ, प्रेषित धन (रेमिटेंस) और पूँजी प्रवाह जैसे सभी विदेशी लेन-देन शामिल होते हैं।',
    },
    en: {
      text: "What is the difference between the value of a country's exports and imports of goods called?",
      options: ['Balance of trade', 'Balance of payments', 'Current account', 'Foreign exchange reserves'],
      explanation:
        'The difference between the value of exports and imports of goods is the balance of trade; if imports are larger there is a trade deficit. The balance of payments is wider and covers all foreign transactions, including services, remittances and capital flows.',
    },
    correct: 0,
  },
  {
    key: 'eco-021',
    subject: 'economics',
    topic: 'government schemes',
    difficulty: 'medium',
    hi: {
      text: 'प्रधानमंत्री जन धन योजना (2014) का मुख्य उद्देश्य क्या है?',
      options: [
        'किसानों को फ़सल बीमा देना',
        'प्रत्येक परिवार को बैंक खाते से जोड़कर वित्तीय समावेशन',
        'ग्रामीण क्षेत्रों में पक्के मकान बनवाना',
        'बालिकाओं की शिक्षा के लिए छात्रवृत्ति',
      ],
      explanation:
        'अगस्त 2014 में शुरू हुई प्रधानमंत्री जन धन योजना वित्तीय समावेशन का राष्ट्रीय मिशन है। इसके अंतर्गत बिना न्यूनतम शेष राशि वाले बुनियादी बचत बैंक खाते खोले जाते हैं, जिनके साथ रुपे डेबिट कार्ड और दुर्घटना बीमा की सुविधा मिलती है। इन खातों से सरकारी लाभ सीधे लाभार्थियों तक पहुँचाना भी आसान हुआ।',
    },
    en: {
      text: 'What is the main aim of the Pradhan Mantri Jan Dhan Yojana (2014)?',
      options: [
        'Crop insurance for farmers',
        'Financial inclusion by linking every household to a bank account',
        'Building pucca houses in rural areas',
        'Scholarships for the education of girls',
      ],
      explanation:
        'Launched in August 2014, the Pradhan Mantri Jan Dhan Yojana is a national mission for financial inclusion. It opens basic savings bank accounts with no minimum balance, along with a RuPay debit card and accident insurance cover. These accounts have also made direct transfer of government benefits easier.',
    },
    correct: 1,
  },
  {
    key: 'eco-022',
    subject: 'economics',
    topic: 'government schemes',
    difficulty: 'medium',
    hi: {
      text: '"बेटी बचाओ, बेटी पढ़ाओ" अभियान के अंतर्गत 2015 में शुरू की गई "सुकन्या समृद्धि योजना" क्या है?',
      options: [
        'गर्भवती महिलाओं के लिए पोषण योजना',
        'बालिकाओं के लिए मुफ़्त साइकिल योजना',
        'बालिका के नाम पर खोला जाने वाला लघु बचत खाता',
        'महिला उद्यमियों के लिए ऋण योजना',
      ],
      explanation:
        'सुकन्या समृद्धि योजना बालिका के नाम पर खोला जाने वाला लघु बचत खाता है, जिसे उसके माता-पिता या अभिभावक 10 वर्ष की आयु से पहले खोल सकते हैं। इस पर आकर्षक ब्याज और कर-लाभ मिलता है, ताकि बेटी की शिक्षा और विवाह के लिए धन जुटाया जा सके।',
    },
    en: {
      text: 'What is the "Sukanya Samriddhi Yojana", launched in 2015 under the "Beti Bachao, Beti Padhao" campaign?',
      options: [
        'A nutrition scheme for pregnant women',
        'A free bicycle scheme for girls',
        'A small savings account opened in the name of a girl child',
        'A loan scheme for women entrepreneurs',
      ],
      explanation:
        'The Sukanya Samriddhi Yojana is a small savings account in the name of a girl child, which her parents or guardian can open before she turns 10. It offers an attractive interest rate and tax benefits so that money can be saved for her education and marriage.',
    },
    correct: 2,
  },
];
