/**
 * The text a text dataset's sample holds, per kind of text (notes, emails, transcripts, reviews…):
 * its columns, its labels, the languages it can be written in, and one row of it. No row names a
 * person, an address, a contact or a date, so a de-identification claim holds in every sample.
 */
import type { Random } from '../../catalog/prng';
import { SPOKEN_LANGUAGES, SPOKEN_PHRASES } from '../audio/spoken-phrases';

export type TextContentKey =
  | 'reviews'
  | 'conversations'
  | 'news'
  | 'legal'
  | 'qa-pairs'
  | 'social-posts'
  | 'abstracts'
  | 'translation-pairs'
  | 'job-postings'
  | 'clinical-notes'
  | 'emails'
  | 'earnings-calls';

export interface TextContent {
  /** The columns holding text, in order. */
  textColumns: readonly string[];
  /** The label column's values, when the text is labelled. */
  labels: readonly string[];
  /** Languages a row can be written in. */
  languages: readonly string[];
  /** The language every row is translated from, never a row's own. */
  sourceLanguage?: string;
  /** One row's text columns, in `language` (one of `languages`), fitting `label`. */
  write(random: Random, language: string, label: string): Record<string, string>;
}

const REVIEWS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { positive: 'Arrived quickly and works exactly as described.', negative: 'Stopped working after two days.', neutral: 'It does the job, nothing more.' },
  fr: {
    positive: 'Livré rapidement et conforme à la description.',
    negative: 'Il a cessé de fonctionner au bout de deux jours.',
    neutral: 'Il fait le travail, sans plus.',
  },
  de: {
    positive: 'Schnell geliefert und genau wie beschrieben.',
    negative: 'Nach zwei Tagen hat es nicht mehr funktioniert.',
    neutral: 'Erfüllt seinen Zweck, mehr nicht.',
  },
  es: { positive: 'Llegó rápido y funciona tal como se describe.', negative: 'Dejó de funcionar a los dos días.', neutral: 'Cumple su función, nada más.' },
  it: {
    positive: 'Arrivato in fretta e funziona come descritto.',
    negative: 'Ha smesso di funzionare dopo due giorni.',
    neutral: 'Fa il suo lavoro, niente di più.',
  },
  nl: {
    positive: 'Snel geleverd en werkt precies zoals beschreven.',
    negative: 'Na twee dagen werkte het niet meer.',
    neutral: 'Het doet wat het moet doen, meer niet.',
  },
  sv: { positive: 'Kom snabbt och fungerar precis som beskrivet.', negative: 'Slutade fungera efter två dagar.', neutral: 'Den gör sitt jobb, inget mer.' },
  pl: {
    positive: 'Przyszło szybko i działa dokładnie tak, jak opisano.',
    negative: 'Przestało działać po dwóch dniach.',
    neutral: 'Spełnia swoje zadanie, nic więcej.',
  },
  pt: {
    positive: 'Chegou rápido e funciona exatamente como descrito.',
    negative: 'Parou de funcionar depois de dois dias.',
    neutral: 'Cumpre a função, nada mais.',
  },
  ja: { positive: 'すぐに届き、説明どおりに動きます。', negative: '二日で動かなくなりました。', neutral: '役には立ちますが、それ以上ではありません。' },
  ko: { positive: '빨리 도착했고 설명대로 잘 작동합니다.', negative: '이틀 만에 작동이 멈췄어요.', neutral: '제 역할은 하지만 그 이상은 아니에요.' },
  zh: { positive: '到货很快，和描述的一模一样。', negative: '用了两天就坏了。', neutral: '能用，但也就这样。' },
  hi: {
    positive: 'जल्दी पहुँचा और बिल्कुल वैसा ही काम करता है जैसा बताया गया था।',
    negative: 'दो दिन बाद काम करना बंद कर दिया।',
    neutral: 'काम चल जाता है, इससे ज़्यादा कुछ नहीं।',
  },
  ar: { positive: 'وصل بسرعة ويعمل تمامًا كما هو موصوف.', negative: 'توقف عن العمل بعد يومين.', neutral: 'يؤدي الغرض، لا أكثر.' },
  ms: {
    positive: 'Sampai dengan cepat dan berfungsi seperti yang diterangkan.',
    negative: 'Berhenti berfungsi selepas dua hari.',
    neutral: 'Ia berfungsi, tidak lebih daripada itu.',
  },
  sw: {
    positive: 'Kilifika haraka na kinafanya kazi kama kilivyoelezwa.',
    negative: 'Kiliacha kufanya kazi baada ya siku mbili.',
    neutral: 'Kinafanya kazi, hakuna zaidi.',
  },
  af: { positive: 'Vinnig afgelewer en werk presies soos beskryf.', negative: 'Het na twee dae opgehou werk.', neutral: 'Dit doen die werk, niks meer nie.' },
};

const pick = (random: Random, values: readonly string[]) => random.pick(values);
const english = ['en'] as const;

export const TEXT_CONTENTS: Readonly<Record<TextContentKey, TextContent>> = {
  reviews: {
    textColumns: ['text'],
    labels: ['positive', 'negative', 'neutral'],
    languages: Object.keys(REVIEWS),
    write: (_random, language, label) => ({ text: REVIEWS[language]?.[label] ?? '' }),
  },
  conversations: {
    textColumns: ['dialogue'],
    labels: ['resolved', 'escalated', 'unresolved'],
    languages: english,
    write: (random) => ({
      dialogue: `customer: ${pick(random, ['My order has not arrived yet.', 'I was charged twice this month.', 'The app will not let me sign in.'])} — agent: ${pick(random, ['I am sorry about that, let me check the status for you.', 'Thanks for waiting, I have opened a ticket with the billing team.', 'Could you try resetting the password from the sign-in page?'])}`,
    }),
  },
  news: {
    textColumns: ['headline', 'text'],
    labels: ['business', 'politics', 'science', 'sport'],
    languages: english,
    write: (random, _language, label) => ({
      headline: `${pick(random, ['Regional', 'National', 'Global'])} ${label} ${pick(random, ['update', 'briefing', 'roundup'])}: ${pick(random, ['officials expect further talks', 'results beat forecasts', 'a new study is published'])}`,
      text: `${pick(random, ['Analysts said on Tuesday that', 'In a statement released this morning,', 'According to preliminary figures,'])} ${pick(random, ['the committee will meet again next week.', 'the figures were higher than a year earlier.', 'the findings still need to be confirmed.'])}`,
    }),
  },
  legal: {
    textColumns: ['clause_text'],
    labels: ['termination', 'confidentiality', 'liability', 'governing_law'],
    languages: english,
    write: (random, _language, label) => ({
      clause_text: {
        termination: 'Either party may terminate this Agreement upon thirty (30) days written notice to the other party.',
        confidentiality: 'The Receiving Party shall keep all Confidential Information in strict confidence and use it solely for the Purpose.',
        liability: "In no event shall either party's aggregate liability exceed the fees paid under this Agreement in the preceding twelve months.",
        governing_law: `This Agreement shall be governed by the laws of ${pick(random, ['the State of New York', 'England and Wales', 'the Netherlands'])}.`,
      }[label] as string,
    }),
  },
  'qa-pairs': {
    textColumns: ['question', 'answer'],
    labels: ['factual', 'how_to', 'reasoning'],
    languages: english,
    write: (random, _language, label) =>
      ({
        factual: { question: 'What is the boiling point of water at sea level?', answer: 'About 100 degrees Celsius (212 degrees Fahrenheit).' },
        how_to: { question: 'How do I convert a list of strings to integers in Python?', answer: 'Use a comprehension: [int(value) for value in values].' },
        reasoning: {
          question: `If a train leaves at ${pick(random, ['9:00', '10:30'])} and the trip takes two hours, when does it arrive?`,
          answer: 'Add two hours to the departure time.',
        },
      })[label] as Record<string, string>,
  },
  'social-posts': {
    textColumns: ['text'],
    labels: ['positive', 'negative', 'neutral'],
    languages: english,
    write: (random, _language, label) => ({
      text: {
        positive: pick(random, ['Finally tried the new cafe downtown, totally worth the queue!', 'Great match last night, what a finish.']),
        negative: pick(random, ['Third delayed train this week, this is getting ridiculous.', 'Anyone else’s internet down again?']),
        neutral: pick(random, ['Does anyone know when the library reopens?', 'Thinking about switching phone plans, any tips?']),
      }[label] as string,
    }),
  },
  abstracts: {
    textColumns: ['title', 'abstract'],
    labels: ['computer_science', 'materials', 'biology'],
    languages: english,
    write: (random, _language, label) => ({
      title: {
        computer_science: 'A lightweight method for sparse attention',
        materials: 'Low-temperature synthesis of porous ceramics',
        biology: 'Gene expression under drought stress',
      }[label] as string,
      abstract: `We present ${pick(random, ['a method', 'an approach', 'a framework'])} that ${pick(random, ['reduces cost by a third', 'improves accuracy on three benchmarks', 'requires no labelled data'])}. Experiments show ${pick(random, ['consistent gains', 'competitive results', 'robust behaviour'])} over prior work.`,
    }),
  },
  'translation-pairs': {
    textColumns: ['source_text', 'target_text'],
    labels: [],
    languages: SPOKEN_LANGUAGES,
    sourceLanguage: 'en',
    // The source is English, the target the row's language: the phrase table's rows are translations.
    write: (random, language) => {
      const index = random.int(0, (SPOKEN_PHRASES.en?.length ?? 1) - 1);
      return { source_text: SPOKEN_PHRASES.en?.[index] ?? '', target_text: SPOKEN_PHRASES[language]?.[index] ?? '' };
    },
  },
  'job-postings': {
    textColumns: ['job_title', 'text'],
    labels: ['engineering', 'sales', 'operations'],
    languages: english,
    write: (random, _language, label) => ({
      job_title: { engineering: 'Backend Engineer', sales: 'Account Executive', operations: 'Warehouse Team Lead' }[label] as string,
      text: `We are looking for ${pick(random, ['an experienced', 'a motivated', 'a detail-oriented'])} colleague to join our team. ${pick(random, ['Hybrid working is possible.', 'Full-time, permanent contract.', 'Shift work, weekends included.'])}`,
    }),
  },
  'clinical-notes': {
    textColumns: ['note_text'],
    labels: ['discharge_summary', 'progress_note'],
    languages: english,
    write: (random, _language, label) => {
      const age = random.int(24, 88);
      const problem = pick(random, ['community-acquired pneumonia', 'acute kidney injury', 'decompensated heart failure', 'cellulitis of the left leg']);
      return {
        note_text:
          label === 'discharge_summary'
            ? `Discharge summary. ${age}-year-old admitted with ${problem}. Treated with ${pick(random, ['IV antibiotics', 'IV fluids', 'diuretics'])}; improved by hospital day ${random.int(2, 9)}. Discharged home with follow-up in ${random.int(1, 4)} weeks.`
            : `Progress note, hospital day ${random.int(1, 8)}. ${age}-year-old with ${problem}. ${pick(random, ['Afebrile overnight.', 'Tolerating oral intake.', 'Still short of breath on exertion.'])} Plan: ${pick(random, ['continue current treatment', 'repeat labs in the morning', 'step down to oral medication'])}.`,
      };
    },
  },
  emails: {
    textColumns: ['subject', 'body'],
    labels: ['phishing', 'benign'],
    languages: english,
    write: (random, _language, label) =>
      label === 'phishing'
        ? {
            subject: pick(random, ['Urgent: verify your account', 'Your parcel could not be delivered', 'Invoice overdue - action required']),
            body: `Dear customer, ${pick(random, ['your mailbox is almost full', 'we detected unusual sign-in activity', 'a payment failed'])}. Click the link below within 24 hours to avoid suspension. [link removed]`,
          }
        : {
            subject: pick(random, ['Team meeting moved to Thursday', 'Quarterly report draft', 'Lunch order for Friday']),
            body: `Hi all, ${pick(random, ['the meeting is moved to Thursday at 10.', 'please find the draft report attached.', 'please add your order to the shared sheet.'])} Thanks.`,
          },
  },
  'earnings-calls': {
    textColumns: ['speaker_role', 'transcript'],
    labels: ['positive', 'negative', 'neutral'],
    languages: english,
    write: (random, _language, label) => ({
      speaker_role: pick(random, ['CEO', 'CFO', 'Analyst']),
      transcript: {
        positive: 'Revenue grew double digits this quarter and we are raising our full-year guidance.',
        negative: 'Margins came under pressure from higher input costs and we are lowering our outlook.',
        neutral: 'Results were in line with our guidance, and we are keeping the outlook unchanged.',
      }[label] as string,
    }),
  },
};

export const isTextContent = (key: string): key is TextContentKey => Object.hasOwn(TEXT_CONTENTS, key);
