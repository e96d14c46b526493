import { formatNumber as n, percent, rupees, withMoreMistakes, type Generator } from './assemble.ts';

/** Simple and compound interest. Principals are drawn so that every amount is whole rupees. */

export const simpleInterest: Generator = {
  id: 'si-interest',
  topic: 'simple interest',
  draft: (rng) => {
    const principal = rng.int(4, 40) * 500;
    const rate = rng.int(3, 15);
    const years = rng.int(2, 6);
    const answer = (principal * rate * years) / 100;
    const compound = principal * ((1 + rate / 100) ** years - 1);
    return {
      difficulty: 'easy',
      text: {
        hi: `₹${n(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का साधारण ब्याज कितना होगा?`,
        en: `What is the simple interest on ₹${n(principal)} at ${rate}% per annum for ${years} years?`,
      },
      solution: {
        hi: `साधारण ब्याज = P × R × T/100 = ${n(principal)} × ${rate} × ${years}/100 = ₹${n(answer)}।`,
        en: `Simple interest = P × R × T/100 = ${n(principal)} × ${rate} × ${years}/100 = ₹${n(answer)}.`,
      },
      params: { principal, rate, years },
      answer,
      // Compound instead of simple; the amount instead of the interest; one year only.
      mistakes: [compound, principal + answer, (principal * rate) / 100],
      format: rupees,
    };
  },
};

export const simpleInterestRate: Generator = {
  id: 'si-rate',
  topic: 'simple interest',
  draft: (rng) => {
    const principal = rng.int(2, 40) * 500;
    const rate = rng.int(2, 15);
    const years = rng.int(2, 8);
    const interest = (principal * rate * years) / 100;
    const amount = principal + interest;
    return {
      difficulty: 'medium',
      text: {
        hi: `₹${n(principal)} की राशि साधारण ब्याज पर ${years} वर्ष में ₹${n(amount)} हो जाती है। वार्षिक ब्याज दर कितनी है?`,
        en: `A sum of ₹${n(principal)} amounts to ₹${n(amount)} in ${years} years at simple interest. What is the rate of interest per annum?`,
      },
      solution: {
        hi: `ब्याज = ${n(amount)} − ${n(principal)} = ₹${n(interest)}। दर = ब्याज × 100/(P × T) = ${n(interest)} × 100/(${n(principal)} × ${years}) = ${rate}%।`,
        en: `Interest = ${n(amount)} − ${n(principal)} = ₹${n(interest)}. Rate = interest × 100/(P × T) = ${n(interest)} × 100/(${n(principal)} × ${years}) = ${rate}%.`,
      },
      params: { principal, amount, years },
      answer: rate,
      // The years forgotten; the amount taken as the base; the amount taken as the interest.
      mistakes: [rate * years, (100 * interest) / (amount * years), (100 * amount) / (principal * years)],
      format: percent,
    };
  },
};

/** Per rate, the denominator of (1 + R/100) in lowest terms: 21/20, 11/10, 6/5, 26/25. */
const DENOMINATOR: Record<number, number> = { 4: 25, 5: 20, 10: 10, 20: 5 };

const amountAfter = (principal: number, rate: number, years: number) => (principal * (100 + rate) ** years) / 100 ** years;

export const compoundInterest: Generator = {
  id: 'ci-interest',
  topic: 'compound interest',
  draft: (rng) => {
    const rate = rng.pick([4, 5, 10, 20]);
    const years = rate === 4 ? 2 : rng.pick([2, 3]);
    const unitSum = DENOMINATOR[rate] ** years;
    const low = Math.max(1, Math.ceil(2000 / unitSum));
    const principal = unitSum * rng.int(low, low + 20);
    const amount = amountAfter(principal, rate, years);
    const answer = amount - principal;
    const simple = (principal * rate * years) / 100;
    return {
      difficulty: years === 3 ? 'hard' : 'medium',
      text: {
        hi: `₹${n(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) कितना होगा?`,
        en: `What is the compound interest on ₹${n(principal)} at ${rate}% per annum for ${years} years, compounded annually?`,
      },
      solution: {
        hi: `मिश्रधन = P(1 + R/100)^T = ${n(principal)} × (${100 + rate}/100)^${years} = ₹${n(amount)}। चक्रवृद्धि ब्याज = ${n(amount)} − ${n(principal)} = ₹${n(answer)}। (साधारण ब्याज ₹${n(simple)} होता।)`,
        en: `Amount = P(1 + R/100)^T = ${n(principal)} × (${100 + rate}/100)^${years} = ₹${n(amount)}. Compound interest = ${n(amount)} − ${n(principal)} = ₹${n(answer)}. (Simple interest would be ₹${n(simple)}.)`,
      },
      params: { principal, rate, years },
      answer,
      // Simple instead of compound; the amount; one year fewer.
      mistakes: [simple, amount, amountAfter(principal, rate, years - 1) - principal],
      format: rupees,
    };
  },
};

export const compoundSimpleDifference: Generator = {
  id: 'ci-si-difference',
  topic: 'compound interest',
  draft: (rng) => {
    const rate = rng.pick([4, 5, 10, 20]);
    const square = (100 / rate) ** 2;
    const answer = rng.int(Math.max(1, Math.ceil(1000 / square)), Math.max(4, Math.ceil(1000 / square)) + 40);
    const principal = answer * square;
    return {
      difficulty: 'hard',
      text: {
        hi: `₹${n(principal)} की राशि पर ${rate}% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर कितना है?`,
        en: `What is the difference between the compound interest and the simple interest on ₹${n(principal)} for 2 years at ${rate}% per annum?`,
      },
      solution: {
        hi: `2 वर्ष के लिए अंतर = P(R/100)² = ${n(principal)} × (${rate}/100)² = ₹${n(answer)}। यह पहले वर्ष के ब्याज पर दूसरे वर्ष का ब्याज है।`,
        en: `For 2 years the difference = P(R/100)² = ${n(principal)} × (${rate}/100)² = ₹${n(answer)}. It is the second year's interest on the first year's interest.`,
      },
      params: { principal, rate },
      answer,
      // Counted for both years; one year's interest; R/100 not squared on the rate.
      mistakes: [2 * answer, (principal * rate) / 100, answer * rate],
      format: rupees,
    };
  },
};

/** About one seed in four had a near miss. Added: the three-year formula P(R/100)²(3 + R/100), and the compound interest itself. */
export const compoundSimpleDifference2 = withMoreMistakes(compoundSimpleDifference, 'ci-si-difference-2', ({ principal, rate }, answer) => [
  answer * (3 + rate / 100),
  amountAfter(principal, rate, 2) - principal,
]);
