import { formatNumber as n, percent, rupees, same, withMoreMistakes, type Bi, type Generator } from './assemble.ts';

/** Percentages and profit and loss. Every draw keeps the answer a whole number or a short decimal. */

const signedChange = (v: number): Bi =>
  v === 0
    ? { hi: 'कोई परिवर्तन नहीं', en: 'No change' }
    : v > 0
      ? { hi: `${n(v)}% वृद्धि`, en: `${n(v)}% increase` }
      : { hi: `${n(-v)}% कमी`, en: `${n(-v)}% decrease` };

export const percentageOf: Generator = {
  id: 'percentage-of',
  topic: 'percentage',
  draft: (rng) => {
    const p = rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 75]);
    const whole = rng.int(2, 40) * 20;
    const answer = (p * whole) / 100;
    return {
      difficulty: 'easy',
      text: { hi: `${n(whole)} का ${p}% कितना है?`, en: `What is ${p}% of ${n(whole)}?` },
      solution: {
        hi: `${n(whole)} का ${p}% = ${p}/100 × ${n(whole)} = ${n(answer)}।`,
        en: `${p}% of ${n(whole)} = ${p}/100 × ${n(whole)} = ${n(answer)}.`,
      },
      params: { p, whole },
      answer,
      // The rest instead of the part, the decimal point slipped, the percent added on.
      mistakes: [whole - answer, answer * 10, answer + p],
      format: (v) => same(n(v)),
    };
  },
};

export const percentageSuccessive: Generator = {
  id: 'percentage-successive',
  topic: 'percentage',
  draft: (rng) => {
    const up = rng.pick([10, 20, 25, 30, 40, 50]);
    const down = rng.pick([10, 20, 25, 30, 40, 50]);
    const cross = (up * down) / 100;
    const answer = up - down - cross;
    return {
      difficulty: 'medium',
      text: {
        hi: `किसी वस्तु का मूल्य पहले ${up}% बढ़ाया जाता है और फिर ${down}% घटाया जाता है। उसके मूल्य में कुल परिवर्तन कितना है?`,
        en: `The price of an article is first increased by ${up}% and then decreased by ${down}%. What is the net change in its price?`,
      },
      solution: {
        hi: `कुल परिवर्तन = a − b − (a × b)/100 = ${up} − ${down} − ${n(cross)} = ${n(answer)}%। प्रतिशतों को सीधे जोड़ना-घटाना (${up - down}%) गलत है: कमी बढ़े हुए मूल्य पर लगती है।`,
        en: `Net change = a − b − (a × b)/100 = ${up} − ${down} − ${n(cross)} = ${n(answer)}%. Simply adding the percentages (${up - down}%) is wrong: the decrease applies to the increased price.`,
      },
      params: { up, down },
      answer,
      // Percentages added; the cross term with the wrong sign; only the cross term; both added.
      mistakes: [up - down, up - down + cross, -cross, up + down],
      format: signedChange,
      valid: () => true,
    };
  },
};

/** p% more than B means B is 100p/(100+p)% less than A; these p give whole or half answers. */
const MORE_BY = [25, 60, 100, 150, 300, 400];

export const percentageBase: Generator = {
  id: 'percentage-base',
  topic: 'percentage',
  draft: (rng) => {
    const p = rng.pick(MORE_BY);
    const names = rng.pick([
      { hi: ['A', 'B'], en: ['A', 'B'] },
      { hi: ['राम', 'श्याम'], en: ['Ram', 'Shyam'] },
      { hi: ['सीता', 'गीता'], en: ['Sita', 'Geeta'] },
    ]);
    const [x, y] = names.hi;
    const [xe, ye] = names.en;
    const answer = (100 * p) / (100 + p);
    return {
      difficulty: 'medium',
      text: {
        hi: `${x} की आय ${y} की आय से ${p}% अधिक है। ${y} की आय ${x} की आय से कितने प्रतिशत कम है?`,
        en: `${xe}'s income is ${p}% more than ${ye}'s. By what percent is ${ye}'s income less than ${xe}'s?`,
      },
      solution: {
        hi: `${y} की आय 100 मानें; तब ${x} की आय ${100 + p} है। अंतर ${p} है और आधार ${x} की आय है: ${p}/${100 + p} × 100 = ${n(answer)}%।`,
        en: `Take the lower income as 100; the higher one is ${100 + p}. The difference is ${p} and the base is now the higher income: ${p}/${100 + p} × 100 = ${n(answer)}%.`,
      },
      params: { p },
      answer,
      // The same percent (wrong base); the base taken as 100 − p; the complement.
      mistakes: [p, p < 100 ? (100 * p) / (100 - p) : NaN, 100 - answer],
      format: percent,
    };
  },
};

export const profitPercent: Generator = {
  id: 'profit-percent',
  topic: 'profit and loss',
  draft: (rng) => {
    const cost = rng.int(2, 40) * 100;
    const p = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    const sale = (cost * (100 + p)) / 100;
    const profit = sale - cost;
    return {
      difficulty: 'easy',
      text: {
        hi: `₹${n(cost)} में खरीदी गई एक वस्तु ₹${n(sale)} में बेची जाती है। लाभ प्रतिशत कितना है?`,
        en: `An article bought for ₹${n(cost)} is sold for ₹${n(sale)}. What is the profit percent?`,
      },
      solution: {
        hi: `लाभ = ${n(sale)} − ${n(cost)} = ₹${n(profit)}। लाभ % = लाभ/क्रय मूल्य × 100 = ${n(profit)}/${n(cost)} × 100 = ${p}%। लाभ क्रय मूल्य पर निकाला जाता है, विक्रय मूल्य पर नहीं।`,
        en: `Profit = ${n(sale)} − ${n(cost)} = ₹${n(profit)}. Profit % = profit/cost price × 100 = ${n(profit)}/${n(cost)} × 100 = ${p}%. Profit is a percent of the cost price, not the selling price.`,
      },
      params: { cost, sale },
      answer: p,
      // On the selling price; the ratio SP/CP read as the percent.
      mistakes: [(100 * profit) / sale, (100 * sale) / cost, p / 2],
      format: percent,
    };
  },
};

export const sellingPriceForGain: Generator = {
  id: 'sp-for-gain',
  topic: 'profit and loss',
  draft: (rng) => {
    const cost = rng.int(4, 30) * 100;
    const loss = rng.pick([5, 10, 15, 20, 25]);
    const gain = rng.pick([5, 10, 15, 20, 25, 30]);
    const sold = (cost * (100 - loss)) / 100;
    const answer = (cost * (100 + gain)) / 100;
    return {
      difficulty: 'hard',
      text: {
        hi: `एक दुकानदार किसी वस्तु को ₹${n(sold)} में बेचने पर ${loss}% हानि उठाता है। ${gain}% लाभ कमाने के लिए उसे वह वस्तु किस मूल्य पर बेचनी चाहिए?`,
        en: `By selling an article for ₹${n(sold)}, a shopkeeper loses ${loss}%. At what price should he sell it to gain ${gain}%?`,
      },
      solution: {
        hi: `क्रय मूल्य = ${n(sold)} × 100/(100 − ${loss}) = ₹${n(cost)}। अभीष्ट विक्रय मूल्य = ${n(cost)} × (100 + ${gain})/100 = ₹${n(answer)}। प्रतिशत क्रय मूल्य पर लगते हैं, पुराने विक्रय मूल्य पर नहीं।`,
        en: `Cost price = ${n(sold)} × 100/(100 − ${loss}) = ₹${n(cost)}. Required selling price = ${n(cost)} × (100 + ${gain})/100 = ₹${n(answer)}. The percentages apply to the cost price, not the old selling price.`,
      },
      params: { sold, loss, gain },
      answer,
      // Gain applied to the old SP; loss and gain added on the old SP; the net percent on the CP.
      mistakes: [(sold * (100 + gain)) / 100, (sold * (100 + gain + loss)) / 100, (cost * (100 + gain - loss)) / 100],
      format: rupees,
    };
  },
};

/**
 * Two in three percentage-base seeds had near misses among the options. Added: the formula with
 * (100 − p) below for any p, the percentages subtracted, the difference over both incomes, and
 * the higher income as a percent of the lower.
 */
export const percentageBase2 = withMoreMistakes(percentageBase, 'percentage-base-2', ({ p }) => [
  (100 * p) / Math.abs(100 - p),
  100 - p,
  (100 * p) / (200 + p),
  100 + p,
]);
