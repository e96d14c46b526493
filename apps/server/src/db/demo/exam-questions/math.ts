import type { DemoQuestion } from './types.ts';

export const mathQuestions: DemoQuestion[] = [
  {
    key: 'math-001',
    subject: 'math',
    topic: 'number system',
    difficulty: 'easy',
    hi: {
      text: '17 से विभाज्य तीन अंकों की सबसे बड़ी संख्या कौन सी है?',
      options: ['969', '986', '994', '987'],
      explanation: '999 को 17 से भाग देने पर भागफल 58 और शेषफल 13 आता है। अतः अभीष्ट संख्या = 999 − 13 = 986 = 17 × 58 है।',
    },
    en: {
      text: 'Which is the largest 3-digit number divisible by 17?',
      options: ['969', '986', '994', '987'],
      explanation: 'Dividing 999 by 17 gives quotient 58 and remainder 13. So the required number = 999 − 13 = 986 = 17 × 58.',
    },
    correct: 1,
  },
  {
    key: 'math-002',
    subject: 'math',
    topic: 'number system',
    difficulty: 'easy',
    hi: {
      text: '$7^{35}$ का इकाई अंक ज्ञात कीजिए।',
      options: ['7', '9', '3', '1'],
      explanation:
        '7 की घातों के इकाई अंक 7, 9, 3, 1 के चक्र में दोहराए जाते हैं (चक्र 4)। 35 को 4 से भाग देने पर शेष 3 बचता है, अतः इकाई अंक $7^3 = 343$ के इकाई अंक 3 के समान है।',
    },
    en: {
      text: 'Find the unit digit of $7^{35}$.',
      options: ['7', '9', '3', '1'],
      explanation:
        'Unit digits of powers of 7 repeat in the cycle 7, 9, 3, 1 (length 4). 35 leaves remainder 3 when divided by 4, so the unit digit is the same as that of $7^3 = 343$, i.e. 3.',
    },
    correct: 2,
  },
  {
    key: 'math-003',
    subject: 'math',
    topic: 'number system',
    difficulty: 'medium',
    hi: {
      text: 'दो संख्याओं का महत्तम समापवर्तक (HCF) 12 और लघुत्तम समापवर्त्य (LCM) 504 है। यदि उनमें से एक संख्या 72 है, तो दूसरी संख्या ज्ञात कीजिए।',
      options: ['96', '108', '78', '84'],
      explanation: 'दोनों संख्याओं का गुणनफल = HCF × LCM = 12 × 504 = 6048। अतः दूसरी संख्या = $\\frac{6048}{72} = 84$ है।',
    },
    en: {
      text: 'The HCF of two numbers is 12 and their LCM is 504. If one of the numbers is 72, find the other number.',
      options: ['96', '108', '78', '84'],
      explanation: 'Product of the two numbers = HCF × LCM = 12 × 504 = 6048. So the other number = $\\frac{6048}{72} = 84$.',
    },
    correct: 3,
  },
  {
    key: 'math-004',
    subject: 'math',
    topic: 'number system',
    difficulty: 'hard',
    hi: {
      text: 'वह सबसे छोटी संख्या ज्ञात कीजिए जिसे 12, 15 और 20 से भाग देने पर प्रत्येक दशा में 7 शेष बचता है तथा जो 11 से पूर्णतः विभाज्य है।',
      options: ['187', '127', '247', '367'],
      explanation:
        'LCM(12, 15, 20) = 60, अतः संख्या 60k + 7 के रूप में होगी। k = 1, 2, 3 रखने पर 67, 127, 187 मिलते हैं, जिनमें से 187 = 11 × 17 पहली संख्या है जो 11 से विभाज्य है।',
    },
    en: {
      text: 'Find the smallest number which leaves remainder 7 in each case when divided by 12, 15 and 20, and which is exactly divisible by 11.',
      options: ['187', '127', '247', '367'],
      explanation:
        'LCM(12, 15, 20) = 60, so the number has the form 60k + 7. Putting k = 1, 2, 3 gives 67, 127, 187, and 187 = 11 × 17 is the first one divisible by 11.',
    },
    correct: 0,
  },
  {
    key: 'math-005',
    subject: 'math',
    topic: 'simplification',
    difficulty: 'easy',
    hi: {
      text: 'सरल कीजिए: $48 \\div 6 \\times 4 + 15 - 3^2$',
      options: ['11', '20', '38', '56'],
      explanation: 'BODMAS के अनुसार पहले घात: $3^2 = 9$; फिर बाएँ से दाएँ भाग और गुणा: 48 ÷ 6 = 8, 8 × 4 = 32; अंत में 32 + 15 − 9 = 38।',
    },
    en: {
      text: 'Simplify: $48 \\div 6 \\times 4 + 15 - 3^2$',
      options: ['11', '20', '38', '56'],
      explanation:
        'By BODMAS, first the power: $3^2 = 9$; then division and multiplication from left to right: 48 ÷ 6 = 8, 8 × 4 = 32; finally 32 + 15 − 9 = 38.',
    },
    correct: 2,
  },
  {
    key: 'math-006',
    subject: 'math',
    topic: 'simplification',
    difficulty: 'medium',
    hi: {
      text: '$\\frac{0.25 \\times 0.25 - 0.15 \\times 0.15}{0.25 - 0.15}$ का मान ज्ञात कीजिए।',
      options: ['0.4', '0.1', '0.04', '4'],
      explanation: '$\\frac{a^2 - b^2}{a - b} = a + b$ का प्रयोग करने पर मान = 0.25 + 0.15 = 0.4 है।',
    },
    en: {
      text: 'Find the value of $\\frac{0.25 \\times 0.25 - 0.15 \\times 0.15}{0.25 - 0.15}$.',
      options: ['0.4', '0.1', '0.04', '4'],
      explanation: 'Using $\\frac{a^2 - b^2}{a - b} = a + b$, the value = 0.25 + 0.15 = 0.4.',
    },
    correct: 0,
  },
  {
    key: 'math-007',
    subject: 'math',
    topic: 'simplification',
    difficulty: 'easy',
    hi: {
      text: '$\\sqrt{1296} + \\sqrt[3]{2744} - 5^2$ का मान ज्ञात कीजिए।',
      options: ['27', '23', '35', '25'],
      explanation:
        '$\\sqrt{1296} = 36$ (क्योंकि $36^2 = 1296$) और $\\sqrt[3]{2744} = 14$ (क्योंकि $14^3 = 2744$)। अतः मान = 36 + 14 − 25 = 25।',
    },
    en: {
      text: 'Find the value of $\\sqrt{1296} + \\sqrt[3]{2744} - 5^2$.',
      options: ['27', '23', '35', '25'],
      explanation:
        '$\\sqrt{1296} = 36$ (since $36^2 = 1296$) and $\\sqrt[3]{2744} = 14$ (since $14^3 = 2744$). So the value = 36 + 14 − 25 = 25.',
    },
    correct: 3,
  },
  {
    key: 'math-008',
    subject: 'math',
    topic: 'percentage',
    difficulty: 'easy',
    hi: {
      text: '240 का 35% + 155 का 20% का मान ज्ञात कीजिए।',
      options: ['105', '115', '125', '120'],
      explanation: '240 का 35% = 84 और 155 का 20% = 31। अतः योग = 84 + 31 = 115।',
    },
    en: {
      text: 'Find the value of 35% of 240 + 20% of 155.',
      options: ['105', '115', '125', '120'],
      explanation: '35% of 240 = 84 and 20% of 155 = 31. So the sum = 84 + 31 = 115.',
    },
    correct: 1,
  },
  {
    key: 'math-009',
    subject: 'math',
    topic: 'percentage',
    difficulty: 'easy',
    hi: {
      text: 'किसी संख्या में पहले 20% की वृद्धि की जाती है और फिर परिणामी संख्या में 20% की कमी की जाती है। मूल संख्या में कुल कितना प्रतिशत परिवर्तन हुआ?',
      options: ['कोई परिवर्तन नहीं', '4% की कमी', '4% की वृद्धि', '2% की कमी'],
      explanation: 'मान लीजिए संख्या 100 है। 20% वृद्धि के बाद 120 और फिर 20% कमी के बाद 120 × 0.8 = 96। अतः 4% की कमी हुई।',
    },
    en: {
      text: 'A number is first increased by 20% and the result is then decreased by 20%. What is the net percentage change in the original number?',
      options: ['No change', '4% decrease', '4% increase', '2% decrease'],
      explanation:
        'Let the number be 100. After a 20% increase it becomes 120, and after a 20% decrease it becomes 120 × 0.8 = 96. So there is a 4% decrease.',
    },
    correct: 1,
  },
  {
    key: 'math-010',
    subject: 'math',
    topic: 'percentage',
    difficulty: 'medium',
    hi: {
      text: 'चीनी के मूल्य में 25% की वृद्धि हो जाती है। एक परिवार को अपनी खपत में कितने प्रतिशत की कमी करनी चाहिए ताकि चीनी पर उसका व्यय न बढ़े?',
      options: ['25%', '22.5%', '15%', '20%'],
      explanation:
        'खपत में कमी = $\\frac{25}{100 + 25} \\times 100 = \\frac{25}{125} \\times 100 = 20$ प्रतिशत। जाँच: 1.25 × 0.8 = 1, अर्थात व्यय समान रहता है।',
    },
    en: {
      text: 'The price of sugar rises by 25%. By what percentage must a family reduce its consumption so that its expenditure on sugar does not increase?',
      options: ['25%', '22.5%', '15%', '20%'],
      explanation:
        'Reduction = $\\frac{25}{100 + 25} \\times 100 = \\frac{25}{125} \\times 100 = 20$ percent. Check: 1.25 × 0.8 = 1, so the expenditure stays the same.',
    },
    correct: 3,
  },
  {
    key: 'math-011',
    subject: 'math',
    topic: 'percentage',
    difficulty: 'hard',
    hi: {
      text: 'दो उम्मीदवारों के बीच हुए एक चुनाव में 20% मतदाताओं ने मतदान नहीं किया और डाले गए मतों में से 5% मत अवैध घोषित हुए। विजयी उम्मीदवार को वैध मतों का 60% मिला और वह 1824 मतों से जीता। मतदाता सूची में कुल मतदाताओं की संख्या ज्ञात कीजिए।',
      options: ['15000', '11400', '12000', '9600'],
      explanation:
        'मान लीजिए कुल मतदाता N हैं। वैध मत = N × 0.8 × 0.95 = 0.76N। जीत का अंतर = वैध मतों का (60% − 40%) = 20% = 0.152N = 1824, अतः N = 12000।',
    },
    en: {
      text: 'In an election between two candidates, 20% of the voters did not vote and 5% of the votes cast were declared invalid. The winner got 60% of the valid votes and won by 1824 votes. Find the total number of voters on the list.',
      options: ['15000', '11400', '12000', '9600'],
      explanation:
        'Let the total voters be N. Valid votes = N × 0.8 × 0.95 = 0.76N. Winning margin = (60% − 40%) = 20% of valid votes = 0.152N = 1824, so N = 12000.',
    },
    correct: 2,
  },
  {
    key: 'math-012',
    subject: 'math',
    topic: 'profit and loss',
    difficulty: 'easy',
    hi: {
      text: 'एक वस्तु ₹640 में खरीदी गई और ₹800 में बेची गई। लाभ प्रतिशत ज्ञात कीजिए।',
      options: ['20%', '16%', '30%', '25%'],
      explanation: 'लाभ = 800 − 640 = ₹160। लाभ% = $\\frac{160}{640} \\times 100 = 25$ प्रतिशत।',
    },
    en: {
      text: 'An article is bought for ₹640 and sold for ₹800. Find the profit percentage.',
      options: ['20%', '16%', '30%', '25%'],
      explanation: 'Profit = 800 − 640 = ₹160. Profit% = $\\frac{160}{640} \\times 100 = 25$ percent.',
    },
    correct: 3,
  },
  {
    key: 'math-013',
    subject: 'math',
    topic: 'profit and loss',
    difficulty: 'medium',
    hi: {
      text: 'एक वस्तु का अंकित मूल्य ₹1200 है। उस पर 10% और 5% की दो क्रमिक छूट दी जाती हैं। वस्तु का विक्रय मूल्य ज्ञात कीजिए।',
      options: ['₹1026', '₹1020', '₹1035', '₹1050'],
      explanation: 'पहली छूट के बाद मूल्य = 1200 × 0.90 = ₹1080; दूसरी छूट के बाद = 1080 × 0.95 = ₹1026।',
    },
    en: {
      text: 'The marked price of an article is ₹1200. Two successive discounts of 10% and 5% are given on it. Find the selling price.',
      options: ['₹1026', '₹1020', '₹1035', '₹1050'],
      explanation: 'After the first discount, price = 1200 × 0.90 = ₹1080; after the second discount = 1080 × 0.95 = ₹1026.',
    },
    correct: 0,
  },
  {
    key: 'math-014',
    subject: 'math',
    topic: 'profit and loss',
    difficulty: 'medium',
    hi: {
      text: 'एक दुकानदार एक वस्तु को 12% की हानि पर बेचता है। यदि वह इसे ₹90 अधिक में बेचता, तो उसे 6% का लाभ होता। वस्तु का क्रय मूल्य ज्ञात कीजिए।',
      options: ['₹450', '₹500', '₹600', '₹750'],
      explanation: '12% हानि से 6% लाभ तक का अंतर = क्रय मूल्य का 18% = ₹90। अतः क्रय मूल्य = $\\frac{90 \\times 100}{18}$ = ₹500।',
    },
    en: {
      text: 'A shopkeeper sells an article at a loss of 12%. Had he sold it for ₹90 more, he would have gained 6%. Find the cost price of the article.',
      options: ['₹450', '₹500', '₹600', '₹750'],
      explanation:
        'The difference between a 12% loss and a 6% gain = 18% of the cost price = ₹90. So cost price = $\\frac{90 \\times 100}{18}$ = ₹500.',
    },
    correct: 1,
  },
  {
    key: 'math-015',
    subject: 'math',
    topic: 'profit and loss',
    difficulty: 'hard',
    hi: {
      text: 'एक बेईमान दुकानदार 1 किग्रा के बाट के स्थान पर 900 ग्राम के बाट का प्रयोग करता है और सामान को क्रय मूल्य से 10% अधिक मूल्य पर बेचता है। उसका कुल लाभ प्रतिशत ज्ञात कीजिए।',
      options: ['20%', '21%', '$22\\frac{2}{9}\\%$', '25%'],
      explanation:
        'मान लीजिए 1 किग्रा का क्रय मूल्य ₹100 है। वह 900 ग्राम (क्रय मूल्य ₹90) देकर ₹110 लेता है, अतः लाभ% = $\\frac{20}{90} \\times 100 = 22\\frac{2}{9}$ प्रतिशत।',
    },
    en: {
      text: 'A dishonest shopkeeper uses a 900 g weight in place of a 1 kg weight and sells his goods at 10% above the cost price. Find his overall profit percentage.',
      options: ['20%', '21%', '$22\\frac{2}{9}\\%$', '25%'],
      explanation:
        'Let the cost price of 1 kg be ₹100. He gives 900 g (cost ₹90) and charges ₹110, so profit% = $\\frac{20}{90} \\times 100 = 22\\frac{2}{9}$ percent.',
    },
    correct: 2,
  },
  {
    key: 'math-016',
    subject: 'math',
    topic: 'simple interest',
    difficulty: 'easy',
    hi: {
      text: '₹5000 पर 8% वार्षिक दर से 3 वर्ष का साधारण ब्याज ज्ञात कीजिए।',
      options: ['₹1000', '₹1200', '₹1400', '₹1500'],
      explanation: 'साधारण ब्याज = $\\frac{P \\times R \\times T}{100} = \\frac{5000 \\times 8 \\times 3}{100}$ = ₹1200।',
    },
    en: {
      text: 'Find the simple interest on ₹5000 at 8% per annum for 3 years.',
      options: ['₹1000', '₹1200', '₹1400', '₹1500'],
      explanation: 'Simple interest = $\\frac{P \\times R \\times T}{100} = \\frac{5000 \\times 8 \\times 3}{100}$ = ₹1200.',
    },
    correct: 1,
  },
  {
    key: 'math-017',
    subject: 'math',
    topic: 'simple interest',
    difficulty: 'medium',
    hi: {
      text: 'साधारण ब्याज पर कोई धनराशि 3 वर्ष में ₹6900 और 5 वर्ष में ₹7500 हो जाती है। मूलधन ज्ञात कीजिए।',
      options: ['₹6300', '₹5800', '₹6100', '₹6000'],
      explanation: '2 वर्ष का ब्याज = 7500 − 6900 = ₹600, अतः 1 वर्ष का ब्याज = ₹300। 3 वर्ष का ब्याज = ₹900, इसलिए मूलधन = 6900 − 900 = ₹6000।',
    },
    en: {
      text: 'A sum of money amounts to ₹6900 in 3 years and to ₹7500 in 5 years at simple interest. Find the principal.',
      options: ['₹6300', '₹5800', '₹6100', '₹6000'],
      explanation:
        'Interest for 2 years = 7500 − 6900 = ₹600, so interest for 1 year = ₹300. Interest for 3 years = ₹900, hence principal = 6900 − 900 = ₹6000.',
    },
    correct: 3,
  },
  {
    key: 'math-018',
    subject: 'math',
    topic: 'simple interest',
    difficulty: 'medium',
    hi: {
      text: 'साधारण ब्याज पर कोई धनराशि 8 वर्ष में दोगुनी हो जाती है। उसी दर से वह कितने वर्षों में चार गुनी हो जाएगी?',
      options: ['16 वर्ष', '32 वर्ष', '24 वर्ष', '20 वर्ष'],
      explanation: 'दोगुनी होने पर ब्याज = मूलधन (P), जो 8 वर्ष में मिलता है। चार गुनी होने के लिए ब्याज = 3P चाहिए, जिसमें 3 × 8 = 24 वर्ष लगेंगे।',
    },
    en: {
      text: 'A sum of money doubles itself in 8 years at simple interest. In how many years will it become four times itself at the same rate?',
      options: ['16 years', '32 years', '24 years', '20 years'],
      explanation:
        'Doubling means interest = principal (P), earned in 8 years. To become four times, interest of 3P is needed, which takes 3 × 8 = 24 years.',
    },
    correct: 2,
  },
  {
    key: 'math-019',
    subject: 'math',
    topic: 'compound interest',
    difficulty: 'easy',
    hi: {
      text: '₹10000 पर 10% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, यदि ब्याज वार्षिक रूप से संयोजित होता है।',
      options: ['₹2000', '₹2200', '₹2110', '₹2100'],
      explanation: 'मिश्रधन = $10000 \\times (1.1)^2$ = ₹12100। अतः चक्रवृद्धि ब्याज = 12100 − 10000 = ₹2100।',
    },
    en: {
      text: 'Find the compound interest on ₹10000 at 10% per annum for 2 years, compounded annually.',
      options: ['₹2000', '₹2200', '₹2110', '₹2100'],
      explanation: 'Amount = $10000 \\times (1.1)^2$ = ₹12100. So compound interest = 12100 − 10000 = ₹2100.',
    },
    correct: 3,
  },
  {
    key: 'math-020',
    subject: 'math',
    topic: 'compound interest',
    difficulty: 'medium',
    hi: {
      text: 'किसी धनराशि पर 5% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ₹15 है। धनराशि ज्ञात कीजिए।',
      options: ['₹6000', '₹5000', '₹7500', '₹4500'],
      explanation: '2 वर्ष के लिए अंतर = $P \\left(\\frac{R}{100}\\right)^2$, अतः $P \\times \\frac{1}{400} = 15$, जिससे P = ₹6000।',
    },
    en: {
      text: 'The difference between the compound interest and the simple interest on a sum for 2 years at 5% per annum is ₹15. Find the sum.',
      options: ['₹6000', '₹5000', '₹7500', '₹4500'],
      explanation: 'For 2 years, difference = $P \\left(\\frac{R}{100}\\right)^2$, so $P \\times \\frac{1}{400} = 15$, giving P = ₹6000.',
    },
    correct: 0,
  },
  {
    key: 'math-021',
    subject: 'math',
    topic: 'compound interest',
    difficulty: 'hard',
    hi: {
      text: '₹8000 पर 20% वार्षिक दर से $1\\frac{1}{2}$ वर्ष का चक्रवृद्धि ब्याज ज्ञात कीजिए, यदि ब्याज अर्धवार्षिक रूप से संयोजित होता है।',
      options: ['₹2400', '₹2648', '₹2560', '₹2728'],
      explanation:
        'अर्धवार्षिक दर = 10% और अवधियाँ = 3। मिश्रधन = $8000 \\times (1.1)^3 = 8000 \\times 1.331$ = ₹10648, अतः चक्रवृद्धि ब्याज = ₹2648।',
    },
    en: {
      text: 'Find the compound interest on ₹8000 at 20% per annum for $1\\frac{1}{2}$ years, if interest is compounded half-yearly.',
      options: ['₹2400', '₹2648', '₹2560', '₹2728'],
      explanation:
        'Half-yearly rate = 10% and number of periods = 3. Amount = $8000 \\times (1.1)^3 = 8000 \\times 1.331$ = ₹10648, so compound interest = ₹2648.',
    },
    correct: 1,
  },
  {
    key: 'math-022',
    subject: 'math',
    topic: 'ratio and proportion',
    difficulty: 'easy',
    hi: {
      text: '₹1560 को A, B और C में 3 : 4 : 5 के अनुपात में बाँटा जाता है। B का हिस्सा ज्ञात कीजिए।',
      options: ['₹390', '₹480', '₹520', '₹650'],
      explanation: 'अनुपात के पदों का योग = 3 + 4 + 5 = 12। B का हिस्सा = $1560 \\times \\frac{4}{12}$ = ₹520।',
    },
    en: {
      text: "₹1560 is divided among A, B and C in the ratio 3 : 4 : 5. Find B's share.",
      options: ['₹390', '₹480', '₹520', '₹650'],
      explanation: "Sum of the ratio terms = 3 + 4 + 5 = 12. B's share = $1560 \\times \\frac{4}{12}$ = ₹520.",
    },
    correct: 2,
  },
  {
    key: 'math-023',
    subject: 'math',
    topic: 'ratio and proportion',
    difficulty: 'medium',
    hi: {
      text: 'यदि A : B = 2 : 3 और B : C = 4 : 5 है, तो A : B : C ज्ञात कीजिए।',
      options: ['8 : 12 : 15', '2 : 3 : 5', '8 : 12 : 5', '6 : 9 : 10'],
      explanation:
        'B को दोनों अनुपातों में समान करने के लिए पहले अनुपात को 4 से और दूसरे को 3 से गुणा करें: A : B = 8 : 12 और B : C = 12 : 15। अतः A : B : C = 8 : 12 : 15।',
    },
    en: {
      text: 'If A : B = 2 : 3 and B : C = 4 : 5, find A : B : C.',
      options: ['8 : 12 : 15', '2 : 3 : 5', '8 : 12 : 5', '6 : 9 : 10'],
      explanation:
        'To make B equal in both, multiply the first ratio by 4 and the second by 3: A : B = 8 : 12 and B : C = 12 : 15. So A : B : C = 8 : 12 : 15.',
    },
    correct: 0,
  },
  {
    key: 'math-024',
    subject: 'math',
    topic: 'ratio and proportion',
    difficulty: 'medium',
    hi: {
      text: 'A और B की आय का अनुपात 4 : 3 है तथा उनके व्यय का अनुपात 3 : 2 है। यदि प्रत्येक ₹6000 की बचत करता है, तो A की आय ज्ञात कीजिए।',
      options: ['₹18000', '₹20000', '₹30000', '₹24000'],
      explanation:
        'मान लीजिए आय 4x, 3x और व्यय 3y, 2y हैं। 4x − 3y = 6000 और 3x − 2y = 6000 हल करने पर x = 6000 (और y = 6000), अतः A की आय = 4 × 6000 = ₹24000।',
    },
    en: {
      text: "The incomes of A and B are in the ratio 4 : 3 and their expenditures are in the ratio 3 : 2. If each saves ₹6000, find A's income.",
      options: ['₹18000', '₹20000', '₹30000', '₹24000'],
      explanation:
        "Let incomes be 4x, 3x and expenditures 3y, 2y. Solving 4x − 3y = 6000 and 3x − 2y = 6000 gives x = 6000 (and y = 6000), so A's income = 4 × 6000 = ₹24000.",
    },
    correct: 3,
  },
  {
    key: 'math-025',
    subject: 'math',
    topic: 'average',
    difficulty: 'easy',
    hi: {
      text: '12, 18, 25, 31 और 34 का औसत ज्ञात कीजिए।',
      options: ['22', '24', '25', '26'],
      explanation: 'योग = 12 + 18 + 25 + 31 + 34 = 120। औसत = $\\frac{120}{5} = 24$।',
    },
    en: {
      text: 'Find the average of 12, 18, 25, 31 and 34.',
      options: ['22', '24', '25', '26'],
      explanation: 'Sum = 12 + 18 + 25 + 31 + 34 = 120. Average = $\\frac{120}{5} = 24$.',
    },
    correct: 1,
  },
  {
    key: 'math-026',
    subject: 'math',
    topic: 'average',
    difficulty: 'medium',
    hi: {
      text: '30 छात्रों का औसत भार 40 किग्रा है। शिक्षक का भार सम्मिलित करने पर औसत भार 0.5 किग्रा बढ़ जाता है। शिक्षक का भार ज्ञात कीजिए।',
      options: ['55 किग्रा', '40.5 किग्रा', '55.5 किग्रा', '70.5 किग्रा'],
      explanation:
        'छात्रों का कुल भार = 30 × 40 = 1200 किग्रा। शिक्षक सहित कुल भार = 31 × 40.5 = 1255.5 किग्रा, अतः शिक्षक का भार = 1255.5 − 1200 = 55.5 किग्रा।',
    },
    en: {
      text: "The average weight of 30 students is 40 kg. When the teacher's weight is included, the average increases by 0.5 kg. Find the teacher's weight.",
      options: ['55 kg', '40.5 kg', '55.5 kg', '70.5 kg'],
      explanation:
        "Total weight of students = 30 × 40 = 1200 kg. Total with the teacher = 31 × 40.5 = 1255.5 kg, so the teacher's weight = 1255.5 − 1200 = 55.5 kg.",
    },
    correct: 2,
  },
  {
    key: 'math-027',
    subject: 'math',
    topic: 'average',
    difficulty: 'medium',
    hi: {
      text: '11 परिणामों का औसत 50 है। पहले 6 परिणामों का औसत 49 और अंतिम 6 परिणामों का औसत 52 है। छठा परिणाम ज्ञात कीजिए।',
      options: ['56', '52', '50', '54'],
      explanation: 'छठा परिणाम दोनों समूहों में गिना गया है। अतः छठा परिणाम = 6 × 49 + 6 × 52 − 11 × 50 = 294 + 312 − 550 = 56।',
    },
    en: {
      text: 'The average of 11 results is 50. The average of the first 6 results is 49 and that of the last 6 results is 52. Find the 6th result.',
      options: ['56', '52', '50', '54'],
      explanation: 'The 6th result is counted in both groups. So the 6th result = 6 × 49 + 6 × 52 − 11 × 50 = 294 + 312 − 550 = 56.',
    },
    correct: 0,
  },
  {
    key: 'math-028',
    subject: 'math',
    topic: 'time and work',
    difficulty: 'easy',
    hi: {
      text: 'A किसी काम को 12 दिनों में और B उसी काम को 18 दिनों में पूरा कर सकता है। दोनों मिलकर उस काम को कितने दिनों में पूरा करेंगे?',
      options: ['7.5 दिन', '6 दिन', '15 दिन', '7.2 दिन'],
      explanation: 'एक दिन का संयुक्त काम = $\\frac{1}{12} + \\frac{1}{18} = \\frac{5}{36}$। अतः समय = $\\frac{36}{5} = 7.2$ दिन।',
    },
    en: {
      text: 'A can complete a piece of work in 12 days and B can complete it in 18 days. In how many days will they complete it working together?',
      options: ['7.5 days', '6 days', '15 days', '7.2 days'],
      explanation: "Combined one day's work = $\\frac{1}{12} + \\frac{1}{18} = \\frac{5}{36}$. So time = $\\frac{36}{5} = 7.2$ days.",
    },
    correct: 3,
  },
  {
    key: 'math-029',
    subject: 'math',
    topic: 'time and work',
    difficulty: 'medium',
    hi: {
      text: 'A और B मिलकर किसी काम को 15 दिनों में पूरा करते हैं। A अकेला उसे 20 दिनों में पूरा कर सकता है। B अकेला उस काम को कितने दिनों में पूरा करेगा?',
      options: ['60 दिन', '40 दिन', '35 दिन', '45 दिन'],
      explanation:
        'B का एक दिन का काम = $\\frac{1}{15} - \\frac{1}{20} = \\frac{4 - 3}{60} = \\frac{1}{60}$। अतः B अकेला काम 60 दिनों में पूरा करेगा।',
    },
    en: {
      text: 'A and B together finish a piece of work in 15 days. A alone can finish it in 20 days. In how many days can B alone finish the work?',
      options: ['60 days', '40 days', '35 days', '45 days'],
      explanation:
        "B's one day's work = $\\frac{1}{15} - \\frac{1}{20} = \\frac{4 - 3}{60} = \\frac{1}{60}$. So B alone finishes the work in 60 days.",
    },
    correct: 0,
  },
  {
    key: 'math-030',
    subject: 'math',
    topic: 'time and work',
    difficulty: 'medium',
    hi: {
      text: 'पाइप A किसी टंकी को 20 मिनट में और पाइप B उसे 30 मिनट में भर सकता है, जबकि पाइप C भरी हुई टंकी को 15 मिनट में खाली कर सकता है। यदि खाली टंकी में तीनों पाइप एक साथ खोल दिए जाएँ, तो टंकी कितने समय में भरेगी?',
      options: ['45 मिनट', '30 मिनट', '60 मिनट', '90 मिनट'],
      explanation:
        'एक मिनट में भरा भाग = $\\frac{1}{20} + \\frac{1}{30} - \\frac{1}{15} = \\frac{3 + 2 - 4}{60} = \\frac{1}{60}$। अतः टंकी 60 मिनट में भरेगी।',
    },
    en: {
      text: 'Pipe A can fill a tank in 20 minutes and pipe B in 30 minutes, while pipe C can empty the full tank in 15 minutes. If all three pipes are opened together on the empty tank, in how much time will it be filled?',
      options: ['45 minutes', '30 minutes', '60 minutes', '90 minutes'],
      explanation:
        'Part filled in one minute = $\\frac{1}{20} + \\frac{1}{30} - \\frac{1}{15} = \\frac{3 + 2 - 4}{60} = \\frac{1}{60}$. So the tank fills in 60 minutes.',
    },
    correct: 2,
  },
  {
    key: 'math-031',
    subject: 'math',
    topic: 'time and work',
    difficulty: 'hard',
    hi: {
      text: 'A किसी काम को 24 दिनों में और B उसे 36 दिनों में पूरा कर सकता है। दोनों साथ मिलकर काम शुरू करते हैं, परंतु काम पूरा होने से 6 दिन पहले A काम छोड़ देता है। पूरा काम कितने दिनों में समाप्त हुआ?',
      options: ['16 दिन', '18 दिन', '20 दिन', '14.4 दिन'],
      explanation:
        'मान लीजिए कुल समय T दिन है; A ने (T − 6) दिन और B ने T दिन काम किया। $\\frac{T - 6}{24} + \\frac{T}{36} = 1$ ⇒ 3(T − 6) + 2T = 72 ⇒ T = 18 दिन।',
    },
    en: {
      text: 'A can do a piece of work in 24 days and B in 36 days. They start working together, but A leaves 6 days before the work is completed. In how many days was the whole work finished?',
      options: ['16 days', '18 days', '20 days', '14.4 days'],
      explanation:
        'Let the total time be T days; A worked (T − 6) days and B worked T days. $\\frac{T - 6}{24} + \\frac{T}{36} = 1$ ⇒ 3(T − 6) + 2T = 72 ⇒ T = 18 days.',
    },
    correct: 1,
  },
  {
    key: 'math-032',
    subject: 'math',
    topic: 'time speed and distance',
    difficulty: 'easy',
    hi: {
      text: '72 किमी/घंटा की चाल को मीटर/सेकंड में बदलिए।',
      options: ['25 मीटर/सेकंड', '18 मीटर/सेकंड', '15 मीटर/सेकंड', '20 मीटर/सेकंड'],
      explanation: 'किमी/घंटा को मीटर/सेकंड में बदलने के लिए $\\frac{5}{18}$ से गुणा करते हैं: $72 \\times \\frac{5}{18} = 20$ मीटर/सेकंड।',
    },
    en: {
      text: 'Convert a speed of 72 km/h into m/s.',
      options: ['25 m/s', '18 m/s', '15 m/s', '20 m/s'],
      explanation: 'To convert km/h to m/s, multiply by $\\frac{5}{18}$: $72 \\times \\frac{5}{18} = 20$ m/s.',
    },
    correct: 3,
  },
  {
    key: 'math-033',
    subject: 'math',
    topic: 'time speed and distance',
    difficulty: 'medium',
    hi: {
      text: '240 मीटर लंबी एक रेलगाड़ी एक खंभे को 12 सेकंड में पार करती है। वह 360 मीटर लंबे प्लेटफॉर्म को कितने समय में पार करेगी?',
      options: ['30 सेकंड', '18 सेकंड', '36 सेकंड', '24 सेकंड'],
      explanation:
        'रेलगाड़ी की चाल = $\\frac{240}{12} = 20$ मीटर/सेकंड। प्लेटफॉर्म पार करने में तय दूरी = 240 + 360 = 600 मीटर, अतः समय = $\\frac{600}{20} = 30$ सेकंड।',
    },
    en: {
      text: 'A train 240 m long crosses a pole in 12 seconds. How long will it take to cross a platform 360 m long?',
      options: ['30 seconds', '18 seconds', '36 seconds', '24 seconds'],
      explanation:
        'Speed of the train = $\\frac{240}{12} = 20$ m/s. Distance to cross the platform = 240 + 360 = 600 m, so time = $\\frac{600}{20} = 30$ seconds.',
    },
    correct: 0,
  },
  {
    key: 'math-034',
    subject: 'math',
    topic: 'time speed and distance',
    difficulty: 'easy',
    hi: {
      text: 'एक व्यक्ति किसी स्थान तक 60 किमी/घंटा की चाल से जाता है और उसी मार्ग से 40 किमी/घंटा की चाल से वापस लौटता है। पूरी यात्रा में उसकी औसत चाल ज्ञात कीजिए।',
      options: ['50 किमी/घंटा', '52 किमी/घंटा', '48 किमी/घंटा', '45 किमी/घंटा'],
      explanation:
        'समान दूरी के लिए औसत चाल = $\\frac{2xy}{x + y} = \\frac{2 \\times 60 \\times 40}{60 + 40} = \\frac{4800}{100} = 48$ किमी/घंटा।',
    },
    en: {
      text: 'A person travels to a place at 60 km/h and returns by the same route at 40 km/h. Find his average speed for the whole journey.',
      options: ['50 km/h', '52 km/h', '48 km/h', '45 km/h'],
      explanation:
        'For equal distances, average speed = $\\frac{2xy}{x + y} = \\frac{2 \\times 60 \\times 40}{60 + 40} = \\frac{4800}{100} = 48$ km/h.',
    },
    correct: 2,
  },
  {
    key: 'math-035',
    subject: 'math',
    topic: 'time speed and distance',
    difficulty: 'hard',
    hi: {
      text: 'यदि एक व्यक्ति 5 किमी/घंटा की चाल से चलता है, तो वह स्टेशन पर 6 मिनट देर से पहुँचता है। यदि वह 6 किमी/घंटा की चाल से चलता है, तो 4 मिनट पहले पहुँच जाता है। उसके घर से स्टेशन की दूरी ज्ञात कीजिए।',
      options: ['6 किमी', '4 किमी', '4.5 किमी', '5 किमी'],
      explanation:
        'दोनों समयों का अंतर = 6 + 4 = 10 मिनट = $\\frac{1}{6}$ घंटा। $\\frac{d}{5} - \\frac{d}{6} = \\frac{1}{6}$ ⇒ $\\frac{d}{30} = \\frac{1}{6}$ ⇒ d = 5 किमी।',
    },
    en: {
      text: 'If a man walks at 5 km/h, he reaches the station 6 minutes late. If he walks at 6 km/h, he reaches 4 minutes early. Find the distance from his home to the station.',
      options: ['6 km', '4 km', '4.5 km', '5 km'],
      explanation:
        'Difference between the two times = 6 + 4 = 10 minutes = $\\frac{1}{6}$ hour. $\\frac{d}{5} - \\frac{d}{6} = \\frac{1}{6}$ ⇒ $\\frac{d}{30} = \\frac{1}{6}$ ⇒ d = 5 km.',
    },
    correct: 3,
  },
  {
    key: 'math-036',
    subject: 'math',
    topic: 'mensuration',
    difficulty: 'easy',
    hi: {
      text: 'एक वर्ग का क्षेत्रफल 196 वर्ग सेमी है। उसका परिमाप ज्ञात कीजिए।',
      options: ['49 सेमी', '56 सेमी', '64 सेमी', '52 सेमी'],
      explanation: 'भुजा = $\\sqrt{196} = 14$ सेमी। परिमाप = 4 × 14 = 56 सेमी।',
    },
    en: {
      text: 'The area of a square is 196 sq cm. Find its perimeter.',
      options: ['49 cm', '56 cm', '64 cm', '52 cm'],
      explanation: 'Side = $\\sqrt{196} = 14$ cm. Perimeter = 4 × 14 = 56 cm.',
    },
    correct: 1,
  },
  {
    key: 'math-037',
    subject: 'math',
    topic: 'mensuration',
    difficulty: 'medium',
    hi: {
      text: 'एक बेलन की त्रिज्या 7 सेमी और ऊँचाई 10 सेमी है। उसका आयतन ज्ञात कीजिए। ($\\pi = \\frac{22}{7}$ लीजिए)',
      options: ['1540 घन सेमी', '1450 घन सेमी', '1620 घन सेमी', '770 घन सेमी'],
      explanation: 'आयतन = $\\pi r^2 h = \\frac{22}{7} \\times 7 \\times 7 \\times 10 = 1540$ घन सेमी।',
    },
    en: {
      text: 'A cylinder has radius 7 cm and height 10 cm. Find its volume. (Take $\\pi = \\frac{22}{7}$)',
      options: ['1540 cu cm', '1450 cu cm', '1620 cu cm', '770 cu cm'],
      explanation: 'Volume = $\\pi r^2 h = \\frac{22}{7} \\times 7 \\times 7 \\times 10 = 1540$ cu cm.',
    },
    correct: 0,
  },
  {
    key: 'math-038',
    subject: 'math',
    topic: 'mensuration',
    difficulty: 'hard',
    hi: {
      text: '6 सेमी त्रिज्या वाले धातु के एक ठोस गोले को पिघलाकर 2 मिमी त्रिज्या वाला एक बेलनाकार तार बनाया जाता है। तार की लंबाई ज्ञात कीजिए।',
      options: ['36 मीटर', '7.2 मीटर', '72 मीटर', '144 मीटर'],
      explanation: 'आयतन समान रहता है: $\\frac{4}{3}\\pi (6)^3 = \\pi (0.2)^2 h$ ⇒ 288 = 0.04h ⇒ h = 7200 सेमी = 72 मीटर।',
    },
    en: {
      text: 'A solid metal sphere of radius 6 cm is melted and drawn into a cylindrical wire of radius 2 mm. Find the length of the wire.',
      options: ['36 m', '7.2 m', '72 m', '144 m'],
      explanation: 'Volume is conserved: $\\frac{4}{3}\\pi (6)^3 = \\pi (0.2)^2 h$ ⇒ 288 = 0.04h ⇒ h = 7200 cm = 72 m.',
    },
    correct: 2,
  },
  {
    key: 'math-039',
    subject: 'math',
    topic: 'algebra',
    difficulty: 'easy',
    hi: {
      text: 'यदि $x + \\frac{1}{x} = 5$ है, तो $x^2 + \\frac{1}{x^2}$ का मान ज्ञात कीजिए।',
      options: ['25', '21', '27', '23'],
      explanation: '$x^2 + \\frac{1}{x^2} = \\left(x + \\frac{1}{x}\\right)^2 - 2 = 25 - 2 = 23$।',
    },
    en: {
      text: 'If $x + \\frac{1}{x} = 5$, find the value of $x^2 + \\frac{1}{x^2}$.',
      options: ['25', '21', '27', '23'],
      explanation: '$x^2 + \\frac{1}{x^2} = \\left(x + \\frac{1}{x}\\right)^2 - 2 = 25 - 2 = 23$.',
    },
    correct: 3,
  },
  {
    key: 'math-040',
    subject: 'math',
    topic: 'algebra',
    difficulty: 'medium',
    hi: {
      text: 'यदि $a + b = 10$ और $ab = 21$ है, तो $a^3 + b^3$ का मान ज्ञात कीजिए।',
      options: ['370', '340', '430', '391'],
      explanation: '$a^3 + b^3 = (a + b)^3 - 3ab(a + b) = 1000 - 3 \\times 21 \\times 10 = 1000 - 630 = 370$।',
    },
    en: {
      text: 'If $a + b = 10$ and $ab = 21$, find the value of $a^3 + b^3$.',
      options: ['370', '340', '430', '391'],
      explanation: '$a^3 + b^3 = (a + b)^3 - 3ab(a + b) = 1000 - 3 \\times 21 \\times 10 = 1000 - 630 = 370$.',
    },
    correct: 0,
  },
  {
    key: 'math-041',
    subject: 'math',
    topic: 'algebra',
    difficulty: 'hard',
    hi: {
      text: 'यदि $x = 3 + 2\\sqrt{2}$ है, तो $\\sqrt{x} - \\frac{1}{\\sqrt{x}}$ का मान ज्ञात कीजिए।',
      options: ['$2\\sqrt{2}$', '2', '1', '$\\sqrt{2}$'],
      explanation:
        '$3 + 2\\sqrt{2} = (\\sqrt{2} + 1)^2$, अतः $\\sqrt{x} = \\sqrt{2} + 1$ और $\\frac{1}{\\sqrt{x}} = \\sqrt{2} - 1$। इसलिए अंतर = $(\\sqrt{2} + 1) - (\\sqrt{2} - 1) = 2$।',
    },
    en: {
      text: 'If $x = 3 + 2\\sqrt{2}$, find the value of $\\sqrt{x} - \\frac{1}{\\sqrt{x}}$.',
      options: ['$2\\sqrt{2}$', '2', '1', '$\\sqrt{2}$'],
      explanation:
        '$3 + 2\\sqrt{2} = (\\sqrt{2} + 1)^2$, so $\\sqrt{x} = \\sqrt{2} + 1$ and $\\frac{1}{\\sqrt{x}} = \\sqrt{2} - 1$. Hence the difference = $(\\sqrt{2} + 1) - (\\sqrt{2} - 1) = 2$.',
    },
    correct: 1,
  },
  {
    key: 'math-042',
    subject: 'math',
    topic: 'geometry',
    difficulty: 'easy',
    hi: {
      text: 'एक त्रिभुज के कोणों का अनुपात 2 : 3 : 4 है। सबसे बड़ा कोण ज्ञात कीजिए।',
      options: ['60°', '90°', '80°', '100°'],
      explanation: 'कोणों का योग 180° है, अतः 9x = 180° ⇒ x = 20°। सबसे बड़ा कोण = 4 × 20° = 80°।',
    },
    en: {
      text: 'The angles of a triangle are in the ratio 2 : 3 : 4. Find the largest angle.',
      options: ['60°', '90°', '80°', '100°'],
      explanation: 'The angles add up to 180°, so 9x = 180° ⇒ x = 20°. Largest angle = 4 × 20° = 80°.',
    },
    correct: 2,
  },
  {
    key: 'math-043',
    subject: 'math',
    topic: 'geometry',
    difficulty: 'medium',
    hi: {
      text: 'एक समबहुभुज का प्रत्येक आंतरिक कोण 140° है। बहुभुज की भुजाओं की संख्या ज्ञात कीजिए।',
      options: ['8', '10', '12', '9'],
      explanation: 'प्रत्येक बाह्य कोण = 180° − 140° = 40°। भुजाओं की संख्या = $\\frac{360^\\circ}{40^\\circ} = 9$।',
    },
    en: {
      text: 'Each interior angle of a regular polygon is 140°. Find the number of sides of the polygon.',
      options: ['8', '10', '12', '9'],
      explanation: 'Each exterior angle = 180° − 140° = 40°. Number of sides = $\\frac{360^\\circ}{40^\\circ} = 9$.',
    },
    correct: 3,
  },
  {
    key: 'math-044',
    subject: 'math',
    topic: 'geometry',
    difficulty: 'hard',
    hi: {
      text: '10 सेमी और 17 सेमी त्रिज्या वाले दो वृत्त परस्पर प्रतिच्छेद करते हैं और उनके केंद्रों के बीच की दूरी 21 सेमी है। उनकी उभयनिष्ठ जीवा की लंबाई ज्ञात कीजिए।',
      options: ['16 सेमी', '12 सेमी', '20 सेमी', '15 सेमी'],
      explanation:
        'उभयनिष्ठ जीवा केंद्रों को मिलाने वाली रेखा पर लंब है। छोटे वृत्त के केंद्र से जीवा की दूरी x हो तो $100 - x^2 = 289 - (21 - x)^2$ ⇒ x = 6, अतः आधी जीवा = $\\sqrt{100 - 36} = 8$ और जीवा = 16 सेमी।',
    },
    en: {
      text: 'Two circles of radii 10 cm and 17 cm intersect each other and the distance between their centres is 21 cm. Find the length of their common chord.',
      options: ['16 cm', '12 cm', '20 cm', '15 cm'],
      explanation:
        'The common chord is perpendicular to the line joining the centres. If its distance from the smaller centre is x, then $100 - x^2 = 289 - (21 - x)^2$ ⇒ x = 6, so half-chord = $\\sqrt{100 - 36} = 8$ and the chord = 16 cm.',
    },
    correct: 0,
  },
  {
    key: 'math-045',
    subject: 'math',
    topic: 'trigonometry',
    difficulty: 'easy',
    hi: {
      text: '$\\sin 30^\\circ + \\cos 60^\\circ + \\tan 45^\\circ$ का मान ज्ञात कीजिए।',
      options: ['1', '2', '1.5', '2.5'],
      explanation:
        '$\\sin 30^\\circ = \\frac{1}{2}$, $\\cos 60^\\circ = \\frac{1}{2}$ और $\\tan 45^\\circ = 1$। अतः मान = $\\frac{1}{2} + \\frac{1}{2} + 1 = 2$।',
    },
    en: {
      text: 'Find the value of $\\sin 30^\\circ + \\cos 60^\\circ + \\tan 45^\\circ$.',
      options: ['1', '2', '1.5', '2.5'],
      explanation:
        '$\\sin 30^\\circ = \\frac{1}{2}$, $\\cos 60^\\circ = \\frac{1}{2}$ and $\\tan 45^\\circ = 1$. So the value = $\\frac{1}{2} + \\frac{1}{2} + 1 = 2$.',
    },
    correct: 1,
  },
  {
    key: 'math-046',
    subject: 'math',
    topic: 'trigonometry',
    difficulty: 'medium',
    hi: {
      text: 'यदि $\\tan\\theta = \\frac{8}{15}$ है, जहाँ $\\theta$ एक न्यून कोण है, तो $\\sin\\theta + \\cos\\theta$ का मान ज्ञात कीजिए।',
      options: ['$\\frac{17}{23}$', '$\\frac{7}{17}$', '$\\frac{23}{17}$', '$\\frac{23}{15}$'],
      explanation:
        'लंब = 8, आधार = 15 लेने पर कर्ण = $\\sqrt{64 + 225} = 17$। अतः $\\sin\\theta + \\cos\\theta = \\frac{8}{17} + \\frac{15}{17} = \\frac{23}{17}$।',
    },
    en: {
      text: 'If $\\tan\\theta = \\frac{8}{15}$, where $\\theta$ is an acute angle, find the value of $\\sin\\theta + \\cos\\theta$.',
      options: ['$\\frac{17}{23}$', '$\\frac{7}{17}$', '$\\frac{23}{17}$', '$\\frac{23}{15}$'],
      explanation:
        'Taking perpendicular = 8 and base = 15, hypotenuse = $\\sqrt{64 + 225} = 17$. So $\\sin\\theta + \\cos\\theta = \\frac{8}{17} + \\frac{15}{17} = \\frac{23}{17}$.',
    },
    correct: 2,
  },
  {
    key: 'math-047',
    subject: 'math',
    topic: 'trigonometry',
    difficulty: 'hard',
    hi: {
      text: 'यदि $\\sec\\theta + \\tan\\theta = 3$ है, जहाँ $\\theta$ एक न्यून कोण है, तो $\\sin\\theta$ का मान ज्ञात कीजिए।',
      options: ['$\\frac{3}{5}$', '$\\frac{5}{3}$', '$\\frac{4}{3}$', '$\\frac{4}{5}$'],
      explanation:
        '$\\sec^2\\theta - \\tan^2\\theta = 1$ से $\\sec\\theta - \\tan\\theta = \\frac{1}{3}$। जोड़ने-घटाने पर $\\sec\\theta = \\frac{5}{3}$ और $\\tan\\theta = \\frac{4}{3}$, अतः $\\sin\\theta = \\frac{\\tan\\theta}{\\sec\\theta} = \\frac{4}{5}$।',
    },
    en: {
      text: 'If $\\sec\\theta + \\tan\\theta = 3$, where $\\theta$ is an acute angle, find the value of $\\sin\\theta$.',
      options: ['$\\frac{3}{5}$', '$\\frac{5}{3}$', '$\\frac{4}{3}$', '$\\frac{4}{5}$'],
      explanation:
        'Since $\\sec^2\\theta - \\tan^2\\theta = 1$, we get $\\sec\\theta - \\tan\\theta = \\frac{1}{3}$. Adding and subtracting gives $\\sec\\theta = \\frac{5}{3}$ and $\\tan\\theta = \\frac{4}{3}$, so $\\sin\\theta = \\frac{\\tan\\theta}{\\sec\\theta} = \\frac{4}{5}$.',
    },
    correct: 3,
  },
  {
    key: 'math-048',
    subject: 'math',
    topic: 'data interpretation',
    difficulty: 'easy',
    hi: {
      text: 'एक दुकान ने जनवरी, फरवरी, मार्च और अप्रैल में क्रमशः 120, 150, 90 और 180 इकाइयाँ बेचीं। इन चार महीनों की औसत मासिक बिक्री ज्ञात कीजिए।',
      options: ['135', '140', '130', '145'],
      explanation: 'कुल बिक्री = 120 + 150 + 90 + 180 = 540 इकाइयाँ। औसत मासिक बिक्री = $\\frac{540}{4} = 135$ इकाइयाँ।',
    },
    en: {
      text: 'A shop sold 120, 150, 90 and 180 units in January, February, March and April respectively. Find the average monthly sales over these four months.',
      options: ['135', '140', '130', '145'],
      explanation: 'Total sales = 120 + 150 + 90 + 180 = 540 units. Average monthly sales = $\\frac{540}{4} = 135$ units.',
    },
    correct: 0,
  },
  {
    key: 'math-049',
    subject: 'math',
    topic: 'data interpretation',
    difficulty: 'medium',
    hi: {
      text: 'एक कंपनी का वार्षिक उत्पादन (हज़ार इकाइयों में) इस प्रकार है: 2018 – 40, 2019 – 50, 2020 – 45, 2021 – 60, 2022 – 72। किस वर्ष में उत्पादन में पिछले वर्ष की तुलना में प्रतिशत वृद्धि सबसे अधिक थी?',
      options: ['2019', '2020', '2021', '2022'],
      explanation:
        'प्रतिशत परिवर्तन: 2019 में $\\frac{10}{40}$ = 25%, 2020 में −10%, 2021 में $\\frac{15}{45} \\approx$ 33.3%, 2022 में $\\frac{12}{60}$ = 20%। अतः सबसे अधिक वृद्धि 2021 में हुई।',
    },
    en: {
      text: "A company's annual production (in thousand units) is: 2018 – 40, 2019 – 50, 2020 – 45, 2021 – 60, 2022 – 72. In which year was the percentage increase in production over the previous year the highest?",
      options: ['2019', '2020', '2021', '2022'],
      explanation:
        'Percentage change: 2019: $\\frac{10}{40}$ = 25%, 2020: −10%, 2021: $\\frac{15}{45} \\approx$ 33.3%, 2022: $\\frac{12}{60}$ = 20%. So the highest increase was in 2021.',
    },
    correct: 2,
  },
  {
    key: 'math-050',
    subject: 'math',
    topic: 'data interpretation',
    difficulty: 'hard',
    hi: {
      text: 'एक परिवार की मासिक आय ₹60,000 है, जिसे इस प्रकार खर्च किया जाता है: किराया 25%, भोजन 30%, शिक्षा 15%, यातायात 10% और बचत 20%। यदि भोजन पर व्यय 10% बढ़ जाए और यह अतिरिक्त राशि केवल बचत में से ली जाए (आय तथा अन्य व्यय अपरिवर्तित रहें), तो नई मासिक बचत ज्ञात कीजिए।',
      options: ['₹10,800', '₹10,200', '₹6,000', '₹9,600'],
      explanation:
        'भोजन पर व्यय = 60000 का 30% = ₹18,000; इसमें 10% वृद्धि = ₹1,800। पुरानी बचत = 60000 का 20% = ₹12,000, अतः नई बचत = 12000 − 1800 = ₹10,200।',
    },
    en: {
      text: "A family's monthly income of ₹60,000 is spent as follows: rent 25%, food 30%, education 15%, transport 10% and savings 20%. If the expenditure on food rises by 10% and the extra amount comes only out of savings (income and other expenses unchanged), find the new monthly savings.",
      options: ['₹10,800', '₹10,200', '₹6,000', '₹9,600'],
      explanation:
        'Food expenditure = 30% of 60000 = ₹18,000; a 10% rise = ₹1,800. Old savings = 20% of 60000 = ₹12,000, so new savings = 12000 − 1800 = ₹10,200.',
    },
    correct: 1,
  },
];
