import type { DemoQuestion } from './types.ts';

/** Computer fundamentals (comp- keys). */
export const computerQuestions: DemoQuestion[] = [
  {
    key: 'comp-001',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'कंप्यूटर में CPU का पूरा नाम क्या है?',
      options: ['Central Processing Unit', 'Central Program Utility', 'Computer Personal Unit', 'Control Processing Unit'],
      explanation:
        'CPU अर्थात् Central Processing Unit (केंद्रीय प्रसंस्करण इकाई) कंप्यूटर का "मस्तिष्क" है, जो निर्देशों को पढ़कर उन्हें क्रियान्वित करता है। इसके मुख्य भाग हैं: गणितीय और तार्किक क्रियाएँ करने वाली ALU, पूरे कार्य का नियंत्रण करने वाली कंट्रोल यूनिट (CU) और अस्थायी भंडारण के लिए रजिस्टर।',
    },
    en: {
      text: 'What is the full form of CPU in a computer?',
      options: ['Central Processing Unit', 'Central Program Utility', 'Computer Personal Unit', 'Control Processing Unit'],
      explanation:
        'The CPU, or Central Processing Unit, is the "brain" of the computer that reads instructions and carries them out. Its main parts are the ALU, which does arithmetic and logic operations, the Control Unit (CU), which directs the whole work, and registers for temporary storage.',
    },
    correct: 0,
  },
  {
    key: 'comp-002',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: '1 बाइट में कितने बिट होते हैं?',
      options: ['4', '8', '16', '1024'],
      explanation:
        'बिट (0 या 1) डेटा की सबसे छोटी इकाई है और 8 बिट मिलकर 1 बाइट बनाते हैं। 4 बिट के समूह को निबल कहते हैं। एक बाइट में $2^8 = 256$ अलग-अलग मान रखे जा सकते हैं।',
    },
    en: {
      text: 'How many bits make up 1 byte?',
      options: ['4', '8', '16', '1024'],
      explanation:
        'A bit (0 or 1) is the smallest unit of data, and 8 bits together make 1 byte. A group of 4 bits is called a nibble. One byte can hold $2^8 = 256$ different values.',
    },
    correct: 1,
  },
  {
    key: 'comp-003',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से संग्रहण क्षमता की सबसे बड़ी इकाई कौन सी है?',
      options: ['गीगाबाइट (GB)', 'टेराबाइट (TB)', 'मेगाबाइट (MB)', 'पेटाबाइट (PB)'],
      explanation:
        'इकाइयों का बढ़ता क्रम है: KB < MB < GB < TB < PB। कंप्यूटर की द्विआधारी परंपरा में हर इकाई पिछली इकाई की 1024 गुनी मानी जाती है, जैसे 1 PB = 1024 TB।',
    },
    en: {
      text: 'Which of the following is the largest unit of storage capacity?',
      options: ['Gigabyte (GB)', 'Terabyte (TB)', 'Megabyte (MB)', 'Petabyte (PB)'],
      explanation:
        'In increasing order: KB < MB < GB < TB < PB. In the binary convention used for computers, each unit is 1024 times the previous one, e.g. 1 PB = 1024 TB.',
    },
    correct: 3,
  },
  {
    key: 'comp-004',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सी मेमोरी "वोलेटाइल" (अस्थायी) है, जिसका डेटा बिजली बंद होते ही मिट जाता है?',
      options: ['ROM', 'हार्ड डिस्क', 'RAM', 'पेन ड्राइव'],
      explanation:
        'RAM (Random Access Memory) में चल रहे प्रोग्राम और डेटा अस्थायी रूप से रखे जाते हैं और बिजली जाते ही वे मिट जाते हैं, इसलिए यह वोलेटाइल है। ROM, हार्ड डिस्क और पेन ड्राइव (फ़्लैश मेमोरी) बिजली के बिना भी डेटा सुरक्षित रखती हैं, अर्थात् नॉन-वोलेटाइल हैं।',
    },
    en: {
      text: 'Which of the following memories is "volatile", losing its data as soon as the power is switched off?',
      options: ['ROM', 'Hard disk', 'RAM', 'Pen drive'],
      explanation:
        'RAM (Random Access Memory) holds running programs and data temporarily, and they are lost when the power goes, so it is volatile. ROM, hard disks and pen drives (flash memory) keep data without power, i.e. they are non-volatile.',
    },
    correct: 2,
  },
  {
    key: 'comp-005',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'दशमलव संख्या 13 का द्विआधारी (बाइनरी) रूप क्या है?',
      options: ['1011', '1101', '1110', '1001'],
      explanation:
        '13 = 8 + 4 + 1 = $1 \\times 2^3 + 1 \\times 2^2 + 0 \\times 2^1 + 1 \\times 2^0$, इसलिए बाइनरी रूप 1101 है। 2 से बार-बार भाग देकर शेषफल नीचे से ऊपर पढ़ने पर भी यही मिलता है: 13 → 6 शेष 1, 6 → 3 शेष 0, 3 → 1 शेष 1, 1 → 0 शेष 1।',
    },
    en: {
      text: 'What is the binary form of the decimal number 13?',
      options: ['1011', '1101', '1110', '1001'],
      explanation:
        '13 = 8 + 4 + 1 = $1 \\times 2^3 + 1 \\times 2^2 + 0 \\times 2^1 + 1 \\times 2^0$, so the binary form is 1101. Dividing by 2 repeatedly and reading the remainders from bottom to top gives the same: 13 → 6 r 1, 6 → 3 r 0, 3 → 1 r 1, 1 → 0 r 1.',
    },
    correct: 1,
  },
  {
    key: 'comp-006',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'hard',
    hi: {
      text: 'हेक्साडेसिमल संख्या $(2F)_{16}$ का दशमलव मान क्या है?',
      options: ['31', '45', '215', '47'],
      explanation: 'हेक्साडेसिमल में A से F तक के अंक 10 से 15 के बराबर होते हैं, इसलिए F = 15। अतः $(2F)_{16} = 2 \\times 16 + 15 = 47$।',
    },
    en: {
      text: 'What is the decimal value of the hexadecimal number $(2F)_{16}$?',
      options: ['31', '45', '215', '47'],
      explanation: 'In hexadecimal the digits A to F stand for 10 to 15, so F = 15. Hence $(2F)_{16} = 2 \\times 16 + 15 = 47$.',
    },
    correct: 3,
  },
  {
    key: 'comp-007',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: '"कंप्यूटर का जनक" किसे कहा जाता है?',
      options: ['चार्ल्स बैबेज', 'एलन ट्यूरिंग', 'ब्लेज़ पास्कल', 'जॉन वॉन न्यूमैन'],
      explanation:
        'चार्ल्स बैबेज ने 19वीं सदी में डिफ़रेंस इंजन और एनालिटिकल इंजन की रूपरेखा बनाई। एनालिटिकल इंजन में इनपुट, मेमोरी (स्टोर), प्रोसेसिंग (मिल) और आउटपुट जैसे वही भाग थे जो आज के कंप्यूटरों में हैं, इसलिए उन्हें कंप्यूटर का जनक कहा जाता है।',
    },
    en: {
      text: 'Who is called the "father of the computer"?',
      options: ['Charles Babbage', 'Alan Turing', 'Blaise Pascal', 'John von Neumann'],
      explanation:
        "In the 19th century Charles Babbage designed the Difference Engine and the Analytical Engine. The Analytical Engine had the same parts as today's computers: input, memory (the store), processing (the mill) and output, which is why he is called the father of the computer.",
    },
    correct: 0,
  },
  {
    key: 'comp-008',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'निम्नलिखित में से कौन सा इनपुट उपकरण है?',
      options: ['स्कैनर', 'मॉनिटर', 'प्रिंटर', 'स्पीकर'],
      explanation:
        'स्कैनर कागज़ पर छपे चित्र या पाठ को डिजिटल रूप में बदलकर कंप्यूटर में भेजता है, इसलिए यह इनपुट उपकरण है। मॉनिटर, प्रिंटर और स्पीकर कंप्यूटर से परिणाम बाहर लाते हैं, इसलिए आउटपुट उपकरण हैं।',
    },
    en: {
      text: 'Which of the following is an input device?',
      options: ['Scanner', 'Monitor', 'Printer', 'Speaker'],
      explanation:
        'A scanner converts printed pictures or text into digital form and sends them to the computer, so it is an input device. Monitors, printers and speakers bring results out of the computer, so they are output devices.',
    },
    correct: 0,
  },
  {
    key: 'comp-009',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'एकीकृत परिपथ (Integrated Circuit, IC) का उपयोग कंप्यूटर की किस पीढ़ी में आरंभ हुआ?',
      options: ['पहली पीढ़ी', 'दूसरी पीढ़ी', 'तीसरी पीढ़ी', 'चौथी पीढ़ी'],
      explanation:
        'पहली पीढ़ी के कंप्यूटरों में वैक्यूम ट्यूब, दूसरी में ट्रांज़िस्टर और तीसरी पीढ़ी में IC का उपयोग हुआ। चौथी पीढ़ी में हज़ारों-लाखों ट्रांज़िस्टरों वाली एक ही चिप पर बना माइक्रोप्रोसेसर (VLSI) आया।',
    },
    en: {
      text: 'In which generation of computers did the use of integrated circuits (ICs) begin?',
      options: ['First generation', 'Second generation', 'Third generation', 'Fourth generation'],
      explanation:
        'First-generation computers used vacuum tubes, the second transistors and the third generation ICs. The fourth generation brought the microprocessor, a single chip with thousands to millions of transistors (VLSI).',
    },
    correct: 2,
  },
  {
    key: 'comp-010',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'विंडोज़ में चुने हुए पाठ को कॉपी करने की शॉर्टकट कुंजी कौन सी है?',
      options: ['Ctrl + C', 'Ctrl + V', 'Ctrl + X', 'Ctrl + Z'],
      explanation:
        'Ctrl + C चुने हुए भाग को क्लिपबोर्ड पर कॉपी करता है। Ctrl + V क्लिपबोर्ड की सामग्री पेस्ट करता है, Ctrl + X काटकर (कट) क्लिपबोर्ड पर रखता है और Ctrl + Z पिछली क्रिया को पूर्ववत (अनडू) करता है।',
    },
    en: {
      text: 'Which shortcut key copies the selected text in Windows?',
      options: ['Ctrl + C', 'Ctrl + V', 'Ctrl + X', 'Ctrl + Z'],
      explanation:
        'Ctrl + C copies the selection to the clipboard. Ctrl + V pastes the clipboard contents, Ctrl + X cuts the selection to the clipboard and Ctrl + Z undoes the last action.',
    },
    correct: 0,
  },
  {
    key: 'comp-011',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सा एक ऑपरेटिंग सिस्टम है?',
      options: ['MS Excel', 'Linux', 'Google Chrome', 'Adobe Photoshop'],
      explanation:
        'ऑपरेटिंग सिस्टम हार्डवेयर का प्रबंधन करता है और दूसरे प्रोग्रामों के चलने का आधार देता है; Linux, Windows, macOS और Android इसके उदाहरण हैं। MS Excel, Google Chrome और Adobe Photoshop एप्लिकेशन सॉफ़्टवेयर हैं, जो ऑपरेटिंग सिस्टम के ऊपर चलते हैं।',
    },
    en: {
      text: 'Which of the following is an operating system?',
      options: ['MS Excel', 'Linux', 'Google Chrome', 'Adobe Photoshop'],
      explanation:
        'An operating system manages the hardware and provides the base on which other programs run; Linux, Windows, macOS and Android are examples. MS Excel, Google Chrome and Adobe Photoshop are application software that run on top of an operating system.',
    },
    correct: 1,
  },
  {
    key: 'comp-012',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'कंप्यूटर बिना किसी अनुवादक (ट्रांसलेटर) के सीधे कौन सी भाषा समझता है?',
      options: ['असेंबली भाषा', 'हाई-लेवल भाषा (जैसे Python)', 'छद्म कोड (स्यूडोकोड)', 'मशीन भाषा'],
      explanation:
        'मशीन भाषा 0 और 1 के रूप में लिखे निर्देश हैं, जिन्हें CPU सीधे क्रियान्वित करता है। असेंबली भाषा को असेंबलर और हाई-लेवल भाषाओं को कंपाइलर या इंटरप्रेटर मशीन भाषा में बदलते हैं। स्यूडोकोड केवल मनुष्यों के समझने के लिए लिखा गया प्रोग्राम का खाका है।',
    },
    en: {
      text: 'Which language does a computer understand directly, without any translator?',
      options: ['Assembly language', 'A high-level language (such as Python)', 'Pseudocode', 'Machine language'],
      explanation:
        'Machine language consists of instructions written as 0s and 1s that the CPU executes directly. An assembler converts assembly language, and a compiler or interpreter converts high-level languages into machine language. Pseudocode is just an outline of a program written for humans to read.',
    },
    correct: 3,
  },
  {
    key: 'comp-013',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'hard',
    hi: {
      text: 'कौन सा प्रोग्राम हाई-लेवल भाषा में लिखे पूरे प्रोग्राम को एक साथ मशीन कोड में बदलता है?',
      options: ['इंटरप्रेटर', 'कंपाइलर', 'असेंबलर', 'लोडर'],
      explanation:
        'कंपाइलर पूरे स्रोत प्रोग्राम को एक बार में अनुवादित करता है और सभी त्रुटियाँ एक साथ बताता है; इसके बाद बना प्रोग्राम तेज़ी से चलता है। इंटरप्रेटर एक-एक पंक्ति अनुवादित करके चलाता है, असेंबलर असेंबली भाषा का अनुवाद करता है और लोडर प्रोग्राम को चलाने के लिए मेमोरी में लाता है।',
    },
    en: {
      text: 'Which program translates an entire program written in a high-level language into machine code at once?',
      options: ['Interpreter', 'Compiler', 'Assembler', 'Loader'],
      explanation:
        'A compiler translates the whole source program in one go and reports all errors together; the resulting program then runs fast. An interpreter translates and runs one line at a time, an assembler translates assembly language, and a loader brings a program into memory to run it.',
    },
    correct: 1,
  },
  {
    key: 'comp-014',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'इंटरनेट पर किसी वेब पेज के पते को URL कहते हैं। URL का पूरा नाम क्या है?',
      options: ['Uniform Resource Locator', 'Universal Resource Link', 'Unified Reference Locator', 'Uniform Routing Link'],
      explanation:
        'URL अर्थात् Uniform Resource Locator इंटरनेट पर किसी संसाधन (वेब पेज, चित्र, फ़ाइल) का पूरा पता है। जैसे https://example.com/page में "https" प्रोटोकॉल, "example.com" डोमेन नाम और "/page" उस सर्वर पर संसाधन का पथ है।',
    },
    en: {
      text: 'The address of a web page on the internet is called a URL. What is the full form of URL?',
      options: ['Uniform Resource Locator', 'Universal Resource Link', 'Unified Reference Locator', 'Uniform Routing Link'],
      explanation:
        'A URL, or Uniform Resource Locator, is the full address of a resource (web page, image, file) on the internet. In https://example.com/page, "https" is the protocol, "example.com" the domain name and "/page" the path of the resource on that server.',
    },
    correct: 0,
  },
  {
    key: 'comp-015',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'ईमेल भेजने के लिए किस प्रोटोकॉल का उपयोग होता है?',
      options: ['FTP', 'HTTP', 'SMTP', 'DHCP'],
      explanation:
        'SMTP (Simple Mail Transfer Protocol) ईमेल भेजने और एक मेल सर्वर से दूसरे तक पहुँचाने का काम करता है; मेल प्राप्त करने के लिए POP3 या IMAP का उपयोग होता है। FTP फ़ाइलें स्थानांतरित करता है, HTTP वेब पेज लाता है और DHCP उपकरणों को अपने-आप IP पता देता है।',
    },
    en: {
      text: 'Which protocol is used to send e-mail?',
      options: ['FTP', 'HTTP', 'SMTP', 'DHCP'],
      explanation:
        'SMTP (Simple Mail Transfer Protocol) sends e-mail and relays it from one mail server to another; POP3 or IMAP are used to receive mail. FTP transfers files, HTTP fetches web pages and DHCP assigns IP addresses to devices automatically.',
    },
    correct: 2,
  },
  {
    key: 'comp-016',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'hard',
    hi: {
      text: 'कौन सा नेटवर्क उपकरण IP पतों के आधार पर डेटा को एक नेटवर्क से दूसरे नेटवर्क तक भेजता है?',
      options: ['हब', 'स्विच', 'रिपीटर', 'राउटर'],
      explanation:
        'राउटर नेटवर्क लेयर पर काम करता है और IP पता देखकर डेटा पैकेट के लिए सबसे उपयुक्त मार्ग चुनता है, जैसे घर के नेटवर्क को इंटरनेट से जोड़ना। हब हर पैकेट को सभी पोर्ट पर भेज देता है, स्विच एक ही LAN के भीतर MAC पते के आधार पर पैकेट भेजता है और रिपीटर केवल कमज़ोर सिग्नल को फिर से मज़बूत करता है।',
    },
    en: {
      text: 'Which network device forwards data from one network to another on the basis of IP addresses?',
      options: ['Hub', 'Switch', 'Repeater', 'Router'],
      explanation:
        'A router works at the network layer and chooses the best path for each data packet by its IP address, for example connecting a home network to the internet. A hub sends every packet to all ports, a switch forwards packets within one LAN using MAC addresses, and a repeater only regenerates a weak signal.',
    },
    correct: 3,
  },
  {
    key: 'comp-017',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'किसी पूरे शहर में फैले कंप्यूटर नेटवर्क को क्या कहते हैं?',
      options: ['LAN', 'MAN', 'WAN', 'PAN'],
      explanation:
        'MAN (Metropolitan Area Network) एक शहर जितने क्षेत्र को जोड़ता है। PAN (Personal Area Network) कुछ मीटर तक (जैसे ब्लूटूथ), LAN (Local Area Network) एक भवन या परिसर तक और WAN (Wide Area Network) देशों और महाद्वीपों तक फैला होता है; इंटरनेट सबसे बड़ा WAN है।',
    },
    en: {
      text: 'What is a computer network spread across a whole city called?',
      options: ['LAN', 'MAN', 'WAN', 'PAN'],
      explanation:
        'A MAN (Metropolitan Area Network) covers an area the size of a city. A PAN (Personal Area Network) covers a few metres (e.g. Bluetooth), a LAN (Local Area Network) a building or campus, and a WAN (Wide Area Network) spans countries and continents; the internet is the largest WAN.',
    },
    correct: 1,
  },
  {
    key: 'comp-018',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'स्प्रेडशीट (जैसे MS Excel) में किसी पंक्ति (row) और स्तंभ (column) के मिलने से बने खाने को क्या कहते हैं?',
      options: ['सेल', 'शीट', 'रेंज', 'वर्कबुक'],
      explanation:
        'पंक्ति और स्तंभ के प्रतिच्छेदन से बना खाना सेल कहलाता है; इसका पता स्तंभ के अक्षर और पंक्ति की संख्या से बनता है, जैसे B3। कई सेलों का समूह (जैसे A1:A10) रेंज है, और कई वर्कशीटों वाली फ़ाइल वर्कबुक कहलाती है।',
    },
    en: {
      text: 'In a spreadsheet (such as MS Excel), what is the box formed where a row and a column meet called?',
      options: ['Cell', 'Sheet', 'Range', 'Workbook'],
      explanation:
        'The box at the intersection of a row and a column is a cell; its address is the column letter followed by the row number, e.g. B3. A group of cells (such as A1:A10) is a range, and a file containing several worksheets is a workbook.',
    },
    correct: 0,
  },
  {
    key: 'comp-019',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'medium',
    hi: {
      text: 'MS Excel में सूत्र =MAX(3, 9, 5) - MIN(3, 9, 5) का परिणाम क्या होगा?',
      options: ['3', '6', '9', '12'],
      explanation:
        'MAX सबसे बड़ा मान देता है और MIN सबसे छोटा। MAX(3, 9, 5) = 9 और MIN(3, 9, 5) = 3, इसलिए परिणाम 9 − 3 = 6 होगा। इसी तरह SUM सभी मानों का योग और AVERAGE उनका औसत देता है।',
    },
    en: {
      text: 'In MS Excel, what is the result of the formula =MAX(3, 9, 5) - MIN(3, 9, 5)?',
      options: ['3', '6', '9', '12'],
      explanation:
        'MAX returns the largest value and MIN the smallest. MAX(3, 9, 5) = 9 and MIN(3, 9, 5) = 3, so the result is 9 − 3 = 6. Similarly, SUM adds all the values and AVERAGE gives their mean.',
    },
    correct: 1,
  },
  {
    key: 'comp-020',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'easy',
    hi: {
      text: 'साइबर सुरक्षा में "फ़िशिंग" (Phishing) का अर्थ क्या है?',
      options: [
        'कंप्यूटर की गति बढ़ाने की तकनीक',
        'फ़ाइलों को संपीडित (कंप्रेस) करना',
        'नकली ईमेल या वेबसाइट के ज़रिए पासवर्ड जैसी गोपनीय जानकारी चुराने का प्रयास',
        'इंटरनेट की गति मापना',
      ],
      explanation:
        'फ़िशिंग में अपराधी बैंक या किसी भरोसेमंद संस्था जैसा दिखने वाला ईमेल, संदेश या वेबसाइट बनाकर लोगों से पासवर्ड, OTP या कार्ड का विवरण निकलवाते हैं। बचाव के लिए लिंक का पता ध्यान से जाँचें और OTP या पासवर्ड कभी किसी को न बताएँ।',
    },
    en: {
      text: 'In cyber security, what does "phishing" mean?',
      options: [
        'A technique to speed up a computer',
        'Compressing files',
        'Trying to steal confidential information such as passwords through fake e-mails or websites',
        'Measuring internet speed',
      ],
      explanation:
        'In phishing, criminals create e-mails, messages or websites that look like those of a bank or another trusted body to trick people into revealing passwords, OTPs or card details. To stay safe, check the link address carefully and never share an OTP or password with anyone.',
    },
    correct: 2,
  },
  {
    key: 'comp-021',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'hard',
    hi: {
      text: 'निम्नलिखित में से कौन सी मेमोरी सबसे तेज़ है?',
      options: ['कैश मेमोरी', 'RAM', 'CPU रजिस्टर', 'SSD'],
      explanation:
        'मेमोरी पदानुक्रम में गति का क्रम है: CPU रजिस्टर > कैश > RAM > SSD/हार्ड डिस्क। रजिस्टर CPU के भीतर ही होते हैं, इसलिए सबसे तेज़ हैं, पर उनकी क्षमता बहुत कम होती है। नीचे की ओर जाने पर गति और प्रति बिट लागत घटती है, जबकि क्षमता बढ़ती है।',
    },
    en: {
      text: 'Which of the following memories is the fastest?',
      options: ['Cache memory', 'RAM', 'CPU registers', 'SSD'],
      explanation:
        'In the memory hierarchy the order of speed is: CPU registers > cache > RAM > SSD/hard disk. Registers are inside the CPU itself, so they are the fastest, but their capacity is very small. Going down the hierarchy, speed and cost per bit fall while capacity rises.',
    },
    correct: 2,
  },
  {
    key: 'comp-022',
    subject: 'computer',
    topic: 'computer fundamentals',
    difficulty: 'hard',
    hi: {
      text: 'मानक ASCII कोड में एक वर्ण (कैरेक्टर) को दर्शाने के लिए कितने बिट प्रयुक्त होते हैं?',
      options: ['8', '16', '32', '7'],
      explanation:
        'मानक ASCII 7 बिट का कोड है, इसलिए इसमें $2^7 = 128$ वर्ण (0 से 127) होते हैं, जैसे "A" का कोड 65 है। विस्तारित ASCII 8 बिट (256 वर्ण) का होता है। देवनागरी जैसी लिपियों के लिए यूनिकोड का उपयोग होता है।',
    },
    en: {
      text: 'How many bits does standard ASCII use to represent one character?',
      options: ['8', '16', '32', '7'],
      explanation:
        'Standard ASCII is a 7-bit code, so it has $2^7 = 128$ characters (0 to 127); for example, "A" is 65. Extended ASCII uses 8 bits (256 characters). Scripts such as Devanagari use Unicode.',
    },
    correct: 3,
  },
];
