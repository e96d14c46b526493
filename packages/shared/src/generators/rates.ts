import { formatNumber as n, rupees, same, unit, withMoreMistakes, type Generator } from './assemble.ts';
import { gcd } from './random.ts';

/** Ratio, time and work, speed and distance, averages and the number system. */

const COPRIME_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
];

export const ratioShare: Generator = {
  id: 'ratio-share',
  topic: 'ratio and proportion',
  draft: (rng) => {
    const [small, large] = rng.pick([...COPRIME_PAIRS, [5, 7], [4, 7], [5, 9]]);
    const part = rng.int(4, 50) * 10;
    const total = (small + large) * part;
    const answer = large * part;
    return {
      difficulty: 'easy',
      text: {
        hi: `₹${n(total)} को A और B में ${large}:${small} के अनुपात में बाँटा जाता है। A का भाग कितना है?`,
        en: `₹${n(total)} is divided between A and B in the ratio ${large}:${small}. What is A's share?`,
      },
      solution: {
        hi: `कुल भाग = ${large} + ${small} = ${large + small}। एक भाग = ${n(total)}/${large + small} = ₹${n(part)}। A का भाग = ${large} × ${n(part)} = ₹${n(answer)}।`,
        en: `Parts = ${large} + ${small} = ${large + small}. One part = ${n(total)}/${large + small} = ₹${n(part)}. A's share = ${large} × ${n(part)} = ₹${n(answer)}.`,
      },
      params: { total, large, small },
      answer,
      // B's share; one part; an equal split.
      mistakes: [small * part, part, total / 2],
      format: rupees,
    };
  },
};

/** A ratio x:y packed in one number (x * 1000 + y), so the option machinery can compare it. */
const packRatio = (x: number, y: number) => {
  const g = gcd(x, y);
  return (x / g) * 1000 + y / g;
};
const ratioText = (v: number) => same(`${Math.floor(v / 1000)}:${v % 1000}`);
const isReducedRatio = (v: number) => {
  const x = Math.floor(v / 1000);
  const y = v % 1000;
  return Number.isInteger(v) && x > 0 && y > 0 && gcd(x, y) === 1;
};

export const ratioCompound: Generator = {
  id: 'ratio-compound',
  topic: 'ratio and proportion',
  draft: (rng) => {
    const a = rng.int(2, 9);
    const b = rng.int(2, 9);
    const c = rng.int(2, 9);
    const d = rng.int(2, 9);
    const answer = packRatio(a * c, b * d);
    return {
      difficulty: 'medium',
      text: {
        hi: `यदि A : B = ${a} : ${b} और B : C = ${c} : ${d} है, तो A : C कितना है?`,
        en: `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, what is A : C?`,
      },
      solution: {
        hi: `B को दोनों अनुपातों में बराबर करें: A : B = ${a * c} : ${b * c} और B : C = ${b * c} : ${b * d}। अतः A : C = ${a * c} : ${b * d} = ${ratioText(answer).hi}।`,
        en: `Make B the same in both ratios: A : B = ${a * c} : ${b * c} and B : C = ${b * c} : ${b * d}. So A : C = ${a * c} : ${b * d} = ${ratioText(answer).en}.`,
      },
      params: { a, b, c, d },
      answer,
      // The outer terms joined without matching B; the cross product the wrong way; the inner terms.
      mistakes: [packRatio(a, d), packRatio(a * d, b * c), packRatio(b, c), packRatio(a + c, b + d)],
      format: ratioText,
      valid: isReducedRatio,
    };
  },
};

const days = unit('दिन', 'days');

export const workTogether: Generator = {
  id: 'work-together',
  topic: 'time and work',
  draft: (rng) => {
    const [p, q] = rng.pick(COPRIME_PAIRS);
    const k = rng.int(1, 4);
    // Together T = p·q·k days; A alone q(p+q)k, B alone p(p+q)k: every count whole.
    const answer = p * q * k;
    const a = q * (p + q) * k;
    const b = p * (p + q) * k;
    return {
      difficulty: 'medium',
      text: {
        hi: `A किसी काम को ${a} दिन में और B उसे ${b} दिन में पूरा कर सकता है। दोनों मिलकर वह काम कितने दिन में पूरा करेंगे?`,
        en: `A can finish a piece of work in ${a} days and B can finish it in ${b} days. In how many days will they finish it working together?`,
      },
      solution: {
        hi: `एक दिन में दोनों मिलकर 1/${a} + 1/${b} = ${a + b}/${a * b} काम करते हैं, अतः पूरा काम ${a * b}/${a + b} = ${n(answer)} दिन में होगा। दिनों का औसत या योग लेना गलत है: काम की दरें जुड़ती हैं, समय नहीं।`,
        en: `In one day they do 1/${a} + 1/${b} = ${a + b}/${a * b} of the work together, so the whole work takes ${a * b}/${a + b} = ${n(answer)} days. Averaging or adding the days is wrong: the rates of work add, not the times.`,
      },
      params: { a, b },
      answer,
      // The average of the days; their sum; the rates subtracted instead of added.
      mistakes: [(a + b) / 2, a + b, (a * b) / Math.abs(a - b)],
      format: days,
    };
  },
};

const kmh = unit('किमी/घंटा', 'km/h');

export const averageSpeed: Generator = {
  id: 'average-speed',
  topic: 'time speed and distance',
  draft: (rng) => {
    const [p, q] = rng.pick(COPRIME_PAIRS);
    const m = rng.int(1, Math.max(1, Math.floor(120 / (q * (p + q)))));
    // u = p(p+q)m and v = q(p+q)m make the harmonic mean 2pqm, a whole number.
    const go = p * (p + q) * m;
    const back = q * (p + q) * m;
    const answer = 2 * p * q * m;
    return {
      difficulty: 'medium',
      text: {
        hi: `एक कार P से Q तक ${go} किमी/घंटा की चाल से जाती है और ${back} किमी/घंटा की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल कितनी है?`,
        en: `A car goes from P to Q at ${go} km/h and returns at ${back} km/h. What is its average speed for the whole journey?`,
      },
      solution: {
        hi: `दूरियाँ बराबर हैं, अतः औसत चाल = 2uv/(u + v) = 2 × ${go} × ${back}/${go + back} = ${n(answer)} किमी/घंटा। साधारण औसत (${n((go + back) / 2)}) गलत है: कम चाल पर कार अधिक समय चलती है।`,
        en: `The distances are equal, so average speed = 2uv/(u + v) = 2 × ${go} × ${back}/${go + back} = ${n(answer)} km/h. The arithmetic mean (${n((go + back) / 2)}) is wrong: the car spends longer at the lower speed.`,
      },
      params: { go, back },
      answer,
      // Arithmetic mean instead of harmonic; half the harmonic mean; the sum of the speeds.
      mistakes: [(go + back) / 2, (go * back) / (go + back), go + back],
      format: kmh,
    };
  },
};

const seconds = unit('सेकंड', 'seconds');

export const trainPole: Generator = {
  id: 'train-pole',
  topic: 'time speed and distance',
  draft: (rng) => {
    const speed = 18 * rng.int(2, 6);
    const perSecond = (speed * 5) / 18;
    const answer = rng.int(6, 30);
    const length = perSecond * answer;
    return {
      difficulty: 'easy',
      text: {
        hi: `${length} मीटर लंबी एक रेलगाड़ी ${speed} किमी/घंटा की चाल से चल रही है। वह एक खंभे को कितने सेकंड में पार करेगी?`,
        en: `A train ${length} m long runs at ${speed} km/h. In how many seconds will it pass a pole?`,
      },
      solution: {
        hi: `${speed} किमी/घंटा = ${speed} × 5/18 = ${perSecond} मीटर/सेकंड। समय = लंबाई/चाल = ${length}/${perSecond} = ${answer} सेकंड।`,
        en: `${speed} km/h = ${speed} × 5/18 = ${perSecond} m/s. Time = length/speed = ${length}/${perSecond} = ${answer} seconds.`,
      },
      params: { length, speed },
      answer,
      // No unit conversion; the conversion upside down (× 18/5); the time doubled (two lengths).
      mistakes: [length / speed, length / ((speed * 18) / 5), answer * 2],
      format: seconds,
    };
  },
};

const years = unit('वर्ष', 'years');

export const averageNewMember: Generator = {
  id: 'average-new-member',
  topic: 'average',
  draft: (rng) => {
    const rise = rng.pick([1, 2]);
    const count = rise === 1 ? rng.int(20, 40) : rng.int(10, 20);
    const mean = rng.int(12, 18);
    const answer = mean + (count + 1) * rise;
    return {
      difficulty: 'medium',
      text: {
        hi: `${count} विद्यार्थियों की औसत आयु ${mean} वर्ष है। शिक्षक की आयु मिलाने पर औसत ${rise} वर्ष बढ़ जाता है। शिक्षक की आयु कितनी है?`,
        en: `The average age of ${count} students is ${mean} years. When the teacher's age is included, the average rises by ${rise} year${rise > 1 ? 's' : ''}. How old is the teacher?`,
      },
      solution: {
        hi: `पहले कुल आयु = ${count} × ${mean} = ${count * mean}। बाद में कुल आयु = ${count + 1} × ${mean + rise} = ${(count + 1) * (mean + rise)}। शिक्षक की आयु = ${(count + 1) * (mean + rise)} − ${count * mean} = ${answer} वर्ष।`,
        en: `Total before = ${count} × ${mean} = ${count * mean}. Total after = ${count + 1} × ${mean + rise} = ${(count + 1) * (mean + rise)}. The teacher's age = ${(count + 1) * (mean + rise)} − ${count * mean} = ${answer} years.`,
      },
      params: { count, mean, rise },
      answer,
      // The new average itself; the rise counted for the students only; one person short.
      mistakes: [mean + rise, mean + count * rise, mean + (count - 1) * rise],
      format: years,
    };
  },
};

/** The unit digits of u¹, u², u³, u⁴: they repeat with period 4. */
const cycleOf = (u: number) => [1, 2, 3, 4].map((k) => u ** k % 10);

export const unitDigit: Generator = {
  id: 'unit-digit',
  topic: 'number system',
  draft: (rng) => {
    const u = rng.pick([2, 3, 4, 7, 8, 9]);
    const base = rng.int(1, 9) * 10 + u;
    const power = rng.int(21, 199);
    const cycle = cycleOf(u);
    const rest = power % 4;
    const answer = cycle[(rest === 0 ? 4 : rest) - 1];
    return {
      difficulty: 'medium',
      text: { hi: `${base}^${power} का इकाई अंक क्या है?`, en: `What is the unit digit of ${base}^${power}?` },
      solution: {
        hi: `${u} की घातों के इकाई अंक हर 4 पर दोहराते हैं: ${cycle.join(', ')}। ${power} को 4 से भाग देने पर शेष ${rest} है (शेष 0 हो तो 4वाँ लें), अतः इकाई अंक ${answer} है।`,
        en: `The unit digits of the powers of ${u} repeat every 4: ${cycle.join(', ')}. ${power} leaves remainder ${rest} when divided by 4 (take the 4th for remainder 0), so the unit digit is ${answer}.`,
      },
      params: { base, power },
      answer,
      // Digit times power; the base's own digit; remainder 0 read as the power 0.
      mistakes: [(u * power) % 10, u, rest === 0 ? 1 : cycle[rest % 4], cycle[(rest + 1) % 4]],
      format: (v) => same(String(v)),
      valid: (v) => Number.isInteger(v) && v >= 0 && v <= 9,
    };
  },
};

/**
 * With 1 in the ratio B's share was one part, the same option twice. Added: the difference of
 * the shares, the total less one part, one part too many.
 */
export const ratioShare2 = withMoreMistakes(ratioShare, 'ratio-share-2', ({ total, large, small }) => {
  const part = total / (large + small);
  return [(large - small) * part, total - part, (large + 1) * part];
});

/** When b = c every mistake gave the answer. Added: the answer upside down (C : A), and the terms multiplied the other way. */
export const ratioCompound2 = withMoreMistakes(ratioCompound, 'ratio-compound-2', ({ a, b, c, d }) => [
  packRatio(b * d, a * c),
  packRatio(a * b, c * d),
  packRatio(a + b, c + d),
]);

/** Half the seeds had near misses. Added: the power's last digit used as the exponent (the classic slip), the digit plus the power, the cycle one step back. */
export const unitDigit2 = withMoreMistakes(unitDigit, 'unit-digit-2', ({ base, power }) => {
  const u = base % 10;
  const cycle = cycleOf(u);
  return [u ** (power % 10) % 10, (u + power) % 10, cycle[(power + 2) % 4], power % 10];
});
