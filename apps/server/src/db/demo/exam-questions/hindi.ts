import type { DemoQuestion } from './types.ts';

/**
 * Hindi language and grammar (hin- keys). The Hindi version is the natural one; the English
 * version asks the same question in English and quotes the Hindi words.
 */
export const hindiQuestions: DemoQuestion[] = [
  {
    key: 'hin-001',
    subject: 'hindi',
    topic: 'sandhi',
    difficulty: 'easy',
    hi: {
      text: '"विद्यालय" का सही संधि-विच्छेद क्या है?',
      options: ['विद्य + आलय', 'विद्या + आलय', 'विद्या + लय', 'विद + आलय'],
      explanation:
        '"विद्या" के अंत में "आ" है और "आलय" के आरंभ में भी "आ" है। आ + आ = आ, इसलिए विद्या + आलय = विद्यालय। जब दो सजातीय स्वर मिलकर दीर्घ स्वर बन जाते हैं, तो उसे दीर्घ संधि कहते हैं।',
    },
    en: {
      text: 'What is the correct sandhi-vichchhed (splitting) of "विद्यालय"?',
      options: ['विद्य + आलय', 'विद्या + आलय', 'विद्या + लय', 'विद + आलय'],
      explanation:
        '"विद्या" ends in "आ" and "आलय" begins with "आ". आ + आ = आ, so विद्या + आलय = विद्यालय. When two similar vowels merge into one long vowel, it is called दीर्घ संधि (long-vowel sandhi).',
    },
    correct: 1,
  },
  {
    key: 'hin-002',
    subject: 'hindi',
    topic: 'sandhi',
    difficulty: 'hard',
    hi: {
      text: '"जगन्नाथ" शब्द में कौन सी संधि है?',
      options: ['स्वर संधि', 'विसर्ग संधि', 'यण संधि', 'व्यंजन संधि'],
      explanation:
        'जगत् + नाथ = जगन्नाथ। यहाँ "त्" (वर्ग का पहला वर्ण) के बाद अनुनासिक "न" आया है, इसलिए "त्" अपने ही वर्ग का अनुनासिक "न्" बन गया। व्यंजन के बाद व्यंजन या स्वर आने से होने वाला परिवर्तन व्यंजन संधि है। इसी नियम से उत् + नति = उन्नति बनता है। यण संधि स्वर संधि का एक भेद है।',
    },
    en: {
      text: 'Which type of sandhi is found in the word "जगन्नाथ"?',
      options: ['स्वर संधि (vowel sandhi)', 'विसर्ग संधि (visarg sandhi)', 'यण संधि (yan sandhi)', 'व्यंजन संधि (consonant sandhi)'],
      explanation:
        'जगत् + नाथ = जगन्नाथ. Here "त्" (the first letter of its varga) is followed by the nasal "न", so "त्" changes into "न्", the nasal of its own varga. A change caused when a consonant meets another consonant or a vowel is व्यंजन संधि. By the same rule उत् + नति = उन्नति. यण संधि is a kind of vowel sandhi.',
    },
    correct: 3,
  },
  {
    key: 'hin-003',
    subject: 'hindi',
    topic: 'samas',
    difficulty: 'medium',
    hi: {
      text: '"चौराहा" शब्द में कौन सा समास है?',
      options: ['द्विगु', 'द्वंद्व', 'बहुव्रीहि', 'अव्ययीभाव'],
      explanation:
        '"चौराहा" का विग्रह है "चार राहों का समाहार"। जिस समास का पहला पद संख्यावाचक हो और पूरा पद किसी समूह या समाहार का बोध कराए, वह द्विगु समास होता है। इसी प्रकार "त्रिभुवन" (तीन भुवनों का समूह) और "सप्ताह" (सात दिनों का समूह) भी द्विगु हैं।',
    },
    en: {
      text: 'Which samas (compound) is found in the word "चौराहा"?',
      options: ['द्विगु (Dvigu)', 'द्वंद्व (Dvandva)', 'बहुव्रीहि (Bahuvrihi)', 'अव्ययीभाव (Avyayibhav)'],
      explanation:
        '"चौराहा" is expanded as "चार राहों का समाहार" (a meeting of four roads). When the first member of a compound is a number and the whole word denotes a group, the compound is द्विगु. Likewise "त्रिभुवन" (the three worlds) and "सप्ताह" (a group of seven days) are द्विगु.',
    },
    correct: 0,
  },
  {
    key: 'hin-004',
    subject: 'hindi',
    topic: 'samas',
    difficulty: 'medium',
    hi: {
      text: '"यथाशक्ति" में कौन सा समास है?',
      options: ['तत्पुरुष', 'कर्मधारय', 'अव्ययीभाव', 'द्वंद्व'],
      explanation:
        '"यथाशक्ति" का विग्रह है "शक्ति के अनुसार"। इसका पहला पद "यथा" एक अव्यय है और पूरा शब्द भी अव्यय की तरह प्रयुक्त होता है, इसलिए यह अव्ययीभाव समास है। "प्रतिदिन" (हर दिन) और "आजन्म" (जन्म से लेकर) भी इसी के उदाहरण हैं।',
    },
    en: {
      text: 'Which samas (compound) is found in "यथाशक्ति"?',
      options: ['तत्पुरुष (Tatpurush)', 'कर्मधारय (Karmadharay)', 'अव्ययीभाव (Avyayibhav)', 'द्वंद्व (Dvandva)'],
      explanation:
        '"यथाशक्ति" is expanded as "शक्ति के अनुसार" (according to one\'s ability). Its first member "यथा" is an indeclinable (अव्यय) and the whole word is also used as an indeclinable, so it is अव्ययीभाव समास. "प्रतिदिन" (every day) and "आजन्म" (since birth) are further examples.',
    },
    correct: 2,
  },
  {
    key: 'hin-005',
    subject: 'hindi',
    topic: 'upsarg pratyay',
    difficulty: 'medium',
    hi: {
      text: '"अत्यधिक" शब्द में कौन सा उपसर्ग है?',
      options: ['अति', 'अत्', 'अधि', 'अ'],
      explanation:
        'अति + अधिक = अत्यधिक। यहाँ "अति" उपसर्ग है, जिसका अर्थ है "बहुत" या "सीमा से अधिक"। "अति" के "इ" और "अधिक" के "अ" के मिलने से "य" बना (यण संधि), इसलिए उपसर्ग "अत्" जैसा दिखता है, पर वास्तव में वह "अति" है। "अत्याचार" (अति + आचार) में भी यही उपसर्ग है।',
    },
    en: {
      text: 'Which upsarg (prefix) is used in the word "अत्यधिक"?',
      options: ['अति', 'अत्', 'अधि', 'अ'],
      explanation:
        'अति + अधिक = अत्यधिक. The prefix is "अति", meaning "very" or "beyond the limit". The "इ" of "अति" and the "अ" of "अधिक" combine into "य" (यण संधि), so the prefix looks like "अत्", but it really is "अति". "अत्याचार" (अति + आचार) has the same prefix.',
    },
    correct: 0,
  },
  {
    key: 'hin-006',
    subject: 'hindi',
    topic: 'tatsam tadbhav',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से तद्भव शब्द कौन सा है?',
      options: ['दुग्ध', 'हस्त', 'सूर्य', 'खेत'],
      explanation:
        'संस्कृत के जो शब्द रूप बदलकर हिंदी में आए हैं, वे तद्भव कहलाते हैं। "खेत" संस्कृत के "क्षेत्र" का तद्भव रूप है। "दुग्ध", "हस्त" और "सूर्य" तत्सम शब्द हैं; इनके तद्भव रूप क्रमशः "दूध", "हाथ" और "सूरज" हैं।',
    },
    en: {
      text: 'Which of the following is a tadbhav word (a Sanskrit word that has changed its form in Hindi)?',
      options: ['दुग्ध', 'हस्त', 'सूर्य', 'खेत'],
      explanation:
        'Sanskrit words that came into Hindi in a changed form are called तद्भव. "खेत" (field) is the tadbhav form of the Sanskrit "क्षेत्र". "दुग्ध", "हस्त" and "सूर्य" are तत्सम (unchanged Sanskrit) words; their tadbhav forms are "दूध", "हाथ" and "सूरज".',
    },
    correct: 3,
  },
  {
    key: 'hin-007',
    subject: 'hindi',
    topic: 'paryayvachi',
    difficulty: 'medium',
    hi: {
      text: '"कमल" का पर्यायवाची शब्द कौन सा है?',
      options: ['जलद', 'नीरज', 'नीरद', 'जलधि'],
      explanation:
        '"नीरज" = नीर (जल) + ज (जन्म लेने वाला), अर्थात् जो जल में जन्म ले, यानी कमल। "जलद" और "नीरद" का अर्थ है "जल देने वाला", यानी बादल; "जलधि" (जल का भंडार) समुद्र को कहते हैं। "ज" और "द" का अंतर पहचानना ही इस प्रश्न की कुंजी है।',
    },
    en: {
      text: 'Which word is a synonym of "कमल" (lotus)?',
      options: ['जलद', 'नीरज', 'नीरद', 'जलधि'],
      explanation:
        '"नीरज" = नीर (water) + ज (born of), i.e. "born in water", which is the lotus. "जलद" and "नीरद" mean "giver of water", i.e. a cloud, and "जलधि" (store of water) means the sea. Telling "ज" (born) from "द" (giver) is the key to this question.',
    },
    correct: 1,
  },
  {
    key: 'hin-008',
    subject: 'hindi',
    topic: 'paryayvachi',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से कौन सा शब्द "सूर्य" का पर्यायवाची नहीं है?',
      options: ['दिनकर', 'भास्कर', 'रवि', 'सुधाकर'],
      explanation:
        '"सुधाकर" (सुधा अर्थात् अमृत का भंडार) चंद्रमा का पर्यायवाची है। "दिनकर" (दिन करने वाला), "भास्कर" (प्रकाश करने वाला) और "रवि" सूर्य के पर्यायवाची हैं।',
    },
    en: {
      text: 'Which of the following words is NOT a synonym of "सूर्य" (sun)?',
      options: ['दिनकर', 'भास्कर', 'रवि', 'सुधाकर'],
      explanation:
        '"सुधाकर" (store of सुधा, nectar) is a synonym of the moon. "दिनकर" (maker of the day), "भास्कर" (maker of light) and "रवि" are synonyms of the sun.',
    },
    correct: 3,
  },
  {
    key: 'hin-009',
    subject: 'hindi',
    topic: 'vilom',
    difficulty: 'easy',
    hi: {
      text: '"आस्तिक" का विलोम शब्द क्या है?',
      options: ['नास्तिक', 'अनास्तिक', 'आस्थाहीन', 'अधार्मिक'],
      explanation:
        '"आस्तिक" वह है जो ईश्वर में विश्वास रखता है; इसका विलोम "नास्तिक" है, जो ईश्वर में विश्वास नहीं रखता। "अनास्तिक" मानक शब्द नहीं है और "अधार्मिक" का विलोम "धार्मिक" है।',
    },
    en: {
      text: 'What is the antonym of "आस्तिक" (one who believes in God)?',
      options: ['नास्तिक', 'अनास्तिक', 'आस्थाहीन', 'अधार्मिक'],
      explanation:
        '"आस्तिक" is a person who believes in God; its antonym is "नास्तिक", one who does not. "अनास्तिक" is not a standard word, and the antonym of "अधार्मिक" is "धार्मिक".',
    },
    correct: 0,
  },
  {
    key: 'hin-010',
    subject: 'hindi',
    topic: 'vilom',
    difficulty: 'medium',
    hi: {
      text: '"कृतज्ञ" का विलोम शब्द क्या है?',
      options: ['अकृतज्ञ', 'कृतघ्न', 'अज्ञ', 'विज्ञ'],
      explanation:
        '"कृतज्ञ" वह है जो किसी के किए हुए उपकार को मानता है; उपकार को न मानने वाला "कृतघ्न" कहलाता है। "अज्ञ" का अर्थ है अज्ञानी और उसका विलोम "विज्ञ" (जानकार) है।',
    },
    en: {
      text: 'What is the antonym of "कृतज्ञ" (grateful)?',
      options: ['अकृतज्ञ', 'कृतघ्न', 'अज्ञ', 'विज्ञ'],
      explanation:
        '"कृतज्ञ" is one who acknowledges a favour done to him; one who does not is "कृतघ्न" (ungrateful). "अज्ञ" means ignorant, and its antonym is "विज्ञ" (learned).',
    },
    correct: 1,
  },
  {
    key: 'hin-011',
    subject: 'hindi',
    topic: 'vakyansh ke liye shabd',
    difficulty: 'hard',
    hi: {
      text: '"जिसका कोई शत्रु पैदा ही न हुआ हो" — इस वाक्यांश के लिए एक शब्द क्या है?',
      options: ['शत्रुघ्न', 'अजेय', 'अजातशत्रु', 'मित्रवत्'],
      explanation:
        '"अजातशत्रु" = अ (नहीं) + जात (जन्मा) + शत्रु, अर्थात् जिसका कोई शत्रु जन्मा ही न हो। "शत्रुघ्न" का अर्थ है शत्रुओं का नाश करने वाला और "अजेय" का अर्थ है जिसे जीता न जा सके।',
    },
    en: {
      text: 'What is the one-word substitute for "जिसका कोई शत्रु पैदा ही न हुआ हो" (one whose enemy has never been born)?',
      options: ['शत्रुघ्न', 'अजेय', 'अजातशत्रु', 'मित्रवत्'],
      explanation:
        '"अजातशत्रु" = अ (not) + जात (born) + शत्रु (enemy), i.e. one for whom no enemy has been born. "शत्रुघ्न" means destroyer of enemies and "अजेय" means one who cannot be conquered.',
    },
    correct: 2,
  },
  {
    key: 'hin-012',
    subject: 'hindi',
    topic: 'vakyansh ke liye shabd',
    difficulty: 'easy',
    hi: {
      text: '"जो सब कुछ जानता हो" — इस वाक्यांश के लिए एक शब्द क्या है?',
      options: ['अल्पज्ञ', 'सर्वव्यापी', 'बहुज्ञ', 'सर्वज्ञ'],
      explanation:
        '"सर्वज्ञ" = सर्व (सब) + ज्ञ (जानने वाला)। "अल्पज्ञ" थोड़ा जानने वाला और "बहुज्ञ" बहुत जानने वाला होता है, पर सब कुछ नहीं। "सर्वव्यापी" का अर्थ है जो सब जगह व्याप्त हो।',
    },
    en: {
      text: 'What is the one-word substitute for "जो सब कुछ जानता हो" (one who knows everything)?',
      options: ['अल्पज्ञ', 'सर्वव्यापी', 'बहुज्ञ', 'सर्वज्ञ'],
      explanation:
        '"सर्वज्ञ" = सर्व (all) + ज्ञ (knower). "अल्पज्ञ" knows little and "बहुज्ञ" knows much, but not everything. "सर्वव्यापी" means present everywhere.',
    },
    correct: 3,
  },
  {
    key: 'hin-013',
    subject: 'hindi',
    topic: 'ling',
    difficulty: 'hard',
    hi: {
      text: 'निम्नलिखित में से कौन सा शब्द स्त्रीलिंग है?',
      options: ['दही', 'मोती', 'चाँदी', 'पानी'],
      explanation:
        'ईकारांत होने से कोई शब्द स्त्रीलिंग नहीं हो जाता। "दही", "मोती" और "पानी" पुल्लिंग हैं: दही जम गया, मोती चमक रहा है, पानी ठंडा है। "चाँदी" स्त्रीलिंग है: चाँदी महँगी हो गई। लिंग की पहचान के लिए शब्द के साथ क्रिया या विशेषण लगाकर देखना चाहिए।',
    },
    en: {
      text: 'Which of the following words is feminine (स्त्रीलिंग)?',
      options: ['दही', 'मोती', 'चाँदी', 'पानी'],
      explanation:
        'Ending in "ई" does not make a word feminine. "दही", "मोती" and "पानी" are masculine: दही जम गया, मोती चमक रहा है, पानी ठंडा है. "चाँदी" (silver) is feminine: चाँदी महँगी हो गई. To find the gender, try the word with a verb or adjective.',
    },
    correct: 2,
  },
  {
    key: 'hin-014',
    subject: 'hindi',
    topic: 'vachan',
    difficulty: 'easy',
    hi: {
      text: '"नदी" शब्द का बहुवचन रूप क्या है?',
      options: ['नदियाँ', 'नदीयाँ', 'नदियें', 'नदिएँ'],
      explanation:
        'ईकारांत स्त्रीलिंग संज्ञाओं का बहुवचन बनाते समय "ई" को ह्रस्व "इ" करके "याँ" जोड़ते हैं: नदी → नदियाँ, लड़की → लड़कियाँ, रोटी → रोटियाँ। इसलिए "नदीयाँ" जैसी वर्तनी अशुद्ध है।',
    },
    en: {
      text: 'What is the plural form of the word "नदी" (river)?',
      options: ['नदियाँ', 'नदीयाँ', 'नदियें', 'नदिएँ'],
      explanation:
        'For feminine nouns ending in "ई", the plural is formed by shortening "ई" to "इ" and adding "याँ": नदी → नदियाँ, लड़की → लड़कियाँ, रोटी → रोटियाँ. So a spelling like "नदीयाँ" is wrong.',
    },
    correct: 0,
  },
  {
    key: 'hin-015',
    subject: 'hindi',
    topic: 'karak',
    difficulty: 'medium',
    hi: {
      text: '"किसान हँसिए से फ़सल काटता है।" — इस वाक्य में "हँसिए से" में कौन सा कारक है?',
      options: ['कर्म कारक', 'करण कारक', 'अपादान कारक', 'संप्रदान कारक'],
      explanation:
        'जिस साधन से कर्ता कोई काम करता है, वह करण कारक होता है। फ़सल काटने का साधन हँसिया है, इसलिए "हँसिए से" करण कारक है। अपादान कारक में भी "से" आता है, पर वह अलग होने का भाव बताता है, जैसे "पेड़ से पत्ता गिरा"।',
    },
    en: {
      text: 'In the sentence "किसान हँसिए से फ़सल काटता है।" (The farmer cuts the crop with a sickle), which karak (case) is "हँसिए से"?',
      options: ['कर्म कारक (objective)', 'करण कारक (instrumental)', 'अपादान कारक (ablative)', 'संप्रदान कारक (dative)'],
      explanation:
        'The means by which the doer does the work is करण कारक. The sickle is the tool for cutting the crop, so "हँसिए से" is करण कारक. अपादान कारक also uses "से", but it shows separation, as in "पेड़ से पत्ता गिरा" (a leaf fell from the tree).',
    },
    correct: 1,
  },
  {
    key: 'hin-016',
    subject: 'hindi',
    topic: 'vakya shuddhi',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से शुद्ध वाक्य कौन सा है?',
      options: ['मेरे को आज घर जल्दी जाना है।', 'कृपया आज का अवकाश देने की कृपा करें।', 'उसने मुझे एक पुस्तक दिया।', 'मैंने उसे एक पुस्तक दी।'],
      explanation:
        '"मैंने उसे एक पुस्तक दी" शुद्ध है, क्योंकि "पुस्तक" स्त्रीलिंग है और क्रिया "दी" उसी के अनुसार है। "मेरे को" के स्थान पर "मुझे" होना चाहिए; "कृपया" और "कृपा करें" साथ लिखने से पुनरुक्ति दोष होता है; और "पुस्तक दिया" में लिंग की अशुद्धि है।',
    },
    en: {
      text: 'Which of the following Hindi sentences is correct?',
      options: ['मेरे को आज घर जल्दी जाना है।', 'कृपया आज का अवकाश देने की कृपा करें।', 'उसने मुझे एक पुस्तक दिया।', 'मैंने उसे एक पुस्तक दी।'],
      explanation:
        '"मैंने उसे एक पुस्तक दी" is correct, because "पुस्तक" (book) is feminine and the verb "दी" agrees with it. "मेरे को" should be "मुझे"; using "कृपया" together with "कृपा करें" is a redundancy (पुनरुक्ति दोष); and "पुस्तक दिया" has the wrong gender.',
    },
    correct: 3,
  },
  {
    key: 'hin-017',
    subject: 'hindi',
    topic: 'muhavare',
    difficulty: 'easy',
    hi: {
      text: '"आँखों का तारा" मुहावरे का अर्थ क्या है?',
      options: ['बहुत प्यारा', 'बहुत चालाक', 'दूर रहने वाला', 'आँखों का रोग'],
      explanation:
        '"आँखों का तारा" का अर्थ है बहुत प्यारा व्यक्ति। प्रयोग: इकलौता बेटा अपनी माँ की आँखों का तारा है। मुहावरे का अर्थ शब्दों के सीधे अर्थ से नहीं, उसके प्रचलित लाक्षणिक अर्थ से लिया जाता है।',
    },
    en: {
      text: 'What does the idiom "आँखों का तारा" (literally, the star of the eyes) mean?',
      options: ['Very dear', 'Very clever', 'One who lives far away', 'An eye disease'],
      explanation:
        '"आँखों का तारा" means a very dear person. Usage: इकलौता बेटा अपनी माँ की आँखों का तारा है (the only son is the apple of his mother\'s eye). An idiom is understood by its accepted figurative sense, not by the literal meaning of its words.',
    },
    correct: 0,
  },
  {
    key: 'hin-018',
    subject: 'hindi',
    topic: 'muhavare',
    difficulty: 'medium',
    hi: {
      text: '"ईद का चाँद होना" मुहावरे का अर्थ क्या है?',
      options: ['बहुत सुंदर होना', 'बहुत दिनों बाद दिखाई देना', 'खुशी मनाना', 'प्रसिद्ध हो जाना'],
      explanation:
        'ईद का चाँद बहुत प्रतीक्षा के बाद दिखाई देता है, इसलिए "ईद का चाँद होना" का अर्थ है बहुत दिनों बाद दिखाई देना। प्रयोग: आजकल तो तुम ईद का चाँद हो गए हो, महीनों से मिले ही नहीं।',
    },
    en: {
      text: 'What does the idiom "ईद का चाँद होना" (to be the Eid moon) mean?',
      options: ['To be very beautiful', 'To be seen after a long time', 'To celebrate', 'To become famous'],
      explanation:
        'The Eid moon is sighted only after a long wait, so "ईद का चाँद होना" means to be seen after a long time. Usage: आजकल तो तुम ईद का चाँद हो गए हो, महीनों से मिले ही नहीं (you have become a rare sight; we have not met for months).',
    },
    correct: 1,
  },
  {
    key: 'hin-019',
    subject: 'hindi',
    topic: 'lokoktiyan',
    difficulty: 'medium',
    hi: {
      text: '"अधजल गगरी छलकत जाय" लोकोक्ति का अर्थ क्या है?',
      options: [
        'पानी व्यर्थ नहीं बहाना चाहिए',
        'कोई काम आधा करके छोड़ देना',
        'थोड़ा ज्ञान रखने वाला अधिक दिखावा करता है',
        'परिश्रम का फल मीठा होता है',
      ],
      explanation:
        'आधी भरी गगरी चलते समय छलकती है, जबकि पूरी भरी गगरी नहीं छलकती। इसी प्रकार जिसके पास थोड़ा ज्ञान या धन होता है, वह अधिक दिखावा करता है, जबकि सच्चा ज्ञानी शांत रहता है।',
    },
    en: {
      text: 'What does the proverb "अधजल गगरी छलकत जाय" (a half-filled pitcher keeps spilling) mean?',
      options: [
        'Water should not be wasted',
        'To leave a task half done',
        'One with little knowledge shows off a lot',
        'Hard work bears sweet fruit',
      ],
      explanation:
        'A half-filled pitcher splashes as it is carried, while a full one does not. In the same way, a person with little knowledge or wealth shows off a lot, while a truly learned person stays quiet.',
    },
    correct: 2,
  },
  {
    key: 'hin-020',
    subject: 'hindi',
    topic: 'alankar',
    difficulty: 'medium',
    hi: {
      text: '"उसका मुख चंद्रमा के समान सुंदर है।" — इस वाक्य में कौन सा अलंकार है?',
      options: ['उपमा', 'रूपक', 'उत्प्रेक्षा', 'अनुप्रास'],
      explanation:
        'यहाँ मुख (उपमेय) की तुलना चंद्रमा (उपमान) से "समान" (वाचक शब्द) द्वारा की गई है और "सुंदर" साधारण धर्म है, इसलिए उपमा अलंकार है। रूपक में उपमेय और उपमान को एक ही मान लिया जाता है (जैसे "मुख-चंद्र") और उत्प्रेक्षा में "मानो", "जनु" जैसे शब्दों से संभावना व्यक्त की जाती है।',
    },
    en: {
      text: 'Which alankar (figure of speech) is used in "उसका मुख चंद्रमा के समान सुंदर है।" (Her face is as beautiful as the moon)?',
      options: ['उपमा (simile)', 'रूपक (metaphor)', 'उत्प्रेक्षा (poetic fancy)', 'अनुप्रास (alliteration)'],
      explanation:
        'The face (उपमेय) is compared with the moon (उपमान) through the comparing word "समान" (like), and "सुंदर" (beautiful) is the common quality, so it is उपमा. In रूपक the two are treated as one (e.g. "मुख-चंद्र", face-moon), and in उत्प्रेक्षा a likelihood is imagined with words like "मानो" or "जनु" (as if).',
    },
    correct: 0,
  },
  {
    key: 'hin-021',
    subject: 'hindi',
    topic: 'ras',
    difficulty: 'medium',
    hi: {
      text: 'करुण रस का स्थायी भाव क्या है?',
      options: ['क्रोध', 'निर्वेद', 'उत्साह', 'शोक'],
      explanation:
        'प्रिय व्यक्ति या वस्तु के नाश अथवा वियोग से उत्पन्न शोक जब पुष्ट होता है, तो करुण रस बनता है। क्रोध रौद्र रस का, निर्वेद शांत रस का और उत्साह वीर रस का स्थायी भाव है।',
    },
    en: {
      text: 'What is the sthayi bhav (dominant emotion) of करुण रस (the pathetic sentiment)?',
      options: ['क्रोध (anger)', 'निर्वेद (detachment)', 'उत्साह (zeal)', 'शोक (grief)'],
      explanation:
        'When शोक (grief) arising from the loss of or separation from a loved person or thing is fully developed, it becomes करुण रस. क्रोध is the dominant emotion of रौद्र रस, निर्वेद of शांत रस and उत्साह of वीर रस.',
    },
    correct: 3,
  },
  {
    key: 'hin-022',
    subject: 'hindi',
    topic: 'chhand',
    difficulty: 'hard',
    hi: {
      text: 'दोहा छंद के विषम (पहले और तीसरे) तथा सम (दूसरे और चौथे) चरणों में क्रमशः कितनी मात्राएँ होती हैं?',
      options: ['11 और 13', '16 और 16', '13 और 11', '15 और 12'],
      explanation:
        'दोहा एक अर्धसम मात्रिक छंद है: इसके विषम चरणों में 13-13 और सम चरणों में 11-11 मात्राएँ होती हैं। सोरठा इसका उल्टा है (विषम में 11, सम में 13) और चौपाई के प्रत्येक चरण में 16 मात्राएँ होती हैं।',
    },
    en: {
      text: 'How many matras (syllabic instants) are there in the odd (first and third) and even (second and fourth) charans of a दोहा, respectively?',
      options: ['11 and 13', '16 and 16', '13 and 11', '15 and 12'],
      explanation:
        'The दोहा is a half-symmetric (अर्धसम) matrik metre: its odd charans have 13 matras each and its even charans 11 each. The सोरठा is the reverse (11 in the odd, 13 in the even), and each charan of a चौपाई has 16 matras.',
    },
    correct: 2,
  },
];
