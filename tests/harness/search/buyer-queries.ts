/**
 * What buyers type into the marketplace's search box, each with the categories whose datasets
 * answer it: the data the search benchmark (`npm run bench:search`) and the search quality test
 * measure relevance against. Written as buyers phrase things, not in the catalog generator's
 * words: plurals, other spellings, synonyms, several words, a last word still being typed,
 * a word the catalog never uses. Category names are those of the catalog (category-vocabularies.ts).
 */

type QueryKind = 'plural' | 'spelling' | 'synonym' | 'phrase' | 'partial' | 'keyword' | 'typo' | 'abbreviation';

export interface BuyerQuery {
  q: string;
  /** Categories whose datasets answer the query; a top-10 result in any other one counts against it. */
  expected: readonly string[];
  /** What the query tries, for reading the results. */
  kind: QueryKind;
}

export const BUYER_QUERIES: readonly BuyerQuery[] = [
  // Medical imaging and clinical data
  { q: 'chest xray pneumonia', expected: ['Medical Imaging'], kind: 'spelling' },
  { q: 'x ray', expected: ['Medical Imaging'], kind: 'spelling' },
  { q: 'brain mri', expected: ['Medical Imaging'], kind: 'phrase' },
  { q: 'tumors mri', expected: ['Medical Imaging'], kind: 'plural' },
  { q: 'tumour segmentation', expected: ['Medical Imaging'], kind: 'spelling' },
  { q: 'skin cancer images', expected: ['Medical Imaging'], kind: 'synonym' },
  { q: 'mammography', expected: ['Medical Imaging'], kind: 'synonym' },
  { q: 'lung ct', expected: ['Medical Imaging'], kind: 'phrase' },
  { q: 'dicom', expected: ['Medical Imaging'], kind: 'keyword' },
  { q: 'dermosc', expected: ['Medical Imaging'], kind: 'partial' },
  { q: 'medical images', expected: ['Medical Imaging'], kind: 'phrase' },
  { q: 'mri scans of knees', expected: ['Medical Imaging'], kind: 'plural' },
  { q: 'electronic health records', expected: ['Clinical Records'], kind: 'phrase' },
  { q: 'icu vitals', expected: ['Clinical Records'], kind: 'plural' },
  { q: 'hospital readmissions', expected: ['Clinical Records'], kind: 'plural' },
  { q: 'emr', expected: ['Clinical Records'], kind: 'synonym' },
  { q: 'heart rate', expected: ['Clinical Records'], kind: 'phrase' },
  // Not in the catalog at all: an honest miss.
  { q: 'ecg', expected: ['Clinical Records'], kind: 'keyword' },
  // Text and speech
  { q: 'customer support chats', expected: ['NLP / Text'], kind: 'synonym' },
  { q: 'tweets', expected: ['NLP / Text'], kind: 'synonym' },
  { q: 'legal contracts', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'named entity recognition', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'llm fine tuning', expected: ['NLP / Text'], kind: 'synonym' },
  { q: 'news headlines', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'sentiment analysis', expected: ['NLP / Text'], kind: 'phrase' },
  { q: 'french text', expected: ['NLP / Text'], kind: 'keyword' },
  { q: 'podcasts', expected: ['Speech & Audio'], kind: 'plural' },
  { q: 'call centre recordings', expected: ['Speech & Audio'], kind: 'spelling' },
  { q: 'voice commands in cars', expected: ['Speech & Audio'], kind: 'phrase' },
  { q: 'bird sounds', expected: ['Speech & Audio'], kind: 'synonym' },
  { q: 'speech with accents', expected: ['Speech & Audio'], kind: 'plural' },
  { q: 'wake words', expected: ['Speech & Audio'], kind: 'plural' },
  { q: 'voice assistant', expected: ['Speech & Audio'], kind: 'synonym' },
  { q: 'speech emotion', expected: ['Speech & Audio'], kind: 'phrase' },
  { q: 'transcri', expected: ['Speech & Audio', 'Document AI', 'Financial / Crypto'], kind: 'partial' },
  // Driving, robots, vision
  { q: 'street signs', expected: ['Autonomous Driving'], kind: 'synonym' },
  { q: 'self driving pedestrians', expected: ['Autonomous Driving'], kind: 'synonym' },
  { q: 'lidar point clouds', expected: ['Autonomous Driving'], kind: 'plural' },
  { q: 'vehicles at night', expected: ['Autonomous Driving'], kind: 'synonym' },
  // Ambiguous on purpose: in-car voice recordings are car data as much as driving scenes are.
  { q: 'cars', expected: ['Autonomous Driving', 'Speech & Audio'], kind: 'plural' },
  { q: 'dashcam videos', expected: ['Autonomous Driving'], kind: 'synonym' },
  { q: 'autonomous vehicles', expected: ['Autonomous Driving'], kind: 'synonym' },
  { q: 'pedestri', expected: ['Autonomous Driving'], kind: 'partial' },
  { q: 'robots', expected: ['Robotics'], kind: 'plural' },
  { q: 'robot grasping', expected: ['Robotics'], kind: 'phrase' },
  { q: 'warehouse robot navigation', expected: ['Robotics'], kind: 'phrase' },
  { q: 'wildlife camera traps', expected: ['Computer Vision'], kind: 'plural' },
  { q: 'food photos', expected: ['Computer Vision'], kind: 'synonym' },
  { q: 'handwriting', expected: ['Computer Vision', 'Document AI'], kind: 'spelling' },
  { q: 'object detection', expected: ['Computer Vision', 'Autonomous Driving'], kind: 'phrase' },
  { q: 'traffic', expected: ['Autonomous Driving', 'Cybersecurity'], kind: 'keyword' },
  // Earth, weather, farms
  { q: 'satellite images', expected: ['Geospatial'], kind: 'phrase' },
  { q: 'building footprints', expected: ['Geospatial'], kind: 'phrase' },
  { q: 'flood maps', expected: ['Geospatial'], kind: 'plural' },
  { q: 'aerial photos', expected: ['Geospatial', 'Computer Vision', 'Agriculture'], kind: 'synonym' },
  { q: 'geojson', expected: ['Geospatial'], kind: 'keyword' },
  { q: 'weather stations', expected: ['Climate & Weather'], kind: 'plural' },
  { q: 'air pollution sensors', expected: ['Climate & Weather'], kind: 'synonym' },
  { q: 'hurricane tracks', expected: ['Climate & Weather'], kind: 'synonym' },
  { q: 'crop disease photos', expected: ['Agriculture'], kind: 'synonym' },
  { q: 'cattle', expected: ['Agriculture'], kind: 'synonym' },
  // Money, shops, security, factories, documents
  { q: 'stock tick data', expected: ['Financial / Crypto'], kind: 'synonym' },
  { q: 'credit card fraud', expected: ['Financial / Crypto'], kind: 'phrase' },
  { q: 'bitcoin', expected: ['Financial / Crypto'], kind: 'keyword' },
  { q: 'fraud detection', expected: ['Financial / Crypto'], kind: 'phrase' },
  { q: 'forex quotes', expected: ['Financial / Crypto'], kind: 'synonym' },
  { q: 'ecommerce clickstream', expected: ['Retail / E-commerce'], kind: 'spelling' },
  { q: 'shopping cart', expected: ['Retail / E-commerce'], kind: 'synonym' },
  { q: 'phishing emails', expected: ['Cybersecurity'], kind: 'plural' },
  { q: 'network intrusion logs', expected: ['Cybersecurity'], kind: 'phrase' },
  { q: 'ransomw', expected: ['Cybersecurity'], kind: 'partial' },
  { q: 'predictive maintenance sensors', expected: ['Manufacturing & IoT'], kind: 'phrase' },
  { q: 'bearing vibration', expected: ['Manufacturing & IoT'], kind: 'phrase' },
  { q: 'invoice ocr', expected: ['Document AI'], kind: 'keyword' },
  { q: 'scanned receipts', expected: ['Document AI', 'Retail / E-commerce'], kind: 'plural' },
];
