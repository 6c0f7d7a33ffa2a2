/**
 * A Document AI sample as a real PDF: the kind of document the title names (an invoice, a
 * receipt, a shipping label, a claim or tax form, a bank statement, an identity mockup, a
 * research paper), dated inside the collection period, its labels in one of the listing's
 * languages the writer knows (English, German, French, Spanish; else English). Names of people
 * appear only when the listing holds personal data; otherwise the field reads as redacted.
 */
import type { Random } from '../../catalog/prng';
import { pdfFile, type PdfMark, type PdfPage } from './pdf-writer';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { pad } from '../sample-random';

type DocumentKind = 'invoice' | 'receipt' | 'shipping-label' | 'claim-form' | 'tax-form' | 'form' | 'bank-statement' | 'identity' | 'paper';

const KIND_OF_TITLE: ReadonlyArray<[RegExp, DocumentKind]> = [
  [/invoice/i, 'invoice'],
  [/receipt/i, 'receipt'],
  [/shipping label/i, 'shipping-label'],
  [/claim form/i, 'claim-form'],
  [/tax form/i, 'tax-form'],
  [/bank statement/i, 'bank-statement'],
  [/identity/i, 'identity'],
  [/paper|layout/i, 'paper'],
];

function documentKindOf(title: string): DocumentKind {
  return KIND_OF_TITLE.find(([pattern]) => pattern.test(title))?.[1] ?? 'form';
}

type Label =
  | 'invoice'
  | 'receipt'
  | 'shippingLabel'
  | 'claimForm'
  | 'taxForm'
  | 'form'
  | 'statement'
  | 'identity'
  | 'date'
  | 'number'
  | 'billTo'
  | 'item'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'subtotal'
  | 'tax'
  | 'total'
  | 'name'
  | 'redacted'
  | 'from'
  | 'to'
  | 'weight'
  | 'policy'
  | 'incident'
  | 'description'
  | 'signature'
  | 'balance'
  | 'page'
  | 'year'
  | 'income'
  | 'expiry'
  | 'specimen';

const LABELS: Readonly<Record<string, Readonly<Record<Label, string>>>> = {
  en: {
    invoice: 'INVOICE',
    receipt: 'RECEIPT',
    shippingLabel: 'SHIPPING LABEL',
    claimForm: 'INSURANCE CLAIM FORM',
    taxForm: 'TAX RETURN',
    form: 'APPLICATION FORM',
    statement: 'ACCOUNT STATEMENT',
    identity: 'IDENTITY CARD',
    date: 'Date',
    number: 'No.',
    billTo: 'Bill to',
    item: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    name: 'Name',
    redacted: '[redacted]',
    from: 'From',
    to: 'To',
    weight: 'Weight',
    policy: 'Policy number',
    incident: 'Date of incident',
    description: 'Description of loss',
    signature: 'Signature',
    balance: 'Balance',
    page: 'Page',
    year: 'Tax year',
    income: 'Total income',
    expiry: 'Expires',
    specimen: 'SPECIMEN - NOT A VALID DOCUMENT',
  },
  de: {
    invoice: 'RECHNUNG',
    receipt: 'KASSENBON',
    shippingLabel: 'VERSANDETIKETT',
    claimForm: 'SCHADENMELDUNG',
    taxForm: 'STEUERERKLÄRUNG',
    form: 'ANTRAGSFORMULAR',
    statement: 'KONTOAUSZUG',
    identity: 'PERSONALAUSWEIS',
    date: 'Datum',
    number: 'Nr.',
    billTo: 'Rechnung an',
    item: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    tax: 'MwSt.',
    total: 'Gesamt',
    name: 'Name',
    redacted: '[geschwärzt]',
    from: 'Von',
    to: 'An',
    weight: 'Gewicht',
    policy: 'Policennummer',
    incident: 'Schadensdatum',
    description: 'Schadensbeschreibung',
    signature: 'Unterschrift',
    balance: 'Saldo',
    page: 'Seite',
    year: 'Steuerjahr',
    income: 'Gesamteinkünfte',
    expiry: 'Gültig bis',
    specimen: 'MUSTER - KEIN GÜLTIGES DOKUMENT',
  },
  fr: {
    invoice: 'FACTURE',
    receipt: 'REÇU',
    shippingLabel: "ÉTIQUETTE D'EXPÉDITION",
    claimForm: 'DÉCLARATION DE SINISTRE',
    taxForm: 'DÉCLARATION DE REVENUS',
    form: 'FORMULAIRE DE DEMANDE',
    statement: 'RELEVÉ DE COMPTE',
    identity: "CARTE D'IDENTITÉ",
    date: 'Date',
    number: 'N°',
    billTo: 'Facturer à',
    item: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    tax: 'TVA',
    total: 'Total',
    name: 'Nom',
    redacted: '[masqué]',
    from: 'De',
    to: 'À',
    weight: 'Poids',
    policy: 'Numéro de police',
    incident: 'Date du sinistre',
    description: 'Description du sinistre',
    signature: 'Signature',
    balance: 'Solde',
    page: 'Page',
    year: "Année d'imposition",
    income: 'Revenu total',
    expiry: 'Expire le',
    specimen: 'SPÉCIMEN - DOCUMENT NON VALABLE',
  },
  es: {
    invoice: 'FACTURA',
    receipt: 'RECIBO',
    shippingLabel: 'ETIQUETA DE ENVÍO',
    claimForm: 'PARTE DE SINIESTRO',
    taxForm: 'DECLARACIÓN DE LA RENTA',
    form: 'FORMULARIO DE SOLICITUD',
    statement: 'EXTRACTO DE CUENTA',
    identity: 'DOCUMENTO DE IDENTIDAD',
    date: 'Fecha',
    number: 'N.º',
    billTo: 'Facturar a',
    item: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    tax: 'IVA',
    total: 'Total',
    name: 'Nombre',
    redacted: '[oculto]',
    from: 'De',
    to: 'Para',
    weight: 'Peso',
    policy: 'Número de póliza',
    incident: 'Fecha del siniestro',
    description: 'Descripción del daño',
    signature: 'Firma',
    balance: 'Saldo',
    page: 'Página',
    year: 'Ejercicio fiscal',
    income: 'Ingresos totales',
    expiry: 'Válido hasta',
    specimen: 'ESPÉCIMEN - DOCUMENTO NO VÁLIDO',
  },
};

const COMPANIES = ['Northwind Supplies Ltd', 'Blue Harbor Logistics', 'Acme Office GmbH', 'Cedar & Pine Trading', 'Helix Components SA'];
const ITEMS = [
  'Printer paper, A4, 500 sheets',
  'Toner cartridge, black',
  'Desk lamp, LED',
  'Shipping boxes, pack of 20',
  'USB-C cable, 2 m',
  'Label rolls, 100 mm',
];
const PEOPLE = ['Alex Sample', 'Jordan Example', 'Sam Placeholder', 'Robin Testcase'];
const PAPER_TITLES = [
  'Table Structure Recognition in Scientific Documents',
  'Reading Order Detection for Multi-column Layouts',
  'A Benchmark for Document Layout Analysis',
];
const PAPER_SECTIONS = ['Abstract', '1 Introduction', '2 Related Work', '3 Method', '4 Experiments', '5 Conclusion'];
const PAPER_SENTENCES = [
  'We study the detection of layout regions in born-digital documents.',
  'Each page is annotated with text blocks, titles, lists, tables and figures.',
  'The reading order is given as a sequence over the annotated regions.',
  'Tables are labelled with their rows, columns and spanning cells.',
  'Our baseline reaches a mean average precision of 0.91 on the test split.',
  'Errors concentrate on nested lists and tables without ruling lines.',
];

export interface PdfSampleFacts {
  title: string;
  id: string;
}

export function pdfSample(random: Random, facts: PdfSampleFacts, context: SampleContext): SampleFile {
  const language = context.languages.find((candidate) => candidate in LABELS) ?? 'en';
  const labels = LABELS[language] as Record<Label, string>;
  const kind = documentKindOf(facts.title);
  const created = new Date(context.fromMs + Math.floor(random.float() * (context.toMs - context.fromMs)));
  const day = created.toISOString().slice(0, 10);
  const person = context.deidentified ? labels.redacted : random.pick(PEOPLE);
  const pages = kind === 'paper' ? paperPages(random, labels) : [formPage(random, kind, labels, day, person, context)];
  const bytes = pdfFile(pages, {
    title: `${facts.title}: sample ${kind.replace('-', ' ')}`,
    author: kind === 'paper' ? 'Sample authors' : random.pick(COMPANIES),
    subject: facts.title,
    producer: 'Dataset Marketplace sample writer',
    created,
    language,
  });
  return { fileName: 'sample.pdf', contentType: 'application/pdf', bytes };
}

const A4: [number, number] = [595, 842];

/** Lays marks out from the top down: `row` returns the y of the next line. */
function sheet(width: number, height: number) {
  const marks: PdfMark[] = [];
  let y = height - 60;
  return {
    marks,
    text: (text: string, x: number, size = 10, bold = false) => marks.push({ text, x, y, size, bold }),
    down: (points: number) => (y -= points),
    rule: (from = 50, to = width - 50) => marks.push({ line: [from, y, to, y] }),
    band: (h: number, grey = 0.9) => marks.push({ box: [50, y - 4, width - 100, h], grey }),
    page: (): PdfPage => ({ width, height, marks }),
  };
}

const money = (value: number) => value.toFixed(2);

function formPage(random: Random, kind: DocumentKind, labels: Record<Label, string>, day: string, person: string, context: SampleContext): PdfPage {
  const [width, height] = kind === 'receipt' ? [226, 600] : kind === 'shipping-label' ? [288, 432] : kind === 'identity' ? [243, 153] : A4;
  const page = sheet(width, height);
  const company = random.pick(COMPANIES);
  const number = `${day.slice(0, 4)}-${pad(random.int(1, 99_999), 5)}`;
  if (kind === 'identity') {
    page.down(-30);
    page.text(labels.identity, 12, 11, true);
    page.down(16);
    page.text(labels.specimen, 12, 6);
    page.marks.push({ box: [12, 20, 60, 70], grey: 0.8 });
    page.down(20);
    page.text(`${labels.name}: ${person}`, 80, 8);
    page.down(14);
    page.text(`${labels.number} ${random.int(100_000, 999_999)}${String.fromCharCode(65 + random.int(0, 25))}`, 80, 8);
    page.down(14);
    page.text(`${labels.expiry}: ${Number(day.slice(0, 4)) + 10}${day.slice(4)}`, 80, 8);
    return page.page();
  }
  if (kind === 'shipping-label') {
    page.down(-20);
    page.text(labels.shippingLabel, 20, 14, true);
    page.down(24);
    page.text(`${labels.from}: ${company}`, 20, 10);
    page.down(18);
    page.text(`${labels.to}: ${person}`, 20, 12, true);
    page.down(18);
    page.text(`${labels.date}: ${day}`, 20, 10);
    page.down(18);
    page.text(`${labels.weight}: ${(random.int(2, 250) / 10).toFixed(1)} kg`, 20, 10);
    page.down(30);
    for (let bar = 0; bar < 40; bar++) page.marks.push({ box: [20 + bar * 6, 120, random.int(1, 4), 60], grey: 0 });
    page.down(150);
    page.text(`${labels.number} ${number}`, 20, 9);
    return page.page();
  }
  const margin = kind === 'receipt' ? 14 : 50;
  const title = {
    invoice: labels.invoice,
    receipt: labels.receipt,
    'claim-form': labels.claimForm,
    'tax-form': labels.taxForm,
    'bank-statement': labels.statement,
  }[kind as string];
  page.text(company, margin, kind === 'receipt' ? 10 : 12, true);
  page.down(kind === 'receipt' ? 16 : 22);
  page.text(title ?? labels.form, margin, kind === 'receipt' ? 12 : 18, true);
  page.down(kind === 'receipt' ? 16 : 26);
  page.text(`${labels.number} ${number}`, margin, 9);
  page.down(14);
  page.text(`${labels.date}: ${day}`, margin, 9);
  page.down(20);
  if (kind === 'invoice' || kind === 'receipt') {
    if (kind === 'invoice') {
      page.text(`${labels.billTo}: ${person}`, margin, 10);
      page.down(28);
    }
    const columns = kind === 'receipt' ? [margin, 150, 180] : [margin, 330, 400, 480];
    if (kind === 'invoice') page.band(16);
    const header = kind === 'receipt' ? [labels.item, labels.quantity, labels.amount] : [labels.item, labels.quantity, labels.unitPrice, labels.amount];
    header.forEach((text, index) => page.text(text, columns[index] as number, 9, true));
    page.down(18);
    let subtotal = 0;
    for (const item of random.sample(ITEMS, random.int(2, 5))) {
      const quantity = random.int(1, 6);
      const price = random.int(199, 8_999) / 100;
      subtotal += quantity * price;
      const cells =
        kind === 'receipt'
          ? [item.split(',')[0] as string, String(quantity), money(quantity * price)]
          : [item, String(quantity), money(price), money(quantity * price)];
      cells.forEach((text, index) => page.text(text, columns[index] as number, 9));
      page.down(15);
    }
    page.rule(margin, width - margin);
    page.down(16);
    const tax = Math.round(subtotal * 0.2 * 100) / 100;
    const right = columns.at(-1) as number;
    for (const [label, value, bold] of [
      [labels.subtotal, subtotal, false],
      [labels.tax, tax, false],
      [labels.total, subtotal + tax, true],
    ] as const) {
      page.text(label, right - (kind === 'receipt' ? 90 : 90), 10, bold);
      page.text(money(value), right, 10, bold);
      page.down(15);
    }
    return page.page();
  }
  if (kind === 'bank-statement') {
    page.text(`${labels.name}: ${person}`, margin, 10);
    page.down(26);
    page.band(16);
    [labels.date, labels.item, labels.amount, labels.balance].forEach((text, index) => page.text(text, [margin, 130, 380, 470][index] as number, 9, true));
    page.down(18);
    let balance = random.int(50_000, 900_000) / 100;
    const step = (context.toMs - context.fromMs) / 12;
    for (let line = 0; line < 10; line++) {
      const amount = (random.chance(0.3) ? 1 : -1) * (random.int(500, 60_000) / 100);
      balance += amount;
      const date = new Date(context.fromMs + step * line + random.float() * step).toISOString().slice(0, 10);
      [date, random.pick(['Card payment', 'Transfer', 'Direct debit', 'Salary', 'Cash withdrawal']), money(amount), money(balance)].forEach((text, index) =>
        page.text(text, [margin, 130, 380, 470][index] as number, 9),
      );
      page.down(15);
    }
    return page.page();
  }
  // Claim, tax and other forms: labelled fields in boxes, then a signature line.
  const fields: Array<[string, string]> =
    kind === 'claim-form'
      ? [
          [labels.policy, `P-${random.int(1_000_000, 9_999_999)}`],
          [labels.name, person],
          [labels.incident, day],
          [labels.description, random.pick(['Water damage in kitchen', 'Rear-end collision at low speed', 'Stolen bicycle from garage'])],
          [labels.amount, money(random.int(20_000, 900_000) / 100)],
        ]
      : kind === 'tax-form'
        ? [
            [labels.year, day.slice(0, 4)],
            [labels.name, person],
            [labels.income, money(random.int(2_000_000, 12_000_000) / 100)],
            [labels.tax, money(random.int(200_000, 3_000_000) / 100)],
          ]
        : [
            [labels.name, person],
            [labels.date, day],
            [labels.description, random.pick(['Change of address', 'New account request', 'Membership renewal'])],
          ];
  for (const [label, value] of fields) {
    page.text(label, margin, 8);
    page.down(14);
    page.band(18, 0.95);
    page.text(value, margin + 6, 11);
    page.down(30);
  }
  page.down(20);
  page.rule(margin, 250);
  page.down(12);
  page.text(labels.signature, margin, 8);
  return page.page();
}

function paperPages(random: Random, labels: Record<Label, string>): PdfPage[] {
  const title = random.pick(PAPER_TITLES);
  return [0, 1].map((index) => {
    const page = sheet(...A4);
    if (index === 0) {
      page.text(title, 70, 16, true);
      page.down(22);
      page.text('Sample authors, Example University', 70, 10);
      page.down(30);
    }
    // Two columns of body text, then a small table on the second page.
    for (const [column, x] of [
      [0, 50],
      [1, 310],
    ] as const) {
      const top = index === 0 ? 700 : 780;
      let y = top;
      const mine = PAPER_SECTIONS.slice(index * 3, index * 3 + 3);
      for (const section of column === 0 ? mine.slice(0, 2) : mine.slice(2)) {
        page.marks.push({ text: section, x, y, size: 11, bold: true });
        y -= 16;
        for (const line of wrap(random.sample(PAPER_SENTENCES, 4).join(' '), 56)) {
          page.marks.push({ text: line, x, y, size: 8 });
          y -= 11;
        }
        y -= 10;
      }
    }
    if (index === 1) {
      const rows = [
        ['Model', 'Precision', 'Recall', 'F1'],
        ['Baseline', '0.88', '0.85', '0.86'],
        ['Ours', '0.93', '0.90', '0.91'],
      ];
      rows.forEach((cells, row) => {
        cells.forEach((text, column) => page.marks.push({ text, x: 150 + column * 80, y: 300 - row * 16, size: 9, bold: row === 0 }));
        page.marks.push({ line: [140, 296 - row * 16, 460, 296 - row * 16] });
      });
      page.marks.push({ text: 'Table 1: Results on the test split.', x: 150, y: 240, size: 8 });
    }
    page.marks.push({ text: `${labels.page} ${index + 1}`, x: 290, y: 30, size: 8 });
    return page.page();
  });
}

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
