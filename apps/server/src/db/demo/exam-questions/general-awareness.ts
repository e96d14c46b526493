import type { DemoQuestion } from './types.ts';

export const generalAwarenessQuestions: DemoQuestion[] = [
  {
    key: 'ga-001',
    subject: 'polity',
    topic: 'constitution',
    difficulty: 'easy',
    hi: {
      text: 'संविधान सभा द्वारा भारत का संविधान किस तिथि को अंगीकृत (adopt) किया गया था?',
      options: ['26 जनवरी 1950', '15 अगस्त 1947', '9 दिसंबर 1946', '26 नवंबर 1949'],
      explanation:
        'संविधान सभा ने 26 नवंबर 1949 को संविधान को अंगीकृत किया था, इसलिए इस दिन को संविधान दिवस के रूप में मनाया जाता है। संविधान पूर्ण रूप से 26 जनवरी 1950 को लागू हुआ।',
    },
    en: {
      text: 'On which date was the Constitution of India adopted by the Constituent Assembly?',
      options: ['26 January 1950', '15 August 1947', '9 December 1946', '26 November 1949'],
      explanation:
        'The Constituent Assembly adopted the Constitution on 26 November 1949, which is why this day is observed as Constitution Day. The Constitution came fully into force on 26 January 1950.',
    },
    correct: 3,
  },
  {
    key: 'ga-002',
    subject: 'polity',
    topic: 'constitution',
    difficulty: 'medium',
    hi: {
      text: 'भारतीय संविधान की किस अनुसूची में मान्यता प्राप्त भाषाओं की सूची दी गई है?',
      options: ['सातवीं अनुसूची', 'आठवीं अनुसूची', 'नौवीं अनुसूची', 'दसवीं अनुसूची'],
      explanation:
        'आठवीं अनुसूची में संविधान द्वारा मान्यता प्राप्त भाषाओं की सूची है। सातवीं अनुसूची में संघ, राज्य और समवर्ती सूचियाँ हैं तथा दसवीं अनुसूची दल-बदल विरोधी प्रावधानों से संबंधित है।',
    },
    en: {
      text: 'Which Schedule of the Indian Constitution contains the list of recognised languages?',
      options: ['Seventh Schedule', 'Eighth Schedule', 'Ninth Schedule', 'Tenth Schedule'],
      explanation:
        'The Eighth Schedule lists the languages recognised by the Constitution. The Seventh Schedule contains the Union, State and Concurrent Lists, and the Tenth Schedule deals with anti-defection provisions.',
    },
    correct: 1,
  },
  {
    key: 'ga-003',
    subject: 'polity',
    topic: 'fundamental rights',
    difficulty: 'easy',
    hi: {
      text: 'डॉ. बी. आर. अंबेडकर ने संविधान के किस अनुच्छेद को "संविधान का हृदय और आत्मा" कहा था?',
      options: ['अनुच्छेद 32', 'अनुच्छेद 14', 'अनुच्छेद 19', 'अनुच्छेद 21'],
      explanation:
        'अनुच्छेद 32 संवैधानिक उपचारों का अधिकार देता है, जिसके द्वारा मौलिक अधिकारों के उल्लंघन पर सीधे सर्वोच्च न्यायालय जाया जा सकता है। इसी कारण डॉ. अंबेडकर ने इसे संविधान का हृदय और आत्मा कहा।',
    },
    en: {
      text: 'Which Article of the Constitution did Dr. B. R. Ambedkar call the "heart and soul of the Constitution"?',
      options: ['Article 32', 'Article 14', 'Article 19', 'Article 21'],
      explanation:
        'Article 32 gives the Right to Constitutional Remedies, allowing a person to move the Supreme Court directly when a Fundamental Right is violated. For this reason Dr. Ambedkar called it the heart and soul of the Constitution.',
    },
    correct: 0,
  },
  {
    key: 'ga-004',
    subject: 'polity',
    topic: 'fundamental rights',
    difficulty: 'medium',
    hi: {
      text: 'भारतीय संविधान का कौन सा अनुच्छेद अस्पृश्यता (छुआछूत) का अंत करता है?',
      options: ['अनुच्छेद 15', 'अनुच्छेद 16', 'अनुच्छेद 17', 'अनुच्छेद 18'],
      explanation: 'अनुच्छेद 17 अस्पृश्यता का अंत करता है और किसी भी रूप में इसके आचरण को दंडनीय अपराध बनाता है। अनुच्छेद 18 उपाधियों का अंत करता है।',
    },
    en: {
      text: 'Which Article of the Indian Constitution abolishes untouchability?',
      options: ['Article 15', 'Article 16', 'Article 17', 'Article 18'],
      explanation:
        'Article 17 abolishes untouchability and makes its practice in any form a punishable offence. Article 18 deals with the abolition of titles.',
    },
    correct: 2,
  },
  {
    key: 'ga-005',
    subject: 'polity',
    topic: 'parliament',
    difficulty: 'medium',
    hi: {
      text: 'संसद के दोनों सदनों की संयुक्त बैठक की अध्यक्षता कौन करता है?',
      options: ['राष्ट्रपति', 'उपराष्ट्रपति', 'प्रधानमंत्री', 'लोकसभा अध्यक्ष'],
      explanation:
        'अनुच्छेद 108 के अंतर्गत बुलाई गई संयुक्त बैठक की अध्यक्षता लोकसभा अध्यक्ष (स्पीकर) करते हैं। राष्ट्रपति संयुक्त बैठक बुलाते हैं, परंतु उसकी अध्यक्षता नहीं करते।',
    },
    en: {
      text: 'Who presides over a joint sitting of both Houses of Parliament?',
      options: ['The President', 'The Vice-President', 'The Prime Minister', 'The Speaker of the Lok Sabha'],
      explanation:
        'A joint sitting called under Article 108 is presided over by the Speaker of the Lok Sabha. The President summons the joint sitting but does not preside over it.',
    },
    correct: 3,
  },
  {
    key: 'ga-006',
    subject: 'polity',
    topic: 'parliament',
    difficulty: 'hard',
    hi: {
      text: 'लोकसभा द्वारा पारित धन विधेयक को राज्यसभा अधिकतम कितने दिनों तक अपने पास रोक सकती है?',
      options: ['7 दिन', '14 दिन', '30 दिन', '6 महीने'],
      explanation:
        'अनुच्छेद 109 के अनुसार राज्यसभा को धन विधेयक 14 दिनों के भीतर अपनी सिफारिशों के साथ लौटाना होता है। यदि वह ऐसा नहीं करती, तो विधेयक दोनों सदनों द्वारा पारित मान लिया जाता है।',
    },
    en: {
      text: 'For a maximum of how many days can the Rajya Sabha withhold a Money Bill passed by the Lok Sabha?',
      options: ['7 days', '14 days', '30 days', '6 months'],
      explanation:
        'Under Article 109, the Rajya Sabha must return a Money Bill with its recommendations within 14 days. If it does not, the Bill is deemed to have been passed by both Houses.',
    },
    correct: 1,
  },
  {
    key: 'ga-007',
    subject: 'polity',
    topic: 'president',
    difficulty: 'easy',
    hi: {
      text: 'भारत का राष्ट्रपति निर्वाचित होने के लिए न्यूनतम आयु कितनी होनी चाहिए?',
      options: ['35 वर्ष', '25 वर्ष', '30 वर्ष', '40 वर्ष'],
      explanation: 'अनुच्छेद 58 के अनुसार राष्ट्रपति पद के उम्मीदवार की आयु कम से कम 35 वर्ष होनी चाहिए और उसे लोकसभा का सदस्य चुने जाने के योग्य होना चाहिए।',
    },
    en: {
      text: 'What is the minimum age required to be elected as the President of India?',
      options: ['35 years', '25 years', '30 years', '40 years'],
      explanation:
        'Under Article 58, a candidate for President must have completed 35 years of age and must be qualified for election as a member of the Lok Sabha.',
    },
    correct: 0,
  },
  {
    key: 'ga-008',
    subject: 'polity',
    topic: 'judiciary',
    difficulty: 'medium',
    hi: {
      text: 'अवैध रूप से हिरासत में लिए गए व्यक्ति को न्यायालय के सामने प्रस्तुत करने के लिए कौन सी रिट जारी की जाती है?',
      options: ['परमादेश', 'अधिकार-पृच्छा', 'बंदी प्रत्यक्षीकरण', 'उत्प्रेषण'],
      explanation:
        'बंदी प्रत्यक्षीकरण (Habeas Corpus) का अर्थ है "शरीर को प्रस्तुत करो"। इस रिट द्वारा न्यायालय हिरासत में रखे गए व्यक्ति को अपने सामने पेश करवाकर हिरासत की वैधता की जाँच करता है।',
    },
    en: {
      text: 'Which writ is issued to have a person who has been unlawfully detained produced before the court?',
      options: ['Mandamus', 'Quo Warranto', 'Habeas Corpus', 'Certiorari'],
      explanation:
        'Habeas Corpus means "to have the body". Through this writ the court orders the detained person to be produced before it and examines whether the detention is lawful.',
    },
    correct: 2,
  },
  {
    key: 'ga-009',
    subject: 'modern history',
    topic: 'freedom struggle',
    difficulty: 'easy',
    hi: {
      text: 'वर्ष 1930 में महात्मा गांधी ने दांडी मार्च की शुरुआत कहाँ से की थी?',
      options: ['साबरमती आश्रम', 'सेवाग्राम आश्रम', 'फीनिक्स सेटलमेंट', 'टॉल्स्टॉय फार्म'],
      explanation:
        'गांधीजी ने 12 मार्च 1930 को अहमदाबाद के साबरमती आश्रम से दांडी मार्च शुरू किया और दांडी पहुँचकर नमक कानून तोड़ा। फीनिक्स सेटलमेंट और टॉल्स्टॉय फार्म दक्षिण अफ्रीका में थे।',
    },
    en: {
      text: 'From where did Mahatma Gandhi begin the Dandi March in 1930?',
      options: ['Sabarmati Ashram', 'Sevagram Ashram', 'Phoenix Settlement', 'Tolstoy Farm'],
      explanation:
        'Gandhiji began the Dandi March from Sabarmati Ashram in Ahmedabad on 12 March 1930 and broke the salt law at Dandi. Phoenix Settlement and Tolstoy Farm were in South Africa.',
    },
    correct: 0,
  },
  {
    key: 'ga-010',
    subject: 'modern history',
    topic: 'freedom struggle',
    difficulty: 'easy',
    hi: {
      text: 'अमृतसर में जलियाँवाला बाग हत्याकांड किस वर्ष हुआ था?',
      options: ['1905', '1916', '1919', '1922'],
      explanation: 'जलियाँवाला बाग हत्याकांड 13 अप्रैल 1919 को हुआ, जब जनरल डायर के आदेश पर रॉलेट एक्ट के विरोध में एकत्र निहत्थी भीड़ पर गोलियाँ चलाई गईं।',
    },
    en: {
      text: 'In which year did the Jallianwala Bagh massacre take place in Amritsar?',
      options: ['1905', '1916', '1919', '1922'],
      explanation:
        'The Jallianwala Bagh massacre took place on 13 April 1919, when troops under General Dyer fired on an unarmed crowd gathered in protest against the Rowlatt Act.',
    },
    correct: 2,
  },
  {
    key: 'ga-011',
    subject: 'modern history',
    topic: 'freedom struggle',
    difficulty: 'medium',
    hi: {
      text: '1885 में बंबई में हुए भारतीय राष्ट्रीय कांग्रेस के पहले अधिवेशन की अध्यक्षता किसने की थी?',
      options: ['दादाभाई नौरोजी', 'ए. ओ. ह्यूम', 'सुरेंद्रनाथ बनर्जी', 'व्योमेश चंद्र बनर्जी'],
      explanation:
        'कांग्रेस का पहला अधिवेशन दिसंबर 1885 में बंबई में हुआ, जिसकी अध्यक्षता व्योमेश चंद्र बनर्जी ने की। ए. ओ. ह्यूम कांग्रेस के संस्थापक माने जाते हैं, अध्यक्ष नहीं थे।',
    },
    en: {
      text: 'Who presided over the first session of the Indian National Congress held in Bombay in 1885?',
      options: ['Dadabhai Naoroji', 'A. O. Hume', 'Surendranath Banerjee', 'Womesh Chunder Bonnerjee'],
      explanation:
        'The first session of the Congress was held in Bombay in December 1885 and was presided over by Womesh Chunder Bonnerjee. A. O. Hume is regarded as the founder of the Congress, not the president of that session.',
    },
    correct: 3,
  },
  {
    key: 'ga-012',
    subject: 'modern history',
    topic: 'governor generals',
    difficulty: 'hard',
    hi: {
      text: '1833 के चार्टर एक्ट के अंतर्गत भारत का पहला गवर्नर-जनरल कौन बना?',
      options: ['वारेन हेस्टिंग्स', 'लॉर्ड विलियम बेंटिक', 'लॉर्ड कैनिंग', 'लॉर्ड कॉर्नवालिस'],
      explanation:
        '1833 के चार्टर एक्ट ने बंगाल के गवर्नर-जनरल को भारत का गवर्नर-जनरल बना दिया, और लॉर्ड विलियम बेंटिक यह पद पाने वाले पहले व्यक्ति थे। वारेन हेस्टिंग्स बंगाल के पहले गवर्नर-जनरल थे और लॉर्ड कैनिंग पहले वायसराय।',
    },
    en: {
      text: 'Who became the first Governor-General of India under the Charter Act of 1833?',
      options: ['Warren Hastings', 'Lord William Bentinck', 'Lord Canning', 'Lord Cornwallis'],
      explanation:
        'The Charter Act of 1833 made the Governor-General of Bengal the Governor-General of India, and Lord William Bentinck was the first to hold this title. Warren Hastings was the first Governor-General of Bengal and Lord Canning the first Viceroy.',
    },
    correct: 1,
  },
  {
    key: 'ga-013',
    subject: 'modern history',
    topic: 'governor generals',
    difficulty: 'medium',
    hi: {
      text: '"व्यपगत का सिद्धांत" (Doctrine of Lapse) किस गवर्नर-जनरल से संबंधित है?',
      options: ['लॉर्ड डलहौजी', 'लॉर्ड वेलेजली', 'लॉर्ड कर्जन', 'लॉर्ड रिपन'],
      explanation:
        'लॉर्ड डलहौजी ने व्यपगत का सिद्धांत लागू किया, जिसके तहत प्राकृतिक उत्तराधिकारी न होने पर रियासत ब्रिटिश राज्य में मिला ली जाती थी; सतारा, झाँसी और नागपुर इसी प्रकार मिलाए गए। लॉर्ड वेलेजली सहायक संधि से जुड़े हैं।',
    },
    en: {
      text: 'The "Doctrine of Lapse" is associated with which Governor-General?',
      options: ['Lord Dalhousie', 'Lord Wellesley', 'Lord Curzon', 'Lord Ripon'],
      explanation:
        'Lord Dalhousie applied the Doctrine of Lapse, under which a state without a natural heir was annexed by the British; Satara, Jhansi and Nagpur were annexed this way. Lord Wellesley is associated with the Subsidiary Alliance.',
    },
    correct: 0,
  },
  {
    key: 'ga-014',
    subject: 'ancient history',
    topic: 'indus valley',
    difficulty: 'easy',
    hi: {
      text: 'सिंधु घाटी सभ्यता का "विशाल स्नानागार" (Great Bath) किस स्थल से प्राप्त हुआ है?',
      options: ['हड़प्पा', 'लोथल', 'कालीबंगा', 'मोहनजोदड़ो'],
      explanation:
        'विशाल स्नानागार मोहनजोदड़ो (वर्तमान पाकिस्तान के सिंध प्रांत में) से मिला है। लोथल अपने गोदीवाड़ा (डॉकयार्ड) और कालीबंगा जुते हुए खेत के साक्ष्य के लिए प्रसिद्ध है।',
    },
    en: {
      text: 'At which site of the Indus Valley Civilisation was the "Great Bath" found?',
      options: ['Harappa', 'Lothal', 'Kalibangan', 'Mohenjo-daro'],
      explanation:
        'The Great Bath was found at Mohenjo-daro (in Sindh, present-day Pakistan). Lothal is famous for its dockyard and Kalibangan for evidence of a ploughed field.',
    },
    correct: 3,
  },
  {
    key: 'ga-015',
    subject: 'ancient history',
    topic: 'mauryan empire',
    difficulty: 'medium',
    hi: {
      text: 'राज्य-व्यवस्था और अर्थव्यवस्था पर आधारित प्राचीन ग्रंथ "अर्थशास्त्र" की रचना किसने की थी?',
      options: ['कालिदास', 'कौटिल्य', 'विशाखदत्त', 'बाणभट्ट'],
      explanation:
        'अर्थशास्त्र की रचना कौटिल्य (चाणक्य) ने की थी, जो चंद्रगुप्त मौर्य के गुरु और मंत्री थे। विशाखदत्त ने "मुद्राराक्षस" तथा बाणभट्ट ने "हर्षचरित" की रचना की।',
    },
    en: {
      text: 'Who wrote the "Arthashastra", the ancient treatise on statecraft and economy?',
      options: ['Kalidasa', 'Kautilya', 'Vishakhadatta', 'Banabhatta'],
      explanation:
        'The Arthashastra was written by Kautilya (Chanakya), the teacher and minister of Chandragupta Maurya. Vishakhadatta wrote "Mudrarakshasa" and Banabhatta wrote "Harshacharita".',
    },
    correct: 1,
  },
  {
    key: 'ga-016',
    subject: 'ancient history',
    topic: 'gupta empire',
    difficulty: 'medium',
    hi: {
      text: 'इतिहासकार वी. ए. स्मिथ ने किस गुप्त शासक को "भारत का नेपोलियन" कहा है?',
      options: ['चंद्रगुप्त प्रथम', 'स्कंदगुप्त', 'समुद्रगुप्त', 'कुमारगुप्त प्रथम'],
      explanation:
        'समुद्रगुप्त के व्यापक सैन्य अभियानों के कारण वी. ए. स्मिथ ने उन्हें "भारत का नेपोलियन" कहा। उनकी विजयों का वर्णन हरिषेण द्वारा रचित प्रयाग प्रशस्ति (इलाहाबाद स्तंभ लेख) में मिलता है।',
    },
    en: {
      text: 'Which Gupta ruler was called the "Napoleon of India" by the historian V. A. Smith?',
      options: ['Chandragupta I', 'Skandagupta', 'Samudragupta', 'Kumaragupta I'],
      explanation:
        'Because of his extensive military campaigns, V. A. Smith called Samudragupta the "Napoleon of India". His conquests are described in the Prayag Prashasti (Allahabad Pillar inscription) composed by Harishena.',
    },
    correct: 2,
  },
  {
    key: 'ga-017',
    subject: 'ancient history',
    topic: 'gupta empire',
    difficulty: 'hard',
    hi: {
      text: 'चीनी बौद्ध यात्री फाह्यान (Fa-Hien) किस गुप्त शासक के शासनकाल में भारत आया था?',
      options: ['समुद्रगुप्त', 'स्कंदगुप्त', 'कुमारगुप्त प्रथम', 'चंद्रगुप्त द्वितीय'],
      explanation:
        'फाह्यान लगभग 399–412 ई. के बीच भारत आया था, जो चंद्रगुप्त द्वितीय (विक्रमादित्य) का शासनकाल था। ह्वेनसांग बाद में हर्षवर्धन के समय आया था।',
    },
    en: {
      text: 'During the reign of which Gupta ruler did the Chinese Buddhist pilgrim Fa-Hien visit India?',
      options: ['Samudragupta', 'Skandagupta', 'Kumaragupta I', 'Chandragupta II'],
      explanation:
        'Fa-Hien travelled in India around 399–412 CE, which falls in the reign of Chandragupta II (Vikramaditya). Hiuen Tsang came later, during the time of Harshavardhana.',
    },
    correct: 3,
  },
  {
    key: 'ga-018',
    subject: 'medieval history',
    topic: 'delhi sultanate',
    difficulty: 'easy',
    hi: {
      text: 'दिल्ली सल्तनत के गुलाम (मामलुक) वंश का संस्थापक कौन था?',
      options: ['इल्तुतमिश', 'कुतुबुद्दीन ऐबक', 'बलबन', 'रज़िया सुल्तान'],
      explanation: 'कुतुबुद्दीन ऐबक ने 1206 ई. में गुलाम वंश की स्थापना की थी। उसने दिल्ली में कुतुब मीनार का निर्माण शुरू करवाया, जिसे इल्तुतमिश ने पूरा करवाया।',
    },
    en: {
      text: 'Who was the founder of the Slave (Mamluk) dynasty of the Delhi Sultanate?',
      options: ['Iltutmish', 'Qutb-ud-din Aibak', 'Balban', 'Razia Sultan'],
      explanation:
        'Qutb-ud-din Aibak founded the Slave dynasty in 1206 CE. He began the construction of the Qutub Minar in Delhi, which was completed by Iltutmish.',
    },
    correct: 1,
  },
  {
    key: 'ga-019',
    subject: 'medieval history',
    topic: 'delhi sultanate',
    difficulty: 'medium',
    hi: {
      text: 'दिल्ली सल्तनत के किस सुल्तान ने वस्तुओं के मूल्य निर्धारित करने के लिए बाज़ार नियंत्रण नीति (बाज़ार सुधार) लागू की थी?',
      options: ['अलाउद्दीन खिलजी', 'मुहम्मद बिन तुगलक', 'फिरोज़ शाह तुगलक', 'सिकंदर लोदी'],
      explanation:
        'अलाउद्दीन खिलजी ने विशाल सेना का खर्च चलाने के लिए अनाज और अन्य वस्तुओं के दाम तय किए और बाज़ारों की निगरानी के लिए अधिकारी नियुक्त किए। मुहम्मद बिन तुगलक सांकेतिक मुद्रा और राजधानी परिवर्तन के लिए जाना जाता है।',
    },
    en: {
      text: 'Which Sultan of Delhi introduced market control reforms that fixed the prices of goods?',
      options: ['Alauddin Khalji', 'Muhammad bin Tughlaq', 'Firoz Shah Tughlaq', 'Sikandar Lodi'],
      explanation:
        'To maintain a large army, Alauddin Khalji fixed the prices of grain and other goods and appointed officers to supervise the markets. Muhammad bin Tughlaq is known for token currency and shifting the capital.',
    },
    correct: 0,
  },
  {
    key: 'ga-020',
    subject: 'medieval history',
    topic: 'mughal empire',
    difficulty: 'easy',
    hi: {
      text: '1526 ई. के पानीपत के प्रथम युद्ध में बाबर ने किसे पराजित किया था?',
      options: ['राणा सांगा', 'हेमू', 'इब्राहिम लोदी', 'शेरशाह सूरी'],
      explanation:
        'पानीपत के प्रथम युद्ध (1526) में बाबर ने इब्राहिम लोदी को हराकर भारत में मुगल साम्राज्य की नींव रखी। राणा सांगा को 1527 में खानवा के युद्ध में और हेमू को 1556 में पानीपत के द्वितीय युद्ध में हराया गया।',
    },
    en: {
      text: 'Whom did Babur defeat in the First Battle of Panipat in 1526?',
      options: ['Rana Sanga', 'Hemu', 'Ibrahim Lodi', 'Sher Shah Suri'],
      explanation:
        'In the First Battle of Panipat (1526), Babur defeated Ibrahim Lodi and laid the foundation of the Mughal Empire in India. Rana Sanga was defeated at Khanwa in 1527 and Hemu in the Second Battle of Panipat in 1556.',
    },
    correct: 2,
  },
  {
    key: 'ga-021',
    subject: 'medieval history',
    topic: 'mughal empire',
    difficulty: 'hard',
    hi: {
      text: '"हुमायूँनामा" की रचना किसने की थी?',
      options: ['जहाँआरा', 'नूरजहाँ', 'ज़ेब-उन-निसा', 'गुलबदन बेगम'],
      explanation: 'हुमायूँनामा की रचना बाबर की पुत्री और हुमायूँ की बहन गुलबदन बेगम ने अकबर के कहने पर की थी। इसमें बाबर और हुमायूँ के समय का वर्णन है।',
    },
    en: {
      text: 'Who wrote the "Humayun-nama"?',
      options: ['Jahanara', 'Nur Jahan', 'Zeb-un-Nissa', 'Gulbadan Begum'],
      explanation:
        'The Humayun-nama was written by Gulbadan Begum, daughter of Babur and sister of Humayun, at the request of Akbar. It describes the times of Babur and Humayun.',
    },
    correct: 3,
  },
  {
    key: 'ga-022',
    subject: 'indian geography',
    topic: 'rivers',
    difficulty: 'medium',
    hi: {
      text: 'प्रायद्वीपीय भारत की किस नदी को "दक्षिण गंगा" या "वृद्ध गंगा" कहा जाता है?',
      options: ['गोदावरी', 'कृष्णा', 'कावेरी', 'महानदी'],
      explanation:
        'गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है और इसका अपवाह क्षेत्र भी सबसे बड़ा है, इसलिए इसे दक्षिण गंगा या वृद्ध गंगा कहा जाता है। यह महाराष्ट्र के नासिक के पास त्र्यंबकेश्वर से निकलती है।',
    },
    en: {
      text: 'Which river of peninsular India is known as the "Dakshin Ganga" or "Vriddha Ganga"?',
      options: ['Godavari', 'Krishna', 'Kaveri', 'Mahanadi'],
      explanation:
        'The Godavari is the longest river of peninsular India and has the largest basin among them, so it is called the Dakshin Ganga or Vriddha Ganga. It rises at Trimbakeshwar near Nashik in Maharashtra.',
    },
    correct: 0,
  },
  {
    key: 'ga-023',
    subject: 'indian geography',
    topic: 'rivers',
    difficulty: 'hard',
    hi: {
      text: 'निम्नलिखित में से कौन सी नदी विंध्य और सतपुड़ा पर्वत श्रेणियों के बीच भ्रंश घाटी (rift valley) से होकर पश्चिम की ओर बहती है?',
      options: ['गोदावरी', 'नर्मदा', 'महानदी', 'कृष्णा'],
      explanation:
        'नर्मदा अमरकंटक से निकलकर विंध्य और सतपुड़ा के बीच एक भ्रंश घाटी में पश्चिम की ओर बहती है और अरब सागर में गिरती है। गोदावरी, महानदी और कृष्णा पूर्व की ओर बहकर बंगाल की खाड़ी में मिलती हैं।',
    },
    en: {
      text: 'Which of the following rivers flows westward through a rift valley between the Vindhya and Satpura ranges?',
      options: ['Godavari', 'Narmada', 'Mahanadi', 'Krishna'],
      explanation:
        'The Narmada rises at Amarkantak and flows west through a rift valley between the Vindhyas and the Satpuras into the Arabian Sea. The Godavari, Mahanadi and Krishna flow east into the Bay of Bengal.',
    },
    correct: 1,
  },
  {
    key: 'ga-024',
    subject: 'indian geography',
    topic: 'mountains',
    difficulty: 'medium',
    hi: {
      text: 'दक्षिण भारत की सबसे ऊँची पर्वत चोटी कौन सी है?',
      options: ['दोदाबेट्टा', 'गुरु शिखर', 'अनामुडी', 'महेंद्रगिरि'],
      explanation:
        'केरल की अन्नामलाई पहाड़ियों में स्थित अनामुडी (लगभग 2695 मीटर) दक्षिण भारत की सबसे ऊँची चोटी है। दोदाबेट्टा नीलगिरि की सबसे ऊँची चोटी है और गुरु शिखर अरावली की।',
    },
    en: {
      text: 'Which is the highest mountain peak of South India?',
      options: ['Doddabetta', 'Guru Shikhar', 'Anamudi', 'Mahendragiri'],
      explanation:
        'Anamudi (about 2,695 m) in the Anamalai Hills of Kerala is the highest peak of South India. Doddabetta is the highest peak of the Nilgiris and Guru Shikhar of the Aravallis.',
    },
    correct: 2,
  },
  {
    key: 'ga-025',
    subject: 'indian geography',
    topic: 'soils',
    difficulty: 'easy',
    hi: {
      text: 'काली मिट्टी (रेगुर) किस फसल की खेती के लिए सबसे उपयुक्त मानी जाती है?',
      options: ['चावल', 'जूट', 'चाय', 'कपास'],
      explanation:
        'काली मिट्टी में नमी धारण करने की क्षमता अधिक होती है, इसलिए यह कपास के लिए सबसे उपयुक्त है और इसे "काली कपास मिट्टी" भी कहते हैं। यह मुख्य रूप से दक्कन के लावा पठार पर पाई जाती है।',
    },
    en: {
      text: 'Black soil (regur) is considered most suitable for the cultivation of which crop?',
      options: ['Rice', 'Jute', 'Tea', 'Cotton'],
      explanation:
        'Black soil retains moisture well, which makes it ideal for cotton, and it is also called "black cotton soil". It is found mainly on the Deccan lava plateau.',
    },
    correct: 3,
  },
  {
    key: 'ga-026',
    subject: 'indian geography',
    topic: 'soils',
    difficulty: 'medium',
    hi: {
      text: 'उच्च तापमान और भारी वर्षा वाले क्षेत्रों में तीव्र निक्षालन (leaching) के कारण कौन सी मिट्टी बनती है?',
      options: ['जलोढ़ मिट्टी', 'लैटेराइट मिट्टी', 'काली मिट्टी', 'मरुस्थलीय मिट्टी'],
      explanation:
        'भारी वर्षा से घुलनशील तत्व बह जाते हैं और लोहा व एल्युमिनियम के ऑक्साइड शेष रह जाते हैं; इस निक्षालन से लैटेराइट मिट्टी बनती है। यह केरल, कर्नाटक और ओडिशा जैसे क्षेत्रों में पाई जाती है।',
    },
    en: {
      text: 'Which soil is formed by intense leaching in areas of high temperature and heavy rainfall?',
      options: ['Alluvial soil', 'Laterite soil', 'Black soil', 'Desert soil'],
      explanation:
        'Heavy rain washes away soluble nutrients, leaving behind oxides of iron and aluminium; this leaching produces laterite soil. It is found in regions such as Kerala, Karnataka and Odisha.',
    },
    correct: 1,
  },
  {
    key: 'ga-027',
    subject: 'indian geography',
    topic: 'climate',
    difficulty: 'easy',
    hi: {
      text: 'भारत की मुख्य भूमि पर दक्षिण-पश्चिम मानसून सबसे पहले किस राज्य में पहुँचता है?',
      options: ['केरल', 'तमिलनाडु', 'गोवा', 'पश्चिम बंगाल'],
      explanation:
        'दक्षिण-पश्चिम मानसून की अरब सागर शाखा सामान्यतः जून के पहले सप्ताह के आसपास केरल तट पर पहुँचती है, इसलिए मुख्य भूमि पर मानसून का आगमन सबसे पहले केरल में होता है।',
    },
    en: {
      text: 'In which state does the south-west monsoon first arrive on the Indian mainland?',
      options: ['Kerala', 'Tamil Nadu', 'Goa', 'West Bengal'],
      explanation:
        'The Arabian Sea branch of the south-west monsoon normally reaches the Kerala coast around the first week of June, so the monsoon onset on the mainland occurs first in Kerala.',
    },
    correct: 0,
  },
  {
    key: 'ga-028',
    subject: 'world geography',
    topic: 'continents and oceans',
    difficulty: 'easy',
    hi: {
      text: 'विश्व का सबसे बड़ा और सबसे गहरा महासागर कौन सा है?',
      options: ['अटलांटिक महासागर', 'हिंद महासागर', 'प्रशांत महासागर', 'आर्कटिक महासागर'],
      explanation: 'प्रशांत महासागर क्षेत्रफल में सबसे बड़ा महासागर है और इसी में सबसे गहरा स्थान मारियाना गर्त स्थित है। आर्कटिक महासागर सबसे छोटा है।',
    },
    en: {
      text: 'Which is the largest and deepest ocean in the world?',
      options: ['Atlantic Ocean', 'Indian Ocean', 'Pacific Ocean', 'Arctic Ocean'],
      explanation:
        'The Pacific Ocean is the largest ocean by area and contains the deepest point, the Mariana Trench. The Arctic Ocean is the smallest.',
    },
    correct: 2,
  },
  {
    key: 'ga-029',
    subject: 'world geography',
    topic: 'continents and oceans',
    difficulty: 'medium',
    hi: {
      text: 'कौन सा जलडमरूमध्य एशिया को उत्तरी अमेरिका से अलग करता है?',
      options: ['जिब्राल्टर जलडमरूमध्य', 'मलक्का जलडमरूमध्य', 'पाक जलडमरूमध्य', 'बेरिंग जलडमरूमध्य'],
      explanation:
        'बेरिंग जलडमरूमध्य रूस (एशिया) और अलास्का (उत्तरी अमेरिका) के बीच स्थित है। जिब्राल्टर यूरोप को अफ्रीका से तथा पाक जलडमरूमध्य भारत को श्रीलंका से अलग करता है।',
    },
    en: {
      text: 'Which strait separates Asia from North America?',
      options: ['Strait of Gibraltar', 'Strait of Malacca', 'Palk Strait', 'Bering Strait'],
      explanation:
        'The Bering Strait lies between Russia (Asia) and Alaska (North America). The Strait of Gibraltar separates Europe from Africa, and the Palk Strait separates India from Sri Lanka.',
    },
    correct: 3,
  },
  {
    key: 'ga-030',
    subject: 'world geography',
    topic: 'solar system',
    difficulty: 'medium',
    hi: {
      text: 'सौरमंडल का सबसे गर्म ग्रह कौन सा है?',
      options: ['बुध', 'शुक्र', 'मंगल', 'बृहस्पति'],
      explanation:
        'शुक्र का वायुमंडल बहुत घना है और उसमें मुख्यतः कार्बन डाइऑक्साइड है, जो तीव्र ग्रीनहाउस प्रभाव द्वारा ऊष्मा को रोक लेता है। इसलिए सूर्य के सबसे निकट न होते हुए भी शुक्र बुध से अधिक गर्म है।',
    },
    en: {
      text: 'Which is the hottest planet in the solar system?',
      options: ['Mercury', 'Venus', 'Mars', 'Jupiter'],
      explanation:
        'Venus has a thick atmosphere rich in carbon dioxide that traps heat through a strong greenhouse effect. So, although it is not the closest planet to the Sun, Venus is hotter than Mercury.',
    },
    correct: 1,
  },
  {
    key: 'ga-031',
    subject: 'physics',
    topic: 'motion',
    difficulty: 'easy',
    hi: {
      text: 'वेग में परिवर्तन की दर को क्या कहते हैं?',
      options: ['त्वरण', 'चाल', 'संवेग', 'विस्थापन'],
      explanation: 'त्वरण = वेग में परिवर्तन ÷ लगा समय। इसका SI मात्रक $\\text{m/s}^2$ है।',
    },
    en: {
      text: 'What is the rate of change of velocity called?',
      options: ['Acceleration', 'Speed', 'Momentum', 'Displacement'],
      explanation: 'Acceleration = change in velocity ÷ time taken. Its SI unit is $\\text{m/s}^2$.',
    },
    correct: 0,
  },
  {
    key: 'ga-032',
    subject: 'physics',
    topic: 'motion',
    difficulty: 'medium',
    hi: {
      text: 'विरामावस्था से चलना शुरू करने वाली एक वस्तु $2\\ \\text{m/s}^2$ के एकसमान त्वरण से 5 सेकंड तक चलती है। इस दौरान वह कितनी दूरी तय करेगी?',
      options: ['10 m', '20 m', '50 m', '25 m'],
      explanation: '$s = ut + \\frac{1}{2}at^2$ में $u = 0$, $a = 2$, $t = 5$ रखने पर $s = \\frac{1}{2} \\times 2 \\times 5^2 = 25$ m।',
    },
    en: {
      text: 'A body starting from rest moves with a uniform acceleration of $2\\ \\text{m/s}^2$ for 5 seconds. What distance does it cover in this time?',
      options: ['10 m', '20 m', '50 m', '25 m'],
      explanation: 'Using $s = ut + \\frac{1}{2}at^2$ with $u = 0$, $a = 2$, $t = 5$: $s = \\frac{1}{2} \\times 2 \\times 5^2 = 25$ m.',
    },
    correct: 3,
  },
  {
    key: 'ga-033',
    subject: 'physics',
    topic: 'light',
    difficulty: 'easy',
    hi: {
      text: 'स्वच्छ दिन में आकाश का रंग नीला दिखाई देने का कारण क्या है?',
      options: ['परावर्तन', 'अपवर्तन', 'प्रकाश का प्रकीर्णन', 'पूर्ण आंतरिक परावर्तन'],
      explanation:
        'वायुमंडल के सूक्ष्म कण कम तरंगदैर्ध्य वाले नीले प्रकाश का प्रकीर्णन लाल प्रकाश की तुलना में कहीं अधिक करते हैं। यह प्रकीर्णित नीला प्रकाश हमारी आँखों तक पहुँचता है, इसलिए आकाश नीला दिखता है।',
    },
    en: {
      text: 'Why does the sky appear blue on a clear day?',
      options: ['Reflection', 'Refraction', 'Scattering of light', 'Total internal reflection'],
      explanation:
        'Tiny particles in the atmosphere scatter blue light, which has a shorter wavelength, much more than red light. This scattered blue light reaches our eyes, so the sky looks blue.',
    },
    correct: 2,
  },
  {
    key: 'ga-034',
    subject: 'physics',
    topic: 'electricity',
    difficulty: 'hard',
    hi: {
      text: '6 Ω के तीन प्रतिरोधक समांतर क्रम (parallel) में जोड़े गए हैं। इनका तुल्य प्रतिरोध ज्ञात कीजिए।',
      options: ['2 Ω', '3 Ω', '6 Ω', '18 Ω'],
      explanation:
        'समांतर क्रम में $\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}$, अतः $R = 2$ Ω। 18 Ω तब मिलता जब प्रतिरोधक श्रेणी क्रम में होते।',
    },
    en: {
      text: 'Three resistors of 6 Ω each are connected in parallel. Find the equivalent resistance.',
      options: ['2 Ω', '3 Ω', '6 Ω', '18 Ω'],
      explanation:
        'In parallel, $\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}$, so $R = 2$ Ω. 18 Ω would be the result if they were in series.',
    },
    correct: 0,
  },
  {
    key: 'ga-035',
    subject: 'physics',
    topic: 'units',
    difficulty: 'easy',
    hi: {
      text: '"प्रकाश वर्ष" (light year) किस राशि का मात्रक है?',
      options: ['समय', 'दूरी', 'चाल', 'प्रकाश की तीव्रता'],
      explanation:
        'प्रकाश वर्ष वह दूरी है जो प्रकाश निर्वात में एक वर्ष में तय करता है (लगभग $9.46 \\times 10^{15}$ मीटर)। इसका उपयोग तारों जैसी बहुत बड़ी दूरियाँ मापने में होता है।',
    },
    en: {
      text: 'A "light year" is a unit of which quantity?',
      options: ['Time', 'Distance', 'Speed', 'Intensity of light'],
      explanation:
        'A light year is the distance light travels in vacuum in one year (about $9.46 \\times 10^{15}$ metres). It is used to measure very large distances such as those to stars.',
    },
    correct: 1,
  },
  {
    key: 'ga-036',
    subject: 'chemistry',
    topic: 'acids bases and salts',
    difficulty: 'easy',
    hi: {
      text: '25°C पर शुद्ध जल का pH मान कितना होता है?',
      options: ['0', '1', '7', '14'],
      explanation: 'शुद्ध जल उदासीन होता है, इसलिए 25°C पर उसका pH 7 होता है। 7 से कम pH अम्लीय और 7 से अधिक pH क्षारीय विलयन को दर्शाता है।',
    },
    en: {
      text: 'What is the pH of pure water at 25°C?',
      options: ['0', '1', '7', '14'],
      explanation: 'Pure water is neutral, so its pH at 25°C is 7. A pH below 7 indicates an acidic solution and above 7 a basic solution.',
    },
    correct: 2,
  },
  {
    key: 'ga-037',
    subject: 'chemistry',
    topic: 'acids bases and salts',
    difficulty: 'hard',
    hi: {
      text: 'प्लास्टर ऑफ पेरिस का रासायनिक सूत्र क्या है?',
      options: [
        '$\\mathrm{CaSO_4 \\cdot 2H_2O}$',
        '$\\mathrm{CaCO_3}$',
        '$\\mathrm{Ca(OH)_2}$',
        '$\\mathrm{CaSO_4 \\cdot \\frac{1}{2}H_2O}$',
      ],
      explanation:
        'प्लास्टर ऑफ पेरिस कैल्शियम सल्फेट हेमीहाइड्रेट $\\mathrm{CaSO_4 \\cdot \\frac{1}{2}H_2O}$ है, जो जिप्सम ($\\mathrm{CaSO_4 \\cdot 2H_2O}$) को लगभग 373 K पर गर्म करके बनाया जाता है।',
    },
    en: {
      text: 'What is the chemical formula of Plaster of Paris?',
      options: [
        '$\\mathrm{CaSO_4 \\cdot 2H_2O}$',
        '$\\mathrm{CaCO_3}$',
        '$\\mathrm{Ca(OH)_2}$',
        '$\\mathrm{CaSO_4 \\cdot \\frac{1}{2}H_2O}$',
      ],
      explanation:
        'Plaster of Paris is calcium sulphate hemihydrate, $\\mathrm{CaSO_4 \\cdot \\frac{1}{2}H_2O}$, made by heating gypsum ($\\mathrm{CaSO_4 \\cdot 2H_2O}$) to about 373 K.',
    },
    correct: 3,
  },
  {
    key: 'ga-038',
    subject: 'chemistry',
    topic: 'metals and non-metals',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से कौन सी धातु कमरे के तापमान पर द्रव अवस्था में पाई जाती है?',
      options: ['पारा', 'सोडियम', 'एल्युमिनियम', 'सीसा'],
      explanation:
        'पारा (Hg) का गलनांक लगभग −39°C है, इसलिए यह कमरे के तापमान पर द्रव रहता है। सोडियम, एल्युमिनियम और सीसा कमरे के तापमान पर ठोस होते हैं।',
    },
    en: {
      text: 'Which of the following metals is found in the liquid state at room temperature?',
      options: ['Mercury', 'Sodium', 'Aluminium', 'Lead'],
      explanation:
        'Mercury (Hg) has a melting point of about −39°C, so it stays liquid at room temperature. Sodium, aluminium and lead are solids at room temperature.',
    },
    correct: 0,
  },
  {
    key: 'ga-039',
    subject: 'chemistry',
    topic: 'metals and non-metals',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सी अधातु विद्युत की सुचालक है?',
      options: ['सल्फर', 'फॉस्फोरस', 'ग्रेफाइट', 'आयोडीन'],
      explanation:
        'ग्रेफाइट कार्बन का एक अपररूप है, जिसमें प्रत्येक कार्बन परमाणु के पास एक मुक्त इलेक्ट्रॉन होता है; इसी कारण यह विद्युत का चालन करता है। सामान्यतः अधातुएँ विद्युत की कुचालक होती हैं।',
    },
    en: {
      text: 'Which of the following non-metals is a good conductor of electricity?',
      options: ['Sulphur', 'Phosphorus', 'Graphite', 'Iodine'],
      explanation:
        'Graphite is an allotrope of carbon in which each carbon atom has one free electron, which allows it to conduct electricity. Non-metals are generally poor conductors.',
    },
    correct: 2,
  },
  {
    key: 'ga-040',
    subject: 'chemistry',
    topic: 'periodic table',
    difficulty: 'easy',
    hi: {
      text: 'आधुनिक आवर्त सारणी के किस समूह के तत्वों को "हैलोजन" कहा जाता है?',
      options: ['समूह 1', 'समूह 2', 'समूह 16', 'समूह 17'],
      explanation: 'समूह 17 के तत्व फ्लोरीन, क्लोरीन, ब्रोमीन, आयोडीन आदि हैलोजन कहलाते हैं। समूह 1 में क्षार धातुएँ और समूह 2 में क्षारीय मृदा धातुएँ होती हैं।',
    },
    en: {
      text: 'The elements of which group of the modern periodic table are called "halogens"?',
      options: ['Group 1', 'Group 2', 'Group 16', 'Group 17'],
      explanation:
        'The Group 17 elements, such as fluorine, chlorine, bromine and iodine, are called halogens. Group 1 contains the alkali metals and Group 2 the alkaline earth metals.',
    },
    correct: 3,
  },
  {
    key: 'ga-041',
    subject: 'biology',
    topic: 'human body',
    difficulty: 'easy',
    hi: {
      text: 'मानव शरीर की सबसे बड़ी ग्रंथि कौन सी है?',
      options: ['अग्न्याशय', 'यकृत', 'थायरॉयड', 'पीयूष ग्रंथि'],
      explanation: 'यकृत (लिवर) मानव शरीर की सबसे बड़ी ग्रंथि है। यह पित्त रस बनाता है, जो वसा के पाचन में सहायता करता है।',
    },
    en: {
      text: 'Which is the largest gland in the human body?',
      options: ['Pancreas', 'Liver', 'Thyroid', 'Pituitary gland'],
      explanation: 'The liver is the largest gland in the human body. It produces bile, which helps in the digestion of fats.',
    },
    correct: 1,
  },
  {
    key: 'ga-042',
    subject: 'biology',
    topic: 'human body',
    difficulty: 'medium',
    hi: {
      text: 'रक्त में शर्करा (ग्लूकोज़) के स्तर को नियंत्रित करने वाला हॉर्मोन इंसुलिन किस अंग द्वारा स्रावित होता है?',
      options: ['अग्न्याशय', 'यकृत', 'थायरॉयड ग्रंथि', 'अधिवृक्क ग्रंथि'],
      explanation: 'इंसुलिन अग्न्याशय में स्थित लैंगरहैंस की द्वीपिकाओं की बीटा कोशिकाओं द्वारा स्रावित होता है। इसकी कमी से मधुमेह (डायबिटीज़) होता है।',
    },
    en: {
      text: 'Insulin, the hormone that controls blood sugar (glucose) level, is secreted by which organ?',
      options: ['Pancreas', 'Liver', 'Thyroid gland', 'Adrenal gland'],
      explanation: 'Insulin is secreted by the beta cells of the islets of Langerhans in the pancreas. Its deficiency causes diabetes.',
    },
    correct: 0,
  },
  {
    key: 'ga-043',
    subject: 'biology',
    topic: 'nutrition',
    difficulty: 'easy',
    hi: {
      text: 'बच्चों में रिकेट्स (सूखा रोग) किस विटामिन की कमी से होता है?',
      options: ['विटामिन A', 'विटामिन B1', 'विटामिन C', 'विटामिन D'],
      explanation:
        'विटामिन D शरीर में कैल्शियम के अवशोषण में सहायता करता है; इसकी कमी से बच्चों की हड्डियाँ कमज़ोर और मुड़ी हुई हो जाती हैं, जिसे रिकेट्स कहते हैं। विटामिन C की कमी से स्कर्वी होता है।',
    },
    en: {
      text: 'Rickets in children is caused by the deficiency of which vitamin?',
      options: ['Vitamin A', 'Vitamin B1', 'Vitamin C', 'Vitamin D'],
      explanation:
        'Vitamin D helps the body absorb calcium; its deficiency makes the bones of children soft and bent, a condition called rickets. Vitamin C deficiency causes scurvy.',
    },
    correct: 3,
  },
  {
    key: 'ga-044',
    subject: 'biology',
    topic: 'diseases',
    difficulty: 'medium',
    hi: {
      text: 'मलेरिया रोग किस प्रकार के जीव के कारण होता है?',
      options: ['जीवाणु', 'विषाणु', 'प्रोटोज़ोआ', 'कवक'],
      explanation: 'मलेरिया प्लाज़्मोडियम नामक प्रोटोज़ोआ परजीवी से होता है। यह संक्रमित मादा एनोफिलीज़ मच्छर के काटने से फैलता है।',
    },
    en: {
      text: 'Malaria is caused by which type of organism?',
      options: ['Bacteria', 'Virus', 'Protozoa', 'Fungus'],
      explanation:
        'Malaria is caused by the protozoan parasite Plasmodium. It spreads through the bite of an infected female Anopheles mosquito.',
    },
    correct: 2,
  },
  {
    key: 'ga-045',
    subject: 'biology',
    topic: 'plant biology',
    difficulty: 'medium',
    hi: {
      text: 'पौधों में पत्तियों द्वारा बनाए गए भोजन का परिवहन किस ऊतक द्वारा होता है?',
      options: ['जाइलम', 'फ्लोएम', 'कैम्बियम', 'एपिडर्मिस'],
      explanation: 'फ्लोएम पत्तियों में बने भोजन (मुख्यतः शर्करा) को पौधे के अन्य भागों तक पहुँचाता है। जाइलम जड़ों से जल और खनिज लवणों का परिवहन करता है।',
    },
    en: {
      text: 'Which tissue transports the food made in the leaves to other parts of a plant?',
      options: ['Xylem', 'Phloem', 'Cambium', 'Epidermis'],
      explanation:
        'Phloem carries food (mainly sugars) made in the leaves to other parts of the plant. Xylem carries water and minerals up from the roots.',
    },
    correct: 1,
  },
  {
    key: 'ga-046',
    subject: 'biology',
    topic: 'plant biology',
    difficulty: 'hard',
    hi: {
      text: 'पर्णहरित (क्लोरोफिल) अणु के केंद्र में कौन सा धातु तत्व पाया जाता है?',
      options: ['मैग्नीशियम', 'लोहा', 'ताँबा', 'जस्ता'],
      explanation: 'क्लोरोफिल अणु के पोरफिरिन वलय के केंद्र में मैग्नीशियम परमाणु होता है। इसके विपरीत, रक्त के हीमोग्लोबिन के केंद्र में लोहा होता है।',
    },
    en: {
      text: 'Which metal element is present at the centre of the chlorophyll molecule?',
      options: ['Magnesium', 'Iron', 'Copper', 'Zinc'],
      explanation:
        'A magnesium atom sits at the centre of the porphyrin ring of chlorophyll. In contrast, haemoglobin in blood has iron at its centre.',
    },
    correct: 0,
  },
  {
    key: 'ga-047',
    subject: 'economics',
    topic: 'banking',
    difficulty: 'easy',
    hi: {
      text: 'भारतीय रिज़र्व बैंक (RBI) की स्थापना किस वर्ष हुई थी?',
      options: ['1935', '1947', '1949', '1969'],
      explanation: 'RBI की स्थापना भारतीय रिज़र्व बैंक अधिनियम, 1934 के अंतर्गत 1 अप्रैल 1935 को हुई थी। 1949 में इसका राष्ट्रीयकरण किया गया।',
    },
    en: {
      text: 'In which year was the Reserve Bank of India (RBI) established?',
      options: ['1935', '1947', '1949', '1969'],
      explanation: 'The RBI was established on 1 April 1935 under the Reserve Bank of India Act, 1934. It was nationalised in 1949.',
    },
    correct: 0,
  },
  {
    key: 'ga-048',
    subject: 'economics',
    topic: 'banking',
    difficulty: 'medium',
    hi: {
      text: 'जिस दर पर RBI वाणिज्यिक बैंकों को सरकारी प्रतिभूतियों के बदले पुनर्खरीद समझौते के तहत अल्पकालिक ऋण देता है, उसे क्या कहते हैं?',
      options: ['बैंक दर', 'नकद आरक्षित अनुपात', 'रिवर्स रेपो दर', 'रेपो दर'],
      explanation:
        'रेपो दर वह दर है जिस पर RBI बैंकों को सरकारी प्रतिभूतियाँ गिरवी रखकर, उन्हें वापस खरीदने के समझौते (repurchase agreement) के साथ, अल्पकालिक ऋण देता है। रिवर्स रेपो दर पर RBI बैंकों से धन उधार लेता है।',
    },
    en: {
      text: 'What is the rate called at which the RBI lends short-term funds to commercial banks against government securities under a repurchase agreement?',
      options: ['Bank rate', 'Cash Reserve Ratio', 'Reverse repo rate', 'Repo rate'],
      explanation:
        'The repo rate is the rate at which the RBI lends short-term money to banks against government securities, with an agreement to repurchase them. At the reverse repo rate, the RBI borrows money from banks.',
    },
    correct: 3,
  },
  {
    key: 'ga-049',
    subject: 'economics',
    topic: 'national income',
    difficulty: 'hard',
    hi: {
      text: 'सकल राष्ट्रीय उत्पाद (GNP) प्राप्त करने के लिए सकल घरेलू उत्पाद (GDP) में क्या जोड़ा जाता है?',
      options: ['मूल्यह्रास', 'शुद्ध अप्रत्यक्ष कर', 'विदेशों से प्राप्त शुद्ध कारक आय', 'सब्सिडी'],
      explanation:
        'GNP = GDP + विदेशों से प्राप्त शुद्ध कारक आय (NFIA)। GDP देश की सीमा के भीतर उत्पादन मापता है, जबकि GNP देश के निवासियों द्वारा अर्जित आय को मापता है। मूल्यह्रास घटाने पर सकल से शुद्ध (Net) मान प्राप्त होता है।',
    },
    en: {
      text: 'What is added to Gross Domestic Product (GDP) to obtain Gross National Product (GNP)?',
      options: ['Depreciation', 'Net indirect taxes', 'Net factor income from abroad', 'Subsidies'],
      explanation:
        'GNP = GDP + Net Factor Income from Abroad (NFIA). GDP measures production within the country, while GNP measures income earned by the residents of the country. Subtracting depreciation turns a gross figure into a net one.',
    },
    correct: 2,
  },
  {
    key: 'ga-050',
    subject: 'economics',
    topic: 'budget',
    difficulty: 'hard',
    hi: {
      text: 'संविधान के किस अनुच्छेद के अंतर्गत केंद्रीय बजट को "वार्षिक वित्तीय विवरण" के रूप में संसद के समक्ष रखा जाता है?',
      options: ['अनुच्छेद 110', 'अनुच्छेद 112', 'अनुच्छेद 265', 'अनुच्छेद 280'],
      explanation:
        'अनुच्छेद 112 के अनुसार राष्ट्रपति प्रत्येक वित्तीय वर्ष के लिए भारत सरकार की अनुमानित प्राप्तियों और व्यय का विवरण, अर्थात् वार्षिक वित्तीय विवरण, संसद के समक्ष रखवाते हैं। अनुच्छेद 110 धन विधेयक की परिभाषा और अनुच्छेद 280 वित्त आयोग से संबंधित है।',
    },
    en: {
      text: 'Under which Article of the Constitution is the Union Budget laid before Parliament as the "Annual Financial Statement"?',
      options: ['Article 110', 'Article 112', 'Article 265', 'Article 280'],
      explanation:
        'Article 112 requires the President to cause the estimated receipts and expenditure of the Government of India for each financial year, the Annual Financial Statement, to be laid before Parliament. Article 110 defines a Money Bill and Article 280 deals with the Finance Commission.',
    },
    correct: 1,
  },
  {
    key: 'ga-051',
    subject: 'static gk',
    topic: 'awards',
    difficulty: 'medium',
    hi: {
      text: 'रवींद्रनाथ टैगोर को साहित्य का नोबेल पुरस्कार किस वर्ष प्रदान किया गया था?',
      options: ['1901', '1913', '1921', '1930'],
      explanation:
        'रवींद्रनाथ टैगोर को उनकी कृति "गीतांजलि" के लिए 1913 में साहित्य का नोबेल पुरस्कार मिला; वे नोबेल पाने वाले पहले भारतीय (और पहले एशियाई) थे। सी. वी. रमन को 1930 में भौतिकी का नोबेल मिला था।',
    },
    en: {
      text: 'In which year was Rabindranath Tagore awarded the Nobel Prize in Literature?',
      options: ['1901', '1913', '1921', '1930'],
      explanation:
        'Rabindranath Tagore received the Nobel Prize in Literature in 1913, mainly for "Gitanjali"; he was the first Indian (and first Asian) Nobel laureate. C. V. Raman won the Nobel Prize in Physics in 1930.',
    },
    correct: 1,
  },
  {
    key: 'ga-052',
    subject: 'static gk',
    topic: 'awards',
    difficulty: 'hard',
    hi: {
      text: 'भारत सरकार द्वारा दिया जाने वाला "द्रोणाचार्य पुरस्कार" किस क्षेत्र में उत्कृष्टता के लिए दिया जाता है?',
      options: ['खेलों में उत्कृष्ट प्रशिक्षण (कोचिंग)', 'साहित्य', 'विज्ञान अनुसंधान', 'वीरता'],
      explanation:
        'द्रोणाचार्य पुरस्कार उन खेल प्रशिक्षकों (कोच) को दिया जाता है जिन्होंने खिलाड़ियों को अंतरराष्ट्रीय स्तर पर उत्कृष्ट प्रदर्शन के लिए तैयार किया हो। इसका नाम महाभारत के गुरु द्रोणाचार्य के नाम पर रखा गया है।',
    },
    en: {
      text: 'The "Dronacharya Award" given by the Government of India recognises excellence in which field?',
      options: ['Coaching in sports', 'Literature', 'Scientific research', 'Gallantry'],
      explanation:
        'The Dronacharya Award is given to sports coaches who have trained players to outstanding performances at the international level. It is named after Guru Dronacharya of the Mahabharata.',
    },
    correct: 0,
  },
  {
    key: 'ga-053',
    subject: 'static gk',
    topic: 'sports',
    difficulty: 'medium',
    hi: {
      text: 'डूरंड कप (Durand Cup) किस खेल से संबंधित है?',
      options: ['क्रिकेट', 'हॉकी', 'फुटबॉल', 'टेनिस'],
      explanation: 'डूरंड कप एक फुटबॉल प्रतियोगिता है, जो पहली बार 1888 में आयोजित हुई थी। यह एशिया की सबसे पुरानी फुटबॉल प्रतियोगिताओं में से एक है।',
    },
    en: {
      text: 'The Durand Cup is associated with which sport?',
      options: ['Cricket', 'Hockey', 'Football', 'Tennis'],
      explanation: 'The Durand Cup is a football tournament first held in 1888. It is one of the oldest football tournaments in Asia.',
    },
    correct: 2,
  },
  {
    key: 'ga-054',
    subject: 'static gk',
    topic: 'books and authors',
    difficulty: 'easy',
    hi: {
      text: '"द डिस्कवरी ऑफ इंडिया" (The Discovery of India) पुस्तक के लेखक कौन हैं?',
      options: ['महात्मा गांधी', 'बी. आर. अंबेडकर', 'सरदार वल्लभभाई पटेल', 'जवाहरलाल नेहरू'],
      explanation:
        '"द डिस्कवरी ऑफ इंडिया" जवाहरलाल नेहरू ने 1944 में अहमदनगर किले में कारावास के दौरान लिखी थी। महात्मा गांधी की आत्मकथा "सत्य के प्रयोग" है।',
    },
    en: {
      text: 'Who is the author of the book "The Discovery of India"?',
      options: ['Mahatma Gandhi', 'B. R. Ambedkar', 'Sardar Vallabhbhai Patel', 'Jawaharlal Nehru'],
      explanation:
        '"The Discovery of India" was written by Jawaharlal Nehru in 1944 while he was imprisoned in Ahmednagar Fort. Mahatma Gandhi\'s autobiography is "The Story of My Experiments with Truth".',
    },
    correct: 3,
  },
  {
    key: 'ga-055',
    subject: 'static gk',
    topic: 'important days',
    difficulty: 'easy',
    hi: {
      text: 'भारत में राष्ट्रीय विज्ञान दिवस किस दिन मनाया जाता है?',
      options: ['5 जून', '28 फरवरी', '29 अगस्त', '14 नवंबर'],
      explanation:
        'सी. वी. रमन ने 28 फरवरी 1928 को "रमन प्रभाव" की खोज की घोषणा की थी, इसलिए यह दिन राष्ट्रीय विज्ञान दिवस के रूप में मनाया जाता है। 29 अगस्त राष्ट्रीय खेल दिवस और 5 जून विश्व पर्यावरण दिवस है।',
    },
    en: {
      text: 'On which day is National Science Day celebrated in India?',
      options: ['5 June', '28 February', '29 August', '14 November'],
      explanation:
        'C. V. Raman announced the discovery of the "Raman effect" on 28 February 1928, so this day is celebrated as National Science Day. 29 August is National Sports Day and 5 June is World Environment Day.',
    },
    correct: 1,
  },
];
