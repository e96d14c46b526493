import type { DemoQuestion } from './types.ts';

/** Environment and ecology (env- keys). */
export const environmentQuestions: DemoQuestion[] = [
  {
    key: 'env-001',
    subject: 'environment',
    topic: 'ecology',
    difficulty: 'easy',
    hi: {
      text: 'किसी खाद्य शृंखला में हरे पौधों को क्या कहा जाता है?',
      options: ['प्राथमिक उपभोक्ता', 'उत्पादक', 'अपघटक', 'द्वितीयक उपभोक्ता'],
      explanation:
        'हरे पौधे प्रकाश-संश्लेषण द्वारा सूर्य की ऊर्जा से अपना भोजन स्वयं बनाते हैं, इसलिए वे उत्पादक (स्वपोषी) कहलाते हैं और हर खाद्य शृंखला की पहली कड़ी होते हैं। पौधे खाने वाले शाकाहारी जीव प्राथमिक उपभोक्ता हैं, और जीवाणु व कवक मृत पदार्थों को तोड़ने वाले अपघटक हैं।',
    },
    en: {
      text: 'In a food chain, what are green plants called?',
      options: ['Primary consumers', 'Producers', 'Decomposers', 'Secondary consumers'],
      explanation:
        'Green plants make their own food from sunlight by photosynthesis, so they are producers (autotrophs) and form the first link of every food chain. Herbivores that eat plants are primary consumers, while bacteria and fungi that break down dead matter are decomposers.',
    },
    correct: 1,
  },
  {
    key: 'env-002',
    subject: 'environment',
    topic: 'ecology',
    difficulty: 'hard',
    hi: {
      text: 'किसी खाद्य शृंखला में उत्पादक 10,000 जूल ऊर्जा संचित करते हैं। लिंडेमान के 10% नियम के अनुसार द्वितीयक उपभोक्ता तक कितनी ऊर्जा पहुँचेगी?',
      options: ['1000 J', '10 J', '100 J', '1 J'],
      explanation:
        '10% नियम के अनुसार एक पोषी स्तर से अगले स्तर तक केवल लगभग 10% ऊर्जा पहुँचती है; शेष अधिकांश ऊर्जा श्वसन और ऊष्मा के रूप में खर्च हो जाती है। उत्पादक (10,000 J) → प्राथमिक उपभोक्ता (1000 J) → द्वितीयक उपभोक्ता (100 J)। इसी कारण खाद्य शृंखलाएँ प्रायः 4-5 कड़ियों से लंबी नहीं होतीं।',
    },
    en: {
      text: "Producers in a food chain store 10,000 joules of energy. According to Lindeman's 10% law, how much energy will reach the secondary consumers?",
      options: ['1000 J', '10 J', '100 J', '1 J'],
      explanation:
        'By the 10% law only about 10% of the energy passes from one trophic level to the next; most of the rest is used up in respiration and lost as heat. Producers (10,000 J) → primary consumers (1000 J) → secondary consumers (100 J). This is why food chains rarely have more than 4–5 links.',
    },
    correct: 2,
  },
  {
    key: 'env-003',
    subject: 'environment',
    topic: 'ecology',
    difficulty: 'medium',
    hi: {
      text: '"पारितंत्र" (इकोसिस्टम) शब्द का प्रयोग सबसे पहले किसने किया था?',
      options: ['अर्न्स्ट हेकेल', 'चार्ल्स एल्टन', 'यूजीन ओडम', 'ए. जी. टांसले'],
      explanation:
        'ब्रिटिश पारिस्थितिकीविद् ए. जी. टांसले ने 1935 में "इकोसिस्टम" शब्द दिया, जिसका अर्थ है किसी क्षेत्र के जीवों और उनके भौतिक पर्यावरण की परस्पर क्रियाशील इकाई। "पारिस्थितिकी" (इकोलॉजी) शब्द अर्न्स्ट हेकेल ने 1866 में दिया था।',
    },
    en: {
      text: 'Who first used the term "ecosystem"?',
      options: ['Ernst Haeckel', 'Charles Elton', 'Eugene Odum', 'A. G. Tansley'],
      explanation:
        'The British ecologist A. G. Tansley coined "ecosystem" in 1935 for the interacting unit of the living organisms of an area and their physical environment. The word "ecology" was coined by Ernst Haeckel in 1866.',
    },
    correct: 3,
  },
  {
    key: 'env-004',
    subject: 'environment',
    topic: 'ecology',
    difficulty: 'hard',
    hi: {
      text: 'किसी पारितंत्र में ऊर्जा का पिरामिड कैसा होता है?',
      options: ['सदैव सीधा', 'सदैव उल्टा', 'कभी सीधा, कभी उल्टा', 'सदैव तर्कु (स्पिंडल) के आकार का'],
      explanation:
        'हर अगले पोषी स्तर पर ऊर्जा घटती जाती है, इसलिए ऊर्जा का पिरामिड कभी उल्टा नहीं हो सकता, वह सदैव सीधा रहता है। इसके विपरीत संख्या का पिरामिड (जैसे एक पेड़ पर बहुत से कीट) और समुद्र में जैवभार का पिरामिड उल्टा हो सकता है।',
    },
    en: {
      text: 'What is the shape of the pyramid of energy in an ecosystem?',
      options: ['Always upright', 'Always inverted', 'Sometimes upright, sometimes inverted', 'Always spindle-shaped'],
      explanation:
        'Energy decreases at every higher trophic level, so the pyramid of energy can never be inverted; it is always upright. By contrast, a pyramid of numbers (e.g. many insects on one tree) and the pyramid of biomass in the sea can be inverted.',
    },
    correct: 0,
  },
  {
    key: 'env-005',
    subject: 'environment',
    topic: 'ecology',
    difficulty: 'medium',
    hi: {
      text: 'लाइकेन में शैवाल और कवक के बीच किस प्रकार का संबंध होता है?',
      options: ['परजीविता', 'सहभोजिता', 'परभक्षण', 'सहोपकारिता (म्यूचुअलिज़्म)'],
      explanation:
        'लाइकेन में शैवाल प्रकाश-संश्लेषण से भोजन बनाता है और कवक उसे आश्रय, जल और खनिज देता है। दोनों को लाभ होता है, इसलिए यह सहोपकारिता है। परजीविता में एक को लाभ और दूसरे को हानि होती है, जबकि सहभोजिता में एक को लाभ होता है और दूसरे पर कोई प्रभाव नहीं पड़ता।',
    },
    en: {
      text: 'What kind of relationship exists between the alga and the fungus in a lichen?',
      options: ['Parasitism', 'Commensalism', 'Predation', 'Mutualism'],
      explanation:
        'In a lichen the alga makes food by photosynthesis and the fungus gives it shelter, water and minerals. Both benefit, so it is mutualism. In parasitism one gains and the other is harmed, while in commensalism one gains and the other is unaffected.',
    },
    correct: 3,
  },
  {
    key: 'env-006',
    subject: 'environment',
    topic: 'biodiversity',
    difficulty: 'medium',
    hi: {
      text: 'भारत का कौन सा क्षेत्र विश्व के जैव विविधता हॉटस्पॉट में शामिल है?',
      options: ['थार मरुस्थल', 'पश्चिमी घाट', 'दक्कन का पठार', 'गंगा का मैदान'],
      explanation:
        'हॉटस्पॉट वह क्षेत्र है जहाँ बहुत अधिक स्थानिक (केवल वहीं पाई जाने वाली) प्रजातियाँ हों और जिसका मूल आवास बड़े पैमाने पर नष्ट हो चुका हो; यह अवधारणा नॉर्मन मायर्स ने 1988 में दी थी। भारत के हिस्से चार हॉटस्पॉट में आते हैं: हिमालय, इंडो-बर्मा, पश्चिमी घाट-श्रीलंका और सुंडालैंड (निकोबार द्वीप)।',
    },
    en: {
      text: 'Which region of India is part of a global biodiversity hotspot?',
      options: ['Thar Desert', 'Western Ghats', 'Deccan Plateau', 'Gangetic Plain'],
      explanation:
        'A hotspot is a region with very many endemic species (found only there) whose original habitat has been largely destroyed; the idea was given by Norman Myers in 1988. Parts of India lie in four hotspots: the Himalaya, Indo-Burma, the Western Ghats–Sri Lanka and Sundaland (Nicobar Islands).',
    },
    correct: 1,
  },
  {
    key: 'env-007',
    subject: 'environment',
    topic: 'biodiversity',
    difficulty: 'easy',
    hi: {
      text: 'संकटग्रस्त प्रजातियों की "रेड लिस्ट" कौन सी संस्था तैयार करती है?',
      options: ['यूनेस्को (UNESCO)', 'यूएनईपी (UNEP)', 'आईयूसीएन (IUCN)', 'डब्ल्यूडब्ल्यूएफ़ (WWF)'],
      explanation:
        'अंतरराष्ट्रीय प्रकृति संरक्षण संघ (IUCN) संकटग्रस्त प्रजातियों की रेड लिस्ट बनाता है, जिसमें प्रजातियों को "गंभीर रूप से संकटग्रस्त", "संकटग्रस्त", "सुभेद्य" जैसी श्रेणियों में रखा जाता है। IUCN की स्थापना 1948 में हुई थी और इसका मुख्यालय ग्लैंड (स्विट्ज़रलैंड) में है।',
    },
    en: {
      text: 'Which organisation prepares the "Red List" of threatened species?',
      options: ['UNESCO', 'UNEP', 'IUCN', 'WWF'],
      explanation:
        'The International Union for Conservation of Nature (IUCN) compiles the Red List of Threatened Species, placing species in categories such as "Critically Endangered", "Endangered" and "Vulnerable". IUCN was founded in 1948 and has its headquarters in Gland, Switzerland.',
    },
    correct: 2,
  },
  {
    key: 'env-008',
    subject: 'environment',
    topic: 'biodiversity',
    difficulty: 'medium',
    hi: {
      text: 'जो प्रजातियाँ केवल किसी एक विशेष भौगोलिक क्षेत्र में ही पाई जाती हैं, उन्हें क्या कहते हैं?',
      options: ['विदेशी (एक्ज़ॉटिक) प्रजातियाँ', 'स्थानिक (एंडेमिक) प्रजातियाँ', 'संकटग्रस्त प्रजातियाँ', 'कीस्टोन प्रजातियाँ'],
      explanation:
        'किसी क्षेत्र तक सीमित प्रजातियाँ स्थानिक कहलाती हैं; जैसे शेर-पूँछ वाला मकाक (लायन-टेल्ड मकाक) केवल पश्चिमी घाट में पाया जाता है। विदेशी प्रजातियाँ बाहर से लाई गई होती हैं और कीस्टोन प्रजाति वह है जिस पर पूरे पारितंत्र का संतुलन बहुत अधिक निर्भर करता है।',
    },
    en: {
      text: 'What are species found only in one particular geographical region called?',
      options: ['Exotic species', 'Endemic species', 'Endangered species', 'Keystone species'],
      explanation:
        'Species confined to one region are endemic; for example, the lion-tailed macaque is found only in the Western Ghats. Exotic species are brought in from outside, and a keystone species is one on which the balance of a whole ecosystem depends heavily.',
    },
    correct: 1,
  },
  {
    key: 'env-009',
    subject: 'environment',
    topic: 'biodiversity',
    difficulty: 'hard',
    hi: {
      text: 'जैव विविधता पर अभिसमय (CBD) किस सम्मेलन में हस्ताक्षर के लिए खोला गया था?',
      options: ['स्टॉकहोम सम्मेलन, 1972', 'क्योटो सम्मेलन, 1997', 'जोहान्सबर्ग सम्मेलन, 2002', 'रियो पृथ्वी सम्मेलन, 1992'],
      explanation:
        'CBD 1992 में रियो डी जनेरियो के पृथ्वी सम्मेलन में हस्ताक्षर के लिए खोला गया और 1993 में लागू हुआ। इसके तीन लक्ष्य हैं: जैव विविधता का संरक्षण, उसका सतत उपयोग और आनुवंशिक संसाधनों से होने वाले लाभों का न्यायसंगत बँटवारा। भारत ने इसके अनुपालन के लिए जैव विविधता अधिनियम, 2002 बनाया।',
    },
    en: {
      text: 'At which conference was the Convention on Biological Diversity (CBD) opened for signature?',
      options: ['Stockholm Conference, 1972', 'Kyoto Conference, 1997', 'Johannesburg Summit, 2002', 'Rio Earth Summit, 1992'],
      explanation:
        'The CBD was opened for signature at the Earth Summit in Rio de Janeiro in 1992 and came into force in 1993. Its three goals are the conservation of biodiversity, its sustainable use and the fair sharing of benefits from genetic resources. India passed the Biological Diversity Act, 2002 to put it into effect.',
    },
    correct: 3,
  },
  {
    key: 'env-010',
    subject: 'environment',
    topic: 'pollution',
    difficulty: 'easy',
    hi: {
      text: 'समतापमंडल में ओज़ोन परत के क्षरण के लिए मुख्य रूप से कौन से रसायन उत्तरदायी हैं?',
      options: ['क्लोरोफ़्लोरोकार्बन (CFC)', 'कार्बन डाइऑक्साइड', 'नाइट्रोजन', 'जलवाष्प'],
      explanation:
        'रेफ़्रिजरेटर, एयर-कंडीशनर और एरोसोल स्प्रे में प्रयुक्त CFC समतापमंडल में पहुँचकर पराबैंगनी किरणों से टूटते हैं और क्लोरीन परमाणु छोड़ते हैं। एक क्लोरीन परमाणु हज़ारों ओज़ोन अणुओं को नष्ट कर सकता है। इन्हें चरणबद्ध रूप से समाप्त करने के लिए 1987 में मॉन्ट्रियल प्रोटोकॉल हुआ।',
    },
    en: {
      text: 'Which chemicals are mainly responsible for the depletion of the ozone layer in the stratosphere?',
      options: ['Chlorofluorocarbons (CFCs)', 'Carbon dioxide', 'Nitrogen', 'Water vapour'],
      explanation:
        'CFCs used in refrigerators, air conditioners and aerosol sprays reach the stratosphere, where ultraviolet rays break them and release chlorine atoms. One chlorine atom can destroy thousands of ozone molecules. The Montreal Protocol of 1987 was signed to phase them out.',
    },
    correct: 0,
  },
  {
    key: 'env-011',
    subject: 'environment',
    topic: 'pollution',
    difficulty: 'medium',
    hi: {
      text: 'जापान में फैला "मिनामाता रोग" किस धातु के प्रदूषण से हुआ था?',
      options: ['सीसा', 'कैडमियम', 'पारा', 'आर्सेनिक'],
      explanation:
        'मिनामाता खाड़ी में एक कारखाने का पारा-युक्त अपशिष्ट छोड़ा गया, जो मछलियों में मिथाइल-मरकरी के रूप में जमा हुआ। इन मछलियों को खाने वाले लोगों के तंत्रिका तंत्र को गंभीर क्षति पहुँची। कैडमियम से "इटाई-इटाई" रोग होता है।',
    },
    en: {
      text: 'Pollution by which metal caused "Minamata disease" in Japan?',
      options: ['Lead', 'Cadmium', 'Mercury', 'Arsenic'],
      explanation:
        'A factory released mercury-laden waste into Minamata Bay, and it built up in fish as methylmercury. People who ate the fish suffered severe damage to the nervous system. Cadmium causes "itai-itai" disease.',
    },
    correct: 2,
  },
  {
    key: 'env-012',
    subject: 'environment',
    topic: 'pollution',
    difficulty: 'hard',
    hi: {
      text: 'किसी नदी के जल की BOD (जैव रासायनिक ऑक्सीजन माँग) बहुत अधिक होना क्या दर्शाता है?',
      options: ['जल में कार्बनिक प्रदूषण अधिक है', 'जल बहुत शुद्ध है', 'जल में घुलित ऑक्सीजन अधिक है', 'जल में लवण बहुत कम हैं'],
      explanation:
        'BOD वह ऑक्सीजन है जो सूक्ष्मजीवों को जल में उपस्थित कार्बनिक पदार्थ (जैसे सीवेज) के अपघटन के लिए चाहिए। कार्बनिक कचरा जितना अधिक होगा, BOD उतनी ही अधिक होगी और जल में घुलित ऑक्सीजन उतनी ही घटेगी, जिससे मछलियाँ मर सकती हैं। स्वच्छ जल की BOD कम होती है।',
    },
    en: {
      text: 'What does a very high BOD (biochemical oxygen demand) of river water indicate?',
      options: ['Heavy organic pollution', 'Very pure water', 'A lot of dissolved oxygen', 'Very few salts'],
      explanation:
        'BOD is the oxygen that microorganisms need to break down the organic matter (such as sewage) in water. The more organic waste, the higher the BOD and the lower the dissolved oxygen, which can kill fish. Clean water has a low BOD.',
    },
    correct: 0,
  },
  {
    key: 'env-013',
    subject: 'environment',
    topic: 'pollution',
    difficulty: 'hard',
    hi: {
      text: 'निम्नलिखित में से कौन सा द्वितीयक वायु प्रदूषक है?',
      options: ['कार्बन मोनोऑक्साइड', 'सल्फ़र डाइऑक्साइड', 'पेरॉक्सीएसिटिल नाइट्रेट (PAN)', 'धूल के कण'],
      explanation:
        'द्वितीयक प्रदूषक सीधे नहीं निकलते, बल्कि वायुमंडल में प्राथमिक प्रदूषकों की अभिक्रिया से बनते हैं। सूर्य के प्रकाश में नाइट्रोजन ऑक्साइड और हाइड्रोकार्बन की अभिक्रिया से PAN और निचले वायुमंडल की ओज़ोन बनती है, जो प्रकाश-रासायनिक धूम-कोहरे (स्मॉग) के प्रमुख घटक हैं। कार्बन मोनोऑक्साइड, सल्फ़र डाइऑक्साइड और धूल सीधे स्रोत से निकलते हैं, इसलिए प्राथमिक प्रदूषक हैं।',
    },
    en: {
      text: 'Which of the following is a secondary air pollutant?',
      options: ['Carbon monoxide', 'Sulphur dioxide', 'Peroxyacetyl nitrate (PAN)', 'Dust particles'],
      explanation:
        'Secondary pollutants are not emitted directly but form in the atmosphere when primary pollutants react. In sunlight, nitrogen oxides and hydrocarbons react to form PAN and ground-level ozone, key components of photochemical smog. Carbon monoxide, sulphur dioxide and dust come straight from their sources, so they are primary pollutants.',
    },
    correct: 2,
  },
  {
    key: 'env-014',
    subject: 'environment',
    topic: 'pollution',
    difficulty: 'easy',
    hi: {
      text: 'ध्वनि प्रदूषण के स्तर (ध्वनि की प्रबलता) को किस मात्रक में मापा जाता है?',
      options: ['हर्ट्ज़', 'न्यूटन', 'पास्कल', 'डेसिबल'],
      explanation:
        'ध्वनि की प्रबलता डेसिबल (dB) में मापी जाती है। लंबे समय तक लगभग 85 dB से अधिक शोर में रहने से सुनने की क्षमता को हानि हो सकती है। हर्ट्ज़ आवृत्ति का, न्यूटन बल का और पास्कल दाब का मात्रक है।',
    },
    en: {
      text: 'In which unit is the level (loudness) of noise pollution measured?',
      options: ['Hertz', 'Newton', 'Pascal', 'Decibel'],
      explanation:
        'Loudness of sound is measured in decibels (dB). Long exposure to noise above about 85 dB can damage hearing. The hertz is the unit of frequency, the newton of force and the pascal of pressure.',
    },
    correct: 3,
  },
  {
    key: 'env-015',
    subject: 'environment',
    topic: 'climate change',
    difficulty: 'easy',
    hi: {
      text: 'मानवीय गतिविधियों से बढ़ते ग्रीनहाउस प्रभाव में सबसे बड़ा योगदान किस गैस का है?',
      options: ['कार्बन डाइऑक्साइड', 'ऑक्सीजन', 'नाइट्रोजन', 'आर्गन'],
      explanation:
        'जीवाश्म ईंधनों (कोयला, पेट्रोलियम) के जलने और वनों की कटाई से वायुमंडल में कार्बन डाइऑक्साइड लगातार बढ़ रही है, और मानव-जनित ग्लोबल वार्मिंग में इसी का सबसे बड़ा हिस्सा है। मीथेन प्रति अणु अधिक ऊष्मा रोकती है, पर उसकी मात्रा बहुत कम है। ऑक्सीजन, नाइट्रोजन और आर्गन ग्रीनहाउस गैसें नहीं हैं।',
    },
    en: {
      text: 'Which gas contributes most to the greenhouse effect enhanced by human activities?',
      options: ['Carbon dioxide', 'Oxygen', 'Nitrogen', 'Argon'],
      explanation:
        'Burning fossil fuels (coal, petroleum) and cutting forests keep adding carbon dioxide to the atmosphere, and it accounts for the largest share of human-caused global warming. Methane traps more heat per molecule, but its amount is far smaller. Oxygen, nitrogen and argon are not greenhouse gases.',
    },
    correct: 0,
  },
  {
    key: 'env-016',
    subject: 'environment',
    topic: 'climate change',
    difficulty: 'medium',
    hi: {
      text: 'विकसित देशों के लिए ग्रीनहाउस गैस उत्सर्जन घटाने के बाध्यकारी लक्ष्य तय करने वाला क्योटो प्रोटोकॉल किस वर्ष अपनाया गया था?',
      options: ['1992', '1997', '2005', '2015'],
      explanation:
        'क्योटो प्रोटोकॉल 1997 में जापान के क्योटो शहर में अपनाया गया और 2005 में लागू हुआ। 1992 में जलवायु परिवर्तन पर संयुक्त राष्ट्र फ़्रेमवर्क अभिसमय (UNFCCC) बना था और 2015 में पेरिस समझौता हुआ।',
    },
    en: {
      text: 'In which year was the Kyoto Protocol, which set binding greenhouse-gas reduction targets for developed countries, adopted?',
      options: ['1992', '1997', '2005', '2015'],
      explanation:
        'The Kyoto Protocol was adopted in 1997 in Kyoto, Japan, and came into force in 2005. The United Nations Framework Convention on Climate Change (UNFCCC) was created in 1992, and the Paris Agreement followed in 2015.',
    },
    correct: 1,
  },
  {
    key: 'env-017',
    subject: 'environment',
    topic: 'climate change',
    difficulty: 'hard',
    hi: {
      text: 'पेरिस समझौता (2015) वैश्विक औसत तापमान वृद्धि को पूर्व-औद्योगिक स्तर से 2°C से काफ़ी नीचे रखने के साथ उसे किस सीमा तक सीमित करने के प्रयास का लक्ष्य रखता है?',
      options: ['1.5°C', '1°C', '2.5°C', '3°C'],
      explanation:
        'पेरिस समझौते का लक्ष्य तापमान वृद्धि को 2°C से काफ़ी नीचे रखना और उसे 1.5°C तक सीमित करने का प्रयास करना है। इसके लिए हर देश अपने "राष्ट्रीय स्तर पर निर्धारित योगदान" (NDC) घोषित करता है।',
    },
    en: {
      text: 'Besides keeping global average warming well below 2°C above pre-industrial levels, to what limit does the Paris Agreement (2015) aim to pursue efforts to restrict it?',
      options: ['1.5°C', '1°C', '2.5°C', '3°C'],
      explanation:
        'The Paris Agreement aims to hold warming well below 2°C and to pursue efforts to limit it to 1.5°C. To this end every country announces its own "Nationally Determined Contribution" (NDC).',
    },
    correct: 0,
  },
  {
    key: 'env-018',
    subject: 'environment',
    topic: 'climate change',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सा कृषि-स्रोत वायुमंडल में मीथेन गैस का प्रमुख उत्सर्जक है?',
      options: ['गेहूँ के खेत', 'कपास के खेत', 'चाय के बागान', 'पानी भरे धान के खेत'],
      explanation:
        'पानी से भरे धान के खेतों की मिट्टी में ऑक्सीजन नहीं होती; वहाँ अवायवीय जीवाणु (मीथेनोजेन) कार्बनिक पदार्थ को तोड़कर मीथेन बनाते हैं। जुगाली करने वाले पशुओं का पाचन भी मीथेन का बड़ा स्रोत है। मीथेन एक प्रबल ग्रीनहाउस गैस है।',
    },
    en: {
      text: 'Which of the following agricultural sources is a major emitter of methane into the atmosphere?',
      options: ['Wheat fields', 'Cotton fields', 'Tea gardens', 'Flooded paddy fields'],
      explanation:
        'The soil of flooded paddy fields has no oxygen; there anaerobic bacteria (methanogens) break down organic matter and produce methane. Digestion in ruminant livestock is another large source. Methane is a powerful greenhouse gas.',
    },
    correct: 3,
  },
  {
    key: 'env-019',
    subject: 'environment',
    topic: 'conservation',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सा बाह्य-स्थाने (एक्स-सीटू) संरक्षण का उदाहरण है?',
      options: ['राष्ट्रीय उद्यान', 'वन्यजीव अभयारण्य', 'बीज बैंक', 'जैवमंडल आरक्षित क्षेत्र'],
      explanation:
        'एक्स-सीटू संरक्षण में जीवों या उनके बीजों को उनके प्राकृतिक आवास से बाहर सुरक्षित रखा जाता है, जैसे बीज बैंक, चिड़ियाघर और वनस्पति उद्यान। राष्ट्रीय उद्यान, अभयारण्य और जैवमंडल आरक्षित क्षेत्र में जीवों को उनके प्राकृतिक आवास में ही बचाया जाता है, इसलिए वे स्व-स्थाने (इन-सीटू) संरक्षण हैं।',
    },
    en: {
      text: 'Which of the following is an example of ex-situ conservation?',
      options: ['National park', 'Wildlife sanctuary', 'Seed bank', 'Biosphere reserve'],
      explanation:
        'In ex-situ conservation, organisms or their seeds are protected outside their natural habitat, as in seed banks, zoos and botanical gardens. National parks, sanctuaries and biosphere reserves protect organisms in their natural habitat, so they are in-situ conservation.',
    },
    correct: 2,
  },
  {
    key: 'env-020',
    subject: 'environment',
    topic: 'conservation',
    difficulty: 'easy',
    hi: {
      text: 'चिपको आंदोलन मुख्य रूप से किससे संबंधित था?',
      options: ['वनों और वृक्षों की रक्षा', 'बड़े बाँधों का विरोध', 'नदियों की सफ़ाई', 'समुद्री तटों का संरक्षण'],
      explanation:
        '1970 के दशक में उत्तराखंड (तब उत्तर प्रदेश) के चमोली क्षेत्र में ग्रामीणों, विशेषकर महिलाओं ने पेड़ों से चिपककर उन्हें कटने से बचाया। गौरा देवी, चंडी प्रसाद भट्ट और सुंदरलाल बहुगुणा इससे जुड़े प्रमुख नाम हैं। बड़े बाँधों का विरोध नर्मदा बचाओ आंदोलन से जुड़ा है।',
    },
    en: {
      text: 'The Chipko movement was mainly concerned with what?',
      options: ['Protecting forests and trees', 'Opposing large dams', 'Cleaning rivers', 'Protecting sea coasts'],
      explanation:
        'In the 1970s, villagers of the Chamoli area of Uttarakhand (then Uttar Pradesh), especially women, hugged trees to stop them from being felled. Gaura Devi, Chandi Prasad Bhatt and Sunderlal Bahuguna are the leading names linked with it. Opposition to large dams is associated with the Narmada Bachao Andolan.',
    },
    correct: 0,
  },
  {
    key: 'env-021',
    subject: 'environment',
    topic: 'conservation',
    difficulty: 'medium',
    hi: {
      text: 'भारत में "प्रोजेक्ट टाइगर" किस वर्ष आरंभ किया गया था?',
      options: ['1972', '1973', '1985', '1992'],
      explanation:
        'प्रोजेक्ट टाइगर 1 अप्रैल 1973 को जिम कॉर्बेट राष्ट्रीय उद्यान से आरंभ हुआ। इससे एक वर्ष पहले, 1972 में, वन्यजीव (संरक्षण) अधिनियम बना था और हाथियों के संरक्षण के लिए प्रोजेक्ट एलिफ़ेंट 1992 में शुरू हुआ।',
    },
    en: {
      text: 'In which year was "Project Tiger" launched in India?',
      options: ['1972', '1973', '1985', '1992'],
      explanation:
        'Project Tiger was launched on 1 April 1973 from Jim Corbett National Park. A year earlier, in 1972, the Wildlife (Protection) Act was passed, and Project Elephant for the conservation of elephants began in 1992.',
    },
    correct: 1,
  },
  {
    key: 'env-022',
    subject: 'environment',
    topic: 'conservation',
    difficulty: 'medium',
    hi: {
      text: 'रामसर अभिसमय (1971) किसके संरक्षण से संबंधित है?',
      options: ['ओज़ोन परत', 'मरुस्थलीकरण की रोकथाम', 'आर्द्रभूमियाँ (वेटलैंड्स)', 'समुद्री प्रदूषण'],
      explanation:
        'रामसर अभिसमय पर 1971 में ईरान के रामसर शहर में हस्ताक्षर हुए; यह अंतरराष्ट्रीय महत्व की आर्द्रभूमियों (झीलें, दलदल, मैंग्रोव आदि) के संरक्षण और विवेकपूर्ण उपयोग के लिए है। ओडिशा की चिल्का झील और राजस्थान का केवलादेव राष्ट्रीय उद्यान भारत के पहले रामसर स्थल थे। ओज़ोन परत की रक्षा मॉन्ट्रियल प्रोटोकॉल से जुड़ी है।',
    },
    en: {
      text: 'The Ramsar Convention (1971) deals with the conservation of what?',
      options: ['The ozone layer', 'Prevention of desertification', 'Wetlands', 'Marine pollution'],
      explanation:
        "The Ramsar Convention was signed in 1971 in the Iranian city of Ramsar for the conservation and wise use of wetlands of international importance (lakes, marshes, mangroves and so on). Chilika Lake in Odisha and Keoladeo National Park in Rajasthan were India's first Ramsar sites. Protecting the ozone layer is linked with the Montreal Protocol.",
    },
    correct: 2,
  },
];
