import type { DemoQuestion } from './types.ts';

/** General science: biology, chemistry and physics (bio-, chem-, phy- keys). */
export const scienceQuestions: DemoQuestion[] = [
  // ── Biology ──────────────────────────────────────────────────────────────
  {
    key: 'bio-001',
    subject: 'biology',
    topic: 'cell',
    difficulty: 'easy',
    hi: {
      text: 'किस कोशिकांग को "कोशिका का ऊर्जा-गृह" (पावर हाउस) कहा जाता है?',
      options: ['राइबोसोम', 'माइटोकॉन्ड्रिया', 'गॉल्जी काय', 'लाइसोसोम'],
      explanation:
        'माइटोकॉन्ड्रिया में कोशिकीय श्वसन के दौरान भोजन (ग्लूकोज़) का ऑक्सीकरण होता है और ऊर्जा ATP के रूप में संचित होती है, इसलिए इसे कोशिका का ऊर्जा-गृह कहते हैं। राइबोसोम प्रोटीन बनाते हैं और लाइसोसोम को "आत्मघाती थैली" कहा जाता है।',
    },
    en: {
      text: 'Which cell organelle is called the "powerhouse of the cell"?',
      options: ['Ribosome', 'Mitochondrion', 'Golgi body', 'Lysosome'],
      explanation:
        'During cellular respiration, food (glucose) is oxidised in the mitochondria and the energy is stored as ATP, which is why they are called the powerhouse of the cell. Ribosomes make proteins, and lysosomes are known as the "suicide bags" of the cell.',
    },
    correct: 1,
  },
  {
    key: 'bio-002',
    subject: 'biology',
    topic: 'cell',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सी संरचना पादप कोशिका में पाई जाती है, परंतु सामान्य जंतु कोशिका में नहीं?',
      options: ['केंद्रक', 'माइटोकॉन्ड्रिया', 'कोशिका झिल्ली', 'कोशिका भित्ति'],
      explanation:
        'पादप कोशिका में कोशिका झिल्ली के बाहर सेल्युलोज़ की बनी कोशिका भित्ति होती है, जो उसे दृढ़ता और निश्चित आकार देती है। केंद्रक, माइटोकॉन्ड्रिया और कोशिका झिल्ली दोनों प्रकार की कोशिकाओं में होते हैं। हरितलवक और बड़ी केंद्रीय रिक्तिका भी पादप कोशिका की पहचान हैं।',
    },
    en: {
      text: 'Which of the following structures is found in a plant cell but not in a typical animal cell?',
      options: ['Nucleus', 'Mitochondria', 'Cell membrane', 'Cell wall'],
      explanation:
        'Outside its cell membrane, a plant cell has a cell wall made of cellulose, which gives it rigidity and a fixed shape. The nucleus, mitochondria and cell membrane are present in both kinds of cells. Chloroplasts and a large central vacuole are other marks of a plant cell.',
    },
    correct: 3,
  },
  {
    key: 'bio-003',
    subject: 'biology',
    topic: 'classification of organisms',
    difficulty: 'hard',
    hi: {
      text: 'जीवों के पाँच जगत वर्गीकरण (मोनेरा, प्रोटिस्टा, कवक, पादप और जंतु) का प्रस्ताव किसने दिया था?',
      options: ['आर. एच. व्हिटेकर', 'कार्ल लिनियस', 'चार्ल्स डार्विन', 'ग्रेगर मेंडल'],
      explanation:
        'आर. एच. व्हिटेकर ने 1969 में कोशिका संरचना, शरीर-संगठन और पोषण की विधि के आधार पर पाँच जगत वर्गीकरण दिया। कार्ल लिनियस ने द्विनाम पद्धति और दो जगत (पादप और जंतु) वर्गीकरण दिया था।',
    },
    en: {
      text: 'Who proposed the five-kingdom classification of organisms (Monera, Protista, Fungi, Plantae and Animalia)?',
      options: ['R. H. Whittaker', 'Carl Linnaeus', 'Charles Darwin', 'Gregor Mendel'],
      explanation:
        'R. H. Whittaker proposed the five-kingdom classification in 1969, based on cell structure, body organisation and mode of nutrition. Carl Linnaeus gave binomial nomenclature and the two-kingdom (plants and animals) classification.',
    },
    correct: 0,
  },
  {
    key: 'bio-004',
    subject: 'biology',
    topic: 'microorganisms',
    difficulty: 'easy',
    hi: {
      text: 'दूध से दही बनाने में कौन सा सूक्ष्मजीव सहायक होता है?',
      options: ['यीस्ट', 'राइजोबियम', 'प्लाज़्मोडियम', 'लैक्टोबैसिलस'],
      explanation:
        'लैक्टोबैसिलस जीवाणु दूध की शर्करा (लैक्टोज़) को लैक्टिक अम्ल में बदल देता है, जिससे दूध का प्रोटीन जम जाता है और दही बनता है। यीस्ट (एक कवक) का उपयोग डबलरोटी बनाने में होता है, राइजोबियम दलहनी पौधों की जड़ों में नाइट्रोजन स्थिरीकरण करता है और प्लाज़्मोडियम मलेरिया फैलाता है।',
    },
    en: {
      text: 'Which microorganism helps in turning milk into curd?',
      options: ['Yeast', 'Rhizobium', 'Plasmodium', 'Lactobacillus'],
      explanation:
        'Lactobacillus bacteria convert milk sugar (lactose) into lactic acid, which makes the milk protein set, forming curd. Yeast (a fungus) is used in making bread, Rhizobium fixes nitrogen in the roots of leguminous plants, and Plasmodium causes malaria.',
    },
    correct: 3,
  },
  {
    key: 'bio-005',
    subject: 'biology',
    topic: 'microorganisms',
    difficulty: 'medium',
    hi: {
      text: 'पहला एंटीबायोटिक पेनिसिलिन किस प्रकार के जीव से प्राप्त होता है?',
      options: ['जीवाणु', 'कवक', 'विषाणु', 'शैवाल'],
      explanation:
        'पेनिसिलिन, पेनिसिलियम नामक कवक (फफूँद) से प्राप्त होता है। अलेक्ज़ेंडर फ्लेमिंग ने 1928 में देखा कि इस फफूँद के आसपास जीवाणु नहीं पनप रहे थे। एंटीबायोटिक जीवाणुओं पर असर करते हैं, विषाणुओं पर नहीं।',
    },
    en: {
      text: 'Penicillin, the first antibiotic, is obtained from which type of organism?',
      options: ['A bacterium', 'A fungus', 'A virus', 'An alga'],
      explanation:
        'Penicillin is obtained from the fungus (mould) Penicillium. In 1928 Alexander Fleming noticed that bacteria did not grow around this mould. Antibiotics act on bacteria, not on viruses.',
    },
    correct: 1,
  },
  {
    key: 'bio-006',
    subject: 'biology',
    topic: 'plant biology',
    difficulty: 'easy',
    hi: {
      text: 'पौधों के वायवीय भागों, मुख्यतः पत्तियों के रंध्रों से जल का वाष्प के रूप में निकलना क्या कहलाता है?',
      options: ['परासरण', 'विसरण', 'वाष्पोत्सर्जन', 'बिंदुस्राव'],
      explanation:
        'रंध्रों से जल-वाष्प का निकलना वाष्पोत्सर्जन है। इससे पत्तियाँ ठंडी रहती हैं और एक खिंचाव (वाष्पोत्सर्जन खिंचाव) बनता है, जो जाइलम में जल को जड़ों से ऊपर तक चढ़ाने में मदद करता है। बिंदुस्राव में जल बूँदों (द्रव) के रूप में निकलता है, वाष्प के रूप में नहीं।',
    },
    en: {
      text: 'What is the loss of water as vapour from the aerial parts of a plant, mainly through the stomata of leaves, called?',
      options: ['Osmosis', 'Diffusion', 'Transpiration', 'Guttation'],
      explanation:
        'The loss of water vapour through stomata is transpiration. It keeps leaves cool and creates a pull (transpiration pull) that helps lift water up the xylem from the roots. In guttation, water comes out as liquid drops, not as vapour.',
    },
    correct: 2,
  },
  {
    key: 'bio-007',
    subject: 'biology',
    topic: 'animal kingdom',
    difficulty: 'hard',
    hi: {
      text: 'सरीसृपों में किस जंतु का हृदय चार कक्षों वाला होता है?',
      options: ['मगरमच्छ', 'छिपकली', 'साँप', 'कछुआ'],
      explanation:
        'अधिकांश सरीसृपों का हृदय तीन कक्षों वाला होता है (दो आलिंद और एक अपूर्ण रूप से बँटा निलय)। मगरमच्छ अपवाद है: उसका निलय पूरी तरह दो भागों में बँटा होता है, इसलिए पक्षियों और स्तनधारियों की तरह उसका हृदय चार कक्षों वाला होता है।',
    },
    en: {
      text: 'Among reptiles, which animal has a four-chambered heart?',
      options: ['Crocodile', 'Lizard', 'Snake', 'Turtle'],
      explanation:
        'Most reptiles have a three-chambered heart (two atria and an incompletely divided ventricle). The crocodile is the exception: its ventricle is completely divided, so like birds and mammals it has a four-chambered heart.',
    },
    correct: 0,
  },
  {
    key: 'bio-008',
    subject: 'biology',
    topic: 'human body',
    difficulty: 'medium',
    hi: {
      text: 'मनुष्य की लाल रक्त कोशिकाओं (RBC) का सामान्य जीवनकाल लगभग कितना होता है?',
      options: ['30 दिन', '60 दिन', '120 दिन', '365 दिन'],
      explanation:
        'लाल रक्त कोशिकाएँ अस्थि मज्जा में बनती हैं और लगभग 120 दिन तक जीवित रहती हैं। परिपक्व RBC में केंद्रक नहीं होता, इसलिए वे स्वयं की मरम्मत नहीं कर पातीं। पुरानी RBC मुख्यतः प्लीहा में नष्ट होती हैं, इसलिए प्लीहा को "RBC का कब्रिस्तान" कहा जाता है।',
    },
    en: {
      text: 'What is the normal lifespan of human red blood cells (RBCs)?',
      options: ['About 30 days', 'About 60 days', 'About 120 days', 'About 365 days'],
      explanation:
        'Red blood cells are made in the bone marrow and live for about 120 days. A mature RBC has no nucleus, so it cannot repair itself. Old RBCs are destroyed mainly in the spleen, which is why the spleen is called the "graveyard of RBCs".',
    },
    correct: 2,
  },
  {
    key: 'bio-009',
    subject: 'biology',
    topic: 'nutrition',
    difficulty: 'easy',
    hi: {
      text: 'बच्चों में प्रोटीन की कमी से होने वाला रोग कौन सा है, जिसमें पेट फूल जाता है और शरीर में सूजन आ जाती है?',
      options: ['स्कर्वी', 'घेंघा', 'रतौंधी', 'क्वाशिओरकर'],
      explanation:
        'क्वाशिओरकर आहार में प्रोटीन की कमी से होता है; इसमें पेट फूलना और शरीर में सूजन प्रमुख लक्षण हैं। प्रोटीन और ऊर्जा (कैलोरी) दोनों की कमी से मरास्मस होता है। स्कर्वी विटामिन C की, घेंघा आयोडीन की और रतौंधी विटामिन A की कमी से होती है।',
    },
    en: {
      text: 'Which disease in children is caused by a lack of protein, with a swollen belly and swelling of the body?',
      options: ['Scurvy', 'Goitre', 'Night blindness', 'Kwashiorkor'],
      explanation:
        'Kwashiorkor is caused by too little protein in the diet; a swollen belly and swelling of the body are its main signs. A lack of both protein and energy (calories) causes marasmus. Scurvy is due to lack of vitamin C, goitre to lack of iodine and night blindness to lack of vitamin A.',
    },
    correct: 3,
  },
  {
    key: 'bio-010',
    subject: 'biology',
    topic: 'vitamins and minerals',
    difficulty: 'medium',
    hi: {
      text: 'रक्त का थक्का जमने के लिए कौन सा विटामिन आवश्यक है?',
      options: ['विटामिन A', 'विटामिन K', 'विटामिन C', 'विटामिन E'],
      explanation:
        'विटामिन K की सहायता से यकृत प्रोथ्रोम्बिन जैसे थक्का बनाने वाले प्रोटीन बनाता है। इसकी कमी से चोट लगने पर रक्त देर तक बहता रहता है। हरी पत्तेदार सब्ज़ियाँ इसका अच्छा स्रोत हैं और आँत के कुछ जीवाणु भी इसे बनाते हैं।',
    },
    en: {
      text: 'Which vitamin is essential for the clotting of blood?',
      options: ['Vitamin A', 'Vitamin K', 'Vitamin C', 'Vitamin E'],
      explanation:
        'With the help of vitamin K, the liver makes clotting proteins such as prothrombin. Without enough of it, a wound keeps bleeding for a long time. Green leafy vegetables are a good source, and some bacteria in the intestine also make it.',
    },
    correct: 1,
  },
  {
    key: 'bio-011',
    subject: 'biology',
    topic: 'hormones',
    difficulty: 'easy',
    hi: {
      text: 'किस अंतःस्रावी ग्रंथि को "मास्टर ग्रंथि" कहा जाता है?',
      options: ['थायरॉइड', 'अधिवृक्क (एड्रिनल)', 'पीयूष (पिट्यूटरी)', 'अग्न्याशय'],
      explanation:
        'पीयूष ग्रंथि ऐसे हार्मोन (जैसे TSH, ACTH, FSH, LH) स्रावित करती है जो थायरॉइड, अधिवृक्क और जनन ग्रंथियों जैसी दूसरी ग्रंथियों को नियंत्रित करते हैं; वृद्धि हार्मोन भी यहीं से निकलता है। इसलिए इसे मास्टर ग्रंथि कहते हैं। स्वयं पीयूष ग्रंथि हाइपोथैलेमस के नियंत्रण में रहती है।',
    },
    en: {
      text: 'Which endocrine gland is called the "master gland"?',
      options: ['Thyroid', 'Adrenal', 'Pituitary', 'Pancreas'],
      explanation:
        'The pituitary secretes hormones (such as TSH, ACTH, FSH and LH) that control other glands like the thyroid, adrenals and gonads; growth hormone also comes from it. Hence it is called the master gland. The pituitary itself is controlled by the hypothalamus.',
    },
    correct: 2,
  },
  {
    key: 'bio-012',
    subject: 'biology',
    topic: 'diseases',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सा रोग विषाणु (वायरस) से होता है?',
      options: ['तपेदिक (टी.बी.)', 'टाइफाइड', 'हैजा', 'खसरा'],
      explanation:
        'खसरा एक विषाणु-जनित रोग है और टीकाकरण से इससे बचा जा सकता है। तपेदिक (माइकोबैक्टीरियम ट्यूबरकुलोसिस), टाइफाइड (साल्मोनेला टाइफी) और हैजा (विब्रियो कॉलेरी) जीवाणुओं से होते हैं।',
    },
    en: {
      text: 'Which of the following diseases is caused by a virus?',
      options: ['Tuberculosis (TB)', 'Typhoid', 'Cholera', 'Measles'],
      explanation:
        'Measles is a viral disease that can be prevented by vaccination. Tuberculosis (Mycobacterium tuberculosis), typhoid (Salmonella typhi) and cholera (Vibrio cholerae) are caused by bacteria.',
    },
    correct: 3,
  },
  {
    key: 'bio-013',
    subject: 'biology',
    topic: 'reproduction',
    difficulty: 'hard',
    hi: {
      text: 'पुष्पी पौधों में द्विनिषेचन के समय दूसरा नर युग्मक दो ध्रुवीय केंद्रकों से मिलकर क्या बनाता है?',
      options: ['भ्रूण (द्विगुणित)', 'भ्रूणपोष (त्रिगुणित)', 'बीजावरण', 'फलभित्ति'],
      explanation:
        'एक नर युग्मक अंड कोशिका से मिलकर द्विगुणित युग्मनज बनाता है, जिससे भ्रूण विकसित होता है। दूसरा नर युग्मक दो ध्रुवीय केंद्रकों से मिलकर त्रिगुणित प्राथमिक भ्रूणपोष केंद्रक बनाता है (त्रिक संलयन), जिससे भ्रूणपोष बनता है। एक ही भ्रूणकोष में दो निषेचन होने के कारण इसे द्विनिषेचन कहते हैं।',
    },
    en: {
      text: 'During double fertilisation in flowering plants, what does the second male gamete form by fusing with the two polar nuclei?',
      options: ['Embryo (diploid)', 'Endosperm (triploid)', 'Seed coat', 'Fruit wall'],
      explanation:
        'One male gamete fuses with the egg cell to form a diploid zygote, which grows into the embryo. The second male gamete fuses with the two polar nuclei to form the triploid primary endosperm nucleus (triple fusion), which gives rise to the endosperm. Two fusions in the same embryo sac give the process its name, double fertilisation.',
    },
    correct: 1,
  },
  {
    key: 'bio-014',
    subject: 'biology',
    topic: 'genetics',
    difficulty: 'medium',
    hi: {
      text: 'मटर के शुद्ध लंबे (TT) और शुद्ध बौने (tt) पौधों के एकसंकर संकरण में F₂ पीढ़ी का लक्षणप्ररूपी (फीनोटाइपिक) अनुपात क्या होता है?',
      options: ['3 : 1', '1 : 2 : 1', '9 : 3 : 3 : 1', '1 : 1'],
      explanation:
        'F₁ के सभी पौधे Tt (लंबे) होते हैं। F₁ के स्व-परागण से F₂ में TT, Tt और tt पौधे 1 : 2 : 1 के अनुपात में बनते हैं; यह जीनप्ररूपी अनुपात है। लंबापन प्रभावी होने के कारण TT और Tt दोनों लंबे दिखते हैं, इसलिए लक्षणप्ररूपी अनुपात 3 लंबे : 1 बौना होता है। 9 : 3 : 3 : 1 द्विसंकर संकरण का अनुपात है।',
    },
    en: {
      text: 'In a monohybrid cross between pure tall (TT) and pure dwarf (tt) pea plants, what is the phenotypic ratio of the F₂ generation?',
      options: ['3 : 1', '1 : 2 : 1', '9 : 3 : 3 : 1', '1 : 1'],
      explanation:
        'All F₁ plants are Tt (tall). Self-pollinating F₁ gives TT, Tt and tt plants in the ratio 1 : 2 : 1 in F₂; that is the genotypic ratio. Because tallness is dominant, both TT and Tt look tall, so the phenotypic ratio is 3 tall : 1 dwarf. 9 : 3 : 3 : 1 is the ratio of a dihybrid cross.',
    },
    correct: 0,
  },
  {
    key: 'bio-015',
    subject: 'biology',
    topic: 'evolution',
    difficulty: 'medium',
    hi: {
      text: '"उपार्जित लक्षणों की वंशागति" का सिद्धांत (जिराफ़ की लंबी गर्दन का उदाहरण) किसने प्रस्तुत किया था?',
      options: ['चार्ल्स डार्विन', 'ह्यूगो डी व्रीज़', 'जीन-बैप्टिस्ट लैमार्क', 'ग्रेगर मेंडल'],
      explanation:
        'लैमार्क (1809) के अनुसार अंगों के उपयोग और अनुपयोग से जीवन-काल में उपार्जित लक्षण अगली पीढ़ी में पहुँचते हैं; जैसे ऊँची डालियों तक पहुँचने के प्रयास से जिराफ़ की गर्दन लंबी हुई। डार्विन ने प्राकृतिक वरण का और ह्यूगो डी व्रीज़ ने उत्परिवर्तन का सिद्धांत दिया।',
    },
    en: {
      text: 'Who put forward the theory of "inheritance of acquired characters" (the example of the giraffe\'s long neck)?',
      options: ['Charles Darwin', 'Hugo de Vries', 'Jean-Baptiste Lamarck', 'Gregor Mendel'],
      explanation:
        "According to Lamarck (1809), characters acquired during a lifetime through the use and disuse of organs pass to the next generation; for example, the giraffe's neck grew long by stretching to reach high branches. Darwin gave the theory of natural selection and Hugo de Vries the mutation theory.",
    },
    correct: 2,
  },

  // ── Chemistry ────────────────────────────────────────────────────────────
  {
    key: 'chem-001',
    subject: 'chemistry',
    topic: 'matter and its states',
    difficulty: 'easy',
    hi: {
      text: 'किसी ठोस का द्रव अवस्था में आए बिना सीधे वाष्प में बदल जाना क्या कहलाता है?',
      options: ['वाष्पन', 'ऊर्ध्वपातन', 'संघनन', 'गलन'],
      explanation:
        'ठोस का सीधे वाष्प में बदलना ऊर्ध्वपातन है। कपूर, नेफ़्थलीन की गोलियाँ और शुष्क बर्फ़ (ठोस कार्बन डाइऑक्साइड) इसके उदाहरण हैं। वाष्पन में द्रव वाष्प बनता है, संघनन में वाष्प द्रव बनती है और गलन में ठोस द्रव बनता है।',
    },
    en: {
      text: 'What is the change of a solid directly into vapour, without becoming a liquid, called?',
      options: ['Evaporation', 'Sublimation', 'Condensation', 'Melting'],
      explanation:
        'A solid changing directly into vapour is sublimation. Camphor, naphthalene balls and dry ice (solid carbon dioxide) are examples. In evaporation a liquid becomes vapour, in condensation vapour becomes liquid, and in melting a solid becomes liquid.',
    },
    correct: 1,
  },
  {
    key: 'chem-002',
    subject: 'chemistry',
    topic: 'atomic structure',
    difficulty: 'medium',
    hi: {
      text: 'न्यूट्रॉन की खोज किसने की थी?',
      options: ['जे. जे. थॉमसन', 'अर्नेस्ट रदरफोर्ड', 'नील्स बोर', 'जेम्स चैडविक'],
      explanation:
        'जेम्स चैडविक ने 1932 में न्यूट्रॉन की खोज की, जो नाभिक में स्थित आवेशरहित कण है। जे. जे. थॉमसन ने इलेक्ट्रॉन (1897) खोजा, रदरफोर्ड ने स्वर्ण-पत्र प्रयोग से नाभिक की खोज की और नील्स बोर ने निश्चित कक्षाओं वाला परमाणु मॉडल दिया।',
    },
    en: {
      text: 'Who discovered the neutron?',
      options: ['J. J. Thomson', 'Ernest Rutherford', 'Niels Bohr', 'James Chadwick'],
      explanation:
        'James Chadwick discovered the neutron, the uncharged particle in the nucleus, in 1932. J. J. Thomson discovered the electron (1897), Rutherford discovered the nucleus with his gold-foil experiment, and Niels Bohr gave the atomic model with fixed orbits.',
    },
    correct: 3,
  },
  {
    key: 'chem-003',
    subject: 'chemistry',
    topic: 'periodic table',
    difficulty: 'medium',
    hi: {
      text: 'आधुनिक आवर्त सारणी के एक ही समूह (ऊर्ध्वाधर स्तंभ) के तत्वों में क्या समान होता है?',
      options: ['कोशों (शेल) की संख्या', 'परमाणु द्रव्यमान', 'न्यूट्रॉनों की संख्या', 'संयोजी इलेक्ट्रॉनों की संख्या'],
      explanation:
        'एक समूह के सभी तत्वों के बाहरी कोश में संयोजी इलेक्ट्रॉनों की संख्या समान होती है, इसलिए उनके रासायनिक गुण मिलते-जुलते हैं; जैसे समूह 1 के सभी तत्वों में 1 संयोजी इलेक्ट्रॉन होता है। एक ही आवर्त (क्षैतिज पंक्ति) के तत्वों में कोशों की संख्या समान होती है।',
    },
    en: {
      text: 'What do the elements of the same group (vertical column) of the modern periodic table have in common?',
      options: ['Number of shells', 'Atomic mass', 'Number of neutrons', 'Number of valence electrons'],
      explanation:
        'All elements of a group have the same number of valence electrons in their outermost shell, so their chemical properties are similar; for example, every Group 1 element has 1 valence electron. Elements of the same period (horizontal row) have the same number of shells.',
    },
    correct: 3,
  },
  {
    key: 'chem-004',
    subject: 'chemistry',
    topic: 'chemical bonding',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से किस अणु के दो परमाणुओं के बीच त्रिबंध (ट्रिपल बॉन्ड) होता है?',
      options: ['$\\mathrm{O_2}$', '$\\mathrm{N_2}$', '$\\mathrm{Cl_2}$', '$\\mathrm{H_2}$'],
      explanation:
        'नाइट्रोजन के बाहरी कोश में 5 इलेक्ट्रॉन होते हैं; अष्टक पूरा करने के लिए दोनों परमाणु तीन इलेक्ट्रॉन-युग्म साझा करते हैं, जिससे $\\mathrm{N \\equiv N}$ त्रिबंध बनता है। यह बंध बहुत प्रबल है, इसलिए $\\mathrm{N_2}$ कम क्रियाशील है। $\\mathrm{O_2}$ में द्विबंध तथा $\\mathrm{Cl_2}$ और $\\mathrm{H_2}$ में एकल बंध होता है।',
    },
    en: {
      text: 'In which of the following molecules are the two atoms joined by a triple bond?',
      options: ['$\\mathrm{O_2}$', '$\\mathrm{N_2}$', '$\\mathrm{Cl_2}$', '$\\mathrm{H_2}$'],
      explanation:
        'Nitrogen has 5 electrons in its outer shell; to complete the octet the two atoms share three electron pairs, forming the $\\mathrm{N \\equiv N}$ triple bond. This bond is very strong, so $\\mathrm{N_2}$ is not very reactive. $\\mathrm{O_2}$ has a double bond, while $\\mathrm{Cl_2}$ and $\\mathrm{H_2}$ have single bonds.',
    },
    correct: 1,
  },
  {
    key: 'chem-005',
    subject: 'chemistry',
    topic: 'chemical reactions',
    difficulty: 'medium',
    hi: {
      text: 'बिना बुझे चूने (CaO) पर जल डालने से बुझा चूना बनता है और बहुत ऊष्मा निकलती है। यह किस प्रकार की अभिक्रिया है?',
      options: ['वियोजन (अपघटन) अभिक्रिया', 'विस्थापन अभिक्रिया', 'संयोजन अभिक्रिया', 'द्विविस्थापन अभिक्रिया'],
      explanation:
        '$\\mathrm{CaO + H_2O \\rightarrow Ca(OH)_2}$ में दो अभिकारक मिलकर एक ही उत्पाद बनाते हैं, इसलिए यह संयोजन अभिक्रिया है। ऊष्मा निकलने के कारण यह ऊष्माक्षेपी अभिक्रिया भी है। अपघटन में इसका उल्टा होता है: एक पदार्थ टूटकर कई पदार्थ बनाता है।',
    },
    en: {
      text: 'Adding water to quicklime (CaO) forms slaked lime and releases a lot of heat. What type of reaction is this?',
      options: ['Decomposition reaction', 'Displacement reaction', 'Combination reaction', 'Double displacement reaction'],
      explanation:
        'In $\\mathrm{CaO + H_2O \\rightarrow Ca(OH)_2}$ two reactants join to form a single product, so it is a combination reaction. Since heat is given out, it is also exothermic. Decomposition is the reverse: one substance breaks down into several.',
    },
    correct: 2,
  },
  {
    key: 'chem-006',
    subject: 'chemistry',
    topic: 'acids bases and salts',
    difficulty: 'easy',
    hi: {
      text: 'खाने का सोडा (बेकिंग सोडा) का रासायनिक नाम क्या है?',
      options: ['सोडियम कार्बोनेट', 'सोडियम हाइड्रॉक्साइड', 'सोडियम क्लोराइड', 'सोडियम हाइड्रोजन कार्बोनेट'],
      explanation:
        'खाने का सोडा सोडियम हाइड्रोजन कार्बोनेट ($\\mathrm{NaHCO_3}$) है। गर्म करने या अम्ल से मिलने पर यह कार्बन डाइऑक्साइड गैस छोड़ता है, जिससे केक और ढोकला फूलकर नरम बनते हैं। धोने का सोडा सोडियम कार्बोनेट है और सोडियम हाइड्रॉक्साइड को कॉस्टिक सोडा कहते हैं।',
    },
    en: {
      text: 'What is the chemical name of baking soda?',
      options: ['Sodium carbonate', 'Sodium hydroxide', 'Sodium chloride', 'Sodium hydrogen carbonate'],
      explanation:
        'Baking soda is sodium hydrogen carbonate ($\\mathrm{NaHCO_3}$). On heating or with an acid it releases carbon dioxide gas, which makes cakes and dhokla rise and turn soft. Washing soda is sodium carbonate, and sodium hydroxide is called caustic soda.',
    },
    correct: 3,
  },
  {
    key: 'chem-007',
    subject: 'chemistry',
    topic: 'metals and non-metals',
    difficulty: 'easy',
    hi: {
      text: 'किस धातु को केरोसिन (मिट्टी के तेल) में डुबोकर रखा जाता है?',
      options: ['सोडियम', 'लोहा', 'तांबा', 'एल्युमिनियम'],
      explanation:
        'सोडियम अत्यधिक क्रियाशील धातु है; खुली हवा में यह ऑक्सीजन और नमी से तेज़ी से अभिक्रिया करता है और आग भी पकड़ सकता है। केरोसिन इसे हवा और नमी से अलग रखता है। पोटैशियम को भी इसी कारण केरोसिन में रखा जाता है।',
    },
    en: {
      text: 'Which metal is stored immersed in kerosene?',
      options: ['Sodium', 'Iron', 'Copper', 'Aluminium'],
      explanation:
        'Sodium is a highly reactive metal; in open air it reacts quickly with oxygen and moisture and can even catch fire. Kerosene keeps it away from air and moisture. Potassium is stored in kerosene for the same reason.',
    },
    correct: 0,
  },
  {
    key: 'chem-008',
    subject: 'chemistry',
    topic: 'metallurgy',
    difficulty: 'hard',
    hi: {
      text: 'धातुकर्म में सल्फ़ाइड अयस्क को अधिक वायु की उपस्थिति में तेज़ गर्म करके ऑक्साइड में बदलने की प्रक्रिया क्या कहलाती है?',
      options: ['निस्तापन', 'भर्जन', 'प्रगलन', 'फेन प्लवन'],
      explanation:
        'भर्जन में सल्फ़ाइड अयस्क को अधिक वायु में गर्म किया जाता है, जैसे $\\mathrm{2ZnS + 3O_2 \\rightarrow 2ZnO + 2SO_2}$। निस्तापन में कार्बोनेट अयस्क को वायु की अनुपस्थिति या सीमित वायु में गर्म किया जाता है ($\\mathrm{ZnCO_3 \\rightarrow ZnO + CO_2}$)। फेन प्लवन सल्फ़ाइड अयस्क के सांद्रण की विधि है।',
    },
    en: {
      text: 'In metallurgy, what is the process of strongly heating a sulphide ore in excess air to convert it into an oxide called?',
      options: ['Calcination', 'Roasting', 'Smelting', 'Froth flotation'],
      explanation:
        'In roasting a sulphide ore is heated in excess air, e.g. $\\mathrm{2ZnS + 3O_2 \\rightarrow 2ZnO + 2SO_2}$. In calcination a carbonate ore is heated in the absence of air or in limited air ($\\mathrm{ZnCO_3 \\rightarrow ZnO + CO_2}$). Froth flotation is a method of concentrating sulphide ores.',
    },
    correct: 1,
  },
  {
    key: 'chem-009',
    subject: 'chemistry',
    topic: 'carbon and its compounds',
    difficulty: 'medium',
    hi: {
      text: 'ऐल्केनों (संतृप्त हाइड्रोकार्बनों) का सामान्य सूत्र क्या है?',
      options: ['$\\mathrm{C_nH_{2n}}$', '$\\mathrm{C_nH_{2n-2}}$', '$\\mathrm{C_nH_{2n+2}}$', '$\\mathrm{C_nH_n}$'],
      explanation:
        'ऐल्केनों में कार्बन परमाणुओं के बीच केवल एकल बंध होते हैं और उनका सामान्य सूत्र $\\mathrm{C_nH_{2n+2}}$ है; जैसे $n = 1$ पर मेथेन $\\mathrm{CH_4}$ और $n = 2$ पर एथेन $\\mathrm{C_2H_6}$। द्विबंध वाले ऐल्कीनों का सूत्र $\\mathrm{C_nH_{2n}}$ और त्रिबंध वाले ऐल्काइनों का $\\mathrm{C_nH_{2n-2}}$ है।',
    },
    en: {
      text: 'What is the general formula of alkanes (saturated hydrocarbons)?',
      options: ['$\\mathrm{C_nH_{2n}}$', '$\\mathrm{C_nH_{2n-2}}$', '$\\mathrm{C_nH_{2n+2}}$', '$\\mathrm{C_nH_n}$'],
      explanation:
        'Alkanes have only single bonds between carbon atoms and their general formula is $\\mathrm{C_nH_{2n+2}}$; for example methane $\\mathrm{CH_4}$ for $n = 1$ and ethane $\\mathrm{C_2H_6}$ for $n = 2$. Alkenes, with a double bond, are $\\mathrm{C_nH_{2n}}$ and alkynes, with a triple bond, are $\\mathrm{C_nH_{2n-2}}$.',
    },
    correct: 2,
  },
  {
    key: 'chem-010',
    subject: 'chemistry',
    topic: 'carbon and its compounds',
    difficulty: 'easy',
    hi: {
      text: 'वाहनों में ईंधन के रूप में प्रयुक्त CNG (संपीडित प्राकृतिक गैस) का मुख्य घटक कौन सा है?',
      options: ['मेथेन', 'ब्यूटेन', 'एथिलीन', 'एसिटिलीन'],
      explanation:
        'CNG मुख्यतः मेथेन ($\\mathrm{CH_4}$) है, जिसे उच्च दाब पर संपीडित करके भरा जाता है। यह पेट्रोल-डीज़ल की तुलना में कम प्रदूषण करती है। रसोई गैस LPG का मुख्य घटक ब्यूटेन (प्रोपेन के साथ) है।',
    },
    en: {
      text: 'What is the main component of CNG (compressed natural gas) used as a vehicle fuel?',
      options: ['Methane', 'Butane', 'Ethylene', 'Acetylene'],
      explanation:
        'CNG is mainly methane ($\\mathrm{CH_4}$), filled after being compressed at high pressure. It pollutes less than petrol or diesel. Butane (with propane) is the main component of LPG, the cooking gas.',
    },
    correct: 0,
  },
  {
    key: 'chem-011',
    subject: 'chemistry',
    topic: 'solutions',
    difficulty: 'medium',
    hi: {
      text: 'अँधेरे कमरे में प्रकाश की किरण डालने पर निम्नलिखित में से कौन किरण का मार्ग दिखा देगा (टिंडल प्रभाव)?',
      options: ['नमक का जलीय विलयन', 'चीनी का जलीय विलयन', 'कॉपर सल्फेट का जलीय विलयन', 'दूध'],
      explanation:
        'दूध एक कोलॉइड है; इसके कण (लगभग 1 से 1000 नैनोमीटर) इतने बड़े होते हैं कि प्रकाश का प्रकीर्णन कर दें, इसलिए किरण का मार्ग दिखाई देता है। इसे टिंडल प्रभाव कहते हैं। नमक, चीनी और कॉपर सल्फेट के विलयन वास्तविक विलयन हैं, जिनके कण 1 नैनोमीटर से भी छोटे होते हैं।',
    },
    en: {
      text: 'When a beam of light is passed through them in a dark room, which of the following will show the path of the beam (Tyndall effect)?',
      options: ['Salt solution in water', 'Sugar solution in water', 'Copper sulphate solution in water', 'Milk'],
      explanation:
        'Milk is a colloid; its particles (about 1 to 1000 nanometres) are big enough to scatter light, so the path of the beam becomes visible. This is the Tyndall effect. Salt, sugar and copper sulphate solutions are true solutions whose particles are smaller than 1 nanometre.',
    },
    correct: 3,
  },
  {
    key: 'chem-012',
    subject: 'chemistry',
    topic: 'electrochemistry',
    difficulty: 'hard',
    hi: {
      text: 'तांबे के विद्युत-अपघटनी परिष्करण में शुद्ध तांबा कहाँ जमा होता है?',
      options: ['एनोड (धनात्मक इलेक्ट्रोड) पर', 'एनोड के नीचे, एनोड पंक के रूप में', 'कैथोड (ऋणात्मक इलेक्ट्रोड) पर', 'विद्युत-अपघट्य की ऊपरी सतह पर'],
      explanation:
        'अशुद्ध तांबे को एनोड और शुद्ध तांबे की पतली पट्टी को कैथोड बनाया जाता है; विद्युत-अपघट्य अम्लीय कॉपर सल्फेट विलयन होता है। धारा प्रवाहित करने पर एनोड से तांबा $\\mathrm{Cu^{2+}}$ आयन बनकर घुलता है और कैथोड पर शुद्ध तांबे के रूप में जमा होता है। अघुलनशील अशुद्धियाँ एनोड के नीचे एनोड पंक के रूप में बैठ जाती हैं।',
    },
    en: {
      text: 'In the electrolytic refining of copper, where is the pure copper deposited?',
      options: [
        'On the anode (positive electrode)',
        'Below the anode, as anode mud',
        'On the cathode (negative electrode)',
        'On the top surface of the electrolyte',
      ],
      explanation:
        'Impure copper is made the anode and a thin strip of pure copper the cathode; the electrolyte is acidified copper sulphate solution. When current flows, copper from the anode dissolves as $\\mathrm{Cu^{2+}}$ ions and is deposited on the cathode as pure copper. Insoluble impurities settle below the anode as anode mud.',
    },
    correct: 2,
  },
  {
    key: 'chem-013',
    subject: 'chemistry',
    topic: 'radioactivity',
    difficulty: 'medium',
    hi: {
      text: 'किसी रेडियोधर्मी नाभिक से एक अल्फा कण उत्सर्जित होने पर उसकी परमाणु संख्या में कितनी कमी आती है?',
      options: ['1', '2', '4', 'कोई परिवर्तन नहीं'],
      explanation:
        'अल्फा कण हीलियम का नाभिक है, जिसमें 2 प्रोटॉन और 2 न्यूट्रॉन होते हैं। इसलिए अल्फा क्षय में परमाणु संख्या 2 और द्रव्यमान संख्या 4 घट जाती है; जैसे यूरेनियम-238 (परमाणु संख्या 92) से थोरियम-234 (परमाणु संख्या 90) बनता है।',
    },
    en: {
      text: 'By how much does the atomic number of a radioactive nucleus decrease when it emits one alpha particle?',
      options: ['1', '2', '4', 'No change'],
      explanation:
        'An alpha particle is a helium nucleus, with 2 protons and 2 neutrons. So in alpha decay the atomic number falls by 2 and the mass number by 4; for example, uranium-238 (atomic number 92) becomes thorium-234 (atomic number 90).',
    },
    correct: 1,
  },
  {
    key: 'chem-014',
    subject: 'chemistry',
    topic: 'polymers',
    difficulty: 'hard',
    hi: {
      text: 'प्राकृतिक रबर किस एकलक (मोनोमर) का बहुलक है?',
      options: ['आइसोप्रीन', 'एथिलीन', 'स्टाइरीन', 'विनाइल क्लोराइड'],
      explanation:
        'प्राकृतिक रबर रबर के पेड़ के लेटेक्स (दूधिया रस) से मिलता है और यह आइसोप्रीन का बहुलक (सिस-पॉलीआइसोप्रीन) है। एथिलीन से पॉलीथीन, स्टाइरीन से पॉलीस्टाइरीन और विनाइल क्लोराइड से PVC बनता है।',
    },
    en: {
      text: 'Natural rubber is a polymer of which monomer?',
      options: ['Isoprene', 'Ethylene', 'Styrene', 'Vinyl chloride'],
      explanation:
        'Natural rubber comes from the latex (milky sap) of the rubber tree and is a polymer of isoprene (cis-polyisoprene). Ethylene gives polythene, styrene gives polystyrene and vinyl chloride gives PVC.',
    },
    correct: 0,
  },
  {
    key: 'chem-015',
    subject: 'chemistry',
    topic: 'chemistry in everyday life',
    difficulty: 'easy',
    hi: {
      text: 'पेट की अम्लता (एसिडिटी) से राहत के लिए ली जाने वाली प्रतिअम्ल (एंटासिड) दवाओं में प्रायः क्या होता है?',
      options: ['सिरका (एसिटिक अम्ल)', 'साधारण नमक (सोडियम क्लोराइड)', 'मैग्नीशियम हाइड्रॉक्साइड', 'नींबू का रस (सिट्रिक अम्ल)'],
      explanation:
        'आमाशय में हाइड्रोक्लोरिक अम्ल अधिक बनने पर जलन होती है। एंटासिड में मैग्नीशियम हाइड्रॉक्साइड (मिल्क ऑफ़ मैग्नीशिया) जैसा दुर्बल क्षार होता है, जो अम्ल को उदासीन कर देता है: $\\mathrm{Mg(OH)_2 + 2HCl \\rightarrow MgCl_2 + 2H_2O}$। सिरका और नींबू का रस तो स्वयं अम्ल हैं।',
    },
    en: {
      text: 'What do antacid medicines taken for relief from stomach acidity usually contain?',
      options: ['Vinegar (acetic acid)', 'Common salt (sodium chloride)', 'Magnesium hydroxide', 'Lemon juice (citric acid)'],
      explanation:
        'Too much hydrochloric acid in the stomach causes a burning feeling. Antacids contain a weak base such as magnesium hydroxide (milk of magnesia), which neutralises the acid: $\\mathrm{Mg(OH)_2 + 2HCl \\rightarrow MgCl_2 + 2H_2O}$. Vinegar and lemon juice are themselves acids.',
    },
    correct: 2,
  },
  {
    key: 'chem-016',
    subject: 'chemistry',
    topic: 'chemistry in everyday life',
    difficulty: 'hard',
    hi: {
      text: 'रिसाव का पता लगाने के लिए LPG सिलेंडर की गैस में तीव्र गंध वाला कौन सा यौगिक मिलाया जाता है?',
      options: ['एथिल मरकैप्टन', 'अमोनिया', 'क्लोरोफ़ॉर्म', 'मेथेन'],
      explanation:
        'LPG (मुख्यतः ब्यूटेन और प्रोपेन) स्वयं गंधहीन होती है। इसलिए इसमें थोड़ी मात्रा में एथिल मरकैप्टन (एथेनथायोल, $\\mathrm{C_2H_5SH}$) मिलाया जाता है। यह गंधक युक्त यौगिक है जिसकी तेज़ गंध से गैस का रिसाव तुरंत पता चल जाता है।',
    },
    en: {
      text: 'Which strong-smelling compound is added to the gas in LPG cylinders so that leaks can be detected?',
      options: ['Ethyl mercaptan', 'Ammonia', 'Chloroform', 'Methane'],
      explanation:
        'LPG (mainly butane and propane) has no smell of its own. So a small amount of ethyl mercaptan (ethanethiol, $\\mathrm{C_2H_5SH}$) is added. This sulphur compound has a strong smell that makes a gas leak noticeable at once.',
    },
    correct: 0,
  },

  // ── Physics ──────────────────────────────────────────────────────────────
  {
    key: 'phy-001',
    subject: 'physics',
    topic: 'units',
    difficulty: 'medium',
    hi: {
      text: 'निम्नलिखित में से कौन सा SI पद्धति का मूल मात्रक नहीं है?',
      options: ['किलोग्राम', 'केल्विन', 'न्यूटन', 'कैंडेला'],
      explanation:
        'SI पद्धति में सात मूल मात्रक हैं: मीटर, किलोग्राम, सेकंड, ऐम्पियर, केल्विन, मोल और कैंडेला। न्यूटन (बल का मात्रक) एक व्युत्पन्न मात्रक है: $1\\ \\text{N} = 1\\ \\text{kg m/s}^2$।',
    },
    en: {
      text: 'Which of the following is NOT a base unit of the SI system?',
      options: ['Kilogram', 'Kelvin', 'Newton', 'Candela'],
      explanation:
        'The SI system has seven base units: metre, kilogram, second, ampere, kelvin, mole and candela. The newton (unit of force) is a derived unit: $1\\ \\text{N} = 1\\ \\text{kg m/s}^2$.',
    },
    correct: 2,
  },
  {
    key: 'phy-002',
    subject: 'physics',
    topic: 'motion',
    difficulty: 'hard',
    hi: {
      text: 'एक कार कुल दूरी का पहला आधा भाग 60 km/h और शेष आधा भाग 40 km/h की चाल से तय करती है। पूरी यात्रा में उसकी औसत चाल क्या है?',
      options: ['50 km/h', '48 km/h', '45 km/h', '52 km/h'],
      explanation:
        'औसत चाल = कुल दूरी ÷ कुल समय। बराबर दूरियों के लिए यह $\\frac{2 v_1 v_2}{v_1 + v_2} = \\frac{2 \\times 60 \\times 40}{60 + 40} = 48$ km/h होती है। उत्तर 50 नहीं है, क्योंकि कार धीमी चाल से अधिक समय तक चलती है।',
    },
    en: {
      text: 'A car covers the first half of a distance at 60 km/h and the second half at 40 km/h. What is its average speed for the whole journey?',
      options: ['50 km/h', '48 km/h', '45 km/h', '52 km/h'],
      explanation:
        'Average speed = total distance ÷ total time. For equal distances this is $\\frac{2 v_1 v_2}{v_1 + v_2} = \\frac{2 \\times 60 \\times 40}{60 + 40} = 48$ km/h. The answer is not 50, because the car spends more time at the slower speed.',
    },
    correct: 1,
  },
  {
    key: 'phy-003',
    subject: 'physics',
    topic: 'laws of motion',
    difficulty: 'easy',
    hi: {
      text: 'चलती बस के अचानक रुकने पर उसमें खड़े यात्री आगे की ओर झुक जाते हैं। इसका कारण क्या है?',
      options: ['गति का जड़त्व', 'विराम का जड़त्व', 'गुरुत्वाकर्षण बल', 'घर्षण बल'],
      explanation:
        'बस रुकने पर यात्री के पैर बस के साथ रुक जाते हैं, परंतु शरीर का ऊपरी भाग गति के जड़त्व के कारण आगे बढ़ता रहता है, इसलिए यात्री आगे झुक जाता है। यह न्यूटन के गति के पहले नियम (जड़त्व का नियम) का उदाहरण है। बस के अचानक चलने पर पीछे झुकना विराम के जड़त्व के कारण होता है।',
    },
    en: {
      text: 'When a moving bus stops suddenly, the standing passengers lean forward. Why?',
      options: ['Inertia of motion', 'Inertia of rest', 'Force of gravity', 'Force of friction'],
      explanation:
        "When the bus stops, the passenger's feet stop with it, but the upper body keeps moving forward because of inertia of motion, so the passenger leans forward. This illustrates Newton's first law of motion (law of inertia). Falling backward when a bus starts suddenly is due to inertia of rest.",
    },
    correct: 0,
  },
  {
    key: 'phy-004',
    subject: 'physics',
    topic: 'work energy and power',
    difficulty: 'medium',
    hi: {
      text: 'किसी वस्तु का वेग दोगुना कर दिया जाए, तो उसकी गतिज ऊर्जा कितनी हो जाएगी?',
      options: ['दोगुनी', 'आधी', 'चार गुनी', 'अपरिवर्तित'],
      explanation:
        'गतिज ऊर्जा $K = \\frac{1}{2}mv^2$ होती है, अर्थात् यह वेग के वर्ग के समानुपाती है। वेग 2 गुना होने पर गतिज ऊर्जा $2^2 = 4$ गुनी हो जाती है।',
    },
    en: {
      text: 'If the velocity of a body is doubled, what happens to its kinetic energy?',
      options: ['It doubles', 'It halves', 'It becomes four times', 'It stays the same'],
      explanation:
        'Kinetic energy is $K = \\frac{1}{2}mv^2$, so it is proportional to the square of the velocity. Doubling the velocity makes the kinetic energy $2^2 = 4$ times as large.',
    },
    correct: 2,
  },
  {
    key: 'phy-005',
    subject: 'physics',
    topic: 'gravitation',
    difficulty: 'medium',
    hi: {
      text: 'पृथ्वी पर किसी वस्तु का भार कहाँ सबसे अधिक होगा?',
      options: ['भूमध्य रेखा पर', 'ध्रुवों पर', 'पृथ्वी के केंद्र पर', '45° अक्षांश पर'],
      explanation:
        'पृथ्वी ध्रुवों पर थोड़ी चपटी है, इसलिए ध्रुव केंद्र के अधिक निकट हैं और वहाँ गुरुत्वीय त्वरण $g$ अधिक होता है; साथ ही ध्रुवों पर पृथ्वी के घूर्णन का प्रभाव नहीं होता। अतः भार ($W = mg$) ध्रुवों पर सबसे अधिक होता है। पृथ्वी के केंद्र पर $g$ शून्य होता है, इसलिए वहाँ भार शून्य होगा।',
    },
    en: {
      text: 'Where on the Earth would the weight of a body be greatest?',
      options: ['At the equator', 'At the poles', 'At the centre of the Earth', 'At 45° latitude'],
      explanation:
        "The Earth is slightly flattened at the poles, so the poles are closer to the centre and the acceleration due to gravity $g$ is larger there; also, the Earth's rotation has no effect at the poles. So weight ($W = mg$) is greatest at the poles. At the centre of the Earth $g$ is zero, so the weight would be zero.",
    },
    correct: 1,
  },
  {
    key: 'phy-006',
    subject: 'physics',
    topic: 'properties of matter',
    difficulty: 'easy',
    hi: {
      text: 'वर्षा की बूँदें गोलाकार क्यों होती हैं?',
      options: ['श्यानता के कारण', 'वायु के दाब के कारण', 'गुरुत्वाकर्षण के कारण', 'पृष्ठ तनाव के कारण'],
      explanation:
        'पृष्ठ तनाव के कारण द्रव की सतह खिंची हुई झिल्ली की तरह व्यवहार करती है और अपना क्षेत्रफल न्यूनतम रखना चाहती है। दिए गए आयतन के लिए गोले का पृष्ठ-क्षेत्रफल सबसे कम होता है, इसलिए बूँदें गोल हो जाती हैं।',
    },
    en: {
      text: 'Why are raindrops spherical?',
      options: ['Because of viscosity', 'Because of air pressure', 'Because of gravity', 'Because of surface tension'],
      explanation:
        'Because of surface tension, the surface of a liquid behaves like a stretched membrane and tends to keep its area as small as possible. For a given volume a sphere has the least surface area, so drops become round.',
    },
    correct: 3,
  },
  {
    key: 'phy-007',
    subject: 'physics',
    topic: 'properties of matter',
    difficulty: 'hard',
    hi: {
      text: 'पानी से भरे गिलास में बर्फ़ का एक टुकड़ा तैर रहा है। बर्फ़ पूरी तरह पिघल जाने पर गिलास में पानी का तल कैसा रहेगा?',
      options: ['बढ़ जाएगा', 'घट जाएगा', 'वही रहेगा', 'पहले बढ़ेगा, फिर घटेगा'],
      explanation:
        'प्लवन के नियम के अनुसार तैरती हुई बर्फ़ अपने भार के बराबर पानी विस्थापित करती है। पिघलने पर बर्फ़ उसी भार का पानी बन जाती है, जो ठीक उतना ही आयतन घेरता है जितना पानी पहले विस्थापित हुआ था। इसलिए पानी का तल नहीं बदलता।',
    },
    en: {
      text: 'A piece of ice is floating in a glass full of water. When the ice has melted completely, what happens to the water level?',
      options: ['It rises', 'It falls', 'It stays the same', 'It first rises, then falls'],
      explanation:
        'By the law of flotation, floating ice displaces water equal to its own weight. On melting, the ice becomes water of that same weight, which takes up exactly the volume of water it had displaced. So the water level does not change.',
    },
    correct: 2,
  },
  {
    key: 'phy-008',
    subject: 'physics',
    topic: 'heat',
    difficulty: 'medium',
    hi: {
      text: 'किस ताप पर सेल्सियस और फ़ारेनहाइट पैमानों के पाठ्यांक बराबर होते हैं?',
      options: ['−40°', '0°', '32°', '100°'],
      explanation:
        'संबंध $F = \\frac{9}{5}C + 32$ में $F = C = x$ रखने पर $x = \\frac{9}{5}x + 32$, अर्थात् $-\\frac{4}{5}x = 32$, इसलिए $x = -40$। अतः −40°C = −40°F। 0°C पर फ़ारेनहाइट पाठ्यांक 32° होता है।',
    },
    en: {
      text: 'At what temperature do the Celsius and Fahrenheit scales show the same reading?',
      options: ['−40°', '0°', '32°', '100°'],
      explanation:
        'Putting $F = C = x$ in $F = \\frac{9}{5}C + 32$ gives $x = \\frac{9}{5}x + 32$, i.e. $-\\frac{4}{5}x = 32$, so $x = -40$. Hence −40°C = −40°F. At 0°C the Fahrenheit reading is 32°.',
    },
    correct: 0,
  },
  {
    key: 'phy-009',
    subject: 'physics',
    topic: 'sound',
    difficulty: 'easy',
    hi: {
      text: 'ध्वनि किसमें से होकर नहीं चल सकती?',
      options: ['जल', 'वायु', 'निर्वात', 'इस्पात'],
      explanation:
        'ध्वनि एक यांत्रिक तरंग है, जिसे चलने के लिए माध्यम (ठोस, द्रव या गैस) के कणों की आवश्यकता होती है। निर्वात में कण नहीं होते, इसलिए वहाँ ध्वनि नहीं चल सकती; यही कारण है कि अंतरिक्ष यात्री रेडियो से बात करते हैं। ध्वनि की चाल ठोसों में सबसे अधिक होती है।',
    },
    en: {
      text: 'Through which of these can sound NOT travel?',
      options: ['Water', 'Air', 'Vacuum', 'Steel'],
      explanation:
        'Sound is a mechanical wave and needs the particles of a medium (solid, liquid or gas) to travel. A vacuum has no particles, so sound cannot travel through it; this is why astronauts talk by radio. Sound travels fastest in solids.',
    },
    correct: 2,
  },
  {
    key: 'phy-010',
    subject: 'physics',
    topic: 'light',
    difficulty: 'easy',
    hi: {
      text: 'वाहनों में पीछे का दृश्य देखने के लिए (रियर-व्यू मिरर के रूप में) किस दर्पण का उपयोग किया जाता है?',
      options: ['अवतल दर्पण', 'उत्तल दर्पण', 'समतल दर्पण', 'बेलनाकार दर्पण'],
      explanation:
        'उत्तल दर्पण हमेशा सीधा और छोटा प्रतिबिंब बनाता है और इसका दृष्टि-क्षेत्र बड़ा होता है, इसलिए चालक पीछे का बड़ा भाग देख पाता है। अवतल दर्पण का उपयोग दाढ़ी बनाने के दर्पण और टॉर्च व हेडलाइट के परावर्तक में होता है।',
    },
    en: {
      text: 'Which mirror is used in vehicles as a rear-view mirror?',
      options: ['Concave mirror', 'Convex mirror', 'Plane mirror', 'Cylindrical mirror'],
      explanation:
        'A convex mirror always forms an erect, diminished image and has a wide field of view, so the driver can see a large area behind. Concave mirrors are used as shaving mirrors and as reflectors in torches and headlights.',
    },
    correct: 1,
  },
  {
    key: 'phy-011',
    subject: 'physics',
    topic: 'light',
    difficulty: 'medium',
    hi: {
      text: '50 cm फ़ोकस दूरी वाले उत्तल लेंस की क्षमता कितनी है?',
      options: ['+0.5 D', '−2 D', '+50 D', '+2 D'],
      explanation:
        'लेंस की क्षमता $P = \\frac{1}{f}$ होती है, जहाँ $f$ मीटर में लिया जाता है। $f = 50$ cm $= 0.5$ m, इसलिए $P = \\frac{1}{0.5} = +2$ D (डाइऑप्टर)। उत्तल लेंस की क्षमता धनात्मक और अवतल लेंस की ऋणात्मक होती है।',
    },
    en: {
      text: 'What is the power of a convex lens of focal length 50 cm?',
      options: ['+0.5 D', '−2 D', '+50 D', '+2 D'],
      explanation:
        'The power of a lens is $P = \\frac{1}{f}$ with $f$ in metres. $f = 50$ cm $= 0.5$ m, so $P = \\frac{1}{0.5} = +2$ D (dioptre). A convex lens has positive power and a concave lens negative power.',
    },
    correct: 3,
  },
  {
    key: 'phy-012',
    subject: 'physics',
    topic: 'electricity',
    difficulty: 'easy',
    hi: {
      text: '100 W का एक बल्ब प्रतिदिन 10 घंटे जलता है। एक दिन में वह कितनी यूनिट विद्युत ऊर्जा खर्च करेगा?',
      options: ['1 यूनिट', '10 यूनिट', '100 यूनिट', '0.1 यूनिट'],
      explanation:
        'ऊर्जा = शक्ति × समय = 100 W × 10 h = 1000 Wh = 1 kWh। विद्युत ऊर्जा का व्यावसायिक मात्रक 1 kWh ही "1 यूनिट" कहलाता है, इसलिए बल्ब एक दिन में 1 यूनिट खर्च करेगा।',
    },
    en: {
      text: 'A 100 W bulb is lit for 10 hours a day. How many units of electrical energy does it use in a day?',
      options: ['1 unit', '10 units', '100 units', '0.1 unit'],
      explanation:
        'Energy = power × time = 100 W × 10 h = 1000 Wh = 1 kWh. The commercial unit of electrical energy, 1 kWh, is what is called "1 unit", so the bulb uses 1 unit a day.',
    },
    correct: 0,
  },
  {
    key: 'phy-013',
    subject: 'physics',
    topic: 'magnetism',
    difficulty: 'medium',
    hi: {
      text: 'किस वैज्ञानिक ने सबसे पहले दिखाया कि विद्युत धारा अपने चारों ओर चुंबकीय क्षेत्र उत्पन्न करती है?',
      options: ['माइकल फ़ैराडे', 'हैंस क्रिश्चियन ओर्स्टेड', 'आंद्रे-मारी ऐम्पियर', 'जेम्स क्लर्क मैक्सवेल'],
      explanation:
        'ओर्स्टेड ने 1820 में देखा कि धारावाही तार के पास रखी चुंबकीय सुई विक्षेपित हो जाती है, जिससे सिद्ध हुआ कि धारा चुंबकीय क्षेत्र बनाती है। फ़ैराडे ने इसका उल्टा, अर्थात् चुंबकीय क्षेत्र बदलने से धारा उत्पन्न होना (विद्युत-चुंबकीय प्रेरण, 1831), खोजा।',
    },
    en: {
      text: 'Which scientist first showed that an electric current produces a magnetic field around it?',
      options: ['Michael Faraday', 'Hans Christian Oersted', 'André-Marie Ampère', 'James Clerk Maxwell'],
      explanation:
        'In 1820 Oersted saw that a compass needle placed near a current-carrying wire was deflected, proving that a current produces a magnetic field. Faraday discovered the reverse, that a changing magnetic field produces a current (electromagnetic induction, 1831).',
    },
    correct: 1,
  },
  {
    key: 'phy-014',
    subject: 'physics',
    topic: 'modern physics',
    difficulty: 'hard',
    hi: {
      text: 'प्रकाश-विद्युत प्रभाव में उत्सर्जित इलेक्ट्रॉनों की अधिकतम गतिज ऊर्जा किस पर निर्भर करती है?',
      options: ['आपतित प्रकाश की तीव्रता पर', 'प्रकाश पड़ने की अवधि पर', 'धातु की सतह के क्षेत्रफल पर', 'आपतित प्रकाश की आवृत्ति पर'],
      explanation:
        'आइंस्टीन के समीकरण $K_{max} = h\\nu - \\phi$ के अनुसार अधिकतम गतिज ऊर्जा आपतित प्रकाश की आवृत्ति $\\nu$ बढ़ने पर बढ़ती है ($\\phi$ धातु का कार्य-फलन है)। तीव्रता बढ़ाने से केवल उत्सर्जित इलेक्ट्रॉनों की संख्या (प्रकाश-धारा) बढ़ती है, उनकी अधिकतम ऊर्जा नहीं। इसी व्याख्या के लिए आइंस्टीन को 1921 का नोबेल पुरस्कार मिला।',
    },
    en: {
      text: 'In the photoelectric effect, what does the maximum kinetic energy of the emitted electrons depend on?',
      options: [
        'The intensity of the incident light',
        'How long the light falls',
        'The area of the metal surface',
        'The frequency of the incident light',
      ],
      explanation:
        "By Einstein's equation $K_{max} = h\\nu - \\phi$, the maximum kinetic energy increases with the frequency $\\nu$ of the incident light ($\\phi$ is the work function of the metal). Raising the intensity only increases the number of electrons emitted (the photocurrent), not their maximum energy. Einstein received the 1921 Nobel Prize for this explanation.",
    },
    correct: 3,
  },
  {
    key: 'phy-015',
    subject: 'physics',
    topic: 'scientific instruments',
    difficulty: 'easy',
    hi: {
      text: 'वायुमंडलीय दाब मापने के लिए किस उपकरण का उपयोग किया जाता है?',
      options: ['हाइड्रोमीटर', 'हाइग्रोमीटर', 'एमीटर', 'बैरोमीटर'],
      explanation:
        'बैरोमीटर वायुमंडलीय दाब मापता है; दाब का अचानक गिरना तूफ़ान का संकेत हो सकता है। हाइड्रोमीटर द्रवों का आपेक्षिक घनत्व, हाइग्रोमीटर वायु की आर्द्रता और एमीटर विद्युत धारा मापता है।',
    },
    en: {
      text: 'Which instrument is used to measure atmospheric pressure?',
      options: ['Hydrometer', 'Hygrometer', 'Ammeter', 'Barometer'],
      explanation:
        'A barometer measures atmospheric pressure; a sudden fall in pressure can signal a storm. A hydrometer measures the relative density of liquids, a hygrometer the humidity of air and an ammeter electric current.',
    },
    correct: 3,
  },
  {
    key: 'phy-016',
    subject: 'physics',
    topic: 'scientific instruments',
    difficulty: 'medium',
    hi: {
      text: 'दूध की शुद्धता (उसमें पानी की मिलावट) की जाँच के लिए किस उपकरण का उपयोग होता है?',
      options: ['लैक्टोमीटर', 'ओडोमीटर', 'पाइरोमीटर', 'मैनोमीटर'],
      explanation:
        'लैक्टोमीटर दूध का आपेक्षिक घनत्व मापता है। दूध पानी से थोड़ा भारी होता है, इसलिए पानी मिलाने पर उसका घनत्व घट जाता है और लैक्टोमीटर अधिक डूबता है। ओडोमीटर वाहन द्वारा तय दूरी, पाइरोमीटर बहुत ऊँचे ताप और मैनोमीटर गैस का दाब मापता है।',
    },
    en: {
      text: 'Which instrument is used to check the purity of milk (whether water has been added)?',
      options: ['Lactometer', 'Odometer', 'Pyrometer', 'Manometer'],
      explanation:
        'A lactometer measures the relative density of milk. Milk is slightly denser than water, so adding water lowers its density and the lactometer sinks deeper. An odometer measures the distance travelled by a vehicle, a pyrometer very high temperatures and a manometer gas pressure.',
    },
    correct: 0,
  },
];
