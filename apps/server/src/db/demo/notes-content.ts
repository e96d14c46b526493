import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { PdfDocument } from '../../modules/notes/pdf-writer.ts';

/** The demo organisation's id (seed.ts), repeated here so this content has no import cycle. */
const DEMO_ORG = '00000000-0000-4000-8000-000000000002';

export type DemoNote = {
  sourceKey: string;
  organizationId: string;
  subject: string;
  topic: string | null;
  title: { hi: string; en: string };
  body: { hi: string; en: string };
};

export type DemoPdf = {
  sourceKey: string;
  organizationId: string;
  subject: string;
  topic: string | null;
  title: { hi: string; en: string };
  description: { hi: string; en: string };
  fileName: string;
  document: PdfDocument;
};

/** Original notes: three platform-wide (default organisation), two for Demo Institute's students. */
export const DEMO_NOTES: DemoNote[] = [
  {
    sourceKey: 'demo:note:fundamental-rights',
    organizationId: DEFAULT_ORG_ID,
    subject: 'polity',
    topic: 'fundamental rights',
    title: { hi: 'मौलिक अधिकार: एक नज़र में', en: 'Fundamental Rights at a Glance' },
    body: {
      hi: `<p>संविधान के <strong>भाग III (अनुच्छेद 12 से 35)</strong> में नागरिकों के मौलिक अधिकार दिए गए हैं। इनकी प्रेरणा अमेरिका के संविधान (बिल ऑफ़ राइट्स) से ली गई है। मूल संविधान में सात मौलिक अधिकार थे; अब छह हैं।</p>
<h2>छह मौलिक अधिकार</h2>
<table><tbody>
<tr><th><p>अधिकार</p></th><th><p>अनुच्छेद</p></th></tr>
<tr><td><p>समानता का अधिकार</p></td><td><p>14–18</p></td></tr>
<tr><td><p>स्वतंत्रता का अधिकार</p></td><td><p>19–22</p></td></tr>
<tr><td><p>शोषण के विरुद्ध अधिकार</p></td><td><p>23–24</p></td></tr>
<tr><td><p>धार्मिक स्वतंत्रता का अधिकार</p></td><td><p>25–28</p></td></tr>
<tr><td><p>संस्कृति और शिक्षा संबंधी अधिकार</p></td><td><p>29–30</p></td></tr>
<tr><td><p>संवैधानिक उपचारों का अधिकार</p></td><td><p>32</p></td></tr>
</tbody></table>
<h2>परीक्षा में बार-बार पूछे जाने वाले तथ्य</h2>
<ul>
<li><p><strong>संपत्ति का अधिकार</strong> 44वें संशोधन (1978) द्वारा मौलिक अधिकारों से हटाया गया; अब यह अनुच्छेद 300A के अंतर्गत एक कानूनी अधिकार है।</p></li>
<li><p><strong>अनुच्छेद 21A</strong> (6 से 14 वर्ष के बच्चों को निःशुल्क और अनिवार्य शिक्षा) 86वें संशोधन (2002) से जोड़ा गया।</p></li>
<li><p>डॉ. भीमराव आंबेडकर ने <strong>अनुच्छेद 32</strong> को संविधान का "हृदय और आत्मा" कहा।</p></li>
<li><p>राष्ट्रीय आपातकाल में भी <strong>अनुच्छेद 20 और 21</strong> निलंबित नहीं किए जा सकते।</p></li>
</ul>
<h3>पाँच रिट</h3>
<ol>
<li><p><strong>बंदी प्रत्यक्षीकरण</strong>: अवैध रूप से बंदी बनाए गए व्यक्ति को न्यायालय के सामने प्रस्तुत करने का आदेश।</p></li>
<li><p><strong>परमादेश</strong>: किसी लोक अधिकारी को उसका कर्तव्य निभाने का आदेश।</p></li>
<li><p><strong>प्रतिषेध</strong>: निचले न्यायालय को अपने अधिकार क्षेत्र से बाहर जाने से रोकना।</p></li>
<li><p><strong>उत्प्रेषण</strong>: निचले न्यायालय से मामला मँगाकर उसका आदेश रद्द करना।</p></li>
<li><p><strong>अधिकार पृच्छा</strong>: किसी व्यक्ति से पूछना कि वह किस अधिकार से सार्वजनिक पद पर है।</p></li>
</ol>`,
      en: `<p><strong>Part III of the Constitution (Articles 12 to 35)</strong> sets out the Fundamental Rights. They were inspired by the Bill of Rights of the United States. The original Constitution had seven Fundamental Rights; today there are six.</p>
<h2>The six Fundamental Rights</h2>
<table><tbody>
<tr><th><p>Right</p></th><th><p>Articles</p></th></tr>
<tr><td><p>Right to Equality</p></td><td><p>14–18</p></td></tr>
<tr><td><p>Right to Freedom</p></td><td><p>19–22</p></td></tr>
<tr><td><p>Right against Exploitation</p></td><td><p>23–24</p></td></tr>
<tr><td><p>Right to Freedom of Religion</p></td><td><p>25–28</p></td></tr>
<tr><td><p>Cultural and Educational Rights</p></td><td><p>29–30</p></td></tr>
<tr><td><p>Right to Constitutional Remedies</p></td><td><p>32</p></td></tr>
</tbody></table>
<h2>Facts asked again and again</h2>
<ul>
<li><p>The <strong>Right to Property</strong> was removed from the Fundamental Rights by the 44th Amendment (1978); it is now a legal right under Article 300A.</p></li>
<li><p><strong>Article 21A</strong> (free and compulsory education for children aged 6 to 14) was added by the 86th Amendment (2002).</p></li>
<li><p>Dr B. R. Ambedkar called <strong>Article 32</strong> the "heart and soul" of the Constitution.</p></li>
<li><p><strong>Articles 20 and 21</strong> cannot be suspended even during a National Emergency.</p></li>
</ul>
<h3>The five writs</h3>
<ol>
<li><p><strong>Habeas corpus</strong>: produce a person held unlawfully before the court.</p></li>
<li><p><strong>Mandamus</strong>: order a public official to perform a duty.</p></li>
<li><p><strong>Prohibition</strong>: stop a lower court from going beyond its jurisdiction.</p></li>
<li><p><strong>Certiorari</strong>: call up a case from a lower court and quash its order.</p></li>
<li><p><strong>Quo warranto</strong>: ask by what authority a person holds a public office.</p></li>
</ol>`,
    },
  },
  {
    sourceKey: 'demo:note:percentage-shortcuts',
    organizationId: DEFAULT_ORG_ID,
    subject: 'math',
    topic: 'percentage',
    title: { hi: 'प्रतिशत के शॉर्टकट', en: 'Percentage Shortcuts' },
    body: {
      hi: `<p>प्रतिशत के प्रश्न लगभग हर परीक्षा में आते हैं। ये पाँच नियम याद रखें और हर प्रश्न में समय बचाएँ।</p>
<h2>1. x का y% = y का x%</h2>
<p>उदाहरण: 50 का 16% निकालना कठिन लगे तो 16 का 50% निकालें = <strong>8</strong>।</p>
<h2>2. क्रमिक परिवर्तन</h2>
<p>यदि किसी राशि में पहले a% और फिर b% का परिवर्तन हो, तो कुल परिवर्तन = a + b + (a × b) ÷ 100 प्रतिशत। कमी को ऋणात्मक लें।</p>
<p>उदाहरण: 20% वृद्धि और फिर 10% कमी: 20 − 10 − (20 × 10) ÷ 100 = <strong>8% वृद्धि</strong>।</p>
<h2>3. कीमत बढ़े तो खपत कितनी घटाएँ</h2>
<p>कीमत r% बढ़ने पर खर्च उतना ही रखने के लिए खपत में कमी = r ÷ (100 + r) × 100 प्रतिशत।</p>
<p>उदाहरण: कीमत 25% बढ़ी, तो खपत 25 ÷ 125 × 100 = <strong>20%</strong> घटानी होगी।</p>
<h2>4. A, B से r% अधिक हो तो B, A से कितना कम</h2>
<p>B, A से r ÷ (100 + r) × 100 प्रतिशत कम होगा। A, B से 25% अधिक है, तो B, A से 20% कम है।</p>
<h2>5. भिन्न और प्रतिशत</h2>
<ul>
<li><p>1/2 = 50%, 1/3 = 33.33%, 1/4 = 25%, 1/5 = 20%</p></li>
<li><p>1/6 = 16.67%, 1/8 = 12.5%, 1/9 = 11.11%, 1/10 = 10%</p></li>
<li><p>1/11 = 9.09%, 1/12 = 8.33%, 1/16 = 6.25%, 1/20 = 5%</p></li>
</ul>
<p>इन्हें याद रखने से गणना छोटी भिन्नों में बदल जाती है: 37.5% = 3/8, इसलिए 480 का 37.5% = 480 × 3 ÷ 8 = <strong>180</strong>।</p>`,
      en: `<p>Percentage questions appear in nearly every exam. Learn these five rules and save time on every question.</p>
<h2>1. x% of y = y% of x</h2>
<p>Example: if 16% of 50 feels awkward, take 50% of 16 instead = <strong>8</strong>.</p>
<h2>2. Successive changes</h2>
<p>If an amount changes first by a% and then by b%, the net change = a + b + (a × b) ÷ 100 per cent. Take a decrease as negative.</p>
<p>Example: a 20% rise followed by a 10% fall: 20 − 10 − (20 × 10) ÷ 100 = <strong>an 8% rise</strong>.</p>
<h2>3. Price up, how much to cut consumption</h2>
<p>When a price rises by r%, keeping spending the same needs a cut in consumption of r ÷ (100 + r) × 100 per cent.</p>
<p>Example: the price rises by 25%, so consumption must fall by 25 ÷ 125 × 100 = <strong>20%</strong>.</p>
<h2>4. If A is r% more than B, how much less is B than A</h2>
<p>B is r ÷ (100 + r) × 100 per cent less than A. If A is 25% more than B, B is 20% less than A.</p>
<h2>5. Fractions and percentages</h2>
<ul>
<li><p>1/2 = 50%, 1/3 = 33.33%, 1/4 = 25%, 1/5 = 20%</p></li>
<li><p>1/6 = 16.67%, 1/8 = 12.5%, 1/9 = 11.11%, 1/10 = 10%</p></li>
<li><p>1/11 = 9.09%, 1/12 = 8.33%, 1/16 = 6.25%, 1/20 = 5%</p></li>
</ul>
<p>Knowing these turns a calculation into a small fraction: 37.5% = 3/8, so 37.5% of 480 = 480 × 3 ÷ 8 = <strong>180</strong>.</p>`,
    },
  },
  {
    sourceKey: 'demo:note:indian-rivers',
    organizationId: DEFAULT_ORG_ID,
    subject: 'indian geography',
    topic: 'rivers',
    title: { hi: 'भारत की प्रमुख नदियाँ', en: 'Major Rivers of India' },
    body: {
      hi: `<p>भारत की नदियाँ दो समूहों में बँटी हैं: <strong>हिमालयी नदियाँ</strong>, जो बर्फ़ पिघलने से पूरे वर्ष बहती हैं, और <strong>प्रायद्वीपीय नदियाँ</strong>, जो मुख्य रूप से वर्षा पर निर्भर हैं।</p>
<h2>उद्गम और संगम</h2>
<table><tbody>
<tr><th><p>नदी</p></th><th><p>उद्गम</p></th><th><p>कहाँ गिरती है</p></th></tr>
<tr><td><p>गंगा</p></td><td><p>गंगोत्री हिमनद (गोमुख), उत्तराखंड</p></td><td><p>बंगाल की खाड़ी</p></td></tr>
<tr><td><p>यमुना</p></td><td><p>यमुनोत्री हिमनद, उत्तराखंड</p></td><td><p>प्रयागराज में गंगा</p></td></tr>
<tr><td><p>ब्रह्मपुत्र</p></td><td><p>मानसरोवर के पास, तिब्बत</p></td><td><p>बंगाल की खाड़ी</p></td></tr>
<tr><td><p>गोदावरी</p></td><td><p>त्र्यंबकेश्वर, नासिक (महाराष्ट्र)</p></td><td><p>बंगाल की खाड़ी</p></td></tr>
<tr><td><p>कृष्णा</p></td><td><p>महाबलेश्वर (महाराष्ट्र)</p></td><td><p>बंगाल की खाड़ी</p></td></tr>
<tr><td><p>कावेरी</p></td><td><p>तलकावेरी, कोडगु (कर्नाटक)</p></td><td><p>बंगाल की खाड़ी</p></td></tr>
<tr><td><p>नर्मदा</p></td><td><p>अमरकंटक (मध्य प्रदेश)</p></td><td><p>खंभात की खाड़ी (अरब सागर)</p></td></tr>
<tr><td><p>तापी</p></td><td><p>मुलताई, बैतूल (मध्य प्रदेश)</p></td><td><p>खंभात की खाड़ी (अरब सागर)</p></td></tr>
</tbody></table>
<h2>याद रखने योग्य बातें</h2>
<ul>
<li><p>भागीरथी और अलकनंदा <strong>देवप्रयाग</strong> में मिलकर गंगा बनाती हैं। गंगा भारत की सबसे लंबी नदी है और 2008 में इसे राष्ट्रीय नदी घोषित किया गया।</p></li>
<li><p>ब्रह्मपुत्र को तिब्बत में <strong>त्सांगपो</strong>, अरुणाचल प्रदेश में <strong>सियांग</strong> और बांग्लादेश में <strong>जमुना</strong> कहते हैं।</p></li>
<li><p>गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है; इसे <strong>दक्षिण गंगा</strong> भी कहते हैं।</p></li>
<li><p>नर्मदा और तापी पश्चिम की ओर बहती हैं और डेल्टा के बजाय <strong>ज्वारनदमुख</strong> बनाती हैं।</p></li>
</ul>`,
      en: `<p>India's rivers fall into two groups: the <strong>Himalayan rivers</strong>, fed by melting snow and flowing all year, and the <strong>peninsular rivers</strong>, which depend mainly on rain.</p>
<h2>Where they rise and where they end</h2>
<table><tbody>
<tr><th><p>River</p></th><th><p>Origin</p></th><th><p>Flows into</p></th></tr>
<tr><td><p>Ganga</p></td><td><p>Gangotri glacier (Gaumukh), Uttarakhand</p></td><td><p>Bay of Bengal</p></td></tr>
<tr><td><p>Yamuna</p></td><td><p>Yamunotri glacier, Uttarakhand</p></td><td><p>the Ganga at Prayagraj</p></td></tr>
<tr><td><p>Brahmaputra</p></td><td><p>near Mansarovar, Tibet</p></td><td><p>Bay of Bengal</p></td></tr>
<tr><td><p>Godavari</p></td><td><p>Trimbakeshwar, Nashik (Maharashtra)</p></td><td><p>Bay of Bengal</p></td></tr>
<tr><td><p>Krishna</p></td><td><p>Mahabaleshwar (Maharashtra)</p></td><td><p>Bay of Bengal</p></td></tr>
<tr><td><p>Kaveri</p></td><td><p>Talakaveri, Kodagu (Karnataka)</p></td><td><p>Bay of Bengal</p></td></tr>
<tr><td><p>Narmada</p></td><td><p>Amarkantak (Madhya Pradesh)</p></td><td><p>Gulf of Khambhat (Arabian Sea)</p></td></tr>
<tr><td><p>Tapi</p></td><td><p>Multai, Betul (Madhya Pradesh)</p></td><td><p>Gulf of Khambhat (Arabian Sea)</p></td></tr>
</tbody></table>
<h2>Points to remember</h2>
<ul>
<li><p>The Bhagirathi and the Alaknanda meet at <strong>Devprayag</strong> to form the Ganga. The Ganga is India's longest river and was declared the National River in 2008.</p></li>
<li><p>The Brahmaputra is called the <strong>Tsangpo</strong> in Tibet, the <strong>Siang</strong> in Arunachal Pradesh and the <strong>Jamuna</strong> in Bangladesh.</p></li>
<li><p>The Godavari is the longest river of peninsular India and is also called the <strong>Dakshin Ganga</strong>.</p></li>
<li><p>The Narmada and the Tapi flow west and form <strong>estuaries</strong> instead of deltas.</p></li>
</ul>`,
    },
  },
  {
    sourceKey: 'demo:note:blood-relations',
    organizationId: DEMO_ORG,
    subject: 'reasoning',
    topic: 'blood relations',
    title: { hi: 'रक्त संबंध: हल करने की आसान विधि', en: 'Blood Relations: A Method That Works' },
    body: {
      hi: `<p>रक्त संबंध के प्रश्न मन में हल करने पर अक्सर गलत हो जाते हैं। हमेशा <strong>परिवार-वृक्ष</strong> बनाएँ।</p>
<h2>चिह्न</h2>
<ul>
<li><p>पुरुष के लिए <strong>+</strong> और महिला के लिए <strong>−</strong> लिखें।</p></li>
<li><p>पति-पत्नी को दो पंक्तियों (=) से जोड़ें, भाई-बहन को एक आड़ी रेखा से।</p></li>
<li><p>एक पीढ़ी नीचे जाने के लिए खड़ी रेखा खींचें।</p></li>
</ul>
<h2>तीन नियम</h2>
<ol>
<li><p>लंबे वाक्य को <strong>अंत से</strong> पढ़ें: "मेरे दादा के इकलौते पुत्र का पुत्र" में पहले "दादा का इकलौता पुत्र" = पिता।</p></li>
<li><p>केवल नाम देखकर लिंग न मानें; लिंग तभी तय करें जब प्रश्न में बताया गया हो।</p></li>
<li><p>हर कथन को वृक्ष में जोड़ने के बाद ही अगला कथन पढ़ें।</p></li>
</ol>
<h2>हल किया हुआ उदाहरण</h2>
<p>एक व्यक्ति की ओर इशारा करते हुए रिया कहती है, "वह मेरे दादा के इकलौते पुत्र का पुत्र है।"</p>
<p>दादा का इकलौता पुत्र = रिया के पिता। पिता का पुत्र = रिया का भाई। <strong>उत्तर: वह व्यक्ति रिया का भाई है।</strong></p>`,
      en: `<p>Blood relation questions solved in your head often go wrong. Always draw a <strong>family tree</strong>.</p>
<h2>Symbols</h2>
<ul>
<li><p>Write <strong>+</strong> for a male and <strong>−</strong> for a female.</p></li>
<li><p>Join a married couple with a double line (=) and siblings with a single horizontal line.</p></li>
<li><p>Draw a vertical line to go down one generation.</p></li>
</ul>
<h2>Three rules</h2>
<ol>
<li><p>Read a long statement <strong>from the end</strong>: in "the son of my grandfather's only son", first "my grandfather's only son" = my father.</p></li>
<li><p>Never assume gender from a name; fix it only when the question states it.</p></li>
<li><p>Add each statement to the tree before reading the next.</p></li>
</ol>
<h2>A worked example</h2>
<p>Pointing to a man, Riya says, "He is the son of my grandfather's only son."</p>
<p>Grandfather's only son = Riya's father. Father's son = Riya's brother. <strong>Answer: the man is Riya's brother.</strong></p>`,
    },
  },
  {
    sourceKey: 'demo:note:tenses-quick-rules',
    organizationId: DEMO_ORG,
    subject: 'english',
    topic: 'tenses',
    title: { hi: 'Tenses: त्रुटि पहचान के नियम', en: 'Tenses: Rules for Error Spotting' },
    body: {
      hi: `<p>Error spotting में tense की गलतियाँ सबसे अधिक पूछी जाती हैं। ये नियम उदाहरण सहित याद करें।</p>
<ul>
<li><p><strong>Simple present</strong> आदतों और सार्वभौमिक सत्यों के लिए: <em>The sun rises in the east.</em></p></li>
<li><p>know, believe, love, own जैसी <strong>stative verbs</strong> सामान्यतः continuous में नहीं आतीं: <em>I know him</em>, न कि <em>I am knowing him</em>।</p></li>
<li><p><strong>Present perfect</strong> के साथ yesterday, last year, in 2010 जैसे निश्चित भूतकाल के शब्द नहीं आते: <em>I finished it yesterday</em>, न कि <em>I have finished it yesterday</em>।</p></li>
<li><p>since/for के साथ चल रहे कार्य के लिए <strong>present perfect continuous</strong>: <em>She has been studying since morning.</em></p></li>
<li><p>भूतकाल की दो घटनाओं में पहले हुई घटना के लिए <strong>past perfect</strong>: <em>The train had left before we reached the station.</em></p></li>
<li><p>when, if, before, as soon as वाले उपवाक्य में भविष्य के लिए भी <strong>simple present</strong>: <em>I will call you when he arrives</em>, न कि <em>when he will arrive</em>।</p></li>
</ul>`,
      en: `<p>Tense errors are the most common in error spotting. Learn these rules with their examples.</p>
<ul>
<li><p><strong>Simple present</strong> for habits and universal truths: <em>The sun rises in the east.</em></p></li>
<li><p><strong>Stative verbs</strong> such as know, believe, love and own are not normally used in the continuous: <em>I know him</em>, not <em>I am knowing him</em>.</p></li>
<li><p>The <strong>present perfect</strong> does not take a definite past time such as yesterday, last year or in 2010: <em>I finished it yesterday</em>, not <em>I have finished it yesterday</em>.</p></li>
<li><p>Use the <strong>present perfect continuous</strong> with since or for for an action still going on: <em>She has been studying since morning.</em></p></li>
<li><p>Use the <strong>past perfect</strong> for the earlier of two past actions: <em>The train had left before we reached the station.</em></p></li>
<li><p>In clauses with when, if, before or as soon as, use the <strong>simple present</strong> even for the future: <em>I will call you when he arrives</em>, not <em>when he will arrive</em>.</p></li>
</ul>`,
    },
  },
];

/** Two original PDFs, written at start-up by pdf-writer.ts (English text: the standard fonts have no Devanagari). */
export const DEMO_PDFS: DemoPdf[] = [
  {
    sourceKey: 'demo:pdf:constitution-key-articles',
    organizationId: DEFAULT_ORG_ID,
    subject: 'polity',
    topic: 'constitution',
    title: { hi: 'भारतीय संविधान: प्रमुख अनुच्छेद', en: 'Indian Constitution: Key Articles' },
    description: {
      hi: 'एक पृष्ठ की पुनरावृत्ति शीट: परीक्षाओं में सबसे अधिक पूछे जाने वाले अनुच्छेद और महत्वपूर्ण तथ्य (अंग्रेज़ी में)।',
      en: 'A one-page revision sheet: the articles asked most often in exams, with key facts.',
    },
    fileName: 'indian-constitution-key-articles.pdf',
    document: {
      title: 'Indian Constitution: Key Articles',
      blocks: [
        { kind: 'heading', text: 'Indian Constitution: Key Articles' },
        {
          kind: 'paragraph',
          text: 'A one-page revision sheet of the articles asked most often in SSC, railway, banking and state service exams.',
        },
        { kind: 'subheading', text: 'Parts and articles' },
        { kind: 'bullet', text: 'Article 1: India, that is Bharat, shall be a Union of States.' },
        { kind: 'bullet', text: 'Articles 5 to 11 (Part II): Citizenship.' },
        { kind: 'bullet', text: 'Articles 12 to 35 (Part III): Fundamental Rights.' },
        { kind: 'bullet', text: 'Articles 36 to 51 (Part IV): Directive Principles of State Policy.' },
        { kind: 'bullet', text: 'Article 51A (Part IVA): Fundamental Duties, added by the 42nd Amendment (1976).' },
        { kind: 'bullet', text: 'Article 52: There shall be a President of India.' },
        { kind: 'bullet', text: 'Article 72: Pardoning power of the President.' },
        { kind: 'bullet', text: 'Article 110: Definition of a Money Bill.' },
        { kind: 'bullet', text: 'Article 112: Annual Financial Statement (the Budget).' },
        { kind: 'bullet', text: 'Article 123: Ordinance-making power of the President.' },
        { kind: 'bullet', text: 'Article 124: Establishment of the Supreme Court.' },
        { kind: 'bullet', text: 'Articles 243 to 243O (Part IX): Panchayats, added by the 73rd Amendment (1992).' },
        { kind: 'bullet', text: 'Article 280: Finance Commission.' },
        { kind: 'bullet', text: 'Article 324: Election Commission.' },
        { kind: 'bullet', text: "Article 352: National Emergency. Article 356: President's Rule. Article 360: Financial Emergency." },
        { kind: 'bullet', text: 'Article 368: Power of Parliament to amend the Constitution.' },
        { kind: 'subheading', text: 'Quick facts' },
        { kind: 'bullet', text: 'Adopted on 26 November 1949; came into force on 26 January 1950.' },
        { kind: 'bullet', text: 'Dr B. R. Ambedkar chaired the Drafting Committee.' },
        { kind: 'bullet', text: 'Dr Rajendra Prasad was the President of the Constituent Assembly.' },
      ],
    },
  },
  {
    sourceKey: 'demo:pdf:divisibility-rules',
    organizationId: DEMO_ORG,
    subject: 'math',
    topic: 'number system',
    title: { hi: 'विभाज्यता के नियम और संख्या ट्रिक्स', en: 'Divisibility Rules and Number Tricks' },
    description: {
      hi: '2 से 11 तक की विभाज्यता के नियम, उदाहरणों के साथ, और तेज़ गणना की चार ट्रिक्स (अंग्रेज़ी में)।',
      en: 'Divisibility rules from 2 to 11 with examples, and four tricks for faster calculation.',
    },
    fileName: 'divisibility-rules-and-number-tricks.pdf',
    document: {
      title: 'Divisibility Rules and Number Tricks',
      blocks: [
        { kind: 'heading', text: 'Divisibility Rules and Number Tricks' },
        { kind: 'paragraph', text: 'Demo Institute, Lucknow. Revision sheet for the number system chapter.' },
        { kind: 'subheading', text: 'Divisibility rules' },
        { kind: 'bullet', text: 'By 2: the last digit is even.' },
        { kind: 'bullet', text: 'By 3: the sum of the digits is divisible by 3.' },
        { kind: 'bullet', text: 'By 4: the number formed by the last two digits is divisible by 4.' },
        { kind: 'bullet', text: 'By 5: the last digit is 0 or 5.' },
        { kind: 'bullet', text: 'By 6: the number is divisible by both 2 and 3.' },
        {
          kind: 'bullet',
          text: 'By 7: double the last digit and subtract it from the rest; repeat. 371: 37 - 2 = 35, so 371 is divisible by 7.',
        },
        { kind: 'bullet', text: 'By 8: the number formed by the last three digits is divisible by 8.' },
        { kind: 'bullet', text: 'By 9: the sum of the digits is divisible by 9.' },
        {
          kind: 'bullet',
          text: 'By 11: the sums of the digits in odd and even places differ by 0 or a multiple of 11. 918082: (2 + 0 + 1) and (8 + 8 + 9) differ by 22.',
        },
        { kind: 'subheading', text: 'Four tricks' },
        { kind: 'bullet', text: 'Square of a number ending in 5: for 65, 6 x 7 = 42, then write 25: 4225.' },
        { kind: 'bullet', text: 'A two-digit number times 11: for 36 x 11, write 3, then 3 + 6 = 9, then 6: 396.' },
        { kind: 'bullet', text: 'Sum of the first n natural numbers = n(n + 1) / 2. Sum of the first n odd numbers = n x n.' },
        { kind: 'bullet', text: 'For two numbers, LCM x HCF = the product of the numbers.' },
      ],
    },
  },
];
