import type { DemoQuestion } from './types.ts';

/** Indian and world geography. */
export const geographyQuestions: DemoQuestion[] = [
  // ── Indian geography ─────────────────────────────────────────────────────────
  {
    key: 'geo-001',
    subject: 'indian geography',
    topic: 'physiography',
    difficulty: 'hard',
    hi: {
      text: 'कर्क रेखा भारत के कितने राज्यों से होकर गुज़रती है?',
      options: ['6', '7', '8', '9'],
      explanation:
        'कर्क रेखा (23°30′ उत्तर) भारत के 8 राज्यों से होकर गुज़रती है — गुजरात, राजस्थान, मध्य प्रदेश, छत्तीसगढ़, झारखंड, पश्चिम बंगाल, त्रिपुरा और मिज़ोरम। यह देश को लगभग दो बराबर भागों में बाँटती है।',
    },
    en: {
      text: 'The Tropic of Cancer passes through how many states of India?',
      options: ['6', '7', '8', '9'],
      explanation:
        'The Tropic of Cancer (23°30′ N) passes through 8 Indian states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. It divides the country into two roughly equal parts.',
    },
    correct: 2,
  },
  {
    key: 'geo-002',
    subject: 'indian geography',
    topic: 'physiography',
    difficulty: 'medium',
    hi: {
      text: 'भारत का सबसे दक्षिणी बिंदु "इंदिरा पॉइंट" कहाँ स्थित है?',
      options: ['कन्याकुमारी', 'ग्रेट निकोबार द्वीप', 'मिनिकॉय द्वीप', 'रामेश्वरम'],
      explanation:
        'इंदिरा पॉइंट अंडमान-निकोबार द्वीप समूह के ग्रेट निकोबार द्वीप के दक्षिणी छोर पर है और पूरे भारत का सबसे दक्षिणी बिंदु है। मुख्य भूमि का सबसे दक्षिणी बिंदु कन्याकुमारी (केप कोमोरिन) है।',
    },
    en: {
      text: 'Where is "Indira Point", the southernmost point of India, located?',
      options: ['Kanyakumari', 'Great Nicobar Island', 'Minicoy Island', 'Rameswaram'],
      explanation:
        'Indira Point lies at the southern tip of Great Nicobar Island in the Andaman and Nicobar Islands and is the southernmost point of India. The southernmost point of the mainland is Kanyakumari (Cape Comorin).',
    },
    correct: 1,
  },
  {
    key: 'geo-003',
    subject: 'indian geography',
    topic: 'rivers',
    difficulty: 'easy',
    hi: {
      text: 'भारत का सबसे बड़ा नदी द्वीप माजुली किस नदी में स्थित है?',
      options: ['गंगा', 'गोदावरी', 'महानदी', 'ब्रह्मपुत्र'],
      explanation:
        'माजुली असम में ब्रह्मपुत्र नदी में स्थित है और भारत का सबसे बड़ा नदी द्वीप है। यह वैष्णव सत्रों (मठों) के लिए प्रसिद्ध है और 2016 में भारत का पहला द्वीप ज़िला बना।',
    },
    en: {
      text: "Majuli, India's largest river island, lies in which river?",
      options: ['Ganga', 'Godavari', 'Mahanadi', 'Brahmaputra'],
      explanation:
        "Majuli lies in the Brahmaputra in Assam and is India's largest river island. It is famous for its Vaishnava satras (monasteries) and in 2016 became India's first island district.",
    },
    correct: 3,
  },
  {
    key: 'geo-004',
    subject: 'indian geography',
    topic: 'rivers',
    difficulty: 'medium',
    hi: {
      text: 'हिमाचल प्रदेश में स्थित भाखड़ा बाँध किस नदी पर बना है?',
      options: ['सतलुज', 'ब्यास', 'रावी', 'चिनाब'],
      explanation:
        'भाखड़ा बाँध हिमाचल प्रदेश के बिलासपुर ज़िले में सतलुज नदी पर बना है। इसके जलाशय का नाम गोविंद सागर है। इससे पंजाब, हरियाणा और राजस्थान को सिंचाई तथा बिजली मिलती है।',
    },
    en: {
      text: 'The Bhakra Dam in Himachal Pradesh is built on which river?',
      options: ['Sutlej', 'Beas', 'Ravi', 'Chenab'],
      explanation:
        'The Bhakra Dam is on the Sutlej in the Bilaspur district of Himachal Pradesh. Its reservoir is called Gobind Sagar. It provides irrigation and electricity to Punjab, Haryana and Rajasthan.',
    },
    correct: 0,
  },
  {
    key: 'geo-005',
    subject: 'indian geography',
    topic: 'mountains',
    difficulty: 'easy',
    hi: {
      text: 'भारत की सबसे प्राचीन वलित पर्वतमाला कौन-सी है?',
      options: ['हिमालय', 'अरावली', 'सतपुड़ा', 'पश्चिमी घाट'],
      explanation:
        'अरावली भारत की सबसे प्राचीन वलित (मोड़दार) पर्वतमाला है, जो गुजरात से दिल्ली तक फैली है। लंबे समय तक अपरदन के कारण यह अब काफ़ी घिस चुकी है। इसकी सबसे ऊँची चोटी माउंट आबू पर स्थित गुरु शिखर है। हिमालय नवीन वलित पर्वत है।',
    },
    en: {
      text: 'Which is the oldest fold mountain range of India?',
      options: ['Himalayas', 'Aravalli', 'Satpura', 'Western Ghats'],
      explanation:
        'The Aravalli is the oldest fold mountain range of India, stretching from Gujarat to Delhi. Long erosion has worn it down a great deal. Its highest peak is Guru Shikhar on Mount Abu. The Himalayas are young fold mountains.',
    },
    correct: 1,
  },
  {
    key: 'geo-006',
    subject: 'indian geography',
    topic: 'mountains',
    difficulty: 'hard',
    hi: {
      text: 'केरल और तमिलनाडु को जोड़ने वाला पालघाट (पालक्काड) दर्रा किन दो पहाड़ियों के बीच स्थित है?',
      options: ['नीलगिरि और अन्नामलाई', 'इलायची पहाड़ियाँ और अन्नामलाई', 'जावादी और शेवरॉय', 'नीलगिरि और शेवरॉय'],
      explanation:
        'पालघाट दर्रा उत्तर में नीलगिरि और दक्षिण में अन्नामलाई पहाड़ियों के बीच पश्चिमी घाट का एक प्रमुख दर्रा है। इससे होकर कोयंबटूर और पालक्काड के बीच सड़क और रेल मार्ग गुज़रते हैं।',
    },
    en: {
      text: 'The Palghat (Palakkad) Gap, which links Kerala and Tamil Nadu, lies between which two hill ranges?',
      options: ['Nilgiri and Anaimalai', 'Cardamom Hills and Anaimalai', 'Javadi and Shevaroy', 'Nilgiri and Shevaroy'],
      explanation:
        'The Palghat Gap is a major gap in the Western Ghats between the Nilgiri Hills to the north and the Anaimalai Hills to the south. Road and rail routes between Coimbatore and Palakkad pass through it.',
    },
    correct: 0,
  },
  {
    key: 'geo-007',
    subject: 'indian geography',
    topic: 'climate',
    difficulty: 'medium',
    hi: {
      text: 'केरल और तटीय कर्नाटक में मानसून से पहले होने वाली वह वर्षा, जो आम को जल्दी पकने में मदद करती है, क्या कहलाती है?',
      options: ['लू', 'काल बैसाखी', 'आम्र वर्षा (मैंगो शावर)', 'पश्चिमी विक्षोभ'],
      explanation:
        'गर्मियों के अंत में केरल और तटीय कर्नाटक में होने वाली पूर्व-मानसूनी वर्षा को "आम्र वर्षा" (मैंगो शावर) कहते हैं, क्योंकि यह आम को जल्दी पकने में मदद करती है। पश्चिम बंगाल और असम में ऐसी तूफ़ानी वर्षा "काल बैसाखी" कहलाती है।',
    },
    en: {
      text: 'What are the pre-monsoon showers in Kerala and coastal Karnataka, which help mangoes ripen early, called?',
      options: ['Loo', 'Kalbaisakhi', 'Mango showers', 'Western disturbances'],
      explanation:
        'The pre-monsoon showers in Kerala and coastal Karnataka towards the end of summer are called "mango showers" because they help mangoes ripen early. Similar stormy showers in West Bengal and Assam are called "Kalbaisakhi".',
    },
    correct: 2,
  },
  {
    key: 'geo-008',
    subject: 'indian geography',
    topic: 'climate',
    difficulty: 'hard',
    hi: {
      text: 'भारत का कौन-सा राज्य अपनी वार्षिक वर्षा का बड़ा भाग अक्टूबर से दिसंबर के बीच लौटते (उत्तर-पूर्वी) मानसून से प्राप्त करता है?',
      options: ['पंजाब', 'गुजरात', 'मध्य प्रदेश', 'तमिलनाडु'],
      explanation:
        'दक्षिण-पश्चिम मानसून के समय तमिलनाडु का तट पश्चिमी घाट की वृष्टि-छाया में रहता है। अक्टूबर–दिसंबर में लौटता मानसून (उत्तर-पूर्वी पवनें) बंगाल की खाड़ी से नमी लेकर कोरोमंडल तट पर भरपूर वर्षा करता है।',
    },
    en: {
      text: 'Which Indian state receives a large part of its annual rainfall from the retreating (north-east) monsoon between October and December?',
      options: ['Punjab', 'Gujarat', 'Madhya Pradesh', 'Tamil Nadu'],
      explanation:
        'During the south-west monsoon the Tamil Nadu coast lies in the rain shadow of the Western Ghats. In October–December the retreating monsoon (north-east winds) picks up moisture over the Bay of Bengal and brings heavy rain to the Coromandel coast.',
    },
    correct: 3,
  },
  {
    key: 'geo-009',
    subject: 'indian geography',
    topic: 'soils',
    difficulty: 'medium',
    hi: {
      text: 'उत्तरी मैदानों में नदियों के बाढ़ क्षेत्र में हर वर्ष जमा होने वाली नई जलोढ़ मिट्टी को क्या कहते हैं?',
      options: ['बांगर', 'भाबर', 'खादर', 'तराई'],
      explanation:
        'नदियों के बाढ़ के मैदानों में हर वर्ष जमा होने वाली नई, उपजाऊ जलोढ़ मिट्टी "खादर" कहलाती है। ऊँचे भागों की पुरानी जलोढ़ मिट्टी "बांगर" कहलाती है, जिसमें प्रायः कंकड़ मिलते हैं। भाबर और तराई हिमालय की तलहटी की पट्टियाँ हैं।',
    },
    en: {
      text: 'In the northern plains, what is the new alluvium deposited every year in the flood plains of rivers called?',
      options: ['Bhangar', 'Bhabar', 'Khadar', 'Terai'],
      explanation:
        'The new, fertile alluvium laid down every year in river flood plains is called "khadar". The older alluvium of the higher areas, often containing kankar nodules, is called "bhangar". Bhabar and terai are belts along the Himalayan foothills.',
    },
    correct: 2,
  },
  {
    key: 'geo-010',
    subject: 'indian geography',
    topic: 'natural vegetation',
    difficulty: 'medium',
    hi: {
      text: 'गंगा-ब्रह्मपुत्र डेल्टा के सुंदरवन मैंग्रोव वनों का नाम किस वृक्ष के नाम पर पड़ा है?',
      options: ['सुंदरी', 'साल', 'सागौन', 'देवदार'],
      explanation:
        'सुंदरवन का नाम वहाँ बहुतायत से पाए जाने वाले मैंग्रोव वृक्ष "सुंदरी" के नाम पर पड़ा है। ये ज्वारीय वन खारे पानी में उगते हैं और रॉयल बंगाल टाइगर का प्राकृतिक आवास हैं।',
    },
    en: {
      text: 'The Sundarbans mangrove forests of the Ganga-Brahmaputra delta are named after which tree?',
      options: ['Sundari', 'Sal', 'Teak', 'Deodar'],
      explanation:
        'The Sundarbans are named after the "sundari", a mangrove tree found there in large numbers. These tidal forests grow in salty water and are the natural home of the Royal Bengal tiger.',
    },
    correct: 0,
  },
  {
    key: 'geo-011',
    subject: 'indian geography',
    topic: 'national parks and sanctuaries',
    difficulty: 'medium',
    hi: {
      text: 'भारत का पहला राष्ट्रीय उद्यान, जो 1936 में "हेली राष्ट्रीय उद्यान" के नाम से स्थापित हुआ, आज किस नाम से जाना जाता है?',
      options: ['काज़ीरंगा राष्ट्रीय उद्यान', 'कान्हा राष्ट्रीय उद्यान', 'जिम कॉर्बेट राष्ट्रीय उद्यान', 'गिर राष्ट्रीय उद्यान'],
      explanation:
        'उत्तराखंड का जिम कॉर्बेट राष्ट्रीय उद्यान 1936 में हेली राष्ट्रीय उद्यान के नाम से स्थापित भारत का पहला राष्ट्रीय उद्यान है। बाद में इसका नाम प्रसिद्ध शिकारी और संरक्षणवादी जिम कॉर्बेट के नाम पर रखा गया। 1973 में प्रोजेक्ट टाइगर की शुरुआत भी यहीं से हुई।',
    },
    en: {
      text: 'India\'s first national park, set up in 1936 as "Hailey National Park", is known today as:',
      options: ['Kaziranga National Park', 'Kanha National Park', 'Jim Corbett National Park', 'Gir National Park'],
      explanation:
        "Jim Corbett National Park in Uttarakhand, set up in 1936 as Hailey National Park, is India's first national park. It was later renamed after the hunter-turned-conservationist Jim Corbett. Project Tiger was launched here in 1973.",
    },
    correct: 2,
  },
  {
    key: 'geo-012',
    subject: 'indian geography',
    topic: 'national parks and sanctuaries',
    difficulty: 'hard',
    hi: {
      text: 'लोकटक झील पर तैरते वनस्पति-पिंडों (फुमदी) पर स्थित कीबुल लामजाओ राष्ट्रीय उद्यान किस राज्य में है और यह किस जीव के लिए प्रसिद्ध है?',
      options: ['असम — एक सींग वाला गैंडा', 'मेघालय — हूलॉक गिबन', 'मणिपुर — संगाई हिरण', 'सिक्किम — लाल पांडा'],
      explanation:
        'कीबुल लामजाओ मणिपुर की लोकटक झील पर स्थित विश्व का एकमात्र तैरता राष्ट्रीय उद्यान है। यह संकटग्रस्त संगाई (भौंह-सींग वाला हिरण) का अंतिम प्राकृतिक आवास है, जो मणिपुर का राज्य पशु है।',
    },
    en: {
      text: 'Keibul Lamjao National Park, on the floating vegetation mats (phumdis) of Loktak Lake, is in which state and is famous for which animal?',
      options: ['Assam — one-horned rhinoceros', 'Meghalaya — hoolock gibbon', 'Manipur — sangai deer', 'Sikkim — red panda'],
      explanation:
        "Keibul Lamjao, on Loktak Lake in Manipur, is the world's only floating national park. It is the last natural home of the endangered sangai (brow-antlered deer), the state animal of Manipur.",
    },
    correct: 2,
  },
  {
    key: 'geo-013',
    subject: 'indian geography',
    topic: 'agriculture',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से कौन-सी रबी की फ़सल है?',
      options: ['धान', 'मक्का', 'कपास', 'गेहूँ'],
      explanation:
        'रबी की फ़सलें अक्टूबर–नवंबर में बोई जाती हैं और मार्च–अप्रैल में काटी जाती हैं; गेहूँ, चना, सरसों और जौ प्रमुख रबी फ़सलें हैं। धान, मक्का और कपास ख़रीफ़ की फ़सलें हैं, जो मानसून के आरंभ में बोई जाती हैं।',
    },
    en: {
      text: 'Which of the following is a rabi crop?',
      options: ['Rice', 'Maize', 'Cotton', 'Wheat'],
      explanation:
        'Rabi crops are sown in October–November and harvested in March–April; wheat, gram, mustard and barley are the main ones. Rice, maize and cotton are kharif crops, sown at the start of the monsoon.',
    },
    correct: 3,
  },
  {
    key: 'geo-014',
    subject: 'indian geography',
    topic: 'agriculture',
    difficulty: 'medium',
    hi: {
      text: 'पूर्वोत्तर भारत में प्रचलित "झूम खेती" किस प्रकार की कृषि है?',
      options: ['सीढ़ीदार खेती', 'स्थानांतरी (कर्तन-दहन) खेती', 'रोपण (बागानी) खेती', 'मिश्रित खेती'],
      explanation:
        'झूम खेती स्थानांतरी कृषि है, जिसमें वन का एक टुकड़ा काटकर और जलाकर कुछ वर्ष खेती की जाती है। मिट्टी की उर्वरता घटने पर किसान नई जगह चले जाते हैं। इसे "कर्तन और दहन" (स्लैश एंड बर्न) कृषि भी कहते हैं।',
    },
    en: {
      text: 'What kind of farming is "jhum cultivation", practised in north-east India?',
      options: ['Terrace farming', 'Shifting (slash-and-burn) cultivation', 'Plantation farming', 'Mixed farming'],
      explanation:
        'Jhum is shifting cultivation: a patch of forest is cut and burnt and farmed for a few years. When the soil loses its fertility the farmers move to a new patch. It is also called slash-and-burn agriculture.',
    },
    correct: 1,
  },
  {
    key: 'geo-015',
    subject: 'indian geography',
    topic: 'minerals and energy',
    difficulty: 'easy',
    hi: {
      text: 'झारखंड का झरिया क्षेत्र किस खनिज के लिए प्रसिद्ध है?',
      options: ['कोयला', 'लौह अयस्क', 'अभ्रक', 'बॉक्साइट'],
      explanation:
        'धनबाद ज़िले का झरिया कोयला क्षेत्र भारत के सबसे महत्वपूर्ण कोयला क्षेत्रों में है और इस्पात उद्योग के लिए आवश्यक कोकिंग कोयले का प्रमुख स्रोत है। दामोदर घाटी में रानीगंज और बोकारो भी प्रमुख कोयला क्षेत्र हैं।',
    },
    en: {
      text: 'The Jharia area of Jharkhand is famous for which mineral?',
      options: ['Coal', 'Iron ore', 'Mica', 'Bauxite'],
      explanation:
        "The Jharia coalfield in Dhanbad district is one of India's most important coalfields and a major source of the coking coal needed by the steel industry. Raniganj and Bokaro are other major coalfields of the Damodar valley.",
    },
    correct: 0,
  },
  {
    key: 'geo-016',
    subject: 'indian geography',
    topic: 'industries',
    difficulty: 'medium',
    hi: {
      text: 'छत्तीसगढ़ का भिलाई इस्पात संयंत्र किस देश के सहयोग से स्थापित किया गया था?',
      options: ['ब्रिटेन', 'पश्चिम जर्मनी', 'सोवियत संघ', 'जापान'],
      explanation:
        'भिलाई इस्पात संयंत्र दूसरी पंचवर्षीय योजना के दौरान सोवियत संघ के सहयोग से बना। उसी दौर में राउरकेला (ओडिशा) संयंत्र पश्चिम जर्मनी और दुर्गापुर (पश्चिम बंगाल) संयंत्र ब्रिटेन के सहयोग से स्थापित हुए।',
    },
    en: {
      text: 'The Bhilai Steel Plant in Chhattisgarh was set up with the help of which country?',
      options: ['Britain', 'West Germany', 'Soviet Union', 'Japan'],
      explanation:
        'The Bhilai Steel Plant was built with Soviet help during the Second Five Year Plan. In the same period the Rourkela (Odisha) plant was set up with West German help and the Durgapur (West Bengal) plant with British help.',
    },
    correct: 2,
  },
  {
    key: 'geo-017',
    subject: 'indian geography',
    topic: 'transport',
    difficulty: 'easy',
    hi: {
      text: '"स्वर्णिम चतुर्भुज" (Golden Quadrilateral) राजमार्ग परियोजना किन चार महानगरों को जोड़ती है?',
      options: [
        'दिल्ली, मुंबई, चेन्नई और कोलकाता',
        'दिल्ली, मुंबई, बेंगलुरु और हैदराबाद',
        'श्रीनगर, कन्याकुमारी, पोरबंदर और सिलचर',
        'दिल्ली, अहमदाबाद, चेन्नई और गुवाहाटी',
      ],
      explanation:
        'राष्ट्रीय राजमार्ग विकास परियोजना के पहले चरण में बना स्वर्णिम चतुर्भुज दिल्ली, मुंबई, चेन्नई और कोलकाता को चौड़े राजमार्गों से जोड़ता है। श्रीनगर–कन्याकुमारी और सिलचर–पोरबंदर को जोड़ने वाले गलियारे "उत्तर-दक्षिण" और "पूर्व-पश्चिम" गलियारे कहलाते हैं।',
    },
    en: {
      text: 'The "Golden Quadrilateral" highway project connects which four metropolitan cities?',
      options: [
        'Delhi, Mumbai, Chennai and Kolkata',
        'Delhi, Mumbai, Bengaluru and Hyderabad',
        'Srinagar, Kanyakumari, Porbandar and Silchar',
        'Delhi, Ahmedabad, Chennai and Guwahati',
      ],
      explanation:
        'Built in the first phase of the National Highways Development Project, the Golden Quadrilateral links Delhi, Mumbai, Chennai and Kolkata by wide highways. The corridors joining Srinagar to Kanyakumari and Silchar to Porbandar are the North-South and East-West corridors.',
    },
    correct: 0,
  },
  {
    key: 'geo-018',
    subject: 'indian geography',
    topic: 'population',
    difficulty: 'medium',
    hi: {
      text: 'जनगणना 2011 के अनुसार भारत के राज्यों में सबसे अधिक जनसंख्या घनत्व किस राज्य का है?',
      options: ['उत्तर प्रदेश', 'पश्चिम बंगाल', 'केरल', 'बिहार'],
      explanation:
        'जनगणना 2011 के अनुसार बिहार का जनसंख्या घनत्व 1,106 व्यक्ति प्रति वर्ग किमी था, जो राज्यों में सबसे अधिक है; इसके बाद पश्चिम बंगाल (1,028) और केरल (860) थे। सबसे अधिक जनसंख्या उत्तर प्रदेश की है, पर वहाँ घनत्व (829) कम है।',
    },
    en: {
      text: 'According to Census 2011, which state has the highest population density in India?',
      options: ['Uttar Pradesh', 'West Bengal', 'Kerala', 'Bihar'],
      explanation:
        'According to Census 2011, Bihar had a density of 1,106 persons per sq km, the highest among states, followed by West Bengal (1,028) and Kerala (860). Uttar Pradesh has the largest population, but a lower density (829).',
    },
    correct: 3,
  },
  {
    key: 'geo-019',
    subject: 'indian geography',
    topic: 'states and capitals',
    difficulty: 'easy',
    hi: {
      text: 'दिसपुर किस राज्य की राजधानी है?',
      options: ['मेघालय', 'असम', 'अरुणाचल प्रदेश', 'नागालैंड'],
      explanation:
        'दिसपुर असम की राजधानी है, जो गुवाहाटी महानगर का ही एक भाग है। मेघालय की राजधानी शिलांग, अरुणाचल प्रदेश की ईटानगर और नागालैंड की कोहिमा है।',
    },
    en: {
      text: 'Dispur is the capital of which state?',
      options: ['Meghalaya', 'Assam', 'Arunachal Pradesh', 'Nagaland'],
      explanation:
        'Dispur, part of the Guwahati metropolitan area, is the capital of Assam. The capital of Meghalaya is Shillong, of Arunachal Pradesh Itanagar and of Nagaland Kohima.',
    },
    correct: 1,
  },

  // ── World geography ──────────────────────────────────────────────────────────
  {
    key: 'geo-020',
    subject: 'world geography',
    topic: 'solar system',
    difficulty: 'easy',
    hi: {
      text: 'सौरमंडल का सबसे बड़ा ग्रह कौन-सा है?',
      options: ['शनि', 'पृथ्वी', 'बृहस्पति', 'नेपच्यून'],
      explanation:
        'बृहस्पति सौरमंडल का सबसे बड़ा ग्रह है; इसका द्रव्यमान बाकी सभी ग्रहों के कुल द्रव्यमान के दोगुने से भी अधिक है। यह गैसीय ग्रह है और इस पर "ग्रेट रेड स्पॉट" नामक विशाल तूफ़ान दिखता है।',
    },
    en: {
      text: 'Which is the largest planet in the solar system?',
      options: ['Saturn', 'Earth', 'Jupiter', 'Neptune'],
      explanation:
        'Jupiter is the largest planet of the solar system; its mass is more than twice that of all the other planets combined. It is a gas giant with a huge storm called the "Great Red Spot".',
    },
    correct: 2,
  },
  {
    key: 'geo-021',
    subject: 'world geography',
    topic: 'solar system',
    difficulty: 'medium',
    hi: {
      text: 'किस ग्रह का घूर्णन अक्ष लगभग 98° झुका है, जिससे वह मानो "करवट लेटा" हुआ सूर्य की परिक्रमा करता है?',
      options: ['यूरेनस', 'मंगल', 'शुक्र', 'बुध'],
      explanation:
        'यूरेनस (अरुण) का अक्ष लगभग 98° झुका है, इसलिए वह अपनी कक्षा में लगभग करवट लेटा हुआ घूमता है और उसके ध्रुव बारी-बारी से लंबे समय तक सूर्य की ओर रहते हैं। पृथ्वी का अक्षीय झुकाव लगभग 23.5° है।',
    },
    en: {
      text: 'Which planet has its axis tilted by about 98°, so that it seems to orbit the Sun "lying on its side"?',
      options: ['Uranus', 'Mars', 'Venus', 'Mercury'],
      explanation:
        "Uranus has an axial tilt of about 98°, so it moves round its orbit almost on its side and its poles face the Sun in turn for long periods. Earth's axial tilt is about 23.5°.",
    },
    correct: 0,
  },
  {
    key: 'geo-022',
    subject: 'world geography',
    topic: 'earth and its structure',
    difficulty: 'hard',
    hi: {
      text: 'पृथ्वी की भूपर्पटी (क्रस्ट) और मैंटल को अलग करने वाली सीमा क्या कहलाती है?',
      options: ['गुटेनबर्ग असांतत्य', 'कोनराड असांतत्य', 'लेहमन असांतत्य', 'मोहो असांतत्य'],
      explanation:
        'भूपर्पटी और मैंटल के बीच की सीमा मोहोरोविसिक (मोहो) असांतत्य कहलाती है, जिसकी खोज 1909 में आंद्रिया मोहोरोविसिक ने भूकंपीय तरंगों के अध्ययन से की। मैंटल और बाह्य क्रोड के बीच गुटेनबर्ग असांतत्य तथा बाह्य और आंतरिक क्रोड के बीच लेहमन असांतत्य है।',
    },
    en: {
      text: "What is the boundary that separates the Earth's crust from the mantle called?",
      options: ['Gutenberg discontinuity', 'Conrad discontinuity', 'Lehmann discontinuity', 'Moho discontinuity'],
      explanation:
        'The boundary between the crust and the mantle is the Mohorovičić (Moho) discontinuity, discovered in 1909 by Andrija Mohorovičić from the study of seismic waves. The Gutenberg discontinuity lies between the mantle and the outer core, and the Lehmann discontinuity between the outer and inner core.',
    },
    correct: 3,
  },
  {
    key: 'geo-023',
    subject: 'world geography',
    topic: 'latitudes and longitudes',
    difficulty: 'medium',
    hi: {
      text: 'पृथ्वी के घूर्णन के कारण 1° देशांतर का अंतर स्थानीय समय में कितने अंतर के बराबर होता है?',
      options: ['1 मिनट', '4 मिनट', '15 मिनट', '1 घंटा'],
      explanation:
        'पृथ्वी 24 घंटे में 360° घूमती है, यानी एक घंटे में 15°। इसलिए 1° देशांतर का अंतर स्थानीय समय में 60 ÷ 15 = 4 मिनट के अंतर के बराबर है। पूर्व की ओर स्थित स्थानों का स्थानीय समय आगे होता है।',
    },
    en: {
      text: "Because of the Earth's rotation, a difference of 1° of longitude equals what difference in local time?",
      options: ['1 minute', '4 minutes', '15 minutes', '1 hour'],
      explanation:
        'The Earth turns through 360° in 24 hours, i.e. 15° in one hour. So 1° of longitude equals 60 ÷ 15 = 4 minutes of local time. Places to the east are ahead in local time.',
    },
    correct: 1,
  },
  {
    key: 'geo-024',
    subject: 'world geography',
    topic: 'latitudes and longitudes',
    difficulty: 'easy',
    hi: {
      text: 'अंतरराष्ट्रीय तिथि रेखा (International Date Line) मोटे तौर पर किस देशांतर के साथ चलती है?',
      options: ['0°', '90° पूर्व', '180°', '82.5° पूर्व'],
      explanation:
        'अंतरराष्ट्रीय तिथि रेखा मोटे तौर पर 180° देशांतर के साथ चलती है, पर स्थलखंडों और द्वीप समूहों को दो तारीख़ों में बँटने से बचाने के लिए कहीं-कहीं मुड़ जाती है। इसे पार करने पर कैलेंडर की तारीख़ एक दिन बदल जाती है। 0° प्रधान मध्याह्न रेखा है और 82.5° पूर्व भारतीय मानक समय की रेखा।',
    },
    en: {
      text: 'The International Date Line roughly follows which meridian?',
      options: ['0°', '90° E', '180°', '82.5° E'],
      explanation:
        'The International Date Line roughly follows the 180° meridian but bends in places so that land masses and island groups are not split between two dates. Crossing it changes the calendar date by one day. 0° is the Prime Meridian and 82.5° E is the meridian of Indian Standard Time.',
    },
    correct: 2,
  },
  {
    key: 'geo-025',
    subject: 'world geography',
    topic: 'continents and oceans',
    difficulty: 'medium',
    hi: {
      text: 'कौन-सा महाद्वीप भूमध्य रेखा, कर्क रेखा और मकर रेखा — तीनों से होकर कटता है?',
      options: ['एशिया', 'दक्षिण अमेरिका', 'ऑस्ट्रेलिया', 'अफ़्रीका'],
      explanation:
        'अफ़्रीका एकमात्र महाद्वीप है जिससे भूमध्य रेखा, कर्क रेखा और मकर रेखा तीनों गुज़रती हैं। एशिया से कर्क रेखा और भूमध्य रेखा (इंडोनेशिया) गुज़रती हैं, दक्षिण अमेरिका से भूमध्य रेखा और मकर रेखा, और ऑस्ट्रेलिया से केवल मकर रेखा।',
    },
    en: {
      text: 'Which continent is crossed by all three — the Equator, the Tropic of Cancer and the Tropic of Capricorn?',
      options: ['Asia', 'South America', 'Australia', 'Africa'],
      explanation:
        'Africa is the only continent crossed by the Equator, the Tropic of Cancer and the Tropic of Capricorn. Asia is crossed by the Tropic of Cancer and the Equator (Indonesia), South America by the Equator and the Tropic of Capricorn, and Australia only by the Tropic of Capricorn.',
    },
    correct: 3,
  },
  {
    key: 'geo-026',
    subject: 'world geography',
    topic: 'rocks',
    difficulty: 'medium',
    hi: {
      text: 'संगमरमर (मार्बल) किस चट्टान के कायांतरण से बनता है?',
      options: ['चूना पत्थर', 'बलुआ पत्थर', 'ग्रेनाइट', 'शेल'],
      explanation:
        'चूना पत्थर पर अत्यधिक ताप और दाब पड़ने से वह कायांतरित होकर संगमरमर बन जाता है। इसी प्रकार बलुआ पत्थर से क्वार्टज़ाइट, शेल से स्लेट और ग्रेनाइट से नीस बनती है।',
    },
    en: {
      text: 'Marble is formed by the metamorphism of which rock?',
      options: ['Limestone', 'Sandstone', 'Granite', 'Shale'],
      explanation:
        'Under great heat and pressure limestone is metamorphosed into marble. In the same way sandstone becomes quartzite, shale becomes slate and granite becomes gneiss.',
    },
    correct: 0,
  },
  {
    key: 'geo-027',
    subject: 'world geography',
    topic: 'rocks',
    difficulty: 'easy',
    hi: {
      text: 'पिघले हुए मैग्मा या लावा के ठंडा होकर जमने से बनने वाली चट्टानें क्या कहलाती हैं?',
      options: ['अवसादी चट्टानें', 'आग्नेय चट्टानें', 'कायांतरित चट्टानें', 'जैविक चट्टानें'],
      explanation:
        'मैग्मा या लावा के ठंडा होकर ठोस होने से आग्नेय चट्टानें बनती हैं, जैसे ग्रेनाइट और बेसाल्ट। अन्य सभी चट्टानें अंततः इन्हीं से बनती हैं, इसलिए इन्हें "प्राथमिक चट्टानें" भी कहते हैं।',
    },
    en: {
      text: 'What are the rocks formed when molten magma or lava cools and solidifies called?',
      options: ['Sedimentary rocks', 'Igneous rocks', 'Metamorphic rocks', 'Organic rocks'],
      explanation:
        'Igneous rocks, such as granite and basalt, form when magma or lava cools and hardens. All other rocks are ultimately derived from them, so they are also called "primary rocks".',
    },
    correct: 1,
  },
  {
    key: 'geo-028',
    subject: 'world geography',
    topic: 'volcanoes and earthquakes',
    difficulty: 'easy',
    hi: {
      text: 'विश्व के अधिकांश सक्रिय ज्वालामुखी जिस "अग्नि वलय" (Ring of Fire) में हैं, वह किस महासागर के चारों ओर फैला है?',
      options: ['अटलांटिक महासागर', 'हिंद महासागर', 'प्रशांत महासागर', 'आर्कटिक महासागर'],
      explanation:
        '"अग्नि वलय" प्रशांत महासागर के किनारों पर घोड़े की नाल के आकार की पेटी है, जहाँ अनेक प्लेटें मिलती हैं। विश्व के लगभग तीन-चौथाई सक्रिय ज्वालामुखी और अधिकांश बड़े भूकंप इसी पेटी में आते हैं, जैसे जापान, इंडोनेशिया और चिली में।',
    },
    en: {
      text: 'The "Ring of Fire", which has most of the world\'s active volcanoes, surrounds which ocean?',
      options: ['Atlantic Ocean', 'Indian Ocean', 'Pacific Ocean', 'Arctic Ocean'],
      explanation:
        "The Ring of Fire is a horseshoe-shaped belt around the edges of the Pacific Ocean where several plates meet. About three-quarters of the world's active volcanoes and most large earthquakes occur in it, for example in Japan, Indonesia and Chile.",
    },
    correct: 2,
  },
  {
    key: 'geo-029',
    subject: 'world geography',
    topic: 'volcanoes and earthquakes',
    difficulty: 'medium',
    hi: {
      text: 'भूकंप के उद्गम केंद्र (फ़ोकस) के ठीक ऊपर पृथ्वी की सतह पर स्थित बिंदु को क्या कहते हैं?',
      options: ['अधिकेंद्र (एपिसेंटर)', 'अवकेंद्र (हाइपोसेंटर)', 'भूकंपीय छाया क्षेत्र', 'क्रेटर'],
      explanation:
        'पृथ्वी के भीतर जहाँ से भूकंपीय ऊर्जा निकलती है, वह उद्गम केंद्र या अवकेंद्र (हाइपोसेंटर) है। उसके ठीक ऊपर सतह पर स्थित बिंदु अधिकेंद्र (एपिसेंटर) कहलाता है, जहाँ सबसे पहले और प्रायः सबसे अधिक कंपन महसूस होता है।',
    },
    en: {
      text: "What is the point on the Earth's surface directly above the focus of an earthquake called?",
      options: ['Epicentre', 'Hypocentre', 'Shadow zone', 'Crater'],
      explanation:
        'The point inside the Earth where seismic energy is released is the focus or hypocentre. The point on the surface directly above it is the epicentre, where shaking is felt first and usually most strongly.',
    },
    correct: 0,
  },
  {
    key: 'geo-030',
    subject: 'world geography',
    topic: 'atmosphere',
    difficulty: 'easy',
    hi: {
      text: 'सूर्य की पराबैंगनी किरणों को सोखने वाली ओज़ोन परत मुख्यतः वायुमंडल की किस परत में पाई जाती है?',
      options: ['क्षोभमंडल', 'समतापमंडल', 'मध्यमंडल', 'बाह्यमंडल'],
      explanation:
        'ओज़ोन परत मुख्यतः समतापमंडल (लगभग 15 से 35 किमी की ऊँचाई) में है और सूर्य की हानिकारक पराबैंगनी किरणों को सोख लेती है। मौसम संबंधी लगभग सभी घटनाएँ सबसे निचली परत क्षोभमंडल में होती हैं।',
    },
    en: {
      text: "The ozone layer, which absorbs the Sun's ultraviolet rays, is found mainly in which layer of the atmosphere?",
      options: ['Troposphere', 'Stratosphere', 'Mesosphere', 'Exosphere'],
      explanation:
        "The ozone layer lies mainly in the stratosphere (about 15 to 35 km up) and absorbs the Sun's harmful ultraviolet rays. Almost all weather happens in the lowest layer, the troposphere.",
    },
    correct: 1,
  },
  {
    key: 'geo-031',
    subject: 'world geography',
    topic: 'atmosphere',
    difficulty: 'hard',
    hi: {
      text: 'वायुमंडल का कौन-सा भाग रेडियो तरंगों को परावर्तित करके पृथ्वी पर वापस भेजता है, जिससे लंबी दूरी का रेडियो संचार संभव होता है?',
      options: ['क्षोभमंडल', 'समतापमंडल', 'ओज़ोन मंडल', 'आयनमंडल'],
      explanation:
        'लगभग 80 से 400 किमी की ऊँचाई पर स्थित आयनमंडल में सौर विकिरण के कारण आवेशित कण (आयन) होते हैं। ये रेडियो तरंगों को परावर्तित कर वापस पृथ्वी पर भेजते हैं, जिससे लंबी दूरी का रेडियो प्रसारण संभव होता है।',
    },
    en: {
      text: 'Which part of the atmosphere reflects radio waves back to Earth, making long-distance radio communication possible?',
      options: ['Troposphere', 'Stratosphere', 'Ozonosphere', 'Ionosphere'],
      explanation:
        'The ionosphere, at about 80 to 400 km, contains charged particles (ions) produced by solar radiation. They reflect radio waves back to Earth, which makes long-distance radio broadcasting possible.',
    },
    correct: 3,
  },
  {
    key: 'geo-032',
    subject: 'world geography',
    topic: 'winds',
    difficulty: 'medium',
    hi: {
      text: 'दक्षिणी गोलार्ध में 40° से 50° अक्षांशों के बीच चलने वाली तेज़ पछुआ पवनों को नाविक क्या कहते हैं?',
      options: ['व्यापारिक पवनें', 'गरजती चालीसा (रोअरिंग फ़ोर्टीज़)', 'डोलड्रम', 'अश्व अक्षांश'],
      explanation:
        'दक्षिणी गोलार्ध में महासागरों की विशाल खुली सतह पर पछुआ पवनें बहुत तेज़ चलती हैं। 40°–50° दक्षिण के बीच इन्हें "गरजती चालीसा", 50° के पास "प्रचंड पचासा" और 60° के पास "चीखती साठा" कहते हैं। डोलड्रम भूमध्य रेखा के पास का शांत पेटी क्षेत्र है।',
    },
    en: {
      text: 'What do sailors call the strong westerly winds that blow between 40° and 50° latitude in the Southern Hemisphere?',
      options: ['Trade winds', 'Roaring Forties', 'Doldrums', 'Horse latitudes'],
      explanation:
        'Over the vast open oceans of the Southern Hemisphere the westerlies blow very strongly. Between 40° and 50° S they are called the "Roaring Forties", near 50° the "Furious Fifties" and near 60° the "Shrieking Sixties". The doldrums are the calm belt near the Equator.',
    },
    correct: 1,
  },
  {
    key: 'geo-033',
    subject: 'world geography',
    topic: 'winds',
    difficulty: 'hard',
    hi: {
      text: 'कोरिऑलिस बल के कारण उत्तरी गोलार्ध में चलने वाली पवनें किस ओर मुड़ जाती हैं?',
      options: ['अपनी गति की दिशा के बाईं ओर', 'भूमध्य रेखा की ओर', 'अपनी गति की दिशा के दाईं ओर', 'वे बिल्कुल नहीं मुड़तीं'],
      explanation:
        'पृथ्वी के घूर्णन से उत्पन्न कोरिऑलिस बल पवनों को उत्तरी गोलार्ध में उनकी गति की दिशा के दाईं ओर और दक्षिणी गोलार्ध में बाईं ओर मोड़ देता है (फ़ेरल का नियम)। यह बल भूमध्य रेखा पर शून्य और ध्रुवों पर सबसे अधिक होता है।',
    },
    en: {
      text: 'Because of the Coriolis force, winds in the Northern Hemisphere are deflected:',
      options: [
        'to the left of their direction of motion',
        'towards the Equator',
        'to the right of their direction of motion',
        'not at all',
      ],
      explanation:
        "The Coriolis force, caused by the Earth's rotation, deflects winds to the right of their motion in the Northern Hemisphere and to the left in the Southern Hemisphere (Ferrel's law). It is zero at the Equator and greatest at the poles.",
    },
    correct: 2,
  },
  {
    key: 'geo-034',
    subject: 'world geography',
    topic: 'ocean currents',
    difficulty: 'medium',
    hi: {
      text: 'दक्षिण अमेरिका के पश्चिमी तट के साथ उत्तर की ओर बहने वाली ठंडी महासागरीय धारा कौन-सी है?',
      options: ['गल्फ़ स्ट्रीम', 'कुरोशियो धारा', 'ब्राज़ील धारा', 'हम्बोल्ट (पेरू) धारा'],
      explanation:
        'हम्बोल्ट या पेरू धारा दक्षिण अमेरिका के पश्चिमी तट के साथ उत्तर की ओर बहने वाली ठंडी धारा है। यह पेरू तट को विश्व के सबसे समृद्ध मत्स्य क्षेत्रों में से एक बनाती है और अटाकामा मरुस्थल की शुष्कता में भी योगदान देती है। गल्फ़ स्ट्रीम, कुरोशियो और ब्राज़ील धाराएँ गर्म हैं।',
    },
    en: {
      text: 'Which cold ocean current flows northwards along the west coast of South America?',
      options: ['Gulf Stream', 'Kuroshio Current', 'Brazil Current', 'Humboldt (Peru) Current'],
      explanation:
        "The Humboldt or Peru Current is a cold current flowing north along South America's west coast. It makes the Peruvian coast one of the world's richest fishing areas and adds to the dryness of the Atacama Desert. The Gulf Stream, Kuroshio and Brazil currents are warm.",
    },
    correct: 3,
  },
  {
    key: 'geo-035',
    subject: 'world geography',
    topic: 'ocean currents',
    difficulty: 'hard',
    hi: {
      text: 'न्यूफ़ाउंडलैंड के पास "ग्रैंड बैंक्स" का प्रसिद्ध मत्स्य क्षेत्र किन दो धाराओं के मिलने से बना है?',
      options: ['गल्फ़ स्ट्रीम और लैब्राडोर धारा', 'कुरोशियो और ओयाशियो धारा', 'कैनरी और बेंगुएला धारा', 'अगुलहास और पश्चिमी ऑस्ट्रेलिया धारा'],
      explanation:
        'ग्रैंड बैंक्स के पास गर्म गल्फ़ स्ट्रीम और ठंडी लैब्राडोर धारा मिलती हैं। इस मिलन से प्लवक (प्लैंकटन) ख़ूब पनपते हैं, जिससे यह विश्व का प्रमुख मत्स्य क्षेत्र बना है, और घना कोहरा भी बनता है। जापान के पास कुरोशियो और ओयाशियो के मिलने से ऐसा ही क्षेत्र बनता है।',
    },
    en: {
      text: 'The famous Grand Banks fishing ground near Newfoundland is formed by the meeting of which two currents?',
      options: [
        'Gulf Stream and Labrador Current',
        'Kuroshio and Oyashio currents',
        'Canary and Benguela currents',
        'Agulhas and West Australian currents',
      ],
      explanation:
        'Near the Grand Banks the warm Gulf Stream meets the cold Labrador Current. The mixing makes plankton flourish, creating a major fishing ground, and also produces thick fog. A similar zone forms near Japan where the Kuroshio and Oyashio meet.',
    },
    correct: 0,
  },
  {
    key: 'geo-036',
    subject: 'world geography',
    topic: 'world rivers and lakes',
    difficulty: 'medium',
    hi: {
      text: 'विश्व की सबसे गहरी झील कौन-सी है?',
      options: ['सुपीरियर झील', 'कैस्पियन सागर', 'बैकाल झील', 'विक्टोरिया झील'],
      explanation:
        'रूस के साइबेरिया में स्थित बैकाल झील लगभग 1,640 मीटर गहरी है और विश्व की सबसे गहरी तथा सबसे पुरानी झीलों में से एक है। इसमें पृथ्वी के सतही मीठे पानी का लगभग पाँचवाँ भाग है। क्षेत्रफल में सबसे बड़ी झील कैस्पियन सागर है।',
    },
    en: {
      text: 'Which is the deepest lake in the world?',
      options: ['Lake Superior', 'Caspian Sea', 'Lake Baikal', 'Lake Victoria'],
      explanation:
        "Lake Baikal in Siberia, Russia, is about 1,640 m deep, the deepest and one of the oldest lakes in the world. It holds roughly a fifth of the Earth's surface fresh water. The largest lake by area is the Caspian Sea.",
    },
    correct: 2,
  },
  {
    key: 'geo-037',
    subject: 'world geography',
    topic: 'world rivers and lakes',
    difficulty: 'easy',
    hi: {
      text: 'समुद्र में सबसे अधिक जल प्रवाहित करने वाली (जल-प्रवाह की दृष्टि से सबसे बड़ी) नदी कौन-सी है?',
      options: ['नील', 'अमेज़न', 'मिसिसिपी', 'यांग्त्सी'],
      explanation:
        'दक्षिण अमेरिका की अमेज़न नदी जल-प्रवाह की दृष्टि से विश्व की सबसे बड़ी नदी है; नदियों द्वारा महासागरों में पहुँचने वाले कुल मीठे पानी का लगभग पाँचवाँ भाग इसी से आता है। इसका अपवाह क्षेत्र भी विश्व में सबसे बड़ा है।',
    },
    en: {
      text: 'Which river discharges the largest volume of water into the sea?',
      options: ['Nile', 'Amazon', 'Mississippi', 'Yangtze'],
      explanation:
        'The Amazon in South America is the largest river in the world by discharge; about a fifth of all the fresh water that rivers carry to the oceans comes from it. It also has the largest drainage basin in the world.',
    },
    correct: 1,
  },
  {
    key: 'geo-038',
    subject: 'world geography',
    topic: 'deserts and grasslands',
    difficulty: 'medium',
    hi: {
      text: 'विश्व का सबसे शुष्क गैर-ध्रुवीय मरुस्थल "अटाकामा" किस देश में है?',
      options: ['मेक्सिको', 'नामीबिया', 'मंगोलिया', 'चिली'],
      explanation:
        'अटाकामा मरुस्थल मुख्यतः उत्तरी चिली में है और ध्रुवीय क्षेत्रों को छोड़कर विश्व का सबसे शुष्क स्थान है। एंडीज़ पर्वत की वृष्टि-छाया और तट के पास बहने वाली ठंडी हम्बोल्ट धारा इसकी शुष्कता के मुख्य कारण हैं।',
    },
    en: {
      text: 'In which country is the Atacama, the driest non-polar desert in the world?',
      options: ['Mexico', 'Namibia', 'Mongolia', 'Chile'],
      explanation:
        'The Atacama Desert lies mainly in northern Chile and is the driest place on Earth outside the polar regions. The rain shadow of the Andes and the cold Humboldt Current offshore are the main reasons for its dryness.',
    },
    correct: 3,
  },
  {
    key: 'geo-039',
    subject: 'world geography',
    topic: 'deserts and grasslands',
    difficulty: 'easy',
    hi: {
      text: 'अर्जेंटीना के शीतोष्ण घास के मैदान किस नाम से जाने जाते हैं?',
      options: ['पंपास', 'प्रेयरी', 'स्टेपी', 'वेल्ड'],
      explanation:
        'अर्जेंटीना (और उरुग्वे) के शीतोष्ण घास के मैदान "पंपास" कहलाते हैं, जो पशुपालन और गेहूँ की खेती के लिए प्रसिद्ध हैं। उत्तरी अमेरिका में इन्हें प्रेयरी, यूरेशिया में स्टेपी, दक्षिण अफ़्रीका में वेल्ड और ऑस्ट्रेलिया में डाउन्स कहते हैं।',
    },
    en: {
      text: 'By what name are the temperate grasslands of Argentina known?',
      options: ['Pampas', 'Prairies', 'Steppes', 'Veld'],
      explanation:
        'The temperate grasslands of Argentina (and Uruguay) are the Pampas, known for cattle rearing and wheat farming. Similar grasslands are called prairies in North America, steppes in Eurasia, veld in South Africa and downs in Australia.',
    },
    correct: 0,
  },
  {
    key: 'geo-040',
    subject: 'world geography',
    topic: 'countries and capitals',
    difficulty: 'easy',
    hi: {
      text: 'ऑस्ट्रेलिया की राजधानी कौन-सी है?',
      options: ['सिडनी', 'मेलबर्न', 'कैनबरा', 'पर्थ'],
      explanation:
        'ऑस्ट्रेलिया की राजधानी कैनबरा है, जिसे सिडनी और मेलबर्न के बीच समझौते के रूप में नई राजधानी के तौर पर नियोजित करके बसाया गया। सिडनी देश का सबसे बड़ा नगर है, पर राजधानी नहीं।',
    },
    en: {
      text: 'What is the capital of Australia?',
      options: ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
      explanation:
        "Canberra is the capital of Australia; it was planned and built as a new capital, a compromise between Sydney and Melbourne. Sydney is the country's largest city but not its capital.",
    },
    correct: 2,
  },
  {
    key: 'geo-041',
    subject: 'world geography',
    topic: 'countries and capitals',
    difficulty: 'hard',
    hi: {
      text: '1991 में लागोस के स्थान पर किस शहर को नाइजीरिया की राजधानी बनाया गया?',
      options: ['कानो', 'इबादान', 'पोर्ट हरकोर्ट', 'अबुजा'],
      explanation:
        'नाइजीरिया ने देश के मध्य भाग में नियोजित शहर अबुजा बसाया और दिसंबर 1991 में राजधानी लागोस से अबुजा स्थानांतरित कर दी। लागोस आज भी देश का सबसे बड़ा नगर और प्रमुख बंदरगाह है।',
    },
    en: {
      text: 'Which city replaced Lagos as the capital of Nigeria in 1991?',
      options: ['Kano', 'Ibadan', 'Port Harcourt', 'Abuja'],
      explanation:
        "Nigeria built the planned city of Abuja in the centre of the country and moved its capital there from Lagos in December 1991. Lagos is still the country's largest city and main port.",
    },
    correct: 3,
  },
];
