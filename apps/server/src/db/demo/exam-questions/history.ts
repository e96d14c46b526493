import type { DemoQuestion } from './types.ts';

/** Ancient, medieval and modern Indian history. */
export const historyQuestions: DemoQuestion[] = [
  // ── Ancient history ──────────────────────────────────────────────────────────
  {
    key: 'hist-001',
    subject: 'ancient history',
    topic: 'prehistoric period',
    difficulty: 'easy',
    hi: {
      text: 'प्रागैतिहासिक शैलचित्रों के लिए प्रसिद्ध भीमबेटका के शैलाश्रय किस राज्य में स्थित हैं?',
      options: ['राजस्थान', 'मध्य प्रदेश', 'कर्नाटक', 'ओडिशा'],
      explanation:
        'भीमबेटका के शैलाश्रय मध्य प्रदेश के रायसेन ज़िले में हैं। इनमें पुरापाषाण काल से लेकर बाद के समय तक के शैलचित्र मिलते हैं। इनकी खोज वी. एस. वाकणकर ने की थी और 2003 में इन्हें यूनेस्को विश्व धरोहर स्थल घोषित किया गया।',
    },
    en: {
      text: 'The rock shelters of Bhimbetka, famous for their prehistoric rock paintings, are located in which state?',
      options: ['Rajasthan', 'Madhya Pradesh', 'Karnataka', 'Odisha'],
      explanation:
        'The Bhimbetka rock shelters are in the Raisen district of Madhya Pradesh. They contain paintings from the Palaeolithic period onwards. They were discovered by V. S. Wakankar and declared a UNESCO World Heritage Site in 2003.',
    },
    correct: 1,
  },
  {
    key: 'hist-002',
    subject: 'ancient history',
    topic: 'prehistoric period',
    difficulty: 'medium',
    hi: {
      text: 'मेहरगढ़, जहाँ से भारतीय उपमहाद्वीप में कृषि और पशुपालन के आरंभिक साक्ष्य मिले हैं, वर्तमान में कहाँ स्थित है?',
      options: ['गुजरात, भारत', 'सिंध, पाकिस्तान', 'बलूचिस्तान, पाकिस्तान', 'पंजाब, भारत'],
      explanation:
        'मेहरगढ़ पाकिस्तान के बलूचिस्तान प्रांत में बोलन दर्रे के पास स्थित एक नवपाषाणकालीन स्थल है। यहाँ लगभग 7000 ईसा पूर्व के गेहूँ और जौ की खेती तथा पशुपालन के प्रमाण मिले हैं, जो उपमहाद्वीप में सबसे प्राचीन माने जाते हैं।',
    },
    en: {
      text: 'Mehrgarh, which has yielded some of the earliest evidence of farming and animal husbandry in the Indian subcontinent, is located in present-day:',
      options: ['Gujarat, India', 'Sindh, Pakistan', 'Balochistan, Pakistan', 'Punjab, India'],
      explanation:
        'Mehrgarh is a Neolithic site near the Bolan Pass in the Balochistan province of Pakistan. It has evidence of wheat and barley farming and of animal husbandry from around 7000 BCE, among the earliest in the subcontinent.',
    },
    correct: 2,
  },
  {
    key: 'hist-003',
    subject: 'ancient history',
    topic: 'indus valley',
    difficulty: 'easy',
    hi: {
      text: 'सिंधु घाटी सभ्यता के किस स्थल से एक गोदीबाड़ा (डॉकयार्ड) के अवशेष मिले हैं?',
      options: ['हड़प्पा', 'कालीबंगा', 'बनावली', 'लोथल'],
      explanation:
        'गुजरात में खंभात की खाड़ी के निकट स्थित लोथल से ईंटों से बना एक गोदीबाड़ा मिला है। इससे पता चलता है कि हड़प्पावासी समुद्री व्यापार करते थे। कालीबंगा (राजस्थान) जुते हुए खेत के साक्ष्य के लिए और बनावली (हरियाणा) अपनी नगर योजना के लिए जाना जाता है।',
    },
    en: {
      text: 'At which site of the Indus Valley Civilisation have the remains of a dockyard been found?',
      options: ['Harappa', 'Kalibangan', 'Banawali', 'Lothal'],
      explanation:
        'Lothal, near the Gulf of Khambhat in Gujarat, has a brick-built dockyard, which shows that the Harappans carried on sea trade. Kalibangan (Rajasthan) is known for evidence of a ploughed field and Banawali (Haryana) for its town plan.',
    },
    correct: 3,
  },
  {
    key: 'hist-004',
    subject: 'ancient history',
    topic: 'indus valley',
    difficulty: 'hard',
    hi: {
      text: 'वर्ष 1921 में हड़प्पा स्थल का उत्खनन सबसे पहले किसने किया था?',
      options: ['दयाराम साहनी', 'राखालदास बनर्जी', 'जॉन मार्शल', 'मॉर्टिमर व्हीलर'],
      explanation:
        'हड़प्पा का उत्खनन 1921 में दयाराम साहनी ने किया था, उस समय जॉन मार्शल भारतीय पुरातत्व सर्वेक्षण के महानिदेशक थे। अगले वर्ष 1922 में राखालदास बनर्जी ने मोहनजोदड़ो की खोज की। इन्हीं खोजों से सिंधु घाटी सभ्यता दुनिया के सामने आई।',
    },
    en: {
      text: 'Who first excavated the site of Harappa in 1921?',
      options: ['Daya Ram Sahni', 'R. D. Banerji', 'John Marshall', 'Mortimer Wheeler'],
      explanation:
        'Harappa was excavated in 1921 by Daya Ram Sahni, when John Marshall was Director-General of the Archaeological Survey of India. In 1922 R. D. Banerji discovered Mohenjo-daro. These finds revealed the Indus Valley Civilisation to the world.',
    },
    correct: 0,
  },
  {
    key: 'hist-005',
    subject: 'ancient history',
    topic: 'vedic period',
    difficulty: 'medium',
    hi: {
      text: 'सवितृ (सूर्य) देवता को समर्पित गायत्री मंत्र सबसे पहले किस ग्रंथ में मिलता है?',
      options: ['सामवेद', 'ऋग्वेद', 'यजुर्वेद', 'अथर्ववेद'],
      explanation:
        'गायत्री मंत्र ऋग्वेद के तीसरे मंडल में है, जिसकी रचना का श्रेय ऋषि विश्वामित्र को दिया जाता है। ऋग्वेद सबसे प्राचीन वेद है और इसमें देवताओं की स्तुति में रचे गए सूक्त संकलित हैं।',
    },
    en: {
      text: 'The Gayatri Mantra, addressed to the sun deity Savitr, first appears in which text?',
      options: ['Samaveda', 'Rigveda', 'Yajurveda', 'Atharvaveda'],
      explanation:
        'The Gayatri Mantra is in the third Mandala of the Rigveda and is attributed to the sage Vishvamitra. The Rigveda is the oldest Veda and is a collection of hymns in praise of the gods.',
    },
    correct: 1,
  },
  {
    key: 'hist-006',
    subject: 'ancient history',
    topic: 'buddhism and jainism',
    difficulty: 'easy',
    hi: {
      text: 'ज्ञान प्राप्ति के बाद गौतम बुद्ध ने अपना पहला उपदेश कहाँ दिया था?',
      options: ['बोधगया', 'कुशीनगर', 'सारनाथ', 'लुंबिनी'],
      explanation:
        'बुद्ध ने वाराणसी के निकट सारनाथ में पहला उपदेश दिया, जिसे "धर्मचक्र प्रवर्तन" कहा जाता है। उनका जन्म लुंबिनी में हुआ, बोधगया में उन्हें ज्ञान प्राप्त हुआ और कुशीनगर में उनका महापरिनिर्वाण हुआ।',
    },
    en: {
      text: 'Where did Gautama Buddha deliver his first sermon after attaining enlightenment?',
      options: ['Bodh Gaya', 'Kushinagar', 'Sarnath', 'Lumbini'],
      explanation:
        'The Buddha gave his first sermon at Sarnath near Varanasi, an event called "Dharmachakra Pravartana" (turning the wheel of law). He was born at Lumbini, attained enlightenment at Bodh Gaya and attained Mahaparinirvana at Kushinagar.',
    },
    correct: 2,
  },
  {
    key: 'hist-007',
    subject: 'ancient history',
    topic: 'buddhism and jainism',
    difficulty: 'medium',
    hi: {
      text: 'जैन परंपरा के अनुसार प्रथम तीर्थंकर कौन थे?',
      options: ['ऋषभदेव (आदिनाथ)', 'पार्श्वनाथ', 'महावीर स्वामी', 'नेमिनाथ'],
      explanation: 'जैन परंपरा में 24 तीर्थंकर माने जाते हैं, जिनमें पहले ऋषभदेव (आदिनाथ) हैं। पार्श्वनाथ 23वें और वर्धमान महावीर 24वें तथा अंतिम तीर्थंकर थे।',
    },
    en: {
      text: 'According to Jain tradition, who was the first Tirthankara?',
      options: ['Rishabhanatha (Adinatha)', 'Parshvanatha', 'Mahavira', 'Neminatha'],
      explanation:
        'Jain tradition recognises 24 Tirthankaras, the first of whom is Rishabhanatha (Adinatha). Parshvanatha was the 23rd and Vardhamana Mahavira the 24th and last Tirthankara.',
    },
    correct: 0,
  },
  {
    key: 'hist-008',
    subject: 'ancient history',
    topic: 'buddhism and jainism',
    difficulty: 'hard',
    hi: {
      text: 'चौथी बौद्ध संगीति किस शासक के संरक्षण में आयोजित हुई थी?',
      options: ['अजातशत्रु', 'कालाशोक', 'अशोक', 'कनिष्क'],
      explanation:
        'चौथी बौद्ध संगीति कुषाण शासक कनिष्क के संरक्षण में कश्मीर के कुंडलवन में हुई, जिसकी अध्यक्षता वसुमित्र ने की। इसके बाद बौद्ध धर्म हीनयान और महायान में बँट गया। पहली संगीति अजातशत्रु, दूसरी कालाशोक और तीसरी अशोक के समय हुई थी।',
    },
    en: {
      text: 'The Fourth Buddhist Council was held under the patronage of which ruler?',
      options: ['Ajatashatru', 'Kalashoka', 'Ashoka', 'Kanishka'],
      explanation:
        'The Fourth Buddhist Council met at Kundalvana in Kashmir under the Kushana ruler Kanishka and was presided over by Vasumitra. After it Buddhism divided into the Hinayana and Mahayana schools. The first council was held under Ajatashatru, the second under Kalashoka and the third under Ashoka.',
    },
    correct: 3,
  },
  {
    key: 'hist-009',
    subject: 'ancient history',
    topic: 'mahajanapadas',
    difficulty: 'medium',
    hi: {
      text: 'छठी शताब्दी ईसा पूर्व के सोलह महाजनपदों की सूची किस बौद्ध ग्रंथ में मिलती है?',
      options: ['दीपवंश', 'अंगुत्तर निकाय', 'मिलिंदपन्हो', 'महावंश'],
      explanation:
        'बौद्ध ग्रंथ अंगुत्तर निकाय में सोलह महाजनपदों — जैसे मगध, कोसल, वत्स, अवंति — की सूची दी गई है। जैन ग्रंथ भगवती सूत्र में भी सोलह महाजनपदों की एक अलग सूची मिलती है। आगे चलकर मगध इनमें सबसे शक्तिशाली बन गया।',
    },
    en: {
      text: 'Which Buddhist text gives the list of the sixteen Mahajanapadas of the sixth century BCE?',
      options: ['Dipavamsa', 'Anguttara Nikaya', 'Milindapanho', 'Mahavamsa'],
      explanation:
        'The Buddhist text Anguttara Nikaya lists the sixteen Mahajanapadas, such as Magadha, Kosala, Vatsa and Avanti. The Jain text Bhagavati Sutra gives a somewhat different list of sixteen. Magadha later became the most powerful of them.',
    },
    correct: 1,
  },
  {
    key: 'hist-010',
    subject: 'ancient history',
    topic: 'mauryan empire',
    difficulty: 'easy',
    hi: {
      text: '"इंडिका" का लेखक मेगस्थनीज किस शासक के दरबार में यूनानी राजदूत था?',
      options: ['अशोक', 'बिंदुसार', 'चंद्रगुप्त मौर्य', 'बिंबिसार'],
      explanation:
        'मेगस्थनीज सेल्यूकस निकेटर का राजदूत बनकर पाटलिपुत्र में चंद्रगुप्त मौर्य के दरबार में आया था। उसकी पुस्तक "इंडिका" मौर्यकालीन समाज और प्रशासन के बारे में जानकारी देती है; यह मूल रूप में नहीं मिलती, बाद के लेखकों के उद्धरणों से ही ज्ञात है।',
    },
    en: {
      text: 'Megasthenes, the author of "Indica", was the Greek ambassador at the court of which ruler?',
      options: ['Ashoka', 'Bindusara', 'Chandragupta Maurya', 'Bimbisara'],
      explanation:
        'Megasthenes came to the court of Chandragupta Maurya at Pataliputra as the envoy of Seleucus Nicator. His "Indica" describes Mauryan society and administration; it has not survived whole and is known from quotations by later writers.',
    },
    correct: 2,
  },
  {
    key: 'hist-011',
    subject: 'ancient history',
    topic: 'mauryan empire',
    difficulty: 'hard',
    hi: {
      text: 'अशोक के किस बृहद् शिलालेख में कलिंग युद्ध और उसके बाद सम्राट के पश्चाताप का वर्णन है?',
      options: ['तेरहवाँ शिलालेख', 'पहला शिलालेख', 'बारहवाँ शिलालेख', 'पाँचवाँ शिलालेख'],
      explanation:
        'तेरहवें बृहद् शिलालेख में कलिंग युद्ध (लगभग 261 ईसा पूर्व) में हुए भारी जनसंहार और उससे उपजे अशोक के पश्चाताप का वर्णन है। इसी युद्ध के बाद अशोक ने भेरीघोष के स्थान पर धम्मघोष की नीति अपनाई।',
    },
    en: {
      text: "Which of Ashoka's Major Rock Edicts describes the Kalinga war and the emperor's remorse after it?",
      options: ['Rock Edict XIII', 'Rock Edict I', 'Rock Edict XII', 'Rock Edict V'],
      explanation:
        "Major Rock Edict XIII describes the great loss of life in the Kalinga war (about 261 BCE) and Ashoka's remorse. After this war Ashoka replaced conquest by war (bherighosha) with conquest by dhamma (dhammaghosha).",
    },
    correct: 0,
  },
  {
    key: 'hist-012',
    subject: 'ancient history',
    topic: 'post mauryan period',
    difficulty: 'medium',
    hi: {
      text: 'अंतिम मौर्य शासक बृहद्रथ की हत्या करके किस राजवंश की स्थापना हुई?',
      options: ['कण्व वंश', 'सातवाहन वंश', 'कुषाण वंश', 'शुंग वंश'],
      explanation:
        'लगभग 185 ईसा पूर्व सेनापति पुष्यमित्र शुंग ने अंतिम मौर्य शासक बृहद्रथ की हत्या कर शुंग वंश की स्थापना की। शुंगों के बाद मगध पर कण्व वंश का शासन हुआ।',
    },
    en: {
      text: 'Which dynasty was founded after the assassination of Brihadratha, the last Mauryan ruler?',
      options: ['Kanva dynasty', 'Satavahana dynasty', 'Kushana dynasty', 'Shunga dynasty'],
      explanation:
        'Around 185 BCE the army commander Pushyamitra Shunga killed Brihadratha, the last Mauryan ruler, and founded the Shunga dynasty. The Kanvas ruled Magadha after the Shungas.',
    },
    correct: 3,
  },
  {
    key: 'hist-013',
    subject: 'ancient history',
    topic: 'post mauryan period',
    difficulty: 'medium',
    hi: {
      text: 'भारत के राष्ट्रीय पंचांग का आधार शक संवत् किस वर्ष से आरंभ होता है?',
      options: ['57 ईसा पूर्व', '78 ईस्वी', '320 ईस्वी', '606 ईस्वी'],
      explanation:
        'शक संवत् 78 ईस्वी से आरंभ होता है और इसका संबंध प्रायः कुषाण शासक कनिष्क से जोड़ा जाता है। 1957 में अपनाया गया भारत का राष्ट्रीय पंचांग इसी पर आधारित है। 57 ईसा पूर्व से विक्रम संवत्, 320 ईस्वी से गुप्त संवत् और 606 ईस्वी से हर्ष संवत् आरंभ होता है।',
    },
    en: {
      text: "The Saka era, on which India's national calendar is based, begins in which year?",
      options: ['57 BCE', '78 CE', '320 CE', '606 CE'],
      explanation:
        'The Saka era begins in 78 CE and is commonly associated with the Kushana ruler Kanishka. India adopted its national calendar, based on this era, in 1957. The Vikram Samvat begins in 57 BCE, the Gupta era in 320 CE and the Harsha era in 606 CE.',
    },
    correct: 1,
  },
  {
    key: 'hist-014',
    subject: 'ancient history',
    topic: 'gupta empire',
    difficulty: 'hard',
    hi: {
      text: 'समुद्रगुप्त की विजयों का वर्णन करने वाली प्रयाग प्रशस्ति (इलाहाबाद स्तंभ अभिलेख) की रचना किसने की थी?',
      options: ['कालिदास', 'बाणभट्ट', 'हरिषेण', 'रविकीर्ति'],
      explanation:
        'प्रयाग प्रशस्ति की रचना समुद्रगुप्त के दरबारी कवि हरिषेण ने की थी। यह उसी स्तंभ पर अंकित है जिस पर पहले से अशोक के लेख हैं। रविकीर्ति ने पुलकेशिन द्वितीय का ऐहोल अभिलेख लिखा और बाणभट्ट हर्षवर्धन के दरबारी कवि थे।',
    },
    en: {
      text: "Who composed the Prayag Prashasti (Allahabad Pillar inscription), which describes Samudragupta's conquests?",
      options: ['Kalidasa', 'Banabhatta', 'Harisena', 'Ravikirti'],
      explanation:
        "The Prayag Prashasti was composed by Harisena, Samudragupta's court poet. It is engraved on the same pillar that already carried Ashoka's edicts. Ravikirti wrote the Aihole inscription of Pulakeshin II, and Banabhatta was Harshavardhana's court poet.",
    },
    correct: 2,
  },
  {
    key: 'hist-015',
    subject: 'ancient history',
    topic: 'harshavardhana',
    difficulty: 'easy',
    hi: {
      text: 'हर्षवर्धन के शासनकाल में भारत आने वाला चीनी बौद्ध यात्री कौन था?',
      options: ['फाह्यान', 'ह्वेनसांग', 'इत्सिंग', 'सुंगयुन'],
      explanation:
        'ह्वेनसांग (श्वानजांग) लगभग 630–645 ईस्वी के बीच भारत आया, हर्षवर्धन के दरबार में रहा और नालंदा विश्वविद्यालय में अध्ययन किया। उसका यात्रा-वृत्तांत "सि-यू-की" कहलाता है। फाह्यान इससे पहले चंद्रगुप्त द्वितीय के समय आया था।',
    },
    en: {
      text: 'Which Chinese Buddhist pilgrim visited India during the reign of Harshavardhana?',
      options: ['Fa-Hien', 'Xuanzang (Hiuen Tsang)', 'I-Tsing', 'Sung Yun'],
      explanation:
        "Xuanzang (Hiuen Tsang) travelled in India from about 630 to 645 CE, stayed at Harsha's court and studied at Nalanda. His travel account is known as the Si-Yu-Ki. Fa-Hien had come earlier, in the time of Chandragupta II.",
    },
    correct: 1,
  },
  {
    key: 'hist-016',
    subject: 'ancient history',
    topic: 'harshavardhana',
    difficulty: 'medium',
    hi: {
      text: 'हर्षवर्धन के जीवन पर आधारित ग्रंथ "हर्षचरित" के रचयिता कौन हैं?',
      options: ['बाणभट्ट', 'विशाखदत्त', 'कल्हण', 'भवभूति'],
      explanation:
        'हर्षचरित की रचना हर्ष के दरबारी कवि बाणभट्ट ने संस्कृत गद्य में की थी। बाणभट्ट ने "कादंबरी" भी लिखी। कल्हण ने "राजतरंगिणी" और विशाखदत्त ने "मुद्राराक्षस" लिखा। हर्ष ने स्वयं भी "नागानंद", "रत्नावली" और "प्रियदर्शिका" नाटक लिखे।',
    },
    en: {
      text: 'Who wrote the "Harshacharita", a work on the life of Harshavardhana?',
      options: ['Banabhatta', 'Vishakhadatta', 'Kalhana', 'Bhavabhuti'],
      explanation:
        'The Harshacharita was written in Sanskrit prose by Banabhatta, court poet of Harsha, who also wrote "Kadambari". Kalhana wrote the "Rajatarangini" and Vishakhadatta the "Mudrarakshasa". Harsha himself wrote the plays "Nagananda", "Ratnavali" and "Priyadarshika".',
    },
    correct: 0,
  },
  {
    key: 'hist-017',
    subject: 'ancient history',
    topic: 'sangam age',
    difficulty: 'easy',
    hi: {
      text: 'नीति, अर्थ और प्रेम पर 1330 दोहों (कुरल) वाले तमिल ग्रंथ "तिरुक्कुरल" के रचयिता कौन हैं?',
      options: ['इलंगो अडिगल', 'कंबन', 'तोलकाप्पियर', 'तिरुवल्लुवर'],
      explanation:
        'तिरुक्कुरल तिरुवल्लुवर की रचना है। इसके तीन भाग हैं — अरम् (धर्म/सदाचार), पोरुल् (अर्थ) और इन्बम् (प्रेम)। तोलकाप्पियर ने तमिल व्याकरण ग्रंथ "तोलकाप्पियम्" लिखा और इलंगो अडिगल ने महाकाव्य "शिलप्पदिकारम्"।',
    },
    en: {
      text: 'Who wrote the Tamil classic "Tirukkural", a work of 1330 couplets (kurals) on virtue, wealth and love?',
      options: ['Ilango Adigal', 'Kambar', 'Tolkappiyar', 'Thiruvalluvar'],
      explanation:
        'The Tirukkural was written by Thiruvalluvar. It has three parts: aram (virtue), porul (wealth) and inbam (love). Tolkappiyar wrote the Tamil grammar "Tolkappiyam", and Ilango Adigal wrote the epic "Silappadikaram".',
    },
    correct: 3,
  },
  {
    key: 'hist-018',
    subject: 'ancient history',
    topic: 'south indian kingdoms',
    difficulty: 'hard',
    hi: {
      text: 'बादामी के किस चालुक्य शासक ने नर्मदा के तट पर हर्षवर्धन को पराजित किया था?',
      options: ['कीर्तिवर्मन प्रथम', 'विक्रमादित्य द्वितीय', 'पुलकेशिन द्वितीय', 'पुलकेशिन प्रथम'],
      explanation:
        'चालुक्य शासक पुलकेशिन द्वितीय ने हर्षवर्धन को नर्मदा के तट पर रोककर दक्षिण की ओर उसका विस्तार थाम दिया। इस विजय का उल्लेख रविकीर्ति द्वारा रचित ऐहोल अभिलेख में मिलता है।',
    },
    en: {
      text: 'Which Chalukya ruler of Badami defeated Harshavardhana on the banks of the Narmada?',
      options: ['Kirtivarman I', 'Vikramaditya II', 'Pulakeshin II', 'Pulakeshin I'],
      explanation:
        'The Chalukya ruler Pulakeshin II checked Harshavardhana on the banks of the Narmada and stopped his expansion into the south. This victory is recorded in the Aihole inscription composed by Ravikirti.',
    },
    correct: 2,
  },
  {
    key: 'hist-019',
    subject: 'ancient history',
    topic: 'south indian kingdoms',
    difficulty: 'medium',
    hi: {
      text: 'उत्तर भारत में गंगा तक सफल अभियान के बाद किस चोल शासक ने "गंगैकोंडचोल" की उपाधि धारण की?',
      options: ['राजराज प्रथम', 'राजेंद्र प्रथम', 'कुलोत्तुंग प्रथम', 'परांतक प्रथम'],
      explanation:
        'राजेंद्र प्रथम ने गंगा तक अभियान के बाद "गंगैकोंडचोल" की उपाधि ली और गंगैकोंडचोलपुरम को नई राजधानी बनाया। उसने श्रीविजय (दक्षिण-पूर्व एशिया) के विरुद्ध नौसैनिक अभियान भी भेजा। उसके पिता राजराज प्रथम ने तंजावुर का बृहदेश्वर मंदिर बनवाया।',
    },
    en: {
      text: 'Which Chola ruler took the title "Gangaikonda Chola" after a successful campaign to the Ganga in the north?',
      options: ['Rajaraja I', 'Rajendra I', 'Kulottunga I', 'Parantaka I'],
      explanation:
        'Rajendra I took the title "Gangaikonda Chola" after his campaign to the Ganga and built a new capital, Gangaikonda Cholapuram. He also sent a naval expedition against Srivijaya in South-East Asia. His father Rajaraja I built the Brihadeeswara temple at Thanjavur.',
    },
    correct: 1,
  },
  {
    key: 'hist-020',
    subject: 'ancient history',
    topic: 'art and culture',
    difficulty: 'hard',
    hi: {
      text: 'एलोरा का कैलाश मंदिर, जो एक ही चट्टान को काटकर बनाया गया है, किस राजवंश के शासनकाल में बना?',
      options: ['राष्ट्रकूट', 'पल्लव', 'चोल', 'वाकाटक'],
      explanation:
        'एलोरा (महाराष्ट्र) का कैलाश मंदिर (गुफा 16) आठवीं शताब्दी में राष्ट्रकूट शासक कृष्ण प्रथम के समय बना। पूरी संरचना ऊपर से नीचे की ओर एक ही चट्टान को काटकर बनाई गई है। अजंता की कई गुफाएँ वाकाटक काल की हैं और महाबलीपुरम के रथ मंदिर पल्लवों ने बनवाए।',
    },
    en: {
      text: 'The Kailasa temple at Ellora, carved out of a single rock, was built under which dynasty?',
      options: ['Rashtrakuta', 'Pallava', 'Chola', 'Vakataka'],
      explanation:
        'The Kailasa temple (Cave 16) at Ellora, Maharashtra, was built in the 8th century under the Rashtrakuta king Krishna I. The whole structure was cut from a single rock, working from the top downwards. Many Ajanta caves belong to the Vakataka period, and the rathas of Mahabalipuram were built by the Pallavas.',
    },
    correct: 0,
  },
  {
    key: 'hist-021',
    subject: 'ancient history',
    topic: 'art and culture',
    difficulty: 'medium',
    hi: {
      text: 'कुषाण काल में विकसित गांधार कला शैली पर मुख्य रूप से किसका प्रभाव दिखाई देता है?',
      options: ['फ़ारसी (ईरानी) कला', 'चीनी कला', 'मिस्री कला', 'यूनानी-रोमन कला'],
      explanation:
        'गांधार शैली में बुद्ध की मूर्तियों पर यूनानी-रोमन (हेलेनिस्टिक) कला का प्रभाव स्पष्ट है — लहराते वस्त्र, घुँघराले बाल और यथार्थवादी चेहरे। इसमें प्रायः धूसर (स्लेटी) पत्थर का प्रयोग हुआ। इसके विपरीत मथुरा शैली स्वदेशी थी और लाल बलुआ पत्थर का प्रयोग करती थी।',
    },
    en: {
      text: 'The Gandhara school of art, which flourished in the Kushana period, shows the influence mainly of:',
      options: ['Persian (Iranian) art', 'Chinese art', 'Egyptian art', 'Greco-Roman art'],
      explanation:
        'Gandhara images of the Buddha clearly show Greco-Roman (Hellenistic) influence: flowing drapery, wavy hair and realistic faces, usually in grey schist. The Mathura school, by contrast, was indigenous and used red sandstone.',
    },
    correct: 3,
  },

  // ── Medieval history ─────────────────────────────────────────────────────────
  {
    key: 'hist-022',
    subject: 'medieval history',
    topic: 'arab and turkish invasions',
    difficulty: 'easy',
    hi: {
      text: 'मुहम्मद बिन कासिम ने 712 ईस्वी में भारत के किस क्षेत्र पर आक्रमण किया था?',
      options: ['पंजाब', 'कश्मीर', 'सिंध', 'गुजरात'],
      explanation:
        'अरब सेनापति मुहम्मद बिन कासिम ने 712 ईस्वी में सिंध पर आक्रमण कर वहाँ के शासक राजा दाहिर को पराजित किया। यह भारत पर पहला सफल अरब आक्रमण माना जाता है।',
    },
    en: {
      text: 'Which region of India did Muhammad bin Qasim invade in 712 CE?',
      options: ['Punjab', 'Kashmir', 'Sindh', 'Gujarat'],
      explanation:
        'The Arab general Muhammad bin Qasim invaded Sindh in 712 CE and defeated its ruler, Raja Dahir. It is regarded as the first successful Arab invasion of India.',
    },
    correct: 2,
  },
  {
    key: 'hist-023',
    subject: 'medieval history',
    topic: 'arab and turkish invasions',
    difficulty: 'medium',
    hi: {
      text: 'तराइन के प्रथम युद्ध (1191 ईस्वी) में किसकी विजय हुई थी?',
      options: ['मुहम्मद गोरी', 'पृथ्वीराज चौहान', 'कुतुबुद्दीन ऐबक', 'जयचंद'],
      explanation:
        'तराइन के प्रथम युद्ध (1191) में पृथ्वीराज चौहान ने मुहम्मद गोरी को पराजित किया। अगले वर्ष तराइन के द्वितीय युद्ध (1192) में गोरी विजयी हुआ, जिससे उत्तर भारत में तुर्क शासन की नींव पड़ी।',
    },
    en: {
      text: 'Who won the First Battle of Tarain (1191 CE)?',
      options: ['Muhammad Ghori', 'Prithviraj Chauhan', 'Qutb-ud-din Aibak', 'Jaichand'],
      explanation:
        'In the First Battle of Tarain (1191) Prithviraj Chauhan defeated Muhammad Ghori. In the Second Battle of Tarain the next year (1192) Ghori won, which laid the foundation of Turkish rule in north India.',
    },
    correct: 1,
  },
  {
    key: 'hist-024',
    subject: 'medieval history',
    topic: 'rajput kingdoms',
    difficulty: 'medium',
    hi: {
      text: 'मध्य प्रदेश के खजुराहो के प्रसिद्ध मंदिर किस राजवंश ने बनवाए थे?',
      options: ['परमार', 'प्रतिहार', 'गहड़वाल', 'चंदेल'],
      explanation:
        'खजुराहो के मंदिर लगभग 950 से 1050 ईस्वी के बीच चंदेल शासकों ने बनवाए। ये नागर शैली के उत्कृष्ट उदाहरण हैं; कंदरिया महादेव मंदिर इनमें सबसे प्रसिद्ध है। ये यूनेस्को विश्व धरोहर स्थल हैं।',
    },
    en: {
      text: 'Which dynasty built the famous temples of Khajuraho in Madhya Pradesh?',
      options: ['Paramara', 'Pratihara', 'Gahadavala', 'Chandela'],
      explanation:
        'The Khajuraho temples were built by the Chandela rulers between about 950 and 1050 CE. They are fine examples of the Nagara style; the Kandariya Mahadeva temple is the best known. They are a UNESCO World Heritage Site.',
    },
    correct: 3,
  },
  {
    key: 'hist-025',
    subject: 'medieval history',
    topic: 'rajput kingdoms',
    difficulty: 'medium',
    hi: {
      text: 'पृथ्वीराज चौहान के जीवन और युद्धों पर आधारित काव्य "पृथ्वीराज रासो" के रचयिता कौन माने जाते हैं?',
      options: ['चंदबरदाई', 'जगनिक', 'नरपति नाल्ह', 'अमीर ख़ुसरो'],
      explanation:
        '"पृथ्वीराज रासो" की रचना का श्रेय पृथ्वीराज चौहान के दरबारी कवि चंदबरदाई को दिया जाता है। यह हिंदी के आदिकाल (वीरगाथा काल) की प्रमुख रचना है। जगनिक ने "परमाल रासो" (आल्हखंड) और नरपति नाल्ह ने "बीसलदेव रासो" लिखा।',
    },
    en: {
      text: 'Who is regarded as the author of "Prithviraj Raso", a poem on the life and battles of Prithviraj Chauhan?',
      options: ['Chand Bardai', 'Jagnik', 'Narpati Nalh', 'Amir Khusrau'],
      explanation:
        '"Prithviraj Raso" is attributed to Chand Bardai, the court poet of Prithviraj Chauhan. It is a major work of the early (heroic poetry) period of Hindi literature. Jagnik wrote "Parmal Raso" (Alha Khand) and Narpati Nalh "Bisaldev Raso".',
    },
    correct: 0,
  },
  {
    key: 'hist-026',
    subject: 'medieval history',
    topic: 'delhi sultanate',
    difficulty: 'medium',
    hi: {
      text: 'किस सुल्तान ने 1327 ईस्वी में अपनी राजधानी दिल्ली से देवगिरि (दौलताबाद) स्थानांतरित की थी?',
      options: ['अलाउद्दीन खिलजी', 'ग़यासुद्दीन तुग़लक़', 'मुहम्मद बिन तुग़लक़', 'फ़िरोज़ शाह तुग़लक़'],
      explanation:
        'मुहम्मद बिन तुग़लक़ ने दक्षिण पर बेहतर नियंत्रण के लिए 1327 में राजधानी दिल्ली से देवगिरि ले जाकर उसका नाम दौलताबाद रखा। प्रजा को हुई भारी कठिनाइयों के कारण कुछ वर्षों बाद राजधानी वापस दिल्ली लानी पड़ी। सांकेतिक मुद्रा चलाने का प्रयोग भी उसी ने किया था।',
    },
    en: {
      text: 'Which Sultan shifted his capital from Delhi to Devagiri (Daulatabad) in 1327 CE?',
      options: ['Alauddin Khalji', 'Ghiyasuddin Tughlaq', 'Muhammad bin Tughlaq', 'Firoz Shah Tughlaq'],
      explanation:
        'To control the Deccan better, Muhammad bin Tughlaq moved his capital from Delhi to Devagiri in 1327 and renamed it Daulatabad. Because of the great hardship caused to the people the capital was moved back to Delhi a few years later. He also experimented with token currency.',
    },
    correct: 2,
  },
  {
    key: 'hist-027',
    subject: 'medieval history',
    topic: 'delhi sultanate',
    difficulty: 'hard',
    hi: {
      text: 'किस सुल्तान ने 1504 ईस्वी में आगरा नगर की स्थापना की और बाद में उसे अपनी राजधानी बनाया?',
      options: ['बहलोल लोदी', 'सिकंदर लोदी', 'इब्राहिम लोदी', 'ख़िज़्र ख़ान'],
      explanation:
        'लोदी वंश के सुल्तान सिकंदर लोदी ने 1504 में आगरा नगर की स्थापना की और उसे अपनी राजधानी बनाया। लोदी वंश की स्थापना बहलोल लोदी ने की थी और इसका अंतिम शासक इब्राहिम लोदी 1526 में पानीपत के प्रथम युद्ध में बाबर से हारा।',
    },
    en: {
      text: 'Which Sultan founded the city of Agra in 1504 CE and later made it his capital?',
      options: ['Bahlul Lodi', 'Sikandar Lodi', 'Ibrahim Lodi', 'Khizr Khan'],
      explanation:
        'Sikandar Lodi of the Lodi dynasty founded the city of Agra in 1504 and made it his capital. The dynasty was founded by Bahlul Lodi, and its last ruler, Ibrahim Lodi, lost to Babur at the First Battle of Panipat in 1526.',
    },
    correct: 1,
  },
  {
    key: 'hist-028',
    subject: 'medieval history',
    topic: 'administration and economy',
    difficulty: 'medium',
    hi: {
      text: 'दिल्ली सल्तनत की प्रशासनिक व्यवस्था में "इक्ता" क्या था?',
      options: [
        'मस्जिदों को दिया गया कर-मुक्त दान',
        'अधिकारी को वेतन के बदले सौंपा गया किसी क्षेत्र का भू-राजस्व',
        'व्यापारियों पर लगाया गया चुंगी कर',
        'सुल्तान की निजी अंगरक्षक सेना',
      ],
      explanation:
        'इक्ता किसी क्षेत्र का भू-राजस्व था, जिसे सैन्य अधिकारी (इक्तादार या मुक्ती) को नकद वेतन के बदले सौंपा जाता था। इक्तादार उस राजस्व से अपनी सेना रखता और प्रशासन चलाता था। इल्तुतमिश ने इस व्यवस्था को संगठित रूप दिया।',
    },
    en: {
      text: 'In the administration of the Delhi Sultanate, what was an "iqta"?',
      options: [
        'A tax-free grant to mosques',
        'The land revenue of a territory assigned to an officer in place of a salary',
        'A toll tax on traders',
        "The Sultan's personal bodyguard",
      ],
      explanation:
        'An iqta was the land revenue of a territory assigned to a military officer (iqtadar or muqti) instead of a cash salary. The iqtadar maintained troops and ran the administration from that revenue. Iltutmish organised this system.',
    },
    correct: 1,
  },
  {
    key: 'hist-029',
    subject: 'medieval history',
    topic: 'administration and economy',
    difficulty: 'hard',
    hi: {
      text: 'अकबर की मनसबदारी व्यवस्था में "सवार" पद किस बात को दर्शाता था?',
      options: [
        'मनसबदार का व्यक्तिगत पद और वेतन',
        'मनसबदार को मिलने वाली जागीर का क्षेत्रफल',
        'मनसबदार द्वारा रखे जाने वाले घुड़सवारों की संख्या',
        'मनसबदार के अधीन पैदल सैनिकों की संख्या',
      ],
      explanation:
        'मनसबदारी व्यवस्था में हर मनसबदार के दो पद होते थे — "ज़ात", जो उसका व्यक्तिगत पद और वेतन तय करता था, और "सवार", जो बताता था कि उसे कितने घुड़सवार रखने हैं। इसी से मुग़ल सेना और अभिजात वर्ग का संगठन होता था।',
    },
    en: {
      text: 'In Akbar\'s mansabdari system, what did the "sawar" rank indicate?',
      options: [
        "The mansabdar's personal rank and salary",
        'The area of the jagir given to the mansabdar',
        'The number of cavalrymen the mansabdar had to maintain',
        'The number of foot soldiers under the mansabdar',
      ],
      explanation:
        'Every mansabdar held two ranks: "zat", which fixed his personal rank and salary, and "sawar", which stated how many cavalrymen (horsemen) he had to maintain. The Mughal army and nobility were organised through this system.',
    },
    correct: 2,
  },
  {
    key: 'hist-030',
    subject: 'medieval history',
    topic: 'administration and economy',
    difficulty: 'easy',
    hi: {
      text: 'अकबर के दरबार में राजा टोडरमल किस क्षेत्र में सुधारों के लिए प्रसिद्ध थे?',
      options: ['भू-राजस्व व्यवस्था', 'संगीत', 'चित्रकला', 'नौसेना'],
      explanation:
        'राजा टोडरमल अकबर के वित्त मंत्री (दीवान) थे। उन्होंने भूमि की माप, उपज और कीमतों के आधार पर भू-राजस्व निर्धारण की "ज़ब्ती" या "दहसाला" प्रणाली (1580) विकसित की।',
    },
    en: {
      text: "Raja Todar Mal of Akbar's court is famous for reforms in which field?",
      options: ['Land revenue system', 'Music', 'Painting', 'Navy'],
      explanation:
        "Raja Todar Mal was Akbar's finance minister (diwan). He developed the zabti or dahsala system (1580), which fixed land revenue on the basis of measured land, produce and prices.",
    },
    correct: 0,
  },
  {
    key: 'hist-031',
    subject: 'medieval history',
    topic: 'vijayanagara empire',
    difficulty: 'easy',
    hi: {
      text: '1336 ईस्वी में विजयनगर साम्राज्य की स्थापना किसने की थी?',
      options: ['कृष्णदेव राय', 'हरिहर और बुक्का', 'देवराय प्रथम', 'अलिय रामराय'],
      explanation:
        'विजयनगर साम्राज्य की स्थापना 1336 में संगम वंश के दो भाइयों हरिहर और बुक्का ने तुंगभद्रा नदी के किनारे की थी। तुलुव वंश के कृष्णदेव राय इसके सबसे प्रसिद्ध शासक हुए।',
    },
    en: {
      text: 'Who founded the Vijayanagara Empire in 1336 CE?',
      options: ['Krishnadevaraya', 'Harihara and Bukka', 'Deva Raya I', 'Aliya Rama Raya'],
      explanation:
        'The Vijayanagara Empire was founded in 1336 on the banks of the Tungabhadra by two brothers of the Sangama dynasty, Harihara and Bukka. Krishnadevaraya of the Tuluva dynasty became its most famous ruler.',
    },
    correct: 1,
  },
  {
    key: 'hist-032',
    subject: 'medieval history',
    topic: 'vijayanagara empire',
    difficulty: 'medium',
    hi: {
      text: 'तालीकोटा का युद्ध, जिसके बाद विजयनगर साम्राज्य का पतन शुरू हुआ, किस वर्ष लड़ा गया?',
      options: ['1509', '1526', '1556', '1565'],
      explanation:
        'तालीकोटा (राक्षसी-तंगड़ी) का युद्ध 1565 में विजयनगर और दक्कन की सल्तनतों (बीजापुर, अहमदनगर, गोलकुंडा और बीदर) के संयुक्त मोर्चे के बीच हुआ। इसमें अलिय रामराय मारे गए और राजधानी हम्पी को बुरी तरह लूटा गया।',
    },
    en: {
      text: 'In which year was the Battle of Talikota fought, after which the Vijayanagara Empire began to decline?',
      options: ['1509', '1526', '1556', '1565'],
      explanation:
        'The Battle of Talikota (Rakshasi-Tangadi) was fought in 1565 between Vijayanagara and an alliance of the Deccan Sultanates (Bijapur, Ahmadnagar, Golconda and Bidar). Aliya Rama Raya was killed and the capital, Hampi, was sacked.',
    },
    correct: 3,
  },
  {
    key: 'hist-033',
    subject: 'medieval history',
    topic: 'bahmani kingdom',
    difficulty: 'medium',
    hi: {
      text: '1347 ईस्वी में बहमनी साम्राज्य की स्थापना किसने की थी?',
      options: ['महमूद गवाँ', 'फ़िरोज़ शाह बहमनी', 'अलाउद्दीन हसन बहमन शाह', 'यूसुफ़ आदिल शाह'],
      explanation:
        'बहमनी साम्राज्य की स्थापना 1347 में अलाउद्दीन हसन बहमन शाह (हसन गंगू) ने मुहम्मद बिन तुग़लक़ के विरुद्ध विद्रोह करके की थी। उसकी पहली राजधानी गुलबर्गा थी, जिसे बाद में बीदर ले जाया गया।',
    },
    en: {
      text: 'Who founded the Bahmani kingdom in 1347 CE?',
      options: ['Mahmud Gawan', 'Firoz Shah Bahmani', 'Alauddin Hasan Bahman Shah', 'Yusuf Adil Shah'],
      explanation:
        'The Bahmani kingdom was founded in 1347 by Alauddin Hasan Bahman Shah (Hasan Gangu) after a revolt against Muhammad bin Tughlaq. Its first capital was Gulbarga, later shifted to Bidar.',
    },
    correct: 2,
  },
  {
    key: 'hist-034',
    subject: 'medieval history',
    topic: 'bahmani kingdom',
    difficulty: 'hard',
    hi: {
      text: 'बहमनी साम्राज्य के प्रधानमंत्री महमूद गवाँ ने एक प्रसिद्ध मदरसा कहाँ बनवाया था?',
      options: ['बीदर', 'गुलबर्गा', 'बीजापुर', 'गोलकुंडा'],
      explanation:
        'महमूद गवाँ ने 15वीं शताब्दी में बीदर (कर्नाटक) में एक विशाल मदरसा बनवाया, जो उस समय शिक्षा का बड़ा केंद्र था। उसने राजस्व और प्रांतीय प्रशासन में भी सुधार किए।',
    },
    en: {
      text: 'Where did Mahmud Gawan, prime minister of the Bahmani kingdom, build a famous madrasa?',
      options: ['Bidar', 'Gulbarga', 'Bijapur', 'Golconda'],
      explanation:
        'In the 15th century Mahmud Gawan built a large madrasa at Bidar (Karnataka), a major centre of learning in its time. He also reformed revenue and provincial administration.',
    },
    correct: 0,
  },
  {
    key: 'hist-035',
    subject: 'medieval history',
    topic: 'mughal empire',
    difficulty: 'medium',
    hi: {
      text: 'हल्दीघाटी के युद्ध (1576) में महाराणा प्रताप के विरुद्ध मुग़ल सेना का नेतृत्व किसने किया था?',
      options: ['बैरम ख़ान', 'राजा मान सिंह', 'अब्दुर्रहीम ख़ानख़ाना', 'राजा टोडरमल'],
      explanation:
        'हल्दीघाटी का युद्ध 1576 में मेवाड़ के महाराणा प्रताप और अकबर की सेना के बीच हुआ, जिसका नेतृत्व आमेर के राजा मान सिंह ने किया। युद्ध के बाद भी महाराणा प्रताप ने मुग़लों के विरुद्ध संघर्ष जारी रखा।',
    },
    en: {
      text: 'Who led the Mughal army against Maharana Pratap in the Battle of Haldighati (1576)?',
      options: ['Bairam Khan', 'Raja Man Singh', 'Abdur Rahim Khan-i-Khanan', 'Raja Todar Mal'],
      explanation:
        "The Battle of Haldighati was fought in 1576 between Maharana Pratap of Mewar and Akbar's army, led by Raja Man Singh of Amber. Maharana Pratap continued his resistance to the Mughals after the battle.",
    },
    correct: 1,
  },
  {
    key: 'hist-036',
    subject: 'medieval history',
    topic: 'mughal empire',
    difficulty: 'medium',
    hi: {
      text: 'नादिर शाह 1739 में जिस "मयूर सिंहासन" (तख़्त-ए-ताऊस) को दिल्ली से ले गया, वह किस मुग़ल बादशाह ने बनवाया था?',
      options: ['अकबर', 'जहाँगीर', 'औरंगज़ेब', 'शाहजहाँ'],
      explanation:
        'रत्नजड़ित मयूर सिंहासन शाहजहाँ ने बनवाया था। 1739 में ईरान के शासक नादिर शाह ने दिल्ली पर आक्रमण किया और यह सिंहासन तथा कोहिनूर हीरा अपने साथ ले गया। उस समय मुग़ल बादशाह मुहम्मद शाह था।',
    },
    en: {
      text: 'The Peacock Throne (Takht-i-Taus), carried away from Delhi by Nadir Shah in 1739, had been made for which Mughal emperor?',
      options: ['Akbar', 'Jahangir', 'Aurangzeb', 'Shah Jahan'],
      explanation:
        'The jewelled Peacock Throne was made for Shah Jahan. In 1739 Nadir Shah of Iran invaded Delhi and took the throne and the Kohinoor diamond with him. The Mughal emperor at the time was Muhammad Shah.',
    },
    correct: 3,
  },
  {
    key: 'hist-037',
    subject: 'medieval history',
    topic: 'maratha empire',
    difficulty: 'easy',
    hi: {
      text: 'छत्रपति शिवाजी के मंत्रिमंडल "अष्टप्रधान" में "पेशवा" का पद किसके समान था?',
      options: ['सेनापति', 'प्रधानमंत्री', 'विदेश मंत्री', 'न्यायाधीश'],
      explanation:
        'अष्टप्रधान शिवाजी की आठ मंत्रियों की परिषद थी। इसमें पेशवा (मुख्य प्रधान) प्रधानमंत्री के समान था, सेनापति सेना का प्रमुख, सुमंत विदेश मामलों का और न्यायाधीश न्याय का प्रभारी था। बाद में पेशवा ही मराठा राज्य की वास्तविक शक्ति बन गए।',
    },
    en: {
      text: 'In Chhatrapati Shivaji\'s council of ministers, the "Ashtapradhan", the Peshwa was equivalent to the:',
      options: ['Commander-in-chief', 'Prime minister', 'Foreign minister', 'Chief justice'],
      explanation:
        "The Ashtapradhan was Shivaji's council of eight ministers. The Peshwa (Mukhya Pradhan) was the prime minister, the Senapati headed the army, the Sumant handled foreign affairs and the Nyayadhish justice. Later the Peshwas became the real power in the Maratha state.",
    },
    correct: 1,
  },
  {
    key: 'hist-038',
    subject: 'medieval history',
    topic: 'maratha empire',
    difficulty: 'medium',
    hi: {
      text: 'पानीपत का तीसरा युद्ध (1761) मराठों और किसके बीच लड़ा गया था?',
      options: ['नादिर शाह', 'अहमद शाह अब्दाली', 'बाबर', 'हैदर अली'],
      explanation:
        'पानीपत का तीसरा युद्ध 14 जनवरी 1761 को सदाशिवराव भाऊ के नेतृत्व वाली मराठा सेना और अफ़ग़ान शासक अहमद शाह अब्दाली (दुर्रानी) के बीच हुआ। इसमें मराठों की हार हुई और उत्तर भारत में उनका विस्तार कुछ समय के लिए रुक गया।',
    },
    en: {
      text: 'The Third Battle of Panipat (1761) was fought between the Marathas and:',
      options: ['Nadir Shah', 'Ahmad Shah Abdali', 'Babur', 'Hyder Ali'],
      explanation:
        'The Third Battle of Panipat was fought on 14 January 1761 between the Maratha army under Sadashivrao Bhau and the Afghan ruler Ahmad Shah Abdali (Durrani). The Marathas were defeated and their expansion in north India was checked for some time.',
    },
    correct: 1,
  },
  {
    key: 'hist-039',
    subject: 'medieval history',
    topic: 'sikh gurus',
    difficulty: 'easy',
    hi: {
      text: '1699 ईस्वी में आनंदपुर साहिब में "ख़ालसा पंथ" की स्थापना किस सिख गुरु ने की थी?',
      options: ['गुरु नानक देव', 'गुरु अर्जन देव', 'गुरु तेग बहादुर', 'गुरु गोबिंद सिंह'],
      explanation:
        'दसवें सिख गुरु गुरु गोबिंद सिंह ने 1699 में बैसाखी के दिन आनंदपुर साहिब में ख़ालसा पंथ की स्थापना की। उन्होंने गुरु परंपरा को आगे गुरु ग्रंथ साहिब को सौंप दिया।',
    },
    en: {
      text: 'Which Sikh Guru founded the Khalsa Panth at Anandpur Sahib in 1699 CE?',
      options: ['Guru Nanak Dev', 'Guru Arjan Dev', 'Guru Tegh Bahadur', 'Guru Gobind Singh'],
      explanation:
        'Guru Gobind Singh, the tenth Sikh Guru, founded the Khalsa Panth at Anandpur Sahib on Baisakhi day in 1699. He passed the Guruship on to the Guru Granth Sahib.',
    },
    correct: 3,
  },
  {
    key: 'hist-040',
    subject: 'medieval history',
    topic: 'sikh gurus',
    difficulty: 'medium',
    hi: {
      text: 'सिखों के पवित्र ग्रंथ "आदि ग्रंथ" का संकलन 1604 में किस गुरु ने किया था?',
      options: ['गुरु अंगद देव', 'गुरु अमर दास', 'गुरु अर्जन देव', 'गुरु हरगोबिंद'],
      explanation:
        'पाँचवें गुरु अर्जन देव ने 1604 में आदि ग्रंथ का संकलन कर उसे अमृतसर के हरमंदिर साहिब में स्थापित किया। इसमें सिख गुरुओं के साथ कबीर, रविदास, नामदेव और बाबा फ़रीद जैसे संतों की वाणी भी है।',
    },
    en: {
      text: 'Which Guru compiled the Adi Granth, the holy book of the Sikhs, in 1604?',
      options: ['Guru Angad Dev', 'Guru Amar Das', 'Guru Arjan Dev', 'Guru Hargobind'],
      explanation:
        'The fifth Guru, Guru Arjan Dev, compiled the Adi Granth in 1604 and installed it in the Harmandir Sahib at Amritsar. Besides the Sikh Gurus, it contains verses of saints such as Kabir, Ravidas, Namdev and Baba Farid.',
    },
    correct: 2,
  },
  {
    key: 'hist-041',
    subject: 'medieval history',
    topic: 'bhakti and sufi movements',
    difficulty: 'easy',
    hi: {
      text: 'भारत में चिश्ती सिलसिले के संस्थापक ख़्वाजा मुईनुद्दीन चिश्ती की दरगाह कहाँ है?',
      options: ['अजमेर', 'दिल्ली', 'फ़तेहपुर सीकरी', 'गुलबर्गा'],
      explanation:
        'ख़्वाजा मुईनुद्दीन चिश्ती 12वीं शताब्दी के अंत में भारत आए और अजमेर में बस गए, जहाँ उनकी दरगाह है। दिल्ली में इसी सिलसिले के निज़ामुद्दीन औलिया की और फ़तेहपुर सीकरी में शेख़ सलीम चिश्ती की दरगाह है।',
    },
    en: {
      text: 'Where is the dargah of Khwaja Moinuddin Chishti, who established the Chishti order in India?',
      options: ['Ajmer', 'Delhi', 'Fatehpur Sikri', 'Gulbarga'],
      explanation:
        'Khwaja Moinuddin Chishti came to India in the late 12th century and settled at Ajmer, where his dargah stands. Delhi has the dargah of Nizamuddin Auliya and Fatehpur Sikri that of Shaikh Salim Chishti, both of the same order.',
    },
    correct: 0,
  },
  {
    key: 'hist-042',
    subject: 'medieval history',
    topic: 'bhakti and sufi movements',
    difficulty: 'medium',
    hi: {
      text: 'गोस्वामी तुलसीदास ने "रामचरितमानस" की रचना किस भाषा में की थी?',
      options: ['ब्रज भाषा', 'संस्कृत', 'मैथिली', 'अवधी'],
      explanation:
        'रामचरितमानस अवधी भाषा में रचा गया है और इसमें मुख्यतः दोहा और चौपाई छंदों का प्रयोग है। सूरदास ने ब्रज भाषा में और विद्यापति ने मैथिली में रचनाएँ कीं।',
    },
    en: {
      text: 'In which language did Goswami Tulsidas compose the "Ramcharitmanas"?',
      options: ['Braj Bhasha', 'Sanskrit', 'Maithili', 'Awadhi'],
      explanation:
        'The Ramcharitmanas is written in Awadhi, mainly in the doha and chaupai metres. Surdas wrote in Braj Bhasha and Vidyapati in Maithili.',
    },
    correct: 3,
  },
  {
    key: 'hist-043',
    subject: 'medieval history',
    topic: 'medieval architecture',
    difficulty: 'medium',
    hi: {
      text: 'कुतुबुद्दीन ऐबक द्वारा आरंभ की गई कुतुब मीनार का निर्माण किसने पूरा करवाया?',
      options: ['बलबन', 'इल्तुतमिश', 'अलाउद्दीन खिलजी', 'रज़िया सुल्तान'],
      explanation:
        'कुतुब मीनार का निर्माण लगभग 1199 में कुतुबुद्दीन ऐबक ने आरंभ किया और उसके उत्तराधिकारी इल्तुतमिश ने ऊपर की मंज़िलें जोड़कर इसे पूरा किया। बिजली गिरने से क्षतिग्रस्त होने पर फ़िरोज़ शाह तुग़लक़ ने इसकी मरम्मत करवाई।',
    },
    en: {
      text: 'The Qutb Minar was begun by Qutb-ud-din Aibak. Who completed it?',
      options: ['Balban', 'Iltutmish', 'Alauddin Khalji', 'Razia Sultan'],
      explanation:
        'Qutb-ud-din Aibak began the Qutb Minar around 1199, and his successor Iltutmish completed it by adding the upper storeys. Firoz Shah Tughlaq later repaired it after it was damaged by lightning.',
    },
    correct: 1,
  },
  {
    key: 'hist-044',
    subject: 'medieval history',
    topic: 'medieval architecture',
    difficulty: 'hard',
    hi: {
      text: 'अपनी "फुसफुसाहट दीर्घा" (व्हिस्परिंग गैलरी) के लिए प्रसिद्ध गोल गुंबज कहाँ स्थित है?',
      options: ['गोलकुंडा', 'बीदर', 'बीजापुर', 'अहमदनगर'],
      explanation:
        'गोल गुंबज बीजापुर (विजयपुरा, कर्नाटक) में आदिलशाही सुल्तान मुहम्मद आदिल शाह का मकबरा है, जो 1656 के आसपास पूरा हुआ। इसके विशाल गुंबद के नीचे की दीर्घा में धीमी आवाज़ भी दूसरी ओर साफ़ सुनाई देती है।',
    },
    en: {
      text: 'The Gol Gumbaz, famous for its "whispering gallery", is located in:',
      options: ['Golconda', 'Bidar', 'Bijapur', 'Ahmadnagar'],
      explanation:
        'The Gol Gumbaz at Bijapur (Vijayapura, Karnataka) is the tomb of the Adil Shahi sultan Muhammad Adil Shah, completed around 1656. In the gallery beneath its huge dome even a soft whisper can be heard clearly on the other side.',
    },
    correct: 2,
  },

  // ── Modern history ───────────────────────────────────────────────────────────
  {
    key: 'hist-045',
    subject: 'modern history',
    topic: 'advent of europeans',
    difficulty: 'easy',
    hi: {
      text: 'वास्को डी गामा 1498 में भारत के किस स्थान पर पहुँचा था?',
      options: ['गोवा', 'कालीकट', 'कोचीन', 'सूरत'],
      explanation:
        'पुर्तगाली नाविक वास्को डी गामा केप ऑफ़ गुड होप का चक्कर लगाकर मई 1498 में कालीकट (कोझिकोड) पहुँचा, जहाँ के शासक ज़मोरिन थे। इससे यूरोप और भारत के बीच सीधा समुद्री मार्ग खुला।',
    },
    en: {
      text: 'At which place in India did Vasco da Gama arrive in 1498?',
      options: ['Goa', 'Calicut', 'Cochin', 'Surat'],
      explanation:
        'The Portuguese navigator Vasco da Gama sailed round the Cape of Good Hope and reached Calicut (Kozhikode), ruled by the Zamorin, in May 1498. This opened a direct sea route between Europe and India.',
    },
    correct: 1,
  },
  {
    key: 'hist-046',
    subject: 'modern history',
    topic: 'advent of europeans',
    difficulty: 'medium',
    hi: {
      text: '1510 में बीजापुर के सुल्तान से गोवा जीतने वाला पुर्तगाली गवर्नर कौन था?',
      options: ['फ़्रांसिस्को डी अल्मेडा', 'वास्को डी गामा', 'पेड्रो अल्वारेस कबराल', 'अल्फ़ांसो डी अल्बुकर्क'],
      explanation:
        'अल्फ़ांसो डी अल्बुकर्क ने 1510 में बीजापुर के आदिलशाही सुल्तान से गोवा छीन लिया, जो आगे चलकर भारत में पुर्तगाली सत्ता का मुख्य केंद्र बना। फ़्रांसिस्को डी अल्मेडा भारत में पहला पुर्तगाली वायसराय था।',
    },
    en: {
      text: 'Which Portuguese governor captured Goa from the Sultan of Bijapur in 1510?',
      options: ['Francisco de Almeida', 'Vasco da Gama', 'Pedro Alvares Cabral', 'Afonso de Albuquerque'],
      explanation:
        'Afonso de Albuquerque took Goa from the Adil Shahi Sultan of Bijapur in 1510, and it became the main centre of Portuguese power in India. Francisco de Almeida was the first Portuguese viceroy in India.',
    },
    correct: 3,
  },
  {
    key: 'hist-047',
    subject: 'modern history',
    topic: 'british expansion',
    difficulty: 'hard',
    hi: {
      text: 'इलाहाबाद की संधि (1765) द्वारा ईस्ट इंडिया कंपनी को क्या प्राप्त हुआ?',
      options: [
        'बंगाल, बिहार और ओडिशा की दीवानी (राजस्व वसूली का अधिकार)',
        'पूरे भारत में कर-मुक्त व्यापार का अधिकार',
        'अवध का पूर्ण विलय',
        'दिल्ली पर सीधा शासन',
      ],
      explanation:
        'बक्सर के युद्ध (1764) में जीत के बाद 1765 में रॉबर्ट क्लाइव ने मुग़ल बादशाह शाह आलम द्वितीय से इलाहाबाद की संधि की। इसके द्वारा कंपनी को बंगाल, बिहार और ओडिशा की दीवानी यानी राजस्व वसूलने का अधिकार मिला।',
    },
    en: {
      text: 'What did the East India Company obtain through the Treaty of Allahabad (1765)?',
      options: [
        'The Diwani (right to collect revenue) of Bengal, Bihar and Odisha',
        'The right to trade tax-free throughout India',
        'The complete annexation of Awadh',
        'Direct rule over Delhi',
      ],
      explanation:
        'After the victory at Buxar (1764), Robert Clive concluded the Treaty of Allahabad with the Mughal emperor Shah Alam II in 1765. It gave the Company the Diwani, the right to collect revenue, of Bengal, Bihar and Odisha.',
    },
    correct: 0,
  },
  {
    key: 'hist-048',
    subject: 'modern history',
    topic: 'governor generals',
    difficulty: 'medium',
    hi: {
      text: '"सहायक संधि" (Subsidiary Alliance) की नीति किस गवर्नर जनरल ने आरंभ की थी?',
      options: ['लॉर्ड कॉर्नवालिस', 'लॉर्ड वेलेजली', 'लॉर्ड डलहौज़ी', 'वॉरेन हेस्टिंग्स'],
      explanation:
        'लॉर्ड वेलेजली (1798–1805) ने सहायक संधि की नीति अपनाई। इसे स्वीकार करने वाले राज्य को अपने यहाँ अंग्रेज़ी सेना रखनी पड़ती थी, उसका ख़र्च उठाना पड़ता था और दरबार में एक ब्रिटिश रेज़ीडेंट रखना होता था। हैदराबाद का निज़ाम (1798) इसे स्वीकार करने वाला पहला शासक था।',
    },
    en: {
      text: 'Which Governor-General introduced the policy of "Subsidiary Alliance"?',
      options: ['Lord Cornwallis', 'Lord Wellesley', 'Lord Dalhousie', 'Warren Hastings'],
      explanation:
        'Lord Wellesley (1798–1805) introduced the Subsidiary Alliance. A state that accepted it had to keep British troops on its territory, pay for them and accept a British Resident at its court. The Nizam of Hyderabad (1798) was the first ruler to accept it.',
    },
    correct: 1,
  },
  {
    key: 'hist-049',
    subject: 'modern history',
    topic: 'governor generals',
    difficulty: 'medium',
    hi: {
      text: 'बंगाल में 1793 में "स्थायी बंदोबस्त" (Permanent Settlement) किसने लागू किया था?',
      options: ['लॉर्ड वेलेजली', 'लॉर्ड विलियम बेंटिक', 'लॉर्ड कॉर्नवालिस', 'लॉर्ड हेस्टिंग्स'],
      explanation:
        'लॉर्ड कॉर्नवालिस ने 1793 में बंगाल, बिहार और ओडिशा में स्थायी बंदोबस्त लागू किया। इसमें ज़मींदारों को भूमि का स्वामी मानकर उनके द्वारा दिया जाने वाला राजस्व हमेशा के लिए निश्चित कर दिया गया।',
    },
    en: {
      text: 'Who introduced the Permanent Settlement in Bengal in 1793?',
      options: ['Lord Wellesley', 'Lord William Bentinck', 'Lord Cornwallis', 'Lord Hastings'],
      explanation:
        'Lord Cornwallis introduced the Permanent Settlement in Bengal, Bihar and Odisha in 1793. The zamindars were recognised as owners of the land and the revenue they had to pay was fixed for ever.',
    },
    correct: 2,
  },
  {
    key: 'hist-050',
    subject: 'modern history',
    topic: 'governor generals',
    difficulty: 'medium',
    hi: {
      text: 'स्थानीय स्वशासन पर 1882 के प्रस्ताव के कारण किस वायसराय को "भारत में स्थानीय स्वशासन का जनक" कहा जाता है?',
      options: ['लॉर्ड लिटन', 'लॉर्ड कर्ज़न', 'लॉर्ड मेयो', 'लॉर्ड रिपन'],
      explanation:
        'लॉर्ड रिपन ने 1882 में स्थानीय स्वशासन संबंधी प्रस्ताव पारित कर नगरपालिकाओं और ज़िला बोर्डों में निर्वाचित भारतीय सदस्यों को अधिक भूमिका दी। इसलिए उन्हें भारत में स्थानीय स्वशासन का जनक कहा जाता है।',
    },
    en: {
      text: 'Because of his resolution of 1882, which Viceroy is called the "father of local self-government in India"?',
      options: ['Lord Lytton', 'Lord Curzon', 'Lord Mayo', 'Lord Ripon'],
      explanation:
        "Lord Ripon's resolution of 1882 on local self-government gave elected Indian members a larger role in municipalities and district boards. He is therefore called the father of local self-government in India.",
    },
    correct: 3,
  },
  {
    key: 'hist-051',
    subject: 'modern history',
    topic: 'revolt of 1857',
    difficulty: 'easy',
    hi: {
      text: '1857 का विद्रोह 10 मई 1857 को किस स्थान से आरंभ हुआ था?',
      options: ['मेरठ', 'कानपुर', 'लखनऊ', 'झाँसी'],
      explanation:
        '10 मई 1857 को मेरठ छावनी के सिपाहियों ने विद्रोह किया और दिल्ली की ओर कूच कर बहादुर शाह ज़फ़र को अपना नेता घोषित किया। इससे पहले मार्च 1857 में बैरकपुर में मंगल पांडे की घटना हो चुकी थी।',
    },
    en: {
      text: 'From which place did the Revolt of 1857 begin on 10 May 1857?',
      options: ['Meerut', 'Kanpur', 'Lucknow', 'Jhansi'],
      explanation:
        'On 10 May 1857 the sepoys at the Meerut cantonment rose in revolt, marched to Delhi and proclaimed Bahadur Shah Zafar their leader. Earlier, in March 1857, Mangal Pandey had attacked officers at Barrackpore.',
    },
    correct: 0,
  },
  {
    key: 'hist-052',
    subject: 'modern history',
    topic: 'revolt of 1857',
    difficulty: 'medium',
    hi: {
      text: '1857 के विद्रोह में लखनऊ में विद्रोहियों का नेतृत्व किसने किया था?',
      options: ['रानी लक्ष्मीबाई', 'बेगम हज़रत महल', 'नाना साहब', 'कुँवर सिंह'],
      explanation:
        'लखनऊ (अवध) में बेगम हज़रत महल ने अपने पुत्र बिरजिस क़द्र को नवाब घोषित कर विद्रोह का नेतृत्व किया। झाँसी में रानी लक्ष्मीबाई, कानपुर में नाना साहब और बिहार के जगदीशपुर में कुँवर सिंह ने नेतृत्व किया।',
    },
    en: {
      text: 'Who led the rebels at Lucknow during the Revolt of 1857?',
      options: ['Rani Lakshmibai', 'Begum Hazrat Mahal', 'Nana Saheb', 'Kunwar Singh'],
      explanation:
        'At Lucknow (Awadh), Begum Hazrat Mahal proclaimed her son Birjis Qadr the Nawab and led the revolt. Rani Lakshmibai led at Jhansi, Nana Saheb at Kanpur and Kunwar Singh at Jagdishpur in Bihar.',
    },
    correct: 1,
  },
  {
    key: 'hist-053',
    subject: 'modern history',
    topic: 'socio religious reform movements',
    difficulty: 'medium',
    hi: {
      text: '1873 में पुणे में "सत्यशोधक समाज" की स्थापना किसने की थी?',
      options: ['गोपाल गणेश आगरकर', 'महादेव गोविंद रानाडे', 'ज्योतिराव फुले', 'पंडिता रमाबाई'],
      explanation:
        'ज्योतिराव फुले ने 1873 में सत्यशोधक समाज की स्थापना की, जिसका उद्देश्य जातिगत भेदभाव का विरोध और वंचित वर्गों तथा स्त्रियों के लिए शिक्षा था। उनकी प्रसिद्ध पुस्तक "गुलामगिरी" है। उन्होंने सावित्रीबाई फुले के साथ पुणे में लड़कियों के लिए स्कूल भी खोला।',
    },
    en: {
      text: 'Who founded the "Satyashodhak Samaj" at Pune in 1873?',
      options: ['Gopal Ganesh Agarkar', 'Mahadev Govind Ranade', 'Jyotirao Phule', 'Pandita Ramabai'],
      explanation:
        'Jyotirao Phule founded the Satyashodhak Samaj in 1873 to oppose caste discrimination and to spread education among the deprived classes and women. His well-known book is "Gulamgiri". With Savitribai Phule he also opened a school for girls in Pune.',
    },
    correct: 2,
  },
  {
    key: 'hist-054',
    subject: 'modern history',
    topic: 'peasant and tribal movements',
    difficulty: 'medium',
    hi: {
      text: '1855–56 के संथाल विद्रोह का नेतृत्व किसने किया था?',
      options: ['बिरसा मुंडा', 'अल्लूरी सीताराम राजू', 'तिलका माँझी', 'सिद्धू और कान्हू'],
      explanation:
        '1855–56 का संथाल विद्रोह (हूल) राजमहल की पहाड़ियों के क्षेत्र में सिद्धू और कान्हू मुर्मू के नेतृत्व में ज़मींदारों, साहूकारों और अंग्रेज़ी शासन के शोषण के विरुद्ध हुआ। बिरसा मुंडा ने 1899–1900 में "उलगुलान" का नेतृत्व किया।',
    },
    en: {
      text: 'Who led the Santhal rebellion of 1855–56?',
      options: ['Birsa Munda', 'Alluri Sitarama Raju', 'Tilka Manjhi', 'Sidhu and Kanhu'],
      explanation:
        'The Santhal rebellion (Hul) of 1855–56 in the Rajmahal hills region was led by Sidhu and Kanhu Murmu against exploitation by zamindars, moneylenders and British rule. Birsa Munda led the "Ulgulan" of 1899–1900.',
    },
    correct: 3,
  },
  {
    key: 'hist-055',
    subject: 'modern history',
    topic: 'peasant and tribal movements',
    difficulty: 'hard',
    hi: {
      text: 'बंगाल के नील किसानों की दुर्दशा को दर्शाने वाला नाटक "नील दर्पण" किसने लिखा था?',
      options: ['दीनबंधु मित्र', 'बंकिमचंद्र चट्टोपाध्याय', 'रवींद्रनाथ टैगोर', 'शरतचंद्र चट्टोपाध्याय'],
      explanation:
        '"नील दर्पण" (1860) दीनबंधु मित्र का नाटक है, जिसमें नील बागान मालिकों द्वारा किसानों के शोषण का चित्रण है। यह 1859–60 के नील विद्रोह के समय लिखा गया और इसने शिक्षित वर्ग का ध्यान किसानों की समस्याओं की ओर खींचा।',
    },
    en: {
      text: 'Who wrote the play "Nil Darpan", which portrayed the plight of indigo cultivators in Bengal?',
      options: ['Dinabandhu Mitra', 'Bankim Chandra Chattopadhyay', 'Rabindranath Tagore', 'Sarat Chandra Chattopadhyay'],
      explanation:
        '"Nil Darpan" (1860) is a play by Dinabandhu Mitra showing the oppression of peasants by indigo planters. It was written at the time of the Indigo Revolt of 1859–60 and drew the attention of the educated class to the peasants\' grievances.',
    },
    correct: 0,
  },
  {
    key: 'hist-056',
    subject: 'modern history',
    topic: 'indian national congress',
    difficulty: 'medium',
    hi: {
      text: 'भारतीय राष्ट्रीय कांग्रेस में नरमपंथियों और गरमपंथियों के बीच विभाजन ("सूरत फूट") किस वर्ष हुआ?',
      options: ['1905', '1906', '1907', '1916'],
      explanation: '1907 के सूरत अधिवेशन में कार्यप्रणाली पर मतभेद के कारण कांग्रेस नरम दल और गरम दल में बँट गई। दोनों धड़े 1916 के लखनऊ अधिवेशन में फिर एक हुए।',
    },
    en: {
      text: 'In which year did the Indian National Congress split between the Moderates and the Extremists (the "Surat Split")?',
      options: ['1905', '1906', '1907', '1916'],
      explanation:
        'At the Surat session of 1907, differences over methods split the Congress into Moderates and Extremists. The two groups reunited at the Lucknow session of 1916.',
    },
    correct: 2,
  },
  {
    key: 'hist-057',
    subject: 'modern history',
    topic: 'freedom struggle',
    difficulty: 'easy',
    hi: {
      text: '1905 में बंगाल विभाजन की घोषणा किस वायसराय के शासनकाल में हुई थी?',
      options: ['लॉर्ड मिंटो', 'लॉर्ड हार्डिंग', 'लॉर्ड रिपन', 'लॉर्ड कर्ज़न'],
      explanation:
        'लॉर्ड कर्ज़न के समय 1905 में बंगाल का विभाजन किया गया, जो 16 अक्टूबर 1905 से लागू हुआ। इसके विरोध में स्वदेशी और बहिष्कार आंदोलन शुरू हुआ। लॉर्ड हार्डिंग के समय 1911 में विभाजन रद्द कर दिया गया।',
    },
    en: {
      text: 'During the tenure of which Viceroy was the Partition of Bengal announced in 1905?',
      options: ['Lord Minto', 'Lord Hardinge', 'Lord Ripon', 'Lord Curzon'],
      explanation:
        'Bengal was partitioned under Lord Curzon in 1905, with effect from 16 October 1905. The Swadeshi and Boycott movement began in protest. The partition was annulled in 1911 under Lord Hardinge.',
    },
    correct: 3,
  },
  {
    key: 'hist-058',
    subject: 'modern history',
    topic: 'gandhian era',
    difficulty: 'medium',
    hi: {
      text: 'फ़रवरी 1922 की किस घटना के बाद महात्मा गांधी ने असहयोग आंदोलन वापस ले लिया?',
      options: ['जलियाँवाला बाग़ हत्याकांड', 'चौरी चौरा की घटना', 'काकोरी कांड', 'साइमन कमीशन का आगमन'],
      explanation:
        'फ़रवरी 1922 में गोरखपुर ज़िले के चौरी चौरा में उग्र भीड़ ने पुलिस थाने में आग लगा दी, जिसमें कई पुलिसकर्मी मारे गए। आंदोलन के हिंसक होने से दुखी होकर गांधीजी ने असहयोग आंदोलन वापस ले लिया।',
    },
    en: {
      text: 'After which incident of February 1922 did Mahatma Gandhi withdraw the Non-Cooperation Movement?',
      options: [
        'The Jallianwala Bagh massacre',
        'The Chauri Chaura incident',
        'The Kakori incident',
        'The arrival of the Simon Commission',
      ],
      explanation:
        'In February 1922 an angry crowd at Chauri Chaura in Gorakhpur district set fire to a police station, killing several policemen. Distressed that the movement had turned violent, Gandhiji withdrew the Non-Cooperation Movement.',
    },
    correct: 1,
  },
  {
    key: 'hist-059',
    subject: 'modern history',
    topic: 'gandhian era',
    difficulty: 'easy',
    hi: {
      text: 'भारत में महात्मा गांधी का पहला सत्याग्रह (1917) किस स्थान पर हुआ था?',
      options: ['चंपारण', 'खेड़ा', 'अहमदाबाद', 'बारडोली'],
      explanation:
        '1917 में बिहार के चंपारण में गांधीजी ने नील की खेती करने वाले किसानों पर थोपी गई "तिनकठिया" प्रथा के विरुद्ध सत्याग्रह किया। यह भारत में उनका पहला सत्याग्रह था। इसके बाद 1918 में अहमदाबाद मिल मज़दूरों का आंदोलन और खेड़ा सत्याग्रह हुए।',
    },
    en: {
      text: "Where did Mahatma Gandhi's first satyagraha in India take place in 1917?",
      options: ['Champaran', 'Kheda', 'Ahmedabad', 'Bardoli'],
      explanation:
        'In 1917 Gandhiji led a satyagraha at Champaran in Bihar against the "tinkathia" system forced on indigo cultivators. It was his first satyagraha in India. The Ahmedabad mill workers\' strike and the Kheda satyagraha followed in 1918.',
    },
    correct: 0,
  },
  {
    key: 'hist-060',
    subject: 'modern history',
    topic: 'revolutionary movements',
    difficulty: 'medium',
    hi: {
      text: '1925 के काकोरी ट्रेन कांड से निम्नलिखित में से कौन-से क्रांतिकारी जुड़े थे?',
      options: ['भगत सिंह और बटुकेश्वर दत्त', 'खुदीराम बोस और प्रफुल्ल चाकी', 'सूर्य सेन और कल्पना दत्त', 'राम प्रसाद बिस्मिल और अशफ़ाक़उल्ला ख़ान'],
      explanation:
        'अगस्त 1925 में हिंदुस्तान रिपब्लिकन एसोसिएशन के क्रांतिकारियों ने काकोरी (लखनऊ के पास) में ट्रेन से सरकारी ख़ज़ाना लूटा। राम प्रसाद बिस्मिल, अशफ़ाक़उल्ला ख़ान, राजेंद्र लाहिड़ी और रोशन सिंह को इस मामले में फाँसी दी गई।',
    },
    en: {
      text: 'Which revolutionaries were associated with the Kakori train action of 1925?',
      options: [
        'Bhagat Singh and Batukeshwar Dutt',
        'Khudiram Bose and Prafulla Chaki',
        'Surya Sen and Kalpana Dutt',
        'Ram Prasad Bismil and Ashfaqulla Khan',
      ],
      explanation:
        'In August 1925 revolutionaries of the Hindustan Republican Association seized government money from a train at Kakori near Lucknow. Ram Prasad Bismil, Ashfaqulla Khan, Rajendra Lahiri and Roshan Singh were hanged in this case.',
    },
    correct: 3,
  },
  {
    key: 'hist-061',
    subject: 'modern history',
    topic: 'revolutionary movements',
    difficulty: 'hard',
    hi: {
      text: 'अमेरिका में 1913 में गठित ग़दर पार्टी के प्रमुख संस्थापकों में कौन थे?',
      options: ['लाला हरदयाल', 'चंद्रशेखर आज़ाद', 'अरविंद घोष', 'रासबिहारी बोस'],
      explanation:
        'ग़दर पार्टी का गठन 1913 में अमेरिका में बसे भारतीयों ने किया; लाला हरदयाल और सोहन सिंह भकना इसके प्रमुख संस्थापक थे। इसका मुख्यालय सैन फ़्रांसिस्को में था और यह "ग़दर" नामक समाचार पत्र निकालती थी।',
    },
    en: {
      text: 'Who among the following was a leading founder of the Ghadar Party, formed in the USA in 1913?',
      options: ['Lala Har Dayal', 'Chandrashekhar Azad', 'Aurobindo Ghosh', 'Rash Behari Bose'],
      explanation:
        'The Ghadar Party was formed in 1913 by Indians living in the USA; Lala Har Dayal and Sohan Singh Bhakna were its leading founders. Its headquarters were in San Francisco and it published a newspaper called "Ghadar".',
    },
    correct: 0,
  },
  {
    key: 'hist-062',
    subject: 'modern history',
    topic: 'constitutional developments',
    difficulty: 'medium',
    hi: {
      text: 'प्रांतों में "द्वैध शासन" (Dyarchy) किस अधिनियम द्वारा लागू किया गया था?',
      options: ['भारत परिषद अधिनियम 1909', 'भारत सरकार अधिनियम 1919', 'भारत सरकार अधिनियम 1935', 'भारत परिषद अधिनियम 1892'],
      explanation:
        'भारत सरकार अधिनियम 1919 (मोंटेग्यू-चेम्सफ़ोर्ड सुधार) ने प्रांतों में द्वैध शासन लागू किया। इसमें विषयों को "आरक्षित" (गवर्नर के अधीन) और "हस्तांतरित" (भारतीय मंत्रियों के अधीन) में बाँटा गया। 1935 के अधिनियम ने प्रांतों में द्वैध शासन समाप्त कर प्रांतीय स्वायत्तता दी।',
    },
    en: {
      text: 'Which Act introduced "dyarchy" in the provinces?',
      options: ['Indian Councils Act 1909', 'Government of India Act 1919', 'Government of India Act 1935', 'Indian Councils Act 1892'],
      explanation:
        'The Government of India Act 1919 (Montagu-Chelmsford Reforms) introduced dyarchy in the provinces, dividing subjects into "reserved" (under the Governor) and "transferred" (under Indian ministers). The Act of 1935 ended provincial dyarchy and gave provincial autonomy.',
    },
    correct: 1,
  },
  {
    key: 'hist-063',
    subject: 'modern history',
    topic: 'partition and independence',
    difficulty: 'medium',
    hi: {
      text: 'भारत के विभाजन की योजना, जिसे "माउंटबेटन योजना" कहा जाता है, किस तिथि को घोषित की गई?',
      options: ['3 जून 1947', '15 अगस्त 1947', '16 मई 1946', '20 फ़रवरी 1947'],
      explanation:
        'लॉर्ड माउंटबेटन ने 3 जून 1947 को भारत और पाकिस्तान के रूप में विभाजन की योजना घोषित की। इसी के आधार पर ब्रिटिश संसद ने जुलाई 1947 में भारतीय स्वतंत्रता अधिनियम पारित किया। 20 फ़रवरी 1947 को ब्रिटिश प्रधानमंत्री एटली ने जून 1948 तक सत्ता हस्तांतरण की घोषणा की थी।',
    },
    en: {
      text: 'On which date was the plan for the partition of India, known as the "Mountbatten Plan", announced?',
      options: ['3 June 1947', '15 August 1947', '16 May 1946', '20 February 1947'],
      explanation:
        'Lord Mountbatten announced the plan for partition into India and Pakistan on 3 June 1947. On its basis the British Parliament passed the Indian Independence Act in July 1947. On 20 February 1947 Prime Minister Attlee had announced the transfer of power by June 1948.',
    },
    correct: 0,
  },
  {
    key: 'hist-064',
    subject: 'modern history',
    topic: 'partition and independence',
    difficulty: 'easy',
    hi: {
      text: '1947 में भारत और पाकिस्तान के बीच खींची गई सीमा रेखा का नाम किसके नाम पर रखा गया?',
      options: ['लॉर्ड माउंटबेटन', 'सर हेनरी मैकमोहन', 'सर सिरिल रैडक्लिफ़', 'सर मॉर्टिमर डूरंड'],
      explanation:
        'पंजाब और बंगाल के सीमा आयोगों की अध्यक्षता सर सिरिल रैडक्लिफ़ ने की, इसलिए यह सीमा "रैडक्लिफ़ रेखा" कहलाती है। मैकमोहन रेखा भारत-चीन सीमा से और डूरंड रेखा अफ़ग़ानिस्तान-पाकिस्तान सीमा से संबंधित है।',
    },
    en: {
      text: 'The boundary line drawn between India and Pakistan in 1947 is named after:',
      options: ['Lord Mountbatten', 'Sir Henry McMahon', 'Sir Cyril Radcliffe', 'Sir Mortimer Durand'],
      explanation:
        'Sir Cyril Radcliffe chaired the boundary commissions for Punjab and Bengal, so the border is called the "Radcliffe Line". The McMahon Line relates to the India-China border and the Durand Line to the Afghanistan-Pakistan border.',
    },
    correct: 2,
  },
];
